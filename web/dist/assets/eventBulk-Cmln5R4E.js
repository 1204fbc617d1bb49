import{a as e,r as t}from"./LoadState-B1kGxmt7.js";import{a as n,i as r,s as i}from"./useCalendarSite-C4YAHEHf.js";var a={title:``,description:``,excerpt:``};function o(e,t,n,r){return{text:Object.fromEntries(e.map(e=>[e,{...a}])),slug:``,status:`DRAFT`,timezone:t,allDay:!1,startDate:n,startTime:`10:00`,endDate:n,endTime:`12:00`,venue:null,organizers:[],categories:[],tags:[],featured:!1,sticky:!1,hideFromListings:!1,showMap:!0,showMapLink:!0,cost:``,currencySymbol:``,currencyCode:``,currencyPosition:``,website:``,image:``,password:``,removePassword:!1,publishDate:``,publishTime:``,unpublishDate:``,unpublishTime:``,hadUnpublish:!1}}function s(e){return e?e.values.length===0?e.text:e.values.map(e=>Number(e)===0?`Free`:e).join(` - `):``}function c(e,t){let r=n(e.start,e.timezone),i=n(e.end,e.timezone),a=e.publishedAt?n(e.publishedAt,e.timezone):null,o=e.unpublishAt?n(e.unpublishAt,e.timezone):null;return{text:t,slug:e.slug,status:e.status,timezone:e.timezone,allDay:!!e.allDay,startDate:r.date,startTime:r.time,endDate:i.date,endTime:i.time,venue:e.venue?.id??null,organizers:e.organizers.map(e=>e.id),categories:e.categories.map(e=>e.id),tags:e.tags.map(e=>e.name),featured:!!e.featured,sticky:!!e.sticky,hideFromListings:!!e.hideFromListings,showMap:e.showMap??!0,showMapLink:e.showMapLink??!0,cost:s(e.cost),currencySymbol:e.cost?.currencySymbol??``,currencyCode:e.cost?.currencyCode??``,currencyPosition:e.cost?.currencyPosition??``,website:e.website??``,image:e.image?e.image.id??e.image.url:``,password:``,removePassword:!1,publishDate:a?.date??``,publishTime:a?.time??``,unpublishDate:o?.date??``,unpublishTime:o?.time??``,hadUnpublish:!!o}}function l(e){let t=e.trim();return t?/^\d+$/.test(t)?{mediaId:t}:{url:t}:null}function u(e,t){let n=new Map(t.map(e=>[e.name.toLowerCase(),e.id])),r=e.map(e=>e.trim()).filter(Boolean).map(e=>n.get(e.toLowerCase())??e);return[...new Set(r)]}function d(e,t){let n=e.text[t.defaultLanguage]??a,{start:o,end:s}=r(e,e.timezone),c={title:n.title.trim(),status:t.status,timezone:e.timezone,allDay:e.allDay,start:o,end:s,cost:e.cost.trim()?[e.cost.trim()]:[],currencySymbol:e.currencySymbol.trim(),currencyCode:e.currencyCode.trim().toUpperCase(),website:e.website.trim(),showMap:e.showMap,showMapLink:e.showMapLink,hideFromListings:e.hideFromListings,sticky:e.sticky,featured:e.featured,categories:e.categories,tags:u(e.tags,t.knownTags),venue:e.venue?{id:e.venue}:null,organizers:e.organizers.map(e=>({id:e})),image:l(e.image)};if(n.description.trim()&&(c.description=n.description),n.excerpt.trim()&&(c.excerpt=n.excerpt),e.currencyPosition&&(c.currencyPosition=e.currencyPosition),e.slug.trim()&&(c.slug=e.slug.trim()),t.status===`FUTURE`&&e.publishDate&&(c.publishedAt=i(e.publishDate,e.publishTime,e.timezone)),e.unpublishDate?c.unpublishAt=i(e.unpublishDate,e.unpublishTime,e.timezone):e.hadUnpublish&&(c.unpublishAt=null),e.removePassword?c.password=``:e.password&&(c.password=e.password),t.creating){for(let e of[`venue`,`image`])c[e]===null&&delete c[e];for(let e of[`cost`,`categories`,`tags`,`organizers`])c[e]?.length===0&&delete c[e]}return c}function f(e,t,n){let r=[];for(let[i,o]of Object.entries(e.text)){if(i===n)continue;let e=t.text[i]??a,s={};o.title!==e.title&&o.title.trim()&&(s.title=o.title.trim()),o.description!==e.description&&o.description.trim()&&(s.description=o.description),o.excerpt!==e.excerpt&&o.excerpt.trim()&&(s.excerpt=o.excerpt),Object.keys(s).length&&r.push({language:i,input:s})}return r}function p(e,t){let n={};for(let[r,i]of Object.entries(e))n[r===`title`||r===`description`||r===`excerpt`?`text.${t}.${r}`:r]=i;return n}function m(e,t){return e?`Submit for review`:t?`Create event`:`Save`}function h(e,t,n){if(t===n)return{state:`default`,fallbacks:[]};let r=e[t]??a,i=e[n]??a,o=[`title`,`excerpt`,`description`].filter(e=>i[e].trim()!==``),s=o.filter(e=>r[e]===i[e]||r[e].trim()===``);return s.length===0?{state:`translated`,fallbacks:s}:{state:s.length===o.length?`fallback`:`partial`,fallbacks:s}}var g={default:`Default language`,translated:`Translated`,partial:`Partly translated`,fallback:`Not translated`};t(`
  fragment EventEditFields on Event {
    id
    slug
    status
    title
    description
    excerpt
    timezone
    allDay
    start
    end
    venue {
      id
      name
    }
    organizers {
      id
      name
    }
    categories {
      id
    }
    tags {
      id
      name
    }
    featured
    sticky
    hideFromListings
    showMap
    showMapLink
    cost {
      text
      values
      currencySymbol
      currencyCode
      currencyPosition
    }
    website
    image {
      id
      url
    }
    passwordProtected
    publishedAt
    unpublishAt
  }
`);var _=t(`
  query EventForEdit($id: ID!) {
    event(id: $id) {
      ...EventEditFields
    }
  }
`),v=t(`
  query EventTextIn($id: ID!, $language: SiteLanguage!) {
    event(id: $id, language: $language) {
      title
      description
      excerpt
    }
  }
`),y=t(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...EventEditFields
    }
  }
