import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Table-CRNSrTY6.js";import{Vt as n,_ as r,a as i,b as a,h as o,l as s,ot as c,r as l,v as u}from"./LoadState-CvOhJDDI.js";import{i as d}from"./FocusTrap-Dl66w9iC.js";import{a as f,i as p,n as m,o as h,r as g,t as _}from"./useAsync-Dg9CIdwz.js";import{i as v,n as y,o as b,s as x}from"./fieldErrors-DOnYsuVs.js";import{n as S,t as C}from"./RowActions-CBD1B8qz.js";import{a as w,d as T,f as E,i as D,o as O,t as k}from"./index-C1FkVrST.js";import{t as A}from"./Textarea-Bk0j8HrX.js";var j=e(n(),1),M=c(),N=l(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
    }
  }
`),P=l(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`),F=l(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`),I=l(`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      id
      name
    }
  }
`);async function L(e,t,n){let r={name:n.name.trim(),description:n.description.trim()||void 0,slug:n.slug.trim()||void 0};if(e===`tag`)return t?(await i(I,{id:t,input:r})).updateTag:(await i(F,{input:r})).createTag;let a={...r,parentId:n.parentId};return t?(await i(P,{id:t,input:a})).updateCategory:(await i(N,{input:a})).createCategory}function R({kind:e,term:t,categories:n=[],onClose:i,onSaved:c}){let[l,u]=(0,j.useState)(!1),d=O({mode:`controlled`,initialValues:{name:t?.name??``,slug:t?.slug??``,description:t?.description??``,parentId:t?.parentId??null},validate:{name:t=>t.trim()?null:`Enter the ${e}’s name`}}),f=t?h(n,t.id):new Set,m=p(n).filter(e=>!f.has(e.value)),g=d.onSubmit(async n=>{u(!0);try{let r=await L(e,t?.id,n);w(`The ${e} ${r.name} was saved.`),d.resetDirty(),c(),i()}catch(t){t instanceof s&&d.setErrors(y(t.fields,v)),D(`Could not save the ${e}`,t)}finally{u(!1)}});return(0,M.jsx)(k,{opened:!0,title:t?`Edit ${e} ${t.name}`:`New ${e}`,dirty:d.isDirty(),onClose:i,children:n=>(0,M.jsx)(`form`,{onSubmit:e=>b(e,g),noValidate:!0,children:(0,M.jsxs)(o,{children:[(0,M.jsx)(T,{label:`Name`,required:!0,"data-autofocus":!0,...d.getInputProps(`name`)}),(0,M.jsx)(T,{label:`Slug`,description:`In the public URL; made from the name when empty.`,...d.getInputProps(`slug`)}),e===`category`&&(0,M.jsx)(E,{label:`Parent category`,placeholder:`None (top level)`,data:m,searchable:!0,clearable:!0,...d.getInputProps(`parentId`)}),(0,M.jsx)(A,{label:`Description`,autosize:!0,minRows:2,...d.getInputProps(`description`)}),(0,M.jsxs)(a,{justify:`flex-end`,mt:`sm`,children:[(0,M.jsx)(r,{variant:`default`,onClick:n,children:`Cancel`}),(0,M.jsx)(r,{type:`submit`,loading:l,children:t?`Save ${e}`:`Create ${e}`})]})]})})})}var z=l(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`),B=l(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      id
    }
  }
`);async function V(e,t){if(e===`tag`){let e=await g(t);return{rows:e.map(e=>({...e,depth:0})),all:e}}let n=await m(),r=t?new Set((await m(t)).map(e=>e.id)):null;return{rows:f(n).filter(e=>!r||r.has(e.id)),all:n}}function H(){return(0,M.jsx)(W,{kind:`category`})}function U(){return(0,M.jsx)(W,{kind:`tag`})}function W({kind:e}){let[n,r]=(0,j.useState)(``),a=(0,j.useCallback)(()=>V(e,n),[e,n]),{data:o,loading:s,error:c,reload:l}=_(a),[f,p]=(0,j.useState)(null),[m,h]=(0,j.useState)(null),g=e===`category`?`categories`:`tags`,v=e===`category`?`Event categories`:`Event tags`;return(0,M.jsxs)(S,{title:v,subtitle:e===`category`?`Categories nest: a child is listed under its parent.`:`Free labels for events.`,createLabel:`Create ${e}`,onCreate:()=>p(`new`),count:o?o.rows.length:null,loading:s,error:c,onRetry:()=>void l(),emptyText:`No ${g} yet.`,searchWhat:g,onSearch:r,list:(0,M.jsx)(t.ScrollContainer,{minWidth:560,children:(0,M.jsxs)(t,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":v,children:[(0,M.jsx)(t.Thead,{children:(0,M.jsxs)(t.Tr,{children:[(0,M.jsx)(t.Th,{children:`Name`}),(0,M.jsx)(t.Th,{children:`Slug`}),(0,M.jsx)(t.Th,{children:`Published events`}),(0,M.jsx)(t.Th,{children:(0,M.jsx)(d,{children:`Actions`})})]})}),(0,M.jsx)(t.Tbody,{children:o?.rows.map(e=>(0,M.jsxs)(t.Tr,{children:[(0,M.jsxs)(t.Td,{style:{paddingInlineStart:`calc(var(--mantine-spacing-sm) + ${e.depth*1.5}rem)`},children:[e.depth>0&&(0,M.jsx)(u,{span:!0,c:`dimmed`,"aria-hidden":!0,children:`└ `}),e.name]}),(0,M.jsx)(t.Td,{children:e.slug}),(0,M.jsx)(t.Td,{children:e.count}),(0,M.jsx)(t.Td,{children:(0,M.jsx)(C,{name:e.name,onEdit:()=>p(e),onDelete:()=>h(e)})})]},e.id))})]})}),children:[f&&(0,M.jsx)(R,{kind:e,term:f===`new`?null:f,categories:o?.all,onClose:()=>p(null),onSaved:()=>void l()}),(0,M.jsx)(x,{target:m,what:e,consequence:e===`category`?`it is deleted for good; its events lose it and its children move up a level.`:`it is deleted for good and its events lose it.`,remove:t=>i(e===`category`?z:B,{id:t}),onDone:()=>{h(null),l()},onCancel:()=>h(null)})]})}export{H as CategoriesScreen,U as TagsScreen};