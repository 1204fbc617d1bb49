import{a as e,dt as t,r as n}from"./LoadState-BIIigeB3.js";import{t as r}from"./LinkedRecordsScreen-DQxmjL3K.js";import{t as i}from"./VenueFormModal-DbmB3bO0.js";var a=t(),o=n(`
  query Venues($search: String, $page: Int!) {
    venues(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...VenueFields
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