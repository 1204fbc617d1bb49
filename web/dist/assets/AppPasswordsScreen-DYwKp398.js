import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{T as t,a as n,d as r,i,o as a,r as o,t as s,u as c}from"./index-C5rM-BrP.js";import{t as l}from"./Badge-Mnh9nLBa.js";import{A as u,C as d,F as f,M as p,N as m,St as h,a as g,h as _,in as v,k as y,n as b,r as x,t as S,u as C}from"./LoadState-CQcocfvw.js";import{t as w}from"./CopyButton-C_ANvCYF.js";import{t as T}from"./EmptyState-CfwVDYAJ.js";import{t as E}from"./Table-Bt46sQtF.js";import{o as D}from"./Modal-AloDSMU8.js";import{t as O}from"./useQuery-DjLEMtd8.js";import{r as k}from"./dates-BL5OfHxH.js";var A=e(v(),1),j=h(),M=x(`
  query AppPasswords($userId: ID) {
    appPasswords(userId: $userId) {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`),N=x(`
  query UserEmails {
    users {
      id
      email
    }
  }
`),P=x(`
  mutation CreateAppPassword($input: CreateAppPasswordInput!) {
    createAppPassword(input: $input) {
      password
      appPassword {
        id
        name
      }
    }
  }
`),F=x(`
  mutation RevokeAppPassword($id: ID!) {
    revokeAppPassword(id: $id) {
      id
      revokedAt
    }
  }
`);function I(){let{id:e}=d(),t=c(),n=!e||e===t.id;return(0,j.jsxs)(u,{children:[n?(0,j.jsxs)(`div`,{children:[(0,j.jsx)(y,{order:1,children:`Application passwords`}),(0,j.jsx)(m,{c:`dimmed`,children:`Tools and scripts act as you with your e-mail and one of these passwords (HTTP Basic authentication), with your role. Resetting your password revokes them all.`})]}):(0,j.jsx)(L,{id:e}),(0,j.jsx)(R,{userId:n?null:e},e??`self`)]})}function L({id:e}){let{data:n}=O(N,{}),r=n?.users.find(t=>t.id===e)?.email;return(0,j.jsxs)(`div`,{children:[(0,j.jsx)(t,{component:_,to:`/users`,size:`sm`,children:`← Users`}),(0,j.jsxs)(y,{order:1,children:[`Application passwords of `,r??`…`]}),(0,j.jsx)(m,{c:`dimmed`,children:`Tools and scripts that act as this user. Revoke those that are no longer used or may have leaked.`})]})}function R({userId:e}){let{data:t,loading:r,error:a,reload:s}=O(M,{userId:e}),[c,u]=(0,A.useState)(!1),[d,h]=(0,A.useState)(null),[_,v]=(0,A.useState)(!1),y=e=>e.name||`#${e.id}`,x=async()=>{if(d){v(!0);try{await g(F,{id:d.id}),n(`Application password ${y(d)} revoked.`),h(null),await s()}catch(e){i(`Could not revoke the application password`,e)}finally{v(!1)}}},C=(0,j.jsx)(p,{onClick:()=>u(!0),children:`Create application password`}),w;return w=!t&&r?(0,j.jsx)(b,{label:`Loading application passwords…`}):t?t.appPasswords.length===0?(0,j.jsx)(T,{title:`No application passwords`,description:`Create one for each tool that needs to act as this user.`,children:C}):(0,j.jsx)(E.ScrollContainer,{minWidth:700,children:(0,j.jsxs)(E,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Application passwords`,children:[(0,j.jsx)(E.Thead,{children:(0,j.jsxs)(E.Tr,{children:[(0,j.jsx)(E.Th,{children:`Name`}),(0,j.jsx)(E.Th,{children:`Created`}),(0,j.jsx)(E.Th,{children:`Last used`}),(0,j.jsx)(E.Th,{children:`State`}),(0,j.jsx)(E.Th,{children:(0,j.jsx)(D,{children:`Actions`})})]})}),(0,j.jsx)(E.Tbody,{children:t.appPasswords.map(e=>(0,j.jsxs)(E.Tr,{children:[(0,j.jsx)(E.Td,{children:e.name||(0,j.jsx)(m,{c:`dimmed`,children:`Unnamed`})}),(0,j.jsx)(E.Td,{children:k(e.createdAt)}),(0,j.jsx)(E.Td,{children:k(e.lastUsedAt,`Never`)}),(0,j.jsx)(E.Td,{children:e.revokedAt?(0,j.jsxs)(l,{color:`red`,children:[`Revoked `,k(e.revokedAt)]}):(0,j.jsx)(l,{color:`green`,children:`Active`})}),(0,j.jsx)(E.Td,{children:!e.revokedAt&&(0,j.jsx)(p,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>h(e),"aria-label":`Revoke application password ${y(e)}`,children:`Revoke`})})]},e.id))})]})}):(0,j.jsx)(S,{error:a,onRetry:()=>void s()}),(0,j.jsxs)(j.Fragment,{children:[t&&t.appPasswords.length>0&&(0,j.jsx)(f,{justify:`flex-end`,children:C}),w,(0,j.jsx)(z,{opened:c,userId:e,onClose:()=>u(!1),onCreated:()=>void s()}),(0,j.jsxs)(o,{opened:d!==null,title:`Revoke application password?`,confirmLabel:`Revoke password`,danger:!0,loading:_,onConfirm:()=>void x(),onCancel:()=>h(null),children:[`Tools using `,d?`“${y(d)}”`:`it`,` are refused at once. This cannot be undone.`]})]})}function z({opened:e,userId:t,onClose:o,onCreated:c}){let[l,d]=(0,A.useState)(!1),[h,_]=(0,A.useState)(null),v=a({mode:`controlled`,initialValues:{name:``},validate:{name:e=>e.trim().length>100?`At most 100 characters`:null}}),y=()=>{v.reset(),_(null),o()},b=v.onSubmit(async({name:e})=>{d(!0);try{let{createAppPassword:r}=await g(P,{input:{userId:t,name:e.trim()}});_(r.password),v.resetDirty();let{name:i}=r.appPassword;n(i?`Application password ${i} created.`:`Application password created.`),c()}catch(e){e instanceof C&&v.setErrors(e.fields),i(`Could not create the application password`,e)}finally{d(!1)}});return(0,j.jsx)(s,{opened:e,title:h?`Copy the new application password`:`New application password`,dirty:!h&&v.isDirty(),onClose:y,children:e=>h?(0,j.jsxs)(u,{children:[(0,j.jsx)(m,{size:`sm`,children:`Copy it now: it is shown only this once. Use it with the user's e-mail as HTTP Basic credentials.`}),(0,j.jsxs)(f,{align:`flex-end`,wrap:`nowrap`,children:[(0,j.jsx)(r,{label:`Application password`,value:h,readOnly:!0,styles:{input:{fontFamily:`var(--mantine-font-family-monospace)`}},style:{flex:1},onFocus:e=>e.currentTarget.select()}),(0,j.jsx)(w,{value:h,children:({copied:e,copy:t})=>(0,j.jsx)(p,{color:e?`teal`:void 0,onClick:t,children:e?`Copied`:`Copy`})})]}),(0,j.jsx)(f,{justify:`flex-end`,children:(0,j.jsx)(p,{onClick:y,children:`Done`})})]}):(0,j.jsx)(`form`,{onSubmit:b,noValidate:!0,children:(0,j.jsxs)(u,{children:[(0,j.jsx)(r,{label:`Name`,description:`What uses it, e.g. “import script”.`,"data-autofocus":!0,autoComplete:`off`,...v.getInputProps(`name`)}),(0,j.jsxs)(f,{justify:`flex-end`,mt:`sm`,children:[(0,j.jsx)(p,{variant:`default`,onClick:e,children:`Cancel`}),(0,j.jsx)(p,{type:`submit`,loading:l,children:`Create password`})]})]})})})}export{I as AppPasswordsScreen};