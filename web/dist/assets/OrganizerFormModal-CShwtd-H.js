import{d as e,f as t,o as n}from"./index-D3uIw-UL.js";import{t as r}from"./SimpleGrid-DQVdUcEX.js";import{t as i}from"./Textarea-MDwcJvkU.js";import{a,r as o,ut as s}from"./LoadState-DA32Jaj2.js";import{t as c}from"./RecordFormModal-6wVUGQa7.js";import{r as l}from"./StatusBadge-CJ4sZRCL.js";var u=s();o(`
  fragment OrganizerFields on Organizer {
    id
    name
    status
    description
    email
    phone
    website
  }
`);var d=o(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`),f=o(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);function p({organizer:o,editor:s,onClose:p,onSaved:m}){let h=n({mode:`controlled`,initialValues:{name:o?.name??``,status:o?.status??`PUBLISH`,description:o?.description??``,email:o?.email??``,phone:o?.phone??``,website:o?.website??``},validate:{name:e=>e.trim()?null:`Enter the organizer’s name`}});return(0,u.jsxs)(c,{what:`organizer`,record:o,form:h,save:async e=>{let t={name:e.name.trim(),description:e.description.trim()||void 0,email:e.email.trim(),phone:e.phone.trim(),website:e.website.trim()};return s&&(t.status=e.status),o?(await a(f,{id:o.id,input:t})).updateOrganizer:(await a(d,{input:t})).createOrganizer},savedMessage:e=>`Organizer ${e.name} saved.`,onSaved:m,onClose:p,size:`lg`,children:[(0,u.jsx)(e,{label:`Organizer name`,required:!0,"data-autofocus":!0,...h.getInputProps(`name`)}),(0,u.jsx)(i,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...h.getInputProps(`description`)}),(0,u.jsxs)(r,{cols:{base:1,sm:2},children:[(0,u.jsx)(e,{label:`E-mail`,type:`email`,...h.getInputProps(`email`)}),(0,u.jsx)(e,{label:`Phone`,type:`tel`,...h.getInputProps(`phone`)}),(0,u.jsx)(e,{label:`Website`,type:`url`,...h.getInputProps(`website`)}),s&&(0,u.jsx)(t,{label:`Status`,data:l,allowDeselect:!1,...h.getInputProps(`status`)})]})]})}export{p as t};