import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Table-B9qpdppH.js";import{C as n,Kt as r,a as i,dt as a,r as o}from"./LoadState-CK2ndUh0.js";import{i as s}from"./FocusTrap-CPtYsg37.js";import{a as c,i as l,n as u,o as d,s as f,t as p}from"./useAsync-C9CFgQ3s.js";import{a as m,s as h,t as g}from"./RecordFormModal-pRlXb6Nq.js";import{n as _,t as v}from"./RowActions-ZPk1AegQ.js";import{d as y,f as b,o as x}from"./index-D7SJGktI.js";import{t as S}from"./Textarea-BuuzxM1A.js";var C=e(r(),1),w=a(),T=o(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
    }
  }
`),E=o(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`),D=o(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`),O=o(`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      id
      name
    }
  }
`);async function k(e,t,n){let r={name:n.name.trim(),description:n.description.trim()||void 0,slug:n.slug.trim()||void 0};if(e===`tag`)return t?(await i(O,{id:t,input:r})).updateTag:(await i(D,{input:r})).createTag;let a={...r,parentId:n.parentId};return t?(await i(E,{id:t,input:a})).updateCategory:(await i(T,{input:a})).createCategory}function A({kind:e,term:t,categories:n=[],onClose:r,onSaved:i}){let a=x({mode:`controlled`,initialValues:{name:t?.name??``,slug:t?.slug??``,description:t?.description??``,parentId:t?.parentId??null},validate:{name:t=>t.trim()?null:`Enter the ${e}’s name`}}),o=t?f(n,t.id):new Set,s=c(n).filter(e=>!o.has(e.value));return(0,w.jsxs)(g,{what:e,record:t,form:a,renames:m,save:n=>k(e,t?.id,n),savedMessage:t=>`The ${e} ${t.name} was saved.`,onSaved:i,onClose:r,children:[(0,w.jsx)(y,{label:`Name`,required:!0,"data-autofocus":!0,...a.getInputProps(`name`)}),(0,w.jsx)(y,{label:`Slug`,description:`In the public URL; made from the name when empty.`,...a.getInputProps(`slug`)}),e===`category`&&(0,w.jsx)(b,{label:`Parent category`,placeholder:`None (top level)`,data:s,searchable:!0,clearable:!0,...a.getInputProps(`parentId`)}),(0,w.jsx)(S,{label:`Description`,autosize:!0,minRows:2,...a.getInputProps(`description`)})]})}var j=o(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`),M=o(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      id
    }
  }
`);async function N(e,t){if(e===`tag`){let e=await l(t);return{rows:e.map(e=>({...e,depth:0})),all:e}}let n=await u(),r=t?new Set((await u(t)).map(e=>e.id)):null;return{rows:d(n).filter(e=>!r||r.has(e.id)),all:n}}function P(){return(0,w.jsx)(I,{kind:`category`})}function F(){return(0,w.jsx)(I,{kind:`tag`})}function I({kind:e}){let[r,a]=(0,C.useState)(``),o=(0,C.useCallback)(()=>N(e,r),[e,r]),{data:c,loading:l,error:u,reload:d}=p(o),[f,m]=(0,C.useState)(null),[g,y]=(0,C.useState)(null),b=e===`category`?`categories`:`tags`,x=e===`category`?`Event categories`:`Event tags`;return(0,w.jsxs)(_,{title:x,subtitle:e===`category`?`Categories nest: a child is listed under its parent.`:`Free labels for events.`,createLabel:`Create ${e}`,onCreate:()=>m(`new`),count:c?c.rows.length:null,loading:l,error:u,onRetry:()=>void d(),emptyText:`No ${b} yet.`,searchWhat:b,onSearch:a,list:(0,w.jsx)(t.ScrollContainer,{minWidth:560,children:(0,w.jsxs)(t,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":x,children:[(0,w.jsx)(t.Thead,{children:(0,w.jsxs)(t.Tr,{children:[(0,w.jsx)(t.Th,{children:`Name`}),(0,w.jsx)(t.Th,{children:`Slug`}),(0,w.jsx)(t.Th,{children:`Published events`}),(0,w.jsx)(t.Th,{children:(0,w.jsx)(s,{children:`Actions`})})]})}),(0,w.jsx)(t.Tbody,{children:c?.rows.map(e=>(0,w.jsxs)(t.Tr,{children:[(0,w.jsxs)(t.Td,{style:{paddingInlineStart:`calc(var(--mantine-spacing-sm) + ${e.depth*1.5}rem)`},children:[e.depth>0&&(0,w.jsx)(n,{span:!0,c:`dimmed`,"aria-hidden":!0,children:`└ `}),e.name]}),(0,w.jsx)(t.Td,{children:e.slug}),(0,w.jsx)(t.Td,{children:e.count}),(0,w.jsx)(t.Td,{children:(0,w.jsx)(v,{name:e.name,onEdit:()=>m(e),onDelete:()=>y(e)})})]},e.id))})]})}),children:[f&&(0,w.jsx)(A,{kind:e,term:f===`new`?null:f,categories:c?.all,onClose:()=>m(null),onSaved:()=>void d()}),(0,w.jsx)(h,{target:g,what:e,consequence:e===`category`?`it is deleted for good; its events lose it and its children move up a level.`:`it is deleted for good and its events lose it.`,remove:t=>i(e===`category`?j:M,{id:t}),onDone:()=>{y(null),d()},onCancel:()=>y(null)})]})}export{P as CategoriesScreen,F as TagsScreen};