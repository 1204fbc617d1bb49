import{d as e,f as t,o as n}from"./index-D7SJGktI.js";import{t as r}from"./SimpleGrid-yegj9F9X.js";import{t as i}from"./Textarea-BuuzxM1A.js";import{a,dt as o,r as s}from"./LoadState-CK2ndUh0.js";import{i as c,t as l}from"./RecordFormModal-pRlXb6Nq.js";import{n as u,t as d}from"./imageChange-BmCy5F6P.js";import{r as f}from"./StatusBadge-B2s-NMkk.js";var p=o();s(`
  fragment OrganizerFields on Organizer {
    id
    name
    status
    description
    email
    phone
    website
    image {
      id
      url
    }
  }
`);var m=s(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`),h=s(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);function g({organizer:o,editor:s,onClose:g,onSaved:_}){let v=n({mode:`controlled`,initialValues:{name:o?.name??``,status:o?.status??`PUBLISH`,description:o?.description??``,email:o?.email??``,phone:o?.phone??``,website:o?.website??``,imageId:o?.image?.id??null},validate:{name:e=>e.trim()?null:`Enter the organizer’s name`}});return(0,p.jsxs)(l,{what:`organizer`,record:o,form:v,renames:c,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,email:e.email.trim(),phone:e.phone.trim(),website:e.website.trim()};s&&(t.status=e.status);let n=d(e.imageId,o?.image);return n!==void 0&&(t.image=n),o?(await a(h,{id:o.id,input:t})).updateOrganizer:(await a(m,{input:t})).createOrganizer},savedMessage:e=>`Organizer ${e.name} saved.`,onSaved:_,onClose:g,size:`lg`,children:[(0,p.jsx)(e,{label:`Organizer name`,required:!0,"data-autofocus":!0,...v.getInputProps(`name`)}),(0,p.jsx)(i,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...v.getInputProps(`description`)}),(0,p.jsx)(u,{label:`Image`,description:`From the media library.`,value:v.getValues().imageId,onChange:e=>v.setFieldValue(`imageId`,e),error:v.errors.image}),(0,p.jsxs)(r,{cols:{base:1,sm:2},children:[(0,p.jsx)(e,{label:`E-mail`,type:`email`,...v.getInputProps(`email`)}),(0,p.jsx)(e,{label:`Phone`,type:`tel`,...v.getInputProps(`phone`)}),(0,p.jsx)(e,{label:`Website`,type:`url`,...v.getInputProps(`website`)}),s&&(0,p.jsx)(t,{label:`Status`,data:f,allowDeselect:!1,...v.getInputProps(`status`)})]})]})}export{g as t};