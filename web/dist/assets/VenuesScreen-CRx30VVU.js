import{a as e,ft as t,r as n}from"./LoadState-B1kGxmt7.js";import{t as r}from"./LinkedRecordsScreen-Cv38j0DA.js";import{t as i}from"./VenueFormModal-BDq2UMwm.js";var a=t(),o=n(`
  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {
      nodes {
        ...VenueFields
        publishedAt
      }
      totalPages
    }
  }
`),s=n(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id) {
      id
    }
  }
`);function c(){return(0,a.jsx)(r,{query:o,pageOf:e=>e.venues,title:`Venues`,subtitle:`Places where events take place.`,what:`venue`,plural:`venues`,detailLabel:`Address`,detail:e=>[e.address,e.city,e.country].filter(Boolean).join(`, `),consequence:`it moves to the trash and its events lose their venue.`,remove:t=>e(s,{id:t}),form:(e,t,n)=>(0,a.jsx)(i,{venue:e,editor:!0,onClose:t,onSaved:n})})}export{c as VenuesScreen};