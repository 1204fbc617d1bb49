import{d as e,f as t,o as n}from"./index-C1j8lZyr.js";import{t as r}from"./SimpleGrid-Cq5p2NPA.js";import{t as i}from"./Textarea-UbpVvgVx.js";import{a,ft as o,r as s}from"./LoadState-B1kGxmt7.js";import{n as c,t as l}from"./imageChange-CmkESeaD.js";import{t as u}from"./RecordFormModal--IKCECnx.js";import{r as d}from"./StatusBadge-D-cpg4BF.js";var f=o();s(`
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
`);var p=s(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`),m=s(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);function h({organizer:o,editor:s,onClose:h,onSaved:g}){let _=n({mode:`controlled`,initialValues:{name:o?.name??``,status:o?.status??`PUBLISH`,description:o?.description??``,email:o?.email??``,phone:o?.phone??``,website:o?.website??``,imageId:o?.image?.id??null},validate:{name:e=>e.trim()?null:`Enter the organizer’s name`}});return(0,f.jsxs)(u,{what:`organizer`,record:o,form:_,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,email:e.email.trim(),phone:e.phone.trim(),website:e.website.trim()};s&&(t.status=e.status);let n=l(e.imageId,o?.image);return n!==void 0&&(t.image=n),o?(await a(m,{id:o.id,input:t})).updateOrganizer:(await a(p,{input:t})).createOrganizer},savedMessage:e=>`Organizer ${e.name} saved.`,onSaved:g,onClose:h,size:`lg`,children:[(0,f.jsx)(e,{label:`Organizer name`,required:!0,"data-autofocus":!0,..._.getInputProps(`name`)}),(0,f.jsx)(i,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,..._.getInputProps(`description`)}),(0,f.jsx)(c,{label:`Image`,description:`From the media library.`,value:_.getValues().imageId,onChange:e=>_.setFieldValue(`imageId`,e),error:_.errors.image}),(0,f.jsxs)(r,{cols:{base:1,sm:2},children:[(0,f.jsx)(e,{label:`E-mail`,type:`email`,..._.getInputProps(`email`)}),(0,f.jsx)(e,{label:`Phone`,type:`tel`,..._.getInputProps(`phone`)}),(0,f.jsx)(e,{label:`Website`,type:`url`,..._.getInputProps(`website`)}),s&&(0,f.jsx)(t,{label:`Status`,data:d,allowDeselect:!1,..._.getInputProps(`status`)})]})]})}export{h as t};