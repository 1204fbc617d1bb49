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

export type ApplicationFormInput = {
  curriculumVitae: FormFieldSetting;
  education: FormFieldSetting;
  experience: FormFieldSetting;
  motivation: FormFieldSetting;
  phone: FormFieldSetting;
  photo: FormFieldSetting;
};

/** A language careers content is written in. */
export type CareersLanguage =
  | 'EN'
  | 'FR'
  | 'NL';

/**
 * A category write. createCategory needs name; a name its parent already has
 * is CONFLICT (reason term_exists), a slug in use CONFLICT (duplicate_slug).
 */
export type CategoryInput = {
  /** HTML. */
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** The parent category; null removes it. */
  parentId?: string | null | undefined;
  slug?: string | null | undefined;
};

export type CompanySocialInput = {
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  linkedin?: string | null | undefined;
  twitter?: string | null | undefined;
};

/** What a consent is for; a company has one active consent of each kind but CUSTOM. */
export type ConsentKind =
  | 'CUSTOM'
  | 'MARKETING'
  /** Processing the application (what disclaimer: true gives). */
  | 'PROCESSING'
  /** Keeping the applicant in the talent pool. */
  | 'TALENT_POOL';

export type CreateApiKeyInput = {
  companyId: string;
  /** In the future; omit for a key that does not expire. */
  expiresAt?: string | null | undefined;
  name?: string | null | undefined;
  /** At least one of content:read, content:write, calendar:write. */
  scopes: Array<string>;
};

export type CreateAppPasswordInput = {
  /** A label, at most 100 characters. */
  name?: string | null | undefined;
  /** The owner; omit for yourself. Only admins name another user. */
  userId?: string | null | undefined;
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

export type CreateWebhookInput = {
  /** Default true. */
  active?: boolean | null | undefined;
  companyId: string;
  description?: string | null | undefined;
  events: Array<string>;
  /** Default false. */
  includePii?: boolean | null | undefined;
  url: string;
};

/** Where the currency symbol goes. */
export type CurrencyPosition =
  | 'POSTFIX'
  | 'PREFIX';

export type EmploymentType =
  | 'FREELANCE'
  | 'FULLTIME'
  | 'INTERNSHIP'
  | 'PARTTIME'
  | 'STUDENT'
  | 'TEMPORARY'
  | 'VOLUNTEER';

/**
 * Filters of the event list (every filter of REST's GET /events): OR within a
 * filter's list, AND across filters. Dates are typed: a Date bound covers
 * whole days in the site time zone; a DateTime bound is an exact instant.
 * Without any bound the list runs from the start of yesterday to 24 months
 * ahead; giving startsAfter, startsBefore, endsAfter or endsBefore drops those
 * defaults (startDate and endDate stay when given).
 */
export type EventFilter = {
  categoryIds?: Array<string> | null | undefined;
  categorySlugs?: Array<string> | null | undefined;
  /** Events ending on this day or earlier. */
  endDate?: string | null | undefined;
  /** Events ending after this instant. */
  endsAfter?: string | null | undefined;
  /** Events ending before this instant. */
  endsBefore?: string | null | undefined;
  featured?: boolean | null | undefined;
  /** Events whose venue has (true) or lacks (false) coordinates. */
  hasGeolocation?: boolean | null | undefined;
  /** Only these events, by publication date; the date bounds do not apply. */
  ids?: Array<string> | null | undefined;
  /** Events whose venue is within 25 km of this point. */
  near?: GeoPoint | null | undefined;
  /** Default ASC; only with orderBy. */
  order?: SortDirection | null | undefined;
  /** The list's order (then by id). Default: by start (by publication date with ids). */
  orderBy?: EventOrderBy | null | undefined;
  organizerIds?: Array<string> | null | undefined;
  /** Events whose parent event is this one. */
  parentId?: string | null | undefined;
  /** Words that must all occur in the title, excerpt or description (of the query's language too). */
  search?: string | null | undefined;
  /** Events starting on this day or later. */
  startDate?: string | null | undefined;
  /** Events starting after this instant. */
  startsAfter?: string | null | undefined;
  /** Events starting before this instant. */
  startsBefore?: string | null | undefined;
  /** Callers who cannot edit events may only ask for PUBLISH. */
  statuses?: Array<PostStatus> | null | undefined;
  tagIds?: Array<string> | null | undefined;
  tagSlugs?: Array<string> | null | undefined;
  /** true is refused (no ticketing): VALIDATION_FAILED, field filter.ticketed. */
  ticketed?: boolean | null | undefined;
  venueIds?: Array<string> | null | undefined;
};

/**
 * An event write. createEvent needs title, start and end. On update omitted
 * fields stay as they are; strings clear with "", lists with [], and venue and
 * image with null. Text (title, description, excerpt) is written in the
 * mutation's language (the default language's text when omitted).
 */
export type EventInput = {
  /** All-day events span whole days of start and end in the event's zone. */
  allDay?: boolean | null | undefined;
  /** An admin user (editors only). */
  authorId?: string | null | undefined;
  /** Category ids or names: unknown names are created, unknown ids skipped. */
  categories?: Array<string> | null | undefined;
  /** One or more cost strings: 20€, Free, 10 - 20. */
  cost?: Array<string> | null | undefined;
  /** ISO 4217 code. */
  currencyCode?: string | null | undefined;
  currencyPosition?: CurrencyPosition | null | undefined;
  currencySymbol?: string | null | undefined;
  /** HTML (sanitised). */
  description?: string | null | undefined;
  /** An end before the start becomes the start. */
  end?: string | null | undefined;
  /** HTML (sanitised). */
  excerpt?: string | null | undefined;
  featured?: boolean | null | undefined;
  hideFromListings?: boolean | null | undefined;
  image?: ImageInput | null | undefined;
  organizers?: Array<OrganizerRef> | null | undefined;
  /** Protects the event with a password; an empty string removes it. */
  password?: string | null | undefined;
  publishedAt?: string | null | undefined;
  showMap?: boolean | null | undefined;
  showMapLink?: boolean | null | undefined;
  slug?: string | null | undefined;
  start?: string | null | undefined;
  /** Contributors asking for PUBLISH or FUTURE get PENDING; the default is PUBLISH for editors, DRAFT for contributors. */
  status?: PostStatus | null | undefined;
  sticky?: boolean | null | undefined;
  /** Tag ids or names: unknown names are created, unknown ids skipped. */
  tags?: Array<string> | null | undefined;
  /** An IANA zone (the site's when empty); start and end are shown in it. */
  timezone?: string | null | undefined;
  /** Plain text (tags are removed). */
  title?: string | null | undefined;
  /**
   * When the event goes back to draft by itself (scheduled unpublish); null
   * clears it. Refused (VALIDATION_FAILED) unless after the publication date.
   */
  unpublishAt?: string | null | undefined;
  venue?: VenueRef | null | undefined;
  website?: string | null | undefined;
};

/** What the event list sorts by. */
export type EventOrderBy =
  /** The last change. */
  | 'MODIFIED'
  | 'START'
  /** The title in the default language. */
  | 'TITLE';

export type ExperienceLevel =
  | 'ENTRY'
  | 'EXECUTIVE'
  | 'EXPERIENCED'
  | 'SENIOR';

/** Whether an application form asks for a part. */
export type FormFieldSetting =
  | 'HIDDEN'
  | 'OPTIONAL'
  | 'REQUIRED';

/** A point on earth. */
export type GeoPoint = {
  lat: number;
  lng: number;
};

export type HoursRangeInput = {
  max: number;
  min: number;
};

/** A featured image: a media library image or an http(s) image URL (editors only). */
export type ImageInput = {
  mediaId?: string | null | undefined;
  url?: string | null | undefined;
};

/** A job category's name per language (at least one). */
export type JobCategoryInput = {
  name: Array<LocalizedTextInput>;
};

/**
 * Filters of the job list: OR within one filter, AND across filters (as the
 * REST list's query parameters).
 */
export type JobFilter = {
  categoryIds?: Array<string> | null | undefined;
  employmentTypes?: Array<EmploymentType> | null | undefined;
  locationIds?: Array<string> | null | undefined;
  /** Words that must each occur in a title, summary, text or reference (any language, case-insensitive). */
  search?: string | null | undefined;
  /** Admin users only (drafts and closed jobs); API keys get FORBIDDEN. */
  statuses?: Array<JobStatus> | null | undefined;
  updatedSince?: string | null | undefined;
  workplaceTypes?: Array<WorkplaceType> | null | undefined;
};

/**
 * The whole job (updateJob replaces every field). The service validates the
 * fields together, so they are nullable: what is missing comes back as
 * VALIDATION_FAILED with every field error at once.
 */
export type JobInput = {
  /** Defaults to a required CV and everything else optional. */
  applicationForm?: ApplicationFormInput | null | undefined;
  categoryIds?: Array<string> | null | undefined;
  closesAt?: string | null | undefined;
  /** Served when no preferred language is available; translations must contain it. */
  defaultLanguage?: CareersLanguage | null | undefined;
  employmentTypes?: Array<EmploymentType> | null | undefined;
  experienceLevel?: ExperienceLevel | null | undefined;
  hoursPerWeek?: HoursRangeInput | null | undefined;
  locationIds?: Array<string> | null | undefined;
  publishedAt?: string | null | undefined;
  reference?: string | null | undefined;
  salary?: SalaryInput | null | undefined;
  /** Defaults to DRAFT. Publishing without publishedAt publishes now. */
  status?: JobStatus | null | undefined;
  translations?: Array<JobTextInput> | null | undefined;
  workplaceType?: WorkplaceType | null | undefined;
};

/** How jobs are ordered; ties by id. */
export type JobSort =
  /** Closing soonest first; jobs without a closing date last. */
  | 'CLOSES_AT'
  | 'PUBLISHED_AT'
  /** Newest first (the default). */
  | 'PUBLISHED_AT_DESC'
  /** By the title in the first language preference the job has, else its default language. */
  | 'TITLE';

/**
 * The editorial state of a job. API keys only ever see PUBLISHED jobs.
 * TRASHED: deleted, in the trash (restoreJob); only the jobs list with
 * filter.statuses [TRASHED] shows it, and no write may set it.
 */
export type JobStatus =
  | 'CLOSED'
  | 'DRAFT'
  | 'PUBLISHED'
  | 'TRASHED';

/** A job's texts in one language. title is required; an empty slug is made from the title. */
export type JobTextInput = {
  /** HTML (sanitised). */
  description?: string | null | undefined;
  language: CareersLanguage;
  offer?: string | null | undefined;
  profile?: string | null | undefined;
  slug?: string | null | undefined;
  /** Plain text. */
  summary?: string | null | undefined;
  title?: string | null | undefined;
};

/** What the venue and organizer lists sort by. */
export type LinkedOrderBy =
  /** The name in the default language. */
  | 'NAME'
  /** The publication date. */
  | 'PUBLISHED';

/** A text in one careers language. */
export type LocalizedTextInput = {
  language: CareersLanguage;
  text: string;
};

/** An office. city and country (ISO 3166-1 alpha-2) are required. */
export type LocationInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  street?: string | null | undefined;
};

