// GraphQL documents shared by the calendar screens: the site settings and
// the lists the pickers and filters choose from.
import { graphql } from '../../gql';

export const CalendarSiteQuery = graphql(`
  query CalendarSite {
    calendarSite {
      defaultLanguage
      languages
      timezone
    }
  }
`);

export const VenueOptions = graphql(`
  query VenueOptions($search: String) {
    venues(filter: { search: $search }, perPage: 50) {
      nodes {
        id
        name
        city
        status
      }
    }
  }
`);

export const OrganizerOptions = graphql(`
  query OrganizerOptions($search: String) {
    organizers(filter: { search: $search }, perPage: 50) {
      nodes {
        id
        name
        email
        status
      }
    }
  }
`);

export const CategoryPage = graphql(`
  query CategoryPage($page: Int!, $search: String) {
    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {
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
`);

export const TagPage = graphql(`
  query TagPage($page: Int!, $search: String) {
    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {
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
`);
