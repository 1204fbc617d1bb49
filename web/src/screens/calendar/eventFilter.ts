// The event list's filters (every filter of EventFilter the admin offers)
// and the query variables they give.
import { fieldsCodec, type FilterCodec, type ListSpec } from '../../components/listState';
import type { EventFilter, EventOrderBy, PostStatus, SortDirection } from '../../gql/graphql';
import { wallToInstant } from './zones';

type Tri = '' | 'yes' | 'no';

export type FilterValues = {
  search: string;
  /** Starts on or after the first day, ends on or before the second (site zone). */
  dates: [string | null, string | null];
  /** Exact bounds, as wall times (YYYY-MM-DD HH:mm[:ss]) in the site zone. */
  startsAfter: string | null;
  startsBefore: string | null;
  endsAfter: string | null;
  endsBefore: string | null;
  categoryIds: string[];
  tagIds: string[];
  venueIds: string[];
  organizerIds: string[];
  featured: Tri;
  statuses: PostStatus[];
  hasGeolocation: Tri;
  nearLat: number | string;
  nearLng: number | string;
};

export const emptyFilter: FilterValues = {
  search: '',
  dates: [null, null],
  startsAfter: null,
  startsBefore: null,
  endsAfter: null,
  endsBefore: null,
  categoryIds: [],
  tagIds: [],
  venueIds: [],
  organizerIds: [],
  featured: '',
  statuses: [],
  hasGeolocation: '',
  nearLat: '',
  nearLng: '',
};

const tri = (v: Tri) => (v === '' ? undefined : v === 'yes');
const list = <T>(v: T[]) => (v.length ? v : undefined);

function instant(wall: string | null, zone: string): string | undefined {
  if (!wall) return undefined;
  const [date, time = '00:00'] = wall.split(' ');
  return wallToInstant(date, time.slice(0, 5), zone);
}

/** The EventFilter of the values: only what is set; bounds read in the site zone. */
export function toEventFilter(v: FilterValues, siteZone: string): EventFilter {
  const f: EventFilter = {
    search: v.search.trim() || undefined,
    startDate: v.dates[0] ?? undefined,
    endDate: v.dates[1] ?? undefined,
    startsAfter: instant(v.startsAfter, siteZone),
    startsBefore: instant(v.startsBefore, siteZone),
    endsAfter: instant(v.endsAfter, siteZone),
    endsBefore: instant(v.endsBefore, siteZone),
    categoryIds: list(v.categoryIds),
    tagIds: list(v.tagIds),
    venueIds: list(v.venueIds),
    organizerIds: list(v.organizerIds),
    featured: tri(v.featured),
    statuses: list(v.statuses),
    hasGeolocation: tri(v.hasGeolocation),
  };
  if (typeof v.nearLat === 'number' && typeof v.nearLng === 'number') f.near = { lat: v.nearLat, lng: v.nearLng };
  return Object.fromEntries(Object.entries(f).filter(([, x]) => x !== undefined)) as EventFilter;
}

/** How many filters are set (for the "Filters (3)" label). */
export function activeFilterCount(v: FilterValues): number {
  return Object.keys(toEventFilter(v, 'UTC')).length;
}

/** The month view's filter: the list's filters, with the month grid's days as the window. */
export function monthFilter(v: FilterValues, from: string, to: string, siteZone: string): EventFilter {
  const f = toEventFilter({ ...v, dates: [null, null], startsAfter: null, startsBefore: null, endsAfter: null, endsBefore: null }, siteZone);
  return { ...f, endsAfter: wallToInstant(from, '00:00', siteZone), startsBefore: wallToInstant(to, '23:59', siteZone) };
}

const linkStatuses: PostStatus[] = ['PUBLISH', 'DRAFT', 'PENDING', 'PRIVATE', 'FUTURE'];
const wallPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * The filters a link to the list sets (`?status=DRAFT&status=PENDING&
 * startsAfter=2027-05-01 10:00`, a wall time in the site zone); anything
 * else in the address is ignored.
 */
export function filterFromParams(p: URLSearchParams): FilterValues {
  const statuses = p.getAll('status').filter((s): s is PostStatus => linkStatuses.includes(s as PostStatus));
  const after = p.get('startsAfter');
  return { ...emptyFilter, statuses, startsAfter: after && wallPattern.test(after) ? after : null };
}

