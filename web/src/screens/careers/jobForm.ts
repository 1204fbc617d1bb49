// The job editor's form: its values from a job, the JobInput from them,
// and the service's field errors on its fields.
import dayjs from 'dayjs';
import type {
  EmploymentType,
  ExperienceLevel,
  FormFieldSetting,
  JobInput,
  JobStatus,
  SalaryPeriod,
  WorkplaceType,
} from '../../gql/graphql';
import { blankHTML, formErrors, LANGUAGES, type Lang } from './fieldErrors';

export type JobTexts = { title: string; slug: string; summary: string; description: string; profile: string; offer: string };

export const FORM_PARTS = ['curriculumVitae', 'photo', 'phone', 'motivation', 'education', 'experience'] as const;
export type FormPart = (typeof FORM_PARTS)[number];
export type ApplicationFormValues = Record<FormPart, FormFieldSetting>;

export type JobFormValues = {
  status: JobStatus;
  reference: string;
  defaultLanguage: Lang;
  texts: Record<Lang, JobTexts>;
  employmentTypes: EmploymentType[];
  workplaceType: WorkplaceType | null;
  experienceLevel: ExperienceLevel | null;
  withSalary: boolean;
  salaryMin: number | string;
  salaryMax: number | string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  withHours: boolean;
  hoursMin: number | string;
  hoursMax: number | string;
  /** Local date-times as the date pickers hold them (YYYY-MM-DD HH:mm:ss). */
  publishedAt: string | null;
  closesAt: string | null;
  categoryIds: string[];
  locationIds: string[];
  applicationForm: ApplicationFormValues;
};

/** What the editor reads of a job (the JobEditor query's fields). */
export type JobRecord = {
  status: JobStatus;
  reference?: string | null;
  defaultLanguage: Lang;
  translations: ({ language: Lang } & JobTexts)[];
  employmentTypes: EmploymentType[];
  workplaceType: WorkplaceType;
  experienceLevel?: ExperienceLevel | null;
  salary?: { min: number; max: number; currency: string; period: SalaryPeriod } | null;
  hoursPerWeek?: { min: number; max: number } | null;
  publishedAt?: string | null;
  closesAt?: string | null;
  categoryIds: string[];
  locationIds: string[];
  applicationForm: ApplicationFormValues;
};

const emptyTexts = (): JobTexts => ({ title: '', slug: '', summary: '', description: '', profile: '', offer: '' });

export function newJobForm(defaultLanguage: Lang = 'NL'): JobFormValues {
  return {
    status: 'DRAFT',
    reference: '',
    defaultLanguage,
    texts: { NL: emptyTexts(), FR: emptyTexts(), EN: emptyTexts() },
    employmentTypes: ['FULLTIME'],
    workplaceType: 'ONSITE',
    experienceLevel: null,
    withSalary: false,
    salaryMin: '',
    salaryMax: '',
    salaryCurrency: 'EUR',
    salaryPeriod: 'MONTH',
    withHours: false,
    hoursMin: '',
    hoursMax: '',
    publishedAt: null,
    closesAt: null,
    categoryIds: [],
    locationIds: [],
    applicationForm: {
      curriculumVitae: 'REQUIRED',
      photo: 'OPTIONAL',
      phone: 'OPTIONAL',
      motivation: 'OPTIONAL',
      education: 'OPTIONAL',
      experience: 'OPTIONAL',
    },
  };
}

/** A server instant as the pickers' local date-time. */
export function toPicker(iso: string | null | undefined): string | null {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null;
}

/** A picker's local date-time as an RFC 3339 instant. */
export function fromPicker(local: string | null): string | null {
  if (!local) return null;
  const d = dayjs(local);
  return d.isValid() ? d.toDate().toISOString() : null;
}

