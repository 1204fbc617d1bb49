import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,c as n,l as r,s as i,u as a}from"./index-C5rM-BrP.js";import{t as o}from"./Card-BST2Y15N.js";import{$t as s,A as c,Bt as l,F as u,Kt as d,N as f,St as p,_t as m,a as h,dt as g,h as _,in as v,k as y,lt as b,n as x,r as S,sn as C,t as w,vt as T}from"./LoadState-CQcocfvw.js";import{t as E}from"./Badge-Mnh9nLBa.js";import{t as D}from"./SimpleGrid-D4imKJtU.js";import{t as O}from"./useQuery-DjLEMtd8.js";import{a as k}from"./eventFilter-BRIPZsld.js";import{a as A,l as j,n as M}from"./useCalendarSite-C5hsFbT6.js";import{t as N}from"./EmptyState-CfwVDYAJ.js";import{t as P}from"./Table-Bt46sQtF.js";import{r as F}from"./dates-BL5OfHxH.js";import{i as I}from"./jobFilters-BXmFYASx.js";var L={root:`m_18320242`,"skeleton-fade":`m_299c329c`},R=p(),z={visible:!0,animate:!0},B=l((e,{width:t,height:n,radius:r,circle:i})=>({root:{"--skeleton-height":C(n),"--skeleton-width":C(i?n:t),"--skeleton-radius":i?`1000px`:r===void 0?void 0:s(r)}})),V=g(e=>{let t=T(`Skeleton`,z,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,width:c,height:l,circle:u,visible:d,radius:f,animate:p,mod:h,attributes:g,..._}=t,v=m({name:`Skeleton`,classes:L,props:t,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:g,vars:s,varsResolver:B});return(0,R.jsx)(b,{...v(`root`),mod:[{visible:d,animate:p},h],..._})});V.classes=L,V.varsResolver=B,V.displayName=`@mantine/core/Skeleton`;var H=e(v(),1);function U({title:e,headingId:t,loading:n,empty:r,emptyTitle:i,emptyDescription:a,children:s}){return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,children:[(0,R.jsx)(y,{order:3,size:`h4`,mb:`xs`,id:t,children:e}),n?(0,R.jsx)(x,{label:`Loading ${e.toLowerCase()}…`}):r?(0,R.jsx)(N,{title:i,description:a}):s]})}var W=S(`
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
`),G=S(`
  query DashboardJobTitle($id: ID!, $companyId: ID!) {
    job(id: $id, companyId: $companyId) {
      id
      title
    }
  }
`),K=S(`
  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {
    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {
      totalCount
      nodes {
        id
        title
        start
        allDay
        timezone
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
`);function q({label:e,value:n,hint:r,to:i}){let a=d();return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,role:`group`,"aria-labelledby":a,children:[(0,R.jsx)(f,{id:a,size:`sm`,c:`dimmed`,fw:500,children:e}),n===void 0?(0,R.jsx)(V,{height:32,width:48,mt:4,"aria-label":`Loading ${e.toLowerCase()}`}):(0,R.jsx)(f,{fz:28,fw:700,lh:1.3,"data-testid":`stat-value`,children:i?(0,R.jsx)(t,{component:_,to:i,inherit:!0,underline:`hover`,"aria-label":`${n} ${e.toLowerCase()}`,children:n}):n}),r&&(0,R.jsx)(f,{size:`xs`,c:`dimmed`,children:r})]})}function J(e){let t=new Date(e);return t.setUTCSeconds(0,0),t.toISOString()}var Y=`1970-01-01T00:00:00.000Z`;function X(e){return[...new Set(e.map(e=>e.jobId))]}function Z({editor:e}){let[n]=(0,H.useState)(()=>J(new Date)),{data:r,error:i,reload:a}=O(K,{now:n,ever:Y}),o=r?.upcoming.nodes??[],s=M().data?.calendarSite.timezone,l=s?A(n,s):null,d=e=>k([e],`1970-01-01 00:00`);return(0,R.jsxs)(c,{gap:`sm`,children:[(0,R.jsx)(y,{order:2,size:`h3`,children:`Calendar and media`}),i&&!r?(0,R.jsx)(w,{error:i,onRetry:()=>void a()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(q,{label:`Upcoming events`,value:r?.upcoming.totalCount,hint:`Published, starting from now`,to:l?k([`PUBLISH`],`${l.date} ${l.time}`):void 0}),(0,R.jsx)(q,{label:e?`Draft events`:`Your drafts`,value:r?.drafts.totalCount,to:d(`DRAFT`)}),(0,R.jsx)(q,{label:e?`Awaiting review`:`Your events awaiting review`,value:r?.pending.totalCount,to:d(`PENDING`)}),(0,R.jsx)(q,{label:`Images`,value:r?.mediaImages.totalCount,hint:`In the media library`,to:`/media`})]}),(0,R.jsx)(U,{title:`Upcoming events`,headingId:`upcoming-events`,loading:!r,empty:o.length===0,emptyTitle:`No upcoming events`,emptyDescription:`Published events that have not started yet appear here.`,children:(0,R.jsx)(c,{gap:`xs`,component:`ul`,"aria-labelledby":`upcoming-events`,style:{listStyle:`none`,padding:0,margin:0},children:o.map(e=>(0,R.jsxs)(u,{component:`li`,justify:`space-between`,wrap:`nowrap`,gap:`sm`,children:[(0,R.jsxs)(`div`,{style:{minWidth:0},children:[(0,R.jsx)(t,{component:_,to:`/calendar/events/${e.id}`,size:`sm`,fw:500,display:`block`,truncate:!0,children:e.title||`(no title)`}),e.venue&&(0,R.jsx)(f,{size:`xs`,c:`dimmed`,truncate:!0,children:e.venue.name})]}),(0,R.jsx)(E,{variant:`light`,tt:`none`,style:{flexShrink:0},children:j(e)})]},e.id))})})]})]})}function Q({company:e}){let{data:n,error:r,reload:i}=O(W,{companyId:e.id}),a=n?.applications.nodes??[],o=$(e.id,X(a));return(0,R.jsxs)(c,{gap:`sm`,children:[(0,R.jsxs)(y,{order:2,size:`h3`,children:[`Careers · `,e.name]}),r&&!n?(0,R.jsx)(w,{error:r,onRetry:()=>void i()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(q,{label:`Published jobs`,value:n?.published.totalCount,to:I(`PUBLISHED`)}),(0,R.jsx)(q,{label:`Draft jobs`,value:n?.drafts.totalCount,to:I(`DRAFT`)}),(0,R.jsx)(q,{label:`Closed jobs`,value:n?.closed.totalCount,to:I(`CLOSED`)}),(0,R.jsx)(q,{label:`Applications`,value:n?.applications.totalCount,to:`/applications`})]}),(0,R.jsx)(U,{title:`Latest applications`,headingId:`latest-applications`,loading:!n,empty:a.length===0,emptyTitle:`No applications yet`,emptyDescription:`Applications sent through the careers site appear here.`,children:(0,R.jsx)(P.ScrollContainer,{minWidth:560,children:(0,R.jsxs)(P,{"aria-labelledby":`latest-applications`,verticalSpacing:`xs`,children:[(0,R.jsx)(P.Thead,{children:(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Th,{children:`Applicant`}),(0,R.jsx)(P.Th,{children:`E-mail`}),(0,R.jsx)(P.Th,{children:`Job`}),(0,R.jsx)(P.Th,{children:`Received`})]})}),(0,R.jsx)(P.Tbody,{children:a.map(e=>(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Td,{children:(0,R.jsxs)(t,{component:_,to:`/applications/${e.id}`,size:`sm`,children:[e.firstName,` `,e.lastName]})}),(0,R.jsx)(P.Td,{children:e.email}),(0,R.jsx)(P.Td,{children:(0,R.jsx)(t,{component:_,to:`/jobs/${e.jobId}`,size:`sm`,c:o[e.jobId]?void 0:`dimmed`,children:o[e.jobId]??`Job ${e.jobId}`})}),(0,R.jsx)(P.Td,{children:F(e.createdAt)})]},e.id))})]})})})]})]})}function $(e,t){let[n,r]=(0,H.useState)({}),i=t.join(`,`);return(0,H.useEffect)(()=>{let t=!0,n=i?i.split(`,`):[];return Promise.all(n.map(t=>h(G,{id:t,companyId:e}).then(e=>[t,e.job.title],()=>null))).then(e=>{t&&r(Object.fromEntries(e.filter(e=>e!==null)))}),()=>{t=!1}},[e,i]),n}function ee(){let e=a(),{current:s,loading:l,error:d,reload:p}=i(),m=n(e.role,`admin`),h=n(e.role,`editor`),g;return g=h?l&&!s?(0,R.jsx)(x,{label:`Loading the company…`}):d&&!s?(0,R.jsx)(w,{error:d,onRetry:()=>void p()}):s?(0,R.jsx)(Q,{company:s},s.id):(0,R.jsx)(o,{withBorder:!0,padding:`lg`,children:(0,R.jsx)(f,{size:`sm`,c:`dimmed`,children:m?`There is no company yet. Create one with “New company” at the top.`:`There is no company yet. Ask an administrator to create one.`})}):null,(0,R.jsxs)(c,{gap:`lg`,children:[(0,R.jsxs)(`div`,{children:[(0,R.jsx)(y,{order:1,children:`Dashboard`}),(0,R.jsxs)(f,{c:`dimmed`,children:[`Welcome, `,e.name||e.email,`. You are signed in as `,r[e.role].toLowerCase(),s?` for ${s.name}`:``,`.`]})]}),g,(0,R.jsx)(Z,{editor:h}),(0,R.jsxs)(u,{gap:`md`,children:[m&&(0,R.jsx)(t,{component:_,to:`/keys`,size:`sm`,children:`Manage API keys`}),(0,R.jsx)(t,{href:`/graphql`,size:`sm`,target:`_blank`,rel:`noreferrer`,children:`GraphQL explorer`})]})]})}export{ee as DashboardScreen};