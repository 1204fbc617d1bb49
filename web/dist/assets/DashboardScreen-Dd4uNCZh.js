import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,c as n,l as r,s as i,u as a}from"./index-C1j8lZyr.js";import{t as o}from"./Card-C5AD6zcK.js";import{$ as s,At as c,C as l,It as u,Jt as d,T as f,Ut as p,Zt as m,a as h,b as g,ct as _,ft as v,n as y,r as b,st as x,t as S,tt as C,y as w}from"./LoadState-B1kGxmt7.js";import{t as T}from"./chunk-6KYCQHYJ-FsgeRz50.js";import{t as E}from"./Badge-DJQOBgiX.js";import{t as D}from"./SimpleGrid-Cq5p2NPA.js";import{t as O}from"./useQuery-QTvXfPyv.js";import{a as k}from"./eventFilter-vc8P0m1Q.js";import{a as A,l as j,n as M}from"./useCalendarSite-C4YAHEHf.js";import{t as N}from"./EmptyState-e94g-ytB.js";import{t as P}from"./Table-DWVR62wx.js";import{r as F}from"./dates-BL5OfHxH.js";import{i as I}from"./jobFilters-BXmFYASx.js";var L={root:`m_18320242`,"skeleton-fade":`m_299c329c`},R=v(),z={visible:!0,animate:!0},B=c((e,{width:t,height:n,radius:r,circle:i})=>({root:{"--skeleton-height":m(n),"--skeleton-width":m(i?n:t),"--skeleton-radius":i?`1000px`:r===void 0?void 0:p(r)}})),V=C(e=>{let t=_(`Skeleton`,z,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:c,width:l,height:u,circle:d,visible:f,radius:p,animate:m,mod:h,attributes:g,...v}=t,y=x({name:`Skeleton`,classes:L,props:t,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:g,vars:c,varsResolver:B});return(0,R.jsx)(s,{...y(`root`),mod:[{visible:f,animate:m},h],...v})});V.classes=L,V.varsResolver=B,V.displayName=`@mantine/core/Skeleton`;var H=e(d(),1);function U({title:e,headingId:t,loading:n,empty:r,emptyTitle:i,emptyDescription:a,children:s}){return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,children:[(0,R.jsx)(w,{order:3,size:`h4`,mb:`xs`,id:t,children:e}),n?(0,R.jsx)(y,{label:`Loading ${e.toLowerCase()}…`}):r?(0,R.jsx)(N,{title:i,description:a}):s]})}var W=b(`
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
`),G=b(`
  query DashboardJobTitle($id: ID!, $companyId: ID!) {
    job(id: $id, companyId: $companyId) {
      id
      title
    }
  }
`),K=b(`
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
`);function q({label:e,value:n,hint:r,to:i}){let a=u();return(0,R.jsxs)(o,{withBorder:!0,padding:`md`,role:`group`,"aria-labelledby":a,children:[(0,R.jsx)(l,{id:a,size:`sm`,c:`dimmed`,fw:500,children:e}),n===void 0?(0,R.jsx)(V,{height:32,width:48,mt:4,"aria-label":`Loading ${e.toLowerCase()}`}):(0,R.jsx)(l,{fz:28,fw:700,lh:1.3,"data-testid":`stat-value`,children:i?(0,R.jsx)(t,{component:T,to:i,inherit:!0,underline:`hover`,"aria-label":`${n} ${e.toLowerCase()}`,children:n}):n}),r&&(0,R.jsx)(l,{size:`xs`,c:`dimmed`,children:r})]})}function J(e){let t=new Date(e);return t.setUTCSeconds(0,0),t.toISOString()}var Y=`1970-01-01T00:00:00.000Z`;function X(e){return[...new Set(e.map(e=>e.jobId))]}function Z({editor:e}){let[n]=(0,H.useState)(()=>J(new Date)),{data:r,error:i,reload:a}=O(K,{now:n,ever:Y}),o=r?.upcoming.nodes??[],s=M().data?.calendarSite.timezone,c=s?A(n,s):null,u=e=>k([e],`1970-01-01 00:00`);return(0,R.jsxs)(g,{gap:`sm`,children:[(0,R.jsx)(w,{order:2,size:`h3`,children:`Calendar and media`}),i&&!r?(0,R.jsx)(S,{error:i,onRetry:()=>void a()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(q,{label:`Upcoming events`,value:r?.upcoming.totalCount,hint:`Published, starting from now`,to:c?k([`PUBLISH`],`${c.date} ${c.time}`):void 0}),(0,R.jsx)(q,{label:e?`Draft events`:`Your drafts`,value:r?.drafts.totalCount,to:u(`DRAFT`)}),(0,R.jsx)(q,{label:e?`Awaiting review`:`Your events awaiting review`,value:r?.pending.totalCount,to:u(`PENDING`)}),(0,R.jsx)(q,{label:`Images`,value:r?.mediaImages.totalCount,hint:`In the media library`,to:`/media`})]}),(0,R.jsx)(U,{title:`Upcoming events`,headingId:`upcoming-events`,loading:!r,empty:o.length===0,emptyTitle:`No upcoming events`,emptyDescription:`Published events that have not started yet appear here.`,children:(0,R.jsx)(g,{gap:`xs`,component:`ul`,"aria-labelledby":`upcoming-events`,style:{listStyle:`none`,padding:0,margin:0},children:o.map(e=>(0,R.jsxs)(f,{component:`li`,justify:`space-between`,wrap:`nowrap`,gap:`sm`,children:[(0,R.jsxs)(`div`,{style:{minWidth:0},children:[(0,R.jsx)(t,{component:T,to:`/calendar/events/${e.id}`,size:`sm`,fw:500,display:`block`,truncate:!0,children:e.title||`(no title)`}),e.venue&&(0,R.jsx)(l,{size:`xs`,c:`dimmed`,truncate:!0,children:e.venue.name})]}),(0,R.jsx)(E,{variant:`light`,tt:`none`,style:{flexShrink:0},children:j(e)})]},e.id))})})]})]})}function Q({company:e}){let{data:n,error:r,reload:i}=O(W,{companyId:e.id}),a=n?.applications.nodes??[],o=$(e.id,X(a));return(0,R.jsxs)(g,{gap:`sm`,children:[(0,R.jsxs)(w,{order:2,size:`h3`,children:[`Careers · `,e.name]}),r&&!n?(0,R.jsx)(S,{error:r,onRetry:()=>void i()}):(0,R.jsxs)(R.Fragment,{children:[(0,R.jsxs)(D,{cols:{base:2,sm:4},children:[(0,R.jsx)(q,{label:`Published jobs`,value:n?.published.totalCount,to:I(`PUBLISHED`)}),(0,R.jsx)(q,{label:`Draft jobs`,value:n?.drafts.totalCount,to:I(`DRAFT`)}),(0,R.jsx)(q,{label:`Closed jobs`,value:n?.closed.totalCount,to:I(`CLOSED`)}),(0,R.jsx)(q,{label:`Applications`,value:n?.applications.totalCount,to:`/applications`})]}),(0,R.jsx)(U,{title:`Latest applications`,headingId:`latest-applications`,loading:!n,empty:a.length===0,emptyTitle:`No applications yet`,emptyDescription:`Applications sent through the careers site appear here.`,children:(0,R.jsx)(P.ScrollContainer,{minWidth:560,children:(0,R.jsxs)(P,{"aria-labelledby":`latest-applications`,verticalSpacing:`xs`,children:[(0,R.jsx)(P.Thead,{children:(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Th,{children:`Applicant`}),(0,R.jsx)(P.Th,{children:`E-mail`}),(0,R.jsx)(P.Th,{children:`Job`}),(0,R.jsx)(P.Th,{children:`Received`})]})}),(0,R.jsx)(P.Tbody,{children:a.map(e=>(0,R.jsxs)(P.Tr,{children:[(0,R.jsx)(P.Td,{children:(0,R.jsxs)(t,{component:T,to:`/applications/${e.id}`,size:`sm`,children:[e.firstName,` `,e.lastName]})}),(0,R.jsx)(P.Td,{children:e.email}),(0,R.jsx)(P.Td,{children:(0,R.jsx)(t,{component:T,to:`/jobs/${e.jobId}`,size:`sm`,c:o[e.jobId]?void 0:`dimmed`,children:o[e.jobId]??`Job ${e.jobId}`})}),(0,R.jsx)(P.Td,{children:F(e.createdAt)})]},e.id))})]})})})]})]})}function $(e,t){let[n,r]=(0,H.useState)({}),i=t.join(`,`);return(0,H.useEffect)(()=>{let t=!0,n=i?i.split(`,`):[];return Promise.all(n.map(t=>h(G,{id:t,companyId:e}).then(e=>[t,e.job.title],()=>null))).then(e=>{t&&r(Object.fromEntries(e.filter(e=>e!==null)))}),()=>{t=!1}},[e,i]),n}function ee(){let e=a(),{current:s,loading:c,error:u,reload:d}=i(),p=n(e.role,`admin`),m=n(e.role,`editor`),h;return h=m?c&&!s?(0,R.jsx)(y,{label:`Loading the company…`}):u&&!s?(0,R.jsx)(S,{error:u,onRetry:()=>void d()}):s?(0,R.jsx)(Q,{company:s},s.id):(0,R.jsx)(o,{withBorder:!0,padding:`lg`,children:(0,R.jsx)(l,{size:`sm`,c:`dimmed`,children:p?`There is no company yet. Create one with “New company” at the top.`:`There is no company yet. Ask an administrator to create one.`})}):null,(0,R.jsxs)(g,{gap:`lg`,children:[(0,R.jsxs)(`div`,{children:[(0,R.jsx)(w,{order:1,children:`Dashboard`}),(0,R.jsxs)(l,{c:`dimmed`,children:[`Welcome, `,e.name||e.email,`. You are signed in as `,r[e.role].toLowerCase(),s?` for ${s.name}`:``,`.`]})]}),h,(0,R.jsx)(Z,{editor:m}),(0,R.jsxs)(f,{gap:`md`,children:[p&&(0,R.jsx)(t,{component:T,to:`/keys`,size:`sm`,children:`Manage API keys`}),(0,R.jsx)(t,{href:`/graphql`,size:`sm`,target:`_blank`,rel:`noreferrer`,children:`GraphQL explorer`})]})]})}export{ee as DashboardScreen};