import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Table-cASqQPup.js";import{C as n,Kt as r,a as i,dt as a,r as o}from"./LoadState-BIIigeB3.js";import{i as s}from"./FocusTrap-Dx8CtJnD.js";import{a as c,i as l,n as u,o as d,s as f,t as p}from"./useAsync-BzrLWL4D.js";import{n as m,t as h}from"./RecordFormModal-CIvhVZGm.js";import{n as g,t as _}from"./RowActions-N4vhfMwC.js";import{d as v,f as y,o as b}from"./index-DJGa_Sls.js";import{t as x}from"./Textarea-DCdRQn95.js";var S=e(r(),1),C=a(),w=o(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
    }
  }
`),T=o(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`),E=o(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`),D=o(`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      id
      name
    }
  }
`);async function O(e,t,n){let r={name:n.name.trim(),description:n.description.trim()||void 0,slug:n.slug.trim()||void 0};if(e===`tag`)return t?(await i(D,{id:t,input:r})).updateTag:(await i(E,{input:r})).createTag;let a={...r,parentId:n.parentId};return t?(await i(T,{id:t,input:a})).updateCategory:(await i(w,{input:a})).createCategory}function k({kind:e,term:t,categories:n=[],onClose:r,onSaved:i}){let a=b({mode:`controlled`,initialValues:{name:t?.name??``,slug:t?.slug??``,description:t?.description??``,parentId:t?.parentId??null},validate:{name:t=>t.trim()?null:`Enter the ${e}’s name`}}),o=t?f(n,t.id):new Set,s=c(n).filter(e=>!o.has(e.value));return(0,C.jsxs)(h,{what:e,record:t,form:a,save:n=>O(e,t?.id,n),savedMessage:t=>`The ${e} ${t.name} was saved.`,onSaved:i,onClose:r,children:[(0,C.jsx)(v,{label:`Name`,required:!0,"data-autofocus":!0,...a.getInputProps(`name`)}),(0,C.jsx)(v,{label:`Slug`,description:`In the public URL; made from the name when empty.`,...a.getInputProps(`slug`)}),e===`category`&&(0,C.jsx)(y,{label:`Parent category`,placeholder:`None (top level)`,data:s,searchable:!0,clearable:!0,...a.getInputProps(`parentId`)}),(0,C.jsx)(x,{label:`Description`,autosize:!0,minRows:2,...a.getInputProps(`description`)})]})}var A=o(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`),j=o(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      id
    }
  }
`);async function M(e,t){if(e===`tag`){let e=await l(t);return{rows:e.map(e=>({...e,depth:0})),all:e}}let n=await u(),r=t?new Set((await u(t)).map(e=>e.id)):null;return{rows:d(n).filter(e=>!r||r.has(e.id)),all:n}}function N(){return(0,C.jsx)(F,{kind:`category`})}function P(){return(0,C.jsx)(F,{kind:`tag`})}function F({kind:e}){let[r,a]=(0,S.useState)(``),o=(0,S.useCallback)(()=>M(e,r),[e,r]),{data:c,loading:l,error:u,reload:d}=p(o),[f,h]=(0,S.useState)(null),[v,y]=(0,S.useState)(null),b=e===`category`?`categories`:`tags`,x=e===`category`?`Event categories`:`Event tags`;return(0,C.jsxs)(g,{title:x,subtitle:e===`category`?`Categories nest: a child is listed under its parent.`:`Free labels for events.`,createLabel:`Create ${e}`,onCreate:()=>h(`new`),count:c?c.rows.length:null,loading:l,error:u,onRetry:()=>void d(),emptyText:`No ${b} yet.`,searchWhat:b,onSearch:a,list:(0,C.jsx)(t.ScrollContainer,{minWidth:560,children:(0,C.jsxs)(t,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":x,children:[(0,C.jsx)(t.Thead,{children:(0,C.jsxs)(t.Tr,{children:[(0,C.jsx)(t.Th,{children:`Name`}),(0,C.jsx)(t.Th,{children:`Slug`}),(0,C.jsx)(t.Th,{children:`Published events`}),(0,C.jsx)(t.Th,{children:(0,C.jsx)(s,{children:`Actions`})})]})}),(0,C.jsx)(t.Tbody,{children:c?.rows.map(e=>(0,C.jsxs)(t.Tr,{children:[(0,C.jsxs)(t.Td,{style:{paddingInlineStart:`calc(var(--mantine-spacing-sm) + ${e.depth*1.5}rem)`},children:[e.depth>0&&(0,C.jsx)(n,{span:!0,c:`dimmed`,"aria-hidden":!0,children:`└ `}),e.name]}),(0,C.jsx)(t.Td,{children:e.slug}),(0,C.jsx)(t.Td,{children:e.count}),(0,C.jsx)(t.Td,{children:(0,C.jsx)(_,{name:e.name,onEdit:()=>h(e),onDelete:()=>y(e)})})]},e.id))})]})}),children:[f&&(0,C.jsx)(k,{kind:e,term:f===`new`?null:f,categories:c?.all,onClose:()=>h(null),onSaved:()=>void d()}),(0,C.jsx)(m,{target:v,what:e,consequence:e===`category`?`it is deleted for good; its events lose it and its children move up a level.`:`it is deleted for good and its events lose it.`,remove:t=>i(e===`category`?A:j,{id:t}),onDone:()=>{y(null),d()},onCancel:()=>y(null)})]})}export{N as CategoriesScreen,P as TagsScreen};