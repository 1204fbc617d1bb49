import{T as e,d as t,f as n}from"./index-CHzs28IG.js";import{t as r}from"./Badge-Dc5sEijU.js";import{F as i,M as a,N as o,h as s,n as c,r as l,t as u,xt as d}from"./LoadState-DBhZqM3R.js";import{t as f}from"./EmptyState-B5xBE4Sy.js";import{t as p}from"./SimpleGrid-BoM0L9IH.js";import{t as m}from"./Table-DKm26l76.js";import{t as h}from"./useQuery-DXQSIfwr.js";import{r as g}from"./dates-BL5OfHxH.js";import{t as _}from"./SortableTh-gY65FHn9.js";import{t as v}from"./useListState-DYNmRsC1.js";import{t as y}from"./CareersScreen-BfrEEkwC.js";import{t as b}from"./ListFooter-DPAneVBN.js";import{a as x,c as S,l as C,o as w,t as T,u as E}from"./jobVocab-DNljaggo.js";import{n as D,r as O,t as k}from"./jobFilters-BXmFYASx.js";var A=d(),j=l(`
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
`);function M(){return(0,A.jsx)(y,{title:`Jobs`,intro:`Job postings in every state.`,children:e=>(0,A.jsx)(N,{companyId:e.id},e.id)})}function N({companyId:l}){let{filters:d,draft:y,sort:M,page:N,set:P,clear:F,setPage:I,column:L}=v(D),{locations:R,categories:z}=E(l),{data:B,error:V,loading:H,reload:U}=h(j,O(l,d,N,M)),W=(e,t,n)=>(0,A.jsx)(_,{label:e,...L(t,n)}),G;return G=!B&&V?(0,A.jsx)(u,{error:V,onRetry:()=>void U()}):B?B.jobs.nodes.length===0?k(d)?(0,A.jsx)(f,{title:`No jobs match`,description:`Change or clear the filters.`,children:(0,A.jsx)(a,{variant:`default`,onClick:F,children:`Clear filters`})}):(0,A.jsx)(f,{title:`No jobs yet`,description:`Write your first job posting.`,children:(0,A.jsx)(a,{component:s,to:`/jobs/new`,children:`New job`})}):(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(m.ScrollContainer,{minWidth:820,children:(0,A.jsxs)(m,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Jobs`,"aria-busy":H,children:[(0,A.jsx)(m.Thead,{children:(0,A.jsxs)(m.Tr,{children:[W(`Title`,`TITLE`),(0,A.jsx)(m.Th,{children:`Status`}),(0,A.jsx)(m.Th,{children:`Locations`}),(0,A.jsx)(m.Th,{children:`Type`}),W(`Published`,`PUBLISHED_AT_DESC`,`PUBLISHED_AT`),W(`Closes`,`CLOSES_AT`)]})}),(0,A.jsx)(m.Tbody,{children:B.jobs.nodes.map(t=>(0,A.jsxs)(m.Tr,{children:[(0,A.jsxs)(m.Td,{children:[(0,A.jsx)(e,{component:s,to:`/jobs/${t.id}`,fw:500,children:t.title}),(0,A.jsx)(o,{size:`xs`,c:`dimmed`,children:[t.reference,t.languages.join(` · `)].filter(Boolean).join(` — `)})]}),(0,A.jsx)(m.Td,{children:(0,A.jsx)(r,{color:x(t.status,t.publishedAt).color,variant:`light`,children:x(t.status,t.publishedAt).label})}),(0,A.jsx)(m.Td,{children:t.locations.map(e=>e.city).join(`, `)||(0,A.jsx)(o,{c:`dimmed`,children:`—`})}),(0,A.jsxs)(m.Td,{children:[(0,A.jsx)(o,{size:`sm`,children:t.employmentTypes.map(e=>T[e]).join(`, `)}),(0,A.jsx)(o,{size:`xs`,c:`dimmed`,children:C[t.workplaceType]})]}),(0,A.jsx)(m.Td,{children:g(t.publishedAt)}),(0,A.jsx)(m.Td,{children:g(t.closesAt)})]},t.id))})]})}),(0,A.jsx)(b,{total:B.jobs.totalCount,noun:`job`,page:N,totalPages:B.jobs.totalPages,onPage:I})]}):(0,A.jsx)(c,{label:`Loading jobs…`}),(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(i,{justify:`flex-end`,children:(0,A.jsx)(a,{component:s,to:`/jobs/new`,children:`New job`})}),(0,A.jsxs)(p,{cols:{base:1,sm:2,lg:6},children:[(0,A.jsx)(t,{label:`Search`,placeholder:`Title, text or reference`,value:y.search,onChange:e=>P(`search`,e.currentTarget.value)}),(0,A.jsx)(n,{label:`Status`,placeholder:`Any`,clearable:!0,data:w(S),value:y.status,onChange:e=>P(`status`,e)}),(0,A.jsx)(n,{label:`Location`,placeholder:`Any`,clearable:!0,data:R,value:y.locationId,onChange:e=>P(`locationId`,e)}),(0,A.jsx)(n,{label:`Category`,placeholder:`Any`,clearable:!0,data:z,value:y.categoryId,onChange:e=>P(`categoryId`,e)}),(0,A.jsx)(n,{label:`Employment type`,placeholder:`Any`,clearable:!0,data:w(T),value:y.employmentType,onChange:e=>P(`employmentType`,e)}),(0,A.jsx)(n,{label:`Workplace`,placeholder:`Any`,clearable:!0,data:w(C),value:y.workplaceType,onChange:e=>P(`workplaceType`,e)})]}),G]})}export{M as JobsScreen};