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

/** The role of an admin user. Roles are ordered: ADMIN > EDITOR > CONTRIBUTOR. */
export type Role =
  | 'ADMIN'
  | 'CONTRIBUTOR'
  | 'EDITOR';

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

export type DashboardCareersQueryVariables = Exact<{
  companyId: string;
}>;


export type DashboardCareersQuery = { published: { totalCount: number }, drafts: { totalCount: number }, closed: { totalCount: number }, applications: { totalCount: number, nodes: Array<{ id: string, jobId: string, firstName: string, lastName: string, email: string, createdAt: string }> } };

export type DashboardJobTitleQueryVariables = Exact<{
  id: string;
  companyId: string;
}>;


export type DashboardJobTitleQuery = { job: { id: string, title: string } };

export type DashboardCalendarQueryVariables = Exact<{
  now: string;
  ever: string;
}>;


export type DashboardCalendarQuery = { upcoming: { totalCount: number, nodes: Array<{ id: string, title: string, start: string, allDay: boolean | null, venue: { id: string, name: string } | null }> }, drafts: { totalCount: number }, pending: { totalCount: number }, mediaImages: { totalCount: number } };

export type MediaImageByIdQueryVariables = Exact<{
  id: string;
}>;


export type MediaImageByIdQuery = { mediaImage: { id: string, url: string, name: string } };

export type MediaImagesQueryVariables = Exact<{
  page: number;
  perPage: number;
  search?: string | null | undefined;
}>;


export type MediaImagesQuery = { mediaImages: { page: number, totalCount: number, totalPages: number, nodes: Array<{ id: string, url: string, name: string, mime: string, size: number, width: number, height: number, createdAt: string }> } };

export type UploadImageMutationVariables = Exact<{
  file: File;
}>;


export type UploadImageMutation = { uploadImage: { id: string, url: string, name: string } };

export type DeleteImageMutationVariables = Exact<{
  id: string;
}>;


export type DeleteImageMutation = { deleteImage: string };

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
export const DashboardCareersDocument = new TypedDocumentString(`
    query DashboardCareers($companyId: ID!) {
  published: jobs(
    companyId: $companyId
    filter: {statuses: [PUBLISHED]}
    perPage: 1
  ) {
    totalCount
  }
  drafts: jobs(companyId: $companyId, filter: {statuses: [DRAFT]}, perPage: 1) {
    totalCount
  }
  closed: jobs(companyId: $companyId, filter: {statuses: [CLOSED]}, perPage: 1) {
    totalCount
  }
  applications(companyId: $companyId, perPage: 5) {
    totalCount
    nodes {
      id
      jobId
      firstName
      lastName
      email
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCareersQuery, DashboardCareersQueryVariables>;
export const DashboardJobTitleDocument = new TypedDocumentString(`
    query DashboardJobTitle($id: ID!, $companyId: ID!) {
  job(id: $id, companyId: $companyId) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<DashboardJobTitleQuery, DashboardJobTitleQueryVariables>;
export const DashboardCalendarDocument = new TypedDocumentString(`
    query DashboardCalendar($now: DateTime!, $ever: DateTime!) {
  upcoming: events(filter: {statuses: [PUBLISH], startsAfter: $now}, perPage: 5) {
    totalCount
    nodes {
      id
      title
      start
      allDay
      venue {
        id
        name
      }
    }
  }
  drafts: events(filter: {statuses: [DRAFT], startsAfter: $ever}, perPage: 1) {
    totalCount
  }
  pending: events(filter: {statuses: [PENDING], startsAfter: $ever}, perPage: 1) {
    totalCount
  }
  mediaImages(perPage: 1) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<DashboardCalendarQuery, DashboardCalendarQueryVariables>;
export const MediaImageByIdDocument = new TypedDocumentString(`
    query MediaImageById($id: ID!) {
  mediaImage(id: $id) {
    id
    url
    name
  }
}
    `) as unknown as TypedDocumentString<MediaImageByIdQuery, MediaImageByIdQueryVariables>;
export const MediaImagesDocument = new TypedDocumentString(`
    query MediaImages($page: Int!, $perPage: Int!, $search: String) {
  mediaImages(page: $page, perPage: $perPage, search: $search) {
    nodes {
      id
      url
      name
      mime
      size
      width
      height
      createdAt
    }
    page
    totalCount
    totalPages
  }
}
    `) as unknown as TypedDocumentString<MediaImagesQuery, MediaImagesQueryVariables>;
export const UploadImageDocument = new TypedDocumentString(`
    mutation UploadImage($file: Upload!) {
  uploadImage(file: $file) {
    id
    url
    name
  }
}
    `) as unknown as TypedDocumentString<UploadImageMutation, UploadImageMutationVariables>;
export const DeleteImageDocument = new TypedDocumentString(`
    mutation DeleteImage($id: ID!) {
  deleteImage(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteImageMutation, DeleteImageMutationVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
    mutation CreateCompany($input: CreateCompanyInput!) {
  createCompany(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;