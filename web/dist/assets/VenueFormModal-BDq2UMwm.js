import{t as e}from"./Checkbox-DIwoRfli.js";import{T as t,a as n,ft as r,r as i}from"./LoadState-B1kGxmt7.js";import{t as a}from"./NumberInput-CN7mdGy8.js";import{d as o,f as s,o as c}from"./index-C1j8lZyr.js";import{t as l}from"./SimpleGrid-Cq5p2NPA.js";import{t as u}from"./Textarea-UbpVvgVx.js";import{n as d,t as f}from"./imageChange-CmkESeaD.js";import{t as p}from"./RecordFormModal--IKCECnx.js";import{r as m}from"./StatusBadge-D-cpg4BF.js";var h=r();i(`
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
`);var g=i(`
  mutation CreateVenue($input: VenueInput!) {
    createVenue(input: $input) {
      ...VenueFields
    }
  }
`),_=i(`
  mutation UpdateVenue($id: ID!, $input: VenueInput!) {
    updateVenue(id: $id, input: $input) {
      ...VenueFields
    }
  }
`),v=[`address`,`city`,`province`,`state`,`stateProvince`,`zip`,`country`,`phone`,`website`];function y(e){return{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,address:e?.address??``,city:e?.city??``,province:e?.province??``,state:e?.state??``,stateProvince:e?.stateProvince??``,zip:e?.zip??``,country:e?.country??``,phone:e?.phone??``,website:e?.website??``,lat:e?.lat??``,lng:e?.lng??``,showMap:e?.showMap??!0,showMapLink:e?.showMapLink??!0,imageId:e?.image?.id??null}}function b({venue:r,editor:i,onClose:b,onSaved:x}){let S=c({mode:`controlled`,initialValues:y(r),validate:{name:e=>e.trim()?null:`Enter the venue’s name`,lat:(e,t)=>e===``==(t.lng===``)?null:`Give both coordinates, or neither`}});return(0,h.jsxs)(p,{what:`venue`,record:r,form:S,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,showMap:e.showMap,showMapLink:e.showMapLink};for(let n of v)t[n]=e[n].trim();typeof e.lat==`number`&&typeof e.lng==`number`&&Object.assign(t,{lat:e.lat,lng:e.lng}),i&&(t.status=e.status);let a=f(e.imageId,r?.image);return a!==void 0&&(t.image=a),r?(await n(_,{id:r.id,input:t})).updateVenue:(await n(g,{input:t})).createVenue},savedMessage:e=>`Venue ${e.name} saved.`,onSaved:x,onClose:b,size:`lg`,children:[(0,h.jsx)(o,{label:`Venue name`,required:!0,"data-autofocus":!0,...S.getInputProps(`name`)}),(0,h.jsx)(u,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...S.getInputProps(`description`)}),(0,h.jsx)(d,{label:`Image`,description:`From the media library.`,value:S.getValues().imageId,onChange:e=>S.setFieldValue(`imageId`,e),error:S.errors.image}),(0,h.jsx)(o,{label:`Address`,...S.getInputProps(`address`)}),(0,h.jsxs)(l,{cols:{base:1,sm:3},children:[(0,h.jsx)(o,{label:`City`,...S.getInputProps(`city`)}),(0,h.jsx)(o,{label:`Postal code`,...S.getInputProps(`zip`)}),(0,h.jsx)(o,{label:`Country`,...S.getInputProps(`country`)}),(0,h.jsx)(o,{label:`Province`,...S.getInputProps(`province`)}),(0,h.jsx)(o,{label:`State`,...S.getInputProps(`state`)}),(0,h.jsx)(o,{label:`State or province`,...S.getInputProps(`stateProvince`)}),(0,h.jsx)(o,{label:`Phone`,type:`tel`,...S.getInputProps(`phone`)}),(0,h.jsx)(o,{label:`Website`,type:`url`,...S.getInputProps(`website`)}),i&&(0,h.jsx)(s,{label:`Status`,data:m,allowDeselect:!1,...S.getInputProps(`status`)}),(0,h.jsx)(a,{label:`Latitude`,min:-90,max:90,decimalScale:6,...S.getInputProps(`lat`)}),(0,h.jsx)(a,{label:`Longitude`,min:-180,max:180,decimalScale:6,...S.getInputProps(`lng`)})]}),(0,h.jsxs)(t,{children:[(0,h.jsx)(e,{label:`Show map`,...S.getInputProps(`showMap`,{type:`checkbox`})}),(0,h.jsx)(e,{label:`Show map link`,...S.getInputProps(`showMapLink`,{type:`checkbox`})})]})]})}export{b as t};