import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,f as n}from"./index-DJGa_Sls.js";import{t as r}from"./Badge-Bor_75ww.js";import{t as i}from"./EmptyState-Cuz0p4Fb.js";import{C as a,Kt as o,T as s,dt as c,n as l,r as u,t as d}from"./LoadState-BIIigeB3.js";import{t as f}from"./SimpleGrid-BJoJaafY.js";import{t as p}from"./Table-cASqQPup.js";import{t as m}from"./DatePickerInput-DeUM3zDw.js";import{t as h}from"./chunk-6KYCQHYJ-SI9gxV0_.js";import{t as g}from"./useQuery-PLwDIV0B.js";import{r as _}from"./dates-CqR05Yl0.js";import{i as v,r as y,t as b}from"./applicationFilters-FlB2pHra.js";import{t as x}from"./CareersScreen-CdivDdPL.js";import{t as S}from"./ListFooter-DmVjLl04.js";var C=e(o(),1),w=c(),T=u(`
  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {
    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      nodes {
        id
        jobId
        firstName
        lastName
        email
        createdAt
        curriculumVitae {
          id
        }
        photo {
          id
        }
      }
    }
  }
`),E=u(`
  query JobTitles($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
      nodes {
        id
        title
        status
      }
    }
  }
`);function D(e){let{data:t}=g(E,{companyId:e}),n=t?.jobs.nodes??[];return{jobs:n,title:e=>n.find(t=>t.id===e)?.title??`Job ${e}`}}function O(){return(0,w.jsx)(x,{title:`Applications`,intro:`What candidates sent, newest first.`,children:e=>(0,w.jsx)(k,{companyId:e.id},e.id)})}function k({companyId:e}){let[o,c]=(0,C.useState)(v),[u,x]=(0,C.useState)(1),{jobs:E,title:O}=D(e),{data:k,error:A,loading:j,reload:M}=g(T,y(e,o,u)),N=e=>{c(t=>({...t,...e})),x(1)},P;return P=!k&&A?(0,w.jsx)(d,{error:A,onRetry:()=>void M()}):k?k.applications.nodes.length===0?(0,w.jsx)(i,{title:o.jobId||o.from?`No applications match`:`No applications yet`,description:`Applications sent through the careers site arrive here.`}):(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(p.ScrollContainer,{minWidth:700,children:(0,w.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Applications`,"aria-busy":j,children:[(0,w.jsx)(p.Thead,{children:(0,w.jsxs)(p.Tr,{children:[(0,w.jsx)(p.Th,{children:`Applicant`}),(0,w.jsx)(p.Th,{children:`Job`}),(0,w.jsx)(p.Th,{children:`Received`}),(0,w.jsx)(p.Th,{children:`Files`})]})}),(0,w.jsx)(p.Tbody,{children:k.applications.nodes.map(e=>(0,w.jsxs)(p.Tr,{children:[(0,w.jsxs)(p.Td,{children:[(0,w.jsx)(t,{component:h,to:`/applications/${e.id}`,fw:500,children:b(e)}),(0,w.jsx)(a,{size:`xs`,c:`dimmed`,children:e.email})]}),(0,w.jsx)(p.Td,{children:O(e.jobId)}),(0,w.jsx)(p.Td,{children:_(e.createdAt)}),(0,w.jsx)(p.Td,{children:(0,w.jsxs)(s,{gap:4,children:[e.curriculumVitae&&(0,w.jsx)(r,{variant:`light`,children:`CV`}),e.photo&&(0,w.jsx)(r,{variant:`light`,children:`Photo`})]})})]},e.id))})]})}),(0,w.jsx)(S,{total:k.applications.totalCount,noun:`application`,page:u,totalPages:k.applications.totalPages,onPage:x})]}):(0,w.jsx)(l,{label:`Loading applications…`}),(0,w.jsxs)(w.Fragment,{children:[(0,w.jsxs)(f,{cols:{base:1,sm:2},children:[(0,w.jsx)(n,{label:`Job`,placeholder:`All jobs`,clearable:!0,searchable:!0,data:E.map(e=>({value:e.id,label:e.title})),value:o.jobId,onChange:e=>N({jobId:e})}),(0,w.jsx)(m,{type:`range`,label:`Received between`,placeholder:`Any date`,clearable:!0,allowSingleDateInRange:!0,valueFormat:`YYYY-MM-DD`,value:[o.from,o.to],onChange:([e,t])=>N({from:e,to:t})})]}),P]})}export{O as ApplicationsScreen};