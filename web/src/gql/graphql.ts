/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Whether an API key works now. A revoked key is REVOKED even when it has also expired. */
export type ApiKeyState =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'REVOKED';

export type CreateApiKeyInput = {
  companyId: string;
  /** In the future; omit for a key that does not expire. */
  expiresAt?: string | null | undefined;
  name?: string | null | undefined;
  /** At least one of content:read, content:write, calendar:write. */
  scopes: Array<string>;
};

export type CreateCompanyInput = {
  email?: string | null | undefined;
  name: string;
  /** Lowercase letters, digits and inner hyphens; unique. */
  subdomain: string;
};

export type CreateUserInput = {
  email: string;
  name?: string | null | undefined;
  /** 8 to 72 characters. */
  password: string;
  /** Defaults to EDITOR. */
  role?: Role | null | undefined;
};

/** The publication status of an event, venue or organizer (WordPress's). */
export type PostStatus =
  | 'AUTO_DRAFT'
  | 'DRAFT'
  | 'FUTURE'
  | 'INHERIT'
  | 'PENDING'
  | 'PRIVATE'
  | 'PUBLISH'
  | 'TRASH';

/** The role of an admin user. Roles are ordered: ADMIN > EDITOR > CONTRIBUTOR. */
export type Role =
  | 'ADMIN'
  | 'CONTRIBUTOR'
  | 'EDITOR';

/**
 * A site language: titles, descriptions and excerpts (term names and
 * descriptions) come in it, falling back to the default site language where
 * they are not written. Omitted: the default site language.
 */
export type SiteLanguage =
  | 'AUS'
  | 'BE_NL'
  | 'EN_UK'
  | 'EN_US'
  | 'FR_FR'
  | 'NL_NL';

/** Omitted fields stay as they are. */
export type UpdateUserInput = {
  active?: boolean | null | undefined;
  name?: string | null | undefined;
  role?: Role | null | undefined;
};

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: string, name: string, subdomain: string, email: string, website: string, active: boolean }> };

export type ApiKeysQueryVariables = Exact<{
  companyId: string;
}>;


export type ApiKeysQuery = { apiKeyScopes: Array<string>, apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, state: ApiKeyState, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, state: ApiKeyState } };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { users: Array<{ id: string, email: string, name: string, role: Role, active: boolean, createdAt: string, lastLoginAt: string | null }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string } };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, name: string, role: Role, active: boolean } };

export type ResetUserPasswordMutationVariables = Exact<{
  id: string;
  password: string;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { id: string } };

export type CalendarSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarSiteQuery = { calendarSite: { defaultLanguage: SiteLanguage, languages: Array<SiteLanguage>, timezone: string } };

export type VenueOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type VenueOptionsQuery = { venues: { nodes: Array<{ id: string, name: string, city: string, status: PostStatus }> } };

export type OrganizerOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OrganizerOptionsQuery = { organizers: { nodes: Array<{ id: string, name: string, email: string, status: PostStatus }> } };

export type CategoryPageQueryVariables = Exact<{
  page: number;
  search?: string | null | undefined;
}>;


export type CategoryPageQuery = { categories: { totalPages: number, nodes: Array<{ id: string, name: string, slug: string, description: string, count: number, parentId: string | null }> } };

export type TagPageQueryVariables = Exact<{
  page: number;
  search?: string | null | undefined;
}>;


export type TagPageQuery = { tags: { totalPages: number, nodes: Array<{ id: string, name: string, slug: string, description: string, count: number }> } };

export type CreateCompanyMutationVariables = Exact<{
  input: CreateCompanyInput;
}>;


export type CreateCompanyMutation = { createCompany: { id: string, name: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CompaniesDocument = new TypedDocumentString(`
    query Companies {
  companies {
    id
    name
    subdomain
    email
    website
    active
  }
}
    `) as unknown as TypedDocumentString<CompaniesQuery, CompaniesQueryVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys($companyId: ID!) {
  apiKeys(companyId: $companyId) {
    id
    name
    prefix
    scopes
    state
    createdAt
    expiresAt
    revokedAt
    lastUsedAt
  }
  apiKeyScopes
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
      name
      prefix
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users {
  users {
    id
    email
    name
    role
    active
    createdAt
    lastLoginAt
  }
}
    `) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    id
    name
    role
    active
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResetUserPasswordDocument = new TypedDocumentString(`
    mutation ResetUserPassword($id: ID!, $password: String!) {
  resetUserPassword(id: $id, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const CalendarSiteDocument = new TypedDocumentString(`
    query CalendarSite {
  calendarSite {
    defaultLanguage
    languages
    timezone
  }
}
    `) as unknown as TypedDocumentString<CalendarSiteQuery, CalendarSiteQueryVariables>;
export const VenueOptionsDocument = new TypedDocumentString(`
    query VenueOptions($search: String) {
  venues(filter: {search: $search}, perPage: 50) {
    nodes {
      id
      name
      city
      status
    }
  }
}
    `) as unknown as TypedDocumentString<VenueOptionsQuery, VenueOptionsQueryVariables>;
export const OrganizerOptionsDocument = new TypedDocumentString(`
    query OrganizerOptions($search: String) {
  organizers(filter: {search: $search}, perPage: 50) {
    nodes {
      id
      name
      email
      status
    }
  }
}
    `) as unknown as TypedDocumentString<OrganizerOptionsQuery, OrganizerOptionsQueryVariables>;
export const CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($page: Int!, $search: String) {
  categories(
    filter: {hideEmpty: false, search: $search}
    page: $page
    perPage: 50
  ) {
    nodes {
      id
      name
      slug
      description
      count
      parentId
    }
    totalPages
  }
}
    `) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const TagPageDocument = new TypedDocumentString(`
    query TagPage($page: Int!, $search: String) {
  tags(filter: {hideEmpty: false, search: $search}, page: $page, perPage: 50) {
    nodes {
      id
      name
      slug
      description
      count
    }
    totalPages
  }
}
    `) as unknown as TypedDocumentString<TagPageQuery, TagPageQueryVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
    mutation CreateCompany($input: CreateCompanyInput!) {
  createCompany(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;