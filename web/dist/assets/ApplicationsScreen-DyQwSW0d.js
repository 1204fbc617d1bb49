import{T as e,f as t}from"./index-C5rM-BrP.js";import{t as n}from"./Badge-Mnh9nLBa.js";import{t as r}from"./EmptyState-CfwVDYAJ.js";import{F as i,N as a,St as o,h as s,n as c,r as l,t as u}from"./LoadState-CQcocfvw.js";import{t as d}from"./SimpleGrid-D4imKJtU.js";import{t as f}from"./Table-Bt46sQtF.js";import{t as p}from"./DatePickerInput-BmX0_PGs.js";import{t as m}from"./useQuery-DjLEMtd8.js";import{r as h}from"./dates-BL5OfHxH.js";import{t as g}from"./useListState-9FCvc78t.js";import{i as _,r as v,t as y}from"./applicationFilters-BwwZYEuo.js";import{t as b}from"./CareersScreen-DVrqumAd.js";import{t as x}from"./ListFooter-BMKQlof5.js";var S=o(),C=l(`
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
`),w=l(`
  query JobTitles($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
      nodes {
        id
        title
        status
      }
    }
  }
`);function T(e){let{data:t}=m(w,{companyId:e}),n=t?.jobs.nodes??[];return{jobs:n,title:e=>n.find(t=>t.id===e)?.title??`Job ${e}`}}function E(){return(0,S.jsx)(b,{title:`Applications`,intro:`What candidates sent, newest first.`,children:e=>(0,S.jsx)(D,{companyId:e.id},e.id)})}function D({companyId:o}){let{filters:l,draft:b,page:w,setFilters:E,setPage:D}=g(v),{jobs:O,title:k}=T(o),{data:A,error:j,loading:M,reload:N}=m(C,_(o,l,w)),P=e=>E({...b,...e}),F;return F=!A&&j?(0,S.jsx)(u,{error:j,onRetry:()=>void N()}):A?A.applications.nodes.length===0?(0,S.jsx)(r,{title:l.jobId||l.from?`No applications match`:`No applications yet`,description:`Applications sent through the careers site arrive here.`}):(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(f.ScrollContainer,{minWidth:700,children:(0,S.jsxs)(f,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Applications`,"aria-busy":M,children:[(0,S.jsx)(f.Thead,{children:(0,S.jsxs)(f.Tr,{children:[(0,S.jsx)(f.Th,{children:`Applicant`}),(0,S.jsx)(f.Th,{children:`Job`}),(0,S.jsx)(f.Th,{children:`Received`}),(0,S.jsx)(f.Th,{children:`Files`})]})}),(0,S.jsx)(f.Tbody,{children:A.applications.nodes.map(t=>(0,S.jsxs)(f.Tr,{children:[(0,S.jsxs)(f.Td,{children:[(0,S.jsx)(e,{component:s,to:`/applications/${t.id}`,fw:500,children:y(t)}),(0,S.jsx)(a,{size:`xs`,c:`dimmed`,children:t.email})]}),(0,S.jsx)(f.Td,{children:k(t.jobId)}),(0,S.jsx)(f.Td,{children:h(t.createdAt)}),(0,S.jsx)(f.Td,{children:(0,S.jsxs)(i,{gap:4,children:[t.curriculumVitae&&(0,S.jsx)(n,{variant:`light`,children:`CV`}),t.photo&&(0,S.jsx)(n,{variant:`light`,children:`Photo`})]})})]},t.id))})]})}),(0,S.jsx)(x,{total:A.applications.totalCount,noun:`application`,page:w,totalPages:A.applications.totalPages,onPage:D})]}):(0,S.jsx)(c,{label:`Loading applications…`}),(0,S.jsxs)(S.Fragment,{children:[(0,S.jsxs)(d,{cols:{base:1,sm:2},children:[(0,S.jsx)(t,{label:`Job`,placeholder:`All jobs`,clearable:!0,searchable:!0,data:O.map(e=>({value:e.id,label:e.title})),value:b.jobId,onChange:e=>P({jobId:e})}),(0,S.jsx)(p,{type:`range`,label:`Received between`,placeholder:`Any date`,clearable:!0,allowSingleDateInRange:!0,valueFormat:`YYYY-MM-DD`,value:[b.from,b.to],onChange:([e,t])=>P({from:e,to:t})})]}),F]})}export{E as ApplicationsScreen};