import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,i as r,r as i}from"./index-C5rM-BrP.js";import{A as a,C as o,F as s,M as c,N as l,S as u,St as d,a as f,h as p,in as m,k as h,n as g,r as _,t as v,z as y}from"./LoadState-CQcocfvw.js";import{t as b}from"./Image-DyMforOk.js";import{t as x}from"./SimpleGrid-D4imKJtU.js";import{t as S}from"./useQuery-DjLEMtd8.js";import{r as C}from"./dates-BL5OfHxH.js";import{n as w,t as T}from"./applicationFilters-BwwZYEuo.js";import{t as E}from"./CareersScreen-DVrqumAd.js";var D=e(m(),1),O=d(),k=_(`
  query ApplicationDetail($companyId: ID!, $id: ID!) {
    application(companyId: $companyId, id: $id) {
      id
      jobId
      firstName
      lastName
      email
      phone
      motivation
      referrer
      createdAt
      education {
        title
        institution
        shortDescription
        dateFrom
        dateTo
      }
      experience {
        company
        jobTitle
        jobDescription
        tasks
        dateFrom
        dateTo
      }
      curriculumVitae {
        nameOriginal
        mediaType
        size
        downloadUrl
      }
      photo {
        nameOriginal
        mediaType
        size
        downloadUrl
      }
    }
  }
`),A=_(`
  query ApplicationJob($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {
      id
      title
    }
  }
`),j=_(`
  mutation DeleteApplication($companyId: ID!, $id: ID!) {
    deleteApplication(companyId: $companyId, id: $id)
  }
`);function M(){let{id:e=``}=o();return(0,O.jsx)(E,{title:`Application`,children:t=>(0,O.jsx)(N,{companyId:t.id,id:e},`${t.id}/${e}`)})}function N({companyId:e,id:t}){let{data:n,error:r,reload:i}=S(k,{companyId:e,id:t}),a=n?.application.jobId,o=S(A,a?{companyId:e,id:a}:null);return!n&&r?(0,O.jsx)(v,{error:r,onRetry:()=>void i()}):n?(0,O.jsx)(F,{companyId:e,a:n.application,jobTitle:o.data?.job.title??`Job ${n.application.jobId}`}):(0,O.jsx)(g,{label:`Loading the application…`})}function P(e,t){return[e,t].filter(Boolean).join(` – `)}function F({companyId:e,a:o,jobTitle:d}){let m=u(),[g,_]=(0,D.useState)(!1),[v,S]=(0,D.useState)(!1),E=T(o),k=async()=>{S(!0);try{await f(j,{companyId:e,id:o.id}),n(`The application of ${E} and its files are deleted.`),m(`/applications`)}catch(e){r(`Could not delete the application`,e),S(!1)}},A=(e,t)=>t?.downloadUrl&&(0,O.jsxs)(c,{component:`a`,href:t.downloadUrl,download:t.nameOriginal,variant:`light`,"aria-label":`Download ${e} (${t.nameOriginal})`,children:[`Download `,e]});return(0,O.jsxs)(a,{children:[(0,O.jsxs)(s,{justify:`space-between`,children:[(0,O.jsx)(t,{component:p,to:`/applications`,size:`sm`,children:`← All applications`}),(0,O.jsx)(c,{variant:`subtle`,color:`red`,onClick:()=>_(!0),children:`Delete application`})]}),(0,O.jsxs)(y,{withBorder:!0,p:`md`,children:[(0,O.jsxs)(s,{align:`flex-start`,justify:`space-between`,wrap:`wrap`,children:[(0,O.jsxs)(a,{gap:4,children:[(0,O.jsx)(h,{order:2,children:E}),(0,O.jsxs)(l,{children:[`Applied for `,(0,O.jsx)(`b`,{children:d}),` on `,C(o.createdAt)]}),(0,O.jsx)(t,{href:`mailto:${o.email}`,children:o.email}),o.phone&&(0,O.jsx)(t,{href:`tel:${o.phone}`,children:o.phone}),o.referrer&&(0,O.jsxs)(l,{size:`sm`,c:`dimmed`,children:[`Came from `,o.referrer]})]}),o.photo?.downloadUrl&&(0,O.jsx)(b,{src:o.photo.downloadUrl,alt:`Photo of ${E}`,h:140,w:140,fit:`cover`,radius:`md`})]}),(0,O.jsxs)(s,{mt:`md`,gap:`xs`,children:[A(`CV`,o.curriculumVitae),A(`photo`,o.photo),o.curriculumVitae&&(0,O.jsxs)(l,{size:`xs`,c:`dimmed`,children:[o.curriculumVitae.nameOriginal,`, `,w(o.curriculumVitae.size),`. Download links work for 24 hours; reload the page for new ones.`]})]})]}),(0,O.jsxs)(y,{withBorder:!0,p:`md`,children:[(0,O.jsx)(h,{order:3,size:`h4`,mb:`xs`,children:`Motivation`}),o.motivation?(0,O.jsx)(l,{style:{whiteSpace:`pre-wrap`},children:o.motivation}):(0,O.jsx)(l,{c:`dimmed`,children:`None given.`})]}),(0,O.jsxs)(x,{cols:{base:1,md:2},children:[(0,O.jsxs)(y,{withBorder:!0,p:`md`,children:[(0,O.jsx)(h,{order:3,size:`h4`,mb:`xs`,children:`Education`}),o.education.length===0&&(0,O.jsx)(l,{c:`dimmed`,children:`None given.`}),(0,O.jsx)(a,{gap:`sm`,children:o.education.map((e,t)=>(0,O.jsxs)(`div`,{children:[(0,O.jsx)(l,{fw:500,children:e.title}),(0,O.jsx)(l,{size:`sm`,children:[e.institution,P(e.dateFrom,e.dateTo)].filter(Boolean).join(` · `)}),e.shortDescription&&(0,O.jsx)(l,{size:`sm`,c:`dimmed`,style:{whiteSpace:`pre-wrap`},children:e.shortDescription})]},t))})]}),(0,O.jsxs)(y,{withBorder:!0,p:`md`,children:[(0,O.jsx)(h,{order:3,size:`h4`,mb:`xs`,children:`Experience`}),o.experience.length===0&&(0,O.jsx)(l,{c:`dimmed`,children:`None given.`}),(0,O.jsx)(a,{gap:`sm`,children:o.experience.map((e,t)=>(0,O.jsxs)(`div`,{children:[(0,O.jsx)(l,{fw:500,children:[e.jobTitle,e.company].filter(Boolean).join(` at `)}),(0,O.jsx)(l,{size:`sm`,children:P(e.dateFrom,e.dateTo)}),[e.jobDescription,e.tasks].filter(Boolean).map((e,t)=>(0,O.jsx)(l,{size:`sm`,c:`dimmed`,style:{whiteSpace:`pre-wrap`},children:e},t))]},t))})]})]}),(0,O.jsxs)(i,{opened:g,title:`Delete application?`,confirmLabel:`Delete for good`,danger:!0,loading:v,onConfirm:()=>void k(),onCancel:()=>_(!1),children:[`The application of `,E,`, with the CV and photo, is erased for good (for example on a GDPR request). This cannot be undone.`]})]})}export{M as ApplicationDetailScreen};