// The dashboard's GraphQL documents: counts select only totalCount (one
// page of one item is fetched besides; perPage is at least 1).
import { graphql } from '../../gql';

export const CareersOverview = graphql(`
  query DashboardCareers($companyId: ID!) {
    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {
      totalCount
    }
    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {
      totalCount
    }
    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {
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
`);

export const JobTitle = graphql(`
  query DashboardJobTitle($id: ID!, $companyId: ID!) {
    job(id: $id, companyId: $companyId) {
      id
      title
    }
  }
`);

export const CalendarOverview = graphql(`
  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {
    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {
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
    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {
      totalCount
    }
    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {
      totalCount
    }
    mediaImages(perPage: 1) {
      totalCount
    }
  }
`);
