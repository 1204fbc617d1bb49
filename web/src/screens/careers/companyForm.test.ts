import { describe, expect, it } from 'vitest';
import { companyErrors, companyToForm, formToCompanyInput, type CompanyProfile } from './companyForm';
import { blankHTML, formErrors } from './fieldErrors';

const company: CompanyProfile = {
  name: 'Acme',
  email: 'jobs@acme.example',
  subdomain: 'acme',
  active: true,
  domainAlias: null,
  domainAliasVerified: null,
  website: 'https://acme.example',
  jobsiteUrl: '',
  corsOrigins: ['https://a.example', 'https://b.example'],
  social: { facebook: '', linkedin: 'https://linkedin.com/company/acme', twitter: '', instagram: '' },
  nl: '<p>Hallo</p>',
  fr: '',
  en: '<p>Hello</p>',
};

describe('company form', () => {
  it('round-trips a company into the update input', () => {
    const v = companyToForm(company);
    expect(v.corsOrigins).toBe('https://a.example\nhttps://b.example');
    expect(v.description).toEqual({ NL: '<p>Hallo</p>', FR: '', EN: '<p>Hello</p>' });
    expect(formToCompanyInput(v, { security: true })).toEqual({
      name: 'Acme',
      email: 'jobs@acme.example',
      subdomain: 'acme',
      active: true,
      domainAlias: null,
      domainAliasVerified: null,
      website: 'https://acme.example',
      jobsiteUrl: '',
      social: { facebook: '', linkedin: 'https://linkedin.com/company/acme', twitter: '', instagram: '' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      description: [
        { language: 'NL', text: '<p>Hallo</p>' },
        { language: 'EN', text: '<p>Hello</p>' },
      ],
    });
  });

  it('leaves the security settings out for editors (the server keeps them)', () => {
    const input = formToCompanyInput({ ...companyToForm(company), active: false, website: 'https://attacker.example' }, { security: false });
    expect(input).toEqual({
      name: 'Acme',
      email: 'jobs@acme.example',
      subdomain: 'acme',
      social: { facebook: '', linkedin: 'https://linkedin.com/company/acme', twitter: '', instagram: '' },
      description: [
        { language: 'NL', text: '<p>Hallo</p>' },
        { language: 'EN', text: '<p>Hello</p>' },
      ],
    });
    for (const k of ['active', 'domainAlias', 'domainAliasVerified', 'website', 'jobsiteUrl', 'corsOrigins']) expect(input).not.toHaveProperty(k);
  });

  it('drops empty origins and empty editor paragraphs, keeps the alias verification with an alias', () => {
    const v = { ...companyToForm(company), corsOrigins: ' https://x.example , \n\n https://y.example ', domainAlias: ' jobs.acme.example ', domainAliasVerified: true };
    v.description = { NL: '<p></p>', FR: '<p>&nbsp;</p>', EN: '<p>Hi</p>' };
    const input = formToCompanyInput(v, { security: true });
    expect(input.corsOrigins).toEqual(['https://x.example', 'https://y.example']);
    expect(input.description).toEqual([{ language: 'EN', text: '<p>Hi</p>' }]);
    expect(input.domainAlias).toBe('jobs.acme.example');
    expect(input.domainAliasVerified).toBe(true);
  });

  it('puts the service field errors on the form fields', () => {
    const input = formToCompanyInput(companyToForm(company), { security: true });
    input.description = [
      { language: 'EN', text: '<p>Hello</p>' },
      { language: 'FR', text: 'x'.repeat(100_001) },
    ];
    expect(
      companyErrors(
        {
          'input.name': 'must be 1 to 255 characters',
          'input.domainAlias': 'must be a host name',
          'input.social.linkedin': 'must be an http or https URL',
          'input.description.1': 'too long',
          'input.corsOrigins.0': 'bad origin',
          'input.corsOrigins.3': 'also bad',
          'input.jobsiteUrl': 'must be an http or https URL',
        },
        input,
      ),
    ).toEqual({
      name: 'must be 1 to 255 characters',
      domainAlias: 'must be a host name',
      linkedin: 'must be an http or https URL',
      'description.FR': 'too long',
      corsOrigins: 'bad origin; also bad',
      jobsiteUrl: 'must be an http or https URL',
    });
  });
});

describe('fieldErrors', () => {
  it('uses the first matching rule, else the camelCase last segment', () => {
    expect(formErrors({ 'a/b_c': 'x', d: 'y' }, [[/^d$/, 'dd']])).toEqual({ bC: 'x', dd: 'y' });
  });
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p> &nbsp; </p><p></p>', true],
    ['<p>a</p>', false],
  ])('blankHTML(%j) is %s', (html, blank) => {
    expect(blankHTML(html)).toBe(blank);
  });
});
