// The job list's filters: what the screen holds, and the variables of the
// jobs query they make.
import { fieldsCodec, type ListSpec } from '../../components/listState';
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
export const jobSorts: JobSort[] = ['PUBLISHED_AT_DESC', 'PUBLISHED_AT', 'TITLE', 'CLOSES_AT'];

/** The job list in the address (`?q=go&status=DRAFT&sort=TITLE&page=2`): see useListState. */
export const jobListSpec: ListSpec<JobListFilters, JobSort> = {
  filters: fieldsCodec(noJobFilters, {
    search: { param: 'q' },
    status: { param: 'status', allowed: jobStatuses },
    locationId: { param: 'location' },
    categoryId: { param: 'category' },
    employmentType: { param: 'type' },
    workplaceType: { param: 'workplace' },
  }),
  sorts: jobSorts,
  defaultSort: 'PUBLISHED_AT_DESC',
  typed: ['search'],
};

/** The address of the job list filtered by a status. */
export function jobsListPath(status: JobStatus): string {
  return `/jobs?status=${status}`;
}
