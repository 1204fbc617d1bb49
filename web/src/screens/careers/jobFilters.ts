// The job list's filters: what the screen holds, and the variables of the
// jobs query they make.
import type { EmploymentType, JobFilter, JobStatus, WorkplaceType } from '../../gql/graphql';

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
export function jobListVariables(companyId: string, f: JobListFilters, page: number) {
  return { companyId, filter: jobFilter(f), page: Math.max(1, page), perPage: JOBS_PER_PAGE };
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
