import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{C as t,Jt as n,S as r,T as i,a,b as o,ft as s,n as c,r as l,t as u,u as d}from"./LoadState-B1kGxmt7.js";import{t as f}from"./EmptyState-e94g-ytB.js";import{t as p}from"./Table-DWVR62wx.js";import{o as m}from"./Modal-eFztn-sO.js";import{t as h}from"./useQuery-QTvXfPyv.js";import{a as g,d as _,i as v,o as y,r as b,t as x}from"./index-C1j8lZyr.js";import{a as S,o as C}from"./listState-CzSveYFe.js";import{t as w}from"./SortableTh-BYrGPYYW.js";import{t as T}from"./useListState-CUhGrIZ3.js";import{t as E}from"./CareersScreen-CJQC7x-u.js";import{t as D}from"./NumberInput-CN7mdGy8.js";import{t as O}from"./SimpleGrid-Cq5p2NPA.js";var k=e(n(),1),A={street:``,postalCode:``,city:``,country:`BE`,phone:``,email:``,lat:``,lng:``};function j(e){return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:e.lat,lng:e.lng}}function M(e){let t=e=>e===``?0:Number(e);return{street:e.street,postalCode:e.postalCode,city:e.city,country:e.country,phone:e.phone,email:e.email,lat:t(e.lat),lng:t(e.lng)}}function N(e,t){return e===0&&t===0?``:`${e.toFixed(4)}, ${t.toFixed(4)}`}var P=s(),F=l(`
  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
    createLocation(companyId: $companyId, input: $input) {
      id
      city
    }
  }
`),I=l(`
  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
    updateLocation(companyId: $companyId, id: $id, input: $input) {
      id
      city
    }
  }
`);function L({companyId:e,location:t,opened:n,onClose:s,onSaved:c}){let[l,u]=(0,k.useState)(!1),f=y({mode:`controlled`,initialValues:A});(0,k.useEffect)(()=>{if(!n)return;let e=t?j(t):A;f.setInitialValues(e),f.setValues(e),f.resetDirty(e),f.clearErrors()},[n,t]);let p=f.onSubmit(async n=>{u(!0);try{let r=M(n),i=t?(await a(I,{companyId:e,id:t.id,input:r})).updateLocation:(await a(F,{companyId:e,input:r})).createLocation;g(`Location ${i.city} saved.`),f.resetDirty(),c(),s()}catch(e){e instanceof d&&f.setErrors(e.fields),v(`Could not save the location`,e)}finally{u(!1)}});return(0,P.jsx)(x,{opened:n,title:t?`Edit ${t.city}`:`New location`,dirty:f.isDirty(),onClose:s,size:`lg`,children:e=>(0,P.jsx)(`form`,{onSubmit:p,noValidate:!0,children:(0,P.jsxs)(o,{children:[(0,P.jsx)(_,{label:`Street`,"data-autofocus":!0,...f.getInputProps(`street`)}),(0,P.jsxs)(O,{cols:{base:1,sm:3},children:[(0,P.jsx)(_,{label:`Postal code`,...f.getInputProps(`postalCode`)}),(0,P.jsx)(_,{label:`City`,required:!0,...f.getInputProps(`city`)}),(0,P.jsx)(_,{label:`Country`,description:`Two letters, e.g. BE`,required:!0,maxLength:2,...f.getInputProps(`country`)})]}),(0,P.jsxs)(O,{cols:{base:1,sm:2},children:[(0,P.jsx)(_,{label:`Phone`,type:`tel`,...f.getInputProps(`phone`)}),(0,P.jsx)(_,{label:`E-mail`,type:`email`,...f.getInputProps(`email`)}),(0,P.jsx)(D,{label:`Latitude`,decimalScale:6,min:-90,max:90,hideControls:!0,...f.getInputProps(`lat`)}),(0,P.jsx)(D,{label:`Longitude`,decimalScale:6,min:-180,max:180,hideControls:!0,...f.getInputProps(`lng`)})]}),(0,P.jsxs)(i,{justify:`flex-end`,mt:`sm`,children:[(0,P.jsx)(r,{variant:`default`,onClick:e,children:`Cancel`}),(0,P.jsx)(r,{type:`submit`,loading:l,children:`Save location`})]})]})})})}var R=l(`
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
`),z=l(`
  mutation DeleteLocation($companyId: ID!, $id: ID!) {
    deleteLocation(companyId: $companyId, id: $id)
  }
`);function B(){return(0,P.jsx)(E,{title:`Locations`,intro:`The offices jobs are located at.`,children:e=>(0,P.jsx)(U,{companyId:e.id},e.id)})}var V=S([`city`,`-city`,`country`,`-country`],`city`),H={city:e=>e.city,country:e=>e.country};function U({companyId:e}){let{data:n,error:o,reload:s}=h(R,{companyId:e}),{sort:l,column:d}=T(V),[_,y]=(0,k.useState)(null),[x,S]=(0,k.useState)(null),[E,D]=(0,k.useState)(!1),O=async()=>{if(x){D(!0);try{await a(z,{companyId:e,id:x.id}),g(`Location ${x.city} deleted.`),S(null),await s()}catch(e){v(`Could not delete the location`,e)}finally{D(!1)}}},A=(0,P.jsx)(r,{onClick:()=>y(`new`),children:`New location`}),j;return j=!n&&o?(0,P.jsx)(u,{error:o,onRetry:()=>void s()}):n?n.locations.length===0?(0,P.jsx)(f,{title:`No locations yet`,description:`Add the offices your jobs are located at.`,children:A}):(0,P.jsx)(p.ScrollContainer,{minWidth:760,children:(0,P.jsxs)(p,{striped:!0,highlightOnHover:!0,verticalSpacing:`sm`,"aria-label":`Locations`,children:[(0,P.jsx)(p.Thead,{children:(0,P.jsxs)(p.Tr,{children:[(0,P.jsx)(w,{label:`City`,...d(`city`,`-city`)}),(0,P.jsx)(p.Th,{children:`Address`}),(0,P.jsx)(w,{label:`Country`,...d(`country`,`-country`)}),(0,P.jsx)(p.Th,{children:`Contact`}),(0,P.jsx)(p.Th,{children:`Coordinates`}),(0,P.jsx)(p.Th,{children:(0,P.jsx)(m,{children:`Actions`})})]})}),(0,P.jsx)(p.Tbody,{children:C(n.locations,l,H).map(e=>(0,P.jsxs)(p.Tr,{children:[(0,P.jsx)(p.Td,{fw:500,children:e.city}),(0,P.jsx)(p.Td,{children:[e.street,e.postalCode].filter(Boolean).join(`, `)}),(0,P.jsx)(p.Td,{children:e.country}),(0,P.jsxs)(p.Td,{children:[(0,P.jsx)(t,{size:`sm`,children:e.phone}),(0,P.jsx)(t,{size:`sm`,c:`dimmed`,children:e.email})]}),(0,P.jsx)(p.Td,{children:N(e.lat,e.lng)||(0,P.jsx)(t,{c:`dimmed`,children:`—`})}),(0,P.jsx)(p.Td,{children:(0,P.jsxs)(i,{gap:4,wrap:`nowrap`,justify:`flex-end`,children:[(0,P.jsx)(r,{variant:`subtle`,size:`xs`,onClick:()=>y(e),"aria-label":`Edit location ${e.city}`,children:`Edit`}),(0,P.jsx)(r,{variant:`subtle`,color:`red`,size:`xs`,onClick:()=>S(e),"aria-label":`Delete location ${e.city}`,children:`Delete`})]})})]},e.id))})]})}):(0,P.jsx)(c,{label:`Loading locations…`}),(0,P.jsxs)(P.Fragment,{children:[n&&n.locations.length>0&&(0,P.jsx)(i,{justify:`flex-end`,children:A}),j,(0,P.jsx)(L,{companyId:e,location:_===`new`?null:_,opened:_!==null,onClose:()=>y(null),onSaved:()=>void s()}),(0,P.jsxs)(b,{opened:x!==null,title:`Delete location?`,confirmLabel:`Delete location`,danger:!0,loading:E,onConfirm:()=>void O(),onCancel:()=>S(null),children:[x?.city,` is removed from every job located there. This cannot be undone.`]})]})}export{B as LocationsScreen};