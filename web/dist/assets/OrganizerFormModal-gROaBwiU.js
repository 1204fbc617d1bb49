import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{Vt as t,_ as n,a as r,b as i,h as a,l as o,ot as s,r as c}from"./LoadState-CvOhJDDI.js";import{a as l,d as u,f as d,i as f,o as p,t as m}from"./index-C1FkVrST.js";import{t as h}from"./SimpleGrid-CynPLhUT.js";import{t as g}from"./Textarea-Bk0j8HrX.js";import{n as _,o as v,r as y}from"./fieldErrors-DOnYsuVs.js";import{r as b}from"./StatusBadge-BMUNSCv9.js";var x=e(t(),1),S=s();c(`
  fragment OrganizerFields on Organizer {
    id
    name
    status
    description
    email
    phone
    website
  }
`);var C=c(`
  mutation CreateOrganizer($input: OrganizerInput!) {
    createOrganizer(input: $input) {
      ...OrganizerFields
    }
  }
`),w=c(`
  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
    updateOrganizer(id: $id, input: $input) {
      ...OrganizerFields
    }
  }
`);function T({organizer:e,editor:t,onClose:s,onSaved:c}){let[T,E]=(0,x.useState)(!1),D=p({mode:`controlled`,initialValues:{name:e?.name??``,status:e?.status??`PUBLISH`,description:e?.description??``,email:e?.email??``,phone:e?.phone??``,website:e?.website??``},validate:{name:e=>e.trim()?null:`Enter the organizer’s name`}}),O=D.onSubmit(async n=>{E(!0);let i={name:n.name.trim(),description:n.description.trim()||void 0,email:n.email.trim(),phone:n.phone.trim(),website:n.website.trim()};t&&(i.status=n.status);try{let t=e?(await r(w,{id:e.id,input:i})).updateOrganizer:(await r(C,{input:i})).createOrganizer;l(`Organizer ${t.name} saved.`),D.resetDirty(),c(t),s()}catch(e){e instanceof o&&D.setErrors(_(e.fields,y)),f(`Could not save the organizer`,e)}finally{E(!1)}});return(0,S.jsx)(m,{opened:!0,title:e?`Edit organizer ${e.name}`:`New organizer`,dirty:D.isDirty(),onClose:s,size:`lg`,children:r=>(0,S.jsx)(`form`,{onSubmit:e=>v(e,O),noValidate:!0,children:(0,S.jsxs)(a,{children:[(0,S.jsx)(u,{label:`Organizer name`,required:!0,"data-autofocus":!0,...D.getInputProps(`name`)}),(0,S.jsx)(g,{label:`Description`,description:`HTML allowed.`,autosize:!0,minRows:2,...D.getInputProps(`description`)}),(0,S.jsxs)(h,{cols:{base:1,sm:2},children:[(0,S.jsx)(u,{label:`E-mail`,type:`email`,...D.getInputProps(`email`)}),(0,S.jsx)(u,{label:`Phone`,type:`tel`,...D.getInputProps(`phone`)}),(0,S.jsx)(u,{label:`Website`,type:`url`,...D.getInputProps(`website`)}),t&&(0,S.jsx)(d,{label:`Status`,data:b,allowDeselect:!1,...D.getInputProps(`status`)})]}),(0,S.jsxs)(i,{justify:`flex-end`,mt:`sm`,children:[(0,S.jsx)(n,{variant:`default`,onClick:r,children:`Cancel`}),(0,S.jsx)(n,{type:`submit`,loading:T,children:e?`Save organizer`:`Create organizer`})]})]})})})}export{T as t};