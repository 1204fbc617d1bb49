import { describe, expect, it } from 'vitest';
import { fromPicker, formToJobInput, jobErrors, jobToForm, languagesWithErrors, newJobForm, toPicker, writtenLanguages, type JobRecord } from './jobForm';

const record: JobRecord = {
  status: 'PUBLISHED',
  reference: 'ENG-7',
  defaultLanguage: 'NL',
  translations: [
    { language: 'NL', title: 'Ontwikkelaar', slug: 'ontwikkelaar', summary: 'Kort', description: '<p>Over</p>', profile: '', offer: '<p>Veel</p>' },
    { language: 'EN', title: 'Developer', slug: 'developer', summary: '', description: '<p>About</p>', profile: '', offer: '' },
  ],
  employmentTypes: ['FULLTIME', 'PARTTIME'],
  workplaceType: 'HYBRID',
  experienceLevel: null,
  salary: { min: 3000, max: 4200, currency: 'EUR', period: 'MONTH' },
  hoursPerWeek: null,
  publishedAt: '2026-11-20T08:00:00Z',
  closesAt: null,
  categoryIds: ['2'],
  locationIds: ['1', '3'],
  applicationForm: { curriculumVitae: 'REQUIRED', photo: 'HIDDEN', phone: 'OPTIONAL', motivation: 'OPTIONAL', education: 'OPTIONAL', experience: 'HIDDEN' },
};

describe('job form', () => {
  it('round-trips a job into the input, with its written languages only', () => {
    const input = formToJobInput(jobToForm(record));
    expect(input).toEqual({
      status: 'PUBLISHED',
      reference: 'ENG-7',
      defaultLanguage: 'NL',
      translations: [
        { language: 'NL', title: 'Ontwikkelaar', slug: 'ontwikkelaar', summary: 'Kort', description: '<p>Over</p>', profile: '', offer: '<p>Veel</p>' },
        { language: 'EN', title: 'Developer', slug: 'developer', summary: '', description: '<p>About</p>', profile: '', offer: '' },
      ],
      employmentTypes: ['FULLTIME', 'PARTTIME'],
      workplaceType: 'HYBRID',
      experienceLevel: null,
      salary: { min: 3000, max: 4200, currency: 'EUR', period: 'MONTH' },
      hoursPerWeek: null,
      publishedAt: '2026-11-20T08:00:00.000Z',
      closesAt: null,
      categoryIds: ['2'],
      locationIds: ['1', '3'],
      applicationForm: record.applicationForm,
    });
  });

  it('always sends the default language, never an untouched one, and empty editors as ""', () => {
    const v = newJobForm('FR');
    v.texts.EN.description = '<p></p>';
    v.texts.NL.profile = '<p>Iets</p>';
    expect(writtenLanguages(v)).toEqual(['NL', 'FR']);
    const input = formToJobInput(v);
    expect(input.translations?.map((t) => t.language)).toEqual(['NL', 'FR']);
    expect(input.translations?.[1]).toEqual({ language: 'FR', title: '', slug: '', summary: '', description: '', profile: '', offer: '' });
    expect(input.salary).toBeNull();
    expect(input.status).toBe('DRAFT');
  });

  it('sends salary and hours only when shown, as numbers', () => {
    const v = { ...newJobForm(), withSalary: true, salaryMin: '2500', salaryMax: 3000, withHours: true, hoursMin: 38, hoursMax: '' };
    const input = formToJobInput(v);
    expect(input.salary).toEqual({ min: 2500, max: 3000, currency: 'EUR', period: 'MONTH' });
    expect(input.hoursPerWeek).toEqual({ min: 38, max: 0 });
  });

  it('converts picker values to and from instants in the browser zone', () => {
    const local = toPicker('2027-03-01T16:00:00Z');
    expect(local).toMatch(/^2027-03-0[12] \d\d:\d\d:00$/);
    expect(fromPicker(local)).toBe('2027-03-01T16:00:00.000Z');
    expect(fromPicker(null)).toBeNull();
    expect(toPicker(null)).toBeNull();
  });

  it('puts the service field errors on the editor fields and finds the tabs with errors', () => {
    // The input sent: FR then NL, default EN (missing).
    const input = { ...formToJobInput(jobToForm(record)), defaultLanguage: 'EN' as const };
    input.translations = [
      { language: 'FR', title: '' },
      { language: 'NL', title: 'Ontwikkelaar' },
    ];
    const errors = jobErrors(
      {
        'input.translations.0.title': 'must be 1 to 255 characters',
        'input.translations.1.slug': 'bad slug',
        'input.translations': 'the default language needs its texts',
        'input.employmentTypes': 'at least one is required',
        'input.employmentTypes.1': 'unknown',
        'input.salary.currency': 'three letters',
        'input.salary': 'needs 0 <= min <= max',
        'input.hoursPerWeek': 'needs 0 < min',
        'input.closesAt': 'must be after published_at',
        'input.applicationForm.curriculumVitae': 'bad',
        'input.categoryIds': 'contains unknown ids',
        'input.locationIds': 'contains unknown ids',
        'input.workplaceType': 'must be onsite',
      },
      input,
    );
    expect(errors).toEqual({
      'texts.FR.title': 'must be 1 to 255 characters',
      'texts.NL.slug': 'bad slug',
      'texts.EN.title': 'the default language needs its texts',
      employmentTypes: 'at least one is required; unknown',
      salaryCurrency: 'three letters',
      salaryMin: 'needs 0 <= min <= max',
      hoursMin: 'needs 0 < min',
      closesAt: 'must be after published_at',
      'applicationForm.curriculumVitae': 'bad',
      categoryIds: 'contains unknown ids',
      locationIds: 'contains unknown ids',
      workplaceType: 'must be onsite',
    });
    expect(languagesWithErrors(errors)).toEqual(['NL', 'FR', 'EN']);
  });
});
