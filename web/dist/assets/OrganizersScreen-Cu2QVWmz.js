import{a as e,dt as t,r as n}from"./LoadState-BIIigeB3.js";import{t as r}from"./LinkedRecordsScreen-DQxmjL3K.js";import{t as i}from"./OrganizerFormModal-D_mgCpk3.js";var a=t(),o=n(`
  query Organizers($search: String, $page: Int!) {
    organizers(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
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