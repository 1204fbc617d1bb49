import{t as e}from"./Checkbox-DBEWestv.js";import{a as t,r as n,ut as r,w as i}from"./LoadState-DA32Jaj2.js";import{t as a}from"./NumberInput-Cf0bynqT.js";import{d as o,f as s,o as c}from"./index-D3uIw-UL.js";import{t as l}from"./SimpleGrid-DQVdUcEX.js";import{t as u}from"./Textarea-MDwcJvkU.js";import{t as d}from"./RecordFormModal-6wVUGQa7.js";import{r as f}from"./StatusBadge-CJ4sZRCL.js";var p=r();n(`
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
`);var m=n(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),h=n(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),g=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function _(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0}}function v({venue:n,editor:r,onClose:v,onSaved:y}){let b=c({mode:`controlled`,initialValues:_(n),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}});return(0,p.jsxs)(d,{what:`venue`,record:n,form:b,save:async e=>{let i={name:e.name.trim(),description:e.description.trim()||void 0,showMap:e.showMap,showMapLink:e.showMapLink};for(let t of g)i[t]=e[t].trim();return typeof e.lat==`number`&&typeof e.lng==`number`&&Object.assign(i,{lat:e.lat,lng:e.lng}),r&&(i.status=e.status),n?(await t(h,{id:n.id,input:i})).updateVenue:(await t(m,{input:i})).createVenue},savedMessage:e=>`Venue ${e.name} saved.`,onSaved:y,onClose:v,size:`lg`,children:[(0,p.jsx)(o,{label:`Venue name`,required:!0,"data-autofocus":!0,...b.getInputProps(`name`)}),(0,p.jsx)(u,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...b.getInputProps(`description`)}),(0,p.jsx)(o,{label:`Address`,...b.getInputProps(`address`)}),(0,p.jsxs)(l,{cols:{base:1,sm:3},children:[(0,p.jsx)(o,{label:`City`,...b.getInputProps(`city`)}),(0,p.jsx)(o,{label:`Postal code`,...b.getInputProps(`zip`)}),(0,p.jsx)(o,{label:`Country`,...b.getInputProps(`country`)}),(0,p.jsx)(o,{label:`Province`,...b.getInputProps(`province`)}),(0,p.jsx)(o,{label:`State`,...b.getInputProps(`state`)}),(0,p.jsx)(o,{label:`State or province`,...b.getInputProps(`stateProvince`)}),(0,p.jsx)(o,{label:`Phone`,type:`tel`,...b.getInputProps(`phone`)}),(0,p.jsx)(o,{label:`Website`,type:`url`,...b.getInputProps(`website`)}),r&&(0,p.jsx)(s,{label:`Status`,data:f,allowDeselect:!1,...b.getInputProps(`status`)}),(0,p.jsx)(a,{label:`Latitude`,min:-90,max:90,decimalScale:6,...b.getInputProps(`lat`)}),(0,p.jsx)(a,{label:`Longitude`,min:-180,max:180,decimalScale:6,...b.getInputProps(`lng`)})]}),(0,p.jsxs)(i,{children:[(0,p.jsx)(e,{label:`Show map`,...b.getInputProps(`showMap`,{type:`checkbox`})}),(0,p.jsx)(e,{label:`Show map link`,...b.getInputProps(`showMapLink`,{type:`checkbox`})})]})]})}export{v as t};