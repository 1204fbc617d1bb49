import{T as e,f as t}from"./index-C1j8lZyr.js";import{t as n}from"./Badge-DJQOBgiX.js";import{t as r}from"./EmptyState-e94g-ytB.js";import{C as i,T as a,ft as o,n as s,r as c,t as l}from"./LoadState-B1kGxmt7.js";import{t as u}from"./SimpleGrid-Cq5p2NPA.js";import{t as d}from"./Table-DWVR62wx.js";import{t as f}from"./DatePickerInput-s9jqUeqf.js";import{t as p}from"./chunk-6KYCQHYJ-FsgeRz50.js";import{t as m}from"./useQuery-QTvXfPyv.js";import{r as h}from"./dates-BL5OfHxH.js";import{t as g}from"./useListState-CUhGrIZ3.js";import{i as _,r as v,t as y}from"./applicationFilters-BwwZYEuo.js";import{t as b}from"./CareersScreen-CJQC7x-u.js";import{t as x}from"./ListFooter-CynY_cDC.js";var S=o(),C=c(`
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
`),w=c(`
  query JobTitles($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
      nodes {
        id
        title
        status
      }
    }
  }
`);function T(e){let{data:t}=m(w,{companyId:e}),n=t?.jobs.nodes??[];return{jobs:n,title:e=>n.find(t=>t.id===e)?.title??`Job ${e}`}}function E(){return(0,S.jsx)(b,{title:`Applications`,intro:`What candidates sent, newest first.`,children:e=>(0,S.jsx)(D,{companyId:e.id},e.id)})}function D({companyId:o}){let{filters:c,draft:b,page:w,setFilters:E,setPage:D}=g(v),{jobs:O,title:k}=T(o),{data:A,error:j,loading:M,reload:N}=m(C,_(o,c,w)),P=e=>E({...b,...e}),F;return F=!A&&j?(0,S.jsx)(l,{error:j,onRetry:()=>void N()}):A?A.applications.nodes.length===0?(0,S.jsx)(r,{title:c.jobId||c.from?`No applications match`:`No applications yet`,description:`Applications sent through the careers site arrive here.`}):(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(d.ScrollContainer,{minWidth:700,children:(0,S.jsxs)(d,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Applications`,"aria-busy":M,children:[(0,S.jsx)(d.Thead,{children:(0,S.jsxs)(d.Tr,{children:[(0,S.jsx)(d.Th,{children:`Applicant`}),(0,S.jsx)(d.Th,{children:`Job`}),(0,S.jsx)(d.Th,{children:`Received`}),(0,S.jsx)(d.Th,{children:`Files`})]})}),(0,S.jsx)(d.Tbody,{children:A.applications.nodes.map(t=>(0,S.jsxs)(d.Tr,{children:[(0,S.jsxs)(d.Td,{children:[(0,S.jsx)(e,{component:p,to:`/applications/${t.id}`,fw:500,children:y(t)}),(0,S.jsx)(i,{size:`xs`,c:`dimmed`,children:t.email})]}),(0,S.jsx)(d.Td,{children:k(t.jobId)}),(0,S.jsx)(d.Td,{children:h(t.createdAt)}),(0,S.jsx)(d.Td,{children:(0,S.jsxs)(a,{gap:4,children:[t.curriculumVitae&&(0,S.jsx)(n,{variant:`light`,children:`CV`}),t.photo&&(0,S.jsx)(n,{variant:`light`,children:`Photo`})]})})]},t.id))})]})}),(0,S.jsx)(x,{total:A.applications.totalCount,noun:`application`,page:w,totalPages:A.applications.totalPages,onPage:D})]}):(0,S.jsx)(s,{label:`Loading applications…`}),(0,S.jsxs)(S.Fragment,{children:[(0,S.jsxs)(u,{cols:{base:1,sm:2},children:[(0,S.jsx)(t,{label:`Job`,placeholder:`All jobs`,clearable:!0,searchable:!0,data:O.map(e=>({value:e.id,label:e.title})),value:b.jobId,onChange:e=>P({jobId:e})}),(0,S.jsx)(f,{type:`range`,label:`Received between`,placeholder:`Any date`,clearable:!0,allowSingleDateInRange:!0,valueFormat:`YYYY-MM-DD`,value:[b.from,b.to],onChange:([e,t])=>P({from:e,to:t})})]}),F]})}export{E as ApplicationsScreen};