/** An organizer write; as VenueInput. */
export type OrganizerInput = {
  authorId?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  image?: ImageInput | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  publishedAt?: string | null | undefined;
  status?: PostStatus | null | undefined;
  website?: string | null | undefined;
};

/** An organizer of an event write: an existing one, or one to create (or to find by its name). */
export type OrganizerRef = {
  create?: OrganizerInput | null | undefined;
  id?: string | null | undefined;
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

export type SalaryInput = {
  /** ISO 4217, e.g. EUR. */
  currency: string;
  max: number;
  min: number;
  period: SalaryPeriod;
};

export type SalaryPeriod =
  | 'HOUR'
  | 'MONTH'
  | 'YEAR';

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

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A tag write. createTag needs name. */
export type TagInput = {
  description?: string | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
};

/**
 * The whole editable profile of a company: omitted or empty fields are
 * cleared, except subdomain (omitted or empty keeps the current one) and the
 * security settings. The security settings are active, domainAlias,
 * domainAliasVerified, website, jobsiteUrl and corsOrigins (whether the
 * company's API keys work, and which browser origins may call the content
 * API with them): all omitted keeps them; given, they are replaced as a
 * whole (active is then required, other omitted ones are cleared). Only
 * admins change them: an editor's input that would change one is FORBIDDEN
 * (extensions.fields names them) and nothing is saved; sent back unchanged,
 * they are accepted.
 */
export type UpdateCompanyInput = {
  /**
   * Security setting (admins). An inactive company's API keys are refused
   * (UNAUTHENTICATED, HTTP 401) on every transport, at once: content API,
   * calendar writes, GraphQL, uploads.
   */
  active?: boolean | null | undefined;
  /** Security setting (admins): extra origins such as https://jobs.example.com, at most 20. */
  corsOrigins?: Array<string> | null | undefined;
  /** HTML per language (sanitised); a language left out is cleared. */
  description?: Array<LocalizedTextInput> | null | undefined;
  /** Security setting (admins): the jobsite's own host name (jobs.example.com). */
  domainAlias?: string | null | undefined;
  /** Security setting (admins): a verified alias's https origin may call the content API. */
  domainAliasVerified?: boolean | null | undefined;
  email?: string | null | undefined;
  /** Security setting (admins): an allowed browser origin of the content API. */
  jobsiteUrl?: string | null | undefined;
  name?: string | null | undefined;
  social?: CompanySocialInput | null | undefined;
  /** Unique; lowercase letters, digits and inner hyphens. CONFLICT when taken. */
  subdomain?: string | null | undefined;
  /** Security setting (admins): an allowed browser origin of the content API. */
  website?: string | null | undefined;
};

/** Omitted fields stay as they are. */
export type UpdateUserInput = {
  active?: boolean | null | undefined;
  name?: string | null | undefined;
  role?: Role | null | undefined;
};

/**
 * A venue write. createVenue needs name, and returns the existing venue with
 * the same name (and description, when given) instead of a duplicate. On
 * update omitted fields stay; strings clear with "", image with null.
 */
export type VenueInput = {
  address?: string | null | undefined;
  authorId?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  description?: string | null | undefined;
  image?: ImageInput | null | undefined;
  /** Set both lat and lng, or neither. */
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  province?: string | null | undefined;
  publishedAt?: string | null | undefined;
  /** Default true. */
  showMap?: boolean | null | undefined;
  /** Default true. */
  showMapLink?: boolean | null | undefined;
  state?: string | null | undefined;
  stateProvince?: string | null | undefined;
  status?: PostStatus | null | undefined;
  website?: string | null | undefined;
  zip?: string | null | undefined;
};

/** The venue of an event write: an existing venue, or one to create (or to find by its name). */
export type VenueRef = {
  create?: VenueInput | null | undefined;
  id?: string | null | undefined;
};

export type WorkplaceType =
  | 'HYBRID'
  | 'ONSITE'
  | 'REMOTE';

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

export type AppPasswordsQueryVariables = Exact<{
  userId?: string | null | undefined;
}>;


export type AppPasswordsQuery = { appPasswords: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type UserEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserEmailsQuery = { users: Array<{ id: string, email: string }> };

export type CreateAppPasswordMutationVariables = Exact<{
  input: CreateAppPasswordInput;
}>;


export type CreateAppPasswordMutation = { createAppPassword: { password: string, appPassword: { id: string, name: string } } };

export type RevokeAppPasswordMutationVariables = Exact<{
  id: string;
}>;


export type RevokeAppPasswordMutation = { revokeAppPassword: { id: string, revokedAt: string | null } };

export type CalendarTrashQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarTrashQuery = { trashSettings: { retentionDays: number }, events: { nodes: Array<{ id: string, title: string, trashedAt: string | null }> }, venues: { nodes: Array<{ id: string, name: string, trashedAt: string | null }> }, organizers: { nodes: Array<{ id: string, name: string, trashedAt: string | null }> } };

export type JobTrashQueryVariables = Exact<{
  companyId: string;
}>;


export type JobTrashQuery = { jobs: { nodes: Array<{ id: string, title: string, trashedAt: string | null }> } };

export type RestoreEventMutationVariables = Exact<{
  id: string;
}>;


export type RestoreEventMutation = { restoreEvent: { id: string } };

export type RestoreVenueMutationVariables = Exact<{
  id: string;
}>;


export type RestoreVenueMutation = { restoreVenue: { id: string } };

export type RestoreOrganizerMutationVariables = Exact<{
  id: string;
}>;


export type RestoreOrganizerMutation = { restoreOrganizer: { id: string } };

export type RestoreJobMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type RestoreJobMutation = { restoreJob: { id: string } };

export type PurgeEventMutationVariables = Exact<{
  id: string;
}>;


export type PurgeEventMutation = { purgeEvent: string };

export type PurgeVenueMutationVariables = Exact<{
  id: string;
}>;


export type PurgeVenueMutation = { purgeVenue: string };

export type PurgeOrganizerMutationVariables = Exact<{
  id: string;
}>;


export type PurgeOrganizerMutation = { purgeOrganizer: string };

export type PurgeJobMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type PurgeJobMutation = { purgeJob: string };

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

export type WebhooksQueryVariables = Exact<{
  companyId: string;
}>;


export type WebhooksQuery = { webhookEventTypes: Array<string>, webhooks: Array<{ id: string, url: string, events: Array<string>, description: string, active: boolean, includePii: boolean, disabledReason: string, createdAt: string }> };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string } } };

