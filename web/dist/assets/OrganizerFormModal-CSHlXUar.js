import{d as e,f as t,o as n}from"./index-C_WvNM1M.js";import{t as r}from"./SimpleGrid-CK_inyDN.js";import{t as i}from"./Textarea-DSXby0Aw.js";import{a,r as o,ut as s}from"./LoadState-s5GZP04p.js";import{i as c,t as l}from"./RecordFormModal-BsHYo7fy.js";import{r as u}from"./StatusBadge-2YWHcj4H.js";var d=s();o(`
  fragment OrganizerFields on Organizer {
    id
    name
    status
    description
    email
    phone
    website
  }
`);var f=o(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`),p=o(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);function m({organizer:o,editor:s,onClose:m,onSaved:h}){let g=n({mode:`controlled`,initialValues:{name:o?.name??``,status:o?.status??`PUBLISH`,description:o?.description??``,email:o?.email??``,phone:o?.phone??``,website:o?.website??``},validate:{name:e=>e.trim()?null:`Enter the organizer’s name`}});return(0,d.jsxs)(l,{what:`organizer`,record:o,form:g,renames:c,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,email:e.email.trim(),phone:e.phone.trim(),website:e.website.trim()};return s&&(t.status=e.status),o?(await a(p,{id:o.id,input:t})).updateOrganizer:(await a(f,{input:t})).createOrganizer},savedMessage:e=>`Organizer ${e.name} saved.`,onSaved:h,onClose:m,size:`lg`,children:[(0,d.jsx)(e,{label:`Organizer name`,required:!0,"data-autofocus":!0,...g.getInputProps(`name`)}),(0,d.jsx)(i,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...g.getInputProps(`description`)}),(0,d.jsxs)(r,{cols:{base:1,sm:2},children:[(0,d.jsx)(e,{label:`E-mail`,type:`email`,...g.getInputProps(`email`)}),(0,d.jsx)(e,{label:`Phone`,type:`tel`,...g.getInputProps(`phone`)}),(0,d.jsx)(e,{label:`Website`,type:`url`,...g.getInputProps(`website`)}),s&&(0,d.jsx)(t,{label:`Status`,data:u,allowDeselect:!1,...g.getInputProps(`status`)})]})]})}export{m as t};