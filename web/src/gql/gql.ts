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
    "\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n": typeof types.CalendarSiteDocument,
    "\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n": typeof types.VenueOptionsDocument,
    "\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n": typeof types.OrganizerOptionsDocument,
    "\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n": typeof types.TagPageDocument,
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
    "\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n": types.CalendarSiteDocument,
    "\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n": types.VenueOptionsDocument,
    "\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n": types.OrganizerOptionsDocument,
    "\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n": types.TagPageDocument,
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
export function graphql(source: "\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n"): typeof import('./graphql').CalendarSiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').VenueOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').OrganizerOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n"): typeof import('./graphql').CategoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n"): typeof import('./graphql').TagPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
