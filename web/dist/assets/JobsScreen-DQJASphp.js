import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,d as n,f as r}from"./index-D3uIw-UL.js";import{t as i}from"./Badge-Ck4QM-fp.js";import{S as a,Wt as o,n as s,r as c,t as l,ut as u,w as d,x as f}from"./LoadState-DA32Jaj2.js";import{t as p}from"./EmptyState-D3www6bs.js";import{t as m}from"./SimpleGrid-DQVdUcEX.js";import{t as h}from"./Table-D6net1F9.js";import{t as g}from"./use-debounced-value-BFmgnLyI.js";import{t as _,u as v}from"./chunk-6KYCQHYJ-DScguHU6.js";import{t as y}from"./useQuery-Ckk3auhT.js";import{n as b}from"./dates-BbG2ew1C.js";import{t as x}from"./CareersScreen-CzQL8G4X.js";import{t as S}from"./ListFooter-CNIehlGN.js";import{a as C,c as w,l as T,s as E,t as D,u as O}from"./jobVocab-C8We0nxS.js";import{a as k,n as A,r as j,t as M}from"./jobFilters-DCiiE3oV.js";var N=e(o(),1),P=u(),F=c(`
  query Jobs($companyId: ID!, $filter: JobFilter, $page: Int, $perPage: Int) {
    jobs(companyId: $companyId, filter: $filter, page: $page, perPage: $perPage, language: [NL, FR, EN]) {
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
`);function I(){return(0,P.jsx)(x,{title:`Jobs`,intro:`Job postings in every state.`,children:e=>(0,P.jsx)(L,{companyId:e.id},e.id)})}function L({companyId:e}){let[o]=v(),[c,u]=(0,N.useState)(()=>A(o)),[x,I]=(0,N.useState)(1),[L]=g(c.search,300),{locations:R,categories:z}=O(e),{data:B,error:V,loading:H,reload:U}=y(F,j(e,{...c,search:L},x)),W=(e,t)=>{u(n=>({...n,[e]:t})),I(1)},G;return G=!B&&V?(0,P.jsx)(l,{error:V,onRetry:()=>void U()}):B?B.jobs.nodes.length===0?M(c)?(0,P.jsx)(p,{title:`No jobs match`,description:`Change or clear the filters.`,children:(0,P.jsx)(f,{variant:`default`,onClick:()=>u(k),children:`Clear filters`})}):(0,P.jsx)(p,{title:`No jobs yet`,description:`Write your first job posting.`,children:(0,P.jsx)(f,{component:_,to:`/jobs/new`,children:`New job`})}):(0,P.jsxs)(P.Fragment,{children:[(0,P.jsx)(h.ScrollContainer,{minWidth:820,children:(0,P.jsxs)(h,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Jobs`,"aria-busy":H,children:[(0,P.jsx)(h.Thead,{children:(0,P.jsxs)(h.Tr,{children:[(0,P.jsx)(h.Th,{children:`Title`}),(0,P.jsx)(h.Th,{children:`Status`}),(0,P.jsx)(h.Th,{children:`Locations`}),(0,P.jsx)(h.Th,{children:`Type`}),(0,P.jsx)(h.Th,{children:`Published`}),(0,P.jsx)(h.Th,{children:`Closes`})]})}),(0,P.jsx)(h.Tbody,{children:B.jobs.nodes.map(e=>(0,P.jsxs)(h.Tr,{children:[(0,P.jsxs)(h.Td,{children:[(0,P.jsx)(t,{component:_,to:`/jobs/${e.id}`,fw:500,children:e.title}),(0,P.jsx)(a,{size:`xs`,c:`dimmed`,children:[e.reference,e.languages.join(` · `)].filter(Boolean).join(` — `)})]}),(0,P.jsx)(h.Td,{children:(0,P.jsx)(i,{color:E[e.status],variant:`light`,children:w[e.status]})}),(0,P.jsx)(h.Td,{children:e.locations.map(e=>e.city).join(`, `)||(0,P.jsx)(a,{c:`dimmed`,children:`—`})}),(0,P.jsxs)(h.Td,{children:[(0,P.jsx)(a,{size:`sm`,children:e.employmentTypes.map(e=>D[e]).join(`, `)}),(0,P.jsx)(a,{size:`xs`,c:`dimmed`,children:T[e.workplaceType]})]}),(0,P.jsx)(h.Td,{children:b(e.publishedAt)}),(0,P.jsx)(h.Td,{children:b(e.closesAt)})]},e.id))})]})}),(0,P.jsx)(S,{total:B.jobs.totalCount,noun:`job`,page:x,totalPages:B.jobs.totalPages,onPage:I})]}):(0,P.jsx)(s,{label:`Loading jobs…`}),(0,P.jsxs)(P.Fragment,{children:[(0,P.jsx)(d,{justify:`flex-end`,children:(0,P.jsx)(f,{component:_,to:`/jobs/new`,children:`New job`})}),(0,P.jsxs)(m,{cols:{base:1,sm:2,lg:6},children:[(0,P.jsx)(n,{label:`Search`,placeholder:`Title, text or reference`,value:c.search,onChange:e=>W(`search`,e.currentTarget.value)}),(0,P.jsx)(r,{label:`Status`,placeholder:`Any`,clearable:!0,data:C(w),value:c.status,onChange:e=>W(`status`,e)}),(0,P.jsx)(r,{label:`Location`,placeholder:`Any`,clearable:!0,data:R,value:c.locationId,onChange:e=>W(`locationId`,e)}),(0,P.jsx)(r,{label:`Category`,placeholder:`Any`,clearable:!0,data:z,value:c.categoryId,onChange:e=>W(`categoryId`,e)}),(0,P.jsx)(r,{label:`Employment type`,placeholder:`Any`,clearable:!0,data:C(D),value:c.employmentType,onChange:e=>W(`employmentType`,e)}),(0,P.jsx)(r,{label:`Workplace`,placeholder:`Any`,clearable:!0,data:C(T),value:c.workplaceType,onChange:e=>W(`workplaceType`,e)})]}),G]})}export{I as JobsScreen};