// The applications inbox's filters and the variables of its query.
import dayjs from 'dayjs';

export type InboxFilters = {
  jobId: string | null;
  /** Days (YYYY-MM-DD) in the browser's zone, both included; without `to`, `from` alone. */
  from: string | null;
  to: string | null;
};

export const noInboxFilters: InboxFilters = { jobId: null, from: null, to: null };
export const APPLICATIONS_PER_PAGE = 20;

/**
 * The applications query's variables: the days become instants in the
 * browser's zone, from the start of the first day to the start of the day
 * after the last one (createdBefore is exclusive).
 */
export function inboxVariables(companyId: string, f: InboxFilters, page: number) {
  const last = f.to ?? f.from;
  return {
    companyId,
    jobId: f.jobId,
    createdFrom: f.from ? dayjs(f.from).startOf('day').toDate().toISOString() : null,
    createdBefore: last ? dayjs(last).add(1, 'day').startOf('day').toDate().toISOString() : null,
    page: Math.max(1, page),
    perPage: APPLICATIONS_PER_PAGE,
  };
}

/** "Jane Doe", or the e-mail address when the name is empty. */
export function applicantName(a: { firstName: string; lastName: string; email: string }): string {
  return `${a.firstName} ${a.lastName}`.trim() || a.email;
}

/** "1.2 MB" */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
