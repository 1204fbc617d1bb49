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
    "\n  query AppPasswords($userId: ID) {\n    appPasswords(userId: $userId) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.AppPasswordsDocument,
    "\n  query UserEmails {\n    users {\n      id\n      email\n    }\n  }\n": typeof types.UserEmailsDocument,
    "\n  mutation CreateAppPassword($input: CreateAppPasswordInput!) {\n    createAppPassword(input: $input) {\n      password\n      appPassword {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateAppPasswordDocument,
    "\n  mutation RevokeAppPassword($id: ID!) {\n    revokeAppPassword(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeAppPasswordDocument,
    "\n  query CalendarTrash {\n    trashSettings {\n      retentionDays\n    }\n    events(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n    venues(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n    organizers(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n  }\n": typeof types.CalendarTrashDocument,
    "\n  query JobTrash($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n  }\n": typeof types.JobTrashDocument,
    "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreEventDocument,
    "\n  mutation RestoreVenue($id: ID!) {\n    restoreVenue(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreVenueDocument,
    "\n  mutation RestoreOrganizer($id: ID!) {\n    restoreOrganizer(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreOrganizerDocument,
    "\n  mutation RestoreJob($companyId: ID!, $id: ID!) {\n    restoreJob(companyId: $companyId, id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreJobDocument,
    "\n  mutation PurgeEvent($id: ID!) {\n    purgeEvent(id: $id)\n  }\n": typeof types.PurgeEventDocument,
    "\n  mutation PurgeVenue($id: ID!) {\n    purgeVenue(id: $id)\n  }\n": typeof types.PurgeVenueDocument,
    "\n  mutation PurgeOrganizer($id: ID!) {\n    purgeOrganizer(id: $id)\n  }\n": typeof types.PurgeOrganizerDocument,
    "\n  mutation PurgeJob($companyId: ID!, $id: ID!) {\n    purgeJob(companyId: $companyId, id: $id)\n  }\n": typeof types.PurgeJobDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  query Webhooks($companyId: ID!) {\n    webhooks(companyId: $companyId) {\n      id\n      url\n      events\n      description\n      active\n      includePii\n      disabledReason\n      createdAt\n    }\n    webhookEventTypes\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {\n    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {\n      id\n      active\n      disabledReason\n    }\n  }\n": typeof types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($companyId: ID!, $id: ID!) {\n    deleteWebhook(companyId: $companyId, id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation PingWebhook($companyId: ID!, $id: ID!) {\n    pingWebhook(companyId: $companyId, id: $id)\n  }\n": typeof types.PingWebhookDocument,
    "\n  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {\n    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {\n      id\n      messageId\n      eventType\n      attempt\n      succeeded\n      statusCode\n      response\n      error\n      durationMs\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  fragment OrganizerFields on Organizer {\n    id\n    name\n    status\n    description\n    email\n    phone\n    website\n    image {\n      id\n      url\n    }\n  }\n": typeof types.OrganizerFieldsFragmentDoc,
    "\n  mutation CreateOrganizer($input: OrganizerInput!) {\n    createOrganizer(input: $input) {\n      ...OrganizerFields\n    }\n  }\n": typeof types.CreateOrganizerDocument,
    "\n  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {\n    updateOrganizer(id: $id, input: $input) {\n      ...OrganizerFields\n    }\n  }\n": typeof types.UpdateOrganizerDocument,
    "\n  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...OrganizerFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n": typeof types.OrganizersDocument,
    "\n  mutation DeleteOrganizer($id: ID!) {\n    deleteOrganizer(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteOrganizerDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTagDocument,
    "\n  fragment VenueFields on Venue {\n    id\n    name\n    status\n    description\n    address\n    city\n    province\n    state\n    stateProvince\n    zip\n    country\n    phone\n    website\n    lat\n    lng\n    showMap\n    showMapLink\n    image {\n      id\n      url\n    }\n  }\n": typeof types.VenueFieldsFragmentDoc,
    "\n  mutation CreateVenue($input: VenueInput!) {\n    createVenue(input: $input) {\n      ...VenueFields\n    }\n  }\n": typeof types.CreateVenueDocument,
    "\n  mutation UpdateVenue($id: ID!, $input: VenueInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...VenueFields\n    }\n  }\n": typeof types.UpdateVenueDocument,
    "\n  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...VenueFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n": typeof types.VenuesDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVenueDocument,
    "\n  fragment EventEditFields on Event {\n    id\n    slug\n    status\n    title\n    description\n    excerpt\n    timezone\n    allDay\n    start\n    end\n    venue {\n      id\n      name\n    }\n    organizers {\n      id\n      name\n    }\n    categories {\n      id\n    }\n    tags {\n      id\n      name\n    }\n    featured\n    sticky\n    hideFromListings\n    showMap\n    showMapLink\n    cost {\n      text\n      values\n      currencySymbol\n      currencyCode\n      currencyPosition\n    }\n    website\n    image {\n      id\n      url\n    }\n    passwordProtected\n    publishedAt\n    unpublishAt\n  }\n": typeof types.EventEditFieldsFragmentDoc,
    "\n  query EventForEdit($id: ID!) {\n    event(id: $id) {\n      ...EventEditFields\n    }\n  }\n": typeof types.EventForEditDocument,
    "\n  query EventTextIn($id: ID!, $language: SiteLanguage!) {\n    event(id: $id, language: $language) {\n      title\n      description\n      excerpt\n    }\n  }\n": typeof types.EventTextInDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventEditFields\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {\n    updateEvent(id: $id, input: $input, language: $language) {\n      ...EventEditFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation TrashEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.TrashEventDocument,
    "\n  mutation SetEventStatus($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SetEventStatusDocument,
    "\n  query EventCategories($id: ID!) {\n    event(id: $id) {\n      id\n      categories {\n        id\n      }\n    }\n  }\n": typeof types.EventCategoriesDocument,
    "\n  query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {\n    events(filter: $filter, page: $page, perPage: $perPage) {\n      nodes {\n        id\n        title\n        status\n        start\n        end\n        startDate\n        endDate\n        timezone\n        allDay\n        featured\n        sticky\n        hideFromListings\n        passwordProtected\n        modifiedAt\n        publishedAt\n        unpublishAt\n        venue {\n          id\n          name\n        }\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n": typeof types.EventsListDocument,
    "\n  query VenueStatus($id: ID!) {\n    venue(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.VenueStatusDocument,
    "\n  query OrganizerStatus($id: ID!) {\n    organizer(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.OrganizerStatusDocument,
    "\n  mutation PublishVenue($id: ID!) {\n    updateVenue(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n": typeof types.PublishVenueDocument,
    "\n  mutation PublishOrganizer($id: ID!) {\n    updateOrganizer(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n": typeof types.PublishOrganizerDocument,
    "\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n": typeof types.CalendarSiteDocument,
    "\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n": typeof types.VenueOptionsDocument,
    "\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n": typeof types.OrganizerOptionsDocument,
    "\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n": typeof types.TagPageDocument,
    "\n  query ApplicationDetail($companyId: ID!, $id: ID!) {\n    application(companyId: $companyId, id: $id) {\n      id\n      jobId\n      open\n      firstName\n      lastName\n      email\n      phone\n      motivation\n      referrer\n      createdAt\n      education {\n        title\n        institution\n        shortDescription\n        dateFrom\n        dateTo\n      }\n      experience {\n        company\n        jobTitle\n        jobDescription\n        tasks\n        dateFrom\n        dateTo\n      }\n      curriculumVitae {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      photo {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      answers {\n        questionId\n        label\n        display\n        file {\n          nameOriginal\n          downloadUrl\n        }\n      }\n      consents {\n        consentId\n        kind\n        name\n        version\n        givenAt\n      }\n    }\n  }\n": typeof types.ApplicationDetailDocument,
    "\n  query ApplicationJob($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {\n      id\n      title\n    }\n  }\n": typeof types.ApplicationJobDocument,
    "\n  mutation DeleteApplication($companyId: ID!, $id: ID!) {\n    deleteApplication(companyId: $companyId, id: $id)\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {\n    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n        curriculumVitae {\n          id\n        }\n        photo {\n          id\n        }\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  query JobTitles($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n": typeof types.JobTitlesDocument,
    "\n  fragment CompanyProfileFields on Company {\n    id\n    name\n    email\n    subdomain\n    active\n    domainAlias\n    domainAliasVerified\n    website\n    jobsiteUrl\n    corsOrigins\n    logoUrl\n    logoOriginalName\n    social {\n      facebook\n      linkedin\n      twitter\n      instagram\n    }\n    nl: description(language: NL)\n    fr: description(language: FR)\n    en: description(language: EN)\n  }\n": typeof types.CompanyProfileFieldsFragmentDoc,
    "\n  query CompanyProfile($companyId: ID!) {\n    company(companyId: $companyId) {\n      ...CompanyProfileFields\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {\n    updateCompany(companyId: $companyId, input: $input) {\n      ...CompanyProfileFields\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  fragment JobEditorFields on Job {\n    id\n    status\n    reference\n    defaultLanguage\n    employmentTypes\n    workplaceType\n    experienceLevel\n    salary { min max currency period }\n    hoursPerWeek { min max }\n    publishedAt\n    closesAt\n    categoryIds\n    locationIds\n    translations { language title slug summary description profile offer }\n    applicationForm { photo phone motivation curriculumVitae education experience }\n  }\n": typeof types.JobEditorFieldsFragmentDoc,
    "\n  query JobEditor($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n": typeof types.JobEditorDocument,
    "\n  mutation CreateJob($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      ...JobEditorFields\n    }\n  }\n": typeof types.CreateJobDocument,
    "\n  mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      ...JobEditorFields\n    }\n  }\n": typeof types.UpdateJobDocument,
    "\n  mutation DeleteJob($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n": typeof types.DeleteJobDocument,
    "\n  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {\n    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {\n      totalCount\n      totalPages\n      page\n      nodes {\n        id\n        title\n        reference\n        status\n        languages\n        employmentTypes\n        workplaceType\n        publishedAt\n        closesAt\n        updatedAt\n        locations {\n          id\n          city\n        }\n      }\n    }\n  }\n": typeof types.JobsDocument,
    "\n  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {\n    createLocation(companyId: $companyId, input: $input) {\n      id\n      city\n    }\n  }\n": typeof types.CreateLocationDocument,
    "\n  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {\n    updateLocation(companyId: $companyId, id: $id, input: $input) {\n      id\n      city\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  query Locations($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      street\n      postalCode\n      city\n      country\n      phone\n      email\n      lat\n      lng\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  mutation DeleteLocation($companyId: ID!, $id: ID!) {\n    deleteLocation(companyId: $companyId, id: $id)\n  }\n": typeof types.DeleteLocationDocument,
    "\n  mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {\n    setCompanyLogo(companyId: $companyId, file: $file) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": typeof types.SetCompanyLogoDocument,
    "\n  mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {\n    setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": typeof types.SetCompanyLogoFromImageDocument,
    "\n  mutation RemoveCompanyLogo($companyId: ID!) {\n    removeCompanyLogo(companyId: $companyId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": typeof types.RemoveCompanyLogoDocument,
    "\n  mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {\n    createJobCategory(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateJobCategoryDocument,
    "\n  query CareersOptions($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      city\n      street\n    }\n    jobCategories(companyId: $companyId) {\n      id\n      name(language: EN)\n      nl: name(language: NL)\n    }\n  }\n": typeof types.CareersOptionsDocument,
    "\n  query JobForBulk($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n": typeof types.JobForBulkDocument,
    "\n  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateJobForBulkDocument,
    "\n  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateJobCopyDocument,
    "\n  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n": typeof types.DeleteJobForBulkDocument,
    "\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardCareersDocument,
    "\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n": typeof types.DashboardJobTitleDocument,
    "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        timezone\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n": typeof types.DashboardCalendarDocument,
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
    "\n  query AppPasswords($userId: ID) {\n    appPasswords(userId: $userId) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.AppPasswordsDocument,
    "\n  query UserEmails {\n    users {\n      id\n      email\n    }\n  }\n": types.UserEmailsDocument,
    "\n  mutation CreateAppPassword($input: CreateAppPasswordInput!) {\n    createAppPassword(input: $input) {\n      password\n      appPassword {\n        id\n        name\n      }\n    }\n  }\n": types.CreateAppPasswordDocument,
    "\n  mutation RevokeAppPassword($id: ID!) {\n    revokeAppPassword(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeAppPasswordDocument,
    "\n  query CalendarTrash {\n    trashSettings {\n      retentionDays\n    }\n    events(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n    venues(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n    organizers(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n  }\n": types.CalendarTrashDocument,
    "\n  query JobTrash($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n  }\n": types.JobTrashDocument,
    "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) {\n      id\n    }\n  }\n": types.RestoreEventDocument,
    "\n  mutation RestoreVenue($id: ID!) {\n    restoreVenue(id: $id) {\n      id\n    }\n  }\n": types.RestoreVenueDocument,
    "\n  mutation RestoreOrganizer($id: ID!) {\n    restoreOrganizer(id: $id) {\n      id\n    }\n  }\n": types.RestoreOrganizerDocument,
    "\n  mutation RestoreJob($companyId: ID!, $id: ID!) {\n    restoreJob(companyId: $companyId, id: $id) {\n      id\n    }\n  }\n": types.RestoreJobDocument,
    "\n  mutation PurgeEvent($id: ID!) {\n    purgeEvent(id: $id)\n  }\n": types.PurgeEventDocument,
    "\n  mutation PurgeVenue($id: ID!) {\n    purgeVenue(id: $id)\n  }\n": types.PurgeVenueDocument,
    "\n  mutation PurgeOrganizer($id: ID!) {\n    purgeOrganizer(id: $id)\n  }\n": types.PurgeOrganizerDocument,
    "\n  mutation PurgeJob($companyId: ID!, $id: ID!) {\n    purgeJob(companyId: $companyId, id: $id)\n  }\n": types.PurgeJobDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n": types.UsersDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  query Webhooks($companyId: ID!) {\n    webhooks(companyId: $companyId) {\n      id\n      url\n      events\n      description\n      active\n      includePii\n      disabledReason\n      createdAt\n    }\n    webhookEventTypes\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {\n    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {\n      id\n      active\n      disabledReason\n    }\n  }\n": types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($companyId: ID!, $id: ID!) {\n    deleteWebhook(companyId: $companyId, id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation PingWebhook($companyId: ID!, $id: ID!) {\n    pingWebhook(companyId: $companyId, id: $id)\n  }\n": types.PingWebhookDocument,
    "\n  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {\n    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {\n      id\n      messageId\n      eventType\n      attempt\n      succeeded\n      statusCode\n      response\n      error\n      durationMs\n      createdAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)\n  }\n": types.RedeliverWebhookDocument,
    "\n  fragment OrganizerFields on Organizer {\n    id\n    name\n    status\n    description\n    email\n    phone\n    website\n    image {\n      id\n      url\n    }\n  }\n": types.OrganizerFieldsFragmentDoc,
    "\n  mutation CreateOrganizer($input: OrganizerInput!) {\n    createOrganizer(input: $input) {\n      ...OrganizerFields\n    }\n  }\n": types.CreateOrganizerDocument,
    "\n  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {\n    updateOrganizer(id: $id, input: $input) {\n      ...OrganizerFields\n    }\n  }\n": types.UpdateOrganizerDocument,
    "\n  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...OrganizerFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n": types.OrganizersDocument,
    "\n  mutation DeleteOrganizer($id: ID!) {\n    deleteOrganizer(id: $id) {\n      id\n    }\n  }\n": types.DeleteOrganizerDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      id\n    }\n  }\n": types.DeleteTagDocument,
    "\n  fragment VenueFields on Venue {\n    id\n    name\n    status\n    description\n    address\n    city\n    province\n    state\n    stateProvince\n    zip\n    country\n    phone\n    website\n    lat\n    lng\n    showMap\n    showMapLink\n    image {\n      id\n      url\n    }\n  }\n": types.VenueFieldsFragmentDoc,
    "\n  mutation CreateVenue($input: VenueInput!) {\n    createVenue(input: $input) {\n      ...VenueFields\n    }\n  }\n": types.CreateVenueDocument,
    "\n  mutation UpdateVenue($id: ID!, $input: VenueInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...VenueFields\n    }\n  }\n": types.UpdateVenueDocument,
    "\n  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...VenueFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n": types.VenuesDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id) {\n      id\n    }\n  }\n": types.DeleteVenueDocument,
    "\n  fragment EventEditFields on Event {\n    id\n    slug\n    status\n    title\n    description\n    excerpt\n    timezone\n    allDay\n    start\n    end\n    venue {\n      id\n      name\n    }\n    organizers {\n      id\n      name\n    }\n    categories {\n      id\n    }\n    tags {\n      id\n      name\n    }\n    featured\n    sticky\n    hideFromListings\n    showMap\n    showMapLink\n    cost {\n      text\n      values\n      currencySymbol\n      currencyCode\n      currencyPosition\n    }\n    website\n    image {\n      id\n      url\n    }\n    passwordProtected\n    publishedAt\n    unpublishAt\n  }\n": types.EventEditFieldsFragmentDoc,
    "\n  query EventForEdit($id: ID!) {\n    event(id: $id) {\n      ...EventEditFields\n    }\n  }\n": types.EventForEditDocument,
    "\n  query EventTextIn($id: ID!, $language: SiteLanguage!) {\n    event(id: $id, language: $language) {\n      title\n      description\n      excerpt\n    }\n  }\n": types.EventTextInDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventEditFields\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {\n    updateEvent(id: $id, input: $input, language: $language) {\n      ...EventEditFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation TrashEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.TrashEventDocument,
    "\n  mutation SetEventStatus($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.SetEventStatusDocument,
    "\n  query EventCategories($id: ID!) {\n    event(id: $id) {\n      id\n      categories {\n        id\n      }\n    }\n  }\n": types.EventCategoriesDocument,
    "\n  query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {\n    events(filter: $filter, page: $page, perPage: $perPage) {\n      nodes {\n        id\n        title\n        status\n        start\n        end\n        startDate\n        endDate\n        timezone\n        allDay\n        featured\n        sticky\n        hideFromListings\n        passwordProtected\n        modifiedAt\n        publishedAt\n        unpublishAt\n        venue {\n          id\n          name\n        }\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n": types.EventsListDocument,
    "\n  query VenueStatus($id: ID!) {\n    venue(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": types.VenueStatusDocument,
    "\n  query OrganizerStatus($id: ID!) {\n    organizer(id: $id) {\n      id\n      name\n      status\n    }\n  }\n": types.OrganizerStatusDocument,
    "\n  mutation PublishVenue($id: ID!) {\n    updateVenue(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n": types.PublishVenueDocument,
    "\n  mutation PublishOrganizer($id: ID!) {\n    updateOrganizer(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n": types.PublishOrganizerDocument,
    "\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n": types.CalendarSiteDocument,
    "\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n": types.VenueOptionsDocument,
    "\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n": types.OrganizerOptionsDocument,
    "\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n": types.TagPageDocument,
    "\n  query ApplicationDetail($companyId: ID!, $id: ID!) {\n    application(companyId: $companyId, id: $id) {\n      id\n      jobId\n      open\n      firstName\n      lastName\n      email\n      phone\n      motivation\n      referrer\n      createdAt\n      education {\n        title\n        institution\n        shortDescription\n        dateFrom\n        dateTo\n      }\n      experience {\n        company\n        jobTitle\n        jobDescription\n        tasks\n        dateFrom\n        dateTo\n      }\n      curriculumVitae {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      photo {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      answers {\n        questionId\n        label\n        display\n        file {\n          nameOriginal\n          downloadUrl\n        }\n      }\n      consents {\n        consentId\n        kind\n        name\n        version\n        givenAt\n      }\n    }\n  }\n": types.ApplicationDetailDocument,
    "\n  query ApplicationJob($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {\n      id\n      title\n    }\n  }\n": types.ApplicationJobDocument,
    "\n  mutation DeleteApplication($companyId: ID!, $id: ID!) {\n    deleteApplication(companyId: $companyId, id: $id)\n  }\n": types.DeleteApplicationDocument,
    "\n  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {\n    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n        curriculumVitae {\n          id\n        }\n        photo {\n          id\n        }\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  query JobTitles($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n": types.JobTitlesDocument,
    "\n  fragment CompanyProfileFields on Company {\n    id\n    name\n    email\n    subdomain\n    active\n    domainAlias\n    domainAliasVerified\n    website\n    jobsiteUrl\n    corsOrigins\n    logoUrl\n    logoOriginalName\n    social {\n      facebook\n      linkedin\n      twitter\n      instagram\n    }\n    nl: description(language: NL)\n    fr: description(language: FR)\n    en: description(language: EN)\n  }\n": types.CompanyProfileFieldsFragmentDoc,
    "\n  query CompanyProfile($companyId: ID!) {\n    company(companyId: $companyId) {\n      ...CompanyProfileFields\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {\n    updateCompany(companyId: $companyId, input: $input) {\n      ...CompanyProfileFields\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  fragment JobEditorFields on Job {\n    id\n    status\n    reference\n    defaultLanguage\n    employmentTypes\n    workplaceType\n    experienceLevel\n    salary { min max currency period }\n    hoursPerWeek { min max }\n    publishedAt\n    closesAt\n    categoryIds\n    locationIds\n    translations { language title slug summary description profile offer }\n    applicationForm { photo phone motivation curriculumVitae education experience }\n  }\n": types.JobEditorFieldsFragmentDoc,
    "\n  query JobEditor($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n": types.JobEditorDocument,
    "\n  mutation CreateJob($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      ...JobEditorFields\n    }\n  }\n": types.CreateJobDocument,
    "\n  mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      ...JobEditorFields\n    }\n  }\n": types.UpdateJobDocument,
    "\n  mutation DeleteJob($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n": types.DeleteJobDocument,
    "\n  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {\n    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {\n      totalCount\n      totalPages\n      page\n      nodes {\n        id\n        title\n        reference\n        status\n        languages\n        employmentTypes\n        workplaceType\n        publishedAt\n        closesAt\n        updatedAt\n        locations {\n          id\n          city\n        }\n      }\n    }\n  }\n": types.JobsDocument,
    "\n  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {\n    createLocation(companyId: $companyId, input: $input) {\n      id\n      city\n    }\n  }\n": types.CreateLocationDocument,
    "\n  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {\n    updateLocation(companyId: $companyId, id: $id, input: $input) {\n      id\n      city\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  query Locations($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      street\n      postalCode\n      city\n      country\n      phone\n      email\n      lat\n      lng\n    }\n  }\n": types.LocationsDocument,
    "\n  mutation DeleteLocation($companyId: ID!, $id: ID!) {\n    deleteLocation(companyId: $companyId, id: $id)\n  }\n": types.DeleteLocationDocument,
    "\n  mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {\n    setCompanyLogo(companyId: $companyId, file: $file) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": types.SetCompanyLogoDocument,
    "\n  mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {\n    setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": types.SetCompanyLogoFromImageDocument,
    "\n  mutation RemoveCompanyLogo($companyId: ID!) {\n    removeCompanyLogo(companyId: $companyId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n": types.RemoveCompanyLogoDocument,
    "\n  mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {\n    createJobCategory(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n": types.CreateJobCategoryDocument,
    "\n  query CareersOptions($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      city\n      street\n    }\n    jobCategories(companyId: $companyId) {\n      id\n      name(language: EN)\n      nl: name(language: NL)\n    }\n  }\n": types.CareersOptionsDocument,
    "\n  query JobForBulk($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n": types.JobForBulkDocument,
    "\n  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.UpdateJobForBulkDocument,
    "\n  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n": types.CreateJobCopyDocument,
    "\n  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n": types.DeleteJobForBulkDocument,
    "\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n": types.DashboardCareersDocument,
    "\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n": types.DashboardJobTitleDocument,
    "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        timezone\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n": types.DashboardCalendarDocument,
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
export function graphql(source: "\n  query AppPasswords($userId: ID) {\n    appPasswords(userId: $userId) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').AppPasswordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserEmails {\n    users {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').UserEmailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppPassword($input: CreateAppPasswordInput!) {\n    createAppPassword(input: $input) {\n      password\n      appPassword {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CreateAppPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAppPassword($id: ID!) {\n    revokeAppPassword(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeAppPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarTrash {\n    trashSettings {\n      retentionDays\n    }\n    events(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n    venues(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n    organizers(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n  }\n"): typeof import('./graphql').CalendarTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobTrash($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n  }\n"): typeof import('./graphql').JobTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestoreEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVenue($id: ID!) {\n    restoreVenue(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestoreVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreOrganizer($id: ID!) {\n    restoreOrganizer(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestoreOrganizerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreJob($companyId: ID!, $id: ID!) {\n    restoreJob(companyId: $companyId, id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RestoreJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeEvent($id: ID!) {\n    purgeEvent(id: $id)\n  }\n"): typeof import('./graphql').PurgeEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeVenue($id: ID!) {\n    purgeVenue(id: $id)\n  }\n"): typeof import('./graphql').PurgeVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeOrganizer($id: ID!) {\n    purgeOrganizer(id: $id)\n  }\n"): typeof import('./graphql').PurgeOrganizerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgeJob($companyId: ID!, $id: ID!) {\n    purgeJob(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').PurgeJobDocument;
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
export function graphql(source: "\n  query Webhooks($companyId: ID!) {\n    webhooks(companyId: $companyId) {\n      id\n      url\n      events\n      description\n      active\n      includePii\n      disabledReason\n      createdAt\n    }\n    webhookEventTypes\n  }\n"): typeof import('./graphql').WebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {\n    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {\n      id\n      active\n      disabledReason\n    }\n  }\n"): typeof import('./graphql').SetWebhookActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($companyId: ID!, $id: ID!) {\n    deleteWebhook(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').DeleteWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PingWebhook($companyId: ID!, $id: ID!) {\n    pingWebhook(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').PingWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {\n    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {\n      id\n      messageId\n      eventType\n      attempt\n      succeeded\n      statusCode\n      response\n      error\n      durationMs\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)\n  }\n"): typeof import('./graphql').RedeliverWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizerFields on Organizer {\n    id\n    name\n    status\n    description\n    email\n    phone\n    website\n    image {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql').OrganizerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganizer($input: OrganizerInput!) {\n    createOrganizer(input: $input) {\n      ...OrganizerFields\n    }\n  }\n"): typeof import('./graphql').CreateOrganizerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {\n    updateOrganizer(id: $id, input: $input) {\n      ...OrganizerFields\n    }\n  }\n"): typeof import('./graphql').UpdateOrganizerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...OrganizerFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n"): typeof import('./graphql').OrganizersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganizer($id: ID!) {\n    deleteOrganizer(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteOrganizerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdateTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueFields on Venue {\n    id\n    name\n    status\n    description\n    address\n    city\n    province\n    state\n    stateProvince\n    zip\n    country\n    phone\n    website\n    lat\n    lng\n    showMap\n    showMapLink\n    image {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql').VenueFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVenue($input: VenueInput!) {\n    createVenue(input: $input) {\n      ...VenueFields\n    }\n  }\n"): typeof import('./graphql').CreateVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVenue($id: ID!, $input: VenueInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...VenueFields\n    }\n  }\n"): typeof import('./graphql').UpdateVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...VenueFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n"): typeof import('./graphql').VenuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventEditFields on Event {\n    id\n    slug\n    status\n    title\n    description\n    excerpt\n    timezone\n    allDay\n    start\n    end\n    venue {\n      id\n      name\n    }\n    organizers {\n      id\n      name\n    }\n    categories {\n      id\n    }\n    tags {\n      id\n      name\n    }\n    featured\n    sticky\n    hideFromListings\n    showMap\n    showMapLink\n    cost {\n      text\n      values\n      currencySymbol\n      currencyCode\n      currencyPosition\n    }\n    website\n    image {\n      id\n      url\n    }\n    passwordProtected\n    publishedAt\n    unpublishAt\n  }\n"): typeof import('./graphql').EventEditFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventForEdit($id: ID!) {\n    event(id: $id) {\n      ...EventEditFields\n    }\n  }\n"): typeof import('./graphql').EventForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTextIn($id: ID!, $language: SiteLanguage!) {\n    event(id: $id, language: $language) {\n      title\n      description\n      excerpt\n    }\n  }\n"): typeof import('./graphql').EventTextInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventEditFields\n    }\n  }\n"): typeof import('./graphql').CreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {\n    updateEvent(id: $id, input: $input, language: $language) {\n      ...EventEditFields\n    }\n  }\n"): typeof import('./graphql').UpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrashEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').TrashEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventStatus($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SetEventStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCategories($id: ID!) {\n    event(id: $id) {\n      id\n      categories {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').EventCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {\n    events(filter: $filter, page: $page, perPage: $perPage) {\n      nodes {\n        id\n        title\n        status\n        start\n        end\n        startDate\n        endDate\n        timezone\n        allDay\n        featured\n        sticky\n        hideFromListings\n        passwordProtected\n        modifiedAt\n        publishedAt\n        unpublishAt\n        venue {\n          id\n          name\n        }\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n"): typeof import('./graphql').EventsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueStatus($id: ID!) {\n    venue(id: $id) {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').VenueStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizerStatus($id: ID!) {\n    organizer(id: $id) {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').OrganizerStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishVenue($id: ID!) {\n    updateVenue(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').PublishVenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishOrganizer($id: ID!) {\n    updateOrganizer(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').PublishOrganizerDocument;
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
export function graphql(source: "\n  query ApplicationDetail($companyId: ID!, $id: ID!) {\n    application(companyId: $companyId, id: $id) {\n      id\n      jobId\n      open\n      firstName\n      lastName\n      email\n      phone\n      motivation\n      referrer\n      createdAt\n      education {\n        title\n        institution\n        shortDescription\n        dateFrom\n        dateTo\n      }\n      experience {\n        company\n        jobTitle\n        jobDescription\n        tasks\n        dateFrom\n        dateTo\n      }\n      curriculumVitae {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      photo {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      answers {\n        questionId\n        label\n        display\n        file {\n          nameOriginal\n          downloadUrl\n        }\n      }\n      consents {\n        consentId\n        kind\n        name\n        version\n        givenAt\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationJob($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').ApplicationJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplication($companyId: ID!, $id: ID!) {\n    deleteApplication(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').DeleteApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {\n    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n        curriculumVitae {\n          id\n        }\n        photo {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').InboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobTitles($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').JobTitlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyProfileFields on Company {\n    id\n    name\n    email\n    subdomain\n    active\n    domainAlias\n    domainAliasVerified\n    website\n    jobsiteUrl\n    corsOrigins\n    logoUrl\n    logoOriginalName\n    social {\n      facebook\n      linkedin\n      twitter\n      instagram\n    }\n    nl: description(language: NL)\n    fr: description(language: FR)\n    en: description(language: EN)\n  }\n"): typeof import('./graphql').CompanyProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile($companyId: ID!) {\n    company(companyId: $companyId) {\n      ...CompanyProfileFields\n    }\n  }\n"): typeof import('./graphql').CompanyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {\n    updateCompany(companyId: $companyId, input: $input) {\n      ...CompanyProfileFields\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobEditorFields on Job {\n    id\n    status\n    reference\n    defaultLanguage\n    employmentTypes\n    workplaceType\n    experienceLevel\n    salary { min max currency period }\n    hoursPerWeek { min max }\n    publishedAt\n    closesAt\n    categoryIds\n    locationIds\n    translations { language title slug summary description profile offer }\n    applicationForm { photo phone motivation curriculumVitae education experience }\n  }\n"): typeof import('./graphql').JobEditorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobEditor($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n"): typeof import('./graphql').JobEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJob($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      ...JobEditorFields\n    }\n  }\n"): typeof import('./graphql').CreateJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      ...JobEditorFields\n    }\n  }\n"): typeof import('./graphql').UpdateJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJob($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').DeleteJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {\n    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {\n      totalCount\n      totalPages\n      page\n      nodes {\n        id\n        title\n        reference\n        status\n        languages\n        employmentTypes\n        workplaceType\n        publishedAt\n        closesAt\n        updatedAt\n        locations {\n          id\n          city\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').JobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {\n    createLocation(companyId: $companyId, input: $input) {\n      id\n      city\n    }\n  }\n"): typeof import('./graphql').CreateLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {\n    updateLocation(companyId: $companyId, id: $id, input: $input) {\n      id\n      city\n    }\n  }\n"): typeof import('./graphql').UpdateLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      street\n      postalCode\n      city\n      country\n      phone\n      email\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').LocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocation($companyId: ID!, $id: ID!) {\n    deleteLocation(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').DeleteLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {\n    setCompanyLogo(companyId: $companyId, file: $file) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n"): typeof import('./graphql').SetCompanyLogoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {\n    setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n"): typeof import('./graphql').SetCompanyLogoFromImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyLogo($companyId: ID!) {\n    removeCompanyLogo(companyId: $companyId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n"): typeof import('./graphql').RemoveCompanyLogoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {\n    createJobCategory(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateJobCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareersOptions($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      city\n      street\n    }\n    jobCategories(companyId: $companyId) {\n      id\n      name(language: EN)\n      nl: name(language: NL)\n    }\n  }\n"): typeof import('./graphql').CareersOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobForBulk($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n"): typeof import('./graphql').JobForBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateJobForBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateJobCopyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n"): typeof import('./graphql').DeleteJobForBulkDocument;
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
export function graphql(source: "\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        timezone\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').DashboardCalendarDocument;
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
