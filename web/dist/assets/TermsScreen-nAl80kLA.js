import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{t}from"./Table-DWVR62wx.js";import{C as n,Jt as r,a as i,ft as a,r as o}from"./LoadState-B1kGxmt7.js";import{o as s}from"./Modal-eFztn-sO.js";import{o as c,t as l}from"./listState-CzSveYFe.js";import{t as u}from"./SortableTh-BYrGPYYW.js";import{t as d}from"./useListState-CUhGrIZ3.js";import{a as f,i as p,n as m,o as h,s as g,t as _}from"./useAsync-CrzIs6SD.js";import{n as v,t as y}from"./RecordFormModal--IKCECnx.js";import{n as b,t as x}from"./RowActions-F3AWaqOg.js";import{d as S,f as C,o as w}from"./index-C1j8lZyr.js";import{t as T}from"./Textarea-UbpVvgVx.js";var E=e(r(),1),D=a(),O=o(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
    }
  }
`),k=o(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`),A=o(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
    }
  }
`),j=o(`
  mutation UpdateTag($id: ID!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      id
      name
    }
  }
`);async function M(e,t,n){let r={name:n.name.trim(),description:n.description.trim()||void 0,slug:n.slug.trim()||void 0};if(e===`tag`)return t?(await i(j,{id:t,input:r})).updateTag:(await i(A,{input:r})).createTag;let a={...r,parentId:n.parentId};return t?(await i(k,{id:t,input:a})).updateCategory:(await i(O,{input:a})).createCategory}function N({kind:e,term:t,categories:n=[],onClose:r,onSaved:i}){let a=w({mode:`controlled`,initialValues:{name:t?.name??``,slug:t?.slug??``,description:t?.description??``,parentId:t?.parentId??null},validate:{name:t=>t.trim()?null:`Enter the ${e}’s name`}}),o=t?g(n,t.id):new Set,s=f(n).filter(e=>!o.has(e.value));return(0,D.jsxs)(y,{what:e,record:t,form:a,save:n=>M(e,t?.id,n),savedMessage:t=>`The ${e} ${t.name} was saved.`,onSaved:i,onClose:r,children:[(0,D.jsx)(S,{label:`Name`,required:!0,"data-autofocus":!0,...a.getInputProps(`name`)}),(0,D.jsx)(S,{label:`Slug`,description:`In the public URL; made from the name when empty.`,...a.getInputProps(`slug`)}),e===`category`&&(0,D.jsx)(C,{label:`Parent category`,placeholder:`None (top level)`,data:s,searchable:!0,clearable:!0,...a.getInputProps(`parentId`)}),(0,D.jsx)(T,{label:`Description`,autosize:!0,minRows:2,...a.getInputProps(`description`)})]})}var P=o(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`),F=o(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      id
    }
  }
`);async function I(e,t){if(e===`tag`){let e=await p(t);return{rows:e.map(e=>({...e,depth:0})),all:e}}let n=await m(),r=t?new Set((await m(t)).map(e=>e.id)):null;return{rows:h(n).filter(e=>!r||r.has(e.id)),all:n}}function L(){return(0,D.jsx)(V,{kind:`category`})}function R(){return(0,D.jsx)(V,{kind:`tag`})}var z={filters:l({search:``},{search:{param:`q`}}),sorts:[`name`,`-name`,`slug`,`-slug`,`count`,`-count`],defaultSort:`name`,typed:[`search`]},B={name:e=>e.name,slug:e=>e.slug,count:e=>e.count};function V({kind:e}){let r=d(z),a=r.filters.search.trim(),o=(0,E.useCallback)(()=>I(e,a),[e,a]),{data:l,loading:f,error:p,reload:m}=_(o),[h,g]=(0,E.useState)(null),[y,S]=(0,E.useState)(null),C=e===`category`?`categories`:`tags`,w=r.sort===`name`?l?.rows??[]:c((l?.rows??[]).map(e=>({...e,depth:0})),r.sort,B),T=e===`category`?`Event categories`:`Event tags`;return(0,D.jsxs)(b,{title:T,subtitle:e===`category`?`Categories nest: a child is listed under its parent.`:`Free labels for events.`,createLabel:`Create ${e}`,onCreate:()=>g(`new`),count:l?l.rows.length:null,loading:f,error:p,onRetry:()=>void m(),emptyText:`No ${C} yet.`,searchWhat:C,search:r.draft.search,searched:r.filters.search,onSearch:e=>r.set(`search`,e),list:(0,D.jsx)(t.ScrollContainer,{minWidth:560,children:(0,D.jsxs)(t,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":T,children:[(0,D.jsx)(t.Thead,{children:(0,D.jsxs)(t.Tr,{children:[(0,D.jsx)(u,{label:`Name`,...r.column(`name`,`-name`)}),(0,D.jsx)(u,{label:`Slug`,...r.column(`slug`,`-slug`)}),(0,D.jsx)(u,{label:`Published events`,...r.column(`-count`,`count`)}),(0,D.jsx)(t.Th,{children:(0,D.jsx)(s,{children:`Actions`})})]})}),(0,D.jsx)(t.Tbody,{children:w.map(e=>(0,D.jsxs)(t.Tr,{children:[(0,D.jsxs)(t.Td,{style:{paddingInlineStart:`calc(var(--mantine-spacing-sm) + ${e.depth*1.5}rem)`},children:[e.depth>0&&(0,D.jsx)(n,{span:!0,c:`dimmed`,"aria-hidden":!0,children:`└ `}),e.name]}),(0,D.jsx)(t.Td,{children:e.slug}),(0,D.jsx)(t.Td,{children:e.count}),(0,D.jsx)(t.Td,{children:(0,D.jsx)(x,{name:e.name,onEdit:()=>g(e),onDelete:()=>S(e)})})]},e.id))})]})}),children:[h&&(0,D.jsx)(N,{kind:e,term:h===`new`?null:h,categories:l?.all,onClose:()=>g(null),onSaved:()=>void m()}),(0,D.jsx)(v,{target:y,what:e,consequence:e===`category`?`it is deleted for good; its events lose it and its children move up a level.`:`it is deleted for good and its events lose it.`,remove:t=>i(e===`category`?P:F,{id:t}),onDone:()=>{S(null),m()},onCancel:()=>S(null)})]})}export{L as CategoriesScreen,R as TagsScreen};