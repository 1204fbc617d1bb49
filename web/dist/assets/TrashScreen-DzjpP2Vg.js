import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{C as t,Jt as n,S as r,T as i,a,b as o,ft as s,n as c,r as l,t as u,y as d}from"./LoadState-B1kGxmt7.js";import{t as f}from"./Table-DWVR62wx.js";import{o as p}from"./Modal-eFztn-sO.js";import{i as m,r as h}from"./dates-BL5OfHxH.js";import{t as g}from"./useQuery-QTvXfPyv.js";import{a as _,i as v,r as y,s as b}from"./index-C1j8lZyr.js";var x=e(m(),1),S=e(n(),1),C=s(),w=l(`
  query CalendarTrash {
    trashSettings {
      retentionDays
    }
    events(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        title
        trashedAt
      }
    }
    venues(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        name
        trashedAt
      }
    }
    organizers(filter: { statuses: [TRASH] }, perPage: 50) {
      nodes {
        id
        name
        trashedAt
      }
    }
  }
`),T=l(`
  query JobTrash($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {
      nodes {
        id
        title
        trashedAt
      }
    }
  }
`),E=l(`
  mutation RestoreEvent($id: ID!) {
    restoreEvent(id: $id) {
      id
    }
  }
`),D=l(`
  mutation RestoreVenue($id: ID!) {
    restoreVenue(id: $id) {
      id
    }
  }
`),O=l(`
  mutation RestoreOrganizer($id: ID!) {
    restoreOrganizer(id: $id) {
      id
    }
  }
`),k=l(`
  mutation RestoreJob($companyId: ID!, $id: ID!) {
    restoreJob(companyId: $companyId, id: $id) {
      id
    }
  }
`),A=l(`
  mutation PurgeEvent($id: ID!) {
    purgeEvent(id: $id)
  }
`),j=l(`
  mutation PurgeVenue($id: ID!) {
    purgeVenue(id: $id)
  }
`),M=l(`
  mutation PurgeOrganizer($id: ID!) {
    purgeOrganizer(id: $id)
  }
`),N=l(`
  mutation PurgeJob($companyId: ID!, $id: ID!) {
    purgeJob(companyId: $companyId, id: $id)
  }
`);function P(){let{current:e}=b(),n=g(w,{}),s=g(T,e?{companyId:e.id}:null),[l,m]=(0,S.useState)(null),[P,F]=(0,S.useState)(null),I=n.data?.trashSettings.retentionDays??30;if(!n.data&&n.loading)return(0,C.jsx)(c,{label:`Loading the trash…`});if(!n.data)return(0,C.jsx)(u,{error:n.error,onRetry:()=>void n.reload()});let L=[...n.data.events.nodes.map(e=>({kind:`Event`,id:e.id,title:e.title,trashedAt:e.trashedAt})),...n.data.venues.nodes.map(e=>({kind:`Venue`,id:e.id,title:e.name,trashedAt:e.trashedAt})),...n.data.organizers.nodes.map(e=>({kind:`Organizer`,id:e.id,title:e.name,trashedAt:e.trashedAt})),...(s.data?.jobs.nodes??[]).map(e=>({kind:`Job`,id:e.id,title:e.title,trashedAt:e.trashedAt}))].sort((e,t)=>(t.trashedAt??``).localeCompare(e.trashedAt??``)),R=()=>{n.reload(),s.reload()},z=e?.id??``,B=async e=>{m(e.kind+e.id);try{e.kind===`Event`?await a(E,{id:e.id}):e.kind===`Venue`?await a(D,{id:e.id}):e.kind===`Organizer`?await a(O,{id:e.id}):await a(k,{companyId:z,id:e.id}),_(`${e.kind} ${e.title} restored.`),R()}catch(t){v(`${e.kind} not restored`,t)}finally{m(null)}},V=async e=>{m(e.kind+e.id);try{e.kind===`Event`?await a(A,{id:e.id}):e.kind===`Venue`?await a(j,{id:e.id}):e.kind===`Organizer`?await a(M,{id:e.id}):await a(N,{companyId:z,id:e.id}),_(`${e.kind} ${e.title} deleted permanently.`),F(null),R()}catch(t){v(`${e.kind} not deleted`,t)}finally{m(null)}};return(0,C.jsxs)(o,{children:[(0,C.jsxs)(`div`,{children:[(0,C.jsx)(d,{order:1,children:`Trash`}),(0,C.jsxs)(t,{c:`dimmed`,children:[`Deleted events, venues, organizers and jobs`,e?` (jobs of ${e.name})`:``,`. They are deleted for good`,` `,I,` days after they were deleted.`]})]}),L.length===0?(0,C.jsx)(t,{c:`dimmed`,ta:`center`,py:`lg`,children:`The trash is empty.`}):(0,C.jsx)(f.ScrollContainer,{minWidth:700,children:(0,C.jsxs)(f,{striped:!0,verticalSpacing:`sm`,"aria-label":`Trash`,children:[(0,C.jsx)(f.Thead,{children:(0,C.jsxs)(f.Tr,{children:[(0,C.jsx)(f.Th,{children:`Title`}),(0,C.jsx)(f.Th,{children:`Kind`}),(0,C.jsx)(f.Th,{children:`Deleted`}),(0,C.jsx)(f.Th,{children:`Deleted for good`}),(0,C.jsx)(f.Th,{children:(0,C.jsx)(p,{children:`Actions`})})]})}),(0,C.jsx)(f.Tbody,{children:L.map(e=>(0,C.jsxs)(f.Tr,{children:[(0,C.jsx)(f.Td,{children:e.title||`(no title)`}),(0,C.jsx)(f.Td,{children:e.kind}),(0,C.jsx)(f.Td,{children:h(e.trashedAt)}),(0,C.jsx)(f.Td,{children:e.trashedAt?h((0,x.default)(e.trashedAt).add(I,`day`).toISOString()):`—`}),(0,C.jsx)(f.Td,{children:(0,C.jsxs)(i,{gap:`xs`,justify:`flex-end`,wrap:`nowrap`,children:[(0,C.jsx)(r,{size:`xs`,variant:`light`,loading:l===e.kind+e.id,onClick:()=>void B(e),"aria-label":`Restore ${e.kind.toLowerCase()} ${e.title}`,children:`Restore`}),(0,C.jsx)(r,{size:`xs`,variant:`subtle`,color:`red`,onClick:()=>F(e),"aria-label":`Delete ${e.kind.toLowerCase()} ${e.title} permanently`,children:`Delete permanently`})]})})]},e.kind+e.id))})]})}),(0,C.jsx)(y,{opened:P!==null,title:`Delete permanently?`,confirmLabel:`Delete permanently`,danger:!0,loading:P!==null&&l===P.kind+P.id,onConfirm:()=>P&&void V(P),onCancel:()=>F(null),children:P?`${P.kind} ${P.title} will be deleted for good. This cannot be undone.`:``})]})}export{P as TrashScreen};