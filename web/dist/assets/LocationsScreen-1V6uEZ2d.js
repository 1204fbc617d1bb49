import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{C as t,Kt as n,S as r,T as i,a,b as o,dt as s,n as c,r as l,t as u,u as d}from"./LoadState-BIIigeB3.js";import{t as f}from"./EmptyState-Cuz0p4Fb.js";import{t as p}from"./Table-cASqQPup.js";import{i as m}from"./FocusTrap-Dx8CtJnD.js";import{t as h}from"./useQuery-PLwDIV0B.js";import{a as g,d as _,i as v,o as y,r as b,t as x}from"./index-DJGa_Sls.js";import{t as S}from"./CareersScreen-CdivDdPL.js";import{t as C}from"./NumberInput-L6JwH0LO.js";import{t as w}from"./SimpleGrid-BJoJaafY.js";var T=e(n(),1),E={street:``,postalCode:``,city:``,country:`BE`,phone:``,email:``,lat:``,lng:``};function D(e){return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:e.lat,lng:e.lng}}function O(e){let t=e=>e===``?0:Number(e);return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:t(e.lat),lng:t(e.lng)}}function k(e,t){return e===0&&t===0?``:`${e.toFixed(4)}, ${t.toFixed(4)}`}var A=s(),j=l(`
  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
    createLocation(companyId: $companyId, input: $input) {
      id
      city
    }
  }
`),M=l(`
  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
    updateLocation(companyId: $companyId, id: $id, input: $input) {
      id
      city
    }
  }
`);function N({companyId:e,location:t,opened:n,onClose:s,onSaved:c}){let[l,u]=(0,T.useState)(!1),f=y({mode:`controlled`,initialValues:E});(0,T.useEffect)(()=>{if(!n)return;let e=t?D(t):E;f.setInitialValues(e),f.setValues(e),f.resetDirty(e),f.clearErrors()},[n,t]);let p=f.onSubmit(async n=>{u(!0);try{let r=O(n),i=t?(await a(M,{companyId:e,id:t.id,input:r})).updateLocation:(await a(j,{companyId:e,input:r})).createLocation;g(`Location ${i.city} saved.`),f.resetDirty(),c(),s()}catch(e){e instanceof d&&f.setErrors(e.fields),v(`Could not save the location`,e)}finally{u(!1)}});return(0,A.jsx)(x,{opened:n,title:t?`Edit ${t.city}`:`New location`,dirty:f.isDirty(),onClose:s,size:`lg`,children:e=>(0,A.jsx)(`form`,{onSubmit:p,noValidate:!0,children:(0,A.jsxs)(o,{children:[(0,A.jsx)(_,{label:`Street`,"data-autofocus":!0,...f.getInputProps(`street`)}),(0,A.jsxs)(w,{cols:{base:1,sm:3},children:[(0,A.jsx)(_,{label:`Postal code`,...f.getInputProps(`postalCode`)}),(0,A.jsx)(_,{label:`City`,required:!0,...f.getInputProps(`city`)}),(0,A.jsx)(_,{label:`Country`,description:`Two letters, e.g. BE`,required:!0,maxLength:2,...f.getInputProps(`country`)})]}),(0,A.jsxs)(w,{cols:{base:1,sm:2},children:[(0,A.jsx)(_,{label:`Phone`,type:`tel`,...f.getInputProps(`phone`)}),(0,A.jsx)(_,{label:`E-mail`,type:`email`,...f.getInputProps(`email`)}),(0,A.jsx)(C,{label:`Latitude`,decimalScale:6,min:-90,max:90,hideControls:!0,...f.getInputProps(`lat`)}),(0,A.jsx)(C,{label:`Longitude`,decimalScale:6,min:-180,max:180,hideControls:!0,...f.getInputProps(`lng`)})]}),(0,A.jsxs)(i,{justify:`flex-end`,mt:`sm`,children:[(0,A.jsx)(r,{variant:`default`,onClick:e,children:`Cancel`}),(0,A.jsx)(r,{type:`submit`,loading:l,children:`Save location`})]})]})})})}var P=l(`
  query Locations($companyId: ID!) {
    locations(companyId: $companyId) {
      id
      street
      postalCode
      city
      country
      phone
      email
      lat
      lng
    }
  }
`),F=l(`
  mutation DeleteLocation($companyId: ID!, $id: ID!) {
    deleteLocation(companyId: $companyId, id: $id)
  }
`);function I(){return(0,A.jsx)(S,{title:`Locations`,intro:`The offices jobs are located at.`,children:e=>(0,A.jsx)(L,{companyId:e.id},e.id)})}function L({companyId:e}){let{data:n,error:o,reload:s}=h(P,{companyId:e}),[l,d]=(0,T.useState)(null),[_,y]=(0,T.useState)(null),[x,S]=(0,T.useState)(!1),C=async()=>{if(_){S(!0);try{await a(F,{companyId:e,id:_.id}),g(`Location ${_.city} deleted.`),y(null),await s()}catch(e){v(`Could not delete the location`,e)}finally{S(!1)}}},w=(0,A.jsx)(r,{onClick:()=>d(`new`),children:`New location`}),E;return E=!n&&o?(0,A.jsx)(u,{error:o,onRetry:()=>void s()}):n?n.locations.length===0?(0,A.jsx)(f,{title:`No locations yet`,description:`Add the offices your jobs are located at.`,children:w}):(0,A.jsx)(p.ScrollContainer,{minWidth:760,children:(0,A.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Locations`,children:[(0,A.jsx)(p.Thead,{children:(0,A.jsxs)(p.Tr,{children:[(0,A.jsx)(p.Th,{children:`City`}),(0,A.jsx)(p.Th,{children:`Address`}),(0,A.jsx)(p.Th,{children:`Country`}),(0,A.jsx)(p.Th,{children:`Contact`}),(0,A.jsx)(p.Th,{children:`Coordinates`}),(0,A.jsx)(p.Th,{children:(0,A.jsx)(m,{children:`Actions`})})]})}),(0,A.jsx)(p.Tbody,{children:n.locations.map(e=>(0,A.jsxs)(p.Tr,{children:[(0,A.jsx)(p.Td,{fw:500,children:e.city}),(0,A.jsx)(p.Td,{children:[e.street,e.postalCode].filter(Boolean).join(`, `)}),(0,A.jsx)(p.Td,{children:e.country}),(0,A.jsxs)(p.Td,{children:[(0,A.jsx)(t,{size:`sm`,children:e.phone}),(0,A.jsx)(t,{size:`sm`,c:`dimmed`,children:e.email})]}),(0,A.jsx)(p.Td,{children:k(e.lat,e.lng)||(0,A.jsx)(t,{c:`dimmed`,children:`—`})}),(0,A.jsx)(p.Td,{children:(0,A.jsxs)(i,{gap:4,wrap:`nowrap`,justify:`flex-end`,children:[(0,A.jsx)(r,{variant:`subtle`,size:`xs`,onClick:()=>d(e),"aria-label":`Edit location ${e.city}`,children:`Edit`}),(0,A.jsx)(r,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>y(e),"aria-label":`Delete location ${e.city}`,children:`Delete`})]})})]},e.id))})]})}):(0,A.jsx)(c,{label:`Loading locations…`}),(0,A.jsxs)(A.Fragment,{children:[n&&n.locations.length>0&&(0,A.jsx)(i,{justify:`flex-end`,children:w}),E,(0,A.jsx)(N,{companyId:e,location:l===`new`?null:l,opened:l!==null,onClose:()=>d(null),onSaved:()=>void s()}),(0,A.jsxs)(b,{opened:_!==null,title:`Delete location?`,confirmLabel:`Delete location`,danger:!0,loading:x,onConfirm:()=>void C(),onCancel:()=>y(null),children:[_?.city,` is removed from every job located there. This cannot be undone.`]})]})}export{I as LocationsScreen};