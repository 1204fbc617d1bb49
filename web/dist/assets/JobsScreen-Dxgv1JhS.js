import{T as e,d as t,f as n}from"./index-C5rM-BrP.js";import{t as r}from"./Badge-Mnh9nLBa.js";import{F as i,M as a,N as o,St as s,h as c,n as l,r as u,t as d}from"./LoadState-CQcocfvw.js";import{t as f}from"./EmptyState-CfwVDYAJ.js";import{t as p}from"./SimpleGrid-D4imKJtU.js";import{t as m}from"./Table-Bt46sQtF.js";import{t as h}from"./useQuery-DjLEMtd8.js";import{r as g}from"./dates-BL5OfHxH.js";import{i as _,n as v,r as y,t as b}from"./BulkActions-BqMJOlK-.js";import{t as x}from"./SortableTh-BLqtfxWR.js";import{t as S}from"./useListState-9FCvc78t.js";import{t as C}from"./CareersScreen-DVrqumAd.js";import{c as w,d as T,n as E,r as D,s as O,u as k,y as A}from"./jobBulk-ND1lMYKx.js";import{t as j}from"./ListFooter-BMKQlof5.js";import{n as M,r as N,t as P}from"./jobFilters-BXmFYASx.js";var F=s(),I=u(`
  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {
    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {
      totalCount
      totalPages
      page
      nodes {
        id
        title
        reference
        status
        languages
        employmentTypes
        workplaceType
        publishedAt
        closesAt
        updatedAt
        locations {
          id
          city
        }
      }
    }
  }
`);function L(){return(0,F.jsx)(C,{title:`Jobs`,intro:`Job postings in every state.`,children:e=>(0,F.jsx)(R,{companyId:e.id},e.id)})}function R({companyId:s}){let{filters:u,draft:C,sort:L,page:R,set:z,clear:B,setPage:V,column:H}=S(M),{locations:U,categories:W}=A(s),{data:G,error:K,loading:q,reload:J}=h(I,N(s,u,R,L)),Y=(e,t,n)=>(0,F.jsx)(x,{label:e,...H(t,n)}),X=_(`${JSON.stringify(u)}/${L}/${R}`),Z=G?.jobs.nodes??[],Q;return Q=!G&&K?(0,F.jsx)(d,{error:K,onRetry:()=>void J()}):G?G.jobs.nodes.length===0?P(u)?(0,F.jsx)(f,{title:`No jobs match`,description:`Change or clear the filters.`,children:(0,F.jsx)(a,{variant:`default`,onClick:B,children:`Clear filters`})}):(0,F.jsx)(f,{title:`No jobs yet`,description:`Write your first job posting.`,children:(0,F.jsx)(a,{component:c,to:`/jobs/new`,children:`New job`})}):(0,F.jsxs)(F.Fragment,{children:[(0,F.jsx)(b,{selection:X,rows:Z.map(e=>({id:e.id,label:e.title})),actions:E(s,W),noun:`job`,onDone:()=>void J()}),(0,F.jsx)(m.ScrollContainer,{minWidth:820,children:(0,F.jsxs)(m,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Jobs`,"aria-busy":q,children:[(0,F.jsx)(m.Thead,{children:(0,F.jsxs)(m.Tr,{children:[(0,F.jsx)(v,{selection:X,ids:Z.map(e=>e.id),noun:`job`}),Y(`Title`,`TITLE`),(0,F.jsx)(m.Th,{children:`Status`}),(0,F.jsx)(m.Th,{children:`Locations`}),(0,F.jsx)(m.Th,{children:`Type`}),Y(`Published`,`PUBLISHED_AT_DESC`,`PUBLISHED_AT`),Y(`Closes`,`CLOSES_AT`)]})}),(0,F.jsx)(m.Tbody,{children:G.jobs.nodes.map(t=>(0,F.jsxs)(m.Tr,{children:[(0,F.jsx)(y,{selection:X,id:t.id,label:t.title}),(0,F.jsxs)(m.Td,{children:[(0,F.jsx)(e,{component:c,to:`/jobs/${t.id}`,fw:500,children:t.title}),(0,F.jsx)(o,{size:`xs`,c:`dimmed`,children:[t.reference,t.languages.join(` · `)].filter(Boolean).join(` — `)})]}),(0,F.jsx)(m.Td,{children:(0,F.jsx)(r,{color:O(t.status,t.publishedAt).color,variant:`light`,children:O(t.status,t.publishedAt).label})}),(0,F.jsx)(m.Td,{children:t.locations.map(e=>e.city).join(`, `)||(0,F.jsx)(o,{c:`dimmed`,children:`—`})}),(0,F.jsxs)(m.Td,{children:[(0,F.jsx)(o,{size:`sm`,children:t.employmentTypes.map(e=>D[e]).join(`, `)}),(0,F.jsx)(o,{size:`xs`,c:`dimmed`,children:T[t.workplaceType]})]}),(0,F.jsx)(m.Td,{children:g(t.publishedAt)}),(0,F.jsx)(m.Td,{children:g(t.closesAt)})]},t.id))})]})}),(0,F.jsx)(j,{total:G.jobs.totalCount,noun:`job`,page:R,totalPages:G.jobs.totalPages,onPage:V})]}):(0,F.jsx)(l,{label:`Loading jobs…`}),(0,F.jsxs)(F.Fragment,{children:[(0,F.jsx)(i,{justify:`flex-end`,children:(0,F.jsx)(a,{component:c,to:`/jobs/new`,children:`New job`})}),(0,F.jsxs)(p,{cols:{base:1,sm:2,lg:6},children:[(0,F.jsx)(t,{label:`Search`,placeholder:`Title, text or reference`,value:C.search,onChange:e=>z(`search`,e.currentTarget.value)}),(0,F.jsx)(n,{label:`Status`,placeholder:`Any`,clearable:!0,data:w(k),value:C.status,onChange:e=>z(`status`,e)}),(0,F.jsx)(n,{label:`Location`,placeholder:`Any`,clearable:!0,data:U,value:C.locationId,onChange:e=>z(`locationId`,e)}),(0,F.jsx)(n,{label:`Category`,placeholder:`Any`,clearable:!0,data:W,value:C.categoryId,onChange:e=>z(`categoryId`,e)}),(0,F.jsx)(n,{label:`Employment type`,placeholder:`Any`,clearable:!0,data:w(D),value:C.employmentType,onChange:e=>z(`employmentType`,e)}),(0,F.jsx)(n,{label:`Workplace`,placeholder:`Any`,clearable:!0,data:w(T),value:C.workplaceType,onChange:e=>z(`workplaceType`,e)})]}),Q]})}export{L as JobsScreen};