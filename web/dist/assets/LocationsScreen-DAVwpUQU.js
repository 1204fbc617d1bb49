import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{S as t,Wt as n,a as r,l as i,n as a,r as o,t as s,ut as c,w as l,x as u,y as d}from"./LoadState-DA32Jaj2.js";import{t as f}from"./EmptyState-D3www6bs.js";import{t as p}from"./Table-D6net1F9.js";import{i as m}from"./FocusTrap-xGtOMNjG.js";import{t as h}from"./useQuery-Ckk3auhT.js";import{a as g,d as _,i as v,o as y,r as b,t as x}from"./index-D3uIw-UL.js";import{t as S}from"./CareersScreen-CzQL8G4X.js";import{t as C}from"./NumberInput-Cf0bynqT.js";import{t as w}from"./SimpleGrid-DQVdUcEX.js";var T=e(n(),1),E={street:``,postalCode:``,city:``,country:`BE`,phone:``,email:``,lat:``,lng:``};function D(e){return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:e.lat,lng:e.lng}}function O(e){let t=e=>e===``?0:Number(e);return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:t(e.lat),lng:t(e.lng)}}function k(e,t){return e===0&&t===0?``:`${e.toFixed(4)}, ${t.toFixed(4)}`}var A=c(),j=o(`
  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
    createLocation(companyId: $companyId, input: $input) {
      id
      city
    }
  }
`),M=o(`
  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
    updateLocation(companyId: $companyId, id: $id, input: $input) {
      id
      city
    }
  }
`);function N({companyId:e,location:t,opened:n,onClose:a,onSaved:o}){let[s,c]=(0,T.useState)(!1),f=y({mode:`controlled`,initialValues:E});(0,T.useEffect)(()=>{if(!n)return;let e=t?D(t):E;f.setInitialValues(e),f.setValues(e),f.resetDirty(e),f.clearErrors()},[n,t]);let p=f.onSubmit(async n=>{c(!0);try{let i=O(n),s=t?(await r(M,{companyId:e,id:t.id,input:i})).updateLocation:(await r(j,{companyId:e,input:i})).createLocation;g(`Location ${s.city} saved.`),f.resetDirty(),o(),a()}catch(e){e instanceof i&&f.setErrors(e.fields),v(`Could not save the location`,e)}finally{c(!1)}});return(0,A.jsx)(x,{opened:n,title:t?`Edit ${t.city}`:`New location`,dirty:f.isDirty(),onClose:a,size:`lg`,children:e=>(0,A.jsx)(`form`,{onSubmit:p,noValidate:!0,children:(0,A.jsxs)(d,{children:[(0,A.jsx)(_,{label:`Street`,"data-autofocus":!0,...f.getInputProps(`street`)}),(0,A.jsxs)(w,{cols:{base:1,sm:3},children:[(0,A.jsx)(_,{label:`Postal code`,...f.getInputProps(`postalCode`)}),(0,A.jsx)(_,{label:`City`,required:!0,...f.getInputProps(`city`)}),(0,A.jsx)(_,{label:`Country`,description:`Two letters, e.g. BE`,required:!0,maxLength:2,...f.getInputProps(`country`)})]}),(0,A.jsxs)(w,{cols:{base:1,sm:2},children:[(0,A.jsx)(_,{label:`Phone`,type:`tel`,...f.getInputProps(`phone`)}),(0,A.jsx)(_,{label:`E-mail`,type:`email`,...f.getInputProps(`email`)}),(0,A.jsx)(C,{label:`Latitude`,decimalScale:6,min:-90,max:90,hideControls:!0,...f.getInputProps(`lat`)}),(0,A.jsx)(C,{label:`Longitude`,decimalScale:6,min:-180,max:180,hideControls:!0,...f.getInputProps(`lng`)})]}),(0,A.jsxs)(l,{justify:`flex-end`,mt:`sm`,children:[(0,A.jsx)(u,{variant:`default`,onClick:e,children:`Cancel`}),(0,A.jsx)(u,{type:`submit`,loading:s,children:`Save location`})]})]})})})}var P=o(`
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
`),F=o(`
  mutation DeleteLocation($companyId: ID!, $id: ID!) {
    deleteLocation(companyId: $companyId, id: $id)
  }
`);function I(){return(0,A.jsx)(S,{title:`Locations`,intro:`The offices jobs are located at.`,children:e=>(0,A.jsx)(L,{companyId:e.id},e.id)})}function L({companyId:e}){let{data:n,error:i,reload:o}=h(P,{companyId:e}),[c,d]=(0,T.useState)(null),[_,y]=(0,T.useState)(null),[x,S]=(0,T.useState)(!1),C=async()=>{if(_){S(!0);try{await r(F,{companyId:e,id:_.id}),g(`Location ${_.city} deleted.`),y(null),await o()}catch(e){v(`Could not delete the location`,e)}finally{S(!1)}}},w=(0,A.jsx)(u,{onClick:()=>d(`new`),children:`New location`}),E;return E=!n&&i?(0,A.jsx)(s,{error:i,onRetry:()=>void o()}):n?n.locations.length===0?(0,A.jsx)(f,{title:`No locations yet`,description:`Add the offices your jobs are located at.`,children:w}):(0,A.jsx)(p.ScrollContainer,{minWidth:760,children:(0,A.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Locations`,children:[(0,A.jsx)(p.Thead,{children:(0,A.jsxs)(p.Tr,{children:[(0,A.jsx)(p.Th,{children:`City`}),(0,A.jsx)(p.Th,{children:`Address`}),(0,A.jsx)(p.Th,{children:`Country`}),(0,A.jsx)(p.Th,{children:`Contact`}),(0,A.jsx)(p.Th,{children:`Coordinates`}),(0,A.jsx)(p.Th,{children:(0,A.jsx)(m,{children:`Actions`})})]})}),(0,A.jsx)(p.Tbody,{children:n.locations.map(e=>(0,A.jsxs)(p.Tr,{children:[(0,A.jsx)(p.Td,{fw:500,children:e.city}),(0,A.jsx)(p.Td,{children:[e.street,e.postalCode].filter(Boolean).join(`, `)}),(0,A.jsx)(p.Td,{children:e.country}),(0,A.jsxs)(p.Td,{children:[(0,A.jsx)(t,{size:`sm`,children:e.phone}),(0,A.jsx)(t,{size:`sm`,c:`dimmed`,children:e.email})]}),(0,A.jsx)(p.Td,{children:k(e.lat,e.lng)||(0,A.jsx)(t,{c:`dimmed`,children:`—`})}),(0,A.jsx)(p.Td,{children:(0,A.jsxs)(l,{gap:4,wrap:`nowrap`,justify:`flex-end`,children:[(0,A.jsx)(u,{variant:`subtle`,size:`xs`,onClick:()=>d(e),"aria-label":`Edit location ${e.city}`,children:`Edit`}),(0,A.jsx)(u,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>y(e),"aria-label":`Delete location ${e.city}`,children:`Delete`})]})})]},e.id))})]})}):(0,A.jsx)(a,{label:`Loading locations…`}),(0,A.jsxs)(A.Fragment,{children:[n&&n.locations.length>0&&(0,A.jsx)(l,{justify:`flex-end`,children:w}),E,(0,A.jsx)(N,{companyId:e,location:c===`new`?null:c,opened:c!==null,onClose:()=>d(null),onSaved:()=>void o()}),(0,A.jsxs)(b,{opened:_!==null,title:`Delete location?`,confirmLabel:`Delete location`,danger:!0,loading:x,onConfirm:()=>void C(),onCancel:()=>y(null),children:[_?.city,` is removed from every job located there. This cannot be undone.`]})]})}export{I as LocationsScreen};