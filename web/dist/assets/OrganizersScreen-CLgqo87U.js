import{a as e,r as t,xt as n}from"./LoadState-DBhZqM3R.js";import{t as r}from"./LinkedRecordsScreen-zpKr2wPM.js";import{t as i}from"./OrganizerFormModal-BprXIrC7.js";var a=n(),o=t(`
  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
        publishedAt
      }
      totalPages
    }
  }
`),s=t(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);function c(){return(0,a.jsx)(r,{query:o,pageOf:e=>e.organizers,title:`Organizers`,subtitle:`People and organisations running events.`,what:`organizer`,plural:`organizers`,detailLabel:`Contact`,detail:e=>[e.email,e.phone].filter(Boolean).join(`, `),consequence:`it moves to the trash and leaves its events.`,remove:t=>e(s,{id:t}),form:(e,t,n)=>(0,a.jsx)(i,{organizer:e,editor:!0,onClose:t,onSaved:n})})}export{c as OrganizersScreen};