export type SetWebhookActiveMutationVariables = Exact<{
  companyId: string;
  id: string;
  active: boolean;
}>;


export type SetWebhookActiveMutation = { updateWebhook: { id: string, active: boolean, disabledReason: string } };

export type DeleteWebhookMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type DeleteWebhookMutation = { deleteWebhook: string };

export type PingWebhookMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type PingWebhookMutation = { pingWebhook: string };

export type WebhookDeliveriesQueryVariables = Exact<{
  companyId: string;
  webhookId: string;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, messageId: string, eventType: string, attempt: number, succeeded: boolean, statusCode: number, response: string, error: string, durationMs: number, createdAt: string }> };

export type RedeliverWebhookMutationVariables = Exact<{
  companyId: string;
  deliveryId: string;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: string };

export type OrganizerFieldsFragment = { id: string, name: string, status: PostStatus, description: string, email: string, phone: string, website: string, image: { id: string | null, url: string } | null };

export type CreateOrganizerMutationVariables = Exact<{
  input: OrganizerInput;
}>;


export type CreateOrganizerMutation = { createOrganizer: { id: string, name: string, status: PostStatus, description: string, email: string, phone: string, website: string, image: { id: string | null, url: string } | null } };

export type UpdateOrganizerMutationVariables = Exact<{
  id: string;
  input: OrganizerInput;
}>;


export type UpdateOrganizerMutation = { updateOrganizer: { id: string, name: string, status: PostStatus, description: string, email: string, phone: string, website: string, image: { id: string | null, url: string } | null } };

export type OrganizersQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  orderBy?: LinkedOrderBy | null | undefined;
  order?: SortDirection | null | undefined;
}>;


export type OrganizersQuery = { organizers: { totalPages: number, nodes: Array<{ publishedAt: string, id: string, name: string, status: PostStatus, description: string, email: string, phone: string, website: string, image: { id: string | null, url: string } | null }> } };

export type DeleteOrganizerMutationVariables = Exact<{
  id: string;
}>;


export type DeleteOrganizerMutation = { deleteOrganizer: { id: string } };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, name: string } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, name: string } };

export type CreateTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CreateTagMutation = { createTag: { id: string, name: string } };

export type UpdateTagMutationVariables = Exact<{
  id: string;
  input: TagInput;
}>;


export type UpdateTagMutation = { updateTag: { id: string, name: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCategoryMutation = { deleteCategory: { id: string } };

export type DeleteTagMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTagMutation = { deleteTag: { id: string } };

export type VenueFieldsFragment = { id: string, name: string, status: PostStatus, description: string, address: string, city: string, province: string, state: string, stateProvince: string, zip: string, country: string, phone: string, website: string, lat: number | null, lng: number | null, showMap: boolean, showMapLink: boolean, image: { id: string | null, url: string } | null };

export type CreateVenueMutationVariables = Exact<{
  input: VenueInput;
}>;


export type CreateVenueMutation = { createVenue: { id: string, name: string, status: PostStatus, description: string, address: string, city: string, province: string, state: string, stateProvince: string, zip: string, country: string, phone: string, website: string, lat: number | null, lng: number | null, showMap: boolean, showMapLink: boolean, image: { id: string | null, url: string } | null } };

export type UpdateVenueMutationVariables = Exact<{
  id: string;
  input: VenueInput;
}>;


export type UpdateVenueMutation = { updateVenue: { id: string, name: string, status: PostStatus, description: string, address: string, city: string, province: string, state: string, stateProvince: string, zip: string, country: string, phone: string, website: string, lat: number | null, lng: number | null, showMap: boolean, showMapLink: boolean, image: { id: string | null, url: string } | null } };

export type VenuesQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  orderBy?: LinkedOrderBy | null | undefined;
  order?: SortDirection | null | undefined;
}>;


export type VenuesQuery = { venues: { totalPages: number, nodes: Array<{ publishedAt: string, id: string, name: string, status: PostStatus, description: string, address: string, city: string, province: string, state: string, stateProvince: string, zip: string, country: string, phone: string, website: string, lat: number | null, lng: number | null, showMap: boolean, showMapLink: boolean, image: { id: string | null, url: string } | null }> } };

export type DeleteVenueMutationVariables = Exact<{
  id: string;
}>;


export type DeleteVenueMutation = { deleteVenue: { id: string } };

export type EventEditFieldsFragment = { id: string, slug: string, status: PostStatus, title: string, description: string, excerpt: string, timezone: string, allDay: boolean | null, start: string, end: string, featured: boolean | null, sticky: boolean | null, hideFromListings: boolean | null, showMap: boolean | null, showMapLink: boolean | null, website: string | null, passwordProtected: boolean, publishedAt: string, unpublishAt: string | null, venue: { id: string, name: string } | null, organizers: Array<{ id: string, name: string }>, categories: Array<{ id: string }>, tags: Array<{ id: string, name: string }>, cost: { text: string, values: Array<string>, currencySymbol: string, currencyCode: string, currencyPosition: CurrencyPosition | null } | null, image: { id: string | null, url: string } | null };

export type EventForEditQueryVariables = Exact<{
  id: string;
}>;


export type EventForEditQuery = { event: { id: string, slug: string, status: PostStatus, title: string, description: string, excerpt: string, timezone: string, allDay: boolean | null, start: string, end: string, featured: boolean | null, sticky: boolean | null, hideFromListings: boolean | null, showMap: boolean | null, showMapLink: boolean | null, website: string | null, passwordProtected: boolean, publishedAt: string, unpublishAt: string | null, venue: { id: string, name: string } | null, organizers: Array<{ id: string, name: string }>, categories: Array<{ id: string }>, tags: Array<{ id: string, name: string }>, cost: { text: string, values: Array<string>, currencySymbol: string, currencyCode: string, currencyPosition: CurrencyPosition | null } | null, image: { id: string | null, url: string } | null } };

export type EventTextInQueryVariables = Exact<{
  id: string;
  language: SiteLanguage;
}>;


export type EventTextInQuery = { event: { title: string, description: string, excerpt: string } };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { id: string, slug: string, status: PostStatus, title: string, description: string, excerpt: string, timezone: string, allDay: boolean | null, start: string, end: string, featured: boolean | null, sticky: boolean | null, hideFromListings: boolean | null, showMap: boolean | null, showMapLink: boolean | null, website: string | null, passwordProtected: boolean, publishedAt: string, unpublishAt: string | null, venue: { id: string, name: string } | null, organizers: Array<{ id: string, name: string }>, categories: Array<{ id: string }>, tags: Array<{ id: string, name: string }>, cost: { text: string, values: Array<string>, currencySymbol: string, currencyCode: string, currencyPosition: CurrencyPosition | null } | null, image: { id: string | null, url: string } | null } };

