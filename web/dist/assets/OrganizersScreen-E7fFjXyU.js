import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Table-aJ-B2IlS.js";import{Vt as n,a as r,ot as i,r as a,v as o}from"./LoadState-D7pHlIdH.js";import{c as s}from"./InputBase-DnBV2HJV.js";import{t as c}from"./useQuery-zOx8SBBf.js";import{s as l}from"./fieldErrors-CpMSw3Az.js";import{n as u,t as d}from"./RowActions-CgvzdZdP.js";import{t as f}from"./StatusBadge-BD7t4wOT.js";import{t as p}from"./OrganizerFormModal-B9gUeWXH.js";var m=e(n(),1),h=i(),g=a(`
  query Organizers($search: String, $page: Int!) {
    organizers(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
      }
      totalPages
    }
  }
`),_=a(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);function v(){let[e,n]=(0,m.useState)(``),[i,a]=(0,m.useState)(1),{data:v,loading:y,error:b,reload:x}=c(g,{search:e||void 0,page:i}),[S,C]=(0,m.useState)(null),[w,T]=(0,m.useState)(null),E=(0,m.useCallback)(e=>{n(e),a(1)},[]),D=v?.organizers.nodes;return(0,h.jsxs)(u,{title:`Organizers`,subtitle:`People and organisations running events.`,createLabel:`Create organizer`,onCreate:()=>C(`new`),count:D?D.length:null,loading:y,error:b,onRetry:()=>void x(),emptyText:`No organizers yet.`,searchWhat:`organizers`,onSearch:E,page:i,totalPages:v?.organizers.totalPages,onPage:a,list:(0,h.jsx)(t.ScrollContainer,{minWidth:640,children:(0,h.jsxs)(t,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Organizers`,children:[(0,h.jsx)(t.Thead,{children:(0,h.jsxs)(t.Tr,{children:[(0,h.jsx)(t.Th,{children:`Name`}),(0,h.jsx)(t.Th,{children:`Contact`}),(0,h.jsx)(t.Th,{children:`Status`}),(0,h.jsx)(t.Th,{children:(0,h.jsx)(s,{children:`Actions`})})]})}),(0,h.jsx)(t.Tbody,{children:D?.map(e=>(0,h.jsxs)(t.Tr,{children:[(0,h.jsx)(t.Td,{children:e.name}),(0,h.jsx)(t.Td,{children:[e.email,e.phone].filter(Boolean).join(`, `)||(0,h.jsx)(o,{c:`dimmed`,children:`—`})}),(0,h.jsx)(t.Td,{children:(0,h.jsx)(f,{status:e.status})}),(0,h.jsx)(t.Td,{children:(0,h.jsx)(d,{name:e.name,onEdit:()=>C(e),onDelete:()=>T(e)})})]},e.id))})]})}),children:[S&&(0,h.jsx)(p,{organizer:S===`new`?null:S,editor:!0,onClose:()=>C(null),onSaved:()=>void x()}),(0,h.jsx)(l,{target:w,what:`organizer`,consequence:`it moves to the trash and leaves its events.`,remove:e=>r(_,{id:e}),onDone:()=>{T(null),x()},onCancel:()=>T(null)})]})}export{v as OrganizersScreen};