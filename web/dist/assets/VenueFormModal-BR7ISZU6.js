import{t as e}from"./Checkbox-Bu8x8YID.js";import{T as t,a as n,dt as r,r as i}from"./LoadState-CK2ndUh0.js";import{t as a}from"./NumberInput-DvrXSYeq.js";import{d as o,f as s,o as c}from"./index-D7SJGktI.js";import{t as l}from"./SimpleGrid-yegj9F9X.js";import{t as u}from"./Textarea-BuuzxM1A.js";import{o as d,t as f}from"./RecordFormModal-pRlXb6Nq.js";import{n as p,t as m}from"./imageChange-BmCy5F6P.js";import{r as h}from"./StatusBadge-B2s-NMkk.js";var g=r();i(`
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
    image {
      id
      url
    }
  }
`);var _=i(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),v=i(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),y=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function b(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0,imageId:e?.image?.id??null}}function x({venue:r,editor:i,onClose:x,onSaved:S}){let C=c({mode:`controlled`,initialValues:b(r),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}});return(0,g.jsxs)(f,{what:`venue`,record:r,form:C,renames:d,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,showMap:e.showMap,showMapLink:e.showMapLink};for(let n of y)t[n]=e[n].trim();typeof e.lat==`number`&&typeof e.lng==`number`&&Object.assign(t,{lat:e.lat,lng:e.lng}),i&&(t.status=e.status);let a=m(e.imageId,r?.image);return a!==void 0&&(t.image=a),r?(await n(v,{id:r.id,input:t})).updateVenue:(await n(_,{input:t})).createVenue},savedMessage:e=>`Venue ${e.name} saved.`,onSaved:S,onClose:x,size:`lg`,children:[(0,g.jsx)(o,{label:`Venue name`,required:!0,"data-autofocus":!0,...C.getInputProps(`name`)}),(0,g.jsx)(u,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...C.getInputProps(`description`)}),(0,g.jsx)(p,{label:`Image`,description:`From the media library.`,value:C.getValues().imageId,onChange:e=>C.setFieldValue(`imageId`,e),error:C.errors.image}),(0,g.jsx)(o,{label:`Address`,...C.getInputProps(`address`)}),(0,g.jsxs)(l,{cols:{base:1,sm:3},children:[(0,g.jsx)(o,{label:`City`,...C.getInputProps(`city`)}),(0,g.jsx)(o,{label:`Postal code`,...C.getInputProps(`zip`)}),(0,g.jsx)(o,{label:`Country`,...C.getInputProps(`country`)}),(0,g.jsx)(o,{label:`Province`,...C.getInputProps(`province`)}),(0,g.jsx)(o,{label:`State`,...C.getInputProps(`state`)}),(0,g.jsx)(o,{label:`State or province`,...C.getInputProps(`stateProvince`)}),(0,g.jsx)(o,{label:`Phone`,type:`tel`,...C.getInputProps(`phone`)}),(0,g.jsx)(o,{label:`Website`,type:`url`,...C.getInputProps(`website`)}),i&&(0,g.jsx)(s,{label:`Status`,data:h,allowDeselect:!1,...C.getInputProps(`status`)}),(0,g.jsx)(a,{label:`Latitude`,min:-90,max:90,decimalScale:6,...C.getInputProps(`lat`)}),(0,g.jsx)(a,{label:`Longitude`,min:-180,max:180,decimalScale:6,...C.getInputProps(`lng`)})]}),(0,g.jsxs)(t,{children:[(0,g.jsx)(e,{label:`Show map`,...C.getInputProps(`showMap`,{type:`checkbox`})}),(0,g.jsx)(e,{label:`Show map link`,...C.getInputProps(`showMapLink`,{type:`checkbox`})})]})]})}export{x as t};