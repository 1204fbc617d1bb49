import{a as e,ft as t,r as n}from"./LoadState-B1kGxmt7.js";import{t as r}from"./LinkedRecordsScreen-Cv38j0DA.js";import{t as i}from"./OrganizerFormModal-CPmNg0gl.js";var a=t(),o=n(`
  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
        publishedAt
      }
      totalPages
    }
  }
`),s=n(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);function c(){return(0,a.jsx)(r,{query:o,pageOf:e=>e.organizers,title:`Organizers`,subtitle:`People and organisations running events.`,what:`organizer`,plural:`organizers`,detailLabel:`Contact`,detail:e=>[e.email,e.phone].filter(Boolean).join(`, `),consequence:`it moves to the trash and leaves its events.`,remove:t=>e(s,{id:t}),form:(e,t,n)=>(0,a.jsx)(i,{organizer:e,editor:!0,onClose:t,onSaved:n})})}export{c as OrganizersScreen};