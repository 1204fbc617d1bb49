import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Badge-DJQOBgiX.js";import{C as n,Jt as r,S as i,T as a,a as o,b as s,ft as c,n as l,r as u,t as d,u as f,y as p}from"./LoadState-B1kGxmt7.js";import{t as m}from"./Checkbox-DIwoRfli.js";import{t as h}from"./CopyButton-BIkk1Luw.js";import{t as g}from"./EmptyState-e94g-ytB.js";import{o as _,t as v}from"./Modal-eFztn-sO.js";import{t as y}from"./Table-DWVR62wx.js";import{a as b,d as x,i as S,o as C,r as w,s as T,t as E}from"./index-C1j8lZyr.js";import{t as D}from"./Tooltip-CsIFWbKp.js";import{t as O}from"./useQuery-QTvXfPyv.js";import{r as k}from"./dates-BL5OfHxH.js";var A=e(r(),1),j=c(),M=u(`
  query Webhooks($companyId: ID!) {
    webhooks(companyId: $companyId) {
      id
      url
      events
      description
      active
      includePii
      disabledReason
      createdAt
    }
    webhookEventTypes
  }
`),N=u(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
      }
    }
  }
`),P=u(`
  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {
    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {
      id
      active
      disabledReason
    }
  }
`),F=u(`
  mutation DeleteWebhook($companyId: ID!, $id: ID!) {
    deleteWebhook(companyId: $companyId, id: $id)
  }
`),I=u(`
  mutation PingWebhook($companyId: ID!, $id: ID!) {
    pingWebhook(companyId: $companyId, id: $id)
  }
`),L=u(`
  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {
    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {
      id
      messageId
      eventType
      attempt
      succeeded
      statusCode
      response
      error
      durationMs
      createdAt
    }
  }
`),R=u(`
  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {
    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)
  }
`);function z(){let{current:e,loading:t}=T();return(0,j.jsxs)(s,{children:[(0,j.jsxs)(`div`,{children:[(0,j.jsx)(p,{order:1,children:`Webhooks`}),(0,j.jsxs)(n,{c:`dimmed`,children:[`Endpoints that hear of `,e?(0,j.jsx)(`b`,{children:e.name}):`a company`,`’s changes, signed by the Standard Webhooks specification.`]})]}),t&&!e?(0,j.jsx)(l,{}):e?(0,j.jsx)(B,{company:e},e.id):(0,j.jsx)(g,{title:`No company yet`,description:`Create a company with “New company” at the top first.`})]})}function B({company:e}){let{data:r,loading:s,error:c,reload:u}=O(M,{companyId:e.id}),[f,p]=(0,A.useState)(!1),[m,h]=(0,A.useState)(null),[v,x]=(0,A.useState)(null),[C,T]=(0,A.useState)(!1),E=async(e,t,n)=>{T(!0);try{await t(),b(n),await u()}catch(t){S(e,t)}finally{T(!1)}},N=t=>E(`Could not send the ping`,()=>o(I,{companyId:e.id,id:t.id}),`Test ping sent to ${t.url}.`),L=(t,n)=>E(n?`Could not enable the webhook`:`Could not disable the webhook`,()=>o(P,{companyId:e.id,id:t.id,active:n}),n?`Webhook ${t.url} enabled.`:`Webhook ${t.url} disabled.`),R=async()=>{m&&(await E(`Could not delete the webhook`,()=>o(F,{companyId:e.id,id:m.id}),`Webhook ${m.url} deleted.`),h(null))},z=(0,j.jsx)(i,{onClick:()=>p(!0),children:`Create webhook`}),B;return B=!r&&s?(0,j.jsx)(l,{label:`Loading webhooks…`}):r?r.webhooks.length===0?(0,j.jsx)(g,{title:`No webhooks yet`,description:`Add an endpoint to hear of new jobs, applications and events at once.`,children:z}):(0,j.jsx)(y.ScrollContainer,{minWidth:860,children:(0,j.jsxs)(y,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Webhooks`,children:[(0,j.jsx)(y.Thead,{children:(0,j.jsxs)(y.Tr,{children:[(0,j.jsx)(y.Th,{children:`URL`}),(0,j.jsx)(y.Th,{children:`Events`}),(0,j.jsx)(y.Th,{children:`Created`}),(0,j.jsx)(y.Th,{children:`State`}),(0,j.jsx)(y.Th,{children:(0,j.jsx)(_,{children:`Actions`})})]})}),(0,j.jsx)(y.Tbody,{children:r.webhooks.map(e=>(0,j.jsxs)(y.Tr,{children:[(0,j.jsxs)(y.Td,{children:[(0,j.jsx)(n,{ff:`monospace`,size:`sm`,children:e.url}),e.description&&(0,j.jsx)(n,{size:`xs`,c:`dimmed`,children:e.description})]}),(0,j.jsx)(y.Td,{children:(0,j.jsx)(a,{gap:4,children:e.events.map(e=>(0,j.jsx)(t,{variant:`light`,tt:`none`,children:e},e))})}),(0,j.jsx)(y.Td,{children:k(e.createdAt)}),(0,j.jsxs)(y.Td,{children:[e.active?(0,j.jsx)(t,{color:`green`,children:`Active`}):e.disabledReason?(0,j.jsx)(D,{label:e.disabledReason,multiline:!0,w:360,children:(0,j.jsx)(t,{color:`red`,children:`Disabled by failures`})}):(0,j.jsx)(t,{color:`gray`,children:`Disabled`}),!e.active&&e.disabledReason&&(0,j.jsx)(n,{size:`xs`,c:`red`,maw:320,children:e.disabledReason})]}),(0,j.jsx)(y.Td,{children:(0,j.jsxs)(a,{gap:4,wrap:`nowrap`,children:[(0,j.jsx)(i,{variant:`subtle`,size:`xs`,disabled:C,onClick:()=>void N(e),"aria-label":`Send test ping to ${e.url}`,children:`Ping`}),(0,j.jsx)(i,{variant:`subtle`,size:`xs`,onClick:()=>x(e),"aria-label":`Deliveries of ${e.url}`,children:`Deliveries`}),(0,j.jsx)(i,{variant:`subtle`,size:`xs`,disabled:C,onClick:()=>void L(e,!e.active),"aria-label":`${e.active?`Disable`:`Enable`} ${e.url}`,children:e.active?`Disable`:`Enable`}),(0,j.jsx)(i,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>h(e),"aria-label":`Delete ${e.url}`,children:`Delete`})]})})]},e.id))})]})}):(0,j.jsx)(d,{error:c,onRetry:()=>void u()}),(0,j.jsxs)(j.Fragment,{children:[r&&r.webhooks.length>0&&(0,j.jsx)(a,{justify:`flex-end`,children:z}),B,(0,j.jsx)(V,{opened:f,company:e,eventTypes:r?.webhookEventTypes??[],onClose:()=>p(!1),onCreated:()=>void u()}),v&&(0,j.jsx)(H,{company:e,webhook:v,onClose:()=>x(null)}),(0,j.jsxs)(w,{opened:m!==null,title:`Delete webhook?`,confirmLabel:`Delete webhook`,danger:!0,loading:C,onConfirm:()=>void R(),onCancel:()=>h(null),children:[m?.url,` receives nothing more, and its delivery log is deleted. This cannot be undone.`]})]})}function V({opened:e,company:t,eventTypes:r,onClose:c,onCreated:l}){let[u,d]=(0,A.useState)(!1),[p,g]=(0,A.useState)(null),_=C({mode:`controlled`,initialValues:{url:``,events:`*`,description:``,includePii:!1},validate:{url:e=>/^https?:\/\/\S+$/.test(e.trim())?null:`Enter an http or https URL`,events:e=>e.trim()===``?`Name at least one event type or *`:null}}),v=()=>{_.reset(),g(null),c()},y=_.onSubmit(async e=>{d(!0);try{let n=e.events.split(`,`).map(e=>e.trim()).filter(Boolean),{createWebhook:r}=await o(N,{input:{companyId:t.id,url:e.url.trim(),events:n,description:e.description.trim(),includePii:e.includePii}});g(r.secret),_.resetDirty(),b(`Webhook ${r.webhook.url} created.`),l()}catch(e){if(e instanceof f){let t={};for(let[n,r]of Object.entries(e.fields))t[n.startsWith(`events`)?`events`:n]=r;_.setErrors(t)}S(`Could not create the webhook`,e)}finally{d(!1)}});return(0,j.jsx)(E,{opened:e,title:p?`Copy the signing secret`:`New webhook for ${t.name}`,dirty:!p&&_.isDirty(),onClose:v,size:`lg`,children:e=>p?(0,j.jsxs)(s,{children:[(0,j.jsx)(n,{size:`sm`,children:`Copy the secret now and give it to the receiver: it is shown only this once. The receiver checks each message's webhook-signature with it.`}),(0,j.jsxs)(a,{align:`flex-end`,wrap:`nowrap`,children:[(0,j.jsx)(x,{label:`Signing secret`,value:p,readOnly:!0,styles:{input:{fontFamily:`var(--mantine-font-family-monospace)`}},style:{flex:1},onFocus:e=>e.currentTarget.select()}),(0,j.jsx)(h,{value:p,children:({copied:e,copy:t})=>(0,j.jsx)(i,{color:e?`teal`:void 0,onClick:t,children:e?`Copied`:`Copy secret`})})]}),(0,j.jsx)(a,{justify:`flex-end`,children:(0,j.jsx)(i,{onClick:v,children:`Done`})})]}):(0,j.jsx)(`form`,{onSubmit:y,noValidate:!0,children:(0,j.jsxs)(s,{children:[(0,j.jsx)(x,{label:`URL`,placeholder:`https://example.com/hooks/corkboard`,required:!0,"data-autofocus":!0,..._.getInputProps(`url`)}),(0,j.jsx)(x,{label:`Events`,description:`Comma-separated: * for everything, job.* for a resource, or types such as ${r.slice(0,3).join(`, `)}.`,required:!0,..._.getInputProps(`events`)}),(0,j.jsx)(x,{label:`Description`,..._.getInputProps(`description`)}),(0,j.jsx)(m,{label:`Include applicants' personal data`,description:`Application messages then carry name, e-mail, phone and motivation.`,..._.getInputProps(`includePii`,{type:`checkbox`})}),(0,j.jsxs)(a,{justify:`flex-end`,mt:`sm`,children:[(0,j.jsx)(i,{variant:`default`,onClick:e,children:`Cancel`}),(0,j.jsx)(i,{type:`submit`,loading:u,children:`Create webhook`})]})]})})})}function H({company:e,webhook:r,onClose:c}){let{data:u,loading:f,error:p,reload:m}=O(L,{companyId:e.id,webhookId:r.id}),[h,g]=(0,A.useState)(!1),x=async t=>{g(!0);try{await o(R,{companyId:e.id,deliveryId:t}),b(`Message queued for redelivery.`)}catch(e){S(`Could not redeliver`,e)}finally{g(!1)}},C;return C=!u&&f?(0,j.jsx)(l,{label:`Loading deliveries…`}):u?u.webhookDeliveries.length===0?(0,j.jsx)(n,{c:`dimmed`,children:`No deliveries yet.`}):(0,j.jsx)(y.ScrollContainer,{minWidth:760,children:(0,j.jsxs)(y,{striped:!0,verticalSpacing:`xs`,"aria-label":`Deliveries`,children:[(0,j.jsx)(y.Thead,{children:(0,j.jsxs)(y.Tr,{children:[(0,j.jsx)(y.Th,{children:`Time`}),(0,j.jsx)(y.Th,{children:`Event`}),(0,j.jsx)(y.Th,{children:`Attempt`}),(0,j.jsx)(y.Th,{children:`Result`}),(0,j.jsx)(y.Th,{children:`Answer`}),(0,j.jsx)(y.Th,{children:(0,j.jsx)(_,{children:`Actions`})})]})}),(0,j.jsx)(y.Tbody,{children:u.webhookDeliveries.map(e=>(0,j.jsxs)(y.Tr,{children:[(0,j.jsx)(y.Td,{children:k(e.createdAt)}),(0,j.jsxs)(y.Td,{children:[(0,j.jsx)(n,{size:`sm`,children:e.eventType}),(0,j.jsx)(n,{size:`xs`,c:`dimmed`,ff:`monospace`,children:e.messageId})]}),(0,j.jsx)(y.Td,{children:e.attempt}),(0,j.jsxs)(y.Td,{children:[(0,j.jsx)(t,{color:e.succeeded?`green`:`red`,children:e.statusCode?`HTTP ${e.statusCode}`:`No answer`}),(0,j.jsxs)(n,{size:`xs`,c:`dimmed`,children:[e.durationMs,` ms`]})]}),(0,j.jsx)(y.Td,{children:(0,j.jsx)(n,{size:`xs`,ff:`monospace`,lineClamp:3,maw:260,children:e.error||e.response})}),(0,j.jsx)(y.Td,{children:(0,j.jsx)(i,{size:`xs`,variant:`subtle`,disabled:h,onClick:()=>void x(e.id),"aria-label":`Redeliver ${e.messageId}`,children:`Redeliver`})})]},e.id))})]})}):(0,j.jsx)(d,{error:p,onRetry:()=>void m()}),(0,j.jsx)(v,{opened:!0,onClose:c,title:`Deliveries to ${r.url}`,size:`xl`,children:(0,j.jsxs)(s,{children:[(0,j.jsx)(a,{justify:`flex-end`,children:(0,j.jsx)(i,{variant:`default`,size:`xs`,onClick:()=>void m(),loading:f,children:`Refresh`})}),C]})})}export{z as WebhooksScreen};