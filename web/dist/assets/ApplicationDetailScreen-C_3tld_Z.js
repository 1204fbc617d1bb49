import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,i as r,r as i}from"./index-C1j8lZyr.js";import{C as a,Jt as o,S as s,T as c,a as l,b as u,ft as d,k as f,n as p,r as m,t as h,y as g}from"./LoadState-B1kGxmt7.js";import{t as _}from"./Image-CQx5EyQz.js";import{t as v}from"./SimpleGrid-Cq5p2NPA.js";import{c as y,l as b,t as x}from"./chunk-6KYCQHYJ-FsgeRz50.js";import{t as S}from"./useQuery-QTvXfPyv.js";import{r as C}from"./dates-BL5OfHxH.js";import{n as w,t as T}from"./applicationFilters-BwwZYEuo.js";import{t as E}from"./CareersScreen-CJQC7x-u.js";var D=e(o(),1),O=d(),k=m(`
  query ApplicationDetail($companyId: ID!, $id: ID!) {
    application(companyId: $companyId, id: $id) {
      id
      jobId
      open
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
      answers {
        questionId
        label
        display
        file {
          nameOriginal
          downloadUrl
        }
      }
      consents {
        consentId
        kind
        name
        version
        givenAt
      }
    }
  }
`),A=m(`
  query ApplicationJob($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {
      id
      title
    }
  }
`),j=m(`
  mutation DeleteApplication($companyId: ID!, $id: ID!) {
    deleteApplication(companyId: $companyId, id: $id)
  }
`);function M(){let{id:e=``}=b();return(0,O.jsx)(E,{title:`Application`,children:t=>(0,O.jsx)(N,{companyId:t.id,id:e},`${t.id}/${e}`)})}function N({companyId:e,id:t}){let{data:n,error:r,reload:i}=S(k,{companyId:e,id:t}),a=n?.application.open?void 0:n?.application.jobId,o=S(A,a?{companyId:e,id:a}:null);if(!n&&r)return(0,O.jsx)(h,{error:r,onRetry:()=>void i()});if(!n)return(0,O.jsx)(p,{label:`Loading the application…`});let s=n.application.open?`an open application`:o.data?.job.title??`Job ${n.application.jobId}`;return(0,O.jsx)(L,{companyId:e,a:n.application,jobTitle:s})}var P={PROCESSING:`Processing of the application`,TALENT_POOL:`Talent pool`,MARKETING:`Marketing`};function F(e,t){return P[e]??(t||`Custom consent`)}function I(e,t){return[e,t].filter(Boolean).join(` – `)}function L({companyId:e,a:o,jobTitle:d}){let p=y(),[m,h]=(0,D.useState)(!1),[b,S]=(0,D.useState)(!1),E=T(o),k=async()=>{S(!0);try{await l(j,{companyId:e,id:o.id}),n(`The application of ${E} and its files are deleted.`),p(`/applications`)}catch(e){r(`Could not delete the application`,e),S(!1)}},A=(e,t)=>t?.downloadUrl&&(0,O.jsxs)(s,{component:`a`,href:t.downloadUrl,download:t.nameOriginal,variant:`light`,"aria-label":`Download ${e} (${t.nameOriginal})`,children:[`Download `,e]});return(0,O.jsxs)(u,{children:[(0,O.jsxs)(c,{justify:`space-between`,children:[(0,O.jsx)(t,{component:x,to:`/applications`,size:`sm`,children:`← All applications`}),(0,O.jsx)(s,{variant:`subtle`,color:`red`,onClick:()=>h(!0),children:`Delete application`})]}),(0,O.jsxs)(f,{withBorder:!0,p:`md`,children:[(0,O.jsxs)(c,{align:`flex-start`,justify:`space-between`,wrap:`wrap`,children:[(0,O.jsxs)(u,{gap:4,children:[(0,O.jsx)(g,{order:2,children:E}),(0,O.jsxs)(a,{children:[o.open?`Sent`:`Applied for`,` `,(0,O.jsx)(`b`,{children:d}),` on `,C(o.createdAt)]}),(0,O.jsx)(t,{href:`mailto:${o.email}`,children:o.email}),o.phone&&(0,O.jsx)(t,{href:`tel:${o.phone}`,children:o.phone}),o.referrer&&(0,O.jsxs)(a,{size:`sm`,c:`dimmed`,children:[`Came from `,o.referrer]})]}),o.photo?.downloadUrl&&(0,O.jsx)(_,{src:o.photo.downloadUrl,alt:`Photo of ${E}`,h:140,w:140,fit:`cover`,radius:`md`})]}),(0,O.jsxs)(c,{mt:`md`,gap:`xs`,children:[A(`CV`,o.curriculumVitae),A(`photo`,o.photo),o.curriculumVitae&&(0,O.jsxs)(a,{size:`xs`,c:`dimmed`,children:[o.curriculumVitae.nameOriginal,`, `,w(o.curriculumVitae.size),`. Download links work for 24 hours; reload the page for new ones.`]})]})]}),(0,O.jsxs)(f,{withBorder:!0,p:`md`,children:[(0,O.jsx)(g,{order:3,size:`h4`,mb:`xs`,children:`Motivation`}),o.motivation?(0,O.jsx)(a,{style:{whiteSpace:`pre-wrap`},children:o.motivation}):(0,O.jsx)(a,{c:`dimmed`,children:`None given.`})]}),(0,O.jsxs)(v,{cols:{base:1,md:2},children:[(0,O.jsxs)(f,{withBorder:!0,p:`md`,children:[(0,O.jsx)(g,{order:3,size:`h4`,mb:`xs`,children:`Education`}),o.education.length===0&&(0,O.jsx)(a,{c:`dimmed`,children:`None given.`}),(0,O.jsx)(u,{gap:`sm`,children:o.education.map((e,t)=>(0,O.jsxs)(`div`,{children:[(0,O.jsx)(a,{fw:500,children:e.title}),(0,O.jsx)(a,{size:`sm`,children:[e.institution,I(e.dateFrom,e.dateTo)].filter(Boolean).join(` · `)}),e.shortDescription&&(0,O.jsx)(a,{size:`sm`,c:`dimmed`,style:{whiteSpace:`pre-wrap`},children:e.shortDescription})]},t))})]}),(0,O.jsxs)(f,{withBorder:!0,p:`md`,children:[(0,O.jsx)(g,{order:3,size:`h4`,mb:`xs`,children:`Experience`}),o.experience.length===0&&(0,O.jsx)(a,{c:`dimmed`,children:`None given.`}),(0,O.jsx)(u,{gap:`sm`,children:o.experience.map((e,t)=>(0,O.jsxs)(`div`,{children:[(0,O.jsx)(a,{fw:500,children:[e.jobTitle,e.company].filter(Boolean).join(` at `)}),(0,O.jsx)(a,{size:`sm`,children:I(e.dateFrom,e.dateTo)}),[e.jobDescription,e.tasks].filter(Boolean).map((e,t)=>(0,O.jsx)(a,{size:`sm`,c:`dimmed`,style:{whiteSpace:`pre-wrap`},children:e},t))]},t))})]})]}),(0,O.jsxs)(v,{cols:{base:1,md:2},children:[(0,O.jsxs)(f,{withBorder:!0,p:`md`,component:`section`,"aria-labelledby":`answers-title`,children:[(0,O.jsx)(g,{order:3,size:`h4`,mb:`xs`,id:`answers-title`,children:`Answers`}),o.answers.length===0&&(0,O.jsx)(a,{c:`dimmed`,children:`No questions answered.`}),(0,O.jsx)(u,{gap:`sm`,children:o.answers.map(e=>(0,O.jsxs)(`div`,{children:[(0,O.jsx)(a,{fw:500,children:e.label}),e.file?.downloadUrl?(0,O.jsx)(t,{href:e.file.downloadUrl,download:e.file.nameOriginal,children:e.display}):(0,O.jsx)(a,{size:`sm`,style:{whiteSpace:`pre-wrap`},children:e.display})]},e.questionId))})]}),(0,O.jsxs)(f,{withBorder:!0,p:`md`,component:`section`,"aria-labelledby":`consents-title`,children:[(0,O.jsx)(g,{order:3,size:`h4`,mb:`xs`,id:`consents-title`,children:`Consents`}),o.consents.length===0&&(0,O.jsx)(a,{c:`dimmed`,children:`None recorded.`}),(0,O.jsx)(u,{gap:`xs`,children:o.consents.map(e=>(0,O.jsxs)(a,{size:`sm`,children:[(0,O.jsx)(`b`,{children:F(e.kind,e.name)}),`: version `,e.version,`, given `,C(e.givenAt)]},e.consentId))})]})]}),(0,O.jsxs)(i,{opened:m,title:`Delete application?`,confirmLabel:`Delete for good`,danger:!0,loading:b,onConfirm:()=>void k(),onCancel:()=>h(!1),children:[`The application of `,E,`, with the CV and photo, is erased for good (for example on a GDPR request). This cannot be undone.`]})]})}export{M as ApplicationDetailScreen};