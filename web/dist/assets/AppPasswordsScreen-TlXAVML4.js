import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,d as r,i,o as a,r as o,t as s,u as c}from"./index-C1j8lZyr.js";import{t as l}from"./Badge-DJQOBgiX.js";import{C as u,Jt as d,S as f,T as p,a as m,b as h,ft as g,n as _,r as v,t as y,u as b,y as x}from"./LoadState-B1kGxmt7.js";import{t as S}from"./CopyButton-BIkk1Luw.js";import{t as C}from"./EmptyState-e94g-ytB.js";import{t as w}from"./Table-DWVR62wx.js";import{o as T}from"./Modal-eFztn-sO.js";import{l as E,t as D}from"./chunk-6KYCQHYJ-FsgeRz50.js";import{t as O}from"./useQuery-QTvXfPyv.js";import{r as k}from"./dates-BL5OfHxH.js";var A=e(d(),1),j=g(),M=v(`
  query AppPasswords($userId: ID) {
    appPasswords(userId: $userId) {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`),N=v(`
  query UserEmails {
    users {
      id
      email
    }
  }
`),P=v(`
  mutation CreateAppPassword($input: CreateAppPasswordInput!) {
    createAppPassword(input: $input) {
      password
      appPassword {
        id
        name
      }
    }
  }
`),F=v(`
  mutation RevokeAppPassword($id: ID!) {
    revokeAppPassword(id: $id) {
      id
      revokedAt
    }
  }
`);function I(){let{id:e}=E(),t=c(),n=!e||e===t.id;return(0,j.jsxs)(h,{children:[n?(0,j.jsxs)(`div`,{children:[(0,j.jsx)(x,{order:1,children:`Application passwords`}),(0,j.jsx)(u,{c:`dimmed`,children:`Tools and scripts act as you with your e-mail and one of these passwords (HTTP Basic authentication), with your role. Resetting your password revokes them all.`})]}):(0,j.jsx)(L,{id:e}),(0,j.jsx)(R,{userId:n?null:e},e??`self`)]})}function L({id:e}){let{data:n}=O(N,{}),r=n?.users.find(t=>t.id===e)?.email;return(0,j.jsxs)(`div`,{children:[(0,j.jsx)(t,{component:D,to:`/users`,size:`sm`,children:`← Users`}),(0,j.jsxs)(x,{order:1,children:[`Application passwords of `,r??`…`]}),(0,j.jsx)(u,{c:`dimmed`,children:`Tools and scripts that act as this user. Revoke those that are no longer used or may have leaked.`})]})}function R({userId:e}){let{data:t,loading:r,error:a,reload:s}=O(M,{userId:e}),[c,d]=(0,A.useState)(!1),[h,g]=(0,A.useState)(null),[v,b]=(0,A.useState)(!1),x=e=>e.name||`#${e.id}`,S=async()=>{if(h){b(!0);try{await m(F,{id:h.id}),n(`Application password ${x(h)} revoked.`),g(null),await s()}catch(e){i(`Could not revoke the application password`,e)}finally{b(!1)}}},E=(0,j.jsx)(f,{onClick:()=>d(!0),children:`Create application password`}),D;return D=!t&&r?(0,j.jsx)(_,{label:`Loading application passwords…`}):t?t.appPasswords.length===0?(0,j.jsx)(C,{title:`No application passwords`,description:`Create one for each tool that needs to act as this user.`,children:E}):(0,j.jsx)(w.ScrollContainer,{minWidth:700,children:(0,j.jsxs)(w,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Application passwords`,children:[(0,j.jsx)(w.Thead,{children:(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Th,{children:`Name`}),(0,j.jsx)(w.Th,{children:`Created`}),(0,j.jsx)(w.Th,{children:`Last used`}),(0,j.jsx)(w.Th,{children:`State`}),(0,j.jsx)(w.Th,{children:(0,j.jsx)(T,{children:`Actions`})})]})}),(0,j.jsx)(w.Tbody,{children:t.appPasswords.map(e=>(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Td,{children:e.name||(0,j.jsx)(u,{c:`dimmed`,children:`Unnamed`})}),(0,j.jsx)(w.Td,{children:k(e.createdAt)}),(0,j.jsx)(w.Td,{children:k(e.lastUsedAt,`Never`)}),(0,j.jsx)(w.Td,{children:e.revokedAt?(0,j.jsxs)(l,{color:`red`,children:[`Revoked `,k(e.revokedAt)]}):(0,j.jsx)(l,{color:`green`,children:`Active`})}),(0,j.jsx)(w.Td,{children:!e.revokedAt&&(0,j.jsx)(f,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>g(e),"aria-label":`Revoke application password ${x(e)}`,children:`Revoke`})})]},e.id))})]})}):(0,j.jsx)(y,{error:a,onRetry:()=>void s()}),(0,j.jsxs)(j.Fragment,{children:[t&&t.appPasswords.length>0&&(0,j.jsx)(p,{justify:`flex-end`,children:E}),D,(0,j.jsx)(z,{opened:c,userId:e,onClose:()=>d(!1),onCreated:()=>void s()}),(0,j.jsxs)(o,{opened:h!==null,title:`Revoke application password?`,confirmLabel:`Revoke password`,danger:!0,loading:v,onConfirm:()=>void S(),onCancel:()=>g(null),children:[`Tools using `,h?`“${x(h)}”`:`it`,` are refused at once. This cannot be undone.`]})]})}function z({opened:e,userId:t,onClose:o,onCreated:c}){let[l,d]=(0,A.useState)(!1),[g,_]=(0,A.useState)(null),v=a({mode:`controlled`,initialValues:{name:``},validate:{name:e=>e.trim().length>100?`At most 100 characters`:null}}),y=()=>{v.reset(),_(null),o()},x=v.onSubmit(async({name:e})=>{d(!0);try{let{createAppPassword:r}=await m(P,{input:{userId:t,name:e.trim()}});_(r.password),v.resetDirty();let{name:i}=r.appPassword;n(i?`Application password ${i} created.`:`Application password created.`),c()}catch(e){e instanceof b&&v.setErrors(e.fields),i(`Could not create the application password`,e)}finally{d(!1)}});return(0,j.jsx)(s,{opened:e,title:g?`Copy the new application password`:`New application password`,dirty:!g&&v.isDirty(),onClose:y,children:e=>g?(0,j.jsxs)(h,{children:[(0,j.jsx)(u,{size:`sm`,children:`Copy it now: it is shown only this once. Use it with the user's e-mail as HTTP Basic credentials.`}),(0,j.jsxs)(p,{align:`flex-end`,wrap:`nowrap`,children:[(0,j.jsx)(r,{label:`Application password`,value:g,readOnly:!0,styles:{input:{fontFamily:`var(--mantine-font-family-monospace)`}},style:{flex:1},onFocus:e=>e.currentTarget.select()}),(0,j.jsx)(S,{value:g,children:({copied:e,copy:t})=>(0,j.jsx)(f,{color:e?`teal`:void 0,onClick:t,children:e?`Copied`:`Copy`})})]}),(0,j.jsx)(p,{justify:`flex-end`,children:(0,j.jsx)(f,{onClick:y,children:`Done`})})]}):(0,j.jsx)(`form`,{onSubmit:x,noValidate:!0,children:(0,j.jsxs)(h,{children:[(0,j.jsx)(r,{label:`Name`,description:`What uses it, e.g. “import script”.`,"data-autofocus":!0,autoComplete:`off`,...v.getInputProps(`name`)}),(0,j.jsxs)(p,{justify:`flex-end`,mt:`sm`,children:[(0,j.jsx)(f,{variant:`default`,onClick:e,children:`Cancel`}),(0,j.jsx)(f,{type:`submit`,loading:l,children:`Create password`})]})]})})})}export{I as AppPasswordsScreen};