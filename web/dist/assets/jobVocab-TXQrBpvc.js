import{r as e}from"./LoadState-DHKfFenz.js";import{t}from"./useQuery-DaUrC46D.js";var n=e(`
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
`);function r(e){let{data:r,reload:i}=t(n,{companyId:e});return{locations:(r?.locations??[]).map(e=>({value:e.id,label:e.street?`${e.city} (${e.street})`:e.city})),categories:(r?.jobCategories??[]).map(e=>({value:e.id,label:e.name||e.nl})),loaded:!!r,reload:i}}var i={DRAFT:`Draft`,PUBLISHED:`Published`,CLOSED:`Closed`},a={DRAFT:`gray`,PUBLISHED:`green`,CLOSED:`red`,TRASHED:`red`},o={FULLTIME:`Full time`,PARTTIME:`Part time`,FREELANCE:`Freelance`,INTERNSHIP:`Internship`,STUDENT:`Student job`,TEMPORARY:`Temporary`,VOLUNTEER:`Volunteer`},s={ONSITE:`On site`,HYBRID:`Hybrid`,REMOTE:`Remote`},c={ENTRY:`Entry level`,EXPERIENCED:`Experienced`,SENIOR:`Senior`,EXECUTIVE:`Executive`},l={HOUR:`per hour`,MONTH:`per month`,YEAR:`per year`},u={REQUIRED:`Required`,OPTIONAL:`Optional`,HIDDEN:`Hidden`};function d(e){return Object.keys(e).map(t=>({value:t,label:e[t]}))}function f(e,t=`en`){let n=n=>{try{return new Intl.NumberFormat(t,{style:`currency`,currency:e.currency,maximumFractionDigits:2}).format(n)}catch{return`${n} ${e.currency}`}};return`${e.min===e.max?n(e.min):`${n(e.min)} – ${n(e.max)}`} ${l[e.period]}`}function p(e,t,n=new Date){return e===`PUBLISHED`&&t&&new Date(t)>n?{label:`Scheduled for ${m(t)}`,color:`blue`}:{label:e===`TRASHED`?`In the trash`:i[e],color:a[e]}}function m(e){let t=Intl.DateTimeFormat().resolvedOptions().timeZone||`UTC`,n=new Intl.DateTimeFormat(`en-CA`,{timeZone:t,year:`numeric`,month:`2-digit`,day:`2-digit`,hour:`2-digit`,minute:`2-digit`,hourCycle:`h23`}).formatToParts(new Date(e)),r=e=>n.find(t=>t.type===e)?.value??``;return`${r(`year`)}-${r(`month`)}-${r(`day`)} ${r(`hour`)}:${r(`minute`)} ${t}`}export{m as a,l as c,r as d,f as i,i as l,c as n,p as o,u as r,d as s,o as t,s as u};