`),b=t(`
  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {
    updateEvent(id: $id, input: $input, language: $language) {
      ...EventEditFields
    }
  }
`),x=t(`
  mutation TrashEvent($id: ID!) {
    deleteEvent(id: $id) {
      id
      status
    }
  }
`),S=e=>({title:e.title,description:e.description,excerpt:e.excerpt});async function C(t,n){let[{event:r},...i]=await Promise.all([e(_,{id:t}),...n.slice(1).map(n=>e(v,{id:t,language:n}))]),a={[n[0]]:S(r)};return n.slice(1).forEach((e,t)=>a[e]=S(i[t].event)),{event:r,form:c(r,a)}}async function w(t,n){let r=d(t.values,{defaultLanguage:t.defaultLanguage,knownTags:t.knownTags,status:t.status,creating:!t.id});n(t.defaultLanguage);let i=t.id?(await e(b,{id:t.id,input:r})).updateEvent:(await e(y,{input:r})).createEvent,a={...t.values.text,[t.defaultLanguage]:S(i)};for(let r of f(t.values,t.initial,t.defaultLanguage)){n(r.language);let t=(await e(b,{id:i.id,input:r.input,language:r.language})).updateEvent;a[r.language]=S(t)}return{event:i,form:c(i,a)}}var T=t(`
  mutation SetEventStatus($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      status
    }
  }
`),E=t(`
  query EventCategories($id: ID!) {
    event(id: $id) {
      id
      categories {
        id
      }
    }
  }
`);function D(t){return[{key:`publish`,label:`Publish`,run:t=>e(T,{id:t,input:{status:`PUBLISH`}})},{key:`unpublish`,label:`Unpublish`,run:t=>e(T,{id:t,input:{status:`DRAFT`}})},{key:`category`,label:`Add category`,category:{label:`Category`,options:t},run:async(t,n)=>{let{event:r}=await e(E,{id:t}),i=r.categories.map(e=>e.id);n&&!i.includes(n)&&await e(T,{id:t,input:{categories:[...i,n]}})}},{key:`trash`,label:`Move to trash`,danger:`Each selected event moves to the trash and leaves the public calendar.`,run:t=>e(x,{id:t})}]}async function O(e,t){let{event:n,form:r}=await C(e,t),[i]=t,a={...r.text},o=a[i];o&&(a[i]={...o,title:`${o.title} (copy)`});let s={...r,text:a,slug:``,password:``,removePassword:!1};return(await w({values:s,initial:{...s,text:{}},defaultLanguage:i,knownTags:n.tags,status:`DRAFT`},()=>void 0)).event.id}export{w as a,p as c,C as i,g as l,D as n,o,x as r,m as s,O as t,h as u};