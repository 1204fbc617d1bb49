// Labels of the careers vocabularies, as editors read them.
import type { EmploymentType, ExperienceLevel, FormFieldSetting, JobStatus, SalaryPeriod, WorkplaceType } from '../../gql/graphql';

/** The statuses a job may be given (TRASHED only by deleting it). */
export const statusLabel: Record<Exclude<JobStatus, 'TRASHED'>, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', CLOSED: 'Closed' };
export const statusColor: Record<JobStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green', CLOSED: 'red', TRASHED: 'red' };

export const employmentLabel: Record<EmploymentType, string> = {
  FULLTIME: 'Full time',
  PARTTIME: 'Part time',
  FREELANCE: 'Freelance',
  INTERNSHIP: 'Internship',
  STUDENT: 'Student job',
  TEMPORARY: 'Temporary',
  VOLUNTEER: 'Volunteer',
};

export const workplaceLabel: Record<WorkplaceType, string> = { ONSITE: 'On site', HYBRID: 'Hybrid', REMOTE: 'Remote' };

export const experienceLabel: Record<ExperienceLevel, string> = {
  ENTRY: 'Entry level',
  EXPERIENCED: 'Experienced',
  SENIOR: 'Senior',
  EXECUTIVE: 'Executive',
};

export const periodLabel: Record<SalaryPeriod, string> = { HOUR: 'per hour', MONTH: 'per month', YEAR: 'per year' };

export const formSettingLabel: Record<FormFieldSetting, string> = { REQUIRED: 'Required', OPTIONAL: 'Optional', HIDDEN: 'Hidden' };

/** Select options of a label map. */
export function options<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

/** "€3,000 – €4,200 per month". */
export function formatSalary(s: { min: number; max: number; currency: string; period: SalaryPeriod }, locale = 'en'): string {
  const fmt = (n: number) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: s.currency, maximumFractionDigits: 2 }).format(n);
    } catch {
      return `${n} ${s.currency}`;
    }
  };
  const range = s.min === s.max ? fmt(s.min) : `${fmt(s.min)} – ${fmt(s.max)}`;
  return `${range} ${periodLabel[s.period]}`;
}

/**
 * A job's status as the careers site sees it: a published job whose
 * publication date is still ahead is not served yet — "Scheduled for …"
 * (in the browser's zone, labelled).
 */
export function jobStatusText(status: JobStatus, publishedAt?: string | null, now: Date = new Date()): { label: string; color: string } {
  if (status === 'PUBLISHED' && publishedAt && new Date(publishedAt) > now) {
    return { label: `Scheduled for ${formatZoned(publishedAt)}`, color: 'blue' };
  }
  return { label: status === 'TRASHED' ? 'In the trash' : statusLabel[status], color: statusColor[status] };
}

/** "2027-05-01 09:00 Europe/Brussels": a time in the browser's zone, with the zone named. */
export function formatZoned(iso: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} ${zone}`;
}
