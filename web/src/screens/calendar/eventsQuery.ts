import { graphql } from '../../gql';

export const EventsList = graphql(`
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
`);