/** The address of the event list filtered by statuses (and a start bound), as filterFromParams reads it. */
export function eventsListPath(statuses: PostStatus[], startsAfter?: string): string {
  const p = new URLSearchParams(statuses.map((s) => ['status', s]));
  if (startsAfter) p.set('startsAfter', startsAfter);
  return `/calendar/events?${p}`;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const tris = ['yes', 'no'] as const;

/** The flat part of the filters, as the address holds them. */
const flat = fieldsCodec(
  { q: '', from: null, to: null, startsAfter: null, startsBefore: null, endsAfter: null, endsBefore: null, category: [], tag: [], venue: [], organizer: [], featured: null, status: [], geo: null, lat: null, lng: null } as Record<string, string | string[] | null>,
  {
    q: { param: 'q' },
    from: { param: 'from', max: 10 },
    to: { param: 'to', max: 10 },
    startsAfter: { param: 'startsAfter', max: 19 },
    startsBefore: { param: 'startsBefore', max: 19 },
    endsAfter: { param: 'endsAfter', max: 19 },
    endsBefore: { param: 'endsBefore', max: 19 },
    category: { param: 'category', many: true },
    tag: { param: 'tag', many: true },
    venue: { param: 'venue', many: true },
    organizer: { param: 'organizer', many: true },
    featured: { param: 'featured', allowed: tris },
    status: { param: 'status', many: true, allowed: linkStatuses },
    geo: { param: 'geo', allowed: tris },
    lat: { param: 'lat', max: 12 },
    lng: { param: 'lng', max: 12 },
  },
);

const wallOf = (v: string | string[] | null) => (typeof v === 'string' && wallPattern.test(v) ? v : null);
const dayOf = (v: string | string[] | null) => (typeof v === 'string' && dayPattern.test(v) ? v : null);
const numberOf = (v: string | string[] | null, max: number) => {
  const n = typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= max ? n : '';
};

/** Every filter of the event list in the address (`?q=jazz&category=3&status=DRAFT&from=2027-05-01`). */
export const eventFilterCodec: FilterCodec<FilterValues> = {
  empty: emptyFilter,
  params: flat.params,
  read(p) {
    const f = flat.read(p);
    return {
      search: f.q as string,
      dates: [dayOf(f.from), dayOf(f.to)],
      startsAfter: wallOf(f.startsAfter),
      startsBefore: wallOf(f.startsBefore),
      endsAfter: wallOf(f.endsAfter),
      endsBefore: wallOf(f.endsBefore),
      categoryIds: f.category as string[],
      tagIds: f.tag as string[],
      venueIds: f.venue as string[],
      organizerIds: f.organizer as string[],
      featured: (f.featured ?? '') as Tri,
      statuses: f.status as PostStatus[],
      hasGeolocation: (f.geo ?? '') as Tri,
      nearLat: numberOf(f.lat, 90),
      nearLng: numberOf(f.lng, 180),
    };
  },
  write(v, out) {
    const text = (x: string | number | null) => (x === null || x === '' ? null : String(x));
    flat.write(
      {
        q: v.search,
        from: v.dates[0],
        to: v.dates[1],
        startsAfter: v.startsAfter,
        startsBefore: v.startsBefore,
        endsAfter: v.endsAfter,
        endsBefore: v.endsBefore,
        category: v.categoryIds,
        tag: v.tagIds,
        venue: v.venueIds,
        organizer: v.organizerIds,
        featured: v.featured || null,
        status: v.statuses,
        geo: v.hasGeolocation || null,
        lat: text(v.nearLat),
        lng: text(v.nearLng),
      },
      out,
    );
  },
};

export type EventSort = 'start' | '-start' | 'title' | '-title' | '-modified';

export const eventListSpec: ListSpec<FilterValues, EventSort> = {
  filters: eventFilterCodec,
  sorts: ['start', '-start', 'title', '-title', '-modified'],
  defaultSort: 'start',
  typed: ['search', 'nearLat', 'nearLng'],
};

/** The list's order as the events query takes it (nothing for the default: by start). */
export function eventOrder(sort: EventSort): { orderBy?: EventOrderBy; order?: SortDirection } {
  if (sort === 'start') return {};
  const by = sort.replace('-', '');
  return { orderBy: by === 'title' ? 'TITLE' : by === 'modified' ? 'MODIFIED' : 'START', order: sort.startsWith('-') ? 'DESC' : 'ASC' };
}
