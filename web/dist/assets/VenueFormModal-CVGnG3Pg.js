import{t as e}from"./Checkbox-CUXnhFKt.js";import{a as t,r as n,ut as r,w as i}from"./LoadState-s5GZP04p.js";import{t as a}from"./NumberInput-CUJhoRtO.js";import{d as o,f as s,o as c}from"./index-C_WvNM1M.js";import{t as l}from"./SimpleGrid-CK_inyDN.js";import{t as u}from"./Textarea-DSXby0Aw.js";import{o as d,t as f}from"./RecordFormModal-BsHYo7fy.js";import{r as p}from"./StatusBadge-2YWHcj4H.js";var m=r();n(`
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
`);var h=n(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),g=n(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),_=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function v(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0}}function y({venue:n,editor:r,onClose:y,onSaved:b}){let x=c({mode:`controlled`,initialValues:v(n),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}});return(0,m.jsxs)(f,{what:`venue`,record:n,form:x,renames:d,save:async e=>{let i={name:e.name.trim(),description:e.description.trim()||void 0,showMap:e.showMap,showMapLink:e.showMapLink};for(let t of _)i[t]=e[t].trim();return typeof e.lat==`number`&&typeof e.lng==`number`&&Object.assign(i,{lat:e.lat,lng:e.lng}),r&&(i.status=e.status),n?(await t(g,{id:n.id,input:i})).updateVenue:(await t(h,{input:i})).createVenue},savedMessage:e=>`Venue ${e.name} saved.`,onSaved:b,onClose:y,size:`lg`,children:[(0,m.jsx)(o,{label:`Venue name`,required:!0,"data-autofocus":!0,...x.getInputProps(`name`)}),(0,m.jsx)(u,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...x.getInputProps(`description`)}),(0,m.jsx)(o,{label:`Address`,...x.getInputProps(`address`)}),(0,m.jsxs)(l,{cols:{base:1,sm:3},children:[(0,m.jsx)(o,{label:`City`,...x.getInputProps(`city`)}),(0,m.jsx)(o,{label:`Postal code`,...x.getInputProps(`zip`)}),(0,m.jsx)(o,{label:`Country`,...x.getInputProps(`country`)}),(0,m.jsx)(o,{label:`Province`,...x.getInputProps(`province`)}),(0,m.jsx)(o,{label:`State`,...x.getInputProps(`state`)}),(0,m.jsx)(o,{label:`State or province`,...x.getInputProps(`stateProvince`)}),(0,m.jsx)(o,{label:`Phone`,type:`tel`,...x.getInputProps(`phone`)}),(0,m.jsx)(o,{label:`Website`,type:`url`,...x.getInputProps(`website`)}),r&&(0,m.jsx)(s,{label:`Status`,data:p,allowDeselect:!1,...x.getInputProps(`status`)}),(0,m.jsx)(a,{label:`Latitude`,min:-90,max:90,decimalScale:6,...x.getInputProps(`lat`)}),(0,m.jsx)(a,{label:`Longitude`,min:-180,max:180,decimalScale:6,...x.getInputProps(`lng`)})]}),(0,m.jsxs)(i,{children:[(0,m.jsx)(e,{label:`Show map`,...x.getInputProps(`showMap`,{type:`checkbox`})}),(0,m.jsx)(e,{label:`Show map link`,...x.getInputProps(`showMapLink`,{type:`checkbox`})})]})]})}export{y as t};