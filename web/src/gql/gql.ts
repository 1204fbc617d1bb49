/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Companies {\n    companies {\n      id\n      name\n      subdomain\n      email\n      website\n      active\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query ApiKeys($companyId: ID!) {\n    apiKeys(companyId: $companyId) {\n      id\n      name\n      prefix\n      scopes\n      state\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n    }\n    apiKeyScopes\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardCareersDocument,
    "\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n": typeof types.DashboardJobTitleDocument,
    "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardCalendarDocument,
    "\n  query MediaImageById($id: ID!) {\n    mediaImage(id: $id) {\n      id\n      url\n      name\n    }\n  }\n": typeof types.MediaImageByIdDocument,
    "\n  query MediaImages($page: Int!, $perPage: Int!, $search: String) {\n    mediaImages(page: $page, perPage: $perPage, search: $search) {\n      nodes {\n        id\n        url\n        name\n        mime\n        size\n        width\n        height\n        createdAt\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n": typeof types.MediaImagesDocument,
    "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n      name\n    }\n  }\n": typeof types.UploadImageDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n": typeof types.DeleteImageDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCompanyDocument,
};
const documents: Documents = {
    "\n  query Companies {\n    companies {\n      id\n      name\n      subdomain\n      email\n      website\n      active\n    }\n  }\n": types.CompaniesDocument,
    "\n  query ApiKeys($companyId: ID!) {\n    apiKeys(companyId: $companyId) {\n      id\n      name\n      prefix\n      scopes\n      state\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n    }\n    apiKeyScopes\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n": types.UsersDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n": types.DashboardCareersDocument,
    "\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n": types.DashboardJobTitleDocument,
    "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n": types.DashboardCalendarDocument,
    "\n  query MediaImageById($id: ID!) {\n    mediaImage(id: $id) {\n      id\n      url\n      name\n    }\n  }\n": types.MediaImageByIdDocument,
    "\n  query MediaImages($page: Int!, $perPage: Int!, $search: String) {\n    mediaImages(page: $page, perPage: $perPage, search: $search) {\n      nodes {\n        id\n        url\n        name\n        mime\n        size\n        width\n        height\n        createdAt\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n": types.MediaImagesDocument,
    "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n      name\n    }\n  }\n": types.UploadImageDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n": types.DeleteImageDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCompanyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies {\n      id\n      name\n      subdomain\n      email\n      website\n      active\n    }\n  }\n"): typeof import('./graphql').CompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($companyId: ID!) {\n    apiKeys(companyId: $companyId) {\n      id\n      name\n      prefix\n      scopes\n      state\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n    }\n    apiKeyScopes\n  }\n"): typeof import('./graphql').ApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardCareersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').DashboardJobTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').DashboardCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaImageById($id: ID!) {\n    mediaImage(id: $id) {\n      id\n      url\n      name\n    }\n  }\n"): typeof import('./graphql').MediaImageByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaImages($page: Int!, $perPage: Int!, $search: String) {\n    mediaImages(page: $page, perPage: $perPage, search: $search) {\n      nodes {\n        id\n        url\n        name\n        mime\n        size\n        width\n        height\n        createdAt\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n"): typeof import('./graphql').MediaImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n      name\n    }\n  }\n"): typeof import('./graphql').UploadImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n"): typeof import('./graphql').DeleteImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
