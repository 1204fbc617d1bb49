// The applications inbox's filters and the variables of its query.
import dayjs from 'dayjs';
import { fieldsCodec, type ListSpec } from '../../components/listState';

export type InboxFilters = {
  jobId: string | null;
  /** Days (YYYY-MM-DD) in the browser's zone, both included; without `to`, `from` alone. */
  from: string | null;
  to: string | null;
};

export const noInboxFilters: InboxFilters = { jobId: null, from: null, to: null };
export const APPLICATIONS_PER_PAGE = 20;

const day = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (param: string) => ({ param, max: 10 });

/** The inbox in the address (`?job=4&from=2027-01-01&to=2027-01-31&page=2`). */
export const inboxListSpec: ListSpec<InboxFilters, 'newest'> = {
  filters: (() => {
    const c = fieldsCodec(noInboxFilters, { jobId: { param: 'job' }, from: dayField('from'), to: dayField('to') });
    // Only whole days count.
    const read = (p: URLSearchParams) => {
      const f = c.read(p);
      return { ...f, from: f.from && day.test(f.from) ? f.from : null, to: f.to && day.test(f.to) ? f.to : null };
    };
    return { ...c, read };
  })(),
  sorts: ['newest'],
  defaultSort: 'newest',
};

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
