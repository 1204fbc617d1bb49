import{t as e}from"./Table-CRNSrTY6.js";import{a as t,ot as n,r,v as i}from"./LoadState-CvOhJDDI.js";import{i as a}from"./FocusTrap-Dl66w9iC.js";import{s as o}from"./RecordFormModal-CJnyutmf.js";import{n as s,t as c}from"./RowActions-Csd7eX4T.js";import{t as l}from"./StatusBadge-BMUNSCv9.js";import{t as u}from"./usePagedList-CV7Znilm.js";import{t as d}from"./VenueFormModal-BA3TxxVG.js";var f=n(),p=r(`
  query Venues($search: String, $page: Int!) {
    venues(filter: { search: $search }, page: $page, perPage: 20) {
      nodes {
        ...VenueFields
      }
      totalPages
    }
  }
`),m=r(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id) {
      id
    }
  }
`);function h(){let{data:n,loading:r,error:h,reload:g,page:_,setPage:v,onSearch:y,editing:b,setEditing:x,deleting:S,setDeleting:C}=u(p),w=n?.venues.nodes;return(0,f.jsxs)(s,{title:`Venues`,subtitle:`Places where events take place.`,createLabel:`Create venue`,onCreate:()=>x(`new`),count:w?w.length:null,loading:r,error:h,onRetry:()=>void g(),emptyText:`No venues yet.`,searchWhat:`venues`,onSearch:y,page:_,totalPages:n?.venues.totalPages,onPage:v,list:(0,f.jsx)(e.ScrollContainer,{minWidth:640,children:(0,f.jsxs)(e,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Venues`,children:[(0,f.jsx)(e.Thead,{children:(0,f.jsxs)(e.Tr,{children:[(0,f.jsx)(e.Th,{children:`Name`}),(0,f.jsx)(e.Th,{children:`Address`}),(0,f.jsx)(e.Th,{children:`Status`}),(0,f.jsx)(e.Th,{children:(0,f.jsx)(a,{children:`Actions`})})]})}),(0,f.jsx)(e.Tbody,{children:w?.map(t=>(0,f.jsxs)(e.Tr,{children:[(0,f.jsx)(e.Td,{children:t.name}),(0,f.jsx)(e.Td,{children:[t.address,t.city,t.country].filter(Boolean).join(`, `)||(0,f.jsx)(i,{c:`dimmed`,children:`—`})}),(0,f.jsx)(e.Td,{children:(0,f.jsx)(l,{status:t.status})}),(0,f.jsx)(e.Td,{children:(0,f.jsx)(c,{name:t.name,onEdit:()=>x(t),onDelete:()=>C(t)})})]},t.id))})]})}),children:[b&&(0,f.jsx)(d,{venue:b===`new`?null:b,editor:!0,onClose:()=>x(null),onSaved:()=>void g()}),(0,f.jsx)(o,{target:S,what:`venue`,consequence:`it moves to the trash and its events lose their venue.`,remove:e=>t(m,{id:e}),onDone:()=>{C(null),g()},onCancel:()=>C(null)})]})}export{h as VenuesScreen};