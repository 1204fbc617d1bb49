import{St as e,a as t,r as n}from"./LoadState-CQcocfvw.js";import{t as r}from"./LinkedRecordsScreen-CPFq0Hdn.js";import{t as i}from"./OrganizerFormModal-D6H2MAJs.js";var a=e(),o=n(`
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
`);function c(){return(0,a.jsx)(r,{query:o,pageOf:e=>e.organizers,title:`Organizers`,subtitle:`People and organisations running events.`,what:`organizer`,plural:`organizers`,detailLabel:`Contact`,detail:e=>[e.email,e.phone].filter(Boolean).join(`, `),consequence:`it moves to the trash and leaves its events.`,remove:e=>t(s,{id:e}),form:(e,t,n)=>(0,a.jsx)(i,{organizer:e,editor:!0,onClose:t,onSaved:n})})}export{c as OrganizersScreen};