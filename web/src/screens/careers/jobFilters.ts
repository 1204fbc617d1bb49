// The job list's filters: what the screen holds, and the variables of the
// jobs query they make.
import type { EmploymentType, JobFilter, JobSort, JobStatus, WorkplaceType } from '../../gql/graphql';

export type JobListFilters = {
  search: string;
  status: JobStatus | null;
  locationId: string | null;
  categoryId: string | null;
  employmentType: EmploymentType | null;
  workplaceType: WorkplaceType | null;
};

export const noJobFilters: JobListFilters = {
  search: '',
  status: null,
  locationId: null,
  categoryId: null,
  employmentType: null,
  workplaceType: null,
};

export const JOBS_PER_PAGE = 20;

/** The JobFilter of the screen's filters: only what is set (an empty filter lists every job). */
export function jobFilter(f: JobListFilters): JobFilter {
  const out: JobFilter = {};
  const search = f.search.trim();
  if (search) out.search = search.slice(0, 200);
  if (f.status) out.statuses = [f.status];
  if (f.locationId) out.locationIds = [f.locationId];
  if (f.categoryId) out.categoryIds = [f.categoryId];
  if (f.employmentType) out.employmentTypes = [f.employmentType];
  if (f.workplaceType) out.workplaceTypes = [f.workplaceType];
  return out;
}

/** The jobs query's variables for a page of the filtered list. */
export function jobListVariables(companyId: string, f: JobListFilters, page: number, sort: JobSort = 'PUBLISHED_AT_DESC') {
  return { companyId, filter: jobFilter(f), page: Math.max(1, page), perPage: JOBS_PER_PAGE, sort };
}

/** Whether any filter is set. */
export function filtered(f: JobListFilters): boolean {
  return Object.keys(jobFilter(f)).length > 0;
}

const jobStatuses: JobStatus[] = ['DRAFT', 'PUBLISHED', 'CLOSED'];

/** The filters a link to the list sets (`?status=DRAFT`); anything else is ignored. */
export function jobFiltersFromParams(p: URLSearchParams): JobListFilters {
  const s = p.get('status') as JobStatus | null;
  return { ...noJobFilters, status: s && jobStatuses.includes(s) ? s : null };
}

/** The address of the job list filtered by a status. */
export function jobsListPath(status: JobStatus): string {
  return `/jobs?status=${status}`;
}

export const jobSorts: JobSort[] = ['PUBLISHED_AT_DESC', 'PUBLISHED_AT', 'TITLE', 'CLOSES_AT'];

/** The list's whole state: filters, order and page, as the address holds it. */
export type JobListState = { filters: JobListFilters; sort: JobSort; page: number };

const paramNames: [keyof JobListFilters, string][] = [
  ['search', 'q'],
  ['status', 'status'],
  ['locationId', 'location'],
  ['categoryId', 'category'],
  ['employmentType', 'type'],
  ['workplaceType', 'workplace'],
];

/**
 * The list's state from its address (`?q=go&status=DRAFT&sort=TITLE&page=2`),
 * so that Back and shared links keep it. Unknown statuses and orders are ignored.
 */
export function jobListFromParams(p: URLSearchParams): JobListState {
  const filters = { ...jobFiltersFromParams(p) };
  for (const [key, name] of paramNames) {
    if (key === 'status') continue;
    const v = p.get(name);
    if (v) (filters as Record<string, string | null>)[key] = key === 'search' ? v.slice(0, 200) : v;
  }
  const sort = p.get('sort') as JobSort | null;
  const page = Number.parseInt(p.get('page') ?? '', 10);
  return { filters, sort: sort && jobSorts.includes(sort) ? sort : 'PUBLISHED_AT_DESC', page: page > 0 ? page : 1 };
}

/** The address parameters of a state: only what differs from the default. */
export function jobListParams(s: JobListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, name] of paramNames) {
    const v = s.filters[key];
    if (v && String(v).trim()) out.set(name, String(v));
  }
  if (s.sort !== 'PUBLISHED_AT_DESC') out.set('sort', s.sort);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}