export type UpdateEventMutationVariables = Exact<{
  id: string;
  input: EventInput;
  language?: SiteLanguage | null | undefined;
}>;


export type UpdateEventMutation = { updateEvent: { id: string, slug: string, status: PostStatus, title: string, description: string, excerpt: string, timezone: string, allDay: boolean | null, start: string, end: string, featured: boolean | null, sticky: boolean | null, hideFromListings: boolean | null, showMap: boolean | null, showMapLink: boolean | null, website: string | null, passwordProtected: boolean, publishedAt: string, unpublishAt: string | null, venue: { id: string, name: string } | null, organizers: Array<{ id: string, name: string }>, categories: Array<{ id: string }>, tags: Array<{ id: string, name: string }>, cost: { text: string, values: Array<string>, currencySymbol: string, currencyCode: string, currencyPosition: CurrencyPosition | null } | null, image: { id: string | null, url: string } | null } };

export type TrashEventMutationVariables = Exact<{
  id: string;
}>;


export type TrashEventMutation = { deleteEvent: { id: string, status: PostStatus } };

export type SetEventStatusMutationVariables = Exact<{
  id: string;
  input: EventInput;
}>;


export type SetEventStatusMutation = { updateEvent: { id: string, status: PostStatus } };

export type EventCategoriesQueryVariables = Exact<{
  id: string;
}>;


export type EventCategoriesQuery = { event: { id: string, categories: Array<{ id: string }> } };

export type EventsListQueryVariables = Exact<{
  filter?: EventFilter | null | undefined;
  page: number;
  perPage: number;
}>;


export type EventsListQuery = { events: { page: number, totalCount: number, totalPages: number, nodes: Array<{ id: string, title: string, status: PostStatus, start: string, end: string, startDate: string, endDate: string, timezone: string, allDay: boolean | null, featured: boolean | null, sticky: boolean | null, hideFromListings: boolean | null, passwordProtected: boolean, modifiedAt: string, publishedAt: string, unpublishAt: string | null, venue: { id: string, name: string } | null }> } };

export type VenueStatusQueryVariables = Exact<{
  id: string;
}>;


export type VenueStatusQuery = { venue: { id: string, name: string, status: PostStatus } };

export type OrganizerStatusQueryVariables = Exact<{
  id: string;
}>;


export type OrganizerStatusQuery = { organizer: { id: string, name: string, status: PostStatus } };

export type PublishVenueMutationVariables = Exact<{
  id: string;
}>;


export type PublishVenueMutation = { updateVenue: { id: string, status: PostStatus } };

export type PublishOrganizerMutationVariables = Exact<{
  id: string;
}>;


export type PublishOrganizerMutation = { updateOrganizer: { id: string, status: PostStatus } };

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

export type ApplicationDetailQueryVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type ApplicationDetailQuery = { application: { id: string, jobId: string, open: boolean, firstName: string, lastName: string, email: string, phone: string, motivation: string, referrer: string, createdAt: string, education: Array<{ title: string, institution: string, shortDescription: string, dateFrom: string, dateTo: string }>, experience: Array<{ company: string, jobTitle: string, jobDescription: string, tasks: string, dateFrom: string, dateTo: string }>, curriculumVitae: { nameOriginal: string, mediaType: string, size: number, downloadUrl: string | null } | null, photo: { nameOriginal: string, mediaType: string, size: number, downloadUrl: string | null } | null, answers: Array<{ questionId: string, label: string, display: string, file: { nameOriginal: string, downloadUrl: string | null } | null }>, consents: Array<{ consentId: string, kind: ConsentKind, name: string, version: number, givenAt: string }> } };

export type ApplicationJobQueryVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type ApplicationJobQuery = { job: { id: string, title: string } };

export type DeleteApplicationMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type DeleteApplicationMutation = { deleteApplication: string };

export type InboxQueryVariables = Exact<{
  companyId: string;
  jobId?: string | null | undefined;
  createdFrom?: string | null | undefined;
  createdBefore?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type InboxQuery = { applications: { totalCount: number, totalPages: number, nodes: Array<{ id: string, jobId: string, firstName: string, lastName: string, email: string, createdAt: string, curriculumVitae: { id: string } | null, photo: { id: string } | null }> } };

export type JobTitlesQueryVariables = Exact<{
  companyId: string;
}>;


export type JobTitlesQuery = { jobs: { nodes: Array<{ id: string, title: string, status: JobStatus }> } };

export type CompanyProfileFieldsFragment = { id: string, name: string, email: string, subdomain: string, active: boolean, domainAlias: string | null, domainAliasVerified: boolean | null, website: string, jobsiteUrl: string, corsOrigins: Array<string>, logoUrl: string | null, logoOriginalName: string | null, nl: string, fr: string, en: string, social: { facebook: string, linkedin: string, twitter: string, instagram: string } };

export type CompanyProfileQueryVariables = Exact<{
  companyId: string;
}>;


export type CompanyProfileQuery = { company: { id: string, name: string, email: string, subdomain: string, active: boolean, domainAlias: string | null, domainAliasVerified: boolean | null, website: string, jobsiteUrl: string, corsOrigins: Array<string>, logoUrl: string | null, logoOriginalName: string | null, nl: string, fr: string, en: string, social: { facebook: string, linkedin: string, twitter: string, instagram: string } } };

export type UpdateCompanyMutationVariables = Exact<{
  companyId: string;
  input: UpdateCompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string, name: string, email: string, subdomain: string, active: boolean, domainAlias: string | null, domainAliasVerified: boolean | null, website: string, jobsiteUrl: string, corsOrigins: Array<string>, logoUrl: string | null, logoOriginalName: string | null, nl: string, fr: string, en: string, social: { facebook: string, linkedin: string, twitter: string, instagram: string } } };

