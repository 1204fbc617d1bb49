import{r as e}from"./LoadState-B1kGxmt7.js";var t=e(`
  query CalendarSite {
    calendarSite {
      defaultLanguage
      languages
      timezone
    }
  }
`),n=e(`
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
`),r=e(`
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
`),i=e(`
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
`),a=e(`
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
`);export{n as a,a as i,i as n,r,t};