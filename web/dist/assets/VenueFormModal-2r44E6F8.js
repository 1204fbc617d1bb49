import{t as e}from"./Checkbox-CDJUd394.js";import{a as t,b as n,ot as r,r as i}from"./LoadState-e4c5ai1u.js";import{t as a}from"./NumberInput-DULAcymn.js";import{d as o,f as s,o as c}from"./index-BVJQ5wMB.js";import{t as l}from"./SimpleGrid-Co7HojOC.js";import{t as u}from"./Textarea-BRLtD9aM.js";import{o as d,t as f}from"./RecordFormModal-Dh1oWzAx.js";import{r as p}from"./StatusBadge-VPdrnMFW.js";var m=r();i(`
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
`);var h=i(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),g=i(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),_=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function v(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0}}function y({venue:r,editor:i,onClose:y,onSaved:b}){let x=c({mode:`controlled`,initialValues:v(r),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}});return(0,m.jsxs)(f,{what:`venue`,record:r,form:x,renames:d,save:async e=>{let n={name:e.name.trim(),description:e.description.trim()||void 0,showMap:e.showMap,showMapLink:e.showMapLink};for(let t of _)n[t]=e[t].trim();return typeof e.lat==`number`&&typeof e.lng==`number`&&Object.assign(n,{lat:e.lat,lng:e.lng}),i&&(n.status=e.status),r?(await t(g,{id:r.id,input:n})).updateVenue:(await t(h,{input:n})).createVenue},savedMessage:e=>`Venue ${e.name} saved.`,onSaved:b,onClose:y,size:`lg`,children:[(0,m.jsx)(o,{label:`Venue name`,required:!0,"data-autofocus":!0,...x.getInputProps(`name`)}),(0,m.jsx)(u,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...x.getInputProps(`description`)}),(0,m.jsx)(o,{label:`Address`,...x.getInputProps(`address`)}),(0,m.jsxs)(l,{cols:{base:1,sm:3},children:[(0,m.jsx)(o,{label:`City`,...x.getInputProps(`city`)}),(0,m.jsx)(o,{label:`Postal code`,...x.getInputProps(`zip`)}),(0,m.jsx)(o,{label:`Country`,...x.getInputProps(`country`)}),(0,m.jsx)(o,{label:`Province`,...x.getInputProps(`province`)}),(0,m.jsx)(o,{label:`State`,...x.getInputProps(`state`)}),(0,m.jsx)(o,{label:`State or province`,...x.getInputProps(`stateProvince`)}),(0,m.jsx)(o,{label:`Phone`,type:`tel`,...x.getInputProps(`phone`)}),(0,m.jsx)(o,{label:`Website`,type:`url`,...x.getInputProps(`website`)}),i&&(0,m.jsx)(s,{label:`Status`,data:p,allowDeselect:!1,...x.getInputProps(`status`)}),(0,m.jsx)(a,{label:`Latitude`,min:-90,max:90,decimalScale:6,...x.getInputProps(`lat`)}),(0,m.jsx)(a,{label:`Longitude`,min:-180,max:180,decimalScale:6,...x.getInputProps(`lng`)})]}),(0,m.jsxs)(n,{children:[(0,m.jsx)(e,{label:`Show map`,...x.getInputProps(`showMap`,{type:`checkbox`})}),(0,m.jsx)(e,{label:`Show map link`,...x.getInputProps(`showMapLink`,{type:`checkbox`})})]})]})}export{y as t};