export type JobEditorFieldsFragment = { id: string, status: JobStatus, reference: string | null, defaultLanguage: CareersLanguage, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, experienceLevel: ExperienceLevel | null, publishedAt: string | null, closesAt: string | null, categoryIds: Array<string>, locationIds: Array<string>, salary: { min: number, max: number, currency: string, period: SalaryPeriod } | null, hoursPerWeek: { min: number, max: number } | null, translations: Array<{ language: CareersLanguage, title: string, slug: string, summary: string, description: string, profile: string, offer: string }>, applicationForm: { photo: FormFieldSetting, phone: FormFieldSetting, motivation: FormFieldSetting, curriculumVitae: FormFieldSetting, education: FormFieldSetting, experience: FormFieldSetting } };

export type JobEditorQueryVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type JobEditorQuery = { job: { id: string, status: JobStatus, reference: string | null, defaultLanguage: CareersLanguage, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, experienceLevel: ExperienceLevel | null, publishedAt: string | null, closesAt: string | null, categoryIds: Array<string>, locationIds: Array<string>, salary: { min: number, max: number, currency: string, period: SalaryPeriod } | null, hoursPerWeek: { min: number, max: number } | null, translations: Array<{ language: CareersLanguage, title: string, slug: string, summary: string, description: string, profile: string, offer: string }>, applicationForm: { photo: FormFieldSetting, phone: FormFieldSetting, motivation: FormFieldSetting, curriculumVitae: FormFieldSetting, education: FormFieldSetting, experience: FormFieldSetting } } };

export type CreateJobMutationVariables = Exact<{
  companyId: string;
  input: JobInput;
}>;


export type CreateJobMutation = { createJob: { id: string, status: JobStatus, reference: string | null, defaultLanguage: CareersLanguage, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, experienceLevel: ExperienceLevel | null, publishedAt: string | null, closesAt: string | null, categoryIds: Array<string>, locationIds: Array<string>, salary: { min: number, max: number, currency: string, period: SalaryPeriod } | null, hoursPerWeek: { min: number, max: number } | null, translations: Array<{ language: CareersLanguage, title: string, slug: string, summary: string, description: string, profile: string, offer: string }>, applicationForm: { photo: FormFieldSetting, phone: FormFieldSetting, motivation: FormFieldSetting, curriculumVitae: FormFieldSetting, education: FormFieldSetting, experience: FormFieldSetting } } };

export type UpdateJobMutationVariables = Exact<{
  companyId: string;
  id: string;
  input: JobInput;
}>;


export type UpdateJobMutation = { updateJob: { id: string, status: JobStatus, reference: string | null, defaultLanguage: CareersLanguage, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, experienceLevel: ExperienceLevel | null, publishedAt: string | null, closesAt: string | null, categoryIds: Array<string>, locationIds: Array<string>, salary: { min: number, max: number, currency: string, period: SalaryPeriod } | null, hoursPerWeek: { min: number, max: number } | null, translations: Array<{ language: CareersLanguage, title: string, slug: string, summary: string, description: string, profile: string, offer: string }>, applicationForm: { photo: FormFieldSetting, phone: FormFieldSetting, motivation: FormFieldSetting, curriculumVitae: FormFieldSetting, education: FormFieldSetting, experience: FormFieldSetting } } };

export type DeleteJobMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type DeleteJobMutation = { deleteJob: string };

export type JobsQueryVariables = Exact<{
  companyId: string;
  filter?: JobFilter | null | undefined;
  sort?: JobSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type JobsQuery = { jobs: { totalCount: number, totalPages: number, page: number, nodes: Array<{ id: string, title: string, reference: string | null, status: JobStatus, languages: Array<CareersLanguage>, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, publishedAt: string | null, closesAt: string | null, updatedAt: string, locations: Array<{ id: string, city: string }> }> } };

export type CreateLocationMutationVariables = Exact<{
  companyId: string;
  input: LocationInput;
}>;


export type CreateLocationMutation = { createLocation: { id: string, city: string } };

export type UpdateLocationMutationVariables = Exact<{
  companyId: string;
  id: string;
  input: LocationInput;
}>;


export type UpdateLocationMutation = { updateLocation: { id: string, city: string } };

export type LocationsQueryVariables = Exact<{
  companyId: string;
}>;


export type LocationsQuery = { locations: Array<{ id: string, street: string, postalCode: string, city: string, country: string, phone: string, email: string, lat: number, lng: number }> };

export type DeleteLocationMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type DeleteLocationMutation = { deleteLocation: string };

export type SetCompanyLogoMutationVariables = Exact<{
  companyId: string;
  file: File;
}>;


export type SetCompanyLogoMutation = { setCompanyLogo: { id: string, logoUrl: string | null, logoOriginalName: string | null } };

export type SetCompanyLogoFromImageMutationVariables = Exact<{
  companyId: string;
  imageId: string;
}>;


export type SetCompanyLogoFromImageMutation = { setCompanyLogoFromImage: { id: string, logoUrl: string | null, logoOriginalName: string | null } };

export type RemoveCompanyLogoMutationVariables = Exact<{
  companyId: string;
}>;


export type RemoveCompanyLogoMutation = { removeCompanyLogo: { id: string, logoUrl: string | null, logoOriginalName: string | null } };

export type CreateJobCategoryMutationVariables = Exact<{
  companyId: string;
  input: JobCategoryInput;
}>;


export type CreateJobCategoryMutation = { createJobCategory: { id: string } };

export type CareersOptionsQueryVariables = Exact<{
  companyId: string;
}>;


export type CareersOptionsQuery = { locations: Array<{ id: string, city: string, street: string }>, jobCategories: Array<{ id: string, name: string, nl: string }> };

export type JobForBulkQueryVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type JobForBulkQuery = { job: { id: string, status: JobStatus, reference: string | null, defaultLanguage: CareersLanguage, employmentTypes: Array<EmploymentType>, workplaceType: WorkplaceType, experienceLevel: ExperienceLevel | null, publishedAt: string | null, closesAt: string | null, categoryIds: Array<string>, locationIds: Array<string>, salary: { min: number, max: number, currency: string, period: SalaryPeriod } | null, hoursPerWeek: { min: number, max: number } | null, translations: Array<{ language: CareersLanguage, title: string, slug: string, summary: string, description: string, profile: string, offer: string }>, applicationForm: { photo: FormFieldSetting, phone: FormFieldSetting, motivation: FormFieldSetting, curriculumVitae: FormFieldSetting, education: FormFieldSetting, experience: FormFieldSetting } } };

export type UpdateJobForBulkMutationVariables = Exact<{
  companyId: string;
  id: string;
  input: JobInput;
}>;


export type UpdateJobForBulkMutation = { updateJob: { id: string, status: JobStatus } };

export type CreateJobCopyMutationVariables = Exact<{
  companyId: string;
  input: JobInput;
}>;


export type CreateJobCopyMutation = { createJob: { id: string } };

export type DeleteJobForBulkMutationVariables = Exact<{
  companyId: string;
  id: string;
}>;


export type DeleteJobForBulkMutation = { deleteJob: string };

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


export type DashboardCalendarQuery = { upcoming: { totalCount: number, nodes: Array<{ id: string, title: string, start: string, allDay: boolean | null, timezone: string, venue: { id: string, name: string } | null }> }, drafts: { totalCount: number }, pending: { totalCount: number }, mediaImages: { totalCount: number } };

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
export const OrganizerFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrganizerFields on Organizer {
  id
  name
  status
  description
  email
  phone
  website
  image {
    id
    url
  }
}
    `, {"fragmentName":"OrganizerFields"}) as unknown as TypedDocumentString<OrganizerFieldsFragment, unknown>;
export const VenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment VenueFields on Venue {
  id
  name
  status
  description
  address
  city
  province
  state
  stateProvince
  zip
  country
  phone
  website
  lat
  lng
  showMap
  showMapLink
  image {
    id
    url
  }
}
    `, {"fragmentName":"VenueFields"}) as unknown as TypedDocumentString<VenueFieldsFragment, unknown>;
