import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{Vt as t,_ as n,a as r,b as i,h as a,l as o,ot as s,r as c}from"./LoadState-CvOhJDDI.js";import{t as l}from"./Checkbox-BXcztaoc.js";import{t as u}from"./NumberInput-Bo_yv8DH.js";import{a as d,d as f,f as p,i as m,o as h,t as g}from"./index-C1FkVrST.js";import{t as _}from"./SimpleGrid-CynPLhUT.js";import{t as v}from"./Textarea-Bk0j8HrX.js";import{a as y,n as b,o as x}from"./fieldErrors-DOnYsuVs.js";import{r as S}from"./StatusBadge-BMUNSCv9.js";var C=e(t(),1),w=s();c(`
  fragment VenueFields on Venue {
    id
    name
    status
    description
    address
    city
    province
    state
    stateProvince
    zip
    country
    phone
    website
    lat
    lng
    showMap
    showMapLink
  }
`);var T=c(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),E=c(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),D=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function O(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0}}function k({venue:e,editor:t,onClose:s,onSaved:c}){let[k,A]=(0,C.useState)(!1),j=h({mode:`controlled`,initialValues:O(e),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}}),M=j.onSubmit(async n=>{A(!0);let i={name:n.name.trim(),description:n.description.trim()||void 0,showMap:n.showMap,showMapLink:n.showMapLink};for(let e of D)i[e]=n[e].trim();typeof n.lat==`number`&&typeof n.lng==`number`&&Object.assign(i,{lat:n.lat,lng:n.lng}),t&&(i.status=n.status);try{let t=e?(await r(E,{id:e.id,input:i})).updateVenue:(await r(T,{input:i})).createVenue;d(`Venue ${t.name} saved.`),j.resetDirty(),c(t),s()}catch(e){e instanceof o&&j.setErrors(b(e.fields,y)),m(`Could not save the venue`,e)}finally{A(!1)}});return(0,w.jsx)(g,{opened:!0,title:e?`Edit venue ${e.name}`:`New venue`,dirty:j.isDirty(),onClose:s,size:`lg`,children:r=>(0,w.jsx)(`form`,{onSubmit:e=>x(e,M),noValidate:!0,children:(0,w.jsxs)(a,{children:[(0,w.jsx)(f,{label:`Venue name`,required:!0,"data-autofocus":!0,...j.getInputProps(`name`)}),(0,w.jsx)(v,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...j.getInputProps(`description`)}),(0,w.jsx)(f,{label:`Address`,...j.getInputProps(`address`)}),(0,w.jsxs)(_,{cols:{base:1,sm:3},children:[(0,w.jsx)(f,{label:`City`,...j.getInputProps(`city`)}),(0,w.jsx)(f,{label:`Postal code`,...j.getInputProps(`zip`)}),(0,w.jsx)(f,{label:`Country`,...j.getInputProps(`country`)}),(0,w.jsx)(f,{label:`Province`,...j.getInputProps(`province`)}),(0,w.jsx)(f,{label:`State`,...j.getInputProps(`state`)}),(0,w.jsx)(f,{label:`State or province`,...j.getInputProps(`stateProvince`)}),(0,w.jsx)(f,{label:`Phone`,type:`tel`,...j.getInputProps(`phone`)}),(0,w.jsx)(f,{label:`Website`,type:`url`,...j.getInputProps(`website`)}),t&&(0,w.jsx)(p,{label:`Status`,data:S,allowDeselect:!1,...j.getInputProps(`status`)}),(0,w.jsx)(u,{label:`Latitude`,min:-90,max:90,decimalScale:6,...j.getInputProps(`lat`)}),(0,w.jsx)(u,{label:`Longitude`,min:-180,max:180,decimalScale:6,...j.getInputProps(`lng`)})]}),(0,w.jsxs)(i,{children:[(0,w.jsx)(l,{label:`Show map`,...j.getInputProps(`showMap`,{type:`checkbox`})}),(0,w.jsx)(l,{label:`Show map link`,...j.getInputProps(`showMapLink`,{type:`checkbox`})})]}),(0,w.jsxs)(i,{justify:`flex-end`,mt:`sm`,children:[(0,w.jsx)(n,{variant:`default`,onClick:r,children:`Cancel`}),(0,w.jsx)(n,{type:`submit`,loading:k,children:e?`Save venue`:`Create venue`})]})]})})})}export{k as t};