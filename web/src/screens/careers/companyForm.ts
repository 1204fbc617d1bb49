// The company profile form: its values from the company, the
// UpdateCompanyInput from its values, and the server's field errors on it.
import type { UpdateCompanyInput } from '../../gql/graphql';
import { blankHTML, formErrors, LANGUAGES, type Lang } from './fieldErrors';

export type CompanyProfile = {
  name: string;
  email: string;
  subdomain: string;
  active: boolean;
  domainAlias?: string | null;
  domainAliasVerified?: boolean | null;
  website: string;
  jobsiteUrl: string;
  corsOrigins: string[];
  social: { facebook: string; linkedin: string; twitter: string; instagram: string };
  nl: string;
  fr: string;
  en: string;
};

export type CompanyFormValues = {
  name: string;
  email: string;
  subdomain: string;
  active: boolean;
  domainAlias: string;
  domainAliasVerified: boolean;
  website: string;
  jobsiteUrl: string;
  facebook: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  /** One origin per line. */
  corsOrigins: string;
  description: Record<Lang, string>;
};

export function companyToForm(c: CompanyProfile): CompanyFormValues {
  return {
    name: c.name,
    email: c.email,
    subdomain: c.subdomain,
    active: c.active,
    domainAlias: c.domainAlias ?? '',
    domainAliasVerified: c.domainAliasVerified ?? false,
    website: c.website,
    jobsiteUrl: c.jobsiteUrl,
    ...c.social,
    corsOrigins: c.corsOrigins.join('\n'),
    description: { NL: c.nl, FR: c.fr, EN: c.en },
  };
}

/**
 * The update input of the form. The security settings (active, the domain
 * alias and its verification, website, jobsite URL, extra origins) are
 * only sent with `security` (admins): left out, the server keeps them, and
 * it refuses editors who would change them.
 */
export function formToCompanyInput(v: CompanyFormValues, { security }: { security: boolean }): UpdateCompanyInput {
  const input: UpdateCompanyInput = {
    name: v.name,
    email: v.email,
    subdomain: v.subdomain,
    social: { facebook: v.facebook, linkedin: v.linkedin, twitter: v.twitter, instagram: v.instagram },
    description: LANGUAGES.filter((l) => !blankHTML(v.description[l])).map((language) => ({ language, text: v.description[language] })),
  };
  if (!security) return input;
  const alias = v.domainAlias.trim();
  return {
    ...input,
    active: v.active,
    domainAlias: alias || null,
    domainAliasVerified: alias ? v.domainAliasVerified : null,
    website: v.website,
    jobsiteUrl: v.jobsiteUrl,
    corsOrigins: v.corsOrigins
      .split(/[\n,]/)
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/**
 * The server's field errors (GraphQL paths into the input that was sent)
 * on the form's fields: a description by its place in input.description.
 */
export function companyErrors(serverFields: Record<string, string>, input: UpdateCompanyInput): Record<string, string> {
  return formErrors(serverFields, [
    [/^input\.social\.(\w+)$/, (m) => m[1]],
    [/^input\.description\.(\d+)$/, (m) => `description.${input.description?.[Number(m[1])]?.language ?? 'NL'}`],
    [/^input\.corsOrigins/, 'corsOrigins'],
  ]);
}
