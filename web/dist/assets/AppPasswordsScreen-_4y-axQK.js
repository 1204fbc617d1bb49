import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,d as r,i,o as a,r as o,t as s,u as c}from"./index-D3uIw-UL.js";import{t as l}from"./Badge-Ck4QM-fp.js";import{S as u,Wt as d,a as f,l as p,n as m,r as h,t as g,ut as _,v,w as y,x as b,y as x}from"./LoadState-DA32Jaj2.js";import{t as S}from"./CopyButton-CELUYh5r.js";import{t as C}from"./EmptyState-D3www6bs.js";import{t as w}from"./Table-D6net1F9.js";import{i as T}from"./FocusTrap-xGtOMNjG.js";import{l as E,t as D}from"./chunk-6KYCQHYJ-DScguHU6.js";import{t as O}from"./useQuery-Ckk3auhT.js";import{n as k}from"./dates-BbG2ew1C.js";var A=e(d(),1),j=_(),M=h(`
  query AppPasswords($userId: ID) {
    appPasswords(userId: $userId) {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`),N=h(`
  query UserEmails {
    users {
      id
      email
    }
  }
`),P=h(`
  mutation CreateAppPassword($input: CreateAppPasswordInput!) {
    createAppPassword(input: $input) {
      password
      appPassword {
        id
        name
      }
    }
  }
`),F=h(`
  mutation RevokeAppPassword($id: ID!) {
    revokeAppPassword(id: $id) {
      id
      revokedAt
    }
  }
`);function I(){let{id:e}=E(),t=c(),n=!e||e===t.id;return(0,j.jsxs)(x,{children:[n?(0,j.jsxs)(`div`,{children:[(0,j.jsx)(v,{order:1,children:`Application passwords`}),(0,j.jsx)(u,{c:`dimmed`,children:`Tools and scripts act as you with your e-mail and one of these passwords (HTTP Basic authentication), with your role. Resetting your password revokes them all.`})]}):(0,j.jsx)(L,{id:e}),(0,j.jsx)(R,{userId:n?null:e},e??`self`)]})}function L({id:e}){let{data:n}=O(N,{}),r=n?.users.find(t=>t.id===e)?.email;return(0,j.jsxs)(`div`,{children:[(0,j.jsx)(t,{component:D,to:`/users`,size:`sm`,children:`← Users`}),(0,j.jsxs)(v,{order:1,children:[`Application passwords of `,r??`…`]}),(0,j.jsx)(u,{c:`dimmed`,children:`Tools and scripts that act as this user. Revoke those that are no longer used or may have leaked.`})]})}function R({userId:e}){let{data:t,loading:r,error:a,reload:s}=O(M,{userId:e}),[c,d]=(0,A.useState)(!1),[p,h]=(0,A.useState)(null),[_,v]=(0,A.useState)(!1),x=e=>e.name||`#${e.id}`,S=async()=>{if(p){v(!0);try{await f(F,{id:p.id}),n(`Application password ${x(p)} revoked.`),h(null),await s()}catch(e){i(`Could not revoke the application password`,e)}finally{v(!1)}}},E=(0,j.jsx)(b,{onClick:()=>d(!0),children:`Create application password`}),D;return D=!t&&r?(0,j.jsx)(m,{label:`Loading application passwords…`}):t?t.appPasswords.length===0?(0,j.jsx)(C,{title:`No application passwords`,description:`Create one for each tool that needs to act as this user.`,children:E}):(0,j.jsx)(w.ScrollContainer,{minWidth:700,children:(0,j.jsxs)(w,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Application passwords`,children:[(0,j.jsx)(w.Thead,{children:(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Th,{children:`Name`}),(0,j.jsx)(w.Th,{children:`Created`}),(0,j.jsx)(w.Th,{children:`Last used`}),(0,j.jsx)(w.Th,{children:`State`}),(0,j.jsx)(w.Th,{children:(0,j.jsx)(T,{children:`Actions`})})]})}),(0,j.jsx)(w.Tbody,{children:t.appPasswords.map(e=>(0,j.jsxs)(w.Tr,{children:[(0,j.jsx)(w.Td,{children:e.name||(0,j.jsx)(u,{c:`dimmed`,children:`Unnamed`})}),(0,j.jsx)(w.Td,{children:k(e.createdAt)}),(0,j.jsx)(w.Td,{children:k(e.lastUsedAt,`Never`)}),(0,j.jsx)(w.Td,{children:e.revokedAt?(0,j.jsxs)(l,{color:`red`,children:[`Revoked `,k(e.revokedAt)]}):(0,j.jsx)(l,{color:`green`,children:`Active`})}),(0,j.jsx)(w.Td,{children:!e.revokedAt&&(0,j.jsx)(b,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>h(e),"aria-label":`Revoke application password ${x(e)}`,children:`Revoke`})})]},e.id))})]})}):(0,j.jsx)(g,{error:a,onRetry:()=>void s()}),(0,j.jsxs)(j.Fragment,{children:[t&&t.appPasswords.length>0&&(0,j.jsx)(y,{justify:`flex-end`,children:E}),D,(0,j.jsx)(z,{opened:c,userId:e,onClose:()=>d(!1),onCreated:()=>void s()}),(0,j.jsxs)(o,{opened:p!==null,title:`Revoke application password?`,confirmLabel:`Revoke password`,danger:!0,loading:_,onConfirm:()=>void S(),onCancel:()=>h(null),children:[`Tools using `,p?`“${x(p)}”`:`it`,` are refused at once. This cannot be undone.`]})]})}function z({opened:e,userId:t,onClose:o,onCreated:c}){let[l,d]=(0,A.useState)(!1),[m,h]=(0,A.useState)(null),g=a({mode:`controlled`,initialValues:{name:``},validate:{name:e=>e.trim().length>100?`At most 100 characters`:null}}),_=()=>{g.reset(),h(null),o()},v=g.onSubmit(async({name:e})=>{d(!0);try{let{createAppPassword:r}=await f(P,{input:{userId:t,name:e.trim()}});h(r.password),g.resetDirty();let{name:i}=r.appPassword;n(i?`Application password ${i} created.`:`Application password created.`),c()}catch(e){e instanceof p&&g.setErrors(e.fields),i(`Could not create the application password`,e)}finally{d(!1)}});return(0,j.jsx)(s,{opened:e,title:m?`Copy the new application password`:`New application password`,dirty:!m&&g.isDirty(),onClose:_,children:e=>m?(0,j.jsxs)(x,{children:[(0,j.jsx)(u,{size:`sm`,children:`Copy it now: it is shown only this once. Use it with the user's e-mail as HTTP Basic credentials.`}),(0,j.jsxs)(y,{align:`flex-end`,wrap:`nowrap`,children:[(0,j.jsx)(r,{label:`Application password`,value:m,readOnly:!0,styles:{input:{fontFamily:`var(--mantine-font-family-monospace)`}},style:{flex:1},onFocus:e=>e.currentTarget.select()}),(0,j.jsx)(S,{value:m,children:({copied:e,copy:t})=>(0,j.jsx)(b,{color:e?`teal`:void 0,onClick:t,children:e?`Copied`:`Copy`})})]}),(0,j.jsx)(y,{justify:`flex-end`,children:(0,j.jsx)(b,{onClick:_,children:`Done`})})]}):(0,j.jsx)(`form`,{onSubmit:v,noValidate:!0,children:(0,j.jsxs)(x,{children:[(0,j.jsx)(r,{label:`Name`,description:`What uses it, e.g. “import script”.`,"data-autofocus":!0,autoComplete:`off`,...g.getInputProps(`name`)}),(0,j.jsxs)(y,{justify:`flex-end`,mt:`sm`,children:[(0,j.jsx)(b,{variant:`default`,onClick:e,children:`Cancel`}),(0,j.jsx)(b,{type:`submit`,loading:l,children:`Create password`})]})]})})})}export{I as AppPasswordsScreen};