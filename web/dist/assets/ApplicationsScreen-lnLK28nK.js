import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,f as n}from"./index-C2eNUkmA.js";import{t as r}from"./Badge-CQzwQCbF.js";import{t as i}from"./EmptyState-CEc-eI80.js";import{Vt as a,b as o,n as s,ot as c,r as l,t as u,v as d}from"./LoadState-2jqhcgre.js";import{t as f}from"./SimpleGrid-DCVfmAql.js";import{t as p}from"./Table-DWBY8tYv.js";import{t as m}from"./DatePickerInput-CCoNIvEs.js";import{t as h}from"./chunk-6KYCQHYJ-C90ylXKk.js";import{t as g}from"./useQuery-CMHs18aZ.js";import{n as _}from"./dates-BbG2ew1C.js";import{t as v}from"./dayjs.min-B5ynllUt.js";import{t as y}from"./CareersScreen-C8E-98TM.js";import{t as b}from"./ListFooter-CCUP3XaL.js";var x=e(a(),1),S=e(v(),1),C={jobId:null,from:null,to:null};function w(e,t,n){let r=t.to??t.from;return{companyId:e,jobId:t.jobId,createdFrom:t.from?(0,S.default)(t.from).startOf(`day`).toDate().toISOString():null,createdBefore:r?(0,S.default)(r).add(1,`day`).startOf(`day`).toDate().toISOString():null,page:Math.max(1,n),perPage:20}}function T(e){return`${e.firstName} ${e.lastName}`.trim()||e.email}function E(e){return e<1024?`${e} B`:e<1048576?`${(e/1024).toFixed(1)} kB`:`${(e/1024/1024).toFixed(1)} MB`}var D=c(),O=l(`
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
`),k=l(`
  query JobTitles($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
      nodes {
        id
        title
        status
      }
    }
  }
`);function A(e){let{data:t}=g(k,{companyId:e}),n=t?.jobs.nodes??[];return{jobs:n,title:e=>n.find(t=>t.id===e)?.title??`Job ${e}`}}function j(){return(0,D.jsx)(y,{title:`Applications`,intro:`What candidates sent, newest first.`,children:e=>(0,D.jsx)(M,{companyId:e.id},e.id)})}function M({companyId:e}){let[a,c]=(0,x.useState)(C),[l,v]=(0,x.useState)(1),{jobs:y,title:S}=A(e),{data:E,error:k,loading:j,reload:M}=g(O,w(e,a,l)),N=e=>{c(t=>({...t,...e})),v(1)},P;return P=!E&&k?(0,D.jsx)(u,{error:k,onRetry:()=>void M()}):E?E.applications.nodes.length===0?(0,D.jsx)(i,{title:a.jobId||a.from?`No applications match`:`No applications yet`,description:`Applications sent through the careers site arrive here.`}):(0,D.jsxs)(D.Fragment,{children:[(0,D.jsx)(p.ScrollContainer,{minWidth:700,children:(0,D.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Applications`,"aria-busy":j,children:[(0,D.jsx)(p.Thead,{children:(0,D.jsxs)(p.Tr,{children:[(0,D.jsx)(p.Th,{children:`Applicant`}),(0,D.jsx)(p.Th,{children:`Job`}),(0,D.jsx)(p.Th,{children:`Received`}),(0,D.jsx)(p.Th,{children:`Files`})]})}),(0,D.jsx)(p.Tbody,{children:E.applications.nodes.map(e=>(0,D.jsxs)(p.Tr,{children:[(0,D.jsxs)(p.Td,{children:[(0,D.jsx)(t,{component:h,to:`/applications/${e.id}`,fw:500,children:T(e)}),(0,D.jsx)(d,{size:`xs`,c:`dimmed`,children:e.email})]}),(0,D.jsx)(p.Td,{children:S(e.jobId)}),(0,D.jsx)(p.Td,{children:_(e.createdAt)}),(0,D.jsx)(p.Td,{children:(0,D.jsxs)(o,{gap:4,children:[e.curriculumVitae&&(0,D.jsx)(r,{variant:`light`,children:`CV`}),e.photo&&(0,D.jsx)(r,{variant:`light`,children:`Photo`})]})})]},e.id))})]})}),(0,D.jsx)(b,{total:E.applications.totalCount,noun:`application`,page:l,totalPages:E.applications.totalPages,onPage:v})]}):(0,D.jsx)(s,{label:`Loading applications…`}),(0,D.jsxs)(D.Fragment,{children:[(0,D.jsxs)(f,{cols:{base:1,sm:2},children:[(0,D.jsx)(n,{label:`Job`,placeholder:`All jobs`,clearable:!0,searchable:!0,data:y.map(e=>({value:e.id,label:e.title})),value:a.jobId,onChange:e=>N({jobId:e})}),(0,D.jsx)(m,{type:`range`,label:`Received between`,placeholder:`Any date`,clearable:!0,allowSingleDateInRange:!0,valueFormat:`YYYY-MM-DD`,value:[a.from,a.to],onChange:([e,t])=>N({from:e,to:t})})]}),P]})}export{j as ApplicationsScreen,E as n,T as t,A as useJobTitles};