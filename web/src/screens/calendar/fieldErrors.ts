// The calendar API names invalid parameters as REST does (start_date,
// organizer, geo_lat…); ApiError.fields has them in camelCase. These maps
// put each error on the form field it belongs to.

/** Renames field errors; unknown names stay as they are. */
export function mapFields(fields: Record<string, string>, renames: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, msg] of Object.entries(fields)) {
    const to = renames[k] ?? k;
    out[to] = out[to] ? `${out[to]}; ${msg}` : msg;
  }
  return out;
}

/** Event parameters → event form fields; text fields go to the tab of the language written. */
export function eventFieldRenames(textPrefix: string): Record<string, string> {
  return {
    title: `${textPrefix}.title`,
    description: `${textPrefix}.description`,
    excerpt: `${textPrefix}.excerpt`,
    startDate: 'startDate',
    start: 'startDate',
    endDate: 'endDate',
    end: 'endDate',
    venue: 'venueId',
    organizer: 'organizerIds',
    organizers: 'organizerIds',
    categories: 'categoryIds',
    image: 'image',
    author: 'authorId',
    cost: 'cost',
    currencySymbol: 'currencySymbol',
    currencyCode: 'currencyCode',
    currencyPosition: 'currencyPosition',
  };
}

export const venueFieldRenames: Record<string, string> = {
  venue: 'name',
  title: 'name',
  geoLat: 'lat',
  geoLng: 'lng',
  stateprovince: 'stateProvince',
};

export const organizerFieldRenames: Record<string, string> = { organizer: 'name', title: 'name' };

export const termFieldRenames: Record<string, string> = { parent: 'parentId' };
