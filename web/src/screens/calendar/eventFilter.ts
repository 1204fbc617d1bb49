// The event list's filters (every filter of EventFilter the admin offers)
// and the query variables they give.
import type { EventFilter, PostStatus } from '../../gql/graphql';
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
