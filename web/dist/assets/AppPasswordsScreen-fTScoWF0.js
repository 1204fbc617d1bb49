import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,d as r,i,o as a,r as o,t as s,u as c}from"./index-BVJQ5wMB.js";import{t as l}from"./Badge-C3aHIFZ2.js";import{Vt as u,_ as d,a as f,b as p,h as m,l as h,m as g,n as _,ot as v,r as y,t as b,v as x}from"./LoadState-e4c5ai1u.js";import{t as S}from"./CopyButton-qtsrlDx7.js";import{t as C}from"./EmptyState-D1pTWn5T.js";import{t as w}from"./Table-DwK7Zu-f.js";import{i as T}from"./FocusTrap-DB8pkc6O.js";import{l as E,t as D}from"./chunk-6KYCQHYJ-u5Mvp4gR.js";import{t as O}from"./useQuery-spGBRN3S.js";import{n as k}from"./dates-BbG2ew1C.js";var A=e(u(),1),j=v(),M=y(`
  query AppPasswords($userId: ID) {
    appPasswords(userId: $userId) {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`),N=y(`
  query UserEmails {
    users {
      id
      email
    }
  }
`),P=y(`
  mutation CreateAppPassword($input: CreateAppPasswordInput!) {
    createAppPassword(input: $input) {
      password
      appPassword {
        id
        name
      }
    }
  }
`),F=y(`
  mutation RevokeAppPassword($id: ID!) {
    revokeAppPassword(id: $id) {
      id
      revokedAt
    }
  }
`);function I(){let{id:e}=E(),t=c(),n=!e||e===t.id;return(0,j.jsxs)(m,{children:[n?(0,j.jsxs)(`div`,{children:[(0,j.jsx)(g,{order:1,children:`Application passwords`}),(0,j.jsx)(x,{c:`dimmed`,children:`Tools and scripts act as you with your e-mail and one of these passwords (HTTP Basic authentication), with your role. Resetting your password revokes them all.`})]}):(0,j.jsx)(L,{id:e}),(0,j.jsx)(R,{userId:n?null:e},e??`self`)]})}function L({id:e}){let{data:n}=O(N,{}),r=n?.users.find(t=>t.id===e)?.email;return(0,j.jsxs)(`div`,{children:[(0,j.jsx)(t,{component:D,to:`/users`,size:`sm`,children:`← Users`}),(0,j.jsxs)(g,{order:1,children:[`Application passwords of `,r??`…`]}),(0,j.jsx)(x,{c:`dimmed`,children:`Tools and scripts that act as this user. Revoke those that are no longer used or may have leaked.`})]})}function R({userId:e}){let{data:t,loading:r,error:a,reload:s}=O(M,{userId:e}),[c,u]=(0,A.useState)(!1),[m,h]=(0,A.useState)(null),[g,v]=(0,A.useState)(!1),y=e=>e.name||`#${e.id}`,S=async()=>{if(m){v(!0);try{await f(F,{id:m.id}),n(`Application password ${y(m)} revoked.`),h(null),await s()}catch(e){i(`Could not revoke the application password`,e)}finally{v(!1)}}},E=(0,j.jsx)(d,{onClick:()=>u(!0),children:`Create application password`}),D;return D=!t&&r?(0,j.jsx)(_,{label:`Loading application passwords…`}):t?t.appPasswords.length===0?(0,j.jsx)(C,{title:`No application passwords`,description:`Create one for each tool that needs to act as this user.`,children:E}):(0,j.jsx)(w.ScrollContainer,{minWidth:700,children:(0,j.jsxs)(w,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Application passwords`,children:[(0,j.jsx)(w.Thead,{children:(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Th,{children:`Name`}),(0,j.jsx)(w.Th,{children:`Created`}),(0,j.jsx)(w.Th,{children:`Last used`}),(0,j.jsx)(w.Th,{children:`State`}),(0,j.jsx)(w.Th,{children:(0,j.jsx)(T,{children:`Actions`})})]})}),(0,j.jsx)(w.Tbody,{children:t.appPasswords.map(e=>(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Td,{children:e.name||(0,j.jsx)(x,{c:`dimmed`,children:`Unnamed`})}),(0,j.jsx)(w.Td,{children:k(e.createdAt)}),(0,j.jsx)(w.Td,{children:k(e.lastUsedAt,`Never`)}),(0,j.jsx)(w.Td,{children:e.revokedAt?(0,j.jsxs)(l,{color:`red`,children:[`Revoked `,k(e.revokedAt)]}):(0,j.jsx)(l,{color:`green`,children:`Active`})}),(0,j.jsx)(w.Td,{children:!e.revokedAt&&(0,j.jsx)(d,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>h(e),"aria-label":`Revoke application password ${y(e)}`,children:`Revoke`})})]},e.id))})]})}):(0,j.jsx)(b,{error:a,onRetry:()=>void s()}),(0,j.jsxs)(j.Fragment,{children:[t&&t.appPasswords.length>0&&(0,j.jsx)(p,{justify:`flex-end`,children:E}),D,(0,j.jsx)(z,{opened:c,userId:e,onClose:()=>u(!1),onCreated:()=>void s()}),(0,j.jsxs)(o,{opened:m!==null,title:`Revoke application password?`,confirmLabel:`Revoke password`,danger:!0,loading:g,onConfirm:()=>void S(),onCancel:()=>h(null),children:[`Tools using `,m?`“${y(m)}”`:`it`,` are refused at once. This cannot be undone.`]})]})}function z({opened:e,userId:t,onClose:o,onCreated:c}){let[l,u]=(0,A.useState)(!1),[g,_]=(0,A.useState)(null),v=a({mode:`controlled`,initialValues:{name:``},validate:{name:e=>e.trim().length>100?`At most 100 characters`:null}}),y=()=>{v.reset(),_(null),o()},b=v.onSubmit(async({name:e})=>{u(!0);try{let{createAppPassword:r}=await f(P,{input:{userId:t,name:e.trim()}});_(r.password),v.resetDirty();let{name:i}=r.appPassword;n(i?`Application password ${i} created.`:`Application password created.`),c()}catch(e){e instanceof h&&v.setErrors(e.fields),i(`Could not create the application password`,e)}finally{u(!1)}});return(0,j.jsx)(s,{opened:e,title:g?`Copy the new application password`:`New application password`,dirty:!g&&v.isDirty(),onClose:y,children:e=>g?(0,j.jsxs)(m,{children:[(0,j.jsx)(x,{size:`sm`,children:`Copy it now: it is shown only this once. Use it with the user's e-mail as HTTP Basic credentials.`}),(0,j.jsxs)(p,{align:`flex-end`,wrap:`nowrap`,children:[(0,j.jsx)(r,{label:`Application password`,value:g,readOnly:!0,styles:{input:{fontFamily:`var(--mantine-font-family-monospace)`}},style:{flex:1},onFocus:e=>e.currentTarget.select()}),(0,j.jsx)(S,{value:g,children:({copied:e,copy:t})=>(0,j.jsx)(d,{color:e?`teal`:void 0,onClick:t,children:e?`Copied`:`Copy`})})]}),(0,j.jsx)(p,{justify:`flex-end`,children:(0,j.jsx)(d,{onClick:y,children:`Done`})})]}):(0,j.jsx)(`form`,{onSubmit:b,noValidate:!0,children:(0,j.jsxs)(m,{children:[(0,j.jsx)(r,{label:`Name`,description:`What uses it, e.g. “import script”.`,"data-autofocus":!0,autoComplete:`off`,...v.getInputProps(`name`)}),(0,j.jsxs)(p,{justify:`flex-end`,mt:`sm`,children:[(0,j.jsx)(d,{variant:`default`,onClick:e,children:`Cancel`}),(0,j.jsx)(d,{type:`submit`,loading:l,children:`Create password`})]})]})})})}export{I as AppPasswordsScreen};