import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,c as n,l as r,s as i,u as a}from"./index-D3uIw-UL.js";import{t as o}from"./Card-BDhJpcrK.js";import{$ as s,Dt as c,Nt as l,S as u,Wt as d,Z as f,a as p,at as m,n as h,ot as g,qt as _,r as v,t as y,ut as b,v as x,w as S,y as C,zt as w}from"./LoadState-DA32Jaj2.js";import{t as T}from"./chunk-6KYCQHYJ-DScguHU6.js";import{t as E}from"./Badge-Ck4QM-fp.js";import{t as D}from"./SimpleGrid-DQVdUcEX.js";import{t as O}from"./dayjs.min-B5ynllUt.js";import{t as k}from"./useQuery-Ckk3auhT.js";import{r as A}from"./eventFilter-C1--Qu38.js";import{i as j,n as M}from"./useCalendarSite-kDX8af1_.js";import{t as N}from"./EmptyState-D3www6bs.js";import{t as P}from"./Table-D6net1F9.js";import{n as F}from"./dates-BbG2ew1C.js";import{i as I}from"./jobFilters-DCiiE3oV.js";var L={root:`m_18320242`,"skeleton-fade":`m_299c329c`},R=b(),z={visible:!0,animate:!0},B=c((e,{width:t,height:n,radius:r,circle:i})=>({root:{"--skeleton-height":_(n),"--skeleton-width":_(i?n:t),"--skeleton-radius":i?`1000px`:r===void 0?void 0:w(r)}})),V=s(e=>{let t=g(`Skeleton`,z,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,width:c,height:l,circle:u,visible:d,radius:p,animate:h,mod:_,attributes:v,...y}=t,b=m({name:`Skeleton`,classes:L,props:t,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:v,vars:s,varsResolver:B});return(0,R.jsx)(f,{...b(`root`),mod:[{visible:d,animate:h},_],...y})});V.classes=L,V.varsResolver=B,V.displayName=`@mantine/core/Skeleton`;var H=e(d(),1),U=e(O(),1);function W({title:e,headingId:t,loading:n,empty:r,emptyTitle:i,emptyDescription:a,children:s}){return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,children:[(0,R.jsx)(x,{order:3,size:`h4`,mb:`xs`,id:t,children:e}),n?(0,R.jsx)(h,{label:`Loading ${e.toLowerCase()}…`}):r?(0,R.jsx)(N,{title:i,description:a}):s]})}var G=v(`
  query DashboardCareers($companyId: ID!) {
    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {
      totalCount
    }
    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {
      totalCount
    }
    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {
      totalCount
    }
    applications(companyId: $companyId, perPage: 5) {
      totalCount
      nodes {
        id
        jobId
        firstName
        lastName
        email
        createdAt
      }
    }
  }
`),K=v(`
  query DashboardJobTitle($id: ID!, $companyId: ID!) {
    job(id: $id, companyId: $companyId) {
      id
      title
    }
  }
`),q=v(`
  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {
    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {
      totalCount
      nodes {
        id
        title
        start
        allDay
        venue {
          id
          name
        }
      }
    }
    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {
      totalCount
    }
    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {
      totalCount
    }
    mediaImages(perPage: 1) {
      totalCount
    }
  }
`);function J({label:e,value:n,hint:r,to:i}){let a=l();return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,role:`group`,"aria-labelledby":a,children:[(0,R.jsx)(u,{id:a,size:`sm`,c:`dimmed`,fw:500,children:e}),n===void 0?(0,R.jsx)(V,{height:32,width:48,mt:4,"aria-label":`Loading ${e.toLowerCase()}`}):(0,R.jsx)(u,{fz:28,fw:700,lh:1.3,"data-testid":`stat-value`,children:i?(0,R.jsx)(t,{component:T,to:i,inherit:!0,underline:`hover`,"aria-label":`${n} ${e.toLowerCase()}`,children:n}):n}),r&&(0,R.jsx)(u,{size:`xs`,c:`dimmed`,children:r})]})}function Y(e){let t=new Date(e);return t.setUTCSeconds(0,0),t.toISOString()}var X=`1970-01-01T00:00:00.000Z`;function Z(e){return[...new Set(e.map(e=>e.jobId))]}function Q({editor:e}){let[n]=(0,H.useState)(()=>Y(new Date)),{data:r,error:i,reload:a}=k(q,{now:n,ever:X}),o=r?.upcoming.nodes??[],s=M().data?.calendarSite.timezone,c=s?j(n,s):null,l=e=>A([e],`1970-01-01 00:00`);return(0,R.jsxs)(C,{gap:`sm`,children:[(0,R.jsx)(x,{order:2,size:`h3`,children:`Calendar and media`}),i&&!r?(0,R.jsx)(y,{error:i,onRetry:()=>void a()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(J,{label:`Upcoming events`,value:r?.upcoming.totalCount,hint:`Published, starting from now`,to:c?A([`PUBLISH`],`${c.date} ${c.time}`):void 0}),(0,R.jsx)(J,{label:e?`Draft events`:`Your drafts`,value:r?.drafts.totalCount,to:l(`DRAFT`)}),(0,R.jsx)(J,{label:e?`Awaiting review`:`Your events awaiting review`,value:r?.pending.totalCount,to:l(`PENDING`)}),(0,R.jsx)(J,{label:`Images`,value:r?.mediaImages.totalCount,hint:`In the media library`,to:`/media`})]}),(0,R.jsx)(W,{title:`Upcoming events`,headingId:`upcoming-events`,loading:!r,empty:o.length===0,emptyTitle:`No upcoming events`,emptyDescription:`Published events that have not started yet appear here.`,children:(0,R.jsx)(C,{gap:`xs`,component:`ul`,"aria-labelledby":`upcoming-events`,style:{listStyle:`none`,padding:0,margin:0},children:o.map(e=>(0,R.jsxs)(S,{component:`li`,justify:`space-between`,wrap:`nowrap`,gap:`sm`,children:[(0,R.jsxs)(`div`,{style:{minWidth:0},children:[(0,R.jsx)(t,{component:T,to:`/calendar/events/${e.id}`,size:`sm`,fw:500,display:`block`,truncate:!0,children:e.title||`(no title)`}),e.venue&&(0,R.jsx)(u,{size:`xs`,c:`dimmed`,truncate:!0,children:e.venue.name})]}),(0,R.jsx)(E,{variant:`light`,tt:`none`,style:{flexShrink:0},children:(0,U.default)(e.start).format(e.allDay?`ddd D MMM`:`ddd D MMM HH:mm`)})]},e.id))})})]})]})}function $({company:e}){let{data:n,error:r,reload:i}=k(G,{companyId:e.id}),a=n?.applications.nodes??[],o=ee(e.id,Z(a));return(0,R.jsxs)(C,{gap:`sm`,children:[(0,R.jsxs)(x,{order:2,size:`h3`,children:[`Careers · `,e.name]}),r&&!n?(0,R.jsx)(y,{error:r,onRetry:()=>void i()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(J,{label:`Published jobs`,value:n?.published.totalCount,to:I(`PUBLISHED`)}),(0,R.jsx)(J,{label:`Draft jobs`,value:n?.drafts.totalCount,to:I(`DRAFT`)}),(0,R.jsx)(J,{label:`Closed jobs`,value:n?.closed.totalCount,to:I(`CLOSED`)}),(0,R.jsx)(J,{label:`Applications`,value:n?.applications.totalCount,to:`/applications`})]}),(0,R.jsx)(W,{title:`Latest applications`,headingId:`latest-applications`,loading:!n,empty:a.length===0,emptyTitle:`No applications yet`,emptyDescription:`Applications sent through the careers site appear here.`,children:(0,R.jsx)(P.ScrollContainer,{minWidth:560,children:(0,R.jsxs)(P,{"aria-labelledby":`latest-applications`,verticalSpacing:`xs`,children:[(0,R.jsx)(P.Thead,{children:(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Th,{children:`Applicant`}),(0,R.jsx)(P.Th,{children:`E-mail`}),(0,R.jsx)(P.Th,{children:`Job`}),(0,R.jsx)(P.Th,{children:`Received`})]})}),(0,R.jsx)(P.Tbody,{children:a.map(e=>(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Td,{children:(0,R.jsxs)(t,{component:T,to:`/applications/${e.id}`,size:`sm`,children:[e.firstName,` `,e.lastName]})}),(0,R.jsx)(P.Td,{children:e.email}),(0,R.jsx)(P.Td,{children:(0,R.jsx)(t,{component:T,to:`/jobs/${e.jobId}`,size:`sm`,c:o[e.jobId]?void 0:`dimmed`,children:o[e.jobId]??`Job ${e.jobId}`})}),(0,R.jsx)(P.Td,{children:F(e.createdAt)})]},e.id))})]})})})]})]})}function ee(e,t){let[n,r]=(0,H.useState)({}),i=t.join(`,`);return(0,H.useEffect)(()=>{let t=!0,n=i?i.split(`,`):[];return Promise.all(n.map(t=>p(K,{id:t,companyId:e}).then(e=>[t,e.job.title],()=>null))).then(e=>{t&&r(Object.fromEntries(e.filter(e=>e!==null)))}),()=>{t=!1}},[e,i]),n}function te(){let e=a(),{current:s,loading:c,error:l,reload:d}=i(),f=n(e.role,`admin`),p=n(e.role,`editor`),m;return m=p?c&&!s?(0,R.jsx)(h,{label:`Loading the company…`}):l&&!s?(0,R.jsx)(y,{error:l,onRetry:()=>void d()}):s?(0,R.jsx)($,{company:s},s.id):(0,R.jsx)(o,{withBorder:!0,padding:`lg`,children:(0,R.jsx)(u,{size:`sm`,c:`dimmed`,children:f?`There is no company yet. Create one with “New company” at the top.`:`There is no company yet. Ask an administrator to create one.`})}):null,(0,R.jsxs)(C,{gap:`lg`,children:[(0,R.jsxs)(`div`,{children:[(0,R.jsx)(x,{order:1,children:`Dashboard`}),(0,R.jsxs)(u,{c:`dimmed`,children:[`Welcome, `,e.name||e.email,`. You are signed in as `,r[e.role].toLowerCase(),s?` for ${s.name}`:``,`.`]})]}),m,(0,R.jsx)(Q,{editor:p}),(0,R.jsxs)(S,{gap:`md`,children:[f&&(0,R.jsx)(t,{component:T,to:`/keys`,size:`sm`,children:`Manage API keys`}),(0,R.jsx)(t,{href:`/graphql`,size:`sm`,target:`_blank`,rel:`noreferrer`,children:`GraphQL explorer`})]})]})}export{te as DashboardScreen};