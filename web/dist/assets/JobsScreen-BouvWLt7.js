import{T as e,d as t,f as n}from"./index-CFBQtSDf.js";import{t as r}from"./Badge-etN5kD_F.js";import{C as i,S as a,T as o,dt as s,n as c,r as l,t as u}from"./LoadState-DHKfFenz.js";import{t as d}from"./EmptyState-CHZ9aC7V.js";import{t as f}from"./SimpleGrid-BSIIP-jp.js";import{t as p}from"./Table-DG0V-cmg.js";import{t as m}from"./chunk-6KYCQHYJ-B5qGoviL.js";import{t as h}from"./useQuery-DaUrC46D.js";import{r as g}from"./dates-BL5OfHxH.js";import{t as _}from"./SortableTh-Tkj72TgA.js";import{t as v}from"./useListState-CTFoowY4.js";import{t as y}from"./CareersScreen-CJaaUKI7.js";import{t as b}from"./ListFooter-BPT9HLNl.js";import{a as x,d as S,l as C,o as w,s as T,t as E,u as D}from"./jobVocab-TXQrBpvc.js";import{n as O,r as k,t as A}from"./jobFilters-BXmFYASx.js";var j=s(),M=l(`
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
`);function N(){return(0,j.jsx)(y,{title:`Jobs`,intro:`Job postings in every state.`,children:e=>(0,j.jsx)(P,{companyId:e.id},e.id)})}function P({companyId:s}){let{filters:l,draft:y,sort:N,page:P,set:F,clear:I,setPage:L,column:R}=v(O),{locations:z,categories:B}=S(s),{data:V,error:H,loading:U,reload:W}=h(M,k(s,l,P,N)),G=(e,t,n)=>(0,j.jsx)(_,{label:e,...R(t,n)}),K;return K=!V&&H?(0,j.jsx)(u,{error:H,onRetry:()=>void W()}):V?V.jobs.nodes.length===0?A(l)?(0,j.jsx)(d,{title:`No jobs match`,description:`Change or clear the filters.`,children:(0,j.jsx)(a,{variant:`default`,onClick:I,children:`Clear filters`})}):(0,j.jsx)(d,{title:`No jobs yet`,description:`Write your first job posting.`,children:(0,j.jsx)(a,{component:m,to:`/jobs/new`,children:`New job`})}):(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(p.ScrollContainer,{minWidth:820,children:(0,j.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Jobs`,"aria-busy":U,children:[(0,j.jsx)(p.Thead,{children:(0,j.jsxs)(p.Tr,{children:[G(`Title`,`TITLE`),(0,j.jsx)(p.Th,{children:`Status`}),(0,j.jsx)(p.Th,{children:`Locations`}),(0,j.jsx)(p.Th,{children:`Type`}),G(`Published`,`PUBLISHED_AT_DESC`,`PUBLISHED_AT`),G(`Closes`,`CLOSES_AT`)]})}),(0,j.jsx)(p.Tbody,{children:V.jobs.nodes.map(t=>(0,j.jsxs)(p.Tr,{children:[(0,j.jsxs)(p.Td,{children:[(0,j.jsx)(e,{component:m,to:`/jobs/${t.id}`,fw:500,children:t.title}),(0,j.jsx)(i,{size:`xs`,c:`dimmed`,children:[t.reference,t.languages.join(` · `)].filter(Boolean).join(` — `)})]}),(0,j.jsx)(p.Td,{children:(0,j.jsxs)(o,{gap:4,children:[(0,j.jsx)(r,{color:w(t.status,t.publishedAt).color,variant:`light`,children:w(t.status,t.publishedAt).label}),t.status===`PUBLISHED`&&t.closesAt&&new Date(t.closesAt)>new Date&&(0,j.jsxs)(r,{color:`red`,variant:`light`,tt:`none`,children:[`Expires `,x(t.closesAt)]})]})}),(0,j.jsx)(p.Td,{children:t.locations.map(e=>e.city).join(`, `)||(0,j.jsx)(i,{c:`dimmed`,children:`—`})}),(0,j.jsxs)(p.Td,{children:[(0,j.jsx)(i,{size:`sm`,children:t.employmentTypes.map(e=>E[e]).join(`, `)}),(0,j.jsx)(i,{size:`xs`,c:`dimmed`,children:D[t.workplaceType]})]}),(0,j.jsx)(p.Td,{children:g(t.publishedAt)}),(0,j.jsx)(p.Td,{children:g(t.closesAt)})]},t.id))})]})}),(0,j.jsx)(b,{total:V.jobs.totalCount,noun:`job`,page:P,totalPages:V.jobs.totalPages,onPage:L})]}):(0,j.jsx)(c,{label:`Loading jobs…`}),(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(o,{justify:`flex-end`,children:(0,j.jsx)(a,{component:m,to:`/jobs/new`,children:`New job`})}),(0,j.jsxs)(f,{cols:{base:1,sm:2,lg:6},children:[(0,j.jsx)(t,{label:`Search`,placeholder:`Title, text or reference`,value:y.search,onChange:e=>F(`search`,e.currentTarget.value)}),(0,j.jsx)(n,{label:`Status`,placeholder:`Any`,clearable:!0,data:T(C),value:y.status,onChange:e=>F(`status`,e)}),(0,j.jsx)(n,{label:`Location`,placeholder:`Any`,clearable:!0,data:z,value:y.locationId,onChange:e=>F(`locationId`,e)}),(0,j.jsx)(n,{label:`Category`,placeholder:`Any`,clearable:!0,data:B,value:y.categoryId,onChange:e=>F(`categoryId`,e)}),(0,j.jsx)(n,{label:`Employment type`,placeholder:`Any`,clearable:!0,data:T(E),value:y.employmentType,onChange:e=>F(`employmentType`,e)}),(0,j.jsx)(n,{label:`Workplace`,placeholder:`Any`,clearable:!0,data:T(D),value:y.workplaceType,onChange:e=>F(`workplaceType`,e)})]}),K]})}export{N as JobsScreen};