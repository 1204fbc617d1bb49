import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import{a as t,r as n}from"./LoadState-B1kGxmt7.js";import{i as r}from"./dates-BL5OfHxH.js";import{t as i}from"./useQuery-QTvXfPyv.js";import{n as a,r as o,t as s}from"./fieldErrors-dSg30Jr7.js";var c=n(`
  query CareersOptions($companyId: ID!) {
    locations(companyId: $companyId) {
      id
      city
      street
    }
    jobCategories(companyId: $companyId) {
      id
      name(language: EN)
      nl: name(language: NL)
    }
  }
`);function l(e){let{data:t,reload:n}=i(c,{companyId:e});return{locations:(t?.locations??[]).map(e=>({value:e.id,label:e.street?`${e.city} (${e.street})`:e.city})),categories:(t?.jobCategories??[]).map(e=>({value:e.id,label:e.name||e.nl})),loaded:!!t,reload:n}}var u=e(r(),1),d=[`curriculumVitae`,`photo`,`phone`,`motivation`,`education`,`experience`],f=()=>({title:``,slug:``,summary:``,description:``,profile:``,offer:``});function p(e=`NL`){return{status:`DRAFT`,reference:``,defaultLanguage:e,texts:{NL:f(),FR:f(),EN:f()},employmentTypes:[`FULLTIME`],workplaceType:`ONSITE`,experienceLevel:null,withSalary:!1,salaryMin:``,salaryMax:``,salaryCurrency:`EUR`,salaryPeriod:`MONTH`,withHours:!1,hoursMin:``,hoursMax:``,publishedAt:null,closesAt:null,categoryIds:[],locationIds:[],applicationForm:{curriculumVitae:`REQUIRED`,photo:`OPTIONAL`,phone:`OPTIONAL`,motivation:`OPTIONAL`,education:`OPTIONAL`,experience:`OPTIONAL`}}}function m(e){return e?(0,u.default)(e).format(`YYYY-MM-DD HH:mm:ss`):null}function h(e){if(!e)return null;let t=(0,u.default)(e);return t.isValid()?t.toDate().toISOString():null}function g(e){let t=p(e.defaultLanguage);for(let n of e.translations)t.texts[n.language]={title:n.title,slug:n.slug,summary:n.summary,description:n.description,profile:n.profile,offer:n.offer};return{...t,status:e.status,reference:e.reference??``,employmentTypes:e.employmentTypes,workplaceType:e.workplaceType,experienceLevel:e.experienceLevel??null,withSalary:!!e.salary,salaryMin:e.salary?.min??``,salaryMax:e.salary?.max??``,salaryCurrency:e.salary?.currency??`EUR`,salaryPeriod:e.salary?.period??`MONTH`,withHours:!!e.hoursPerWeek,hoursMin:e.hoursPerWeek?.min??``,hoursMax:e.hoursPerWeek?.max??``,publishedAt:m(e.publishedAt),closesAt:m(e.closesAt),categoryIds:e.categoryIds,locationIds:e.locationIds,applicationForm:{...e.applicationForm}}}function _(e){return[e.title,e.slug,e.summary].some(e=>e.trim()!==``)||[e.description,e.profile,e.offer].some(e=>!a(e))}function v(e){return s.filter(t=>t===e.defaultLanguage||_(e.texts[t]))}var y=e=>e===``?NaN:Number(e);function b(e){let t=e=>a(e)?``:e;return{status:e.status,reference:e.reference,defaultLanguage:e.defaultLanguage,translations:v(e).map(n=>{let r=e.texts[n];return{language:n,title:r.title,slug:r.slug,summary:r.summary,description:t(r.description),profile:t(r.profile),offer:t(r.offer)}}),employmentTypes:e.employmentTypes,workplaceType:e.workplaceType,experienceLevel:e.experienceLevel,salary:e.withSalary?{min:y(e.salaryMin)||0,max:y(e.salaryMax)||0,currency:e.salaryCurrency,period:e.salaryPeriod}:null,hoursPerWeek:e.withHours?{min:y(e.hoursMin)||0,max:y(e.hoursMax)||0}:null,publishedAt:h(e.publishedAt),closesAt:h(e.closesAt),categoryIds:e.categoryIds,locationIds:e.locationIds,applicationForm:e.applicationForm}}function x(e,t){let n=t.translations??[],r=e=>n[Number(e)]?.language??t.defaultLanguage??`NL`;return o(e,[[/^input\.translations\.(\d+)\.(\w+)$/,e=>`texts.${r(e[1])}.${e[2]}`],[/^input\.translations(?:\.(\d+))?$/,e=>`texts.${e[1]?r(e[1]):t.defaultLanguage??`NL`}.title`],[/^input\.employmentTypes/,`employmentTypes`],[/^input\.salary\.currency$/,`salaryCurrency`],[/^input\.salary\.period$/,`salaryPeriod`],[/^input\.salary$/,`salaryMin`],[/^input\.hoursPerWeek$/,`hoursMin`],[/^input\.applicationForm\.(\w+)$/,e=>`applicationForm.${e[1]}`]])}function S(e){return s.filter(t=>Object.keys(e).some(n=>n.startsWith(`texts.${t}.`)&&e[n]))}var C={DRAFT:`Draft`,PUBLISHED:`Published`,CLOSED:`Closed`},w={DRAFT:`gray`,PUBLISHED:`green`,CLOSED:`red`,TRASHED:`red`},T={FULLTIME:`Full time`,PARTTIME:`Part time`,FREELANCE:`Freelance`,INTERNSHIP:`Internship`,STUDENT:`Student job`,TEMPORARY:`Temporary`,VOLUNTEER:`Volunteer`},E={ONSITE:`On site`,HYBRID:`Hybrid`,REMOTE:`Remote`},D={ENTRY:`Entry level`,EXPERIENCED:`Experienced`,SENIOR:`Senior`,EXECUTIVE:`Executive`},O={HOUR:`per hour`,MONTH:`per month`,YEAR:`per year`},k={REQUIRED:`Required`,OPTIONAL:`Optional`,HIDDEN:`Hidden`};function A(e){return Object.keys(e).map(t=>({value:t,label:e[t]}))}function j(e,t=`en`){let n=n=>{try{return new Intl.NumberFormat(t,{style:`currency`,currency:e.currency,maximumFractionDigits:2}).format(n)}catch{return`${n} ${e.currency}`}};return`${e.min===e.max?n(e.min):`${n(e.min)} – ${n(e.max)}`} ${O[e.period]}`}function M(e,t,n=new Date){return e===`PUBLISHED`&&t&&new Date(t)>n?{label:`Scheduled for ${N(t)}`,color:`blue`}:{label:e===`TRASHED`?`In the trash`:C[e],color:w[e]}}function N(e){let t=Intl.DateTimeFormat().resolvedOptions().timeZone||`UTC`,n=new Intl.DateTimeFormat(`en-CA`,{timeZone:t,year:`numeric`,month:`2-digit`,day:`2-digit`,hour:`2-digit`,minute:`2-digit`,hourCycle:`h23`}).formatToParts(new Date(e)),r=e=>n.find(t=>t.type===e)?.value??``;return`${r(`year`)}-${r(`month`)}-${r(`day`)} ${r(`hour`)}:${r(`minute`)} ${t}`}var P=n(`
  query JobForBulk($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id) {
      ...JobEditorFields
    }
  }
`),F=n(`
  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {
    updateJob(companyId: $companyId, id: $id, input: $input) {
      id
      status
    }
  }
`),I=n(`
  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {
    createJob(companyId: $companyId, input: $input) {
      id
    }
  }
`),L=n(`
  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {
    deleteJob(companyId: $companyId, id: $id)
  }
`);async function R(e,n,r){let{job:i}=await t(P,{companyId:e,id:n});await t(F,{companyId:e,id:n,input:b(r(g(i)))})}var z=e=>t=>({...t,status:e});function B(e,n){return[{key:`publish`,label:`Publish`,run:t=>R(e,t,z(`PUBLISHED`))},{key:`unpublish`,label:`Unpublish`,run:t=>R(e,t,z(`DRAFT`))},{key:`close`,label:`Close`,run:t=>R(e,t,z(`CLOSED`))},{key:`category`,label:`Add category`,category:{label:`Category`,options:n},run:(t,n)=>R(e,t,e=>n&&!e.categoryIds.includes(n)?{...e,categoryIds:[...e.categoryIds,n]}:e)},{key:`delete`,label:`Delete`,danger:`Each selected job is deleted for good. A job with applications cannot be deleted: close it instead.`,run:n=>t(L,{companyId:e,id:n})}]}async function V(e,n){let{job:r}=await t(P,{companyId:e,id:n}),i=g(r),a=Object.fromEntries(Object.entries(i.texts).map(([e,t])=>[e,t.title.trim()?{...t,title:`${t.title} (copy)`,slug:``}:{...t,slug:``}])),o=b({...i,texts:a,status:`DRAFT`,publishedAt:null});return(await t(I,{companyId:e,input:o})).createJob.id}export{S as _,k as a,l as b,M as c,C as d,E as f,g,x as h,D as i,A as l,b as m,B as n,j as o,d as p,T as r,N as s,V as t,O as u,p as v,v as y};