export function jobToForm(j: JobRecord): JobFormValues {
  const v = newJobForm(j.defaultLanguage);
  for (const t of j.translations) {
    v.texts[t.language] = { title: t.title, slug: t.slug, summary: t.summary, description: t.description, profile: t.profile, offer: t.offer };
  }
  return {
    ...v,
    status: j.status,
    reference: j.reference ?? '',
    employmentTypes: j.employmentTypes,
    workplaceType: j.workplaceType,
    experienceLevel: j.experienceLevel ?? null,
    withSalary: !!j.salary,
    salaryMin: j.salary?.min ?? '',
    salaryMax: j.salary?.max ?? '',
    salaryCurrency: j.salary?.currency ?? 'EUR',
    salaryPeriod: j.salary?.period ?? 'MONTH',
    withHours: !!j.hoursPerWeek,
    hoursMin: j.hoursPerWeek?.min ?? '',
    hoursMax: j.hoursPerWeek?.max ?? '',
    publishedAt: toPicker(j.publishedAt),
    closesAt: toPicker(j.closesAt),
    categoryIds: j.categoryIds,
    locationIds: j.locationIds,
    applicationForm: { ...j.applicationForm },
  };
}

/** Whether a language's texts hold anything. */
export function written(t: JobTexts): boolean {
  return [t.title, t.slug, t.summary].some((s) => s.trim() !== '') || [t.description, t.profile, t.offer].some((h) => !blankHTML(h));
}

/** The languages the job is written in: those with any text, and always the default one. */
export function writtenLanguages(v: JobFormValues): Lang[] {
  return LANGUAGES.filter((l) => l === v.defaultLanguage || written(v.texts[l]));
}

const num = (x: number | string) => (x === '' ? NaN : Number(x));

export function formToJobInput(v: JobFormValues): JobInput {
  const html = (h: string) => (blankHTML(h) ? '' : h);
  return {
    status: v.status,
    reference: v.reference,
    defaultLanguage: v.defaultLanguage,
    translations: writtenLanguages(v).map((language) => {
      const t = v.texts[language];
      return { language, title: t.title, slug: t.slug, summary: t.summary, description: html(t.description), profile: html(t.profile), offer: html(t.offer) };
    }),
    employmentTypes: v.employmentTypes,
    workplaceType: v.workplaceType,
    experienceLevel: v.experienceLevel,
    salary: v.withSalary
      ? { min: num(v.salaryMin) || 0, max: num(v.salaryMax) || 0, currency: v.salaryCurrency, period: v.salaryPeriod }
      : null,
    hoursPerWeek: v.withHours ? { min: num(v.hoursMin) || 0, max: num(v.hoursMax) || 0 } : null,
    publishedAt: fromPicker(v.publishedAt),
    closesAt: fromPicker(v.closesAt),
    categoryIds: v.categoryIds,
    locationIds: v.locationIds,
    applicationForm: v.applicationForm,
  };
}

/**
 * The server's field errors (GraphQL paths into the input that was sent)
 * on the editor's fields: a translation by its place in input.translations;
 * the list itself when it lacks the default language's texts.
 */
export function jobErrors(serverFields: Record<string, string>, input: JobInput): Record<string, string> {
  const sent = input.translations ?? [];
  const lang = (i: string) => sent[Number(i)]?.language ?? input.defaultLanguage ?? 'NL';
  return formErrors(serverFields, [
    [/^input\.translations\.(\d+)\.(\w+)$/, (m) => `texts.${lang(m[1])}.${m[2]}`],
    [/^input\.translations(?:\.(\d+))?$/, (m) => `texts.${m[1] ? lang(m[1]) : (input.defaultLanguage ?? 'NL')}.title`],
    [/^input\.employmentTypes/, 'employmentTypes'],
    [/^input\.salary\.currency$/, 'salaryCurrency'],
    [/^input\.salary\.period$/, 'salaryPeriod'],
    [/^input\.salary$/, 'salaryMin'],
    [/^input\.hoursPerWeek$/, 'hoursMin'],
    [/^input\.applicationForm\.(\w+)$/, (m) => `applicationForm.${m[1]}`],
  ]);
}

/** The languages whose tab holds an error. */
export function languagesWithErrors(errors: Record<string, unknown>): Lang[] {
  return LANGUAGES.filter((l) => Object.keys(errors).some((k) => k.startsWith(`texts.${l}.`) && errors[k]));
}
