// Labels of the careers vocabularies, as editors read them.
import type { EmploymentType, ExperienceLevel, FormFieldSetting, JobStatus, SalaryPeriod, WorkplaceType } from '../../gql/graphql';

export const statusLabel: Record<JobStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', CLOSED: 'Closed' };
export const statusColor: Record<JobStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green', CLOSED: 'red' };

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