export const EventEditFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventEditFields on Event {
  id
  slug
  status
  title
  description
  excerpt
  timezone
  allDay
  start
  end
  venue {
    id
    name
  }
  organizers {
    id
    name
  }
  categories {
    id
  }
  tags {
    id
    name
  }
  featured
  sticky
  hideFromListings
  showMap
  showMapLink
  cost {
    text
    values
    currencySymbol
    currencyCode
    currencyPosition
  }
  website
  image {
    id
    url
  }
  passwordProtected
  publishedAt
  unpublishAt
}
    `, {"fragmentName":"EventEditFields"}) as unknown as TypedDocumentString<EventEditFieldsFragment, unknown>;
export const CompanyProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}
    `, {"fragmentName":"CompanyProfileFields"}) as unknown as TypedDocumentString<CompanyProfileFieldsFragment, unknown>;
export const JobEditorFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}
    `, {"fragmentName":"JobEditorFields"}) as unknown as TypedDocumentString<JobEditorFieldsFragment, unknown>;
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
export const AppPasswordsDocument = new TypedDocumentString(`
    query AppPasswords($userId: ID) {
  appPasswords(userId: $userId) {
    id
    name
    createdAt
    lastUsedAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<AppPasswordsQuery, AppPasswordsQueryVariables>;
export const UserEmailsDocument = new TypedDocumentString(`
    query UserEmails {
  users {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<UserEmailsQuery, UserEmailsQueryVariables>;
export const CreateAppPasswordDocument = new TypedDocumentString(`
    mutation CreateAppPassword($input: CreateAppPasswordInput!) {
  createAppPassword(input: $input) {
    password
    appPassword {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAppPasswordMutation, CreateAppPasswordMutationVariables>;
export const RevokeAppPasswordDocument = new TypedDocumentString(`
    mutation RevokeAppPassword($id: ID!) {
  revokeAppPassword(id: $id) {
    id
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeAppPasswordMutation, RevokeAppPasswordMutationVariables>;
export const CalendarTrashDocument = new TypedDocumentString(`
    query CalendarTrash {
  trashSettings {
    retentionDays
  }
  events(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      title
      trashedAt
    }
  }
  venues(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      name
      trashedAt
    }
  }
  organizers(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      name
      trashedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarTrashQuery, CalendarTrashQueryVariables>;
export const JobTrashDocument = new TypedDocumentString(`
    query JobTrash($companyId: ID!) {
  jobs(
    companyId: $companyId
    perPage: 100
    filter: {statuses: [TRASHED]}
    language: [NL, FR, EN]
  ) {
    nodes {
      id
      title
      trashedAt
    }
  }
}
    `) as unknown as TypedDocumentString<JobTrashQuery, JobTrashQueryVariables>;
export const RestoreEventDocument = new TypedDocumentString(`
    mutation RestoreEvent($id: ID!) {
  restoreEvent(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestoreEventMutation, RestoreEventMutationVariables>;
export const RestoreVenueDocument = new TypedDocumentString(`
    mutation RestoreVenue($id: ID!) {
  restoreVenue(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestoreVenueMutation, RestoreVenueMutationVariables>;
export const RestoreOrganizerDocument = new TypedDocumentString(`
    mutation RestoreOrganizer($id: ID!) {
  restoreOrganizer(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestoreOrganizerMutation, RestoreOrganizerMutationVariables>;
export const RestoreJobDocument = new TypedDocumentString(`
    mutation RestoreJob($companyId: ID!, $id: ID!) {
  restoreJob(companyId: $companyId, id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RestoreJobMutation, RestoreJobMutationVariables>;
export const PurgeEventDocument = new TypedDocumentString(`
    mutation PurgeEvent($id: ID!) {
  purgeEvent(id: $id)
}
    `) as unknown as TypedDocumentString<PurgeEventMutation, PurgeEventMutationVariables>;
export const PurgeVenueDocument = new TypedDocumentString(`
    mutation PurgeVenue($id: ID!) {
  purgeVenue(id: $id)
}
    `) as unknown as TypedDocumentString<PurgeVenueMutation, PurgeVenueMutationVariables>;
export const PurgeOrganizerDocument = new TypedDocumentString(`
    mutation PurgeOrganizer($id: ID!) {
  purgeOrganizer(id: $id)
}
    `) as unknown as TypedDocumentString<PurgeOrganizerMutation, PurgeOrganizerMutationVariables>;
export const PurgeJobDocument = new TypedDocumentString(`
    mutation PurgeJob($companyId: ID!, $id: ID!) {
  purgeJob(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<PurgeJobMutation, PurgeJobMutationVariables>;
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
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks($companyId: ID!) {
  webhooks(companyId: $companyId) {
    id
    url
    events
    description
    active
    includePii
    disabledReason
    createdAt
  }
  webhookEventTypes
}
    `) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookDocument = new TypedDocumentString(`
    mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    secret
    webhook {
      id
      url
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const SetWebhookActiveDocument = new TypedDocumentString(`
    mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {
  updateWebhook(companyId: $companyId, id: $id, input: {active: $active}) {
    id
    active
    disabledReason
  }
}
    `) as unknown as TypedDocumentString<SetWebhookActiveMutation, SetWebhookActiveMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($companyId: ID!, $id: ID!) {
  deleteWebhook(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const PingWebhookDocument = new TypedDocumentString(`
    mutation PingWebhook($companyId: ID!, $id: ID!) {
  pingWebhook(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<PingWebhookMutation, PingWebhookMutationVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {
  webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {
    id
    messageId
    eventType
    attempt
    succeeded
    statusCode
    response
    error
    durationMs
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {
  redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)
}
    `) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const CreateOrganizerDocument = new TypedDocumentString(`
    mutation CreateOrganizer($input: OrganizerInput!) {
  createOrganizer(input: $input) {
    ...OrganizerFields
  }
}
    fragment OrganizerFields on Organizer {
  id
  name
  status
  description
  email
  phone
  website
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<CreateOrganizerMutation, CreateOrganizerMutationVariables>;
export const UpdateOrganizerDocument = new TypedDocumentString(`
    mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
  updateOrganizer(id: $id, input: $input) {
    ...OrganizerFields
  }
}
    fragment OrganizerFields on Organizer {
  id
  name
  status
  description
  email
  phone
  website
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<UpdateOrganizerMutation, UpdateOrganizerMutationVariables>;
export const OrganizersDocument = new TypedDocumentString(`
    query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
  organizers(
    filter: {search: $search, orderBy: $orderBy, order: $order}
    page: $page
    perPage: 20
  ) {
    nodes {
      ...OrganizerFields
      publishedAt
    }
    totalPages
  }
}
    fragment OrganizerFields on Organizer {
  id
  name
  status
  description
  email
  phone
  website
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<OrganizersQuery, OrganizersQueryVariables>;
export const DeleteOrganizerDocument = new TypedDocumentString(`
    mutation DeleteOrganizer($id: ID!) {
  deleteOrganizer(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteOrganizerMutation, DeleteOrganizerMutationVariables>;
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const CreateTagDocument = new TypedDocumentString(`
    mutation CreateTag($input: TagInput!) {
  createTag(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = new TypedDocumentString(`
    mutation UpdateTag($id: ID!, $input: TagInput!) {
  updateTag(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateTagMutation, UpdateTagMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const DeleteTagDocument = new TypedDocumentString(`
    mutation DeleteTag($id: ID!) {
  deleteTag(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteTagMutation, DeleteTagMutationVariables>;
export const CreateVenueDocument = new TypedDocumentString(`
    mutation CreateVenue($input: VenueInput!) {
  createVenue(input: $input) {
    ...VenueFields
  }
}
    fragment VenueFields on Venue {
  id
  name
  status
  description
  address
  city
  province
  state
  stateProvince
  zip
  country
  phone
  website
  lat
  lng
  showMap
  showMapLink
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<CreateVenueMutation, CreateVenueMutationVariables>;
export const UpdateVenueDocument = new TypedDocumentString(`
    mutation UpdateVenue($id: ID!, $input: VenueInput!) {
  updateVenue(id: $id, input: $input) {
    ...VenueFields
  }
}
    fragment VenueFields on Venue {
  id
  name
  status
  description
  address
  city
  province
  state
  stateProvince
  zip
  country
  phone
  website
  lat
  lng
  showMap
  showMapLink
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<UpdateVenueMutation, UpdateVenueMutationVariables>;
export const VenuesDocument = new TypedDocumentString(`
    query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
  venues(
    filter: {search: $search, orderBy: $orderBy, order: $order}
    page: $page
    perPage: 20
  ) {
    nodes {
      ...VenueFields
      publishedAt
    }
    totalPages
  }
}
    fragment VenueFields on Venue {
  id
  name
  status
  description
  address
  city
  province
  state
  stateProvince
  zip
  country
  phone
  website
  lat
  lng
  showMap
  showMapLink
  image {
    id
    url
  }
}`) as unknown as TypedDocumentString<VenuesQuery, VenuesQueryVariables>;
export const DeleteVenueDocument = new TypedDocumentString(`
    mutation DeleteVenue($id: ID!) {
  deleteVenue(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteVenueMutation, DeleteVenueMutationVariables>;
export const EventForEditDocument = new TypedDocumentString(`
    query EventForEdit($id: ID!) {
  event(id: $id) {
    ...EventEditFields
  }
}
    fragment EventEditFields on Event {
  id
  slug
  status
  title
  description
  excerpt
  timezone
  allDay
  start
  end
  venue {
    id
    name
  }
  organizers {
    id
    name
  }
  categories {
    id
  }
  tags {
    id
    name
  }
  featured
  sticky
  hideFromListings
  showMap
  showMapLink
  cost {
    text
    values
    currencySymbol
    currencyCode
    currencyPosition
  }
  website
  image {
    id
    url
  }
  passwordProtected
  publishedAt
  unpublishAt
}`) as unknown as TypedDocumentString<EventForEditQuery, EventForEditQueryVariables>;
export const EventTextInDocument = new TypedDocumentString(`
    query EventTextIn($id: ID!, $language: SiteLanguage!) {
  event(id: $id, language: $language) {
    title
    description
    excerpt
  }
}
    `) as unknown as TypedDocumentString<EventTextInQuery, EventTextInQueryVariables>;
export const CreateEventDocument = new TypedDocumentString(`
    mutation CreateEvent($input: EventInput!) {
  createEvent(input: $input) {
    ...EventEditFields
  }
}
    fragment EventEditFields on Event {
  id
  slug
  status
  title
  description
  excerpt
  timezone
  allDay
  start
  end
  venue {
    id
    name
  }
  organizers {
    id
    name
  }
  categories {
    id
  }
  tags {
    id
    name
  }
  featured
  sticky
  hideFromListings
  showMap
  showMapLink
  cost {
    text
    values
    currencySymbol
    currencyCode
    currencyPosition
  }
  website
  image {
    id
    url
  }
  passwordProtected
  publishedAt
  unpublishAt
}`) as unknown as TypedDocumentString<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = new TypedDocumentString(`
    mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {
  updateEvent(id: $id, input: $input, language: $language) {
    ...EventEditFields
  }
}
    fragment EventEditFields on Event {
  id
  slug
  status
  title
  description
  excerpt
  timezone
  allDay
  start
  end
  venue {
    id
    name
  }
  organizers {
    id
    name
  }
  categories {
    id
  }
  tags {
    id
    name
  }
  featured
  sticky
  hideFromListings
  showMap
  showMapLink
  cost {
    text
    values
    currencySymbol
    currencyCode
    currencyPosition
  }
  website
  image {
    id
    url
  }
  passwordProtected
  publishedAt
  unpublishAt
}`) as unknown as TypedDocumentString<UpdateEventMutation, UpdateEventMutationVariables>;
export const TrashEventDocument = new TypedDocumentString(`
    mutation TrashEvent($id: ID!) {
  deleteEvent(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<TrashEventMutation, TrashEventMutationVariables>;
export const SetEventStatusDocument = new TypedDocumentString(`
    mutation SetEventStatus($id: ID!, $input: EventInput!) {
  updateEvent(id: $id, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SetEventStatusMutation, SetEventStatusMutationVariables>;
export const EventCategoriesDocument = new TypedDocumentString(`
    query EventCategories($id: ID!) {
  event(id: $id) {
    id
    categories {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<EventCategoriesQuery, EventCategoriesQueryVariables>;
export const EventsListDocument = new TypedDocumentString(`
    query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {
  events(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      id
      title
      status
      start
      end
      startDate
      endDate
      timezone
      allDay
      featured
      sticky
      hideFromListings
      passwordProtected
      modifiedAt
      publishedAt
      unpublishAt
      venue {
        id
        name
      }
    }
    page
    totalCount
    totalPages
  }
}
    `) as unknown as TypedDocumentString<EventsListQuery, EventsListQueryVariables>;
export const VenueStatusDocument = new TypedDocumentString(`
    query VenueStatus($id: ID!) {
  venue(id: $id) {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<VenueStatusQuery, VenueStatusQueryVariables>;
export const OrganizerStatusDocument = new TypedDocumentString(`
    query OrganizerStatus($id: ID!) {
  organizer(id: $id) {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<OrganizerStatusQuery, OrganizerStatusQueryVariables>;
export const PublishVenueDocument = new TypedDocumentString(`
    mutation PublishVenue($id: ID!) {
  updateVenue(id: $id, input: {status: PUBLISH}) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PublishVenueMutation, PublishVenueMutationVariables>;
export const PublishOrganizerDocument = new TypedDocumentString(`
    mutation PublishOrganizer($id: ID!) {
  updateOrganizer(id: $id, input: {status: PUBLISH}) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PublishOrganizerMutation, PublishOrganizerMutationVariables>;
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
export const ApplicationDetailDocument = new TypedDocumentString(`
    query ApplicationDetail($companyId: ID!, $id: ID!) {
  application(companyId: $companyId, id: $id) {
    id
    jobId
    open
    firstName
    lastName
    email
    phone
    motivation
    referrer
    createdAt
    education {
      title
      institution
      shortDescription
      dateFrom
      dateTo
    }
    experience {
      company
      jobTitle
      jobDescription
      tasks
      dateFrom
      dateTo
    }
    curriculumVitae {
      nameOriginal
      mediaType
      size
      downloadUrl
    }
    photo {
      nameOriginal
      mediaType
      size
      downloadUrl
    }
    answers {
      questionId
      label
      display
      file {
        nameOriginal
        downloadUrl
      }
    }
    consents {
      consentId
      kind
      name
      version
      givenAt
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationDetailQuery, ApplicationDetailQueryVariables>;
export const ApplicationJobDocument = new TypedDocumentString(`
    query ApplicationJob($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ApplicationJobQuery, ApplicationJobQueryVariables>;
export const DeleteApplicationDocument = new TypedDocumentString(`
    mutation DeleteApplication($companyId: ID!, $id: ID!) {
  deleteApplication(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<DeleteApplicationMutation, DeleteApplicationMutationVariables>;
export const InboxDocument = new TypedDocumentString(`
    query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {
  applications(
    companyId: $companyId
    jobId: $jobId
    createdFrom: $createdFrom
    createdBefore: $createdBefore
    page: $page
    perPage: $perPage
  ) {
    totalCount
    totalPages
    nodes {
      id
      jobId
      firstName
      lastName
      email
      createdAt
      curriculumVitae {
        id
      }
      photo {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InboxQuery, InboxQueryVariables>;
export const JobTitlesDocument = new TypedDocumentString(`
    query JobTitles($companyId: ID!) {
  jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
    nodes {
      id
      title
      status
    }
  }
}
    `) as unknown as TypedDocumentString<JobTitlesQuery, JobTitlesQueryVariables>;
export const CompanyProfileDocument = new TypedDocumentString(`
    query CompanyProfile($companyId: ID!) {
  company(companyId: $companyId) {
    ...CompanyProfileFields
  }
}
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}`) as unknown as TypedDocumentString<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const UpdateCompanyDocument = new TypedDocumentString(`
    mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {
  updateCompany(companyId: $companyId, input: $input) {
    ...CompanyProfileFields
  }
}
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}`) as unknown as TypedDocumentString<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const JobEditorDocument = new TypedDocumentString(`
    query JobEditor($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`) as unknown as TypedDocumentString<JobEditorQuery, JobEditorQueryVariables>;
export const CreateJobDocument = new TypedDocumentString(`
    mutation CreateJob($companyId: ID!, $input: JobInput!) {
  createJob(companyId: $companyId, input: $input) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`) as unknown as TypedDocumentString<CreateJobMutation, CreateJobMutationVariables>;
export const UpdateJobDocument = new TypedDocumentString(`
    mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {
  updateJob(companyId: $companyId, id: $id, input: $input) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`) as unknown as TypedDocumentString<UpdateJobMutation, UpdateJobMutationVariables>;
export const DeleteJobDocument = new TypedDocumentString(`
    mutation DeleteJob($companyId: ID!, $id: ID!) {
  deleteJob(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<DeleteJobMutation, DeleteJobMutationVariables>;
export const JobsDocument = new TypedDocumentString(`
    query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {
  jobs(
    companyId: $companyId
    filter: $filter
    sort: $sort
    page: $page
    perPage: $perPage
    language: [NL, FR, EN]
  ) {
    totalCount
    totalPages
    page
    nodes {
      id
      title
      reference
      status
      languages
      employmentTypes
      workplaceType
      publishedAt
      closesAt
      updatedAt
      locations {
        id
        city
      }
    }
  }
}
    `) as unknown as TypedDocumentString<JobsQuery, JobsQueryVariables>;
export const CreateLocationDocument = new TypedDocumentString(`
    mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
  createLocation(companyId: $companyId, input: $input) {
    id
    city
  }
}
    `) as unknown as TypedDocumentString<CreateLocationMutation, CreateLocationMutationVariables>;
export const UpdateLocationDocument = new TypedDocumentString(`
    mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
  updateLocation(companyId: $companyId, id: $id, input: $input) {
    id
    city
  }
}
    `) as unknown as TypedDocumentString<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const LocationsDocument = new TypedDocumentString(`
    query Locations($companyId: ID!) {
  locations(companyId: $companyId) {
    id
    street
    postalCode
    city
    country
    phone
    email
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<LocationsQuery, LocationsQueryVariables>;
export const DeleteLocationDocument = new TypedDocumentString(`
    mutation DeleteLocation($companyId: ID!, $id: ID!) {
  deleteLocation(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<DeleteLocationMutation, DeleteLocationMutationVariables>;
export const SetCompanyLogoDocument = new TypedDocumentString(`
    mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {
  setCompanyLogo(companyId: $companyId, file: $file) {
    id
    logoUrl
    logoOriginalName
  }
}
    `) as unknown as TypedDocumentString<SetCompanyLogoMutation, SetCompanyLogoMutationVariables>;
export const SetCompanyLogoFromImageDocument = new TypedDocumentString(`
    mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {
  setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {
    id
    logoUrl
    logoOriginalName
  }
}
    `) as unknown as TypedDocumentString<SetCompanyLogoFromImageMutation, SetCompanyLogoFromImageMutationVariables>;
export const RemoveCompanyLogoDocument = new TypedDocumentString(`
    mutation RemoveCompanyLogo($companyId: ID!) {
  removeCompanyLogo(companyId: $companyId) {
    id
    logoUrl
    logoOriginalName
  }
}
    `) as unknown as TypedDocumentString<RemoveCompanyLogoMutation, RemoveCompanyLogoMutationVariables>;
export const CreateJobCategoryDocument = new TypedDocumentString(`
    mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {
  createJobCategory(companyId: $companyId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateJobCategoryMutation, CreateJobCategoryMutationVariables>;
export const CareersOptionsDocument = new TypedDocumentString(`
    query CareersOptions($companyId: ID!) {
  locations(companyId: $companyId) {
    id
    city
    street
  }
  jobCategories(companyId: $companyId) {
    id
    name(language: EN)
    nl: name(language: NL)
  }
}
    `) as unknown as TypedDocumentString<CareersOptionsQuery, CareersOptionsQueryVariables>;
export const JobForBulkDocument = new TypedDocumentString(`
    query JobForBulk($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`) as unknown as TypedDocumentString<JobForBulkQuery, JobForBulkQueryVariables>;
export const UpdateJobForBulkDocument = new TypedDocumentString(`
    mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {
  updateJob(companyId: $companyId, id: $id, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateJobForBulkMutation, UpdateJobForBulkMutationVariables>;
export const CreateJobCopyDocument = new TypedDocumentString(`
    mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {
  createJob(companyId: $companyId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateJobCopyMutation, CreateJobCopyMutationVariables>;
export const DeleteJobForBulkDocument = new TypedDocumentString(`
    mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {
  deleteJob(companyId: $companyId, id: $id)
}
    `) as unknown as TypedDocumentString<DeleteJobForBulkMutation, DeleteJobForBulkMutationVariables>;
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
      timezone
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