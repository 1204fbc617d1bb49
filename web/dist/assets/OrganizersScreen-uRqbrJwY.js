import{t as e}from"./Table-CRNSrTY6.js";import{a as t,ot as n,r,v as i}from"./LoadState-CvOhJDDI.js";import{i as a}from"./FocusTrap-Dl66w9iC.js";import{s as o}from"./RecordFormModal-CJnyutmf.js";import{n as s,t as c}from"./RowActions-Csd7eX4T.js";import{t as l}from"./StatusBadge-BMUNSCv9.js";import{t as u}from"./usePagedList-CV7Znilm.js";import{t as d}from"./OrganizerFormModal-BTRrBCPf.js";var f=n(),p=r(`
  query Organizers($search: String, $page: Int!) {
    organizers(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
      }
      totalPages
    }
  }
`),m=r(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);function h(){let{data:n,loading:r,error:h,reload:g,page:_,setPage:v,onSearch:y,editing:b,setEditing:x,deleting:S,setDeleting:C}=u(p),w=n?.organizers.nodes;return(0,f.jsxs)(s,{title:`Organizers`,subtitle:`People and organisations running events.`,createLabel:`Create organizer`,onCreate:()=>x(`new`),count:w?w.length:null,loading:r,error:h,onRetry:()=>void g(),emptyText:`No organizers yet.`,searchWhat:`organizers`,onSearch:y,page:_,totalPages:n?.organizers.totalPages,onPage:v,list:(0,f.jsx)(e.ScrollContainer,{minWidth:640,children:(0,f.jsxs)(e,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Organizers`,children:[(0,f.jsx)(e.Thead,{children:(0,f.jsxs)(e.Tr,{children:[(0,f.jsx)(e.Th,{children:`Name`}),(0,f.jsx)(e.Th,{children:`Contact`}),(0,f.jsx)(e.Th,{children:`Status`}),(0,f.jsx)(e.Th,{children:(0,f.jsx)(a,{children:`Actions`})})]})}),(0,f.jsx)(e.Tbody,{children:w?.map(t=>(0,f.jsxs)(e.Tr,{children:[(0,f.jsx)(e.Td,{children:t.name}),(0,f.jsx)(e.Td,{children:[t.email,t.phone].filter(Boolean).join(`, `)||(0,f.jsx)(i,{c:`dimmed`,children:`—`})}),(0,f.jsx)(e.Td,{children:(0,f.jsx)(l,{status:t.status})}),(0,f.jsx)(e.Td,{children:(0,f.jsx)(c,{name:t.name,onEdit:()=>x(t),onDelete:()=>C(t)})})]},t.id))})]})}),children:[b&&(0,f.jsx)(d,{organizer:b===`new`?null:b,editor:!0,onClose:()=>x(null),onSaved:()=>void g()}),(0,f.jsx)(o,{target:S,what:`organizer`,consequence:`it moves to the trash and leaves its events.`,remove:e=>t(m,{id:e}),onDone:()=>{C(null),g()},onCancel:()=>C(null)})]})}export{h as OrganizersScreen};