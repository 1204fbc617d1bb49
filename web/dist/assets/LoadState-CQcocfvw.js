import{n as e,t}from"./rolldown-runtime-WkwZ5CU-.js";function n(e){return Object.keys(e)}function r(e){return e&&typeof e==`object`&&!Array.isArray(e)}function i(e,t){let n={...e},a=t;return r(e)&&r(t)&&Object.keys(t).forEach(t=>{r(a[t])&&t in e?n[t]=i(n[t],a[t]):n[t]=a[t]}),n}function a(e){return e.replace(/[A-Z]/g,e=>`-${e.toLowerCase()}`)}function o(e){return e===`0rem`?`0rem`:`calc(${e} * var(--mantine-scale))`}function s(e,{shouldScale:t=!1}={}){function n(r){if(r===0||r===`0`)return`0${e}`;if(typeof r==`number`){let n=`${r/16}${e}`;return t?o(n):n}if(typeof r==`string`){if(r===``||r.startsWith(`calc(`)||r.startsWith(`clamp(`)||r.includes(`rgba(`))return r;if(r.includes(`,`))return r.split(`,`).map(e=>n(e)).join(`,`);if(r.includes(` `))return r.split(` `).map(e=>n(e)).join(` `);let i=r.replace(`px`,``);if(!Number.isNaN(Number(i))){let n=`${Number(i)/16}${e}`;return t?o(n):n}}return r}return n}var c=s(`rem`,{shouldScale:!0}),l=s(`em`);function u(e){return Object.keys(e).reduce((t,n)=>(e[n]!==void 0&&(t[n]=e[n]),t),{})}function d(e){if(typeof e==`number`)return!0;if(typeof e==`string`){if(e.startsWith(`calc(`)||e.startsWith(`var(`)||e.includes(` `)&&e.trim()!==``)return!0;let t=/^[+-]?[0-9]+(\.[0-9]+)?(px|em|rem|ex|ch|lh|rlh|vw|vh|vmin|vmax|vb|vi|svw|svh|lvw|lvh|dvw|dvh|cm|mm|in|pt|pc|q|cqw|cqh|cqi|cqb|cqmin|cqmax|%)?$/;return e.trim().split(/\s+/).every(e=>t.test(e))}return!1}var f=t((e=>{var t=Symbol.for(`react.transitional.element`),n=Symbol.for(`react.portal`),r=Symbol.for(`react.fragment`),i=Symbol.for(`react.strict_mode`),a=Symbol.for(`react.profiler`),o=Symbol.for(`react.consumer`),s=Symbol.for(`react.context`),c=Symbol.for(`react.forward_ref`),l=Symbol.for(`react.suspense`),u=Symbol.for(`react.memo`),d=Symbol.for(`react.lazy`),f=Symbol.for(`react.activity`),p=Symbol.for(`react.view_transition`),m=Symbol.iterator;function h(e){return typeof e!=`object`||!e?null:(e=m&&e[m]||e[`@@iterator`],typeof e==`function`?e:null)}var g={isMounted:function(){return!1},enqueueForceUpdate:function(){},enqueueReplaceState:function(){},enqueueSetState:function(){}},_=Object.assign,v={};function y(e,t,n){this.props=e,this.context=t,this.refs=v,this.updater=n||g}y.prototype.isReactComponent={},y.prototype.setState=function(e,t){if(typeof e!=`object`&&typeof e!=`function`&&e!=null)throw Error(`takes an object of state variables to update or a function which returns an object of state variables.`);this.updater.enqueueSetState(this,e,t,`setState`)},y.prototype.forceUpdate=function(e){this.updater.enqueueForceUpdate(this,e,`forceUpdate`)};function b(){}b.prototype=y.prototype;function x(e,t,n){this.props=e,this.context=t,this.refs=v,this.updater=n||g}var S=x.prototype=new b;S.constructor=x,_(S,y.prototype),S.isPureReactComponent=!0;var C=Array.isArray;function w(){}var T={H:null,A:null,T:null,S:null},E=Object.prototype.hasOwnProperty;function D(e,n,r){var i=r.ref;return{$$typeof:t,type:e,key:n,ref:i===void 0?null:i,props:r}}function O(e,t){return D(e.type,t,e.props)}function k(e){return typeof e==`object`&&!!e&&e.$$typeof===t}function A(e){var t={"=":`=0`,":":`=2`};return`$`+e.replace(/[=:]/g,function(e){return t[e]})}var j=/\/+/g;function M(e,t){return typeof e==`object`&&e&&e.key!=null?A(``+e.key):t.toString(36)}function N(e){switch(e.status){case`fulfilled`:return e.value;case`rejected`:throw e.reason;default:switch(typeof e.status==`string`?e.then(w,w):(e.status=`pending`,e.then(function(t){e.status===`pending`&&(e.status=`fulfilled`,e.value=t)},function(t){e.status===`pending`&&(e.status=`rejected`,e.reason=t)})),e.status){case`fulfilled`:return e.value;case`rejected`:throw e.reason}}throw e}function P(e,r,i,a,o){var s=typeof e;(s===`undefined`||s===`boolean`)&&(e=null);var c=!1;if(e===null)c=!0;else switch(s){case`bigint`:case`string`:case`number`:c=!0;break;case`object`:switch(e.$$typeof){case t:case n:c=!0;break;case d:return c=e._init,P(c(e._payload),r,i,a,o)}}if(c)return o=o(e),c=a===``?`.`+M(e,0):a,C(o)?(i=``,c!=null&&(i=c.replace(j,`$&/`)+`/`),P(o,r,i,``,function(e){return e})):o!=null&&(k(o)&&(o=O(o,i+(o.key==null||e&&e.key===o.key?``:(``+o.key).replace(j,`$&/`)+`/`)+c)),r.push(o)),1;c=0;var l=a===``?`.`:a+`:`;if(C(e))for(var u=0;u<e.length;u++)a=e[u],s=l+M(a,u),c+=P(a,r,i,s,o);else if(u=h(e),typeof u==`function`)for(e=u.call(e),u=0;!(a=e.next()).done;)a=a.value,s=l+M(a,u++),c+=P(a,r,i,s,o);else if(s===`object`){if(typeof e.then==`function`)return P(N(e),r,i,a,o);throw r=String(e),Error(`Objects are not valid as a React child (found: `+(r===`[object Object]`?`object with keys {`+Object.keys(e).join(`, `)+`}`:r)+`). If you meant to render a collection of children, use an array instead.`)}return c}function F(e,t,n){if(e==null)return e;var r=[],i=0;return P(e,r,``,``,function(e){return t.call(n,e,i++)}),r}function ee(e){if(e._status===-1){var t=e._result,n=t();n.then(function(t){(e._status===0||e._status===-1)&&(e._status=1,e._result=t,n.status===void 0&&(n.status=`fulfilled`,n.value=t))},function(t){(e._status===0||e._status===-1)&&(e._status=2,e._result=t,n.status===void 0&&(n.status=`rejected`,n.reason=t))}),e._status===-1&&(e._status=0,e._result=n)}if(e._status===1)return e._result.default;throw e._result}var I=typeof reportError==`function`?reportError:function(e){if(typeof window==`object`&&typeof window.ErrorEvent==`function`){var t=new window.ErrorEvent(`error`,{bubbles:!0,cancelable:!0,message:typeof e==`object`&&e&&typeof e.message==`string`?String(e.message):String(e),error:e});if(!window.dispatchEvent(t))return}else if(typeof process==`object`&&typeof process.emit==`function`){process.emit(`uncaughtException`,e);return}console.error(e)};function L(e){var t=T.T,n={};n.types=t===null?null:t.types,T.T=n;try{var r=e(),i=T.S;i!==null&&i(n,r),typeof r==`object`&&r&&typeof r.then==`function`&&r.then(w,I)}catch(e){I(e)}finally{t!==null&&n.types!==null&&(t.types=n.types),T.T=t}}function R(e){var t=T.T;if(t!==null){var n=t.types;n===null?t.types=[e]:n.indexOf(e)===-1&&n.push(e)}else L(R.bind(null,e))}var te={map:F,forEach:function(e,t,n){F(e,function(){t.apply(this,arguments)},n)},count:function(e){var t=0;return F(e,function(){t++}),t},toArray:function(e){return F(e,function(e){return e})||[]},only:function(e){if(!k(e))throw Error(`React.Children.only expected to receive a single React element child.`);return e}};e.Activity=f,e.Children=te,e.Component=y,e.Fragment=r,e.Profiler=a,e.PureComponent=x,e.StrictMode=i,e.Suspense=l,e.ViewTransition=p,e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=T,e.__COMPILER_RUNTIME={__proto__:null,c:function(e){return T.H.useMemoCache(e)}},e.addTransitionType=R,e.cache=function(e){return function(){return e.apply(null,arguments)}},e.cacheSignal=function(){return null},e.cloneElement=function(e,t,n){if(e==null)throw Error(`The argument must be a React element, but you passed `+e+`.`);var r=_({},e.props),i=e.key;if(t!=null)for(a in t.key!==void 0&&(i=``+t.key),t)!E.call(t,a)||a===`key`||a===`__self`||a===`__source`||a===`ref`&&t.ref===void 0||(r[a]=t[a]);var a=arguments.length-2;if(a===1)r.children=n;else if(1<a){for(var o=Array(a),s=0;s<a;s++)o[s]=arguments[s+2];r.children=o}return D(e.type,i,r)},e.createContext=function(e){return e={$$typeof:s,_currentValue:e,_currentValue2:e,_threadCount:0,Provider:null,Consumer:null},e.Provider=e,e.Consumer={$$typeof:o,_context:e},e},e.createElement=function(e,t,n){var r,i={},a=null;if(t!=null)for(r in t.key!==void 0&&(a=``+t.key),t)E.call(t,r)&&r!==`key`&&r!==`__self`&&r!==`__source`&&(i[r]=t[r]);var o=arguments.length-2;if(o===1)i.children=n;else if(1<o){for(var s=Array(o),c=0;c<o;c++)s[c]=arguments[c+2];i.children=s}if(e&&e.defaultProps)for(r in o=e.defaultProps,o)i[r]===void 0&&(i[r]=o[r]);return D(e,a,i)},e.createRef=function(){return{current:null}},e.forwardRef=function(e){return{$$typeof:c,render:e}},e.isValidElement=k,e.lazy=function(e){return{$$typeof:d,_payload:{_status:-1,_result:e},_init:ee}},e.memo=function(e,t){return{$$typeof:u,type:e,compare:t===void 0?null:t}},e.startTransition=L,e.unstable_useCacheRefresh=function(){return T.H.useCacheRefresh()},e.use=function(e){return T.H.use(e)},e.useActionState=function(e,t,n){return T.H.useActionState(e,t,n)},e.useCallback=function(e,t){return T.H.useCallback(e,t)},e.useContext=function(e){return T.H.useContext(e)},e.useDebugValue=function(){},e.useDeferredValue=function(e,t){return T.H.useDeferredValue(e,t)},e.useEffect=function(e,t){return T.H.useEffect(e,t)},e.useEffectEvent=function(e){return T.H.useEffectEvent(e)},e.useId=function(){return T.H.useId()},e.useImperativeHandle=function(e,t,n){return T.H.useImperativeHandle(e,t,n)},e.useInsertionEffect=function(e,t){return T.H.useInsertionEffect(e,t)},e.useLayoutEffect=function(e,t){return T.H.useLayoutEffect(e,t)},e.useMemo=function(e,t){return T.H.useMemo(e,t)},e.useOptimistic=function(e,t){return T.H.useOptimistic(e,t)},e.useReducer=function(e,t,n){return T.H.useReducer(e,t,n)},e.useRef=function(e){return T.H.useRef(e)},e.useState=function(e){return T.H.useState(e)},e.useSyncExternalStore=function(e,t,n){return T.H.useSyncExternalStore(e,t,n)},e.useTransition=function(){return T.H.useTransition()},e.version=`19.3.1`})),p=t(((e,t)=>{t.exports=f()})),m=e(p(),1);function h(e){let t=(0,m.createContext)(null);return[t,()=>{let n=(0,m.use)(t);if(n===null)throw Error(e);return n}]}function g(e,t=`size`,n=!0){if(e!==void 0)return d(e)?n?c(e):e:`var(--${t}-${e})`}function _(e){return g(e,`mantine-spacing`)}function v(e){return e===void 0?`var(--mantine-radius-default)`:g(e,`mantine-radius`)}function y(e){return g(e,`mantine-font-size`)}function b(e){return g(e,`mantine-line-height`,!1)}function x(e){if(e)return g(e,`mantine-shadow`,!1)}function S(e=`mantine-`){return`${e}${Math.random().toString(36).slice(2,11)}`}function C(e){let t=(0,m.useRef)(e);return(0,m.useEffect)(()=>{t.current=e}),(0,m.useMemo)(()=>((...e)=>t.current?.(...e)),[])}function w(e,t){let{delay:n,flushOnUnmount:r,leading:i,maxWait:a}=typeof t==`number`?{delay:t,flushOnUnmount:!1,leading:!1,maxWait:void 0}:t,o=C(e),s=(0,m.useRef)(0),c=(0,m.useRef)(0),l=(0,m.useRef)(null),u=(0,m.useMemo)(()=>{let e=Object.assign((...t)=>{window.clearTimeout(s.current),l.current=t;let r=e._isFirstCall;e._isFirstCall=!1;function u(){window.clearTimeout(s.current),window.clearTimeout(c.current),s.current=0,c.current=0,e._isFirstCall=!0,e._hasPendingCallback=!1}function d(){a!==void 0&&c.current===0&&(c.current=window.setTimeout(()=>{if(c.current=0,s.current!==0&&e._hasPendingCallback){let e=l.current;u(),o(...e)}},a))}if(i&&r){o(...t),e.flush=()=>{s.current!==0&&u()},e.cancel=()=>{u()},s.current=window.setTimeout(()=>{u()},n),d();return}if(i&&!r){e._hasPendingCallback=!0,e.flush=()=>{s.current!==0&&(u(),o(...t))},e.cancel=()=>{u()},s.current=window.setTimeout(()=>{u()},n),d();return}e._hasPendingCallback=!0;let f=()=>{s.current!==0&&(u(),o(...t))};e.flush=f,e.cancel=()=>{u()},s.current=window.setTimeout(f,n),d()},{flush:()=>{},cancel:()=>{},isPending:()=>e._hasPendingCallback,_isFirstCall:!0,_hasPendingCallback:!1});return e},[o,n,i,a]);return(0,m.useEffect)(()=>()=>{r?u.flush():u.cancel()},[u,r]),u}function T(e,t){if(typeof t==`boolean`)return t;if(typeof window<`u`&&`matchMedia`in window)try{return window.matchMedia(e).matches}catch{return!1}return!1}function E(e,t,{getInitialValueInEffect:n}={getInitialValueInEffect:!0}){let[r,i]=(0,m.useState)(n?t:T(e));return(0,m.useEffect)(()=>{try{if(`matchMedia`in window){let t=window.matchMedia(e);i(t.matches);let n=e=>i(e.matches);return t.addEventListener(`change`,n),()=>{t.removeEventListener(`change`,n)}}}catch{return}},[e]),r||!1}var D=typeof document<`u`?m.useLayoutEffect:m.useEffect;function O(e,t){return e.length!==t.length||t.some((t,n)=>!Object.is(t,e[n]))}function k(e,t){let n=(0,m.useRef)(!1),r=(0,m.useRef)(null),i=(0,m.useRef)(void 0),a={};(0,m.useEffect)(()=>{let o=r.current===a,s=i.current;if(r.current=a,i.current=t,!n.current)n.current=!0;else if(!o&&!(t&&s&&!O(s,t)))return e()},t)}function A(e){let t=(0,m.useId)(),[n,r]=(0,m.useState)(`mantine-${t.replace(/:/g,``)}`),i=(0,m.useRef)(!1);return D(()=>{i.current||(i.current=!0,r(S()))},[]),typeof e==`string`?e:n}function j(e,t){if(typeof e==`function`)return e(t);typeof e==`object`&&e&&`current`in e&&(e.current=t)}function M(...e){let t=new Map;return n=>{if(e.forEach(e=>{let r=j(e,n);r&&t.set(e,r)}),t.size>0)return()=>{e.forEach(e=>{let n=t.get(e);n&&typeof n==`function`?n():j(e,null)}),t.clear()}}}function N(...e){return(0,m.useCallback)(M(...e),e)}function P(e,t){return E(`(prefers-reduced-motion: reduce)`,e,t)}var F=t((e=>{var t=p();function n(e){var t=`https://react.dev/errors/`+e;if(1<arguments.length){t+=`?args[]=`+encodeURIComponent(arguments[1]);for(var n=2;n<arguments.length;n++)t+=`&args[]=`+encodeURIComponent(arguments[n])}return`Minified React error #`+e+`; visit `+t+` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`}function r(){}var i={d:{f:r,r:function(){throw Error(n(522))},D:r,C:r,L:r,m:r,X:r,S:r,M:r},p:0,findDOMNode:null},a=Symbol.for(`react.portal`),o=Symbol.for(`react.recoverable`),s=Symbol.for(`react.optimistic_key`);function c(e,t,n){var r=3<arguments.length&&arguments[3]!==void 0?arguments[3]:null;return{$$typeof:a,key:r==null?null:r===s?s:``+r,children:e,containerInfo:t,implementation:n}}var l=t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;function u(e,t){if(e===`font`)return``;if(typeof t==`string`)return t===`use-credentials`?t:``}e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=i,e.browser=function(e){return{$$typeof:o,_reason:e}},e.createPortal=function(e,t){var r=2<arguments.length&&arguments[2]!==void 0?arguments[2]:null;if(!t||t.nodeType!==1&&t.nodeType!==9&&t.nodeType!==11)throw Error(n(299));return c(e,t,null,r)},e.flushSync=function(e){var t=l.T,n=i.p;try{if(l.T=null,i.p=2,e)return e()}finally{l.T=t,i.p=n,i.d.f()}},e.preconnect=function(e,t){typeof e==`string`&&(t?(t=t.crossOrigin,t=typeof t==`string`?t===`use-credentials`?t:``:void 0):t=null,i.d.C(e,t))},e.prefetchDNS=function(e){typeof e==`string`&&i.d.D(e)},e.preinit=function(e,t){if(typeof e==`string`&&t&&typeof t.as==`string`){var n=t.as,r=u(n,t.crossOrigin),a=typeof t.integrity==`string`?t.integrity:void 0,o=typeof t.fetchPriority==`string`?t.fetchPriority:void 0;n===`style`?i.d.S(e,typeof t.precedence==`string`?t.precedence:void 0,{crossOrigin:r,integrity:a,fetchPriority:o}):n===`script`&&i.d.X(e,{crossOrigin:r,integrity:a,fetchPriority:o,nonce:typeof t.nonce==`string`?t.nonce:void 0})}},e.preinitModule=function(e,t){if(typeof e==`string`){if(typeof t==`object`&&t){if(t.as==null||t.as===`script`){var n=u(t.as,t.crossOrigin);i.d.M(e,{crossOrigin:n,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0})}}else t??i.d.M(e)}},e.preload=function(e,t){if(typeof e==`string`&&typeof t==`object`&&t&&typeof t.as==`string`){var n=t.as,r=u(n,t.crossOrigin);i.d.L(e,n,{crossOrigin:r,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,type:typeof t.type==`string`?t.type:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0,referrerPolicy:typeof t.referrerPolicy==`string`?t.referrerPolicy:void 0,imageSrcSet:typeof t.imageSrcSet==`string`?t.imageSrcSet:void 0,imageSizes:typeof t.imageSizes==`string`?t.imageSizes:void 0,media:typeof t.media==`string`?t.media:void 0})}},e.preloadModule=function(e,t){if(typeof e==`string`){if(t){var n=u(t.as,t.crossOrigin);i.d.m(e,{as:typeof t.as==`string`&&t.as!==`script`?t.as:void 0,crossOrigin:n,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0})}else i.d.m(e)}},e.requestFormReset=function(e){i.d.r(e)},e.unstable_batchedUpdates=function(e,t){return e(t)},e.useFormState=function(e,t,n){return l.H.useFormState(e,t,n)},e.useFormStatus=function(){return l.H.useHostTransitionStatus()},e.version=`19.3.1`})),ee=t(((e,t)=>{function n(){if(typeof __REACT_DEVTOOLS_GLOBAL_HOOK__<`u`&&typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE==`function`)try{__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n)}catch(e){console.error(e)}}n(),t.exports=F()}));function I(e){return e}function L(e){var t,n,r=``;if(typeof e==`string`||typeof e==`number`)r+=e;else if(typeof e==`object`){if(Array.isArray(e)){var i=e.length;for(t=0;t<i;t++)e[t]&&(n=L(e[t]))&&(r&&(r+=` `),r+=n)}else for(n in e)e[n]&&(r&&(r+=` `),r+=n)}return r}function R(){for(var e,t,n=0,r=``,i=arguments.length;n<i;n++)(e=arguments[n])&&(t=L(e))&&(r&&(r+=` `),r+=t);return r}var te={};function ne(e){let t={};return e.forEach(e=>{Object.entries(e).forEach(([e,n])=>{t[e]?t[e]=R(t[e],n):t[e]=n})}),t}function z({theme:e,classNames:t,props:n,stylesCtx:r}){return ne((Array.isArray(t)?t:[t]).map(t=>typeof t==`function`?t(e,n,r):t||te))}function B({theme:e,styles:t,props:n,stylesCtx:r}){let i=Array.isArray(t)?t:[t],a={};for(let t of i)typeof t==`function`?Object.assign(a,t(e,n,r)):t&&Object.assign(a,t);return a}function re(e,t){return typeof e.primaryShade==`number`?e.primaryShade:t===`dark`?e.primaryShade.dark:e.primaryShade.light}function ie(e){return/^#?([0-9A-F]{3}){1,2}([0-9A-F]{2})?$/i.test(e)}function ae(e){let t=e.replace(`#`,``);if(t.length===3){let e=t.split(``);t=[e[0],e[0],e[1],e[1],e[2],e[2]].join(``)}if(t.length===8){let e=parseInt(t.slice(6,8),16)/255;return{r:parseInt(t.slice(0,2),16),g:parseInt(t.slice(2,4),16),b:parseInt(t.slice(4,6),16),a:e}}let n=parseInt(t,16);return{r:n>>16&255,g:n>>8&255,b:n&255,a:1}}function oe(e){let[t,n,r,i]=e.replace(/[^0-9,./]/g,``).split(/[/,]/).map(Number);return{r:t,g:n,b:r,a:i===void 0?1:i}}function se(e){let t=e.match(/^hsla?\(\s*(\d+)\s*,\s*(\d+%)\s*,\s*(\d+%)\s*(,\s*(0?\.\d+|\d+(\.\d+)?))?\s*\)$/i);if(!t)return{r:0,g:0,b:0,a:1};let n=parseInt(t[1],10),r=parseInt(t[2],10)/100,i=parseInt(t[3],10)/100,a=t[5]?parseFloat(t[5]):void 0,o=(1-Math.abs(2*i-1))*r,s=n/60,c=o*(1-Math.abs(s%2-1)),l=i-o/2,u,d,f;return s>=0&&s<1?(u=o,d=c,f=0):s>=1&&s<2?(u=c,d=o,f=0):s>=2&&s<3?(u=0,d=o,f=c):s>=3&&s<4?(u=0,d=c,f=o):s>=4&&s<5?(u=c,d=0,f=o):(u=o,d=0,f=c),{r:Math.round((u+l)*255),g:Math.round((d+l)*255),b:Math.round((f+l)*255),a:a||1}}function V(e){return ie(e)?ae(e):e.startsWith(`rgb`)?oe(e):e.startsWith(`hsl`)?se(e):{r:0,g:0,b:0,a:1}}function ce(e){return e<=.03928?e/12.92:((e+.055)/1.055)**2.4}function le(e){let t=e.match(/oklch\((.*?)%\s/);return t?parseFloat(t[1]):null}function ue(e){if(e.startsWith(`oklch(`))return(le(e)||0)/100;let{r:t,g:n,b:r}=V(e),i=t/255,a=n/255,o=r/255,s=ce(i),c=ce(a),l=ce(o);return .2126*s+.7152*c+.0722*l}function H(e,t=.179){return!e.startsWith(`var(`)&&ue(e)>t}function de({color:e,theme:t,colorScheme:n}){if(typeof e!=`string`)throw Error(`[@mantine/core] Failed to parse color. Expected color to be a string, instead got ${typeof e}`);if(e===`bright`)return{color:e,value:n===`dark`?t.white:t.black,shade:void 0,isThemeColor:!1,isLight:H(n===`dark`?t.white:t.black,t.luminanceThreshold),variable:`--mantine-color-bright`};if(e===`dimmed`)return{color:e,value:n===`dark`?t.colors.dark[2]:t.colors.gray[7],shade:void 0,isThemeColor:!1,isLight:H(n===`dark`?t.colors.dark[2]:t.colors.gray[6],t.luminanceThreshold),variable:`--mantine-color-dimmed`};if(e===`white`||e===`black`)return{color:e,value:e===`white`?t.white:t.black,shade:void 0,isThemeColor:!1,isLight:H(e===`white`?t.white:t.black,t.luminanceThreshold),variable:`--mantine-color-${e}`};let[r,i]=e.split(`.`),a=i?Number(i):void 0,o=r in t.colors;if(o){let e=a===void 0?t.colors[r][re(t,n||`light`)]:t.colors[r][a];return{color:r,value:e,shade:a,isThemeColor:o,isLight:H(e,t.luminanceThreshold),variable:i?`--mantine-color-${r}-${a}`:`--mantine-color-${r}-filled`}}return{color:e,value:e,isThemeColor:o,isLight:H(e,t.luminanceThreshold),shade:a,variable:void 0}}function fe(e,t){let n=de({color:e||t.primaryColor,theme:t});return n.variable?`var(${n.variable})`:e}function pe(e){return!!e&&typeof e==`object`&&`mantine-virtual-color`in e}function me(e,t){if(e.startsWith(`var(`))return`color-mix(in srgb, ${e}, black ${t*100}%)`;let{r:n,g:r,b:i,a}=V(e),o=1-t,s=e=>Math.round(e*o);return`rgba(${s(n)}, ${s(r)}, ${s(i)}, ${a})`}function he(e,t){let n={from:e?.from||t.defaultGradient.from,to:e?.to||t.defaultGradient.to,deg:e?.deg??t.defaultGradient.deg??0},r=fe(n.from,t),i=fe(n.to,t);return`linear-gradient(${n.deg}deg, ${r} 0%, ${i} 100%)`}function ge(e,t){if(typeof e!=`string`||t>1||t<0)return`rgba(0, 0, 0, 1)`;if(e.startsWith(`var(`))return`color-mix(in srgb, ${e}, transparent ${(1-t)*100}%)`;if(e.startsWith(`oklch`))return e.includes(`/`)?e.replace(/\/\s*[\d.]+\s*\)/,`/ ${t})`):e.replace(`)`,` / ${t})`);let{r:n,g:r,b:i}=V(e);return`rgba(${n}, ${r}, ${i}, ${t})`}var _e=ge,ve=({color:e,theme:t,variant:n,gradient:r,autoContrast:i})=>{let a=de({color:e,theme:t}),o=typeof i==`boolean`?i:t.autoContrast;if(n===`none`)return{background:`transparent`,hover:`transparent`,color:`inherit`,border:`none`};if(n===`filled`){let n=a.isThemeColor&&a.shade===void 0&&pe(t.colors[a.color]),r=o?n?`var(--mantine-color-${a.color}-contrast)`:a.isLight?`var(--mantine-color-black)`:`var(--mantine-color-white)`:`var(--mantine-color-white)`;return a.isThemeColor?a.shade===void 0?{background:`var(--mantine-color-${e}-filled)`,hover:`var(--mantine-color-${e}-filled-hover)`,color:r,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-${a.color}-${a.shade})`,hover:`var(--mantine-color-${a.color}-${a.shade===9?8:a.shade+1})`,color:r,border:`${c(1)} solid transparent`}:{background:e,hover:me(e,.1),color:r,border:`${c(1)} solid transparent`}}if(n===`light`){if(a.isThemeColor){if(a.shade===void 0)return{background:`var(--mantine-color-${e}-light)`,hover:`var(--mantine-color-${e}-light-hover)`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`};let n=t.colors[a.color][a.shade];return{background:n,hover:me(n,.1),color:`var(--mantine-color-${a.color}-light-color)`,border:`${c(1)} solid transparent`}}return{background:ge(e,.1),hover:ge(e,.12),color:e,border:`${c(1)} solid transparent`}}if(n===`outline`)return a.isThemeColor?a.shade===void 0?{background:`transparent`,hover:`var(--mantine-color-${e}-outline-hover)`,color:`var(--mantine-color-${e}-outline)`,border:`${c(1)} solid var(--mantine-color-${e}-outline)`}:{background:`transparent`,hover:ge(t.colors[a.color][a.shade],.05),color:`var(--mantine-color-${a.color}-${a.shade})`,border:`${c(1)} solid var(--mantine-color-${a.color}-${a.shade})`}:{background:`transparent`,hover:ge(e,.05),color:e,border:`${c(1)} solid ${e}`};if(n===`subtle`){if(a.isThemeColor){if(a.shade===void 0)return{background:`transparent`,hover:`var(--mantine-color-${e}-light-hover)`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`};let n=t.colors[a.color][a.shade];return{background:`transparent`,hover:ge(n,.12),color:`var(--mantine-color-${a.color}-${Math.min(a.shade,6)})`,border:`${c(1)} solid transparent`}}return{background:`transparent`,hover:ge(e,.12),color:e,border:`${c(1)} solid transparent`}}return n===`transparent`?a.isThemeColor?a.shade===void 0?{background:`transparent`,hover:`transparent`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`}:{background:`transparent`,hover:`transparent`,color:`var(--mantine-color-${a.color}-${Math.min(a.shade,6)})`,border:`${c(1)} solid transparent`}:{background:`transparent`,hover:`transparent`,color:e,border:`${c(1)} solid transparent`}:n===`white`?a.isThemeColor?a.shade===void 0?{background:`var(--mantine-color-white)`,hover:me(t.white,.01),color:`var(--mantine-color-${e}-filled)`,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-white)`,hover:me(t.white,.01),color:`var(--mantine-color-${a.color}-${a.shade})`,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-white)`,hover:me(t.white,.01),color:e,border:`${c(1)} solid transparent`}:n===`gradient`?{background:he(r,t),hover:he(r,t),color:`var(--mantine-color-white)`,border:`none`}:n==="default"?{background:`var(--mantine-color-default)`,hover:`var(--mantine-color-default-hover)`,color:`var(--mantine-color-default-color)`,border:`${c(1)} solid var(--mantine-color-default-border)`}:{}},ye=(0,m.createContext)(null);function be(){let e=(0,m.use)(ye);if(!e)throw Error(`[@mantine/core] MantineProvider was not found in tree`);return e}function xe(){return be().cssVariablesResolver}function Se(){return be().classNamesPrefix}function Ce(){return be().getStyleNonce}function we(){return be().withStaticClasses}function Te(){return be().headless}function Ee(){return be().stylesTransform?.sx}function De(){return be().stylesTransform?.styles}function Oe(){return be().env||`default`}function ke(){return be().deduplicateInlineStyles}var Ae=t((e=>{var t=Symbol.for(`react.transitional.element`),n=Symbol.for(`react.fragment`);function r(e,n,r){var i=null;if(r!==void 0&&(i=``+r),n.key!==void 0&&(i=``+n.key),`key`in n)for(var a in r={},n)a!==`key`&&(r[a]=n[a]);else r=n;return n=r.ref,{$$typeof:t,type:e,key:i,ref:n===void 0?null:n,props:r}}e.Fragment=n,e.jsx=r,e.jsxs=r})),je=t(((e,t)=>{t.exports=Ae()})),Me={dark:[`#C9C9C9`,`#b8b8b8`,`#828282`,`#696969`,`#424242`,`#3b3b3b`,`#2e2e2e`,`#242424`,`#1f1f1f`,`#141414`],gray:[`#f8f9fa`,`#f1f3f5`,`#e9ecef`,`#dee2e6`,`#ced4da`,`#adb5bd`,`#868e96`,`#495057`,`#343a40`,`#212529`],red:[`#fff5f5`,`#ffe3e3`,`#ffc9c9`,`#ffa8a8`,`#ff8787`,`#ff6b6b`,`#fa5252`,`#f03e3e`,`#e03131`,`#c92a2a`],pink:[`#fff0f6`,`#ffdeeb`,`#fcc2d7`,`#faa2c1`,`#f783ac`,`#f06595`,`#e64980`,`#d6336c`,`#c2255c`,`#a61e4d`],grape:[`#f8f0fc`,`#f3d9fa`,`#eebefa`,`#e599f7`,`#da77f2`,`#cc5de8`,`#be4bdb`,`#ae3ec9`,`#9c36b5`,`#862e9c`],violet:[`#f3f0ff`,`#e5dbff`,`#d0bfff`,`#b197fc`,`#9775fa`,`#845ef7`,`#7950f2`,`#7048e8`,`#6741d9`,`#5f3dc4`],indigo:[`#edf2ff`,`#dbe4ff`,`#bac8ff`,`#91a7ff`,`#748ffc`,`#5c7cfa`,`#4c6ef5`,`#4263eb`,`#3b5bdb`,`#364fc7`],blue:[`#e7f5ff`,`#d0ebff`,`#a5d8ff`,`#74c0fc`,`#4dabf7`,`#339af0`,`#228be6`,`#1c7ed6`,`#1971c2`,`#1864ab`],cyan:[`#e3fafc`,`#c5f6fa`,`#99e9f2`,`#66d9e8`,`#3bc9db`,`#22b8cf`,`#15aabf`,`#1098ad`,`#0c8599`,`#0b7285`],teal:[`#e6fcf5`,`#c3fae8`,`#96f2d7`,`#63e6be`,`#38d9a9`,`#20c997`,`#12b886`,`#0ca678`,`#099268`,`#087f5b`],green:[`#ebfbee`,`#d3f9d8`,`#b2f2bb`,`#8ce99a`,`#69db7c`,`#51cf66`,`#40c057`,`#37b24d`,`#2f9e44`,`#2b8a3e`],lime:[`#f4fce3`,`#e9fac8`,`#d8f5a2`,`#c0eb75`,`#a9e34b`,`#94d82d`,`#82c91e`,`#74b816`,`#66a80f`,`#5c940d`],yellow:[`#fff9db`,`#fff3bf`,`#ffec99`,`#ffe066`,`#ffd43b`,`#fcc419`,`#fab005`,`#f59f00`,`#f08c00`,`#e67700`],orange:[`#fff4e6`,`#ffe8cc`,`#ffd8a8`,`#ffc078`,`#ffa94d`,`#ff922b`,`#fd7e14`,`#f76707`,`#e8590c`,`#d9480f`]},Ne=`-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji`,Pe={scale:1,fontSmoothing:!0,focusRing:`auto`,white:`#fff`,black:`#000`,colors:Me,primaryShade:{light:6,dark:8},primaryColor:`blue`,variantColorResolver:ve,autoContrast:!1,luminanceThreshold:.3,fontFamily:Ne,fontFamilyMonospace:`ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, Liberation Mono, Courier New, monospace`,respectReducedMotion:!1,cursorType:`default`,defaultGradient:{from:`blue`,to:`cyan`,deg:45},defaultRadius:`md`,activeClassName:`mantine-active`,focusClassName:``,headings:{fontFamily:Ne,fontWeight:`700`,textWrap:`wrap`,sizes:{h1:{fontSize:c(34),lineHeight:`1.3`},h2:{fontSize:c(26),lineHeight:`1.35`},h3:{fontSize:c(22),lineHeight:`1.4`},h4:{fontSize:c(18),lineHeight:`1.45`},h5:{fontSize:c(16),lineHeight:`1.5`},h6:{fontSize:c(14),lineHeight:`1.5`}}},fontSizes:{xs:c(12),sm:c(14),md:c(16),lg:c(18),xl:c(20)},lineHeights:{xs:`1.4`,sm:`1.45`,md:`1.55`,lg:`1.6`,xl:`1.65`},fontWeights:{regular:`400`,medium:`600`,bold:`700`},radius:{xs:c(2),sm:c(4),md:c(8),lg:c(16),xl:c(32)},spacing:{xs:c(10),sm:c(12),md:c(16),lg:c(20),xl:c(32)},breakpoints:{xs:`36em`,sm:`48em`,md:`62em`,lg:`75em`,xl:`88em`},shadows:{xs:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), 0 ${c(1)} ${c(2)} rgba(0, 0, 0, 0.1)`,sm:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(10)} ${c(15)} ${c(-5)}, rgba(0, 0, 0, 0.04) 0 ${c(7)} ${c(7)} ${c(-5)}`,md:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(20)} ${c(25)} ${c(-5)}, rgba(0, 0, 0, 0.04) 0 ${c(10)} ${c(10)} ${c(-5)}`,lg:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(28)} ${c(23)} ${c(-7)}, rgba(0, 0, 0, 0.04) 0 ${c(12)} ${c(12)} ${c(-7)}`,xl:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(36)} ${c(28)} ${c(-7)}, rgba(0, 0, 0, 0.04) 0 ${c(17)} ${c(17)} ${c(-7)}`},other:{},components:{}},Fe=`[@mantine/core] MantineProvider: Invalid theme.primaryColor, it accepts only key of theme.colors, learn more – https://mantine.dev/theming/colors/#primary-color`,Ie=`[@mantine/core] MantineProvider: Invalid theme.primaryShade, it accepts only 0-9 integers or an object { light: 0-9, dark: 0-9 }`;function Le(e){return e<0||e>9?!1:parseInt(e.toString(),10)===e}function Re(e){if(!(e.primaryColor in e.colors))throw Error(Fe);if(typeof e.primaryShade==`object`&&(!Le(e.primaryShade.dark)||!Le(e.primaryShade.light))||typeof e.primaryShade==`number`&&!Le(e.primaryShade))throw Error(Ie)}function ze(e,t){if(!t)return Re(e),e;let n=i(e,t);return t.fontFamily&&!t.headings?.fontFamily&&(n.headings={...n.headings,fontFamily:t.fontFamily}),Re(n),n}var U=je(),Be=(0,m.createContext)(null),Ve=()=>(0,m.use)(Be)||Pe;function He(){let e=(0,m.use)(Be);if(!e)throw Error(`@mantine/core: MantineProvider was not found in component tree, make sure you have it in your app`);return e}function Ue({theme:e,children:t,inherit:n=!0}){let r=Ve(),i=(0,m.useMemo)(()=>ze(n?r:Pe,e),[e,r,n]);return(0,U.jsx)(Be,{value:i,children:t})}Ue.displayName=`@mantine/core/MantineThemeProvider`;function W(e,t,n){let r=He(),i=(Array.isArray(e)?e:[e]).filter(Boolean),a={};for(let e of i){let t=r.components[e]?.defaultProps,n=typeof t==`function`?t(r):t;n&&(a={...a,...n})}return{...t,...a,...u(n)}}var We={always:`mantine-focus-always`,auto:`mantine-focus-auto`,never:`mantine-focus-never`};function Ge({theme:e,options:t,unstyled:n}){return R(t?.focusable&&!n&&(e.focusClassName||We[e.focusRing]),t?.active&&!n&&e.activeClassName)}function Ke(e,t,n=1){if(Object.is(e,t))return!0;if(n===0||typeof e!=`object`||typeof t!=`object`||e===null||t===null)return!1;if(Array.isArray(e)||Array.isArray(t)){if(!Array.isArray(e)||!Array.isArray(t)||e.length!==t.length)return!1;for(let r=0;r<e.length;r+=1)if(!Ke(e[r],t[r],n-1))return!1;return!0}let r=Object.keys(e);if(r.length!==Object.keys(t).length)return!1;for(let i of r)if(!Object.hasOwn(t,i)||!Ke(e[i],t[i],n-1))return!1;return!0}function qe({selector:e,stylesCtx:t,options:n,props:r,theme:i}){return z({theme:i,classNames:n?.classNames,props:n?.props||r,stylesCtx:t})[e]}function Je({selector:e,stylesCtx:t,theme:n,classNames:r,props:i}){return z({theme:n,classNames:r,props:i,stylesCtx:t})[e]}function Ye({rootSelector:e,selector:t,className:n}){return e===t?n:void 0}function Xe({selector:e,classes:t,unstyled:n}){return n?void 0:t[e]}function Ze({themeName:e,classNamesPrefix:t,selector:n,withStaticClass:r}){return r===!1?[]:e.map(e=>`${t}-${e}-${n}`)}function Qe({options:e,classes:t,selector:n,unstyled:r}){return e?.variant&&!r?t[`${n}--${e.variant}`]:void 0}function $e({theme:e,options:t,themeName:n,selector:r,classNamesPrefix:i,resolvedClassNames:a,resolvedThemeClassNames:o,classes:s,unstyled:c,className:l,rootSelector:u,props:d,stylesCtx:f,withStaticClasses:p,headless:m,transformedStyles:h}){return R(Ge({theme:e,options:t,unstyled:c||m}),o.map(e=>e[r]),Qe({options:t,classes:s,selector:r,unstyled:c||m}),a[r],Je({selector:r,stylesCtx:f,theme:e,classNames:h,props:d}),qe({selector:r,stylesCtx:f,options:t,props:d,theme:e}),Ye({rootSelector:u,selector:r,className:l}),Xe({selector:r,classes:s,unstyled:c||m}),p&&!m&&Ze({themeName:n,classNamesPrefix:i,selector:r,withStaticClass:t?.withStaticClass}),t?.className)}function et({style:e,theme:t}){return Array.isArray(e)?e.reduce((e,n)=>({...e,...et({style:n,theme:t})}),{}):typeof e==`function`?e(t):e??{}}function tt({theme:e,selector:t,options:n,props:r,stylesCtx:i,rootSelector:a,withStylesTransform:o,resolvedStyles:s,resolvedThemeStyles:c,resolvedVars:l,resolvedRootStyle:u}){return{...c[t],...s[t],...!o&&B({theme:e,styles:n?.styles,props:n?.props||r,stylesCtx:i})[t],...l[t],...a===t?u:null,...et({style:n?.style,theme:e})}}function nt(e){return e.reduce((e,t)=>(t&&Object.keys(t).forEach(n=>{e[n]={...e[n],...u(t[n])}}),e),{})}function rt({props:e,stylesCtx:t,themeName:n,theme:r}){let i=De()?.();return{getTransformedStyles:a=>i?[...a.map(n=>i(n,{props:e,theme:r,ctx:t})),...n.map(n=>i(r.components[n]?.styles,{props:e,theme:r,ctx:t}))].filter(Boolean):[],withStylesTransform:!!i}}function G({name:e,classes:t,props:n,stylesCtx:r,className:i,style:a,rootSelector:o=`root`,unstyled:s,classNames:c,styles:l,vars:u,varsResolver:d,attributes:f,stable:p}){let m=He(),h=Se(),g=we(),_=Te(),v=(Array.isArray(e)?e:[e]).filter(e=>e),{withStylesTransform:y,getTransformedStyles:b}=rt({props:n,stylesCtx:r,themeName:v,theme:m}),x=z({theme:m,classNames:c,props:n,stylesCtx:r}),S=v.map(e=>z({theme:m,classNames:m.components[e]?.classNames,props:n,stylesCtx:r})),C=y?{}:B({theme:m,styles:l,props:n,stylesCtx:r}),w={};if(!y)for(let e of v){let t=B({theme:m,styles:m.components[e]?.styles,props:n,stylesCtx:r});for(let e of Object.keys(t))w[e]={...w[e],...t[e]}}let T=nt([_?{}:d?.(m,n,r),...v.map(e=>m.components?.[e]?.vars?.(m,n,r)),u?.(m,n,r)]),E=et({style:a,theme:m});return it((e,a)=>({...f?.[e],className:$e({theme:m,options:a,themeName:v,selector:e,classNamesPrefix:h,resolvedClassNames:x,resolvedThemeClassNames:S,classes:t,unstyled:s,className:i,rootSelector:o,props:n,stylesCtx:r,withStaticClasses:g,headless:_,transformedStyles:b([a?.styles,l])}),style:tt({theme:m,selector:e,options:a,props:n,stylesCtx:r,rootSelector:o,withStylesTransform:y,resolvedStyles:C,resolvedThemeStyles:w,resolvedVars:T,resolvedRootStyle:E})}),!!p,[m,h,g,_,y?n:null,t,s,i,o,f,r,x,S,C,w,T,E])}function it(e,t,n){let r=(0,m.useRef)(null);return t?(r.current&&Ke(r.current.deps,n,3)||(r.current={deps:n,getStyles:e}),r.current.getStyles):e}function at(e){return n(e).reduce((t,n)=>e[n]===void 0?t:`${t}${a(n)}:${e[n]};`,``).trim()}function ot({selector:e,styles:t,media:n,container:r}){let i=t?at(t):``,a=Array.isArray(n)?n.map(t=>`@media${t.query}{${e}{${at(t.styles)}}}`):[],o=Array.isArray(r)?r.map(t=>`@container ${t.query}{${e}{${at(t.styles)}}}`):[];return`${i?`${e}{${i}}`:``}${a.join(``)}${o.join(``)}`.trim()}function st(e){let t=5381;for(let n=0;n<e.length;n++)t=(t<<5)+t+e.charCodeAt(n)|0;return(t>>>0).toString(36)}function ct({deduplicate:e,...t}){let n=Ce(),r=ot(t);return e?(0,U.jsx)(`style`,{href:`mantine-${st(r)}`,precedence:`mantine`,nonce:n?.(),children:r}):(0,U.jsx)(`style`,{"data-mantine-styles":`inline`,nonce:n?.(),dangerouslySetInnerHTML:{__html:r}})}function lt(e){let t=5381;for(let n=0;n<e.length;n++)t=(t<<5)+t+e.charCodeAt(n)|0;return(t>>>0).toString(36)}function ut(e,t){return`__mdi__-${lt(`${e?at(e):``}|${Array.isArray(t)?t.map(e=>`${e.query}:${at(e.styles)}`).join(`|`):``}`)}`}function dt(e){let{m:t,mx:n,my:r,mt:i,mb:a,ml:o,mr:s,me:c,ms:l,mis:d,mie:f,p,px:m,py:h,pt:g,pb:_,pl:v,pr:y,pe:b,ps:x,pis:S,pie:C,bd:w,bdrs:T,bg:E,c:D,opacity:O,ff:k,fz:A,fw:j,lts:M,ta:N,lh:P,fs:F,tt:ee,td:I,w:L,miw:R,maw:te,h:ne,mih:z,mah:B,bgsz:re,bgp:ie,bgr:ae,bga:oe,pos:se,top:V,left:ce,bottom:le,right:ue,inset:H,display:de,flex:fe,hiddenFrom:pe,visibleFrom:me,lightHidden:he,darkHidden:ge,sx:_e,...ve}=e;return{styleProps:u({m:t,mx:n,my:r,mt:i,mb:a,ml:o,mr:s,me:c,ms:l,mis:d,mie:f,p,px:m,py:h,pt:g,pb:_,pl:v,pr:y,pis:S,pie:C,pe:b,ps:x,bd:w,bg:E,c:D,opacity:O,ff:k,fz:A,fw:j,lts:M,ta:N,lh:P,fs:F,tt:ee,td:I,w:L,miw:R,maw:te,h:ne,mih:z,mah:B,bgsz:re,bgp:ie,bgr:ae,bga:oe,pos:se,top:V,left:ce,bottom:le,right:ue,inset:H,display:de,flex:fe,bdrs:T,hiddenFrom:pe,visibleFrom:me,lightHidden:he,darkHidden:ge,sx:_e}),rest:ve}}var ft={m:{type:`spacing`,property:`margin`},mt:{type:`spacing`,property:`marginTop`},mb:{type:`spacing`,property:`marginBottom`},ml:{type:`spacing`,property:`marginLeft`},mr:{type:`spacing`,property:`marginRight`},ms:{type:`spacing`,property:`marginInlineStart`},me:{type:`spacing`,property:`marginInlineEnd`},mis:{type:`spacing`,property:`marginInlineStart`},mie:{type:`spacing`,property:`marginInlineEnd`},mx:{type:`spacing`,property:`marginInline`},my:{type:`spacing`,property:`marginBlock`},p:{type:`spacing`,property:`padding`},pt:{type:`spacing`,property:`paddingTop`},pb:{type:`spacing`,property:`paddingBottom`},pl:{type:`spacing`,property:`paddingLeft`},pr:{type:`spacing`,property:`paddingRight`},ps:{type:`spacing`,property:`paddingInlineStart`},pe:{type:`spacing`,property:`paddingInlineEnd`},pis:{type:`spacing`,property:`paddingInlineStart`},pie:{type:`spacing`,property:`paddingInlineEnd`},px:{type:`spacing`,property:`paddingInline`},py:{type:`spacing`,property:`paddingBlock`},bd:{type:`border`,property:`border`},bdrs:{type:`radius`,property:`borderRadius`},bg:{type:`color`,property:`background`},c:{type:`textColor`,property:`color`},opacity:{type:`identity`,property:`opacity`},ff:{type:`fontFamily`,property:`fontFamily`},fz:{type:`fontSize`,property:`fontSize`},fw:{type:`identity`,property:`fontWeight`},lts:{type:`size`,property:`letterSpacing`},ta:{type:`identity`,property:`textAlign`},lh:{type:`lineHeight`,property:`lineHeight`},fs:{type:`identity`,property:`fontStyle`},tt:{type:`identity`,property:`textTransform`},td:{type:`identity`,property:`textDecoration`},w:{type:`spacing`,property:`width`},miw:{type:`spacing`,property:`minWidth`},maw:{type:`spacing`,property:`maxWidth`},h:{type:`spacing`,property:`height`},mih:{type:`spacing`,property:`minHeight`},mah:{type:`spacing`,property:`maxHeight`},bgsz:{type:`size`,property:`backgroundSize`},bgp:{type:`identity`,property:`backgroundPosition`},bgr:{type:`identity`,property:`backgroundRepeat`},bga:{type:`identity`,property:`backgroundAttachment`},pos:{type:`identity`,property:`position`},top:{type:`size`,property:`top`},left:{type:`size`,property:`left`},bottom:{type:`size`,property:`bottom`},right:{type:`size`,property:`right`},inset:{type:`size`,property:`inset`},display:{type:`identity`,property:`display`},flex:{type:`identity`,property:`flex`}};function pt(e,t){let n=de({color:e,theme:t});return n.color===`dimmed`?`var(--mantine-color-dimmed)`:n.color===`bright`?`var(--mantine-color-bright)`:n.variable?`var(${n.variable})`:n.color}function mt(e,t){let n=de({color:e,theme:t});return n.isThemeColor&&n.shade===void 0?`var(--mantine-color-${n.color}-text)`:pt(e,t)}function ht(e,t){if(typeof e==`number`)return c(e);if(typeof e==`string`){let[n,r,...i]=e.split(` `).filter(e=>e.trim()!==``),a=`${c(n)}`;return r&&(a+=` ${r}`),i.length>0&&(a+=` ${pt(i.join(` `),t)}`),a.trim()}return e}var gt={text:`var(--mantine-font-family)`,mono:`var(--mantine-font-family-monospace)`,monospace:`var(--mantine-font-family-monospace)`,heading:`var(--mantine-font-family-headings)`,headings:`var(--mantine-font-family-headings)`};function _t(e){return typeof e==`string`&&e in gt?gt[e]:e}var vt=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`];function yt(e,t){return typeof e==`string`&&e in t.fontSizes?`var(--mantine-font-size-${e})`:typeof e==`string`&&vt.includes(e)?`var(--mantine-${e}-font-size)`:typeof e==`number`||typeof e==`string`?c(e):e}function bt(e){return e}var xt=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`];function St(e,t){return typeof e==`string`&&e in t.lineHeights?`var(--mantine-line-height-${e})`:typeof e==`string`&&xt.includes(e)?`var(--mantine-${e}-line-height)`:e}function Ct(e,t){return typeof e==`string`&&e in t.radius?`var(--mantine-radius-${e})`:typeof e==`number`||typeof e==`string`?c(e):e}function wt(e){return typeof e==`number`?c(e):e}function Tt(e,t){if(typeof e==`number`)return c(e);if(typeof e==`string`){let n=e.replace(`-`,``);if(!(n in t.spacing))return c(e);let r=`--mantine-spacing-${n}`;return e.startsWith(`-`)?`calc(var(${r}) * -1)`:`var(${r})`}return e}var Et={color:pt,textColor:mt,fontSize:yt,spacing:Tt,radius:Ct,identity:bt,size:wt,lineHeight:St,fontFamily:_t,border:ht};function Dt(e){return e.replace(`(min-width: `,``).replace(`em)`,``)}function Ot({media:e,...t}){let n=Object.keys(e).sort((e,t)=>Number(Dt(e))-Number(Dt(t))).map(t=>({query:t,styles:e[t]}));return{...t,media:n}}function kt(e){if(typeof e!=`object`||!e)return!1;let t=Object.keys(e);return t.length!==1||t[0]!==`base`}function At(e){return typeof e==`object`&&e?`base`in e?e.base:void 0:e}function jt(e){return typeof e==`object`&&e?n(e).filter(e=>e!==`base`):[]}function Mt(e,t){return typeof e==`object`&&e&&t in e?e[t]:e}function Nt({styleProps:e,data:t,theme:r}){return Ot(n(e).reduce((n,i)=>{if(i===`hiddenFrom`||i===`visibleFrom`||i===`sx`)return n;let a=t[i],o=Array.isArray(a.property)?a.property:[a.property],s=At(e[i]);if(!kt(e[i]))return o.forEach(e=>{n.inlineStyles[e]=Et[a.type](s,r)}),n;n.hasResponsiveStyles=!0;let c=jt(e[i]);return o.forEach(t=>{s!=null&&(n.styles[t]=Et[a.type](s,r)),c.forEach(o=>{let s=`(min-width: ${r.breakpoints[o]})`;n.media[s]={...n.media[s],[t]:Et[a.type](Mt(e[i],o),r)}})}),n},{hasResponsiveStyles:!1,styles:{},inlineStyles:{},media:{}}))}function Pt(){return`__m__-${(0,m.useId)().replace(/[:«»]/g,``)}`}function Ft(e){return e}var It=Ft;function Lt(e){return e}function Rt(e){let t=e;return t.extend=Lt,t.withProps=e=>{let n=n=>(0,U.jsx)(t,{...e,...n});return n.extend=t.extend,n.displayName=`WithProps(${t.displayName})`,n},t}function zt(e){return Rt(e)}var Bt=e(ee(),1);function Vt(e){let t=e;return t.withProps=e=>{let n=n=>(0,U.jsx)(t,{...e,...n});return n.extend=t.extend,n.displayName=`WithProps(${t.displayName})`,n},t.extend=Lt,t}function Ht(e){return`data-${(e.startsWith(`data-`)?e.slice(5):e).replace(/([a-z])([A-Z])/g,`$1-$2`).toLowerCase()}`}function Ut(e){return Object.keys(e).reduce((t,n)=>{let r=e[n];return r===void 0||r===``||r===!1||r===null||(t[Ht(n)]=e[n]),t},{})}function Wt(e){return e?typeof e==`string`?{[Ht(e)]:!0}:Array.isArray(e)?[...e].reduce((e,t)=>({...e,...Wt(t)}),{}):Ut(e):null}function Gt(e,t){return Array.isArray(e)?[...e].reduce((e,n)=>({...e,...Gt(n,t)}),{}):typeof e==`function`?e(t):e??{}}function Kt({theme:e,style:t,vars:n,styleProps:r}){let i=Gt(t,e),a=Gt(n,e);return{...i,...a,...r}}function qt({component:e,style:t,__vars:n,className:r,variant:i,mod:a,size:o,hiddenFrom:s,visibleFrom:c,lightHidden:l,darkHidden:u,renderRoot:f,__size:p,ref:m,...h}){let g=He(),_=e||`div`,{styleProps:v,rest:y}=dt(h),b=Ee()?.()?.(v.sx),x=Pt(),S=Nt({styleProps:v,theme:g,data:ft}),C=ke(),w=C&&S.hasResponsiveStyles?ut(S.styles,S.media):x,T={ref:m,style:Kt({theme:g,style:t,vars:n,styleProps:S.inlineStyles}),className:R(r,b,{[w]:S.hasResponsiveStyles,"mantine-light-hidden":l,"mantine-dark-hidden":u,[`mantine-hidden-from-${s}`]:s,[`mantine-visible-from-${c}`]:c}),"data-variant":i,"data-size":d(o)?void 0:o||void 0,size:p,...Wt(a),...y};return(0,U.jsxs)(U.Fragment,{children:[S.hasResponsiveStyles&&(0,U.jsx)(ct,{selector:`.${w}`,styles:S.styles,media:S.media,deduplicate:C}),typeof f==`function`?f(T):(0,U.jsx)(_,{...T})]})}qt.displayName=`@mantine/core/Box`;var K=It(qt),Jt=(0,m.createContext)({dir:`ltr`,toggleDirection:()=>{},setDirection:()=>{}});function Yt(){return(0,m.use)(Jt)}var[Xt,Zt]=h(`ScrollArea.Root component was not found in tree`);function Qt(e,t){let n=(0,m.useEffectEvent)(t);D(()=>{let t=0;if(e){let r=new ResizeObserver(()=>{cancelAnimationFrame(t),t=window.requestAnimationFrame(n)});return r.observe(e),()=>{window.cancelAnimationFrame(t),r.unobserve(e)}}},[e])}function $t(e){let{style:t,...n}=e,r=Zt(),[i,a]=(0,m.useState)(0),[o,s]=(0,m.useState)(0),c=!!(i&&o);return Qt(r.scrollbarX,()=>{let e=r.scrollbarX?.offsetHeight||0;r.onCornerHeightChange(e),s(e)}),Qt(r.scrollbarY,()=>{let e=r.scrollbarY?.offsetWidth||0;r.onCornerWidthChange(e),a(e)}),c?(0,U.jsx)(`div`,{...n,style:{...t,width:i,height:o}}):null}function en(e){let t=Zt(),n=!!(t.scrollbarX&&t.scrollbarY);return t.type!==`scroll`&&n?(0,U.jsx)($t,{...e}):null}var tn={scrollHideDelay:1e3,type:`hover`};function nn(e){let{type:t,scrollHideDelay:n,scrollbars:r,getStyles:i,ref:a,...o}=W(`ScrollAreaRoot`,tn,e),[s,c]=(0,m.useState)(null),[l,u]=(0,m.useState)(null),[d,f]=(0,m.useState)(null),[p,h]=(0,m.useState)(null),[g,_]=(0,m.useState)(null),[v,y]=(0,m.useState)(0),[b,x]=(0,m.useState)(0),[S,C]=(0,m.useState)(!1),[w,T]=(0,m.useState)(!1),E=N(a,c);return(0,U.jsx)(Xt,{value:{type:t,scrollHideDelay:n,scrollArea:s,viewport:l,onViewportChange:u,content:d,onContentChange:f,scrollbarX:p,onScrollbarXChange:h,scrollbarXEnabled:S,onScrollbarXEnabledChange:C,scrollbarY:g,onScrollbarYChange:_,scrollbarYEnabled:w,onScrollbarYEnabledChange:T,onCornerWidthChange:y,onCornerHeightChange:x,getStyles:i},children:(0,U.jsx)(K,{...o,ref:E,__vars:{"--sa-corner-width":r===`xy`?`${v}px`:`0px`,"--sa-corner-height":r===`xy`?`${b}px`:`0px`}})})}nn.displayName=`@mantine/core/ScrollAreaRoot`;function rn(e,t){let n=e/t;return Number.isNaN(n)?0:n}function an(e){let t=rn(e.viewport,e.content),n=e.scrollbar.paddingStart+e.scrollbar.paddingEnd,r=(e.scrollbar.size-n)*t;return Math.max(r,18)}function on(e,t){return n=>{if(e[0]===e[1]||t[0]===t[1])return t[0];let r=(t[1]-t[0])/(e[1]-e[0]);return t[0]+r*(n-e[0])}}function sn(e,[t,n]){return Math.min(n,Math.max(t,e))}function cn(e,t,n=`ltr`){let r=an(t),i=t.scrollbar.paddingStart+t.scrollbar.paddingEnd,a=t.scrollbar.size-i,o=t.content-t.viewport,s=a-r,c=sn(e,n===`ltr`?[0,o]:[o*-1,0]);return on([0,o],[0,s])(c)}function ln(e,t,n,r=`ltr`){let i=an(n),a=i/2,o=t||a,s=i-o,c=n.scrollbar.paddingStart+o,l=n.scrollbar.size-n.scrollbar.paddingEnd-s,u=n.content-n.viewport,d=r===`ltr`?[0,u]:[u*-1,0];return on([c,l],d)(e)}function un(e,t){return e>0&&e<t}function dn(e){return e?parseInt(e,10):0}function fn(e,t,{checkForDefaultPrevented:n=!0}={}){return r=>{e?.(r),n!==!1&&r.defaultPrevented||t?.(r)}}var[pn,mn]=h(`ScrollAreaScrollbar was not found in tree`);function hn(e){let{sizes:t,hasThumb:n,onThumbChange:r,onThumbPointerUp:i,onThumbPointerDown:a,onThumbPositionChange:o,onDragScroll:s,onWheelScroll:c,onResize:l,ref:u,...d}=e,f=Zt(),[p,h]=(0,m.useState)(null),g=N(u,h),_=(0,m.useRef)(null),v=(0,m.useRef)(``),y=t.content-t.viewport,b=(0,m.useEffectEvent)(e=>c(e,y)),x=C(o),S=w(l,10),T=e=>{if(_.current){let t=e.clientX-_.current.left,n=e.clientY-_.current.top;s({x:t,y:n})}};return(0,m.useEffect)(()=>{if(!p)return;let e=e=>b(e);return p.addEventListener(`wheel`,e,{passive:!1}),()=>p.removeEventListener(`wheel`,e)},[p]),(0,m.useEffect)(x,[t,x]),Qt(p,S),Qt(f.content,S),(0,U.jsx)(pn,{value:{scrollbar:p,hasThumb:n,onThumbChange:C(r),onThumbPointerUp:C(i),onThumbPositionChange:x,onThumbPointerDown:C(a)},children:(0,U.jsx)(`div`,{...d,ref:g,"data-mantine-scrollbar":!0,style:{position:`absolute`,...d.style},onPointerDown:fn(e.onPointerDown,e=>{e.preventDefault(),e.button===0&&(e.target.setPointerCapture(e.pointerId),_.current=p.getBoundingClientRect(),v.current=document.body.style.webkitUserSelect,document.body.style.webkitUserSelect=`none`,T(e))}),onPointerMove:fn(e.onPointerMove,T),onPointerUp:fn(e.onPointerUp,e=>{let t=e.target;t.hasPointerCapture(e.pointerId)&&(e.preventDefault(),t.releasePointerCapture(e.pointerId))}),onLostPointerCapture:()=>{document.body.style.webkitUserSelect=v.current,_.current=null}})})}var gn=e=>{let{sizes:t,onSizesChange:n,style:r,ref:i,...a}=e,o=Zt(),[s,c]=(0,m.useState)(),l=(0,m.useRef)(null),u=N(i,l,o.onScrollbarXChange);return(0,m.useEffect)(()=>{l.current&&c(getComputedStyle(l.current))},[l]),(0,U.jsx)(hn,{"data-orientation":`horizontal`,...a,ref:u,sizes:t,style:{...r,"--sa-thumb-width":`${an(t)}px`},onThumbPointerDown:t=>e.onThumbPointerDown(t.x),onDragScroll:t=>e.onDragScroll(t.x),onWheelScroll:(t,n)=>{if(o.viewport){let r=o.viewport.scrollLeft+t.deltaX;e.onWheelScroll(r),un(r,n)&&t.preventDefault()}},onResize:()=>{l.current&&o.viewport&&s&&n({content:o.viewport.scrollWidth,viewport:o.viewport.offsetWidth,scrollbar:{size:l.current.clientWidth,paddingStart:dn(s.paddingLeft),paddingEnd:dn(s.paddingRight)}})}})};gn.displayName=`@mantine/core/ScrollAreaScrollbarX`;function _n(e){let{sizes:t,onSizesChange:n,style:r,ref:i,...a}=e,o=Zt(),[s,c]=(0,m.useState)(),l=(0,m.useRef)(null),u=N(i,l,o.onScrollbarYChange);return(0,m.useEffect)(()=>{l.current&&c(window.getComputedStyle(l.current))},[]),(0,U.jsx)(hn,{...a,"data-orientation":`vertical`,ref:u,sizes:t,style:{"--sa-thumb-height":`${an(t)}px`,...r},onThumbPointerDown:t=>e.onThumbPointerDown(t.y),onDragScroll:t=>e.onDragScroll(t.y),onWheelScroll:(t,n)=>{if(o.viewport){let r=o.viewport.scrollTop+t.deltaY;e.onWheelScroll(r),un(r,n)&&t.preventDefault()}},onResize:()=>{l.current&&o.viewport&&s&&n({content:o.viewport.scrollHeight,viewport:o.viewport.offsetHeight,scrollbar:{size:l.current.clientHeight,paddingStart:dn(s.paddingTop),paddingEnd:dn(s.paddingBottom)}})}})}_n.displayName=`@mantine/core/ScrollAreaScrollbarY`;function vn(e){let{orientation:t=`vertical`,...n}=e,{dir:r}=Yt(),i=Zt(),a=(0,m.useRef)(null),o=(0,m.useRef)(0),[s,c]=(0,m.useState)({content:0,viewport:0,scrollbar:{size:0,paddingStart:0,paddingEnd:0}}),l=rn(s.viewport,s.content),u={...n,sizes:s,onSizesChange:c,hasThumb:l>0&&l<1,onThumbChange:e=>{a.current=e},onThumbPointerUp:()=>{o.current=0},onThumbPointerDown:e=>{o.current=e}},d=(e,t)=>ln(e,o.current,s,t);return t===`horizontal`?(0,U.jsx)(gn,{...u,onThumbPositionChange:()=>{if(i.viewport&&a.current){let e=i.viewport.scrollLeft,t=cn(e,s,r);a.current.style.transform=`translate3d(${t}px, 0, 0)`}},onWheelScroll:e=>{i.viewport&&(i.viewport.scrollLeft=e)},onDragScroll:e=>{i.viewport&&(i.viewport.scrollLeft=d(e,r))}}):t===`vertical`?(0,U.jsx)(_n,{...u,onThumbPositionChange:()=>{if(i.viewport&&a.current){let e=i.viewport.scrollTop,t=cn(e,s);s.scrollbar.size===0?a.current.style.setProperty(`--thumb-opacity`,`0`):a.current.style.setProperty(`--thumb-opacity`,`1`),a.current.style.transform=`translate3d(0, ${t}px, 0)`}},onWheelScroll:e=>{i.viewport&&(i.viewport.scrollTop=e)},onDragScroll:e=>{i.viewport&&(i.viewport.scrollTop=d(e))}}):null}vn.displayName=`@mantine/core/ScrollAreaScrollbarVisible`;function yn(e){let t=Zt(),{forceMount:n,...r}=e,[i,a]=(0,m.useState)(!1),o=e.orientation===`horizontal`,s=w(()=>{if(t.viewport){let e=t.viewport.offsetWidth<t.viewport.scrollWidth,n=t.viewport.offsetHeight<t.viewport.scrollHeight;a(o?e:n)}},10);return Qt(t.viewport,s),Qt(t.content,s),n||i?(0,U.jsx)(vn,{"data-state":i?`visible`:`hidden`,...r}):null}yn.displayName=`@mantine/core/ScrollAreaScrollbarAuto`;function bn(e){let{forceMount:t,...n}=e,r=Zt(),[i,a]=(0,m.useState)(!1);return(0,m.useEffect)(()=>{let{scrollArea:e}=r,t=0;if(e){let n=()=>{window.clearTimeout(t),a(!0)},i=()=>{t=window.setTimeout(()=>a(!1),r.scrollHideDelay)};return e.addEventListener(`pointerenter`,n),e.addEventListener(`pointerleave`,i),()=>{window.clearTimeout(t),e.removeEventListener(`pointerenter`,n),e.removeEventListener(`pointerleave`,i)}}},[r.scrollArea,r.scrollHideDelay]),t||i?(0,U.jsx)(yn,{"data-state":i?`visible`:`hidden`,...n}):null}bn.displayName=`@mantine/core/ScrollAreaScrollbarHover`;function xn(e){let{forceMount:t,...n}=e,r=Zt(),i=e.orientation===`horizontal`,[a,o]=(0,m.useState)(`hidden`),s=w(()=>o(`idle`),100);return(0,m.useEffect)(()=>{if(a===`idle`){let e=window.setTimeout(()=>o(`hidden`),r.scrollHideDelay);return()=>window.clearTimeout(e)}},[a,r.scrollHideDelay]),(0,m.useEffect)(()=>{let{viewport:e}=r,t=i?`scrollLeft`:`scrollTop`;if(e){let n=e[t],r=()=>{let r=e[t];n!==r&&(o(`scrolling`),s()),n=r};return e.addEventListener(`scroll`,r),()=>e.removeEventListener(`scroll`,r)}},[r.viewport,i,s]),t||a!==`hidden`?(0,U.jsx)(vn,{"data-state":a===`hidden`?`hidden`:`visible`,...n,onPointerEnter:fn(e.onPointerEnter,()=>o(`interacting`)),onPointerLeave:fn(e.onPointerLeave,()=>o(`idle`))}):null}function Sn(e){let{forceMount:t,...n}=e,r=Zt(),{onScrollbarXEnabledChange:i,onScrollbarYEnabledChange:a}=r,o=e.orientation===`horizontal`;return(0,m.useEffect)(()=>(o?i(!0):a(!0),()=>{o?i(!1):a(!1)}),[o,i,a]),r.type===`hover`?(0,U.jsx)(bn,{...n,forceMount:t}):r.type===`scroll`?(0,U.jsx)(xn,{...n,forceMount:t}):r.type===`auto`?(0,U.jsx)(yn,{...n,forceMount:t}):r.type===`always`?(0,U.jsx)(vn,{...n}):null}Sn.displayName=`@mantine/core/ScrollAreaScrollbar`;function Cn(e,t=()=>{}){let n={left:e.scrollLeft,top:e.scrollTop},r=0;return(function i(){let a={left:e.scrollLeft,top:e.scrollTop},o=n.left!==a.left,s=n.top!==a.top;(o||s)&&t(),n=a,r=window.requestAnimationFrame(i)})(),()=>window.cancelAnimationFrame(r)}function wn(e){let{style:t,ref:n,...r}=e,i=Zt(),a=mn(),{onThumbPositionChange:o}=a,s=N(n,a.onThumbChange),c=(0,m.useRef)(void 0),l=w(()=>{c.current&&=(c.current(),void 0)},100);return(0,m.useEffect)(()=>{let{viewport:e}=i;if(e){let t=()=>{if(l(),!c.current){let t=Cn(e,o);c.current=t,o()}};return o(),e.addEventListener(`scroll`,t),()=>e.removeEventListener(`scroll`,t)}},[i.viewport,l,o]),(0,U.jsx)(`div`,{"data-state":a.hasThumb?`visible`:`hidden`,...r,ref:s,style:{width:`var(--sa-thumb-width)`,height:`var(--sa-thumb-height)`,...t},onPointerDownCapture:fn(e.onPointerDownCapture,e=>{let t=e.target.getBoundingClientRect(),n=e.clientX-t.left,r=e.clientY-t.top;a.onThumbPointerDown({x:n,y:r})}),onPointerUp:fn(e.onPointerUp,a.onThumbPointerUp)})}wn.displayName=`@mantine/core/ScrollAreaThumb`;function Tn(e){let{forceMount:t,...n}=e,r=mn();return t||r.hasThumb?(0,U.jsx)(wn,{...n}):null}Tn.displayName=`@mantine/core/ScrollAreaThumb`;function En({children:e,style:t,ref:n,onWheel:r,...i}){let a=Zt(),o=N(n,a.onViewportChange),s=e=>{if(r?.(e),a.scrollbarXEnabled&&a.viewport&&e.shiftKey){let{scrollTop:t,scrollHeight:n,clientHeight:r,scrollWidth:i,clientWidth:o}=a.viewport,s=t<1,c=t>=n-r-1;i>o&&(s||c)&&e.stopPropagation()}};return(0,U.jsx)(K,{...i,ref:o,onWheel:s,"data-scrollarea-viewport":!0,style:{overflowX:a.scrollbarXEnabled?`scroll`:`hidden`,overflowY:a.scrollbarYEnabled?`scroll`:`hidden`,...t},children:(0,U.jsx)(`div`,{...a.getStyles(`content`),ref:a.onContentChange,children:e})})}En.displayName=`@mantine/core/ScrollAreaViewport`;var Dn={root:`m_d57069b5`,content:`m_b1336c6`,viewport:`m_c0783ff9`,viewportInner:`m_f8f631dd`,scrollbar:`m_c44ba933`,thumb:`m_d8b5e363`,corner:`m_21657268`};function On(){return typeof window<`u`}function kn(e){return jn(e)?(e.nodeName||``).toLowerCase():`#document`}function q(e){var t;return(e==null||(t=e.ownerDocument)==null?void 0:t.defaultView)||window}function An(e){return((jn(e)?e.ownerDocument:e.document)||window.document)?.documentElement}function jn(e){return On()?e instanceof Node||e instanceof q(e).Node:!1}function J(e){return On()?e instanceof Element||e instanceof q(e).Element:!1}function Mn(e){return On()?e instanceof HTMLElement||e instanceof q(e).HTMLElement:!1}function Nn(e){return!On()||typeof ShadowRoot>`u`?!1:e instanceof ShadowRoot||e instanceof q(e).ShadowRoot}function Pn(e){let{overflow:t,overflowX:n,overflowY:r,display:i}=Gn(e);return/auto|scroll|overlay|hidden|clip/.test(t+r+n)&&i!==`inline`&&i!==`contents`}function Fn(e){return/^(table|td|th)$/.test(kn(e))}function In(e){try{if(e.matches(`:popover-open`))return!0}catch{}try{return e.matches(`:modal`)}catch{return!1}}var Ln=/transform|translate|scale|rotate|perspective|filter/,Rn=/paint|layout|strict|content/,zn=e=>!!e&&e!==`none`,Bn;function Vn(e){let t=J(e)?Gn(e):e;return zn(t.transform)||zn(t.translate)||zn(t.scale)||zn(t.rotate)||zn(t.perspective)||!Un()&&(zn(t.backdropFilter)||zn(t.filter))||Ln.test(t.willChange||``)||Rn.test(t.contain||``)}function Hn(e){let t=qn(e);for(;Mn(t)&&!Wn(t);){if(Vn(t))return t;if(In(t))return null;t=qn(t)}return null}function Un(){return Bn??=typeof CSS<`u`&&CSS.supports&&CSS.supports(`-webkit-backdrop-filter`,`none`),Bn}function Wn(e){return/^(html|body|#document)$/.test(kn(e))}function Gn(e){return q(e).getComputedStyle(e)}function Kn(e){return J(e)?{scrollLeft:e.scrollLeft,scrollTop:e.scrollTop}:{scrollLeft:e.scrollX,scrollTop:e.scrollY}}function qn(e){if(kn(e)===`html`)return e;let t=e.assignedSlot||e.parentNode||Nn(e)&&e.host||An(e);return Nn(t)?t.host:t}function Jn(e){let t=qn(e);return Wn(t)?(e.ownerDocument||e).body:Mn(t)&&Pn(t)?t:Jn(t)}function Yn(e,t,n){t===void 0&&(t=[]),n===void 0&&(n=!0);let r=Jn(e),i=r===e.ownerDocument?.body,a=q(r);if(i){let e=Xn(a);return t.concat(a,a.visualViewport||[],Pn(r)?r:[],e&&n?Yn(e):[])}return t.concat(r,Yn(r,[],n))}function Xn(e){return e.parent&&Object.getPrototypeOf(e.parent)?e.frameElement:null}var Zn=[`top`,`right`,`bottom`,`left`],Qn=Math.min,$n=Math.max,er=Math.round,tr=Math.floor,nr=e=>({x:e,y:e}),rr={left:`right`,right:`left`,bottom:`top`,top:`bottom`};function ir(e,t,n){return $n(e,Qn(t,n))}function ar(e,t){return typeof e==`function`?e(t):e}function or(e){return e.split(`-`)[0]}function sr(e){return e.split(`-`)[1]}function cr(e){return e===`x`?`y`:`x`}function lr(e){return e===`y`?`height`:`width`}function ur(e){let t=e[0];return t===`t`||t===`b`?`y`:`x`}function dr(e){return cr(ur(e))}function fr(e,t,n){n===void 0&&(n=!1);let r=sr(e),i=dr(e),a=lr(i),o=i===`x`?r===(n?`end`:`start`)?`right`:`left`:r===`start`?`bottom`:`top`;return t.reference[a]>t.floating[a]&&(o=xr(o)),[o,xr(o)]}function pr(e){let t=xr(e);return[mr(e),t,mr(t)]}function mr(e){return e.includes(`start`)?e.replace(`start`,`end`):e.replace(`end`,`start`)}var hr=[`left`,`right`],gr=[`right`,`left`],_r=[`top`,`bottom`],vr=[`bottom`,`top`];function yr(e,t,n){switch(e){case`top`:case`bottom`:return n?t?gr:hr:t?hr:gr;case`left`:case`right`:return t?_r:vr;default:return[]}}function br(e,t,n,r){let i=sr(e),a=yr(or(e),n===`start`,r);return i&&(a=a.map(e=>e+`-`+i),t&&(a=a.concat(a.map(mr)))),a}function xr(e){let t=or(e);return rr[t]+e.slice(t.length)}function Sr(e){return{top:e.top??0,right:e.right??0,bottom:e.bottom??0,left:e.left??0}}function Cr(e){return typeof e==`number`?{top:e,right:e,bottom:e,left:e}:Sr(e)}function wr(e){let{x:t,y:n,width:r,height:i}=e;return{width:r,height:i,top:n,left:t,right:t+r,bottom:n+i,x:t,y:n}}function Tr(){let e=navigator.userAgentData;return e!=null&&e.platform?e.platform:navigator.platform}function Er(){let e=navigator.userAgentData;return e&&Array.isArray(e.brands)?e.brands.map(e=>{let{brand:t,version:n}=e;return t+`/`+n}).join(` `):navigator.userAgent}function Dr(){return/apple/i.test(navigator.vendor)}function Or(){return Tr().toLowerCase().startsWith(`mac`)&&!navigator.maxTouchPoints}function kr(){return Er().includes(`jsdom/`)}var Ar=`data-floating-ui-focusable`,jr=`input:not([type='hidden']):not([disabled]),[contenteditable]:not([contenteditable='false']),textarea:not([disabled])`;function Mr(e){let t=e.activeElement;for(;((n=t)==null||(n=n.shadowRoot)==null?void 0:n.activeElement)!=null;){var n;t=t.shadowRoot.activeElement}return t}function Nr(e,t){if(!e||!t)return!1;let n=t.getRootNode==null?void 0:t.getRootNode();if(e.contains(t))return!0;if(n&&Nn(n)){let n=t;for(;n;){if(e===n)return!0;n=n.parentNode||n.host}}return!1}function Pr(e){return`composedPath`in e?e.composedPath()[0]:e.target}function Fr(e,t){if(t==null)return!1;if(`composedPath`in e)return e.composedPath().includes(t);let n=e;return n.target!=null&&t.contains(n.target)}function Ir(e){return e.matches(`html,body`)}function Lr(e){return e?.ownerDocument||document}function Rr(e){return Mn(e)&&e.matches(jr)}function zr(e){if(!e||kr())return!0;try{return e.matches(`:focus-visible`)}catch{return!0}}function Br(e){return e?e.hasAttribute(Ar)?e:e.querySelector(`[`+Ar+`]`)||e:null}function Vr(e,t,n){return n===void 0&&(n=!0),e.filter(e=>e.parentId===t&&(!n||e.context?.open)).flatMap(t=>[t,...Vr(e,t.id,n)])}function Hr(e){return`nativeEvent`in e}function Ur(e,t){let n=[`mouse`,`pen`];return t||n.push(``,void 0),n.includes(e)}var Wr=typeof document<`u`?m.useLayoutEffect:function(){},Gr={...m};function Kr(e){let t=m.useRef(e);return Wr(()=>{t.current=e}),t}var qr=Gr.useInsertionEffect||(e=>e());function Jr(e){let t=m.useRef(()=>{});return qr(()=>{t.current=e}),m.useCallback(function(){var e=[...arguments];return t.current==null?void 0:t.current(...e)},[])}function Yr(e,t,n){let{reference:r,floating:i}=e,a=ur(t),o=dr(t),s=lr(o),c=or(t),l=a===`y`,u=r.x+r.width/2-i.width/2,d=r.y+r.height/2-i.height/2,f=r[s]/2-i[s]/2,p;switch(c){case`top`:p={x:u,y:r.y-i.height};break;case`bottom`:p={x:u,y:r.y+r.height};break;case`right`:p={x:r.x+r.width,y:d};break;case`left`:p={x:r.x-i.width,y:d};break;default:p={x:r.x,y:r.y}}let m=sr(t);return m&&(p[o]+=f*(m===`end`?1:-1)*(n&&l?-1:1)),p}async function Xr(e,t){t===void 0&&(t={});let{x:n,y:r,platform:i,rects:a,elements:o,strategy:s}=e,{boundary:c=`clippingAncestors`,rootBoundary:l=`viewport`,elementContext:u=`floating`,altBoundary:d=!1,padding:f=0}=ar(t,e),p=Cr(f),m=o[d?u===`floating`?`reference`:`floating`:u],h=wr(await i.getClippingRect({element:await(i.isElement==null?void 0:i.isElement(m))??!0?m:m.contextElement||await(i.getDocumentElement==null?void 0:i.getDocumentElement(o.floating)),boundary:c,rootBoundary:l,strategy:s})),g=u===`floating`?{x:n,y:r,width:a.floating.width,height:a.floating.height}:a.reference,_=await(i.getOffsetParent==null?void 0:i.getOffsetParent(o.floating)),v=await(i.isElement==null?void 0:i.isElement(_))&&await(i.getScale==null?void 0:i.getScale(_))||{x:1,y:1},y=wr(i.convertOffsetParentRelativeRectToViewportRelativeRect?await i.convertOffsetParentRelativeRectToViewportRelativeRect({elements:o,rect:g,offsetParent:_,strategy:s}):g);return{top:(h.top-y.top+p.top)/v.y,bottom:(y.bottom-h.bottom+p.bottom)/v.y,left:(h.left-y.left+p.left)/v.x,right:(y.right-h.right+p.right)/v.x}}var Zr=50,Qr=async(e,t,n)=>{let{placement:r=`bottom`,strategy:i=`absolute`,middleware:a=[],platform:o}=n,s=o.detectOverflow?o:{...o,detectOverflow:Xr},c=await(o.isRTL==null?void 0:o.isRTL(t)),l=await o.getElementRects({reference:e,floating:t,strategy:i}),{x:u,y:d}=Yr(l,r,c),f=r,p=0,m={};for(let n=0;n<a.length;n++){let h=a[n];if(!h)continue;let{name:g,fn:_}=h,{x:v,y,data:b,reset:x}=await _({x:u,y:d,initialPlacement:r,placement:f,strategy:i,middlewareData:m,rects:l,platform:s,elements:{reference:e,floating:t}});u=v??u,d=y??d,m[g]={...m[g],...b},x&&p<Zr&&(p++,typeof x==`object`&&(x.placement&&(f=x.placement),x.rects&&(l=x.rects===!0?await o.getElementRects({reference:e,floating:t,strategy:i}):x.rects),{x:u,y:d}=Yr(l,f,c)),n=-1)}return{x:u,y:d,placement:f,strategy:i,middlewareData:m}},$r=e=>({name:`arrow`,options:e,async fn(t){let{x:n,y:r,placement:i,rects:a,platform:o,elements:s,middlewareData:c}=t,{element:l,padding:u=0}=ar(e,t)||{};if(l==null)return{};let d=Cr(u),f={x:n,y:r},p=dr(i),m=lr(p),h=await o.getDimensions(l),g=p===`y`,_=g?`top`:`left`,v=g?`bottom`:`right`,y=g?`clientHeight`:`clientWidth`,b=a.reference[m]+a.reference[p]-f[p]-a.floating[m],x=f[p]-a.reference[p],S=await(o.getOffsetParent==null?void 0:o.getOffsetParent(l)),C=S?S[y]:0;C&&await(o.isElement==null?void 0:o.isElement(S))||(C=s.floating[y]||a.floating[m]);let w=b/2-x/2,T=C/2-h[m]/2-1,E=Qn(d[_],T),D=Qn(d[v],T),O=C-h[m]-D,k=C/2-h[m]/2+w,A=ir(E,k,O),j=!c.arrow&&sr(i)!=null&&k!==A&&a.reference[m]/2-(k<E?E:D)-h[m]/2<0,M=j?k<E?k-E:k-O:0;return{[p]:f[p]+M,data:{[p]:A,centerOffset:k-A-M,...j&&{alignmentOffset:M}},reset:j}}}),ei=function(e){return e===void 0&&(e={}),{name:`flip`,options:e,async fn(t){var n;let{placement:r,middlewareData:i,rects:a,initialPlacement:o,platform:s,elements:c}=t,{mainAxis:l=!0,crossAxis:u=!0,fallbackPlacements:d,fallbackStrategy:f=`bestFit`,fallbackAxisSideDirection:p=`none`,flipAlignment:m=!0,...h}=ar(e,t);if((n=i.arrow)!=null&&n.alignmentOffset)return{};let g=or(r),_=ur(o),v=or(o)===o,y=await(s.isRTL==null?void 0:s.isRTL(c.floating)),b=d||(v||!m?[xr(o)]:pr(o)),x=p!==`none`;!d&&x&&b.push(...br(o,m,p,y));let S=[o,...b],C=await s.detectOverflow(t,h),w=[],T=i.flip?.overflows||[];if(l&&w.push(C[g]),u){let e=fr(r,a,y);w.push(C[e[0]],C[e[1]])}if(T=[...T,{placement:r,overflows:w}],!w.every(e=>e<=0)){let e=(i.flip?.index||0)+1,t=S[e];if(t&&(u!==`alignment`||_===ur(t)||T.every(e=>ur(e.placement)!==_||e.overflows[0]>0)))return{data:{index:e,overflows:T},reset:{placement:t}};let n=T.filter(e=>e.overflows[0]<=0).sort((e,t)=>e.overflows[1]-t.overflows[1])[0]?.placement;if(!n)switch(f){case`bestFit`:{let e=T.filter(e=>{if(x){let t=ur(e.placement);return t===_||t===`y`}return!0}).map(e=>[e.placement,e.overflows.filter(e=>e>0).reduce((e,t)=>e+t,0)]).sort((e,t)=>e[1]-t[1])[0]?.[0];e&&(n=e);break}case`initialPlacement`:n=o}if(r!==n)return{reset:{placement:n}}}return{}}}};function ti(e,t){return{top:e.top-t.height,right:e.right-t.width,bottom:e.bottom-t.height,left:e.left-t.width}}function ni(e){return Zn.some(t=>e[t]>=0)}var ri=function(e){return e===void 0&&(e={}),{name:`hide`,options:e,async fn(t){let{rects:n,platform:r}=t,{strategy:i=`referenceHidden`,...a}=ar(e,t);switch(i){case`referenceHidden`:{let e=ti(await r.detectOverflow(t,{...a,elementContext:`reference`}),n.reference);return{data:{referenceHiddenOffsets:e,referenceHidden:ni(e)}}}case`escaped`:{let e=ti(await r.detectOverflow(t,{...a,altBoundary:!0}),n.floating);return{data:{escapedOffsets:e,escaped:ni(e)}}}default:return{}}}}};function ii(e){let t=Qn(...e.map(e=>e.left)),n=Qn(...e.map(e=>e.top)),r=$n(...e.map(e=>e.right)),i=$n(...e.map(e=>e.bottom));return{x:t,y:n,width:r-t,height:i-n}}function ai(e){let t=e.slice().sort((e,t)=>e.y-t.y),n=[],r=null;for(let e=0;e<t.length;e++){let i=t[e];!r||i.y-r.y>r.height/2?n.push([i]):n[n.length-1].push(i),r=i}return n.map(e=>wr(ii(e)))}var oi=function(e){return e===void 0&&(e={}),{name:`inline`,options:e,async fn(t){let{placement:n,elements:r,rects:i,platform:a,strategy:o}=t,{padding:s=2,x:c,y:l}=ar(e,t),u=Array.from(await(a.getClientRects==null?void 0:a.getClientRects(r.reference))||[]);if(!u.length)return{};let d=ai(u),f=wr(ii(u)),p=Cr(s);function m(){if(d.length===2&&(d[0].left>d[1].right||d[1].left>d[0].right)&&c!=null&&l!=null)return d.find(e=>c>e.left-p.left&&c<e.right+p.right&&l>e.top-p.top&&l<e.bottom+p.bottom)||f;if(d.length>=2){if(ur(n)===`y`){let e=d[0],t=d[d.length-1],r=or(n)===`top`,i=e.top,a=t.bottom,o=r?e.left:t.left;return wr({x:o,y:i,width:(r?e.right:t.right)-o,height:a-i})}let e=or(n)===`left`,t=$n(...d.map(e=>e.right)),r=Qn(...d.map(e=>e.left)),i=d.filter(n=>e?n.left===r:n.right===t),a=i[0].top,o=i[i.length-1].bottom;return wr({x:r,y:a,width:t-r,height:o-a})}return f}let h=await a.getElementRects({reference:{getBoundingClientRect:m},floating:r.floating,strategy:o});return i.reference.x!==h.reference.x||i.reference.y!==h.reference.y||i.reference.width!==h.reference.width||i.reference.height!==h.reference.height?{reset:{rects:h}}:{}}}},si=new Set([`left`,`top`]);async function ci(e,t){let{placement:n,platform:r,elements:i}=e,a=await(r.isRTL==null?void 0:r.isRTL(i.floating)),o=or(n),s=sr(n),c=ur(n)===`y`,l=si.has(o)?-1:1,u=a&&c?-1:1,d=ar(t,e),{mainAxis:f,crossAxis:p,alignmentAxis:m}=typeof d==`number`?{mainAxis:d,crossAxis:0,alignmentAxis:null}:{mainAxis:d.mainAxis||0,crossAxis:d.crossAxis||0,alignmentAxis:d.alignmentAxis};return s&&typeof m==`number`&&(p=s===`end`?m*-1:m),c?{x:p*u,y:f*l}:{x:f*l,y:p*u}}var li=function(e){return e===void 0&&(e=0),{name:`offset`,options:e,async fn(t){var n;let{x:r,y:i,placement:a,middlewareData:o}=t,s=await ci(t,e);return a===o.offset?.placement&&(n=o.arrow)!=null&&n.alignmentOffset?{}:{x:r+s.x,y:i+s.y,data:{...s,placement:a}}}}},ui=function(e){return e===void 0&&(e={}),{name:`shift`,options:e,async fn(t){let{x:n,y:r,placement:i,platform:a}=t,{mainAxis:o=!0,crossAxis:s=!1,limiter:c={fn:e=>{let{x:t,y:n}=e;return{x:t,y:n}}},...l}=ar(e,t),u={x:n,y:r},d=await a.detectOverflow(t,l),f=ur(i),p=cr(f),m=u[p],h=u[f],g=(e,t)=>ir(t+d[e===`y`?`top`:`left`],t,t-d[e===`y`?`bottom`:`right`]);o&&(m=g(p,m)),s&&(h=g(f,h));let _=c.fn({...t,[p]:m,[f]:h});return{..._,data:{x:_.x-n,y:_.y-r,enabled:{[p]:o,[f]:s}}}}}},di=function(e){return e===void 0&&(e={}),{options:e,fn(t){let{x:n,y:r,placement:i,rects:a,middlewareData:o}=t,{offset:s=0,mainAxis:c=!0,crossAxis:l=!0}=ar(e,t),u={x:n,y:r},d=ur(i),f=cr(d),p=u[f],m=u[d],h=ar(s,t),g=typeof h==`number`?{mainAxis:h,crossAxis:0}:{mainAxis:h.mainAxis??0,crossAxis:h.crossAxis??0};if(c){let e=f===`y`?`height`:`width`,t=a.reference[f]-a.floating[e]+g.mainAxis,n=a.reference[f]+a.reference[e]-g.mainAxis;p<t?p=t:p>n&&(p=n)}if(l){let e=f===`y`?`width`:`height`,t=si.has(or(i)),n=a.reference[d]-a.floating[e]+(t&&o.offset?.[d]||0)+(t?0:g.crossAxis),r=a.reference[d]+a.reference[e]+(t?0:o.offset?.[d]||0)-(t?g.crossAxis:0);m<n?m=n:m>r&&(m=r)}return{[f]:p,[d]:m}}}},fi=function(e){return e===void 0&&(e={}),{name:`size`,options:e,async fn(t){let{placement:n,rects:r,platform:i,elements:a}=t,{apply:o=()=>{},...s}=ar(e,t),c=await i.detectOverflow(t,s),l=or(n),u=sr(n),d=ur(n)===`y`,{width:f,height:p}=r.floating,m,h;l===`top`||l===`bottom`?(m=l,h=u===(await(i.isRTL==null?void 0:i.isRTL(a.floating))?`start`:`end`)?`left`:`right`):(h=l,m=u===`end`?`top`:`bottom`);let g=p-c.top-c.bottom,_=f-c.left-c.right,v=Qn(p-c[m],g),y=Qn(f-c[h],_),b=t.middlewareData.shift,x=!b,S=v,C=y;b!=null&&b.enabled.x&&(C=_),b!=null&&b.enabled.y&&(S=g),x&&!u&&(d?C=f-2*$n(c.left,c.right):S=p-2*$n(c.top,c.bottom)),await o({...t,availableWidth:C,availableHeight:S});let w=await i.getDimensions(a.floating);return f!==w.width||p!==w.height?{reset:{rects:!0}}:{}}}};function pi(e){let t=Gn(e),n=parseFloat(t.width)||0,r=parseFloat(t.height)||0,i=Mn(e),a=i?e.offsetWidth:n,o=i?e.offsetHeight:r,s=er(n)!==a||er(r)!==o;return s&&(n=a,r=o),{width:n,height:r,$:s}}function mi(e){return J(e)?e:e.contextElement}function hi(e){let t=mi(e);if(!Mn(t))return nr(1);let n=t.getBoundingClientRect(),{width:r,height:i,$:a}=pi(t),o=(a?er(n.width):n.width)/r,s=(a?er(n.height):n.height)/i;return o&&Number.isFinite(o)||(o=1),s&&Number.isFinite(s)||(s=1),{x:o,y:s}}var gi=nr(0);function _i(e){let t=q(e);return!Un()||!t.visualViewport?gi:{x:t.visualViewport.offsetLeft,y:t.visualViewport.offsetTop}}function vi(e,t,n){return t===void 0&&(t=!1),!!n&&t&&n===q(e)}function yi(e,t,n,r){t===void 0&&(t=!1),n===void 0&&(n=!1);let i=e.getBoundingClientRect(),a=mi(e),o=nr(1);t&&(r?J(r)&&(o=hi(r)):o=hi(e));let s=vi(a,n,r)?_i(a):nr(0),c=(i.left+s.x)/o.x,l=(i.top+s.y)/o.y,u=i.width/o.x,d=i.height/o.y;if(a&&r){let e=q(a),t=J(r)?q(r):r,n=e,i=Xn(n);for(;i&&t!==n;){let e=hi(i),t=i.getBoundingClientRect(),r=Gn(i),a=t.left+(i.clientLeft+parseFloat(r.paddingLeft))*e.x,o=t.top+(i.clientTop+parseFloat(r.paddingTop))*e.y;c*=e.x,l*=e.y,u*=e.x,d*=e.y,c+=a,l+=o,n=q(i),i=Xn(n)}}return wr({width:u,height:d,x:c,y:l})}function bi(e,t){let n=Kn(e).scrollLeft;return t?t.left+n:yi(An(e)).left+n}function xi(e,t){let n=e.getBoundingClientRect();return{x:n.left+t.scrollLeft-bi(e,n),y:n.top+t.scrollTop}}function Si(e){let{elements:t,rect:n,offsetParent:r,strategy:i}=e,a=i===`fixed`,o=An(r),s=t?In(t.floating):!1;if(r===o||s&&a)return n;let c={scrollLeft:0,scrollTop:0},l=nr(1),u=nr(0),d=Mn(r);if((d||!a)&&((kn(r)!==`body`||Pn(o))&&(c=Kn(r)),d)){let e=yi(r);l=hi(r),u.x=e.x+r.clientLeft,u.y=e.y+r.clientTop}let f=o&&!d&&!a?xi(o,c):nr(0);return{width:n.width*l.x,height:n.height*l.y,x:n.x*l.x-c.scrollLeft*l.x+u.x+f.x,y:n.y*l.y-c.scrollTop*l.y+u.y+f.y}}function Ci(e){return e.getClientRects?Array.from(e.getClientRects()):[]}function wi(e){let t=Kn(e),n=e.ownerDocument.body,r=$n(e.scrollWidth,e.clientWidth,n.scrollWidth,n.clientWidth),i=$n(e.scrollHeight,e.clientHeight,n.scrollHeight,n.clientHeight),a=-t.scrollLeft+bi(e),o=-t.scrollTop;return Gn(n).direction===`rtl`&&(a+=$n(e.clientWidth,n.clientWidth)-r),{width:r,height:i,x:a,y:o}}var Ti=25;function Ei(e,t,n){n===void 0&&(n=`viewport`);let r=n===`layoutViewport`,i=q(e),a=An(e),o=i.visualViewport,s=a.clientWidth,c=a.clientHeight,l=0,u=0;if(o){let e=!Un()||t===`fixed`;r?e||(l=-o.offsetLeft,u=-o.offsetTop):(s=o.width,c=o.height,e&&(l=o.offsetLeft,u=o.offsetTop))}if(bi(a)<=0){let e=a.ownerDocument,t=e.body,n=getComputedStyle(t),r=e.compatMode===`CSS1Compat`&&parseFloat(n.marginLeft)+parseFloat(n.marginRight)||0,i=Math.abs(a.clientWidth-t.clientWidth-r),o=getComputedStyle(a).scrollbarGutter===`stable both-edges`?i/2:i;o<=Ti&&(s-=o)}return{width:s,height:c,x:l,y:u}}function Di(e,t){let n=yi(e,!0,t===`fixed`),r=n.top+e.clientTop,i=n.left+e.clientLeft,a=hi(e);return{width:e.clientWidth*a.x,height:e.clientHeight*a.y,x:i*a.x,y:r*a.y}}function Oi(e,t,n){let r;if(t===`viewport`||t===`layoutViewport`)r=Ei(e,n,t);else if(t===`document`)r=wi(An(e));else if(J(t))r=Di(t,n);else{let n=_i(e);r={x:t.x-n.x,y:t.y-n.y,width:t.width,height:t.height}}return wr(r)}function ki(e,t){let n=t.get(e);if(n)return n;let r=Yn(e,[],!1).filter(e=>J(e)&&kn(e)!==`body`),i=null,a=Gn(e).position===`fixed`,o=a?qn(e):e;for(;J(o)&&!Wn(o);){let e=Gn(o),t=Vn(o),n=i?i.position:a?`fixed`:``;!t&&(n===`fixed`||n===`absolute`&&e.position===`static`)?r=r.filter(e=>e!==o):i=e,o=qn(o)}return t.set(e,r),r}function Ai(e){let{element:t,boundary:n,rootBoundary:r,strategy:i}=e,a=[...n===`clippingAncestors`?In(t)?[]:ki(t,this._c):[].concat(n),r],o=Oi(t,a[0],i),s=o.top,c=o.right,l=o.bottom,u=o.left;for(let e=1;e<a.length;e++){let n=Oi(t,a[e],i);s=$n(n.top,s),c=Qn(n.right,c),l=Qn(n.bottom,l),u=$n(n.left,u)}return{width:c-u,height:l-s,x:u,y:s}}function ji(e){let{width:t,height:n}=pi(e);return{width:t,height:n}}function Mi(e,t,n){let r=Mn(t),i=An(t),a=n===`fixed`,o=yi(e,!0,a,t),s={scrollLeft:0,scrollTop:0},c=nr(0);if((r||!a)&&((kn(t)!==`body`||Pn(i))&&(s=Kn(t)),r)){let e=yi(t,!0,a,t);c.x=e.x+t.clientLeft,c.y=e.y+t.clientTop}!r&&i&&(c.x=bi(i));let l=i&&!r&&!a?xi(i,s):nr(0);return{x:o.left+s.scrollLeft-c.x-l.x,y:o.top+s.scrollTop-c.y-l.y,width:o.width,height:o.height}}function Ni(e){return Gn(e).position===`static`}function Pi(e,t){if(!Mn(e)||Gn(e).position===`fixed`)return null;if(t)return t(e);let n=e.offsetParent;return An(e)===n&&(n=n.ownerDocument.body),n}function Fi(e,t){let n=q(e);if(In(e))return n;if(!Mn(e)){let t=qn(e);for(;t&&!Wn(t);){if(J(t)&&!Ni(t))return t;t=qn(t)}return n}let r=Pi(e,t);for(;r&&Fn(r)&&Ni(r);)r=Pi(r,t);return r&&Wn(r)&&Ni(r)&&!Vn(r)?n:r||Hn(e)||n}var Ii=async function(e){let t=this.getOffsetParent||Fi,n=this.getDimensions,r=await n(e.floating);return{reference:Mi(e.reference,await t(e.floating),e.strategy),floating:{x:0,y:0,width:r.width,height:r.height}}};function Li(e){return Gn(e).direction===`rtl`}var Ri={convertOffsetParentRelativeRectToViewportRelativeRect:Si,getDocumentElement:An,getClippingRect:Ai,getOffsetParent:Fi,getElementRects:Ii,getClientRects:Ci,getDimensions:ji,getScale:hi,isElement:J,isRTL:Li};function zi(e,t){return e.x===t.x&&e.y===t.y&&e.width===t.width&&e.height===t.height}function Bi(e,t,n){let r=null,i,a=An(e);function o(){var e;clearTimeout(i),(e=r)==null||e.disconnect(),r=null}function s(n,c){n===void 0&&(n=!1),c===void 0&&(c=1),o();let l=e.getBoundingClientRect(),{left:u,top:d,width:f,height:p}=l;if(n||t(),!f||!p)return;let m=tr(d),h=tr(a.clientWidth-(u+f)),g=tr(a.clientHeight-(d+p)),_=tr(u),v={rootMargin:-m+`px `+-h+`px `+-g+`px `+-_+`px`,threshold:$n(0,Qn(1,c))||1},y=!0;function b(t){let n=t[0].intersectionRatio;if(!zi(l,e.getBoundingClientRect()))return s();if(n!==c){if(!y)return s();n?s(!1,n):i=setTimeout(()=>{s(!1,1e-7)},1e3)}y=!1}try{r=new IntersectionObserver(b,{...v,root:a.ownerDocument})}catch{r=new IntersectionObserver(b,v)}r.observe(e)}let c=q(e),l=()=>s(n);return c.addEventListener(`resize`,l),s(!0),()=>{c.removeEventListener(`resize`,l),o()}}function Vi(e,t,n,r){r===void 0&&(r={});let{ancestorScroll:i=!0,ancestorResize:a=!0,elementResize:o=typeof ResizeObserver==`function`,layoutShift:s=typeof IntersectionObserver==`function`,animationFrame:c=!1}=r,l=mi(e),u=i||a?[...l?Yn(l):[],...t?Yn(t):[]]:[];u.forEach(e=>{i&&e.addEventListener(`scroll`,n),a&&e.addEventListener(`resize`,n)});let d=l&&s?Bi(l,n,a):null,f=-1,p=null;o&&(p=new ResizeObserver(e=>{let[r]=e;r&&r.target===l&&p&&t&&(p.unobserve(t),cancelAnimationFrame(f),f=requestAnimationFrame(()=>{var e;(e=p)==null||e.observe(t)})),n()}),l&&!c&&p.observe(l),t&&p.observe(t));let m,h=c?yi(e):null;c&&g();function g(){let t=yi(e);h&&!zi(h,t)&&n(),h=t,m=requestAnimationFrame(g)}return n(),()=>{var e;u.forEach(e=>{i&&e.removeEventListener(`scroll`,n),a&&e.removeEventListener(`resize`,n)}),d?.(),(e=p)==null||e.disconnect(),p=null,c&&cancelAnimationFrame(m)}}var Hi=li,Ui=ui,Wi=ei,Gi=fi,Ki=ri,qi=$r,Ji=oi,Yi=di,Xi=(e,t,n)=>{let r=new Map,i=n??{},a={...Ri,...i.platform,_c:r};return Qr(e,t,{...i,platform:a})},Zi=typeof document<`u`?m.useLayoutEffect:function(){};function Qi(e,t){if(e===t)return!0;if(typeof e!=typeof t)return!1;if(typeof e==`function`&&e.toString()===t.toString())return!0;let n,r,i;if(e&&t&&typeof e==`object`){if(Array.isArray(e)){if(n=e.length,n!==t.length)return!1;for(r=n;r--!==0;)if(!Qi(e[r],t[r]))return!1;return!0}if(i=Object.keys(e),n=i.length,n!==Object.keys(t).length)return!1;for(r=n;r--!==0;)if(!{}.hasOwnProperty.call(t,i[r]))return!1;for(r=n;r--!==0;){let n=i[r];if(!(n===`_owner`&&e.$$typeof)&&!Qi(e[n],t[n]))return!1}return!0}return e!==e&&t!==t}function $i(e){return typeof window>`u`?1:(e.ownerDocument.defaultView||window).devicePixelRatio||1}function ea(e,t){let n=$i(e);return Math.round(t*n)/n}function ta(e){let t=m.useRef(e);return Zi(()=>{t.current=e}),t}function na(e){e===void 0&&(e={});let{placement:t=`bottom`,strategy:n=`absolute`,middleware:r=[],platform:i,elements:{reference:a,floating:o}={},transform:s=!0,whileElementsMounted:c,open:l}=e,[u,d]=m.useState({x:0,y:0,strategy:n,placement:t,middlewareData:{},isPositioned:!1}),[f,p]=m.useState(r);Qi(f,r)||p(r);let[h,g]=m.useState(null),[_,v]=m.useState(null),y=m.useCallback(e=>{e!==C.current&&(C.current=e,g(e))},[]),b=m.useCallback(e=>{e!==w.current&&(w.current=e,v(e))},[]),x=a||h,S=o||_,C=m.useRef(null),w=m.useRef(null),T=m.useRef(u),E=c!=null,D=ta(c),O=ta(i),k=ta(l),A=m.useCallback(()=>{if(!C.current||!w.current)return;let e={placement:t,strategy:n,middleware:f};O.current&&(e.platform=O.current),Xi(C.current,w.current,e).then(e=>{let t={...e,isPositioned:k.current!==!1};j.current&&!Qi(T.current,t)&&(T.current=t,Bt.flushSync(()=>{d(t)}))})},[f,t,n,O,k]);Zi(()=>{l===!1&&T.current.isPositioned&&(T.current.isPositioned=!1,d(e=>({...e,isPositioned:!1})))},[l]);let j=m.useRef(!1);Zi(()=>(j.current=!0,()=>{j.current=!1}),[]),Zi(()=>{if(x&&(C.current=x),S&&(w.current=S),x&&S){if(D.current)return D.current(x,S,A);A()}},[x,S,A,D,E]);let M=m.useMemo(()=>({reference:C,floating:w,setReference:y,setFloating:b}),[y,b]),N=m.useMemo(()=>({reference:x,floating:S}),[x,S]),P=m.useMemo(()=>{let e={position:n,left:0,top:0};if(!N.floating)return e;let t=ea(N.floating,u.x),r=ea(N.floating,u.y);return s?{...e,transform:`translate(`+t+`px, `+r+`px)`,...$i(N.floating)>=1.5&&{willChange:`transform`}}:{position:n,left:t,top:r}},[n,s,N.floating,u.x,u.y]);return m.useMemo(()=>({...u,update:A,refs:M,elements:N,floatingStyles:P}),[u,A,M,N,P])}var ra=e=>{function t(e){return{}.hasOwnProperty.call(e,`current`)}return{name:`arrow`,options:e,fn(n){let{element:r,padding:i}=typeof e==`function`?e(n):e;return r&&t(r)?r.current==null?{}:qi({element:r.current,padding:i}).fn(n):r?qi({element:r,padding:i}).fn(n):{}}}},ia=(e,t)=>{let n=Hi(e);return{name:n.name,fn:n.fn,options:[e,t]}},aa=(e,t)=>{let n=Ui(e);return{name:n.name,fn:n.fn,options:[e,t]}},oa=(e,t)=>({fn:Yi(e).fn,options:[e,t]}),sa=(e,t)=>{let n=Wi(e);return{name:n.name,fn:n.fn,options:[e,t]}},ca=(e,t)=>{let n=Gi(e);return{name:n.name,fn:n.fn,options:[e,t]}},la=(e,t)=>{let n=Ki(e);return{name:n.name,fn:n.fn,options:[e,t]}},ua=(e,t)=>{let n=Ji(e);return{name:n.name,fn:n.fn,options:[e,t]}},da=(e,t)=>{let n=ra(e);return{name:n.name,fn:n.fn,options:[e,t]}};function fa(e){let t=m.useRef(void 0),n=m.useCallback(t=>{let n=e.map(e=>{if(e!=null){if(typeof e==`function`){let n=e,r=n(t);return typeof r==`function`?r:()=>{n(null)}}return e.current=t,()=>{e.current=null}}});return()=>{n.forEach(e=>e?.())}},e);return m.useMemo(()=>e.every(e=>e==null)?null:e=>{t.current&&=(t.current(),void 0),e!=null&&(t.current=n(e))},e)}var pa=`data-floating-ui-focusable`,ma=`active`,ha=`selected`,ga=`ArrowLeft`,_a=`ArrowRight`,va=`ArrowUp`,ya=`ArrowDown`,ba=[ga,_a],xa=[va,ya];[...ba,...xa];var Sa={...m},Ca=!1,wa=0,Ta=()=>`floating-ui-`+Math.random().toString(36).slice(2,6)+wa++;function Ea(){let[e,t]=m.useState(()=>Ca?Ta():void 0);return Wr(()=>{e??t(Ta())},[]),m.useEffect(()=>{Ca=!0},[]),e}var Da=Sa.useId||Ea;function Oa(){let e=new Map;return{emit(t,n){var r;(r=e.get(t))==null||r.forEach(e=>e(n))},on(t,n){e.has(t)||e.set(t,new Set),e.get(t).add(n)},off(t,n){var r;(r=e.get(t))==null||r.delete(n)}}}var ka=m.createContext(null),Aa=m.createContext(null),ja=()=>m.useContext(ka)?.id||null,Ma=()=>m.useContext(Aa);function Na(e){return`data-floating-ui-`+e}function Pa(e){e.current!==-1&&(clearTimeout(e.current),e.current=-1)}var Fa=Na(`safe-polygon`);function Ia(e,t,n){if(n&&!Ur(n))return 0;if(typeof e==`number`)return e;if(typeof e==`function`){let n=e();return typeof n==`number`?n:n?.[t]}return e?.[t]}function La(e){return typeof e==`function`?e():e}function Ra(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,dataRef:i,events:a,elements:o}=e,{enabled:s=!0,delay:c=0,handleClose:l=null,mouseOnly:u=!1,restMs:d=0,move:f=!0}=t,p=Ma(),h=ja(),g=Kr(l),_=Kr(c),v=Kr(n),y=Kr(d),b=m.useRef(),x=m.useRef(-1),S=m.useRef(),C=m.useRef(-1),w=m.useRef(!0),T=m.useRef(!1),E=m.useRef(()=>{}),D=m.useRef(!1),O=Jr(()=>{let e=i.current.openEvent?.type;return e?.includes(`mouse`)&&e!==`mousedown`});m.useEffect(()=>{if(!s)return;function e(e){let{open:t}=e;t||(Pa(x),Pa(C),w.current=!0,D.current=!1)}return a.on(`openchange`,e),()=>{a.off(`openchange`,e)}},[s,a]),m.useEffect(()=>{if(!s||!g.current||!n)return;function e(e){O()&&r(!1,e,`hover`)}let t=Lr(o.floating).documentElement;return t.addEventListener(`mouseleave`,e),()=>{t.removeEventListener(`mouseleave`,e)}},[o.floating,n,r,s,g,O]);let k=m.useCallback(function(e,t,n){t===void 0&&(t=!0),n===void 0&&(n=`hover`);let i=Ia(_.current,`close`,b.current);i&&!S.current?(Pa(x),x.current=window.setTimeout(()=>r(!1,e,n),i)):t&&(Pa(x),r(!1,e,n))},[_,r]),A=Jr(()=>{E.current(),S.current=void 0}),j=Jr(()=>{if(T.current){let e=Lr(o.floating).body;e.style.pointerEvents=``,e.removeAttribute(Fa),T.current=!1}}),M=Jr(()=>i.current.openEvent?[`click`,`mousedown`].includes(i.current.openEvent.type):!1);m.useEffect(()=>{if(!s)return;function e(e){if(Pa(x),w.current=!1,u&&!Ur(b.current)||La(y.current)>0&&!Ia(_.current,`open`))return;let t=Ia(_.current,`open`,b.current);t?x.current=window.setTimeout(()=>{v.current||r(!0,e,`hover`)},t):n||r(!0,e,`hover`)}function t(e){if(M()){j();return}E.current();let t=Lr(o.floating);if(Pa(C),D.current=!1,g.current&&i.current.floatingContext){n||Pa(x),S.current=g.current({...i.current.floatingContext,tree:p,x:e.clientX,y:e.clientY,onClose(){j(),A(),M()||k(e,!0,`safe-polygon`)}});let r=S.current;t.addEventListener(`mousemove`,r),E.current=()=>{t.removeEventListener(`mousemove`,r)}}else b.current===`touch`&&Nr(o.floating,e.relatedTarget)||k(e)}function a(e){M()||i.current.floatingContext&&(g.current==null||g.current({...i.current.floatingContext,tree:p,x:e.clientX,y:e.clientY,onClose(){j(),A(),M()||k(e)}})(e))}function c(){Pa(x)}function l(e){M()||k(e,!1)}if(J(o.domReference)){let r=o.domReference,i=o.floating;return n&&r.addEventListener(`mouseleave`,a),f&&r.addEventListener(`mousemove`,e,{once:!0}),r.addEventListener(`mouseenter`,e),r.addEventListener(`mouseleave`,t),i&&(i.addEventListener(`mouseleave`,a),i.addEventListener(`mouseenter`,c),i.addEventListener(`mouseleave`,l)),()=>{n&&r.removeEventListener(`mouseleave`,a),f&&r.removeEventListener(`mousemove`,e),r.removeEventListener(`mouseenter`,e),r.removeEventListener(`mouseleave`,t),i&&(i.removeEventListener(`mouseleave`,a),i.removeEventListener(`mouseenter`,c),i.removeEventListener(`mouseleave`,l))}}},[o,s,e,u,f,k,A,j,r,n,v,p,_,g,i,M,y]),Wr(()=>{var e;if(s&&n&&(e=g.current)!=null&&(e=e.__options)!=null&&e.blockPointerEvents&&O()){T.current=!0;let e=o.floating;if(J(o.domReference)&&e){var t;let n=Lr(o.floating).body;n.setAttribute(Fa,``);let r=o.domReference,i=p==null||(t=p.nodesRef.current.find(e=>e.id===h))==null||(t=t.context)==null?void 0:t.elements.floating;return i&&(i.style.pointerEvents=``),n.style.pointerEvents=`none`,r.style.pointerEvents=`auto`,e.style.pointerEvents=`auto`,()=>{n.style.pointerEvents=``,r.style.pointerEvents=``,e.style.pointerEvents=``}}}},[s,n,h,o,p,g,O]),Wr(()=>{n||(b.current=void 0,D.current=!1,A(),j())},[n,A,j]),m.useEffect(()=>()=>{A(),Pa(x),Pa(C),j()},[s,o.domReference,A,j]);let N=m.useMemo(()=>{function e(e){b.current=e.pointerType}return{onPointerDown:e,onPointerEnter:e,onMouseMove(e){let{nativeEvent:t}=e;function i(){!w.current&&!v.current&&r(!0,t,`hover`)}u&&!Ur(b.current)||n||La(y.current)===0||D.current&&e.movementX**2+e.movementY**2<2||(Pa(C),b.current===`touch`?i():(D.current=!0,C.current=window.setTimeout(i,La(y.current))))}}},[u,r,n,v,y]);return m.useMemo(()=>s?{reference:N}:{},[s,N])}var za=()=>{},Ba=m.createContext({delay:0,initialDelay:0,timeoutMs:0,currentId:null,setCurrentId:za,setState:za,isInstantPhase:!1}),Va=()=>m.useContext(Ba);function Ha(e){let{children:t,delay:n,timeoutMs:r=0}=e,[i,a]=m.useReducer((e,t)=>({...e,...t}),{delay:n,timeoutMs:r,initialDelay:n,currentId:null,isInstantPhase:!1}),o=m.useRef(null),s=m.useCallback(e=>{a({currentId:e})},[]);return Wr(()=>{i.currentId?o.current===null?o.current=i.currentId:i.isInstantPhase||a({isInstantPhase:!0}):(i.isInstantPhase&&a({isInstantPhase:!1}),o.current=null)},[i.currentId,i.isInstantPhase]),(0,U.jsx)(Ba.Provider,{value:m.useMemo(()=>({...i,setState:a,setCurrentId:s}),[i,s]),children:t})}function Ua(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,floatingId:i}=e,{id:a,enabled:o=!0}=t,s=a??i,c=Va(),{currentId:l,setCurrentId:u,initialDelay:d,setState:f,timeoutMs:p}=c;return Wr(()=>{o&&l&&(f({delay:{open:1,close:Ia(d,`close`)}}),l!==s&&r(!1))},[o,s,r,f,l,d]),Wr(()=>{function e(){r(!1),f({delay:d,currentId:null})}if(o&&l&&!n&&l===s){if(p){let t=window.setTimeout(e,p);return()=>{clearTimeout(t)}}e()}},[o,n,f,l,s,r,d,p]),Wr(()=>{o&&u!==za&&n&&u(s)},[o,n,u,s]),c}function Wa(e,t){if(!e||!t)return!1;let n=t.getRootNode==null?void 0:t.getRootNode();if(e.contains(t))return!0;if(n&&Nn(n)){let n=t;for(;n;){if(e===n)return!0;n=n.parentNode||n.host}}return!1}function Ga(e){return`composedPath`in e?e.composedPath()[0]:e.target}var Ka={pointerdown:`onPointerDown`,mousedown:`onMouseDown`,click:`onClick`},qa={pointerdown:`onPointerDownCapture`,mousedown:`onMouseDownCapture`,click:`onClickCapture`},Ja=e=>({escapeKey:typeof e==`boolean`?e:e?.escapeKey??!1,outsidePress:typeof e==`boolean`?e:e?.outsidePress??!0});function Ya(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,elements:i,dataRef:a}=e,{enabled:o=!0,escapeKey:s=!0,outsidePress:c=!0,outsidePressEvent:l=`pointerdown`,referencePress:u=!1,referencePressEvent:d=`pointerdown`,ancestorScroll:f=!1,bubbles:p,capture:h}=t,g=Ma(),_=Jr(typeof c==`function`?c:()=>!1),v=typeof c==`function`?_:c,y=m.useRef(!1),{escapeKey:b,outsidePress:x}=Ja(p),{escapeKey:S,outsidePress:C}=Ja(h),w=m.useRef(!1),T=Jr(e=>{if(!n||!o||!s||e.key!==`Escape`||w.current)return;let t=a.current.floatingContext?.nodeId,i=g?Vr(g.nodesRef.current,t):[];if(!b&&(e.stopPropagation(),i.length>0)){let e=!0;if(i.forEach(t=>{var n;(n=t.context)!=null&&n.open&&!t.context.dataRef.current.__escapeKeyBubbles&&(e=!1)}),!e)return}r(!1,Hr(e)?e.nativeEvent:e,`escape-key`)}),E=Jr(e=>{var t;let n=()=>{var t;T(e),(t=Pr(e))==null||t.removeEventListener(`keydown`,n)};(t=Pr(e))==null||t.addEventListener(`keydown`,n)}),D=Jr(e=>{let t=a.current.insideReactTree;a.current.insideReactTree=!1;let n=y.current;if(y.current=!1,l===`click`&&n||t||typeof v==`function`&&!v(e))return;let o=Pr(e),s=`[`+Na(`inert`)+`]`,c=Lr(i.floating).querySelectorAll(s),u=J(o)?o:null;for(;u&&!Wn(u);){let e=qn(u);if(Wn(e)||!J(e))break;u=e}if(c.length&&J(o)&&!Ir(o)&&!Nr(o,i.floating)&&Array.from(c).every(e=>!Nr(u,e)))return;if(Mn(o)&&A){let t=Wn(o),n=Gn(o),r=/auto|scroll/,i=t||r.test(n.overflowX),a=t||r.test(n.overflowY),s=i&&o.clientWidth>0&&o.scrollWidth>o.clientWidth,c=a&&o.clientHeight>0&&o.scrollHeight>o.clientHeight,l=n.direction===`rtl`,u=c&&(l?e.offsetX<=o.offsetWidth-o.clientWidth:e.offsetX>o.clientWidth),d=s&&e.offsetY>o.clientHeight;if(u||d)return}let d=a.current.floatingContext?.nodeId,f=g&&Vr(g.nodesRef.current,d).some(t=>Fr(e,t.context?.elements.floating));if(Fr(e,i.floating)||Fr(e,i.domReference)||f)return;let p=g?Vr(g.nodesRef.current,d):[];if(p.length>0){let e=!0;if(p.forEach(t=>{var n;(n=t.context)!=null&&n.open&&!t.context.dataRef.current.__outsidePressBubbles&&(e=!1)}),!e)return}r(!1,e,`outside-press`)}),O=Jr(e=>{var t;let n=()=>{var t;D(e),(t=Pr(e))==null||t.removeEventListener(l,n)};(t=Pr(e))==null||t.addEventListener(l,n)});m.useEffect(()=>{if(!n||!o)return;a.current.__escapeKeyBubbles=b,a.current.__outsidePressBubbles=x;let e=-1;function t(e){r(!1,e,`ancestor-scroll`)}function c(){window.clearTimeout(e),w.current=!0}function u(){e=window.setTimeout(()=>{w.current=!1},Un()?5:0)}let d=Lr(i.floating);s&&(d.addEventListener(`keydown`,S?E:T,S),d.addEventListener(`compositionstart`,c),d.addEventListener(`compositionend`,u)),v&&d.addEventListener(l,C?O:D,C);let p=[];return f&&(J(i.domReference)&&(p=Yn(i.domReference)),J(i.floating)&&(p=p.concat(Yn(i.floating))),!J(i.reference)&&i.reference&&i.reference.contextElement&&(p=p.concat(Yn(i.reference.contextElement)))),p=p.filter(e=>e!==d.defaultView?.visualViewport),p.forEach(e=>{e.addEventListener(`scroll`,t)}),()=>{s&&(d.removeEventListener(`keydown`,S?E:T,S),d.removeEventListener(`compositionstart`,c),d.removeEventListener(`compositionend`,u)),v&&d.removeEventListener(l,C?O:D,C),p.forEach(e=>{e.removeEventListener(`scroll`,t)}),window.clearTimeout(e)}},[a,i,s,v,l,n,r,f,o,b,x,T,S,E,D,C,O]),m.useEffect(()=>{a.current.insideReactTree=!1},[a,v,l]);let k=m.useMemo(()=>({onKeyDown:T,...u&&{[Ka[d]]:e=>{r(!1,e.nativeEvent,`reference-press`)},...d!==`click`&&{onClick(e){r(!1,e.nativeEvent,`reference-press`)}}}}),[T,r,u,d]),A=m.useMemo(()=>{function e(e){e.button===0&&(y.current=!0)}return{onKeyDown:T,onMouseDown:e,onMouseUp:e,[qa[l]]:()=>{a.current.insideReactTree=!0}}},[T,l,a]);return m.useMemo(()=>o?{reference:k,floating:A}:{},[o,k,A])}function Xa(e){let{open:t=!1,onOpenChange:n,elements:r}=e,i=Da(),a=m.useRef({}),[o]=m.useState(()=>Oa()),s=ja()!=null,[c,l]=m.useState(r.reference),u=Jr((e,t,r)=>{a.current.openEvent=e?t:void 0,o.emit(`openchange`,{open:e,event:t,reason:r,nested:s}),n?.(e,t,r)}),d=m.useMemo(()=>({setPositionReference:l}),[]),f=m.useMemo(()=>({reference:c||r.reference||null,floating:r.floating||null,domReference:r.reference}),[c,r.reference,r.floating]);return m.useMemo(()=>({dataRef:a,open:t,onOpenChange:u,elements:f,events:o,floatingId:i,refs:d}),[t,u,f,o,i,d])}function Za(e){let{elements:t,...n}=e===void 0?{}:e,{nodeId:r}=n,i=Xa({...n,elements:{reference:t?.reference??null,floating:t?.floating??null}}),a=n.rootContext||i,o=a.elements,[s,c]=m.useState(null),[l,u]=m.useState(null),d=o?.domReference||s,f=m.useRef(null),p=Ma();Wr(()=>{d&&(f.current=d)},[d]);let h=na({...n,elements:{...o,...l&&{reference:l}}}),g=m.useCallback(e=>{let t=J(e)?{getBoundingClientRect:()=>e.getBoundingClientRect(),getClientRects:()=>e.getClientRects(),contextElement:e}:e;u(t),h.refs.setReference(t)},[h.refs]),_=m.useCallback(e=>{(J(e)||e===null)&&(f.current=e,c(e)),(J(h.refs.reference.current)||h.refs.reference.current===null||e!==null&&!J(e))&&h.refs.setReference(e)},[h.refs]),v=m.useMemo(()=>({...h.refs,setReference:_,setPositionReference:g,domReference:f}),[h.refs,_,g]),y=m.useMemo(()=>({...h.elements,domReference:d}),[h.elements,d]),b=m.useMemo(()=>({...h,...a,refs:v,elements:y,nodeId:r}),[h,v,y,r,a]);return Wr(()=>{a.dataRef.current.floatingContext=b;let e=p?.nodesRef.current.find(e=>e.id===r);e&&(e.context=b)}),m.useMemo(()=>({...h,context:b,refs:v,elements:y}),[h,v,y,b])}function Qa(){return Or()&&Dr()}function $a(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,events:i,dataRef:a,elements:o}=e,{enabled:s=!0,visibleOnly:c=!0}=t,l=m.useRef(!1),u=m.useRef(-1),d=m.useRef(!0);m.useEffect(()=>{if(!s)return;let e=q(o.domReference);function t(){!n&&Mn(o.domReference)&&o.domReference===Mr(Lr(o.domReference))&&(l.current=!0)}function r(){d.current=!0}function i(){d.current=!1}return e.addEventListener(`blur`,t),Qa()&&(e.addEventListener(`keydown`,r,!0),e.addEventListener(`pointerdown`,i,!0)),()=>{e.removeEventListener(`blur`,t),Qa()&&(e.removeEventListener(`keydown`,r,!0),e.removeEventListener(`pointerdown`,i,!0))}},[o.domReference,n,s]),m.useEffect(()=>{if(!s)return;function e(e){let{reason:t}=e;(t===`reference-press`||t===`escape-key`)&&(l.current=!0)}return i.on(`openchange`,e),()=>{i.off(`openchange`,e)}},[i,s]),m.useEffect(()=>()=>{Pa(u)},[]);let f=m.useMemo(()=>({onMouseLeave(){l.current=!1},onFocus(e){if(l.current)return;let t=Pr(e.nativeEvent);if(c&&J(t)){if(Qa()&&!e.relatedTarget){if(!d.current&&!Rr(t))return}else if(!zr(t))return}r(!0,e.nativeEvent,`focus`)},onBlur(e){l.current=!1;let t=e.relatedTarget,n=e.nativeEvent,i=J(t)&&t.hasAttribute(Na(`focus-guard`))&&t.getAttribute(`data-type`)===`outside`;u.current=window.setTimeout(()=>{let e=Mr(o.domReference?o.domReference.ownerDocument:document);!t&&e===o.domReference||Nr(a.current.floatingContext?.refs.floating.current,e)||Nr(o.domReference,e)||i||r(!1,n,`focus`)})}}),[a,o.domReference,r,c]);return m.useMemo(()=>s?{reference:f}:{},[s,f])}function eo(e,t,n){let r=new Map,i=n===`item`,a=e;if(i&&e){let{[ma]:t,[ha]:n,...r}=e;a=r}return{...n===`floating`&&{tabIndex:-1,[pa]:``},...a,...t.map(t=>{let r=t?t[n]:null;return typeof r==`function`?e?r(e):null:r}).concat(e).reduce((e,t)=>(t&&Object.entries(t).forEach(t=>{let[n,a]=t;if(!(i&&[ma,ha].includes(n))){if(n.indexOf(`on`)===0){if(r.has(n)||r.set(n,[]),typeof a==`function`){var o;(o=r.get(n))==null||o.push(a),e[n]=function(){var e=[...arguments];return r.get(n)?.map(t=>t(...e)).find(e=>e!==void 0)}}}else e[n]=a}}),e),{})}}function to(e){e===void 0&&(e=[]);let t=e.map(e=>e?.reference),n=e.map(e=>e?.floating),r=e.map(e=>e?.item),i=m.useCallback(t=>eo(t,e,`reference`),t),a=m.useCallback(t=>eo(t,e,`floating`),n),o=m.useCallback(t=>eo(t,e,`item`),r);return m.useMemo(()=>({getReferenceProps:i,getFloatingProps:a,getItemProps:o}),[i,a,o])}var no=new Map([[`select`,`listbox`],[`combobox`,`listbox`],[`label`,!1]]);function ro(e,t){t===void 0&&(t={});let{open:n,elements:r,floatingId:i}=e,{enabled:a=!0,role:o=`dialog`}=t,s=Da(),c=r.domReference?.id||s,l=m.useMemo(()=>Br(r.floating)?.id||i,[r.floating,i]),u=no.get(o)??o,d=ja()!=null,f=m.useMemo(()=>u===`tooltip`||o===`label`?{[`aria-`+(o===`label`?`labelledby`:`describedby`)]:n?l:void 0}:{"aria-expanded":n?`true`:`false`,"aria-haspopup":u===`alertdialog`?`dialog`:u,"aria-controls":n?l:void 0,...u===`listbox`&&{role:`combobox`},...u===`menu`&&{id:c},...u===`menu`&&d&&{role:`menuitem`},...o===`select`&&{"aria-autocomplete":`none`},...o===`combobox`&&{"aria-autocomplete":`list`}},[u,l,d,n,c,o]),p=m.useMemo(()=>{let e={id:l,...u&&{role:u}};return u===`tooltip`||o===`label`?e:{...e,...u===`menu`&&{"aria-labelledby":c}}},[u,l,c,o]),h=m.useCallback(e=>{let{active:t,selected:n}=e,r={role:`option`,...t&&{id:l+`-fui-option`}};switch(o){case`select`:case`combobox`:return{...r,"aria-selected":n}}return{}},[l,o]);return m.useMemo(()=>a?{reference:f,floating:p,item:h}:{},[a,f,p,h])}function io(e,t,n){return n===void 0&&(n=!0),e.filter(e=>e.parentId===t&&(!n||e.context?.open)).flatMap(t=>[t,...io(e,t.id,n)])}function ao(e,t){let[n,r]=e,i=!1,a=t.length;for(let e=0,o=a-1;e<a;o=e++){let[a,s]=t[e]||[0,0],[c,l]=t[o]||[0,0];s>=r!=l>=r&&n<=(c-a)*(r-s)/(l-s)+a&&(i=!i)}return i}function oo(e,t){return e[0]>=t.x&&e[0]<=t.x+t.width&&e[1]>=t.y&&e[1]<=t.y+t.height}function so(e){e===void 0&&(e={});let{buffer:t=.5,blockPointerEvents:n=!1,requireIntent:r=!0}=e,i={current:-1},a=!1,o=null,s=null,c=typeof performance<`u`?performance.now():0;function l(e,t){let n=performance.now(),r=n-c;if(o===null||s===null||r===0)return o=e,s=t,c=n,null;let i=e-o,a=t-s,l=Math.sqrt(i*i+a*a)/r;return o=e,s=t,c=n,l}let u=e=>{let{x:n,y:o,placement:s,elements:c,onClose:u,nodeId:d,tree:f}=e;return function(e){function p(){Pa(i),u()}if(Pa(i),!c.domReference||!c.floating||s==null||n==null||o==null)return;let{clientX:m,clientY:h}=e,g=[m,h],_=Ga(e),v=e.type===`mouseleave`,y=Wa(c.floating,_),b=Wa(c.domReference,_),x=c.domReference.getBoundingClientRect(),S=c.floating.getBoundingClientRect(),C=s.split(`-`)[0],w=n>S.right-S.width/2,T=o>S.bottom-S.height/2,E=oo(g,x),D=S.width>x.width,O=S.height>x.height,k=(D?x:S).left,A=(D?x:S).right,j=(O?x:S).top,M=(O?x:S).bottom;if(y&&(a=!0,!v))return;if(b&&(a=!1),b&&!v){a=!0;return}if(v&&J(e.relatedTarget)&&Wa(c.floating,e.relatedTarget)||f&&io(f.nodesRef.current,d).length)return;if(C===`top`&&o>=x.bottom-1||C===`bottom`&&o<=x.top+1||C===`left`&&n>=x.right-1||C===`right`&&n<=x.left+1)return p();let N=[];switch(C){case`top`:N=[[k,x.top+1],[k,S.bottom-1],[A,S.bottom-1],[A,x.top+1]];break;case`bottom`:N=[[k,S.top+1],[k,x.bottom-1],[A,x.bottom-1],[A,S.top+1]];break;case`left`:N=[[S.right-1,M],[S.right-1,j],[x.left+1,j],[x.left+1,M]];break;case`right`:N=[[x.right-1,M],[x.right-1,j],[S.left+1,j],[S.left+1,M]]}function P(e){let[n,r]=e;switch(C){case`top`:return[[D?n+t/2:w?n+t*4:n-t*4,r+t+1],[D?n-t/2:w?n+t*4:n-t*4,r+t+1],[S.left,w||D?S.bottom-t:S.top],[S.right,w?D?S.bottom-t:S.top:S.bottom-t]];case`bottom`:return[[D?n+t/2:w?n+t*4:n-t*4,r-t],[D?n-t/2:w?n+t*4:n-t*4,r-t],[S.left,w||D?S.top+t:S.bottom],[S.right,w?D?S.top+t:S.bottom:S.top+t]];case`left`:{let e=[n+t+1,O?r+t/2:T?r+t*4:r-t*4],i=[n+t+1,O?r-t/2:T?r+t*4:r-t*4];return[[T||O?S.right-t:S.left,S.top],[T?O?S.right-t:S.left:S.right-t,S.bottom],e,i]}case`right`:return[[n-t,O?r+t/2:T?r+t*4:r-t*4],[n-t,O?r-t/2:T?r+t*4:r-t*4],[T||O?S.left+t:S.right,S.top],[T?O?S.left+t:S.right:S.left+t,S.bottom]]}}if(!ao([m,h],N)){if(a&&!E)return p();if(!v&&r){let t=l(e.clientX,e.clientY);if(t!==null&&t<.1)return p()}ao([m,h],P([n,o]))?!a&&r&&(i.current=window.setTimeout(p,40)):p()}}};return u.__options={blockPointerEvents:n},u}var co={scrollHideDelay:1e3,type:`hover`,scrollbars:`xy`},lo=I((e,{scrollbarSize:t,overscrollBehavior:n,scrollbars:r})=>{let i=n;return n&&r&&(r===`x`?i=`${n} auto`:r===`y`&&(i=`auto ${n}`)),{root:{"--scrollarea-scrollbar-size":c(t),"--scrollarea-over-scroll-behavior":i,"--scrollarea-offset-size":void 0}}}),uo=Rt(e=>{let t=W(`ScrollArea`,co,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,scrollbarSize:s,vars:c,type:l,scrollHideDelay:u,viewportProps:d,viewportRef:f,onScrollPositionChange:p,children:h,offsetScrollbars:g,scrollbars:_,onBottomReached:v,onTopReached:y,onLeftReached:b,onRightReached:x,overscrollBehavior:S,startScrollPosition:C,verticalScrollbarPosition:w,attributes:T,...E}=t,[O,k]=(0,m.useState)(!1),[A,j]=(0,m.useState)(!1),[M,N]=(0,m.useState)(!1),P=(0,m.useRef)(!0),F=(0,m.useRef)(!1),ee=(0,m.useRef)(!0),I=(0,m.useRef)(!1),L=G({name:`ScrollArea`,props:t,classes:Dn,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:T,vars:c,varsResolver:lo}),R=(0,m.useRef)(null),[te,ne]=(0,m.useState)(null),z=fa([f,R,(0,m.useCallback)(e=>{ne(t=>t===e?t:e)},[])]);return Qt(g===`present`?te:null,()=>{let e=R.current;e&&(j(e.scrollHeight>e.clientHeight),N(e.scrollWidth>e.clientWidth))}),D(()=>{C&&R.current&&R.current.scrollTo({left:C.x??0,top:C.y??0})},[]),(0,U.jsxs)(nn,{getStyles:L,type:l===`never`?`always`:l,scrollHideDelay:u,scrollbars:_,...L(`root`),...E,children:[(0,U.jsx)(En,{...d,...L(`viewport`,{style:d?.style}),ref:z,"data-offset-scrollbars":g===!0?`xy`:g||void 0,"data-scrollbars":_||void 0,"data-vertical-scrollbar-position":w||void 0,"data-horizontal-hidden":g===`present`&&!M?`true`:void 0,"data-vertical-hidden":g===`present`&&!A?`true`:void 0,onScroll:e=>{d?.onScroll?.(e),p?.({x:e.currentTarget.scrollLeft,y:e.currentTarget.scrollTop});let{scrollTop:t,scrollHeight:n,clientHeight:r,scrollLeft:i,scrollWidth:a,clientWidth:o}=e.currentTarget,s=t-(n-r)>=-.8,c=t===0;s&&!F.current&&v?.(),c&&!P.current&&y?.(),F.current=s,P.current=c;let l=i-(a-o)>=-.8,u=i===0;l&&!I.current&&x?.(),u&&!ee.current&&b?.(),I.current=l,ee.current=u},children:h}),(_===`xy`||_===`x`)&&(0,U.jsx)(Sn,{...L(`scrollbar`),orientation:`horizontal`,"data-vertical-scrollbar-position":w||void 0,"data-hidden":l===`never`||g===`present`&&!M||void 0,forceMount:!0,onMouseEnter:()=>k(!0),onMouseLeave:()=>k(!1),children:(0,U.jsx)(Tn,{...L(`thumb`)})}),(_===`xy`||_===`y`)&&(0,U.jsx)(Sn,{...L(`scrollbar`),orientation:`vertical`,"data-vertical-scrollbar-position":w||void 0,"data-hidden":l===`never`||g===`present`&&!A||void 0,forceMount:!0,onMouseEnter:()=>k(!0),onMouseLeave:()=>k(!1),children:(0,U.jsx)(Tn,{...L(`thumb`)})}),(0,U.jsx)(en,{...L(`corner`),"data-vertical-scrollbar-position":w||void 0,"data-hovered":O||void 0,"data-hidden":l===`never`||void 0})]})});uo.displayName=`@mantine/core/ScrollArea`;var fo=Rt(e=>{let{children:t,classNames:n,styles:r,scrollbarSize:i,scrollHideDelay:a,type:o,dir:s,offsetScrollbars:c,overscrollBehavior:l,viewportRef:u,onScrollPositionChange:d,unstyled:f,variant:p,viewportProps:h,scrollbars:g,style:_,vars:v,onBottomReached:y,onTopReached:b,startScrollPosition:x,verticalScrollbarPosition:S,onOverflowChange:C,...w}=W(`ScrollAreaAutosize`,co,e),T=(0,m.useRef)(null),[E,D]=(0,m.useState)(null),O=fa([u,T,(0,m.useCallback)(e=>{D(t=>t===e?t:e)},[])]),k=(0,m.useRef)(!1),A=(0,m.useRef)(!1),j=(0,m.useEffectEvent)(()=>{let e=T.current;if(!e||!C)return;let t=e.scrollHeight>e.clientHeight;t!==k.current&&(A.current?C(t):(A.current=!0,t&&C(!0)),k.current=t)});return Qt(C?E:null,j),(0,U.jsx)(K,{...w,variant:p,style:[{display:`flex`,overflow:`hidden`},_],children:(0,U.jsx)(K,{style:{display:`flex`,flexDirection:`column`,flex:1,overflow:`hidden`,...g===`y`&&{minWidth:0},...g===`x`&&{minHeight:0},...g===`xy`&&{minWidth:0,minHeight:0},...g===!1&&{minWidth:0,minHeight:0}},children:(0,U.jsx)(uo,{classNames:n,styles:r,scrollHideDelay:a,scrollbarSize:i,type:o,dir:s,offsetScrollbars:c,overscrollBehavior:l,viewportRef:O,onScrollPositionChange:d,unstyled:f,variant:p,viewportProps:h,vars:v,scrollbars:g,onBottomReached:y,onTopReached:b,startScrollPosition:x,verticalScrollbarPosition:S,"data-autosize":`true`,children:t})})})});uo.classes=Dn,uo.varsResolver=lo,fo.displayName=`@mantine/core/ScrollAreaAutosize`,fo.classes=Dn,uo.Autosize=fo;var po={root:`m_87cf2631`},mo={__staticSelector:`UnstyledButton`},ho=Vt(e=>{let t=W(`UnstyledButton`,mo,e),{className:n,component:r=`button`,__staticSelector:i,unstyled:a,classNames:o,styles:s,style:c,attributes:l,...u}=t,d=G({name:i,props:t,classes:po,className:n,style:c,classNames:o,styles:s,unstyled:a,attributes:l});return(0,U.jsx)(K,{...d(`root`,{focusable:!0}),component:r,type:r===`button`?`button`:void 0,...u})});ho.classes=po,ho.displayName=`@mantine/core/UnstyledButton`;var go={root:`m_1b7284a3`},_o=I((e,{radius:t,shadow:n})=>({root:{"--paper-radius":t===void 0?void 0:v(t),"--paper-shadow":x(n)}})),vo=Vt(e=>{let t=W(`Paper`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,withBorder:s,vars:c,radius:l,shadow:u,variant:d,mod:f,attributes:p,...m}=t,h=G({name:`Paper`,props:t,classes:go,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:p,vars:c,varsResolver:_o});return(0,U.jsx)(K,{mod:[{withBorder:s},f],...h(`root`),variant:d,...m})});vo.classes=go,vo.varsResolver=_o,vo.displayName=`@mantine/core/Paper`;var yo=e=>({in:{opacity:1,transform:`scale(1)`},out:{opacity:0,transform:`scale(.9) translateY(${e===`bottom`?10:-10}px)`},transitionProperty:`transform, opacity`}),bo={fade:{in:{opacity:1},out:{opacity:0},transitionProperty:`opacity`},"fade-up":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(30px)`},transitionProperty:`opacity, transform`},"fade-down":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(-30px)`},transitionProperty:`opacity, transform`},"fade-left":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(30px)`},transitionProperty:`opacity, transform`},"fade-right":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(-30px)`},transitionProperty:`opacity, transform`},scale:{in:{opacity:1,transform:`scale(1)`},out:{opacity:0,transform:`scale(0)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"scale-y":{in:{opacity:1,transform:`scaleY(1)`},out:{opacity:0,transform:`scaleY(0)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"scale-x":{in:{opacity:1,transform:`scaleX(1)`},out:{opacity:0,transform:`scaleX(0)`},common:{transformOrigin:`left`},transitionProperty:`transform, opacity`},"skew-up":{in:{opacity:1,transform:`translateY(0) skew(0deg, 0deg)`},out:{opacity:0,transform:`translateY(-20px) skew(-10deg, -5deg)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"skew-down":{in:{opacity:1,transform:`translateY(0) skew(0deg, 0deg)`},out:{opacity:0,transform:`translateY(20px) skew(-10deg, -5deg)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"rotate-left":{in:{opacity:1,transform:`translateY(0) rotate(0deg)`},out:{opacity:0,transform:`translateY(20px) rotate(-5deg)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"rotate-right":{in:{opacity:1,transform:`translateY(0) rotate(0deg)`},out:{opacity:0,transform:`translateY(20px) rotate(5deg)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"slide-down":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(-100%)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"slide-up":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(100%)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"slide-left":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(100%)`},common:{transformOrigin:`left`},transitionProperty:`transform, opacity`},"slide-right":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(-100%)`},common:{transformOrigin:`right`},transitionProperty:`transform, opacity`},pop:{...yo(`bottom`),common:{transformOrigin:`center center`}},"pop-bottom-left":{...yo(`bottom`),common:{transformOrigin:`bottom left`}},"pop-bottom-right":{...yo(`bottom`),common:{transformOrigin:`bottom right`}},"pop-top-left":{...yo(`top`),common:{transformOrigin:`top left`}},"pop-top-right":{...yo(`top`),common:{transformOrigin:`top right`}}},xo={entering:`in`,entered:`in`,exiting:`out`,exited:`out`,"pre-exiting":`out`,"pre-entering":`out`};function So({transition:e,state:t,duration:n,timingFunction:r}){let i={WebkitBackfaceVisibility:`hidden`,transitionDuration:`${n}ms`,transitionTimingFunction:r};return typeof e==`string`?e in bo?{transitionProperty:bo[e].transitionProperty,...i,...bo[e].common,...bo[e][xo[t]]}:{}:{transitionProperty:e.transitionProperty,...i,...e.common,...e[xo[t]]}}function Co({duration:e,exitDuration:t,timingFunction:n,mounted:r,onEnter:i,onExit:a,onEntered:o,onExited:s,enterDelay:c,exitDelay:l}){let u=He(),d=P(),f=u.respectReducedMotion?d:!1,[p,h]=(0,m.useState)(f?0:e),[g,_]=(0,m.useState)(r?`entered`:`exited`),v=(0,m.useRef)(-1),y=(0,m.useRef)(-1),b=(0,m.useRef)(-1);function x(){window.clearTimeout(v.current),window.clearTimeout(y.current),cancelAnimationFrame(b.current),b.current=-1}let S=n=>{x();let r=n?i:a,c=n?o:s,l=f?0:n?e:t;if(h(l),l===0)typeof r==`function`&&r(),typeof c==`function`&&c(),_(n?`entered`:`exited`);else{let e=requestAnimationFrame(()=>{Bt.flushSync(()=>{_(n?`pre-entering`:`pre-exiting`)}),b.current===e&&(b.current=requestAnimationFrame(()=>{typeof r==`function`&&r(),_(n?`entering`:`exiting`),v.current=window.setTimeout(()=>{typeof c==`function`&&c(),_(n?`entered`:`exited`)},l)}))});b.current=e}},C=e=>{x(),typeof(e?c:l)==`number`?y.current=window.setTimeout(()=>{S(e)},e?c:l):S(e)};return k(()=>{C(r)},[r]),(0,m.useEffect)(()=>()=>{x()},[]),{transitionDuration:p,transitionStatus:g,transitionTimingFunction:n||`ease`}}function wo({keepMounted:e,keepMountedMode:t=`activity`,transition:n=`fade`,duration:r=250,exitDuration:i=r,mounted:a,children:o,timingFunction:s=`ease`,onExit:c,onEntered:l,onEnter:u,onExited:d,enterDelay:f,exitDelay:p}){let h=Oe(),{transitionDuration:g,transitionStatus:_,transitionTimingFunction:v}=Co({mounted:a,exitDuration:i,duration:r,timingFunction:s,onExit:c,onEntered:l,onEnter:u,onExited:d,enterDelay:f,exitDelay:p});if(h===`test`)return a?(0,U.jsx)(U.Fragment,{children:o({})}):e?o({display:`none`}):null;if(g===0)return e?t===`display-none`?a?(0,U.jsx)(U.Fragment,{children:o({})}):o({display:`none`}):(0,U.jsx)(m.Activity,{mode:a?`visible`:`hidden`,children:o({})}):a?(0,U.jsx)(U.Fragment,{children:o({})}):null;let y=_===`exited`;if(e){let e=o(y?t===`display-none`?{display:`none`}:{}:So({transition:n,duration:g,state:_,timingFunction:v}));return t===`display-none`?e:(0,U.jsx)(m.Activity,{mode:y?`hidden`:`visible`,children:e})}return y?null:(0,U.jsx)(U.Fragment,{children:o(So({transition:n,duration:g,state:_,timingFunction:v}))})}wo.displayName=`@mantine/core/Transition`;var To={root:`m_5ae2e3c`,barsLoader:`m_7a2bd4cd`,bar:`m_870bb79`,"bars-loader-animation":`m_5d2b3b9d`,dotsLoader:`m_4e3f22d7`,dot:`m_870c4af`,"loader-dots-animation":`m_aac34a1`,ovalLoader:`m_b34414df`,"oval-loader-animation":`m_f8e89c4b`},Eo=({className:e,...t})=>(0,U.jsxs)(K,{component:`span`,className:R(To.barsLoader,e),...t,children:[(0,U.jsx)(`span`,{className:To.bar}),(0,U.jsx)(`span`,{className:To.bar}),(0,U.jsx)(`span`,{className:To.bar})]});Eo.displayName=`@mantine/core/Bars`;var Do=({className:e,...t})=>(0,U.jsxs)(K,{component:`span`,className:R(To.dotsLoader,e),...t,children:[(0,U.jsx)(`span`,{className:To.dot}),(0,U.jsx)(`span`,{className:To.dot}),(0,U.jsx)(`span`,{className:To.dot})]});Do.displayName=`@mantine/core/Dots`;var Oo=({className:e,...t})=>(0,U.jsx)(K,{component:`span`,className:R(To.ovalLoader,e),...t});Oo.displayName=`@mantine/core/Oval`;var ko={bars:Eo,oval:Oo,dots:Do},Ao={loaders:ko,type:`oval`},jo=I((e,{size:t,color:n})=>({root:{"--loader-size":g(t,`loader-size`),"--loader-color":n?fe(n,e):void 0}})),Mo=Rt(e=>{let t=W(`Loader`,Ao,e),{size:n,color:r,type:i,vars:a,className:o,style:s,classNames:c,styles:l,unstyled:u,loaders:d,variant:f,children:p,attributes:m,...h}=t,g=G({name:`Loader`,props:t,classes:To,className:o,style:s,classNames:c,styles:l,unstyled:u,attributes:m,vars:a,varsResolver:jo});return p?(0,U.jsx)(K,{...g(`root`),...h,children:p}):(0,U.jsx)(K,{...g(`root`),component:d[i],variant:f,size:n,...h})});Mo.defaultLoaders=ko,Mo.classes=To,Mo.varsResolver=jo,Mo.displayName=`@mantine/core/Loader`;function No({size:e=`var(--cb-icon-size, 70%)`,style:t,...n}){return(0,U.jsx)(`svg`,{viewBox:`0 0 15 15`,fill:`none`,xmlns:`http://www.w3.org/2000/svg`,style:{...t,width:e,height:e},...n,children:(0,U.jsx)(`path`,{d:`M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z`,fill:`currentColor`,fillRule:`evenodd`,clipRule:`evenodd`})})}No.displayName=`@mantine/core/CloseIcon`;var Po={root:`m_86a44da5`,"root--subtle":`m_220c80f2`},Fo={variant:`subtle`},Io=I((e,{size:t,radius:n,iconSize:r})=>({root:{"--cb-size":g(t,`cb-size`),"--cb-radius":n===void 0?void 0:v(n),"--cb-icon-size":c(r)}})),Lo=Vt(e=>{let t=W(`CloseButton`,Fo,e),{iconSize:n,children:r,vars:i,radius:a,className:o,classNames:s,style:c,styles:l,unstyled:u,"data-disabled":d,disabled:f,variant:p,icon:m,mod:h,attributes:g,__staticSelector:_,...v}=t,y=G({name:_||`CloseButton`,props:t,className:o,style:c,classes:Po,classNames:s,styles:l,unstyled:u,attributes:g,vars:i,varsResolver:Io});return(0,U.jsxs)(ho,{...v,unstyled:u,variant:p,disabled:f,mod:[{disabled:f||d},h],...y(`root`,{variant:p,active:!f&&!d}),children:[m||(0,U.jsx)(No,{}),r]})});Lo.classes=Po,Lo.varsResolver=Io,Lo.displayName=`@mantine/core/CloseButton`;function Ro(e){return m.Children.toArray(e).filter(Boolean)}var zo={root:`m_4081bf90`},Bo={preventGrowOverflow:!0,gap:`md`,align:`center`,justify:`flex-start`,wrap:`wrap`},Vo=I((e,{grow:t,preventGrowOverflow:n,gap:r,align:i,justify:a,wrap:o},{childWidth:s})=>({root:{"--group-child-width":t&&n?s:void 0,"--group-gap":_(r),"--group-align":i,"--group-justify":a,"--group-wrap":o}})),Ho=Rt(e=>{let t=W(`Group`,Bo,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,children:s,gap:c,align:l,justify:u,wrap:d,grow:f,preventGrowOverflow:p,vars:m,variant:h,__size:g,mod:v,attributes:y,...b}=t,x=Ro(s),S=x.length,C=_(c??`md`),w=G({name:`Group`,props:t,stylesCtx:{childWidth:`calc(${100/S}% - (${C} - ${C} / ${S}))`},className:r,style:i,classes:zo,classNames:n,styles:a,unstyled:o,attributes:y,vars:m,varsResolver:Vo});return(0,U.jsx)(K,{...w(`root`),variant:h,mod:[{grow:f},v],size:g,...b,children:x})});Ho.classes=zo,Ho.varsResolver=Vo,Ho.displayName=`@mantine/core/Group`;var Uo={root:`m_66836ed3`,wrapper:`m_a5d60502`,body:`m_667c2793`,title:`m_6a03f287`,label:`m_698f4f23`,icon:`m_667f2a6a`,message:`m_7fa78076`,closeButton:`m_87f54839`},Wo=I((e,{radius:t,color:n,variant:r,autoContrast:i})=>{let a=e.variantColorResolver({color:n||e.primaryColor,theme:e,variant:r||`light`,autoContrast:i});return{root:{"--alert-radius":t===void 0?void 0:v(t),"--alert-bg":n||r?a.background:void 0,"--alert-color":a.color,"--alert-bd":n||r?a.border:void 0}}}),Go=Rt(e=>{let t=W(`Alert`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,radius:c,color:l,title:u,children:d,id:f,icon:p,withCloseButton:m,onClose:h,closeButtonLabel:g,variant:_,autoContrast:v,role:y,attributes:b,...x}=t,S=G({name:`Alert`,classes:Uo,props:t,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:b,vars:s,varsResolver:Wo}),C=A(f),w=u&&`${C}-title`||void 0,T=`${C}-body`;return(0,U.jsx)(K,{id:C,...S(`root`,{variant:_}),variant:_,...x,role:y||`alert`,"aria-describedby":d?T:void 0,"aria-labelledby":u?w:void 0,children:(0,U.jsxs)(`div`,{...S(`wrapper`),children:[p&&(0,U.jsx)(`div`,{...S(`icon`),children:p}),(0,U.jsxs)(`div`,{...S(`body`),children:[u&&(0,U.jsx)(`div`,{...S(`title`),"data-with-close-button":m||void 0,children:(0,U.jsx)(`span`,{id:w,...S(`label`),children:u})}),d&&(0,U.jsx)(`div`,{id:T,...S(`message`),"data-variant":_,children:d})]}),m&&(0,U.jsx)(Lo,{...S(`closeButton`),onClick:h,variant:`transparent`,size:16,iconSize:16,"aria-label":g,unstyled:o})]})})});Go.classes=Uo,Go.varsResolver=Wo,Go.displayName=`@mantine/core/Alert`;var Ko={root:`m_b6d8b162`};function qo(e){if(e===`start`)return`start`;if(e===`end`||e)return`end`}var Jo={inherit:!1},Yo=I((e,{variant:t,lineClamp:n,gradient:r,size:i,textWrap:a})=>({root:{"--text-fz":y(i),"--text-lh":b(i),"--text-gradient":t===`gradient`?he(r,e):void 0,"--text-line-clamp":typeof n==`number`?n.toString():void 0,"--text-text-wrap":a}})),Xo=Vt(e=>{let t=W(`Text`,Jo,e),{lineClamp:n,truncate:r,inline:i,inherit:a,gradient:o,span:s,textWrap:c,__staticSelector:l,vars:u,className:d,style:f,classNames:p,styles:m,unstyled:h,variant:g,mod:_,size:v,attributes:y,...b}=t,x=G({name:[`Text`,l],props:t,classes:Ko,className:d,style:f,classNames:p,styles:m,unstyled:h,attributes:y,vars:u,varsResolver:Yo});return(0,U.jsx)(K,{...x(`root`,{focusable:!0}),component:s?`span`:`p`,variant:g,mod:[{truncate:qo(r),lineClamp:typeof n==`number`,inline:i,inherit:a},_],size:v,...b})});Xo.classes=Ko,Xo.varsResolver=Yo,Xo.displayName=`@mantine/core/Text`;var Zo={root:`m_77c9d27d`,inner:`m_80f1301b`,label:`m_811560b9`,section:`m_a74036a`,loader:`m_a25b86ee`,group:`m_80d6d844`,groupSection:`m_70be2a01`},Qo={orientation:`horizontal`},$o=I((e,{borderWidth:t})=>({group:{"--button-border-width":c(t)}})),es=Rt(e=>{let t=W(`ButtonGroup`,Qo,e),{className:n,style:r,classNames:i,styles:a,unstyled:o,orientation:s,vars:c,borderWidth:l,mod:u,attributes:d,...f}=W(`ButtonGroup`,Qo,e),p=G({name:`ButtonGroup`,props:t,classes:Zo,className:n,style:r,classNames:i,styles:a,unstyled:o,attributes:d,vars:c,varsResolver:$o,rootSelector:`group`});return(0,U.jsx)(K,{...p(`group`),mod:[{orientation:s},u],role:`group`,...f})});es.classes=Zo,es.varsResolver=$o,es.displayName=`@mantine/core/ButtonGroup`;var ts=I((e,{radius:t,color:n,gradient:r,variant:i,autoContrast:a,size:o})=>{let s=e.variantColorResolver({color:n||e.primaryColor,theme:e,gradient:r,variant:i||`filled`,autoContrast:a});return{groupSection:{"--section-height":g(o,`section-height`),"--section-padding-x":g(o,`section-padding-x`),"--section-fz":o?.includes(`compact`)?y(o.replace(`compact-`,``)):y(o),"--section-radius":t===void 0?void 0:v(t),"--section-bg":n||i?s.background:void 0,"--section-color":s.color,"--section-bd":n||i?s.border:void 0}}}),ns=Rt(e=>{let t=W(`ButtonGroupSection`,null,e),{className:n,style:r,classNames:i,styles:a,unstyled:o,vars:s,gradient:c,radius:l,autoContrast:u,attributes:d,...f}=t,p=G({name:`ButtonGroupSection`,props:t,classes:Zo,className:n,style:r,classNames:i,styles:a,unstyled:o,attributes:d,vars:s,varsResolver:ts,rootSelector:`groupSection`});return(0,U.jsx)(K,{...p(`groupSection`),...f})});ns.classes=Zo,ns.varsResolver=ts,ns.displayName=`@mantine/core/ButtonGroupSection`;var rs={in:{opacity:1,transform:`translate(-50%, calc(-50% + ${c(1)}))`},out:{opacity:0,transform:`translate(-50%, -200%)`},common:{transformOrigin:`center`},transitionProperty:`transform, opacity`},is=I((e,{radius:t,color:n,gradient:r,variant:i,size:a,justify:o,autoContrast:s})=>{let c=e.variantColorResolver({color:n||e.primaryColor,theme:e,gradient:r,variant:i||`filled`,autoContrast:s});return{root:{"--button-justify":o,"--button-height":g(a,`button-height`),"--button-padding-x":g(a,`button-padding-x`),"--button-fz":a?.includes(`compact`)?y(a.replace(`compact-`,``)):y(a),"--button-radius":t===void 0?void 0:v(t),"--button-bg":n||i?c.background:void 0,"--button-hover":n||i?c.hover:void 0,"--button-color":c.color,"--button-bd":n||i?c.border:void 0,"--button-hover-color":n||i?c.hoverColor:void 0}}}),as=Vt(e=>{let t=W(`Button`,null,e),{style:n,vars:r,className:i,color:a,disabled:o,children:s,leftSection:c,rightSection:l,fullWidth:u,variant:d,radius:f,loading:p,loaderProps:m,gradient:h,classNames:g,styles:_,unstyled:v,"data-disabled":y,autoContrast:b,mod:x,attributes:S,...C}=t,w=G({name:`Button`,props:t,classes:Zo,className:i,style:n,classNames:g,styles:_,unstyled:v,attributes:S,vars:r,varsResolver:is}),T=!!c,E=!!l;return(0,U.jsxs)(ho,{...w(`root`,{active:!o&&!p&&!y}),unstyled:v,variant:d,disabled:o||p,mod:[{disabled:o||y,loading:p,block:u,"with-left-section":T,"with-right-section":E},x],...C,children:[typeof p==`boolean`&&(0,U.jsx)(wo,{mounted:p,transition:rs,duration:150,children:e=>(0,U.jsx)(K,{component:`span`,...w(`loader`,{style:e}),"aria-hidden":!0,children:(0,U.jsx)(Mo,{color:`var(--button-color)`,size:`calc(var(--button-height) / 1.8)`,...m})})}),(0,U.jsxs)(`span`,{...w(`inner`),children:[c&&(0,U.jsx)(K,{component:`span`,...w(`section`),mod:{position:`left`},children:c}),(0,U.jsx)(K,{component:`span`,mod:{loading:p},...w(`label`),children:s}),l&&(0,U.jsx)(K,{component:`span`,...w(`section`),mod:{position:`right`},children:l})]})]})});as.classes=Zo,as.varsResolver=is,as.displayName=`@mantine/core/Button`,as.Group=es,as.GroupSection=ns;var os={root:`m_4451eb3a`},ss=Vt(e=>{let t=W(`Center`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,inline:c,mod:l,attributes:u,...d}=t,f=G({name:`Center`,props:t,classes:os,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:u,vars:s});return(0,U.jsx)(K,{mod:[{inline:c},l],...f(`root`),...d})});ss.classes=os,ss.displayName=`@mantine/core/Center`;var cs={root:`m_6d731127`},ls={gap:`md`,align:`stretch`,justify:`flex-start`},us=I((e,{gap:t,align:n,justify:r})=>({root:{"--stack-gap":_(t),"--stack-align":n,"--stack-justify":r}})),ds=Rt(e=>{let t=W(`Stack`,ls,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,align:c,justify:l,gap:u,variant:d,attributes:f,...p}=t,m=G({name:`Stack`,props:t,classes:cs,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:f,vars:s,varsResolver:us});return(0,U.jsx)(K,{...m(`root`),variant:d,...p})});ds.classes=cs,ds.varsResolver=us,ds.displayName=`@mantine/core/Stack`;var fs=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`],ps=[`xs`,`sm`,`md`,`lg`,`xl`];function ms(e,t){let n=t===void 0?`h${e}`:t;return fs.includes(n)?{fontSize:`var(--mantine-${n}-font-size)`,fontWeight:`var(--mantine-${n}-font-weight)`,lineHeight:`var(--mantine-${n}-line-height)`}:ps.includes(n)?{fontSize:`var(--mantine-font-size-${n})`,fontWeight:`var(--mantine-h${e}-font-weight)`,lineHeight:`var(--mantine-h${e}-line-height)`}:{fontSize:c(n),fontWeight:`var(--mantine-h${e}-font-weight)`,lineHeight:`var(--mantine-h${e}-line-height)`}}var hs={root:`m_8a5d1357`},gs={order:1},_s=I((e,{order:t,size:n,lineClamp:r,textWrap:i})=>{let a=ms(t||1,n);return{root:{"--title-fw":a.fontWeight,"--title-lh":a.lineHeight,"--title-fz":a.fontSize,"--title-line-clamp":typeof r==`number`?r.toString():void 0,"--title-text-wrap":i}}}),vs=Rt(e=>{let t=W(`Title`,gs,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,order:s,vars:c,size:l,variant:u,lineClamp:d,textWrap:f,mod:p,attributes:m,...h}=t,g=G({name:`Title`,props:t,classes:hs,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:m,vars:c,varsResolver:_s});return[1,2,3,4,5,6].includes(s)?(0,U.jsx)(K,{...g(`root`),component:`h${s}`,variant:u,mod:[{order:s,lineClamp:typeof d==`number`},p],size:l,...h}):null});vs.classes=hs,vs.varsResolver=_s,vs.displayName=`@mantine/core/Title`;function ys(e){let t=e,n=!1,r=new Set;return{getState(){return t},updateState(e){t=typeof e==`function`?e(t):e},setState(e){this.updateState(e),r.forEach(e=>e(t))},initialize(e){n||=(t=e,!0)},subscribe(e){return r.add(e),()=>r.delete(e)}}}function bs(e){return(0,m.useSyncExternalStore)(e.subscribe,()=>e.getState(),()=>e.getState())}var xs=0;function Ss(e,t,n){let r=[],i=[],a=new Map;for(let n of e){let e=n.position||t,r=a.get(e);r?r.push(n):a.set(e,[n])}for(let e of a.values())e.sort((e,t)=>(t.priority??0)-(e.priority??0)||(e.__sequence??0)-(t.__sequence??0)),e.forEach((e,t)=>{t<n?i.push(e):r.push(e)});return{notifications:i,queue:r}}var Cs=ys({notifications:[],queue:[],defaultPosition:`bottom-right`,limit:5}),ws=(e=Cs)=>bs(e);function Ts(e,t){let n=e.getState(),r=t([...n.notifications,...n.queue]);for(let e of r)e.__sequence===void 0&&(e.__sequence=xs,xs+=1);let i=Ss(r,n.defaultPosition,n.limit);e.setState({notifications:i.notifications,queue:i.queue,limit:n.limit,defaultPosition:n.defaultPosition})}function Es(e,t=Cs){let n=e.id||S();return Ts(t,t=>e.id&&t.some(t=>t.id===e.id)?t:[...t,{...e,id:n}]),n}function Ds(e,t=Cs){return Ts(t,t=>t.filter(t=>t.id!==e||(t.onClose?.(t),!1))),e}function Os(e,t=Cs){return Ts(t,t=>t.map(t=>t.id===e.id?{...t,...e}:t)),e.id}function ks(e,t){return typeof e==`function`?e(t):e}function As(e,t){let n=t.getState();return[...n.notifications,...n.queue].some(t=>t.id===e.id)?Os(e,t):Es(e,t)}var js=new WeakMap;function Ms(e,t,n=Cs){let r=t.id||S(),i=js.get(n)||new Map,a={};js.set(n,i),i.set(r,a),As({loading:!0,autoClose:!1,...t.loading,id:r},n);let o=e=>{i.get(r)===a&&(i.delete(r),As({...t.loading,loading:!1,autoClose:void 0,...e,id:r},n))};return e.then(e=>o({color:`teal`,...ks(t.success,e)}),e=>o({color:`red`,...ks(t.error,e)})),e}function Ns(e=Cs){Ts(e,()=>[])}function Ps(e=Cs){let{defaultPosition:t,limit:n}=e.getState();Ts(e,e=>Ss(e,t,n).notifications)}var Fs={show:Es,hide:Ds,update:Os,promise:Ms,clean:Ns,cleanQueue:Ps,updateState:Ts},Is=e=>{throw TypeError(e)},Ls=(e,t,n)=>t.has(e)||Is(`Cannot `+n),Rs=(e,t,n)=>(Ls(e,t,`read from private field`),n?n.call(e):t.get(e)),zs=(e,t,n)=>t.has(e)?Is(`Cannot add the same private member more than once`):t instanceof WeakSet?t.add(e):t.set(e,n),Bs=(e,t,n,r)=>(Ls(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Vs=/^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,Hs=/^[\\/]{2}/;function Us(e,t){return t+e.replace(/\\/g,`/`)}var Ws=`popstate`;function Gs(e){return typeof e==`object`&&!!e&&`pathname`in e&&`search`in e&&`hash`in e&&`state`in e&&`key`in e}function Ks(e={}){function t(e,t){let n=t.state?.masked,{pathname:r,search:i,hash:a}=n||e.location;return Ys(``,{pathname:r,search:i,hash:a},t.state&&t.state.usr||null,t.state&&t.state.key||`default`,n?{pathname:e.location.pathname,search:e.location.search,hash:e.location.hash}:void 0)}function n(e,t){return typeof t==`string`?t:Z(t)}return Zs(t,n,null,e)}function Y(e,t){if(e===!1||e==null)throw Error(t)}function X(e,t){if(!e){typeof console<`u`&&console.warn(t);try{throw Error(t)}catch{}}}function qs(){return Math.random().toString(36).substring(2,10)}function Js(e,t){return{usr:e.state,key:e.key,idx:t,masked:e.mask?{pathname:e.pathname,search:e.search,hash:e.hash}:void 0}}function Ys(e,t,n=null,r,i){return{pathname:typeof e==`string`?e:e.pathname,search:``,hash:``,...typeof t==`string`?Xs(t):t,state:n,key:t&&t.key||r||qs(),mask:i}}function Z({pathname:e=`/`,search:t=``,hash:n=``}){return t&&t!==`?`&&(e+=t.charAt(0)===`?`?t:`?`+t),n&&n!==`#`&&(e+=n.charAt(0)===`#`?n:`#`+n),e}function Xs(e){let t={};if(e){let n=e.indexOf(`#`);n>=0&&(t.hash=e.substring(n),e=e.substring(0,n));let r=e.indexOf(`?`);r>=0&&(t.search=e.substring(r),e=e.substring(0,r)),e&&(t.pathname=e)}return t}function Zs(e,t,n,r={}){let{window:i=document.defaultView,v5Compat:a=!1}=r,o=i.history,s=`POP`,c=null,l=u();l??(l=0,o.replaceState({...o.state,idx:l},``));function u(){return(o.state||{idx:null}).idx}function d(){s=`POP`;let e=u(),t=e==null?null:e-l;l=e,c&&c({action:s,location:h.location,delta:t})}function f(e,t){s=`PUSH`;let r=Gs(e)?e:Ys(h.location,e,t);n&&n(r,e),l=u()+1;let d=Js(r,l),f=h.createHref(r.mask||r);try{o.pushState(d,``,f)}catch(e){if(e instanceof DOMException&&e.name===`DataCloneError`)throw e;i.location.assign(f)}a&&c&&c({action:s,location:h.location,delta:1})}function p(e,t){s=`REPLACE`;let r=Gs(e)?e:Ys(h.location,e,t);n&&n(r,e),l=u();let i=Js(r,l),d=h.createHref(r.mask||r);o.replaceState(i,``,d),a&&c&&c({action:s,location:h.location,delta:0})}function m(e){return Qs(i,e)}let h={get action(){return s},get location(){return e(i,o)},listen(e){if(c)throw Error(`A history only accepts one active listener`);return i.addEventListener(Ws,d),c=e,()=>{i.removeEventListener(Ws,d),c=null}},createHref(e){return t(i,e)},createURL:m,encodeLocation(e){let t=m(e);return{pathname:t.pathname,search:t.search,hash:t.hash}},push:f,replace:p,go(e){return o.go(e)}};return h}function Qs(e,t,n=!1){let r=`http://localhost`;e&&(r=e.location.origin===`null`?e.location.href:e.location.origin),Y(r,`No window.location.(origin|href) available to create URL`);let i=typeof t==`string`?t:Z(t);return i=i.replace(/ $/,`%20`),!n&&Hs.test(i)&&(i=r+i),new URL(i,r)}var $s,ec=class{constructor(e){if(zs(this,$s,new Map),e)for(let[t,n]of e)this.set(t,n)}get(e){if(Rs(this,$s).has(e))return Rs(this,$s).get(e);if(e.defaultValue!==void 0)return e.defaultValue;throw Error(`No value found for context`)}set(e,t){Rs(this,$s).set(e,t)}};$s=new WeakMap;var tc=new Set([`lazy`,`caseSensitive`,`path`,`id`,`index`,`children`]);function nc(e){return tc.has(e)}var rc=new Set([`lazy`,`caseSensitive`,`path`,`id`,`index`,`middleware`,`children`]);function ic(e){return rc.has(e)}function ac(e){return e.index===!0}function oc(e,t,n=[],r={},i=!1){return e.map((e,a)=>{let o=[...n,String(a)],s=typeof e.id==`string`?e.id:o.join(`-`);if(Y(e.index!==!0||!e.children,`Cannot specify children on an index route`),Y(i||!r[s],`Found a route id collision on id "${s}".  Route id's must be globally unique within Data Router usages`),ac(e)){let n={...e,id:s};return r[s]=sc(n,t(n)),n}{let n={...e,id:s,children:void 0};return r[s]=sc(n,t(n)),e.children&&(n.children=oc(e.children,t,o,r,i)),n}})}function sc(e,t){return Object.assign(e,{...t,...typeof t.lazy==`object`&&t.lazy!=null?{lazy:{...e.lazy,...t.lazy}}:{}})}function cc(e,t,n=`/`){return lc(e,t,n,!1)}function lc(e,t,n,r,i){let a=kc((typeof t==`string`?Xs(t):t).pathname||`/`,n);if(a==null)return null;let o=i??dc(e),s=null,c=Oc(a);for(let e=0;s==null&&e<o.length;++e)s=wc(o[e],c,r);return s}function uc(e,t){let{route:n,pathname:r,params:i}=e;return{id:n.id,pathname:r,params:i,data:t[n.id],loaderData:t[n.id],handle:n.handle}}function dc(e){let t=fc(e);return mc(t),t}function fc(e,t=[],n=[],r=``,i=!1){let a=(e,a,o=i,s)=>{let c={relativePath:s===void 0?e.path||``:s,caseSensitive:e.caseSensitive===!0,childrenIndex:a,route:e};if(c.relativePath.startsWith(`/`)){if(!c.relativePath.startsWith(r)&&o)return;Y(c.relativePath.startsWith(r),`Absolute route path "${c.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`),c.relativePath=c.relativePath.slice(r.length)}let l=zc([r,c.relativePath]),u=n.concat(c);e.children&&e.children.length>0&&(Y(e.index!==!0,`Index routes must not have child routes. Please remove all child routes from route path "${l}".`),fc(e.children,t,u,l,o)),(e.path!=null||e.index)&&t.push({path:l,score:Sc(l,e.index),routesMeta:u.map((e,t)=>{let[n,r]=Dc(e.relativePath,e.caseSensitive,t===u.length-1);return{...e,matcher:n,compiledParams:r}})})};return e.forEach((e,t)=>{if(e.path===``||!e.path?.includes(`?`))a(e,t);else for(let n of pc(e.path))a(e,t,!0,n)}),t}function pc(e){let t=e.split(`/`);if(t.length===0)return[];let[n,...r]=t,i=n.endsWith(`?`),a=n.replace(/\?$/,``);if(r.length===0)return i?[a,``]:[a];let o=pc(r.join(`/`)),s=[];return s.push(...o.map(e=>e===``?a:[a,e].join(`/`))),i&&s.push(...o),s.map(t=>e.startsWith(`/`)&&t===``?`/`:t)}function mc(e){e.sort((e,t)=>e.score===t.score?Cc(e.routesMeta.map(e=>e.childrenIndex),t.routesMeta.map(e=>e.childrenIndex)):t.score-e.score)}var hc=/^:[\w-]+$/,gc=3,_c=2,vc=1,yc=10,bc=-2,xc=e=>e===`*`;function Sc(e,t){let n=e.split(`/`),r=n.length;return n.some(xc)&&(r+=bc),t&&(r+=_c),n.filter(e=>!xc(e)).reduce((e,t)=>e+(hc.test(t)?gc:t===``?vc:yc),r)}function Cc(e,t){return e.length===t.length&&e.slice(0,-1).every((e,n)=>e===t[n])?e[e.length-1]-t[t.length-1]:0}function wc(e,t,n=!1){let{routesMeta:r}=e,i={},a=`/`,o=[];for(let e=0;e<r.length;++e){let s=r[e],c=e===r.length-1,l=a===`/`?t:t.slice(a.length)||`/`,u={path:s.relativePath,caseSensitive:s.caseSensitive,end:c},d=s.matcher&&s.compiledParams?Ec(u,l,s.matcher,s.compiledParams):Tc(u,l),f=s.route;if(!d&&c&&n&&!r[r.length-1].route.index&&(d=Tc({path:s.relativePath,caseSensitive:s.caseSensitive,end:!1},l)),!d)return null;Object.assign(i,d.params),o.push({params:i,pathname:zc([a,d.pathname]),pathnameBase:Vc(zc([a,d.pathnameBase])),route:f}),d.pathnameBase!==`/`&&(a=zc([a,d.pathnameBase]))}return o}function Tc(e,t){typeof e==`string`&&(e={path:e,caseSensitive:!1,end:!0});let[n,r]=Dc(e.path,e.caseSensitive,e.end);return Ec(e,t,n,r)}function Ec(e,t,n,r){let i=t.match(n);if(!i)return null;let a=i[0],o=Bc(a,1),s=i.slice(1);return{params:r.reduce((e,{paramName:t,isOptional:n},r)=>{if(t===`*`){let e=s[r]||``;o=Bc(a.slice(0,a.length-e.length),1)}let i=s[r];return e[t]=n&&!i?void 0:(i||``).replace(/%2F/g,`/`),e},{}),pathname:a,pathnameBase:o,pattern:e}}function Dc(e,t=!1,n=!0){X(e===`*`||!e.endsWith(`*`)||e.endsWith(`/*`),`Route path "${e}" will be treated as if it were "${e.replace(/\*$/,`/*`)}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/,`/*`)}".`);let r=[],i=`^`+e.replace(/\/*\*?$/,``).replace(/^\/*/,`/`).replace(/[\\.*+^${}|()[\]]/g,`\\$&`).replace(/\/:([\w-]+)(\?)?/g,(e,t,n,i,a)=>{if(r.push({paramName:t,isOptional:n!=null}),n){let t=a.charAt(i+e.length);return t&&t!==`/`?`/([^\\/]*)`:`(?:/([^\\/]*))?`}return`/([^\\/]+)`}).replace(/\/([\w-]+)\?(\/|$)/g,`(/$1)?$2`);return e.endsWith(`*`)?(r.push({paramName:`*`}),i+=e===`*`||e===`/*`?`(.*)$`:`(?:\\/(.+)|\\/*)$`):n?i+=`\\/*$`:e!==``&&e!==`/`&&(i+=`(?:(?=\\/|$))`),[new RegExp(i,t?void 0:`i`),r]}function Oc(e){try{return e.split(`/`).map(e=>decodeURIComponent(e).replace(/\//g,`%2F`)).join(`/`)}catch(t){return X(!1,`The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`),e}}function kc(e,t){if(t===`/`)return e;if(!e.toLowerCase().startsWith(t.toLowerCase()))return null;let n=t.endsWith(`/`)?t.length-1:t.length,r=e.charAt(n);return r&&r!==`/`?null:e.slice(n)||`/`}function Ac({basename:e,pathname:t}){return t===`/`?e:zc([e,t])}var jc=e=>Vs.test(e);function Mc(e,t=`/`){let{pathname:n,search:r=``,hash:i=``}=typeof e==`string`?Xs(e):e,a;return n?(n=Rc(n),a=n.startsWith(`/`)||n.startsWith(`\\`)?Nc(n.substring(1),`/`):Nc(n,t)):a=t,{pathname:a,search:Hc(r),hash:Uc(i)}}function Nc(e,t){let n=Bc(t).split(`/`);return e.split(`/`).forEach(e=>{e===`..`?n.length>1&&n.pop():e!==`.`&&n.push(e)}),n.length>1?n.join(`/`):`/`}function Pc(e,t,n,r){return`Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`}function Fc(e){return e.filter((e,t)=>t===0||e.route.path&&e.route.path.length>0)}function Ic(e){let t=Fc(e);return t.map((e,n)=>n===t.length-1?e.pathname:e.pathnameBase)}function Lc(e,t,n,r=!1){let i;typeof e==`string`?i=Xs(e):(i={...e},Y(!i.pathname||!i.pathname.includes(`?`),Pc(`?`,`pathname`,`search`,i)),Y(!i.pathname||!i.pathname.includes(`#`),Pc(`#`,`pathname`,`hash`,i)),Y(!i.search||!i.search.includes(`#`),Pc(`#`,`search`,`hash`,i)));let a=e===``||i.pathname===``,o=a?`/`:i.pathname,s;if(o==null)s=n;else{let e=t.length-1;if(!r&&o.startsWith(`..`)){let t=o.split(`/`);for(;t[0]===`..`;)t.shift(),--e;i.pathname=t.join(`/`)}s=e>=0?t[e]:`/`}let c=Mc(i,s),l=o&&o!==`/`&&o.endsWith(`/`),u=(a||o===`.`)&&n.endsWith(`/`);return!c.pathname.endsWith(`/`)&&(l||u)&&(c.pathname+=`/`),c}var Rc=e=>e.replace(/[\\/]{2,}/g,`/`),zc=e=>Rc(e.join(`/`));function Bc(e,t=0){let n=e.length;for(;n>t&&e.charCodeAt(n-1)===47;)n--;return n===e.length?e:e.slice(0,n)}var Vc=e=>Bc(e).replace(/^\/*/,`/`),Hc=e=>!e||e===`?`?``:e.startsWith(`?`)?e:`?`+e,Uc=e=>!e||e===`#`?``:e.startsWith(`#`)?e:`#`+e,Wc=[`EvalError`,`RangeError`,`ReferenceError`,`SyntaxError`,`TypeError`,`URIError`],Gc=class{constructor(e,t,n,r=!1){this.status=e,this.statusText=t||``,this.internal=r,n instanceof Error?(this.data=n.toString(),this.error=n):this.data=n}};function Kc(e){return e!=null&&typeof e.status==`number`&&typeof e.statusText==`string`&&typeof e.internal==`boolean`&&`data`in e}function qc(e){return zc(e.map(e=>e.route.path).filter(Boolean))||`/`}var Jc=typeof window<`u`&&window.document!==void 0&&window.document.createElement!==void 0;function Yc(e,t){let n=e;if(typeof n!=`string`||!Vs.test(n))return{absoluteURL:void 0,isExternal:!1,to:n};let r=n,i=!1;if(Jc)try{let e=new URL(window.location.href),r=Hs.test(n)?new URL(Us(n,e.protocol)):new URL(n),a=kc(r.pathname,t);r.origin===e.origin&&a!=null?n=a+r.search+r.hash:i=!0}catch{X(!1,`<Link to="${n}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`)}return{absoluteURL:r,isExternal:i,to:n}}var Xc=Symbol(`Uninstrumented`);function Zc(e,t){let n={lazy:[],"lazy.loader":[],"lazy.action":[],"lazy.middleware":[],middleware:[],loader:[],action:[]};e.forEach(e=>e({id:t.id,index:t.index,path:t.path,instrument(e){let t=Object.keys(n);for(let r of t)e[r]&&n[r].push(e[r])}}));let r={};if(typeof t.lazy==`function`&&n.lazy.length>0){let e=$c(n.lazy,t.lazy,()=>void 0);e&&(r.lazy=e)}if(typeof t.lazy==`object`){let e=t.lazy;[`middleware`,`loader`,`action`].forEach(t=>{let i=e[t],a=n[`lazy.${t}`];if(typeof i==`function`&&a.length>0){let e=$c(a,i,()=>void 0);e&&(r.lazy=Object.assign(r.lazy||{},{[t]:e}))}})}return[`loader`,`action`].forEach(e=>{let i=t[e];if(typeof i==`function`&&n[e].length>0){let t=i[Xc]??i,a=$c(n[e],t,(...e)=>tl(e[0]));a&&(e===`loader`&&t.hydrate===!0&&(a.hydrate=!0),a[Xc]=t,r[e]=a)}}),t.middleware&&t.middleware.length>0&&n.middleware.length>0&&(r.middleware=t.middleware.map(e=>{let t=e[Xc]??e,r=$c(n.middleware,t,(...e)=>tl(e[0]));return r?(r[Xc]=t,r):e})),r}function Qc(e,t){let n={navigate:[],fetch:[]};if(t.forEach(e=>e({instrument(e){let t=Object.keys(e);for(let r of t)e[r]&&n[r].push(e[r])}})),n.navigate.length>0){let t=e.navigate[Xc]??e.navigate,r=$c(n.navigate,t,(...t)=>{let[n,r]=t;return{to:typeof n==`number`||typeof n==`string`?n:n?Z(n):`.`,...nl(e,r??{})}});r&&(r[Xc]=t,e.navigate=r)}if(n.fetch.length>0){let t=e.fetch[Xc]??e.fetch,r=$c(n.fetch,t,(...t)=>{let[n,,r,i]=t;return{href:r??`.`,fetcherKey:n,...nl(e,i??{})}});r&&(r[Xc]=t,e.fetch=r)}return e}function $c(e,t,n){return e.length===0?null:async(...r)=>{let i=await el(e,n(...r),()=>t(...r),e.length-1);if(i.type===`error`)throw i.value;return i.value}}async function el(e,t,n,r){let i=e[r],a;if(i){let o,s=async()=>(o?console.error(`You cannot call instrumented handlers more than once`):o=el(e,t,n,r-1),a=await o,Y(a,`Expected a result`),a.type===`error`&&a.value instanceof Error?{status:`error`,error:a.value}:{status:`success`,error:void 0});try{await i(s,t)}catch(e){console.error(`An instrumentation function threw an error:`,e)}o||await s(),await o}else try{a={type:`success`,value:await n()}}catch(e){a={type:`error`,value:e}}return a||{type:`error`,value:Error(`No result assigned in instrumentation chain.`)}}function tl(e){let{request:t,context:n,params:r,pattern:i}=e;return{request:rl(t),params:{...r},pattern:i,context:il(n)}}function nl(e,t){return{currentUrl:Z(e.state.location),...`formMethod`in t?{formMethod:t.formMethod}:{},...`formEncType`in t?{formEncType:t.formEncType}:{},...`formData`in t?{formData:t.formData}:{},...`body`in t?{body:t.body}:{}}}function rl(e){return{method:e.method,url:e.url,headers:{get:(...t)=>e.headers.get(...t)}}}function il(e){if(ol(e)){let t={...e};return Object.freeze(t),t}return{get:t=>e.get(t)}}var al=Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);function ol(e){if(typeof e!=`object`||!e)return!1;let t=Object.getPrototypeOf(e);return t===Object.prototype||t===null||Object.getOwnPropertyNames(t).sort().join(`\0`)===al}var sl=new URL(`http://localhost`);function cl(e){if(e.createURL)return e.createURL(`/`);try{return new URL(e.createHref(`/`),sl)}catch{return sl}}function ll(e,t){return e.origin===t.origin&&(e.origin!==`null`||e.protocol===t.protocol&&e.host===t.host)}function ul(e,t){if(e.startsWith(`//`))return!0;let n=t.protocol.toLowerCase();return e.toLowerCase().startsWith(n)?t.host===``||e.slice(n.length).startsWith(`//`):!1}function dl(e,t,n,r){let i=null;try{i=e==null?null:new URL(e,n)}catch{}let a=new URL(t,n),o=i!=null&&!ll(i,n),s=!ll(a,n);if(r===`reject`){if(o||s)throw Error(`External navigation is not allowed`)}else if(s&&(i==null||!ul(e,i)||!ll(i,a)))throw Error(`External navigation is not allowed`)}var fl=[`POST`,`PUT`,`PATCH`,`DELETE`],pl=new Set(fl),ml=[`GET`,...fl],hl=new Set(ml),gl=new Set([301,302,303,307,308]),_l=new Set([307,308]),vl={state:`idle`,location:void 0,matches:void 0,historyAction:void 0,formMethod:void 0,formAction:void 0,formEncType:void 0,formData:void 0,json:void 0,text:void 0},yl={state:`idle`,data:void 0,formMethod:void 0,formAction:void 0,formEncType:void 0,formData:void 0,json:void 0,text:void 0},bl={state:`unblocked`,proceed:void 0,reset:void 0,location:void 0},xl=e=>({hasErrorBoundary:!!e.hasErrorBoundary}),Sl=`remix-router-transitions`,Cl=Symbol(`ResetLoaderData`),wl,Tl,El,Dl,Ol=class{constructor(e){zs(this,wl),zs(this,Tl),zs(this,El),zs(this,Dl),Bs(this,wl,e),Bs(this,Tl,dc(e))}get stableRoutes(){return Rs(this,wl)}get activeRoutes(){return Rs(this,El)??Rs(this,wl)}get branches(){return Rs(this,Dl)??Rs(this,Tl)}get hasHMRRoutes(){return Rs(this,El)!=null}setRoutes(e){Bs(this,wl,e),Bs(this,Tl,dc(e))}setHmrRoutes(e){Bs(this,El,e),Bs(this,Dl,dc(e))}commitHmrRoutes(){Rs(this,El)&&(Bs(this,wl,Rs(this,El)),Bs(this,Tl,Rs(this,Dl)),Bs(this,El,void 0),Bs(this,Dl,void 0))}};wl=new WeakMap,Tl=new WeakMap,El=new WeakMap,Dl=new WeakMap;function kl(e){let t=e.window?e.window:typeof window<`u`?window:void 0,n=t!==void 0&&t.document!==void 0&&t.document.createElement!==void 0;Y(e.routes.length>0,`You must provide a non-empty routes array to createRouter`);let r=e.hydrationRouteProperties||[],i=e.mapRouteProperties||xl,a=i;if(e.instrumentations){let t=e.instrumentations;a=e=>({...i(e),...Zc(t.map(e=>e.route).filter(Boolean),e)})}let o={},s=new Ol(oc(e.routes,a,void 0,o)),c=e.basename||`/`;c.startsWith(`/`)||(c=`/${c}`);let l=e.dataStrategy||Kl,u={...e.future},d=null,f=new Set,p=null,m=null,h=null,g=null,_=e.hydrationData!=null,v=lc(s.activeRoutes,e.history.location,c,!1,s.branches),y=!1,b=null,x,S;if(v==null&&!e.patchRoutesOnNavigation){let t=_u(404,{pathname:e.history.location.pathname}),{matches:n,route:r}=gu(s.activeRoutes);x=!0,S=!x,v=n,b={[r.id]:t}}else if(v&&!e.hydrationData&&Be(v,s.activeRoutes,e.history.location.pathname).active&&(v=null),!v){x=!1,S=!x,v=[];let t=Be(null,s.activeRoutes,e.history.location.pathname);t.active&&t.matches&&(y=!0,v=t.matches)}else if(v.some(e=>e.route.lazy))x=!1,S=!x;else if(!v.some(e=>Pl(e.route)))x=!0,S=!x;else{let t=e.hydrationData?e.hydrationData.loaderData:null,n=e.hydrationData?e.hydrationData.errors:null,r=v;if(n){let e=v.findIndex(e=>n[e.route.id]!==void 0);r=r.slice(0,e+1)}S=!1,x=!0,r.forEach(e=>{let r=Fl(e.route,t,n);S||=r.renderFallback,x&&=!r.shouldLoad})}let C,w={historyAction:e.history.action,location:e.history.location,matches:v,initialized:x,renderFallback:S,navigation:vl,restoreScrollPosition:e.hydrationData==null&&null,preventScrollReset:!1,revalidation:`idle`,loaderData:e.hydrationData&&e.hydrationData.loaderData||{},actionData:e.hydrationData&&e.hydrationData.actionData||null,errors:e.hydrationData&&e.hydrationData.errors||b,fetchers:new Map,blockers:new Map},T=`POP`,E=null,D=!1,O,k=!1,A=new Map,j=null,M=!1,N=!1,P=new Set,F=new Map,ee=0,I=-1,L=new Map,R=new Set,te=new Map,ne=new Map,z=new Set,B=new Map,re,ie=null;function ae(){if(d=e.history.listen(({action:t,location:n,delta:r})=>{if(re){re(),re=void 0;return}X(B.size===0||r!=null,"You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router. This will fail silently in production. This can happen if you are navigating outside the router via `window.history.pushState`/`window.location.hash` instead of using router navigation APIs.  This can also happen if you are using createHashRouter and the user manually changes the URL.");let i=Fe({currentLocation:w.location,nextLocation:n,historyAction:t});if(i&&r!=null){let t=new Promise(e=>{re=e});e.history.go(r*-1),Pe(i,{state:`blocked`,location:n,proceed(){Pe(i,{state:`proceeding`,proceed:void 0,reset:void 0,location:n}),t.then(()=>e.history.go(r))},reset(){let e=new Map(w.blockers);e.set(i,bl),V({blockers:e})}}),E?.resolve(),E=null}else return H(t,n)}),n){Bu(t,A);let e=()=>Vu(t,A);t.addEventListener(`pagehide`,e),j=()=>t.removeEventListener(`pagehide`,e)}return w.initialized||H(`POP`,w.location,{initialHydration:!0}),C}function oe(){d&&d(),j&&j(),f.clear(),O&&O.abort(),w.fetchers.forEach((e,t)=>Ee(w.fetchers,t)),w.blockers.forEach((e,t)=>Ne(t))}function se(e){if(f.add(e),p){let{newErrors:t}=p;p=null,e(w,{deletedFetchers:[],newErrors:t,viewTransitionOpts:void 0,flushSync:!1})}return()=>f.delete(e)}function V(e,t={}){e.matches&&=e.matches.map(e=>{let t=o[e.route.id],n=e.route;return n.element!==t.element||n.errorElement!==t.errorElement||n.hydrateFallbackElement!==t.hydrateFallbackElement?{...e,route:t}:e}),w={...w,...e};let n=[],r=[];w.fetchers.forEach((e,t)=>{e.state===`idle`&&(z.has(t)?n.push(t):r.push(t))}),z.forEach(e=>{!w.fetchers.has(e)&&!F.has(e)&&n.push(e)}),f.size===0&&(p={newErrors:e.errors??null}),[...f].forEach(r=>r(w,{deletedFetchers:n,newErrors:e.errors??null,viewTransitionOpts:t.viewTransitionOpts,flushSync:t.flushSync===!0})),n.forEach(e=>Ee(w.fetchers,e)),r.forEach(e=>w.fetchers.delete(e))}function ce(t,n,{flushSync:r}={}){let i=w.actionData!=null&&w.navigation.formMethod!=null&&Q(w.navigation.formMethod)&&w.navigation.state===`loading`&&t.state?._isRedirect!==!0,a;a=n.actionData?Object.keys(n.actionData).length>0?n.actionData:null:i?w.actionData:null;let o=n.loaderData?pu(w.loaderData,n.loaderData,n.matches||[],n.errors):w.loaderData,c=w.blockers;c.size>0&&(c=new Map(c),c.forEach((e,t)=>c.set(t,bl)));let l=!M&&U(t,n.matches||w.matches),u=D===!0||w.navigation.formMethod!=null&&Q(w.navigation.formMethod)&&t.state?._isRedirect!==!0;s.commitHmrRoutes(),M||T===`POP`||(T===`PUSH`?e.history.push(t,t.state):T===`REPLACE`&&e.history.replace(t,t.state));let d;if(T===`POP`&&!M&&t!==w.location){let e=A.get(w.location.pathname);e&&e.has(t.pathname)?d={currentLocation:w.location,nextLocation:t}:A.has(t.pathname)&&(d={currentLocation:t,nextLocation:w.location})}else if(k){let e=A.get(w.location.pathname);e?e.add(t.pathname):(e=new Set([t.pathname]),A.set(w.location.pathname,e)),d={currentLocation:w.location,nextLocation:t}}V({...n,actionData:a,loaderData:o,historyAction:T,location:t,initialized:!0,renderFallback:!1,navigation:vl,revalidation:`idle`,restoreScrollPosition:l,preventScrollReset:u,blockers:c},{viewTransitionOpts:d,flushSync:r===!0}),T=`POP`,D=!1,k=!1,M=!1,N=!1,E?.resolve(),E=null,ie?.resolve(),ie=null}async function le(t,n){if(E?.resolve(),E=null,typeof t==`number`){E||=Hu();let n=E.promise;return e.history.go(t),n}let{path:r,submission:i,error:a}=Ml(!1,jl(w.location,w.matches,c,t,n?.fromRouteId,n?.relative),n),o;if(n?.mask){let t=typeof n.mask==`string`?Xs(n.mask):{...w.location.mask,...n.mask};if(o={pathname:t.pathname??``,search:t.search??``,hash:t.hash??``},Hs.test(o.pathname))throw Error(`External navigation is not allowed`);o.pathname.startsWith(`\\`)&&(o.pathname=o.pathname.replace(/^\\+/,`/`)),dl(typeof n.mask==`string`?n.mask:Z(n.mask),Z(o),e.history.createURL(`/`),`reject`)}let s=w.location,l=Ys(s,r,n&&n.state,void 0,o);l={...l,...e.history.encodeLocation(l)},dl(t==null?e.history.createHref(w.location):typeof t==`string`?t:Z(t),e.history.createHref(l.mask||l),e.history.createURL(`/`),`reject`);let u=n&&n.replace!=null?n.replace:void 0,d=`PUSH`;u===!0?d=`REPLACE`:u===!1||i!=null&&Q(i.formMethod)&&i.formAction===w.location.pathname+w.location.search&&(d=`REPLACE`);let f=n&&`preventScrollReset`in n?n.preventScrollReset===!0:void 0,p=(n&&n.flushSync)===!0,m=Fe({currentLocation:s,nextLocation:l,historyAction:d});m?Pe(m,{state:`blocked`,location:l,proceed(){Pe(m,{state:`proceeding`,proceed:void 0,reset:void 0,location:l}),le(t,n)},reset(){let e=new Map(w.blockers);e.set(m,bl),V({blockers:e})}}):await H(d,l,{submission:i,pendingError:a,preventScrollReset:f,replace:n&&n.replace,enableViewTransition:n&&n.viewTransition,flushSync:p,callSiteDefaultShouldRevalidate:n&&n.defaultShouldRevalidate})}function ue(){ie||=Hu(),xe(),V({revalidation:`loading`});let e=ie.promise;return w.navigation.state===`submitting`?e:w.navigation.state===`idle`?(H(w.historyAction,w.location,{startUninterruptedRevalidation:!0}),e):(H(T||w.historyAction,w.navigation.location,{overrideNavigation:w.navigation,enableViewTransition:k===!0}),e)}async function H(t,n,r){O&&O.abort(),O=null,T=t,M=(r&&r.startUninterruptedRevalidation)===!0,ze(w.location,w.matches),D=(r&&r.preventScrollReset)===!0,k=(r&&r.enableViewTransition)===!0;let i=s.activeRoutes,a=r?.initialHydration&&w.matches&&w.matches.length>0&&!y?w.matches:lc(i,n,c,!1,s.branches),o=(r&&r.flushSync)===!0;if(a&&w.initialized&&!N&&bu(w.location,n)&&!(r&&r.submission&&Q(r.submission.formMethod))){ce(n,{matches:a},{flushSync:o});return}let l=Be(a,i,n.pathname);if(l.active&&l.matches&&(a=l.matches),!a){let{error:e,notFoundMatches:t,route:r}=Ie(n.pathname);ce(n,{matches:t,loaderData:{},errors:{[r.id]:e}},{flushSync:o});return}let u=r&&r.overrideNavigation?{...r.overrideNavigation,matches:a,historyAction:t}:void 0;O=new AbortController;let d=su(e.history,n,O.signal,r&&r.submission),f=e.getContext?await e.getContext():new ec,p;if(r&&r.pendingError)p=[hu(a).route.id,{type:`error`,error:r.pendingError}];else if(r&&r.submission&&Q(r.submission.formMethod)){let i=await de(d,n,r.submission,a,t,f,l.active,r&&r.initialHydration===!0,{replace:r.replace,flushSync:o});if(i.shortCircuited)return;if(i.pendingActionResult){let[e,t]=i.pendingActionResult;if(Tu(t)&&Kc(t.error)&&t.error.status===404){O=null,ce(n,{matches:i.matches,loaderData:{},errors:{[e]:t.error}});return}}a=i.matches||a,p=i.pendingActionResult,u=Fu(n,a,t,r.submission),o=!1,l.active=!1,d=su(e.history,d.url,d.signal)}let{shortCircuited:m,matches:h,loaderData:g,errors:_,workingFetchers:v}=await fe(d,n,a,t,f,l.active,u,r&&r.submission,r&&r.fetcherSubmission,r&&r.replace,r&&r.initialHydration===!0,o,p,r&&r.callSiteDefaultShouldRevalidate);m||(O=null,ce(n,{matches:h||a,...mu(p),loaderData:g,errors:_,...v?{fetchers:v}:{}}))}async function de(t,n,i,l,u,d,f,p,m={}){if(xe(),V({navigation:Iu(n,l,u,i)},{flushSync:m.flushSync===!0}),f){let e=await Ve(l,n.pathname,t.signal);if(e.type===`aborted`)return{shortCircuited:!0};if(e.type===`error`){if(e.partialMatches.length===0){let{matches:t,route:n}=gu(s.activeRoutes);return{matches:t,pendingActionResult:[n.id,{type:`error`,error:e.error}]}}let t=hu(e.partialMatches).route.id;return{matches:e.partialMatches,pendingActionResult:[t,{type:`error`,error:e.error}]}}if(e.matches)l=e.matches;else{let{notFoundMatches:e,error:t,route:r}=Ie(n.pathname);return{matches:e,pendingActionResult:[r.id,{type:`error`,error:t}]}}}let h,g=Nu(l,n);if(!g.route.action&&!g.route.lazy)h={type:`error`,error:_u(405,{method:t.method,pathname:n.pathname,routeId:g.route.id})};else{let e=await ye(t,n,Ql(a,o,t,n,l,g,p?[]:r,d),d,null);if(h=e[g.route.id],!h){for(let t of l)if(e[t.route.id]){h=e[t.route.id];break}}if(t.signal.aborted)return{shortCircuited:!0}}if(Eu(h)){let n;return n=m&&m.replace!=null?m.replace:ou(h.response.headers.get(`Location`),new URL(t.url),c,e.history)===w.location.pathname+w.location.search,await ve(t,h,!0,{submission:i,replace:n}),{shortCircuited:!0}}if(Tu(h)){let e=hu(l,g.route.id);return(m&&m.replace)!==!0&&(T=`PUSH`),{matches:l,pendingActionResult:[e.route.id,h,g.route.id]}}return{matches:l,pendingActionResult:[g.route.id,h]}}async function fe(t,n,i,l,u,d,f,p,m,h,g,_,v,y){let b=f||Fu(n,i,l,p),x=p||m||Pu(b),S=!M&&!g;if(d){if(S){let e=pe(v);V({navigation:b,...e===void 0?{}:{actionData:e}},{flushSync:_})}let e=await Ve(i,n.pathname,t.signal);if(e.type===`aborted`)return{shortCircuited:!0};if(e.type===`error`){if(e.partialMatches.length===0){let{matches:t,route:n}=gu(s.activeRoutes);return{matches:t,loaderData:{},errors:{[n.id]:e.error}}}let t=hu(e.partialMatches).route.id;return{matches:e.partialMatches,loaderData:{},errors:{[t]:e.error}}}if(e.matches)i=e.matches;else{let{error:e,notFoundMatches:t,route:r}=Ie(n.pathname);return{matches:t,loaderData:{},errors:{[r.id]:e}}}}let C=s.activeRoutes,{dsMatches:T,revalidatingFetchers:E}=Nl(t,u,a,o,e.history,w,i,x,n,g?[]:r,g===!0,N,P,z,te,R,C,c,e.patchRoutesOnNavigation!=null,s.branches,v,y);if(I=++ee,!e.dataStrategy&&!T.some(e=>e.shouldLoad)&&!T.some(e=>e.route.middleware&&e.route.middleware.length>0)&&E.length===0){let e=new Map(w.fetchers),t=Ae(e);return ce(n,{matches:i,loaderData:{},errors:v&&Tu(v[1])?{[v[0]]:v[1].error}:null,...mu(v),...t?{fetchers:e}:{}},{flushSync:_}),{shortCircuited:!0}}if(S){let e={};if(!d){e.navigation=b;let t=pe(v);t!==void 0&&(e.actionData=t)}E.length>0&&(e.fetchers=me(E)),V(e,{flushSync:_})}E.forEach(e=>{Oe(e.key),e.controller&&F.set(e.key,e.controller)});let D=()=>E.forEach(e=>Oe(e.key));O&&O.signal.addEventListener(`abort`,D);let{loaderResults:k,fetcherResults:A}=await be(T,E,t,n,u);if(t.signal.aborted)return{shortCircuited:!0};O&&O.signal.removeEventListener(`abort`,D),E.forEach(e=>F.delete(e.key));let j=vu(k);if(j)return await ve(t,j.result,!0,{replace:h}),{shortCircuited:!0};if(j=vu(A),j)return R.add(j.key),await ve(t,j.result,!0,{replace:h}),{shortCircuited:!0};let L=new Map(w.fetchers),{loaderData:ne,errors:B}=fu(w,i,k,v,E,A,L);g&&w.errors&&(B={...w.errors,...B});let re=Ae(L),ie=je(I,L),ae=re||ie||E.length>0;return{matches:i,loaderData:ne,errors:B,...ae?{workingFetchers:L}:{}}}function pe(e){if(e&&!Tu(e[1]))return{[e[0]]:e[1].data};if(w.actionData)return Object.keys(w.actionData).length===0?null:w.actionData}function me(e){let t=new Map(w.fetchers);return e.forEach(e=>{let n=t.get(e.key),r=Lu(void 0,n?n.data:void 0);t.set(e.key,r)}),t}async function he(t,n,r,i){Oe(t);let a=(i&&i.flushSync)===!0,o=s.activeRoutes,l=jl(w.location,w.matches,c,r,n,i?.relative),u=lc(o,l,c,!1,s.branches),d=Be(u,o,l);if(d.active&&d.matches&&(u=d.matches),!u){Ce(t,n,_u(404,{pathname:l}),{flushSync:a});return}let{path:f,submission:p,error:m}=Ml(!0,l,i);if(m){Ce(t,n,m,{flushSync:a});return}let h=e.getContext?await e.getContext():new ec,g=(i&&i.preventScrollReset)===!0;p&&Q(p.formMethod)?await ge(t,n,f,u,h,d.active,a,g,p,i&&i.defaultShouldRevalidate):(te.set(t,{routeId:n,path:f}),await _e(t,n,f,u,h,d.active,a,g,p))}async function ge(t,n,i,l,u,d,f,p,m,h){xe(),te.delete(t),Se(t,Ru(m,w.fetchers.get(t)),{flushSync:f});let g=new AbortController,_=su(e.history,i,g.signal,m);if(d){let e=await Ve(l,new URL(_.url).pathname,_.signal,t);if(e.type===`aborted`)return;if(e.type===`error`){Ce(t,n,e.error,{flushSync:f});return}if(e.matches)l=e.matches;else{Ce(t,n,_u(404,{pathname:i}),{flushSync:f});return}}let v=Nu(l,i);if(!v.route.action&&!v.route.lazy){Ce(t,n,_u(405,{method:m.formMethod,pathname:i,routeId:n}),{flushSync:f});return}F.set(t,g);let y=ee,b=Ql(a,o,_,i,l,v,r,u),x=await ye(_,i,b,u,t),S=x[v.route.id];if(!S){for(let e of b)if(x[e.route.id]){S=x[e.route.id];break}}if(_.signal.aborted){F.get(t)===g&&F.delete(t);return}if(z.has(t)){if(Eu(S)||Tu(S)){Se(t,zu(void 0));return}}else{if(Eu(S)){if(F.delete(t),I>y){Se(t,zu(void 0));return}return R.add(t),Se(t,Lu(m)),ve(_,S,!1,{fetcherSubmission:m,preventScrollReset:p})}if(Tu(S)){Ce(t,n,S.error);return}}let C=w.navigation.location||w.location,E=su(e.history,C,g.signal),D=s.activeRoutes,k=w.navigation.state===`idle`?w.matches:lc(D,w.navigation.location,c,!1,s.branches);Y(k,`Didn't find any matches after fetcher action`);let A=++ee;L.set(t,A);let{dsMatches:j,revalidatingFetchers:M}=Nl(E,u,a,o,e.history,w,k,m,C,r,!1,N,P,z,te,R,D,c,e.patchRoutesOnNavigation!=null,s.branches,[v.route.id,S],h),ne=Lu(m,S.data),B=new Map(w.fetchers);B.set(t,ne),M.filter(e=>e.key!==t).forEach(e=>{let t=e.key,n=B.get(t),r=Lu(void 0,n?n.data:void 0);B.set(t,r),Oe(t),e.controller&&F.set(t,e.controller)}),V({fetchers:B});let re=()=>M.forEach(e=>Oe(e.key));g.signal.addEventListener(`abort`,re);let{loaderResults:ie,fetcherResults:ae}=await be(j,M,E,C,u);if(g.signal.aborted)return;g.signal.removeEventListener(`abort`,re),L.delete(t),F.delete(t),M.forEach(e=>F.delete(e.key));let oe=w.fetchers.has(t),se=e=>{if(!oe)return e;let n=new Map(e.fetchers);return n.set(t,zu(S.data)),{...e,fetchers:n}},le=vu(ie);if(le)return w=se(w),ve(E,le.result,!1,{preventScrollReset:p});if(le=vu(ae),le)return R.add(le.key),w=se(w),ve(E,le.result,!1,{preventScrollReset:p});let ue=new Map(w.fetchers);oe&&ue.set(t,zu(S.data));let{loaderData:H,errors:de}=fu(w,k,ie,void 0,M,ae,ue);je(A,ue),w.navigation.state===`loading`&&A>I?(Y(T,`Expected pending action`),O&&O.abort(),ce(w.navigation.location,{matches:k,loaderData:H,errors:de,fetchers:ue})):(V({errors:de,loaderData:pu(w.loaderData,H,k,de),fetchers:ue}),N=!1)}async function _e(t,n,i,s,c,l,u,d,f){let p=w.fetchers.get(t);Se(t,Lu(f,p?p.data:void 0),{flushSync:u});let m=new AbortController,h=su(e.history,i,m.signal);if(l){let e=await Ve(s,new URL(h.url).pathname,h.signal,t);if(e.type===`aborted`)return;if(e.type===`error`){Ce(t,n,e.error,{flushSync:u});return}if(e.matches)s=e.matches;else{Ce(t,n,_u(404,{pathname:i}),{flushSync:u});return}}let g=Nu(s,i);F.set(t,m);let _=ee,v=await ye(h,i,Ql(a,o,h,i,s,g,r,c),c,t),y=v[g.route.id];if(!y){for(let e of s)if(v[e.route.id]){y=v[e.route.id];break}}if(F.get(t)===m&&F.delete(t),!h.signal.aborted){if(z.has(t))Se(t,zu(void 0));else if(Eu(y)){if(I>_){Se(t,zu(void 0));return}R.add(t),await ve(h,y,!1,{preventScrollReset:d})}else Tu(y)?Ce(t,n,y.error):Se(t,zu(y.data))}}async function ve(r,i,a,{submission:o,fetcherSubmission:s,preventScrollReset:l,replace:u}={}){a||(E?.resolve(),E=null),i.response.headers.has(`X-Remix-Revalidate`)&&(N=!0);let d=i.response.headers.get(`Location`);Y(d,`Expected a Location header on the redirect Response`);let f=d,p=new URL(r.url);d=ou(d,p,c,e.history),dl(f,d,p,`allow-explicit`);let m=Ys(w.location,d,{_isRedirect:!0});if(n){let e=!1;if(i.response.headers.has(`X-Remix-Reload-Document`))e=!0;else if(jc(d)){let n=Qs(t,d,!0);e=n.origin!==t.location.origin||kc(n.pathname,c)==null}if(e){u?t.location.replace(d):t.location.assign(d);return}}O=null;let h=u===!0||i.response.headers.has(`X-Remix-Replace`)?`REPLACE`:`PUSH`,{formMethod:g,formAction:_,formEncType:v}=w.navigation;!o&&!s&&g&&_&&v&&(o=Pu(w.navigation));let y=o||s;_l.has(i.response.status)&&y&&Q(y.formMethod)?await H(h,m,{submission:{...y,formAction:d},preventScrollReset:l||D,enableViewTransition:a?k:void 0}):await H(h,m,{overrideNavigation:Fu(m,[],h,o),fetcherSubmission:s,preventScrollReset:l||D,enableViewTransition:a?k:void 0})}async function ye(e,t,n,r,i){let a,o={};try{a=await $l(l,e,t,n,i,r,!1)}catch(e){return n.filter(e=>e.shouldLoad).forEach(t=>{o[t.route.id]={type:`error`,error:e}}),o}if(e.signal.aborted)return o;if(!Q(e.method))for(let e of n){if(a[e.route.id]?.type===`error`)break;a.hasOwnProperty(e.route.id)||w.loaderData.hasOwnProperty(e.route.id)||w.errors&&w.errors.hasOwnProperty(e.route.id)||!e.shouldCallHandler()||(a[e.route.id]={type:`error`,result:Error(`No result returned from dataStrategy for route ${e.route.id}`)})}for(let[t,r]of Object.entries(a))if(wu(r)){let i=r.result;o[t]={type:`redirect`,response:ru(i,e,t,n,c)}}else o[t]=await nu(r);return o}async function be(e,t,n,r,i){let a=ye(n,r,e,i,null),o=Promise.all(t.map(async e=>{if(e.matches&&e.match&&e.request&&e.controller){let t=(await ye(e.request,e.path,e.matches,i,e.key))[e.match.route.id];return{[e.key]:t}}return Promise.resolve({[e.key]:{type:`error`,error:_u(404,{pathname:e.path})}})}));return{loaderResults:await a,fetcherResults:(await o).reduce((e,t)=>Object.assign(e,t),{})}}function xe(){N=!0,te.forEach((e,t)=>{F.has(t)&&P.add(t),Oe(t)})}function Se(e,t,n={}){let r=new Map(w.fetchers);r.set(e,t),V({fetchers:r},{flushSync:(n&&n.flushSync)===!0})}function Ce(e,t,n,r={}){let i=hu(w.matches,t),a=new Map(w.fetchers);Ee(a,e),V({errors:{[i.route.id]:n},fetchers:a},{flushSync:(r&&r.flushSync)===!0})}function we(e){return ne.set(e,(ne.get(e)||0)+1),z.has(e)&&z.delete(e),w.fetchers.get(e)||yl}function Te(e,t){Oe(e,t?.reason),Se(e,zu(null))}function Ee(e,t){let n=w.fetchers.get(t);F.has(t)&&!(n&&n.state===`loading`&&L.has(t))&&Oe(t),te.delete(t),L.delete(t),R.delete(t),z.delete(t),P.delete(t),e.delete(t)}function De(e){let t=(ne.get(e)||0)-1;t<=0?(ne.delete(e),z.add(e)):ne.set(e,t),V({fetchers:new Map(w.fetchers)})}function Oe(e,t){let n=F.get(e);n&&(n.abort(t),F.delete(e))}function ke(e,t){for(let n of e){let e=t.get(n);Y(e,`Expected fetcher: ${n}`);let r=zu(e.data);t.set(n,r)}}function Ae(e){let t=[],n=!1;for(let r of R){let i=e.get(r);Y(i,`Expected fetcher: ${r}`),i.state===`loading`&&(R.delete(r),t.push(r),n=!0)}return ke(t,e),n}function je(e,t){let n=[];for(let[r,i]of L)if(i<e){let e=t.get(r);Y(e,`Expected fetcher: ${r}`),e.state===`loading`&&(Oe(r),L.delete(r),n.push(r))}return ke(n,t),n.length>0}function Me(e,t){let n=w.blockers.get(e)||bl;return B.get(e)!==t&&B.set(e,t),n}function Ne(e){w.blockers.delete(e),B.delete(e)}function Pe(e,t){let n=w.blockers.get(e)||bl;Y(n.state===`unblocked`&&t.state===`blocked`||n.state===`blocked`&&t.state===`blocked`||n.state===`blocked`&&t.state===`proceeding`||n.state===`blocked`&&t.state===`unblocked`||n.state===`proceeding`&&t.state===`unblocked`,`Invalid blocker state transition: ${n.state} -> ${t.state}`);let r=new Map(w.blockers);r.set(e,t),V({blockers:r})}function Fe({currentLocation:e,nextLocation:t,historyAction:n}){if(B.size===0)return;B.size>1&&X(!1,`A router only supports one blocker at a time`);let r=Array.from(B.entries()),[i,a]=r[r.length-1],o=w.blockers.get(i);if(!(o&&o.state===`proceeding`)&&a({currentLocation:e,nextLocation:t,historyAction:n}))return i}function Ie(e){let t=_u(404,{pathname:e}),n=s.activeRoutes,{matches:r,route:i}=gu(n);return{notFoundMatches:r,route:i,error:t}}function Le(e,t,n){if(m=e,g=t,h=n||null,!_&&w.navigation===vl){_=!0;let e=U(w.location,w.matches);e!=null&&V({restoreScrollPosition:e})}return()=>{m=null,g=null,h=null}}function Re(e,t){return h&&h(e,t.map(e=>uc(e,w.loaderData)))||e.key}function ze(e,t){if(m&&g){let n=Re(e,t);m[n]=g()}}function U(e,t){if(m){let n=Re(e,t),r=m[n];if(typeof r==`number`)return r}return null}function Be(t,n,r){if(e.patchRoutesOnNavigation){let e=s.branches;if(!t)return{active:!0,matches:lc(n,r,c,!0,e)||[]};if(Object.keys(t[0].params).length>0)return{active:!0,matches:lc(n,r,c,!0,e)}}return{active:!1,matches:null}}async function Ve(t,n,r,i){if(!e.patchRoutesOnNavigation)return{type:`success`,matches:t};let l=t;for(;;){let t=o;try{await e.patchRoutesOnNavigation({signal:r,path:n,matches:l,fetcherKey:i,patch:(e,n)=>{r.aborted||zl(e,n,s,t,a,!1)}})}catch(e){return{type:`error`,error:e,partialMatches:l}}if(r.aborted)return{type:`aborted`};let u=s.branches,d=lc(s.activeRoutes,n,c,!1,u),f=null;if(d&&(Object.keys(d[0].params).length===0||(f=lc(s.activeRoutes,n,c,!0,u),!(f&&l.length<f.length&&He(l,f.slice(0,l.length))))))return{type:`success`,matches:d};if(f||=lc(s.activeRoutes,n,c,!0,u),!f||He(l,f))return{type:`success`,matches:null};l=f}}function He(e,t){return e.length===t.length&&e.every((e,n)=>e.route.id===t[n].route.id)}function Ue(e){o={},s.setHmrRoutes(oc(e,a,void 0,o))}function W(e,t,n=!1){zl(e,t,s,o,a,n),s.hasHMRRoutes||V({})}return C={get basename(){return c},get future(){return u},get state(){return w},get routes(){return s.stableRoutes},get branches(){return s.branches},get manifest(){return o},get window(){return t},initialize:ae,subscribe:se,enableScrollRestoration:Le,navigate:le,fetch:he,revalidate:ue,createHref:t=>e.history.createHref(t),createURL:t=>e.history.createURL(t),encodeLocation:t=>e.history.encodeLocation(t),getFetcher:we,resetFetcher:Te,deleteFetcher:De,dispose:oe,getBlocker:Me,deleteBlocker:Ne,patchRoutes:W,_internalFetchControllers:F,_internalSetRoutes:Ue,_internalSetStateDoNotUseOrYouWillBreakYourApp(e){V(e)}},e.instrumentations&&(C=Qc(C,e.instrumentations.map(e=>e.router).filter(Boolean))),C}function Al(e){return e!=null&&(`formData`in e&&e.formData!=null||`body`in e&&e.body!==void 0)}function jl(e,t,n,r,i,a){let o,s;if(i){o=[];for(let e of t)if(o.push(e),e.route.id===i){s=e;break}}else o=t,s=t[t.length-1];let c=Lc(r||`.`,Ic(o),kc(e.pathname,n)||e.pathname,a===`path`);if(r??(c.search=e.search,c.hash=e.hash),(r==null||r===``||r===`.`)&&s){let e=Mu(c.search);if(s.route.index&&!e)c.search=c.search?c.search.replace(/^\?/,`?index&`):`?index`;else if(!s.route.index&&e){let e=new URLSearchParams(c.search),t=e.getAll(`index`);e.delete(`index`),t.filter(e=>e).forEach(t=>e.append(`index`,t));let n=e.toString();c.search=n?`?${n}`:``}}return n!==`/`&&(c.pathname=Ac({basename:n,pathname:c.pathname})),Z(c)}function Ml(e,t,n){if(!n||!Al(n))return{path:t};if(n.formMethod&&!ju(n.formMethod))return{path:t,error:_u(405,{method:n.formMethod})};let r=()=>({path:t,error:_u(400,{type:`invalid-body`})}),i=(n.formMethod||`get`).toUpperCase(),a=yu(t);if(n.body!==void 0){if(n.formEncType===`text/plain`){if(!Q(i))return r();let e=typeof n.body==`string`?n.body:n.body instanceof FormData||n.body instanceof URLSearchParams?Array.from(n.body.entries()).reduce((e,[t,n])=>`${e}${t}=${n}
`,``):String(n.body);return{path:t,submission:{formMethod:i,formAction:a,formEncType:n.formEncType,formData:void 0,json:void 0,text:e}}}if(n.formEncType===`application/json`){if(!Q(i))return r();try{let e=typeof n.body==`string`?JSON.parse(n.body):n.body;return{path:t,submission:{formMethod:i,formAction:a,formEncType:n.formEncType,formData:void 0,json:e,text:void 0}}}catch{return r()}}}Y(typeof FormData==`function`,`FormData is not available in this environment`);let o,s;if(n.formData)o=lu(n.formData),s=n.formData;else if(n.body instanceof FormData)o=lu(n.body),s=n.body;else if(n.body instanceof URLSearchParams)o=n.body,s=uu(o);else if(n.body==null)o=new URLSearchParams,s=new FormData;else try{o=new URLSearchParams(n.body),s=uu(o)}catch{return r()}let c={formMethod:i,formAction:a,formEncType:n&&n.formEncType||`application/x-www-form-urlencoded`,formData:s,json:void 0,text:void 0};if(Q(c.formMethod))return{path:t,submission:c};let l=Xs(t);return e&&l.search&&Mu(l.search)&&o.append(`index`,``),l.search=`?${o}`,{path:Z(l),submission:c}}function Nl(e,t,n,r,i,a,o,s,c,l,u,d,f,p,m,h,g,_,v,y,b,x){let S=b?Tu(b[1])?b[1].error:b[1].data:void 0,C=i.createURL(a.location),w=i.createURL(c),T;if(u&&a.errors){let e=Object.keys(a.errors)[0];T=o.findIndex(t=>t.route.id===e)}else if(b&&Tu(b[1])){let e=b[0];T=o.findIndex(t=>t.route.id===e)-1}let E=b?b[1].statusCode:void 0,D=E&&E>=400,O={currentUrl:C,currentParams:a.matches[0]?.params||{},nextUrl:w,nextParams:o[0].params,...s,actionResult:S,actionStatus:E},k=qc(o),A=o.map((i,o)=>{let{route:s}=i,f=null;if(T!=null&&o>T)f=!1;else if(s.lazy)f=!0;else if(!Pl(s))f=!1;else if(u){let{shouldLoad:e}=Fl(s,a.loaderData,a.errors);f=e}else Il(a.loaderData,a.matches[o],i)&&(f=!0);if(f!==null)return Zl(n,r,e,c,k,i,l,t,f);let p=!1;typeof x==`boolean`?p=x:D?p=!1:d||C.pathname+C.search===w.pathname+w.search?p=!0:C.search===w.search?Ll(a.matches[o],i)&&(p=!0):p=!0;let m={...O,defaultShouldRevalidate:p},h=Rl(i,m);return Zl(n,r,e,c,k,i,l,t,h,m,x)}),j=[];return m.forEach((e,s)=>{if(u||!o.some(t=>t.route.id===e.routeId)||p.has(s))return;let c=a.fetchers.get(s),m=c&&c.state!==`idle`&&c.data===void 0,b=lc(g,e.path,_??`/`,!1,y);if(!b){if(v&&m)return;j.push({key:s,routeId:e.routeId,path:e.path,matches:null,match:null,request:null,controller:null});return}if(h.has(s))return;let S=Nu(b,e.path),C=new AbortController,w=su(i,e.path,C.signal),T=null;if(f.has(s))f.delete(s),T=Ql(n,r,w,e.path,b,S,l,t);else if(m)d&&(T=Ql(n,r,w,e.path,b,S,l,t));else{let i;i=typeof x==`boolean`?x:!D&&d;let a={...O,defaultShouldRevalidate:i};Rl(S,a)&&(T=Ql(n,r,w,e.path,b,S,l,t,a))}T&&j.push({key:s,routeId:e.routeId,path:e.path,matches:T,match:S,request:w,controller:C})}),{dsMatches:A,revalidatingFetchers:j}}function Pl(e){return e.loader!=null||e.middleware!=null&&e.middleware.length>0}function Fl(e,t,n){if(e.lazy)return{shouldLoad:!0,renderFallback:!0};if(!Pl(e))return{shouldLoad:!1,renderFallback:!1};let r=t!=null&&e.id in t,i=n!=null&&n[e.id]!==void 0;if(!r&&i)return{shouldLoad:!1,renderFallback:!1};if(typeof e.loader==`function`&&e.loader.hydrate===!0)return{shouldLoad:!0,renderFallback:!r};let a=!r&&!i;return{shouldLoad:a,renderFallback:a}}function Il(e,t,n){let r=!t||n.route.id!==t.route.id,i=!e.hasOwnProperty(n.route.id);return r||i}function Ll(e,t){let n=e.route.path;return e.pathname!==t.pathname||n!=null&&n.endsWith(`*`)&&e.params[`*`]!==t.params[`*`]}function Rl(e,t){if(e.route.shouldRevalidate){let n=e.route.shouldRevalidate(t);if(typeof n==`boolean`)return n}return t.defaultShouldRevalidate}function zl(e,t,n,r,i,a){let o;if(e){let t=r[e];Y(t,`No route found to patch children into: routeId = ${e}`),t.children||=[],o=t.children}else o=n.activeRoutes;let s=[],c=[];if(t.forEach(e=>{let t=o.find(t=>Bl(e,t));t?c.push({existingRoute:t,newRoute:e}):s.push(e)}),s.length>0){let t=oc(s,i,[e||`_`,`patch`,String(o?.length||`0`)],r);o.push(...t)}if(a&&c.length>0)for(let e=0;e<c.length;e++){let{existingRoute:t,newRoute:n}=c[e],r=t,[a]=oc([n],i,[],{},!0);Object.assign(r,{element:a.element?a.element:r.element,errorElement:a.errorElement?a.errorElement:r.errorElement,hydrateFallbackElement:a.hydrateFallbackElement?a.hydrateFallbackElement:r.hydrateFallbackElement})}n.hasHMRRoutes||n.setRoutes([...n.activeRoutes])}function Bl(e,t){return`id`in e&&`id`in t&&e.id===t.id?!0:e.index!==t.index||e.path!==t.path||e.caseSensitive!==t.caseSensitive?!1:(!e.children||e.children.length===0)&&(!t.children||t.children.length===0)?!0:e.children?.every((e,n)=>t.children?.some(t=>Bl(e,t)))??!1}var Vl=new WeakMap,Hl=({key:e,route:t,manifest:n,mapRouteProperties:r})=>{let i=n[t.id];if(Y(i,`No route found in manifest`),!i.lazy||typeof i.lazy!=`object`)return;let a=i.lazy[e];if(!a)return;let o=Vl.get(i);o||(o={},Vl.set(i,o));let s=o[e];if(s)return s;let c=(async()=>{let t=nc(e),n=i[e]!==void 0&&e!==`hasErrorBoundary`;if(t)X(!t,`Route property `+e+` is not a supported lazy route property. This property will be ignored.`),o[e]=Promise.resolve();else if(n)X(!1,`Route "${i.id}" has a static property "${e}" defined. The lazy property will be ignored.`);else{let t=await a();t!=null&&(Object.assign(i,{[e]:t}),Object.assign(i,r(i)))}typeof i.lazy==`object`&&(i.lazy[e]=void 0,Object.values(i.lazy).every(e=>e===void 0)&&(i.lazy=void 0))})();return o[e]=c,c},Ul=new WeakMap;function Wl(e,t,n,r,i){let a=n[e.id];if(Y(a,`No route found in manifest`),!e.lazy)return{lazyRoutePromise:void 0,lazyHandlerPromise:void 0};if(typeof e.lazy==`function`){let t=Ul.get(a);if(t)return{lazyRoutePromise:t,lazyHandlerPromise:t};let n=(async()=>{Y(typeof e.lazy==`function`,`No lazy route function found`);let t=await e.lazy(),n={};for(let e in t){let r=t[e];if(r===void 0)continue;let i=ic(e),o=a[e]!==void 0&&e!==`hasErrorBoundary`;i?X(!i,`Route property `+e+` is not a supported property to be returned from a lazy route function. This property will be ignored.`):o?X(!o,`Route "${a.id}" has a static property "${e}" defined but its lazy function is also returning a value for this property. The lazy route property "${e}" will be ignored.`):n[e]=r}Object.assign(a,n),Object.assign(a,{...r(a),lazy:void 0})})();return Ul.set(a,n),n.catch(()=>{}),{lazyRoutePromise:n,lazyHandlerPromise:n}}let o=Object.keys(e.lazy),s=[],c;for(let a of o){if(i&&i.includes(a))continue;let o=Hl({key:a,route:e,manifest:n,mapRouteProperties:r});o&&(s.push(o),a===t&&(c=o))}let l=s.length>0?Promise.all(s).then(()=>{}):void 0;return l?.catch(()=>{}),c?.catch(()=>{}),{lazyRoutePromise:l,lazyHandlerPromise:c}}async function Gl(e){let t=e.matches.filter(e=>e.shouldLoad),n={};return(await Promise.all(t.map(e=>e.resolve()))).forEach((e,r)=>{n[t[r].route.id]=e}),n}async function Kl(e){return e.matches.some(e=>e.route.middleware)?ql(e,()=>Gl(e)):Gl(e)}function ql(e,t){return Jl(e,t,e=>{if(Au(e))throw e;return e},Su,n);function n(t,n,r){if(r)return Promise.resolve(Object.assign(r.value,{[n]:{type:`error`,result:t}}));{let{matches:r}=e,i=hu(r,r[Math.min(Math.max(r.findIndex(e=>e.route.id===n),0),Math.max(r.findIndex(e=>e.shouldCallHandler()),0))].route.id).route.id;return Promise.resolve({[i]:{type:`error`,result:t}})}}}async function Jl(e,t,n,r,i){let{matches:a,...o}=e;return await Yl(o,a.flatMap(e=>e.route.middleware?e.route.middleware.map(t=>[e.route.id,t]):[]),t,n,r,i)}async function Yl(e,t,n,r,i,a,o=0){let{request:s}=e;if(s.signal.aborted)throw s.signal.reason??Error(`Request aborted: ${s.method} ${s.url}`);let c=t[o];if(!c)return await n();let[l,u]=c,d,f=async()=>{if(d)throw Error("You may only call `next()` once per middleware");try{return d={value:await Yl(e,t,n,r,i,a,o+1)},d.value}catch(e){return d={value:await a(e,l,d)},d.value}};try{let t=await u(e,f),n=t==null?void 0:r(t);return i(n)?n:d?n??d.value:(d={value:await f()},d.value)}catch(e){return await a(e,l,d)}}function Xl(e,t,n,r,i){let a=Hl({key:`middleware`,route:r.route,manifest:t,mapRouteProperties:e}),o=Wl(r.route,Q(n.method)?`action`:`loader`,t,e,i);return{middleware:a,route:o.lazyRoutePromise,handler:o.lazyHandlerPromise}}function Zl(e,t,n,r,i,a,o,s,c,l=null,u){let d=!1,f=Xl(e,t,n,a,o);return{...a,_lazyPromises:f,shouldLoad:c,shouldRevalidateArgs:l,shouldCallHandler(e){return d=!0,l?typeof u==`boolean`?Rl(a,{...l,defaultShouldRevalidate:u}):typeof e==`boolean`?Rl(a,{...l,defaultShouldRevalidate:e}):Rl(a,l):c},resolve(e){let{lazy:t,loader:o,middleware:l}=a.route,u=d||c||e&&!Q(n.method)&&(t||o),p=l&&l.length>0&&!o&&!t;return u&&(Q(n.method)||!p)?eu({request:n,path:r,pattern:i,match:a,lazyHandlerPromise:f?.handler,lazyRoutePromise:f?.route,handlerOverride:e,scopedContext:s}):Promise.resolve({type:`data`,result:void 0})}}}function Ql(e,t,n,r,i,a,o,s,c=null){return i.map(l=>l.route.id===a.route.id?Zl(e,t,n,r,qc(i),l,o,s,!0,c):{...l,shouldLoad:!1,shouldRevalidateArgs:c,shouldCallHandler:()=>!1,_lazyPromises:Xl(e,t,n,l,o),resolve:()=>Promise.resolve({type:`data`,result:void 0})})}async function $l(e,t,n,r,i,a,o){r.some(e=>e._lazyPromises?.middleware)&&await Promise.all(r.map(e=>e._lazyPromises?.middleware));let s={request:t,url:cu(t,n),pattern:qc(r),params:r[0].params,context:a,matches:r},c=o?()=>{throw Error("You cannot call `runClientMiddleware()` from a static handler `dataStrategy`. Middleware is run outside of `dataStrategy` during SSR in order to bubble up the Response.  You can enable middleware via the `respond` API in `query`/`queryRoute`")}:e=>{let t=s;return ql(t,()=>e({...t,fetcherKey:i,runClientMiddleware:()=>{throw Error("Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler")}}))},l=await e({...s,fetcherKey:i,runClientMiddleware:c});try{await Promise.all(r.flatMap(e=>[e._lazyPromises?.handler,e._lazyPromises?.route]))}catch{}return l}async function eu({request:e,path:t,pattern:n,match:r,lazyHandlerPromise:i,lazyRoutePromise:a,handlerOverride:o,scopedContext:s}){let c,l,u=Q(e.method),d=u?`action`:`loader`,f=i=>{let a,c=new Promise((e,t)=>a=t);l=()=>a(),e.signal.addEventListener(`abort`,l);let u=a=>typeof i==`function`?i({request:e,url:cu(e,t),pattern:n,params:r.params,context:s},...a===void 0?[]:[a]):Promise.reject(Error(`You cannot call the handler for a route which defines a boolean "${d}" [routeId: ${r.route.id}]`)),f=(async()=>{try{return{type:`data`,result:await(o?o(e=>u(e)):u())}}catch(e){return{type:`error`,result:e}}})();return Promise.race([f,c])};try{let t=u?r.route.action:r.route.loader;if(i||a){if(t){let e,[n]=await Promise.all([f(t).catch(t=>{e=t}),i,a]);if(e!==void 0)throw e;c=n}else{await i;let t=u?r.route.action:r.route.loader;if(t)[c]=await Promise.all([f(t),a]);else if(d===`action`){let t=new URL(e.url),n=t.pathname+t.search;throw _u(405,{method:e.method,pathname:n,routeId:r.route.id})}else return{type:`data`,result:void 0}}}else if(t)c=await f(t);else{let t=new URL(e.url);throw _u(404,{pathname:t.pathname+t.search})}}catch(e){return{type:`error`,result:e}}finally{l&&e.signal.removeEventListener(`abort`,l)}return c}async function tu(e){let t=e.headers.get(`Content-Type`);return t&&/\bapplication\/json\b/.test(t)?e.body==null?null:e.json():e.text()}async function nu(e){let{result:t,type:n}=e;if(Ou(t)){let e;try{e=await tu(t)}catch(e){return{type:`error`,error:e}}return n===`error`?{type:`error`,error:new Gc(t.status,t.statusText,e),statusCode:t.status,headers:t.headers}:{type:`data`,data:e,statusCode:t.status,headers:t.headers}}return n===`error`?Du(t)?t.data instanceof Error?{type:`error`,error:t.data,statusCode:t.init?.status,headers:t.init?.headers?new Headers(t.init.headers):void 0}:{type:`error`,error:xu(t),statusCode:Kc(t)?t.status:void 0,headers:t.init?.headers?new Headers(t.init.headers):void 0}:{type:`error`,error:t,statusCode:Kc(t)?t.status:void 0}:Du(t)?{type:`data`,data:t.data,statusCode:t.init?.status,headers:t.init?.headers?new Headers(t.init.headers):void 0}:{type:`data`,data:t}}function ru(e,t,n,r,i){let a=e.headers.get(`Location`);if(Y(a,`Redirects returned/thrown from loaders/actions must have a Location header`),!jc(a)){let o=r.slice(0,r.findIndex(e=>e.route.id===n)+1);a=jl(new URL(t.url),o,i,a),e.headers.set(`Location`,a)}return e}var iu=[`about:`,`blob:`,`chrome:`,`chrome-untrusted:`,`content:`,`data:`,`devtools:`,`file:`,`filesystem:`,`javascript:`];function au(e){try{return iu.includes(new URL(e).protocol)}catch{return!1}}function ou(e,t,n,r){if(jc(e)){let r=e,i=Hs.test(r)?new URL(Us(r,t.protocol)):new URL(r);if(au(i.toString()))throw Error(`Invalid redirect location`);let a=kc(i.pathname,n)!=null;if(i.origin===t.origin&&a)return Rc(i.pathname)+i.search+i.hash}try{if(au(r.createURL(e).toString()))throw Error(`Invalid redirect location`)}catch{}return e}function su(e,t,n,r){let i=e.createURL(yu(t)).toString(),a={signal:n};if(r&&Q(r.formMethod)){let{formMethod:e,formEncType:t}=r;a.method=e.toUpperCase(),t===`application/json`?(a.headers=new Headers({"Content-Type":t}),a.body=JSON.stringify(r.json)):a.body=t===`text/plain`?r.text:t===`application/x-www-form-urlencoded`&&r.formData?lu(r.formData):r.formData}return new Request(i,a)}function cu(e,t){let n=new URL(e.url),r=typeof t==`string`?Xs(t):t;if(n.pathname=r.pathname||`/`,r.search){let e=new URLSearchParams(r.search),t=e.getAll(`index`);e.delete(`index`);for(let n of t.filter(Boolean))e.append(`index`,n);n.search=e.size?`?${e.toString()}`:``}else n.search=``;return n.hash=r.hash||``,n}function lu(e){let t=new URLSearchParams;for(let[n,r]of e.entries())t.append(n,typeof r==`string`?r:r.name);return t}function uu(e){let t=new FormData;for(let[n,r]of e.entries())t.append(n,r);return t}function du(e,t,n,r=!1,i=!1){let a={},o=null,s,c=!1,l={},u=n&&Tu(n[1])?n[1].error:void 0;return e.forEach(n=>{if(!(n.route.id in t))return;let d=n.route.id,f=t[d];if(Y(!Eu(f),`Cannot handle redirect results in processLoaderData`),Tu(f)){let t=f.error;if(u!==void 0&&(t=u,u=void 0),o||={},i)o[d]=t;else{let n=hu(e,d);o[n.route.id]??(o[n.route.id]=t)}r||(a[d]=Cl),c||(c=!0,s=Kc(f.error)?f.error.status:500),f.headers&&(l[d]=f.headers)}else a[d]=f.data,f.statusCode&&f.statusCode!==200&&!c&&(s=f.statusCode),f.headers&&(l[d]=f.headers)}),u!==void 0&&n&&(o={[n[0]]:u},n[2]&&(a[n[2]]=void 0)),{loaderData:a,errors:o,statusCode:s||200,loaderHeaders:l}}function fu(e,t,n,r,i,a,o){let{loaderData:s,errors:c}=du(t,n,r);return i.filter(e=>!e.matches||e.matches.some(e=>e.shouldLoad)).forEach(t=>{let{key:n,match:r,controller:i}=t;if(i&&i.signal.aborted)return;let s=a[n];if(Y(s,`Did not find corresponding fetcher result`),Tu(s)){let t=hu(e.matches,r?.route.id);c&&c[t.route.id]||(c={...c,[t.route.id]:s.error}),o.delete(n)}else if(Eu(s))Y(!1,`Unhandled fetcher revalidation redirect`);else{let e=zu(s.data);o.set(n,e)}}),{loaderData:s,errors:c}}function pu(e,t,n,r){let i=Object.entries(t).filter(([,e])=>e!==Cl).reduce((e,[t,n])=>(e[t]=n,e),{});for(let a of n){let n=a.route.id;if(!t.hasOwnProperty(n)&&e.hasOwnProperty(n)&&a.route.loader&&(i[n]=e[n]),r&&r.hasOwnProperty(n))break}return i}function mu(e){return e?Tu(e[1])?{actionData:{}}:{actionData:{[e[0]]:e[1].data}}:{}}function hu(e,t){return(t?e.slice(0,e.findIndex(e=>e.route.id===t)+1):[...e]).reverse().find(e=>e.route.hasErrorBoundary===!0)||e[0]}function gu(e){let t=e.length===1?e[0]:e.find(e=>e.index||!e.path||e.path===`/`)||{id:`__shim-error-route__`};return{matches:[{params:{},pathname:``,pathnameBase:``,route:t}],route:t}}function _u(e,{pathname:t,routeId:n,method:r,type:i,message:a}={}){let o=`Unknown Server Error`,s=`Unknown @remix-run/router error`;return e===400?(o=`Bad Request`,r&&t&&n?s=`You made a ${r} request to "${t}" but did not provide a \`loader\` for route "${n}", so there is no way to handle the request.`:i===`invalid-body`&&(s=`Unable to encode submission body`)):e===403?(o=`Forbidden`,s=`Route "${n}" does not match URL "${t}"`):e===404?(o=`Not Found`,s=`No route matches URL "${t}"`):e===405&&(o=`Method Not Allowed`,r&&t&&n?s=`You made a ${r.toUpperCase()} request to "${t}" but did not provide an \`action\` for route "${n}", so there is no way to handle the request.`:r&&(s=`Invalid request method "${r.toUpperCase()}"`)),new Gc(e||500,o,Error(s),!0)}function vu(e){let t=Object.entries(e);for(let e=t.length-1;e>=0;e--){let[n,r]=t[e];if(Eu(r))return{key:n,result:r}}}function yu(e){return Z({...typeof e==`string`?Xs(e):e,hash:``})}function bu(e,t){return e.pathname!==t.pathname||e.search!==t.search?!1:e.hash===``?t.hash!==``:e.hash===t.hash||t.hash!==``}function xu(e){return new Gc(e.init?.status??500,e.init?.statusText??`Internal Server Error`,e.data)}function Su(e){return typeof e==`object`&&!!e&&Object.entries(e).every(([e,t])=>typeof e==`string`&&Cu(t))}function Cu(e){return typeof e==`object`&&!!e&&`type`in e&&`result`in e&&(e.type===`data`||e.type===`error`)}function wu(e){return Ou(e.result)&&gl.has(e.result.status)}function Tu(e){return e.type===`error`}function Eu(e){return(e&&e.type)===`redirect`}function Du(e){return typeof e==`object`&&!!e&&`type`in e&&`data`in e&&`init`in e&&e.type===`DataWithResponseInit`}function Ou(e){return e!=null&&typeof e.status==`number`&&typeof e.statusText==`string`&&typeof e.headers==`object`&&e.body!==void 0}function ku(e){return gl.has(e)}function Au(e){return Ou(e)&&ku(e.status)&&e.headers.has(`Location`)}function ju(e){return hl.has(e.toUpperCase())}function Q(e){return pl.has(e.toUpperCase())}function Mu(e){return new URLSearchParams(e).getAll(`index`).some(e=>e===``)}function Nu(e,t){let n=typeof t==`string`?Xs(t).search:t.search;if(e[e.length-1].route.index&&Mu(n||``))return e[e.length-1];let r=Fc(e);return r[r.length-1]}function Pu(e){let{formMethod:t,formAction:n,formEncType:r,text:i,formData:a,json:o}=e;if(t&&n&&r){if(i!=null)return{formMethod:t,formAction:n,formEncType:r,formData:void 0,json:void 0,text:i};if(a!=null)return{formMethod:t,formAction:n,formEncType:r,formData:a,json:void 0,text:void 0};if(o!==void 0)return{formMethod:t,formAction:n,formEncType:r,formData:void 0,json:o,text:void 0}}}function Fu(e,t,n,r){return r?{state:`loading`,location:e,matches:t,historyAction:n,formMethod:r.formMethod,formAction:r.formAction,formEncType:r.formEncType,formData:r.formData,json:r.json,text:r.text}:{state:`loading`,location:e,matches:t,historyAction:n,formMethod:void 0,formAction:void 0,formEncType:void 0,formData:void 0,json:void 0,text:void 0}}function Iu(e,t,n,r){return{state:`submitting`,location:e,matches:t,historyAction:n,formMethod:r.formMethod,formAction:r.formAction,formEncType:r.formEncType,formData:r.formData,json:r.json,text:r.text}}function Lu(e,t){return e?{state:`loading`,formMethod:e.formMethod,formAction:e.formAction,formEncType:e.formEncType,formData:e.formData,json:e.json,text:e.text,data:t}:{state:`loading`,formMethod:void 0,formAction:void 0,formEncType:void 0,formData:void 0,json:void 0,text:void 0,data:t}}function Ru(e,t){return{state:`submitting`,formMethod:e.formMethod,formAction:e.formAction,formEncType:e.formEncType,formData:e.formData,json:e.json,text:e.text,data:t?t.data:void 0}}function zu(e){return{state:`idle`,formMethod:void 0,formAction:void 0,formEncType:void 0,formData:void 0,json:void 0,text:void 0,data:e}}function Bu(e,t){try{let n=e.sessionStorage.getItem(Sl);if(n){let e=JSON.parse(n);for(let[n,r]of Object.entries(e||{}))r&&Array.isArray(r)&&t.set(n,new Set(r||[]))}}catch{}}function Vu(e,t){if(t.size>0){let n={};for(let[e,r]of t)n[e]=[...r];try{e.sessionStorage.setItem(Sl,JSON.stringify(n))}catch(e){X(!1,`Failed to save applied view transitions in sessionStorage (${e}).`)}}}function Hu(){let e,t,n=new Promise((r,i)=>{e=async e=>{r(e);try{await n}catch{}},t=async e=>{i(e);try{await n}catch{}}});return{promise:n,resolve:e,reject:t}}var Uu=m.createContext(null);Uu.displayName=`DataRouter`;var Wu=m.createContext(null);Wu.displayName=`DataRouterState`;var Gu=m.createContext(!1);function Ku(){return m.useContext(Gu)}var qu=m.createContext({isTransitioning:!1});qu.displayName=`ViewTransition`;var Ju=m.createContext(new Map);Ju.displayName=`Fetchers`;var Yu=m.createContext(null);Yu.displayName=`Await`;var Xu=m.createContext(null);Xu.displayName=`Navigation`;var Zu=m.createContext(null);Zu.displayName=`Location`;var Qu=m.createContext({outlet:null,matches:[],isDataRoute:!1});Qu.displayName=`Route`;var $u=m.createContext(null);$u.displayName=`RouteError`;var ed=`REACT_ROUTER_ERROR`,td=`REDIRECT`,nd=`ROUTE_ERROR_RESPONSE`;function rd(e){if(e.startsWith(`${ed}:${td}:{`))try{let t=JSON.parse(e.slice(28));if(typeof t==`object`&&t&&typeof t.status==`number`&&typeof t.statusText==`string`&&typeof t.location==`string`&&typeof t.reloadDocument==`boolean`&&typeof t.replace==`boolean`)return t}catch{}}function id(e){if(e.startsWith(`${ed}:${nd}:{`))try{let t=JSON.parse(e.slice(40));if(typeof t==`object`&&t&&typeof t.status==`number`&&typeof t.statusText==`string`)return new Gc(t.status,t.statusText,t.data)}catch{}}function ad(e,{relative:t}={}){Y(od(),`useHref() may be used only in the context of a <Router> component.`);let{basename:n,navigator:r}=m.useContext(Xu),{hash:i,pathname:a,search:o}=hd(e,{relative:t}),s=a;return n!==`/`&&(s=a===`/`?n:zc([n,a])),r.createHref({pathname:s,search:o,hash:i})}function od(){return m.useContext(Zu)!=null}function sd(){return Y(od(),`useLocation() may be used only in the context of a <Router> component.`),m.useContext(Zu).location}var cd=`You should call navigate() in a React.useEffect(), not when your component is first rendered.`;function ld(e){m.useContext(Xu).static||m.useLayoutEffect(e)}function ud(){let{isDataRoute:e}=m.useContext(Qu);return e?Nd():dd()}function dd(){Y(od(),`useNavigate() may be used only in the context of a <Router> component.`);let e=m.useContext(Uu),{basename:t,navigator:n}=m.useContext(Xu),{matches:r}=m.useContext(Qu),{pathname:i}=sd(),a=JSON.stringify(Ic(r)),o=m.useRef(!1);return ld(()=>{o.current=!0}),m.useCallback((r,s={})=>{if(X(o.current,cd),!o.current)return;if(typeof r==`number`){n.go(r);return}let c=Lc(r,JSON.parse(a),i,s.relative===`path`);e==null&&t!==`/`&&(c.pathname=c.pathname===`/`?t:zc([t,c.pathname])),dl(typeof r==`string`?r:Z(r),n.createHref(c),cl(n),`reject`),(s.replace?n.replace:n.push)(c,s.state,s)},[t,n,a,i,e])}var fd=m.createContext(null);function pd(e){let t=m.useContext(Qu).outlet;return m.useMemo(()=>t&&m.createElement(fd.Provider,{value:e},t),[t,e])}function md(){let{matches:e}=m.useContext(Qu);return e[e.length-1]?.params??{}}function hd(e,{relative:t}={}){let{matches:n}=m.useContext(Qu),{pathname:r}=sd(),i=JSON.stringify(Ic(n));return m.useMemo(()=>Lc(e,JSON.parse(i),r,t===`path`),[e,i,r,t])}function gd(e,t,n){Y(od(),`useRoutes() may be used only in the context of a <Router> component.`);let{navigator:r}=m.useContext(Xu),{matches:i}=m.useContext(Qu),a=i[i.length-1],o=a?a.params:{},s=a?a.pathname:`/`,c=a?a.pathnameBase:`/`,l=a&&a.route;{let e=l&&l.path||``;Fd(s,!l||e.endsWith(`*`)||e.endsWith(`*?`),`You rendered descendant <Routes> (or called \`useRoutes()\`) at "${s}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e===`/`?`*`:`${e}/*`}">.`)}let u=sd(),d;if(t){let e=typeof t==`string`?Xs(t):t;Y(c===`/`||e.pathname?.startsWith(c),`When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${c}" but pathname "${e.pathname}" was given in the \`location\` prop.`),d=e}else d=u;let f=d.pathname||`/`,p=f;if(c!==`/`){let e=c.replace(/^\//,``).split(`/`);p=`/`+f.replace(/^\//,``).split(`/`).slice(e.length).join(`/`)}let h=n&&n.state.matches.length?n.state.matches.map(e=>Object.assign(e,{route:n.manifest[e.route.id]||e.route})):cc(e,{pathname:p});X(l||h!=null,`No routes matched location "${d.pathname}${d.search}${d.hash}" `),X(h==null||h[h.length-1].route.element!==void 0||h[h.length-1].route.Component!==void 0||h[h.length-1].route.lazy!==void 0,`Matched leaf route at location "${d.pathname}${d.search}${d.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`);let g=Cd(h&&h.map(e=>Object.assign({},e,{params:Object.assign({},o,e.params),pathname:zc([c,r.encodeLocation?r.encodeLocation(e.pathname.replace(/%/g,`%25`).replace(/\?/g,`%3F`).replace(/#/g,`%23`)).pathname:e.pathname]),pathnameBase:e.pathnameBase===`/`?c:zc([c,r.encodeLocation?r.encodeLocation(e.pathnameBase.replace(/%/g,`%25`).replace(/\?/g,`%3F`).replace(/#/g,`%23`)).pathname:e.pathnameBase])})),i,n);return t&&g?m.createElement(Zu.Provider,{value:{location:{pathname:`/`,search:``,hash:``,state:null,key:`default`,mask:void 0,...d},navigationType:`POP`}},g):g}function _d(){let e=Ad(),t=Kc(e)?`${e.status} ${e.statusText}`:e instanceof Error?e.message:JSON.stringify(e),n=e instanceof Error?e.stack:null,r=`rgba(200,200,200, 0.5)`,i={padding:`0.5rem`,backgroundColor:r},a={padding:`2px 4px`,backgroundColor:r},o=null;return console.error(`Error handled by React Router default ErrorBoundary:`,e),o=m.createElement(m.Fragment,null,m.createElement(`p`,null,`💿 Hey developer 👋`),m.createElement(`p`,null,`You can provide a way better UX than this when your app throws errors by providing your own `,m.createElement(`code`,{style:a},`ErrorBoundary`),` or`,` `,m.createElement(`code`,{style:a},`errorElement`),` prop on your route.`)),m.createElement(m.Fragment,null,m.createElement(`h2`,null,`Unexpected Application Error!`),m.createElement(`h3`,{style:{fontStyle:`italic`}},t),n?m.createElement(`pre`,{style:i},n):null,o)}var vd=m.createElement(_d,null),yd=class extends m.Component{constructor(e){super(e),this.state={location:e.location,revalidation:e.revalidation,error:e.error}}static getDerivedStateFromError(e){return{error:e}}static getDerivedStateFromProps(e,t){return t.location!==e.location||t.revalidation!==`idle`&&e.revalidation===`idle`?{error:e.error,location:e.location,revalidation:e.revalidation}:{error:e.error===void 0?t.error:e.error,location:t.location,revalidation:e.revalidation||t.revalidation}}componentDidCatch(e,t){this.props.onError?this.props.onError(e,t):console.error(`React Router caught the following error during render`,e)}render(){let e=this.state.error;if(this.context&&typeof e==`object`&&e&&`digest`in e&&typeof e.digest==`string`){let t=id(e.digest);t&&(e=t)}let t=e===void 0?this.props.children:m.createElement(Qu.Provider,{value:this.props.routeContext},m.createElement($u.Provider,{value:e,children:this.props.component}));return this.context?m.createElement(xd,{error:e},t):t}};yd.contextType=Gu;var bd=new WeakMap;function xd({children:e,error:t}){let{basename:n,navigator:r}=m.useContext(Xu);if(typeof t==`object`&&t&&`digest`in t&&typeof t.digest==`string`){let e=rd(t.digest);if(e){let i=bd.get(t);if(i)throw i;let a=Yc(e.location,n),o=a.absoluteURL||a.to;if(dl(e.location,o,cl(r),`allow-explicit`),au(o))throw Error(`Invalid redirect location`);if(Jc&&!bd.get(t)){if(a.isExternal||e.reloadDocument)window.location.href=o;else{let n=Promise.resolve().then(()=>window.__reactRouterDataRouter.navigate(a.to,{replace:e.replace}));throw bd.set(t,n),n}}return m.createElement(`meta`,{httpEquiv:`refresh`,content:`0;url=${o}`})}}return e}function Sd({routeContext:e,match:t,children:n}){let r=m.useContext(Uu);return r&&r.static&&r.staticContext&&(t.route.errorElement||t.route.ErrorBoundary)&&(r.staticContext._deepestRenderedBoundaryId=t.route.id),m.createElement(Qu.Provider,{value:e},n)}function Cd(e,t=[],n){let r=n?.state;if(e==null){if(!r)return null;if(r.errors)e=r.matches;else if(t.length===0&&!r.initialized&&r.matches.length>0)e=r.matches;else return null}let i=e,a=r?.errors;if(a!=null){let e=i.findIndex(e=>e.route.id&&a?.[e.route.id]!==void 0);Y(e>=0,`Could not find a matching route for errors on route IDs: ${Object.keys(a).join(`,`)}`),i=i.slice(0,Math.min(i.length,e+1))}let o=!1,s=-1;if(n&&r){o=r.renderFallback;for(let e=0;e<i.length;e++){let t=i[e];if((t.route.HydrateFallback||t.route.hydrateFallbackElement)&&(s=e),t.route.id){let{loaderData:e,errors:a}=r,c=t.route.loader&&!e.hasOwnProperty(t.route.id)&&(!a||a[t.route.id]===void 0);if(t.route.lazy||c){n.isStatic&&(o=!0),i=s>=0?i.slice(0,s+1):[i[0]];break}}}}let c=n?.onError,l=r&&c?(e,t)=>{c(e,{location:r.location,params:r.matches?.[0]?.params??{},pattern:qc(r.matches),errorInfo:t})}:void 0;return i.reduceRight((e,n,c)=>{let u,d=!1,f=null,p=null;r&&(u=a&&n.route.id?a[n.route.id]:void 0,f=n.route.errorElement||vd,o&&(s<0&&c===0?(Fd(`route-fallback`,!1,"No `HydrateFallback` element provided to render during initial hydration"),d=!0,p=null):s===c&&(d=!0,p=n.route.hydrateFallbackElement||null)));let h=t.concat(i.slice(0,c+1)),g=()=>{let t;return t=u?f:d?p:n.route.Component?m.createElement(n.route.Component,null):n.route.element?n.route.element:e,m.createElement(Sd,{match:n,routeContext:{outlet:e,matches:h,isDataRoute:r!=null},children:t})};return r&&(n.route.ErrorBoundary||n.route.errorElement||c===0)?m.createElement(yd,{location:r.location,revalidation:r.revalidation,component:f,error:u,children:g(),routeContext:{outlet:null,matches:h,isDataRoute:!0},onError:l}):g()},null)}function wd(e){return`${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`}function Td(e){let t=m.useContext(Uu);return Y(t,wd(e)),t}function Ed(e){let t=m.useContext(Wu);return Y(t,wd(e)),t}function Dd(e){let t=m.useContext(Qu);return Y(t,wd(e)),t}function Od(e){let t=Dd(e),n=t.matches[t.matches.length-1];return Y(n.route.id,`${e} can only be used on routes that contain a unique "id"`),n.route.id}function kd(){return Od(`useRouteId`)}function Ad(){let e=m.useContext($u),t=Ed(`useRouteError`),n=Od(`useRouteError`);return e===void 0?t.errors?.[n]:e}var jd=0;function Md(e){let{router:t,basename:n}=Td(`useBlocker`),r=Ed(`useBlocker`),[i,a]=m.useState(``),o=m.useCallback(t=>{if(typeof e!=`function`)return!!e;if(n===`/`)return e(t);let{currentLocation:r,nextLocation:i,historyAction:a}=t;return e({currentLocation:{...r,pathname:kc(r.pathname,n)||r.pathname},nextLocation:{...i,pathname:kc(i.pathname,n)||i.pathname},historyAction:a})},[n,e]);return m.useEffect(()=>{let e=String(++jd);return a(e),()=>t.deleteBlocker(e)},[t]),m.useEffect(()=>{i!==``&&t.getBlocker(i,o)},[t,i,o]),i&&r.blockers.has(i)?r.blockers.get(i):bl}function Nd(){let{router:e}=Td(`useNavigate`),t=Od(`useNavigate`),n=m.useRef(!1);return ld(()=>{n.current=!0}),m.useCallback(async(r,i={})=>{X(n.current,cd),n.current&&(typeof r==`number`?await e.navigate(r):await e.navigate(r,{fromRouteId:t,...i}))},[e,t])}var Pd={};function Fd(e,t,n){!t&&!Pd[e]&&(Pd[e]=!0,X(!1,n))}var Id={};function Ld(e,t){!e&&!Id[t]&&(Id[t]=!0,console.warn(t))}var Rd=m.useOptimistic,zd=()=>void 0;function Bd(e){return Rd?Rd(e):[e,zd]}function Vd(e){let t={hasErrorBoundary:e.hasErrorBoundary||e.ErrorBoundary!=null||e.errorElement!=null};return e.Component&&(e.element&&X(!1,"You should not include both `Component` and `element` on your route - `Component` will be used."),Object.assign(t,{element:m.createElement(e.Component),Component:void 0})),e.HydrateFallback&&(e.hydrateFallbackElement&&X(!1,"You should not include both `HydrateFallback` and `hydrateFallbackElement` on your route - `HydrateFallback` will be used."),Object.assign(t,{hydrateFallbackElement:m.createElement(e.HydrateFallback),HydrateFallback:void 0})),e.ErrorBoundary&&(e.errorElement&&X(!1,"You should not include both `ErrorBoundary` and `errorElement` on your route - `ErrorBoundary` will be used."),Object.assign(t,{errorElement:m.createElement(e.ErrorBoundary),ErrorBoundary:void 0})),t}var Hd=[`HydrateFallback`,`hydrateFallbackElement`],Ud=class{constructor(){this.status=`pending`,this.promise=new Promise((e,t)=>{this.resolve=t=>{this.status===`pending`&&(this.status=`resolved`,e(t))},this.reject=e=>{this.status===`pending`&&(this.status=`rejected`,t(e))}})}};function Wd({router:e,flushSync:t,onError:n,useTransitions:r}){r=Ku()||r;let[i,a]=m.useState(e.state),[o,s]=Bd(i),[c,l]=m.useState(),[u,d]=m.useState({isTransitioning:!1}),[f,p]=m.useState(),[h,g]=m.useState(),[_,v]=m.useState(),y=m.useRef(new Map),b=m.useCallback((i,{deletedFetchers:o,newErrors:c,flushSync:u,viewTransitionOpts:_})=>{c&&n&&Object.values(c).forEach(e=>n(e,{location:i.location,params:i.matches[0]?.params??{},pattern:qc(i.matches)})),i.fetchers.forEach((e,t)=>{e.data!==void 0&&y.current.set(t,e.data)}),o.forEach(e=>y.current.delete(e)),Ld(u===!1||t!=null,'You provided the `flushSync` option to a router update, but you are not using the `<RouterProvider>` from `react-router/dom` so `ReactDOM.flushSync()` is unavailable.  Please update your app to `import { RouterProvider } from "react-router/dom"` and ensure you have `react-dom` installed as a dependency to use the `flushSync` option.');let b=e.window!=null&&e.window.document!=null&&typeof e.window.document.startViewTransition==`function`;if(Ld(_==null||b,"You provided the `viewTransition` option to a router update, but you do not appear to be running in a DOM environment as `window.startViewTransition` is not available."),!_||!b)t&&u?t(()=>a(i)):r===!1?a(i):m.startTransition(()=>{r===!0&&s(e=>Gd(e,i)),a(i)});else if(t&&u){t(()=>{h&&(f?.resolve(),h.skipTransition()),d({isTransitioning:!0,flushSync:!0,currentLocation:_.currentLocation,nextLocation:_.nextLocation})});let n=e.window.document.startViewTransition(()=>{t(()=>a(i))});n.finished.finally(()=>{t(()=>{p(void 0),g(void 0),l(void 0),d({isTransitioning:!1})})}),t(()=>g(n))}else h?(f?.resolve(),h.skipTransition(),v({state:i,currentLocation:_.currentLocation,nextLocation:_.nextLocation})):(l(i),d({isTransitioning:!0,flushSync:!1,currentLocation:_.currentLocation,nextLocation:_.nextLocation}))},[e.window,t,h,f,r,s,n]);m.useLayoutEffect(()=>e.subscribe(b),[e,b]),m.useEffect(()=>{u.isTransitioning&&!u.flushSync&&p(new Ud)},[u]),m.useEffect(()=>{if(f&&c&&e.window){let t=c,n=f.promise,i=e.window.document.startViewTransition(async()=>{r===!1?a(t):m.startTransition(()=>{r===!0&&s(e=>Gd(e,t)),a(t)}),await n});i.finished.finally(()=>{p(void 0),g(void 0),l(void 0),d({isTransitioning:!1})}),g(i)}},[c,f,e.window,r,s]),m.useEffect(()=>{f&&c&&o.location.key===c.location.key&&f.resolve()},[f,h,o.location,c]),m.useEffect(()=>{!u.isTransitioning&&_&&(l(_.state),d({isTransitioning:!0,flushSync:!1,currentLocation:_.currentLocation,nextLocation:_.nextLocation}),v(void 0))},[u.isTransitioning,_]);let x=m.useMemo(()=>({createHref:e.createHref,createURL:e.createURL,encodeLocation:e.encodeLocation,go:t=>e.navigate(t),push:(t,n,r)=>e.navigate(t,{state:n,preventScrollReset:r?.preventScrollReset}),replace:(t,n,r)=>e.navigate(t,{replace:!0,state:n,preventScrollReset:r?.preventScrollReset})}),[e]),S=e.basename||`/`,C=m.useMemo(()=>({router:e,navigator:x,static:!1,basename:S,onError:n}),[e,x,S,n]);return m.createElement(m.Fragment,null,m.createElement(Uu.Provider,{value:C},m.createElement(Wu.Provider,{value:o},m.createElement(Ju.Provider,{value:y.current},m.createElement(qu.Provider,{value:u},m.createElement(Xd,{basename:S,location:o.location,navigationType:o.historyAction,navigator:x,useTransitions:r},m.createElement(Kd,{routes:e.routes,manifest:e.manifest,future:e.future,state:o,isStatic:!1,onError:n})))))),null)}function Gd(e,t){return{...e,navigation:t.navigation.state===`idle`?e.navigation:t.navigation,revalidation:t.revalidation===`idle`?e.revalidation:t.revalidation,actionData:t.navigation.state===`submitting`?e.actionData:t.actionData,fetchers:t.fetchers}}var Kd=m.memo(qd);function qd({routes:e,manifest:t,future:n,state:r,isStatic:i,onError:a}){return gd(e,void 0,{manifest:t,state:r,isStatic:i,onError:a,future:n})}function Jd({to:e,replace:t,state:n,relative:r}){Y(od(),`<Navigate> may be used only in the context of a <Router> component.`);let{static:i,navigator:a}=m.useContext(Xu);X(!i,`<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`);let{matches:o}=m.useContext(Qu),{pathname:s}=sd(),c=ud(),l=Lc(e,Ic(o),s,r===`path`);dl(typeof e==`string`?e:Z(e),a.createHref(l),cl(a),`reject`);let u=JSON.stringify(l);return m.useEffect(()=>{c(JSON.parse(u),{replace:t,state:n,relative:r})},[c,u,r,t,n]),null}function Yd(e){return pd(e.context)}function Xd({basename:e=`/`,children:t=null,location:n,navigationType:r=`POP`,navigator:i,static:a=!1,useTransitions:o}){Y(!od(),`You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`);let s=e.replace(/^\/*/,`/`),c=m.useMemo(()=>({basename:s,navigator:i,static:a,useTransitions:o,future:{}}),[s,i,a,o]);typeof n==`string`&&(n=Xs(n));let{pathname:l=`/`,search:u=``,hash:d=``,state:f=null,key:p=`default`,mask:h}=n,g=m.useMemo(()=>{let e=kc(l,s);return e==null?null:{location:{pathname:e,search:u,hash:d,state:f,key:p,mask:h},navigationType:r}},[s,l,u,d,f,p,r,h]);return X(g!=null,`<Router basename="${s}"> is not able to match the URL "${l}${u}${d}" because it does not start with the basename, so the <Router> won't render anything.`),g==null?null:m.createElement(Xu.Provider,{value:c},m.createElement(Zu.Provider,{children:t,value:g}))}m.Component;var Zd=`get`,Qd=`application/x-www-form-urlencoded`;function $d(e){return typeof HTMLElement<`u`&&e instanceof HTMLElement}function ef(e){return $d(e)&&e.tagName.toLowerCase()===`button`}function tf(e){return $d(e)&&e.tagName.toLowerCase()===`form`}function nf(e){return $d(e)&&e.tagName.toLowerCase()===`input`}function rf(e){return!!(e.metaKey||e.altKey||e.ctrlKey||e.shiftKey)}function af(e,t){return e.button===0&&(!t||t===`_self`)&&!rf(e)}function of(e=``){return new URLSearchParams(typeof e==`string`||Array.isArray(e)||e instanceof URLSearchParams?e:Object.keys(e).reduce((t,n)=>{let r=e[n];return t.concat(Array.isArray(r)?r.map(e=>[n,e]):[[n,r]])},[]))}function sf(e,t){let n=of(e);return t&&t.forEach((e,r)=>{n.has(r)||t.getAll(r).forEach(e=>{n.append(r,e)})}),n}var cf=null;function lf(){if(cf===null)try{new FormData(document.createElement(`form`),0),cf=!1}catch{cf=!0}return cf}var uf=new Set([`application/x-www-form-urlencoded`,`multipart/form-data`,`text/plain`]);function df(e){return e!=null&&!uf.has(e)?(X(!1,`"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${Qd}"`),null):e}function ff(e,t){let n,r,i,a,o;if(tf(e)){let o=e.getAttribute(`action`);r=o?kc(o,t):null,n=e.getAttribute(`method`)||Zd,i=df(e.getAttribute(`enctype`))||Qd,a=new FormData(e)}else if(ef(e)||nf(e)&&(e.type===`submit`||e.type===`image`)){let o=e.form;if(o==null)throw Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);let s=e.getAttribute(`formaction`)||o.getAttribute(`action`);if(r=s?kc(s,t):null,n=e.getAttribute(`formmethod`)||o.getAttribute(`method`)||Zd,i=df(e.getAttribute(`formenctype`))||df(o.getAttribute(`enctype`))||Qd,a=new FormData(o,e),!lf()){let{name:t,type:n,value:r}=e;if(n===`image`){let e=t?`${t}.`:``;a.append(`${e}x`,`0`),a.append(`${e}y`,`0`)}else t&&a.append(t,r)}}else if($d(e))throw Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);else n=Zd,r=null,i=Qd,o=e;return a&&i===`text/plain`&&(o=a,a=void 0),{action:r,method:n.toLowerCase(),encType:i,formData:a,body:o}}Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);function pf(e,t){if(e===!1||e==null)throw Error(t)}function mf(e,t,n,r){let i=typeof e==`string`?new URL(e,typeof window>`u`?`server://singlefetch/`:window.location.origin):e;return i.pathname=n?i.pathname.endsWith(`/`)?`${i.pathname}_.${r}`:`${i.pathname}.${r}`:i.pathname===`/`?`_root.${r}`:t&&kc(i.pathname,t)===`/`?`${Bc(t)}/_root.${r}`:`${Bc(i.pathname)}.${r}`,i}async function hf(e,t){if(e.id in t)return t[e.id];try{let n=await import(e.module);return t[e.id]=n,n}catch(t){return console.error(`Error loading route module \`${e.module}\`, reloading page...`),console.error(t),window.__reactRouterContext&&window.__reactRouterContext.isSpaMode,window.location.reload(),new Promise(()=>{})}}function gf(e){return e!=null&&typeof e.page==`string`}function _f(e){return e==null?!1:e.href==null?e.rel===`preload`&&typeof e.imageSrcSet==`string`&&typeof e.imageSizes==`string`:typeof e.rel==`string`&&typeof e.href==`string`}async function vf(e,t,n){return Cf((await Promise.all(e.map(async e=>{let r=t.routes[e.route.id];if(r){let e=await hf(r,n);return e.links?e.links():[]}return[]}))).flat(1).filter(_f).filter(e=>e.rel===`stylesheet`||e.rel===`preload`).map(e=>e.rel===`stylesheet`?{...e,rel:`prefetch`,as:`style`}:{...e,rel:`prefetch`}))}function yf(e,t,n,r,i,a){let o=(e,t)=>!n[t]||e.route.id!==n[t].route.id,s=(e,t)=>n[t].pathname!==e.pathname||n[t].route.path?.endsWith(`*`)&&n[t].params[`*`]!==e.params[`*`];return a===`assets`?t.filter((e,t)=>o(e,t)||s(e,t)):a===`data`?t.filter((t,a)=>{let c=r.routes[t.route.id];if(!c||!c.hasLoader)return!1;if(o(t,a)||s(t,a))return!0;if(t.route.shouldRevalidate){let r=t.route.shouldRevalidate({currentUrl:new URL(i.pathname+i.search+i.hash,window.origin),currentParams:n[0]?.params||{},nextUrl:new URL(e,window.origin),nextParams:t.params,defaultShouldRevalidate:!0});if(typeof r==`boolean`)return r}return!0}):[]}function bf(e,t,{includeHydrateFallback:n}={}){return xf(e.map(e=>{let r=t.routes[e.route.id];if(!r)return[];let i=[r.module];return r.clientActionModule&&(i=i.concat(r.clientActionModule)),r.clientLoaderModule&&(i=i.concat(r.clientLoaderModule)),n&&r.hydrateFallbackModule&&(i=i.concat(r.hydrateFallbackModule)),r.imports&&(i=i.concat(r.imports)),i}).flat(1))}function xf(e){return[...new Set(e)]}function Sf(e){let t={},n=Object.keys(e).sort();for(let r of n)t[r]=e[r];return t}function Cf(e,t){let n=new Set,r=new Set(t);return e.reduce((e,i)=>{if(t&&!gf(i)&&i.as===`script`&&i.href&&r.has(i.href))return e;let a=JSON.stringify(Sf(i));return n.has(a)||(n.add(a),e.push({key:a,link:i})),e},[])}function wf(){let e=m.useContext(Uu);return pf(e,`You must render this element inside a <DataRouterContext.Provider> element`),e}function Tf(){let e=m.useContext(Wu);return pf(e,`You must render this element inside a <DataRouterStateContext.Provider> element`),e}var Ef=m.createContext(void 0);Ef.displayName=`FrameworkContext`;function Df(){let e=m.useContext(Ef);return pf(e,`You must render this element inside a <HydratedRouter> element`),e}function Of(e,t){let n=m.useContext(Ef),[r,i]=m.useState(!1),[a,o]=m.useState(!1),{onFocus:s,onBlur:c,onMouseEnter:l,onMouseLeave:u,onTouchStart:d}=t,f=m.useRef(null);m.useEffect(()=>{if(e===`render`&&o(!0),e===`viewport`){let e=new IntersectionObserver(e=>{e.forEach(e=>{o(e.isIntersecting)})},{threshold:.5});return f.current&&e.observe(f.current),()=>{e.disconnect()}}},[e]),m.useEffect(()=>{if(r){let e=setTimeout(()=>{o(!0)},100);return()=>{clearTimeout(e)}}},[r]);let p=()=>{i(!0)},h=()=>{i(!1),o(!1)};return n?e===`intent`?[a,f,{onFocus:kf(s,p),onBlur:kf(c,h),onMouseEnter:kf(l,p),onMouseLeave:kf(u,h),onTouchStart:kf(d,p)}]:[a,f,{}]:[!1,f,{}]}function kf(e,t){return n=>{e&&e(n),n.defaultPrevented||t(n)}}function Af({page:e,...t}){let n=Ku(),{nonce:r}=Df(),{router:i}=wf(),a=m.useMemo(()=>cc(i.routes,e,i.basename),[i.routes,e,i.basename]);return a?(t.nonce==null&&r&&(t={...t,nonce:r}),n?m.createElement(Mf,{page:e,matches:a,...t}):m.createElement(Nf,{page:e,matches:a,...t})):null}function jf(e){let{manifest:t,routeModules:n}=Df(),[r,i]=m.useState([]);return m.useEffect(()=>{let r=!1;return vf(e,t,n).then(e=>{r||i(e)}),()=>{r=!0}},[e,t,n]),r}function Mf({page:e,matches:t,...n}){let r=sd(),{future:i}=Df(),{basename:a}=wf(),o=m.useMemo(()=>{if(e===r.pathname+r.search+r.hash)return[];let n=mf(e,a,i.v8_trailingSlashAwareDataRequests,`rsc`),o=!1,s=[];for(let e of t)typeof e.route.shouldRevalidate==`function`?o=!0:s.push(e.route.id);return o&&s.length>0&&n.searchParams.set(`_routes`,s.join(`,`)),[n.pathname+n.search]},[a,i.v8_trailingSlashAwareDataRequests,e,r,t]);return m.createElement(m.Fragment,null,o.map(e=>m.createElement(`link`,{key:e,rel:`prefetch`,as:`fetch`,href:e,...n})))}function Nf({page:e,matches:t,...n}){let r=sd(),{future:i,manifest:a,routeModules:o}=Df(),{basename:s}=wf(),{loaderData:c,matches:l}=Tf(),u=m.useMemo(()=>yf(e,t,l,a,r,`data`),[e,t,l,a,r]),d=m.useMemo(()=>yf(e,t,l,a,r,`assets`),[e,t,l,a,r]),f=m.useMemo(()=>{if(e===r.pathname+r.search+r.hash)return[];let n=new Set,l=!1;if(t.forEach(e=>{let t=a.routes[e.route.id];t&&t.hasLoader&&(!u.some(t=>t.route.id===e.route.id)&&e.route.id in c&&o[e.route.id]?.shouldRevalidate||t.hasClientLoader?l=!0:n.add(e.route.id))}),n.size===0)return[];let d=mf(e,s,i.v8_trailingSlashAwareDataRequests,`data`);return l&&n.size>0&&d.searchParams.set(`_routes`,t.filter(e=>n.has(e.route.id)).map(e=>e.route.id).join(`,`)),[d.pathname+d.search]},[s,i.v8_trailingSlashAwareDataRequests,c,r,a,u,t,e,o]),p=m.useMemo(()=>bf(d,a),[d,a]),h=jf(d);return m.createElement(m.Fragment,null,f.map(e=>m.createElement(`link`,{key:e,rel:`prefetch`,as:`fetch`,href:e,...n})),p.map(e=>m.createElement(`link`,{key:e,rel:`modulepreload`,href:e,...n})),h.map(({key:e,link:t})=>m.createElement(`link`,{key:e,nonce:n.nonce,...t,crossOrigin:t.crossOrigin??n.crossOrigin})))}function Pf(...e){return t=>{e.forEach(e=>{typeof e==`function`?e(t):e!=null&&(e.current=t)})}}m.Component;var Ff=typeof window<`u`&&window.document!==void 0&&window.document.createElement!==void 0;try{Ff&&(window.__reactRouterVersion=`7.18.5`)}catch{}function If(e,t){return kl({basename:t?.basename,getContext:t?.getContext,future:t?.future,history:Ks({window:t?.window}),hydrationData:t?.hydrationData||Lf(),routes:e,mapRouteProperties:Vd,hydrationRouteProperties:Hd,dataStrategy:t?.dataStrategy,patchRoutesOnNavigation:t?.patchRoutesOnNavigation,window:t?.window,instrumentations:t?.instrumentations}).initialize()}function Lf(){let e=window?.__staticRouterHydrationData;return e&&e.errors&&(e={...e,errors:Rf(e.errors)}),e}function Rf(e){if(!e)return null;let t=Object.entries(e),n={};for(let[e,r]of t)if(r&&r.__type===`RouteErrorResponse`)n[e]=new Gc(r.status,r.statusText,r.data,r.internal===!0);else if(r&&r.__type===`Error`){if(typeof r.__subType==`string`&&Wc.includes(r.__subType)){let t=window[r.__subType];if(typeof t==`function`)try{let i=new t(r.message);i.stack=``,n[e]=i}catch{}}if(n[e]==null){let t=Error(r.message);t.stack=``,n[e]=t}}else n[e]=r;return n}var zf=m.forwardRef(function({onClick:e,discover:t=`render`,prefetch:n=`none`,relative:r,reloadDocument:i,replace:a,mask:o,state:s,target:c,to:l,preventScrollReset:u,viewTransition:d,defaultShouldRevalidate:f,...p},h){let{basename:g,navigator:_,useTransitions:v}=m.useContext(Xu),y=typeof l==`string`&&Vs.test(l),b=Yc(l,g);l=b.to;let x=ad(l,{relative:r}),S=sd(),C=null;if(o){let e=Lc(o,[],S.mask?S.mask.pathname:`/`,!0);g!==`/`&&(e.pathname=e.pathname===`/`?g:zc([g,e.pathname])),C=_.createHref(e)}let[w,T,E]=Of(n,p),D=Wf(l,{replace:a,mask:o,state:s,target:c,preventScrollReset:u,relative:r,viewTransition:d,defaultShouldRevalidate:f,useTransitions:v});function O(t){e&&e(t),t.defaultPrevented||D(t)}let k=!(b.isExternal||i),A=m.createElement(`a`,{...p,...E,href:(k?C:void 0)||b.absoluteURL||x,onClick:k?O:e,ref:Pf(h,T),target:c,"data-discover":!y&&t===`render`?`true`:void 0});return w&&!y?m.createElement(m.Fragment,null,A,m.createElement(Af,{page:x})):A});zf.displayName=`Link`;var Bf=m.forwardRef(function({"aria-current":e=`page`,caseSensitive:t=!1,className:n=``,end:r=!1,style:i,to:a,viewTransition:o,children:s,...c},l){let u=hd(a,{relative:c.relative}),d=sd(),f=m.useContext(Wu),{navigator:p,basename:h}=m.useContext(Xu),g=f!=null&&Xf(u)&&o===!0,_=p.encodeLocation?p.encodeLocation(u).pathname:u.pathname,v=d.pathname,y=f&&f.navigation&&f.navigation.location?f.navigation.location.pathname:null;t||(v=v.toLowerCase(),y=y?y.toLowerCase():null,_=_.toLowerCase()),y&&h&&(y=kc(y,h)||y);let b=_!==`/`&&_.endsWith(`/`)?_.length-1:_.length,x=v===_||!r&&v.startsWith(_)&&v.charAt(b)===`/`,S=y!=null&&(y===_||!r&&y.startsWith(_)&&y.charAt(_.length)===`/`),C={isActive:x,isPending:S,isTransitioning:g},w=x?e:void 0,T;T=typeof n==`function`?n(C):[n,x?`active`:null,S?`pending`:null,g?`transitioning`:null].filter(Boolean).join(` `);let E=typeof i==`function`?i(C):i;return m.createElement(zf,{...c,"aria-current":w,className:T,ref:l,style:E,to:a,viewTransition:o},typeof s==`function`?s(C):s)});Bf.displayName=`NavLink`;var Vf=m.forwardRef(({discover:e=`render`,fetcherKey:t,navigate:n,reloadDocument:r,replace:i,state:a,method:o=Zd,action:s,onSubmit:c,relative:l,preventScrollReset:u,viewTransition:d,defaultShouldRevalidate:f,...p},h)=>{let{useTransitions:g}=m.useContext(Xu),_=Jf(),v=Yf(s,{relative:l}),y=o.toLowerCase()===`get`?`get`:`post`,b=typeof s==`string`&&Vs.test(s);return m.createElement(`form`,{ref:h,method:y,action:v,onSubmit:r?c:e=>{if(c&&c(e),e.defaultPrevented)return;e.preventDefault();let r=e.nativeEvent.submitter,s=r?.getAttribute(`formmethod`)||o,p=()=>_(r||e.currentTarget,{fetcherKey:t,method:s,navigate:n,replace:i,state:a,relative:l,preventScrollReset:u,viewTransition:d,defaultShouldRevalidate:f});g&&n!==!1?m.startTransition(()=>p()):p()},...p,"data-discover":!b&&e===`render`?`true`:void 0})});Vf.displayName=`Form`;function Hf(e){return`${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`}function Uf(e){let t=m.useContext(Uu);return Y(t,Hf(e)),t}function Wf(e,{target:t,replace:n,mask:r,state:i,preventScrollReset:a,relative:o,viewTransition:s,defaultShouldRevalidate:c,useTransitions:l}={}){let u=ud(),d=sd(),f=hd(e,{relative:o});return m.useCallback(p=>{if(af(p,t)){p.preventDefault();let t=n===void 0?Z(d)===Z(f):n,h=()=>u(e,{replace:t,mask:r,state:i,preventScrollReset:a,relative:o,viewTransition:s,defaultShouldRevalidate:c});l?m.startTransition(()=>h()):h()}},[d,u,f,n,r,i,t,e,a,o,s,c,l])}function Gf(e){X(typeof URLSearchParams<`u`,"You cannot use the `useSearchParams` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.");let t=m.useRef(of(e)),n=m.useRef(!1),r=sd(),i=m.useMemo(()=>sf(r.search,n.current?null:t.current),[r.search]),a=ud();return[i,m.useCallback((e,t)=>{let r=of(typeof e==`function`?e(new URLSearchParams(i)):e);n.current=!0,a(`?`+r,t)},[a,i])]}var Kf=0,qf=()=>`__${String(++Kf)}__`;function Jf(){let{router:e}=Uf(`useSubmit`),{basename:t}=m.useContext(Xu),n=kd(),r=e.fetch,i=e.navigate;return m.useCallback(async(e,a={})=>{let{action:o,method:s,encType:c,formData:l,body:u}=ff(e,t);if(a.navigate===!1){let e=a.fetcherKey||qf();await r(e,n,a.action||o,{defaultShouldRevalidate:a.defaultShouldRevalidate,preventScrollReset:a.preventScrollReset,formData:l,body:u,formMethod:a.method||s,formEncType:a.encType||c,flushSync:a.flushSync})}else await i(a.action||o,{defaultShouldRevalidate:a.defaultShouldRevalidate,preventScrollReset:a.preventScrollReset,formData:l,body:u,formMethod:a.method||s,formEncType:a.encType||c,replace:a.replace,state:a.state,fromRouteId:n,flushSync:a.flushSync,viewTransition:a.viewTransition})},[r,i,t,n])}function Yf(e,{relative:t}={}){let{basename:n}=m.useContext(Xu),r=m.useContext(Qu);Y(r,`useFormAction must be used inside a RouteContext`);let[i]=r.matches.slice(-1),a={...hd(e||`.`,{relative:t})},o=sd();if(e==null){a.search=o.search;let e=new URLSearchParams(a.search),t=e.getAll(`index`);if(t.some(e=>e===``)){e.delete(`index`),t.filter(e=>e).forEach(t=>e.append(`index`,t));let n=e.toString();a.search=n?`?${n}`:``}}return(!e||e===`.`)&&i.route.index&&(a.search=a.search?a.search.replace(/^\?/,`?index&`):`?index`),n!==`/`&&(a.pathname=a.pathname===`/`?n:zc([n,a.pathname])),Z(a)}function Xf(e,{relative:t}={}){let n=m.useContext(qu);Y(n!=null,"`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?");let{basename:r}=Uf(`useViewTransitionState`),i=hd(e,{relative:t});if(!n.isTransitioning)return!1;let a=kc(n.currentLocation.pathname,r)||n.currentLocation.pathname,o=kc(n.nextLocation.pathname,r)||n.nextLocation.pathname;return Tc(i.pathname,o)!=null||Tc(i.pathname,a)!=null}var Zf=[[/^must be 1 to (\d+) characters$/,e=>`Enter this (at most ${e[1]} characters).`],[/^must be (\d+) to (\d+) characters$/,e=>`Use ${e[1]} to ${e[2]} characters.`],[/^must be at most (\d+) characters$/,e=>`Too long: use at most ${e[1]} characters.`],[/^(is )?required$/i,()=>`Fill this in.`],[/^invalid parameter\.?$/i,()=>`This value is not accepted: check it.`],[/^must be an http or https URL$/,()=>`Enter a web address starting with http:// or https://.`],[/^must be a valid e-?mail( address)?$/i,()=>`Enter an e-mail address like name@example.com.`]];function Qf(e){let t=e.trim();for(let[e,n]of Zf){let r=t.match(e);if(r)return n(r)}if(!t)return`This value is not accepted: check it.`;let n=t[0].toUpperCase()+t.slice(1);return/[.!?]$/.test(n)?n:`${n}.`}var $f=class extends Error{code;status;fields;serverFields;retryAfter;constructor(e,t,n={}){super(t),this.name=`ApiError`,this.code=e,this.status=n.status??0,this.fields=n.fields??{},this.serverFields=n.serverFields??{},this.retryAfter=n.retryAfter}};function ep(e){return(e.split(/[/.]/).filter(e=>e!==``&&!/^\d+$/.test(e)).pop()??e).replace(/[_-]([a-z0-9])/g,(e,t)=>t.toUpperCase())}function tp(e,t,n,r){let i=Qf(n),a=ep(t);e[a]=e[a]?`${e[a]} ${i}`:i,r&&(r[t]=r[t]?`${r[t]} ${i}`:i)}function np(e,t=200){let n=e[0]??{},r={},i={};for(let t of e)for(let e of t.extensions?.fields??[])tp(r,e.field,e.message,i);return new $f((n.extensions?.code??`bad_request`).toLowerCase(),n.message??`The request failed.`,{status:t,fields:r,serverFields:i})}function rp(e,t,n){let r={},i=``;for(let t of e){let e=t.source?.pointer??t.source?.parameter;e?tp(r,e,t.detail??`is invalid`):i||=t.detail??t.title??``}return new $f(e[0]?.code??(t>=500?`internal`:`bad_request`),i||e[0]?.title||`The request failed.`,{status:t,fields:r,retryAfter:n})}function ip(e){if(!(e instanceof $f))return`Something went wrong. Please try again.`;switch(e.code){case`network`:return`Cannot reach the server. Check your connection and try again.`;case`unauthenticated`:return`Your session has ended. Please log in again.`;case`forbidden`:return e.message.includes(`CSRF`)?`Your session is out of date. Reload the page and try again.`:`You are not allowed to do this: ${e.message}`;case`rate_limited`:return`Too many attempts. Try again in ${ap(e.retryAfter??60)}.`;case`unavailable`:return`The server is temporarily unavailable. Try again in a moment.`;case`internal`:return`The server had a problem. Try again; if it persists, tell your administrator.`;case`validation_failed`:return Object.keys(e.fields).length>0?`Please correct the highlighted fields.`:e.message;default:return e.message}}function ap(e){if(e<60)return`${e} second${e===1?``:`s`}`;let t=Math.ceil(e/60);return`${t} minute${t===1?``:`s`}`}var op=``,sp=()=>{},cp=!1;function lp(e){op=e,e&&(cp=!1)}function up(){return cp}function dp(e){sp=e}function fp(){return{"X-CSRF-Token":op}}function pp(){cp=!0,sp()}async function mp(e,...[t]){let n;try{n=await fetch(`/graphql`,{method:`POST`,credentials:`same-origin`,headers:{"Content-Type":`application/json`,Accept:`application/json`,...fp()},body:JSON.stringify({query:e.toString(),variables:t??{}})})}catch{throw new $f(`network`,`Cannot reach the server.`)}let r={};try{r=await n.json()}catch{throw new $f(n.status>=500?`unavailable`:`bad_request`,n.statusText,{status:n.status})}if(r.errors?.length){let e=np(r.errors,n.status);throw e.code===`unauthenticated`&&pp(),e}if(!n.ok||r.data==null)throw new $f(n.status>=500?`unavailable`:`bad_request`,n.statusText,{status:n.status});return r.data}var $=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},hp=new $(`
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
    `,{fragmentName:`OrganizerFields`}),gp=new $(`
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
    `,{fragmentName:`VenueFields`}),_p=new $(`
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
}
    `,{fragmentName:`EventEditFields`}),vp=new $(`
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}
    `,{fragmentName:`CompanyProfileFields`}),yp=new $(`
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}
    `,{fragmentName:`JobEditorFields`}),bp={"\n  query Companies {\n    companies {\n      id\n      name\n      subdomain\n      email\n      website\n      active\n    }\n  }\n":new $(`
    query Companies {
  companies {
    id
    name
    subdomain
    email
    website
    active
  }
}
    `),"\n  query ApiKeys($companyId: ID!) {\n    apiKeys(companyId: $companyId) {\n      id\n      name\n      prefix\n      scopes\n      state\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n    }\n    apiKeyScopes\n  }\n":new $(`
    query ApiKeys($companyId: ID!) {
  apiKeys(companyId: $companyId) {
    id
    name
    prefix
    scopes
    state
    createdAt
    expiresAt
    revokedAt
    lastUsedAt
  }
  apiKeyScopes
}
    `),"\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n":new $(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      id
      name
      prefix
    }
  }
}
    `),"\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n":new $(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    state
  }
}
    `),"\n  query AppPasswords($userId: ID) {\n    appPasswords(userId: $userId) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n":new $(`
    query AppPasswords($userId: ID) {
  appPasswords(userId: $userId) {
    id
    name
    createdAt
    lastUsedAt
    revokedAt
  }
}
    `),"\n  query UserEmails {\n    users {\n      id\n      email\n    }\n  }\n":new $(`
    query UserEmails {
  users {
    id
    email
  }
}
    `),"\n  mutation CreateAppPassword($input: CreateAppPasswordInput!) {\n    createAppPassword(input: $input) {\n      password\n      appPassword {\n        id\n        name\n      }\n    }\n  }\n":new $(`
    mutation CreateAppPassword($input: CreateAppPasswordInput!) {
  createAppPassword(input: $input) {
    password
    appPassword {
      id
      name
    }
  }
}
    `),"\n  mutation RevokeAppPassword($id: ID!) {\n    revokeAppPassword(id: $id) {\n      id\n      revokedAt\n    }\n  }\n":new $(`
    mutation RevokeAppPassword($id: ID!) {
  revokeAppPassword(id: $id) {
    id
    revokedAt
  }
}
    `),"\n  query Users {\n    users {\n      id\n      email\n      name\n      role\n      active\n      createdAt\n      lastLoginAt\n    }\n  }\n":new $(`
    query Users {
  users {
    id
    email
    name
    role
    active
    createdAt
    lastLoginAt
  }
}
    `),"\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n":new $(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
    email
  }
}
    `),"\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      role\n      active\n    }\n  }\n":new $(`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    id
    name
    role
    active
  }
}
    `),"\n  mutation ResetUserPassword($id: ID!, $password: String!) {\n    resetUserPassword(id: $id, password: $password) {\n      id\n    }\n  }\n":new $(`
    mutation ResetUserPassword($id: ID!, $password: String!) {
  resetUserPassword(id: $id, password: $password) {
    id
  }
}
    `),"\n  query Webhooks($companyId: ID!) {\n    webhooks(companyId: $companyId) {\n      id\n      url\n      events\n      description\n      active\n      includePii\n      disabledReason\n      createdAt\n    }\n    webhookEventTypes\n  }\n":new $(`
    query Webhooks($companyId: ID!) {
  webhooks(companyId: $companyId) {
    id
    url
    events
    description
    active
    includePii
    disabledReason
    createdAt
  }
  webhookEventTypes
}
    `),"\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n":new $(`
    mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    secret
    webhook {
      id
      url
    }
  }
}
    `),"\n  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {\n    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {\n      id\n      active\n      disabledReason\n    }\n  }\n":new $(`
    mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {
  updateWebhook(companyId: $companyId, id: $id, input: {active: $active}) {
    id
    active
    disabledReason
  }
}
    `),"\n  mutation DeleteWebhook($companyId: ID!, $id: ID!) {\n    deleteWebhook(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation DeleteWebhook($companyId: ID!, $id: ID!) {
  deleteWebhook(companyId: $companyId, id: $id)
}
    `),"\n  mutation PingWebhook($companyId: ID!, $id: ID!) {\n    pingWebhook(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation PingWebhook($companyId: ID!, $id: ID!) {
  pingWebhook(companyId: $companyId, id: $id)
}
    `),"\n  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {\n    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {\n      id\n      messageId\n      eventType\n      attempt\n      succeeded\n      statusCode\n      response\n      error\n      durationMs\n      createdAt\n    }\n  }\n":new $(`
    query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {
  webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {
    id
    messageId
    eventType
    attempt
    succeeded
    statusCode
    response
    error
    durationMs
    createdAt
  }
}
    `),"\n  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)\n  }\n":new $(`
    mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {
  redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)
}
    `),"\n  fragment OrganizerFields on Organizer {\n    id\n    name\n    status\n    description\n    email\n    phone\n    website\n    image {\n      id\n      url\n    }\n  }\n":hp,"\n  mutation CreateOrganizer($input: OrganizerInput!) {\n    createOrganizer(input: $input) {\n      ...OrganizerFields\n    }\n  }\n":new $(`
    mutation CreateOrganizer($input: OrganizerInput!) {
  createOrganizer(input: $input) {
    ...OrganizerFields
  }
}
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
}`),"\n  mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {\n    updateOrganizer(id: $id, input: $input) {\n      ...OrganizerFields\n    }\n  }\n":new $(`
    mutation UpdateOrganizer($id: ID!, $input: OrganizerInput!) {
  updateOrganizer(id: $id, input: $input) {
    ...OrganizerFields
  }
}
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
}`),"\n  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...OrganizerFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n":new $(`
    query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
  organizers(
    filter: {search: $search, orderBy: $orderBy, order: $order}
    page: $page
    perPage: 20
  ) {
    nodes {
      ...OrganizerFields
      publishedAt
    }
    totalPages
  }
}
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
}`),"\n  mutation DeleteOrganizer($id: ID!) {\n    deleteOrganizer(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation DeleteOrganizer($id: ID!) {
  deleteOrganizer(id: $id) {
    id
  }
}
    `),"\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n    }\n  }\n":new $(`
    mutation CreateCategory($input: CategoryInput!) {
  createCategory(input: $input) {
    id
    name
  }
}
    `),"\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n":new $(`
    mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) {
    id
    name
  }
}
    `),"\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n":new $(`
    mutation CreateTag($input: TagInput!) {
  createTag(input: $input) {
    id
    name
  }
}
    `),"\n  mutation UpdateTag($id: ID!, $input: TagInput!) {\n    updateTag(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n":new $(`
    mutation UpdateTag($id: ID!, $input: TagInput!) {
  updateTag(id: $id, input: $input) {
    id
    name
  }
}
    `),"\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id) {
    id
  }
}
    `),"\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation DeleteTag($id: ID!) {
  deleteTag(id: $id) {
    id
  }
}
    `),"\n  fragment VenueFields on Venue {\n    id\n    name\n    status\n    description\n    address\n    city\n    province\n    state\n    stateProvince\n    zip\n    country\n    phone\n    website\n    lat\n    lng\n    showMap\n    showMapLink\n    image {\n      id\n      url\n    }\n  }\n":gp,"\n  mutation CreateVenue($input: VenueInput!) {\n    createVenue(input: $input) {\n      ...VenueFields\n    }\n  }\n":new $(`
    mutation CreateVenue($input: VenueInput!) {
  createVenue(input: $input) {
    ...VenueFields
  }
}
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
}`),"\n  mutation UpdateVenue($id: ID!, $input: VenueInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...VenueFields\n    }\n  }\n":new $(`
    mutation UpdateVenue($id: ID!, $input: VenueInput!) {
  updateVenue(id: $id, input: $input) {
    ...VenueFields
  }
}
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
}`),"\n  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {\n    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {\n      nodes {\n        ...VenueFields\n        publishedAt\n      }\n      totalPages\n    }\n  }\n":new $(`
    query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
  venues(
    filter: {search: $search, orderBy: $orderBy, order: $order}
    page: $page
    perPage: 20
  ) {
    nodes {
      ...VenueFields
      publishedAt
    }
    totalPages
  }
}
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
}`),"\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation DeleteVenue($id: ID!) {
  deleteVenue(id: $id) {
    id
  }
}
    `),"\n  fragment EventEditFields on Event {\n    id\n    slug\n    status\n    title\n    description\n    excerpt\n    timezone\n    allDay\n    start\n    end\n    venue {\n      id\n      name\n    }\n    organizers {\n      id\n      name\n    }\n    categories {\n      id\n    }\n    tags {\n      id\n      name\n    }\n    featured\n    sticky\n    hideFromListings\n    showMap\n    showMapLink\n    cost {\n      text\n      values\n      currencySymbol\n      currencyCode\n      currencyPosition\n    }\n    website\n    image {\n      id\n      url\n    }\n    passwordProtected\n    publishedAt\n  }\n":_p,"\n  query EventForEdit($id: ID!) {\n    event(id: $id) {\n      ...EventEditFields\n    }\n  }\n":new $(`
    query EventForEdit($id: ID!) {
  event(id: $id) {
    ...EventEditFields
  }
}
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
}`),"\n  query EventTextIn($id: ID!, $language: SiteLanguage!) {\n    event(id: $id, language: $language) {\n      title\n      description\n      excerpt\n    }\n  }\n":new $(`
    query EventTextIn($id: ID!, $language: SiteLanguage!) {
  event(id: $id, language: $language) {
    title
    description
    excerpt
  }
}
    `),"\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventEditFields\n    }\n  }\n":new $(`
    mutation CreateEvent($input: EventInput!) {
  createEvent(input: $input) {
    ...EventEditFields
  }
}
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
}`),"\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {\n    updateEvent(id: $id, input: $input, language: $language) {\n      ...EventEditFields\n    }\n  }\n":new $(`
    mutation UpdateEvent($id: ID!, $input: EventInput!, $language: SiteLanguage) {
  updateEvent(id: $id, input: $input, language: $language) {
    ...EventEditFields
  }
}
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
}`),"\n  mutation TrashEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      status\n    }\n  }\n":new $(`
    mutation TrashEvent($id: ID!) {
  deleteEvent(id: $id) {
    id
    status
  }
}
    `),"\n  mutation SetEventStatus($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n":new $(`
    mutation SetEventStatus($id: ID!, $input: EventInput!) {
  updateEvent(id: $id, input: $input) {
    id
    status
  }
}
    `),"\n  query EventCategories($id: ID!) {\n    event(id: $id) {\n      id\n      categories {\n        id\n      }\n    }\n  }\n":new $(`
    query EventCategories($id: ID!) {
  event(id: $id) {
    id
    categories {
      id
    }
  }
}
    `),"\n  query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {\n    events(filter: $filter, page: $page, perPage: $perPage) {\n      nodes {\n        id\n        title\n        status\n        start\n        end\n        startDate\n        endDate\n        timezone\n        allDay\n        featured\n        sticky\n        hideFromListings\n        passwordProtected\n        modifiedAt\n        venue {\n          id\n          name\n        }\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n":new $(`
    query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {
  events(filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      id
      title
      status
      start
      end
      startDate
      endDate
      timezone
      allDay
      featured
      sticky
      hideFromListings
      passwordProtected
      modifiedAt
      venue {
        id
        name
      }
    }
    page
    totalCount
    totalPages
  }
}
    `),"\n  query VenueStatus($id: ID!) {\n    venue(id: $id) {\n      id\n      name\n      status\n    }\n  }\n":new $(`
    query VenueStatus($id: ID!) {
  venue(id: $id) {
    id
    name
    status
  }
}
    `),"\n  query OrganizerStatus($id: ID!) {\n    organizer(id: $id) {\n      id\n      name\n      status\n    }\n  }\n":new $(`
    query OrganizerStatus($id: ID!) {
  organizer(id: $id) {
    id
    name
    status
  }
}
    `),"\n  mutation PublishVenue($id: ID!) {\n    updateVenue(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n":new $(`
    mutation PublishVenue($id: ID!) {
  updateVenue(id: $id, input: {status: PUBLISH}) {
    id
    status
  }
}
    `),"\n  mutation PublishOrganizer($id: ID!) {\n    updateOrganizer(id: $id, input: { status: PUBLISH }) {\n      id\n      status\n    }\n  }\n":new $(`
    mutation PublishOrganizer($id: ID!) {
  updateOrganizer(id: $id, input: {status: PUBLISH}) {
    id
    status
  }
}
    `),"\n  query CalendarSite {\n    calendarSite {\n      defaultLanguage\n      languages\n      timezone\n    }\n  }\n":new $(`
    query CalendarSite {
  calendarSite {
    defaultLanguage
    languages
    timezone
  }
}
    `),"\n  query VenueOptions($search: String) {\n    venues(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        city\n        status\n      }\n    }\n  }\n":new $(`
    query VenueOptions($search: String) {
  venues(filter: {search: $search}, perPage: 50) {
    nodes {
      id
      name
      city
      status
    }
  }
}
    `),"\n  query OrganizerOptions($search: String) {\n    organizers(filter: { search: $search }, perPage: 50) {\n      nodes {\n        id\n        name\n        email\n        status\n      }\n    }\n  }\n":new $(`
    query OrganizerOptions($search: String) {
  organizers(filter: {search: $search}, perPage: 50) {
    nodes {
      id
      name
      email
      status
    }
  }
}
    `),"\n  query CategoryPage($page: Int!, $search: String) {\n    categories(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n        parentId\n      }\n      totalPages\n    }\n  }\n":new $(`
    query CategoryPage($page: Int!, $search: String) {
  categories(
    filter: {hideEmpty: false, search: $search}
    page: $page
    perPage: 50
  ) {
    nodes {
      id
      name
      slug
      description
      count
      parentId
    }
    totalPages
  }
}
    `),"\n  query TagPage($page: Int!, $search: String) {\n    tags(filter: { hideEmpty: false, search: $search }, page: $page, perPage: 50) {\n      nodes {\n        id\n        name\n        slug\n        description\n        count\n      }\n      totalPages\n    }\n  }\n":new $(`
    query TagPage($page: Int!, $search: String) {
  tags(filter: {hideEmpty: false, search: $search}, page: $page, perPage: 50) {
    nodes {
      id
      name
      slug
      description
      count
    }
    totalPages
  }
}
    `),"\n  query ApplicationDetail($companyId: ID!, $id: ID!) {\n    application(companyId: $companyId, id: $id) {\n      id\n      jobId\n      firstName\n      lastName\n      email\n      phone\n      motivation\n      referrer\n      createdAt\n      education {\n        title\n        institution\n        shortDescription\n        dateFrom\n        dateTo\n      }\n      experience {\n        company\n        jobTitle\n        jobDescription\n        tasks\n        dateFrom\n        dateTo\n      }\n      curriculumVitae {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      photo {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n    }\n  }\n":new $(`
    query ApplicationDetail($companyId: ID!, $id: ID!) {
  application(companyId: $companyId, id: $id) {
    id
    jobId
    firstName
    lastName
    email
    phone
    motivation
    referrer
    createdAt
    education {
      title
      institution
      shortDescription
      dateFrom
      dateTo
    }
    experience {
      company
      jobTitle
      jobDescription
      tasks
      dateFrom
      dateTo
    }
    curriculumVitae {
      nameOriginal
      mediaType
      size
      downloadUrl
    }
    photo {
      nameOriginal
      mediaType
      size
      downloadUrl
    }
  }
}
    `),"\n  query ApplicationJob($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {\n      id\n      title\n    }\n  }\n":new $(`
    query ApplicationJob($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {
    id
    title
  }
}
    `),"\n  mutation DeleteApplication($companyId: ID!, $id: ID!) {\n    deleteApplication(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation DeleteApplication($companyId: ID!, $id: ID!) {
  deleteApplication(companyId: $companyId, id: $id)
}
    `),"\n  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {\n    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n        curriculumVitae {\n          id\n        }\n        photo {\n          id\n        }\n      }\n    }\n  }\n":new $(`
    query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {
  applications(
    companyId: $companyId
    jobId: $jobId
    createdFrom: $createdFrom
    createdBefore: $createdBefore
    page: $page
    perPage: $perPage
  ) {
    totalCount
    totalPages
    nodes {
      id
      jobId
      firstName
      lastName
      email
      createdAt
      curriculumVitae {
        id
      }
      photo {
        id
      }
    }
  }
}
    `),"\n  query JobTitles($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n":new $(`
    query JobTitles($companyId: ID!) {
  jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
    nodes {
      id
      title
      status
    }
  }
}
    `),"\n  fragment CompanyProfileFields on Company {\n    id\n    name\n    email\n    subdomain\n    active\n    domainAlias\n    domainAliasVerified\n    website\n    jobsiteUrl\n    corsOrigins\n    logoUrl\n    logoOriginalName\n    social {\n      facebook\n      linkedin\n      twitter\n      instagram\n    }\n    nl: description(language: NL)\n    fr: description(language: FR)\n    en: description(language: EN)\n  }\n":vp,"\n  query CompanyProfile($companyId: ID!) {\n    company(companyId: $companyId) {\n      ...CompanyProfileFields\n    }\n  }\n":new $(`
    query CompanyProfile($companyId: ID!) {
  company(companyId: $companyId) {
    ...CompanyProfileFields
  }
}
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}`),"\n  mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {\n    updateCompany(companyId: $companyId, input: $input) {\n      ...CompanyProfileFields\n    }\n  }\n":new $(`
    mutation UpdateCompany($companyId: ID!, $input: UpdateCompanyInput!) {
  updateCompany(companyId: $companyId, input: $input) {
    ...CompanyProfileFields
  }
}
    fragment CompanyProfileFields on Company {
  id
  name
  email
  subdomain
  active
  domainAlias
  domainAliasVerified
  website
  jobsiteUrl
  corsOrigins
  logoUrl
  logoOriginalName
  social {
    facebook
    linkedin
    twitter
    instagram
  }
  nl: description(language: NL)
  fr: description(language: FR)
  en: description(language: EN)
}`),"\n  fragment JobEditorFields on Job {\n    id\n    status\n    reference\n    defaultLanguage\n    employmentTypes\n    workplaceType\n    experienceLevel\n    salary { min max currency period }\n    hoursPerWeek { min max }\n    publishedAt\n    closesAt\n    categoryIds\n    locationIds\n    translations { language title slug summary description profile offer }\n    applicationForm { photo phone motivation curriculumVitae education experience }\n  }\n":yp,"\n  query JobEditor($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n":new $(`
    query JobEditor($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`),"\n  mutation CreateJob($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      ...JobEditorFields\n    }\n  }\n":new $(`
    mutation CreateJob($companyId: ID!, $input: JobInput!) {
  createJob(companyId: $companyId, input: $input) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`),"\n  mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      ...JobEditorFields\n    }\n  }\n":new $(`
    mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {
  updateJob(companyId: $companyId, id: $id, input: $input) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`),"\n  mutation DeleteJob($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation DeleteJob($companyId: ID!, $id: ID!) {
  deleteJob(companyId: $companyId, id: $id)
}
    `),"\n  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {\n    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {\n      totalCount\n      totalPages\n      page\n      nodes {\n        id\n        title\n        reference\n        status\n        languages\n        employmentTypes\n        workplaceType\n        publishedAt\n        closesAt\n        updatedAt\n        locations {\n          id\n          city\n        }\n      }\n    }\n  }\n":new $(`
    query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {
  jobs(
    companyId: $companyId
    filter: $filter
    sort: $sort
    page: $page
    perPage: $perPage
    language: [NL, FR, EN]
  ) {
    totalCount
    totalPages
    page
    nodes {
      id
      title
      reference
      status
      languages
      employmentTypes
      workplaceType
      publishedAt
      closesAt
      updatedAt
      locations {
        id
        city
      }
    }
  }
}
    `),"\n  mutation CreateLocation($companyId: ID!, $input: LocationInput!) {\n    createLocation(companyId: $companyId, input: $input) {\n      id\n      city\n    }\n  }\n":new $(`
    mutation CreateLocation($companyId: ID!, $input: LocationInput!) {
  createLocation(companyId: $companyId, input: $input) {
    id
    city
  }
}
    `),"\n  mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {\n    updateLocation(companyId: $companyId, id: $id, input: $input) {\n      id\n      city\n    }\n  }\n":new $(`
    mutation UpdateLocation($companyId: ID!, $id: ID!, $input: LocationInput!) {
  updateLocation(companyId: $companyId, id: $id, input: $input) {
    id
    city
  }
}
    `),"\n  query Locations($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      street\n      postalCode\n      city\n      country\n      phone\n      email\n      lat\n      lng\n    }\n  }\n":new $(`
    query Locations($companyId: ID!) {
  locations(companyId: $companyId) {
    id
    street
    postalCode
    city
    country
    phone
    email
    lat
    lng
  }
}
    `),"\n  mutation DeleteLocation($companyId: ID!, $id: ID!) {\n    deleteLocation(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation DeleteLocation($companyId: ID!, $id: ID!) {
  deleteLocation(companyId: $companyId, id: $id)
}
    `),"\n  mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {\n    setCompanyLogo(companyId: $companyId, file: $file) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n":new $(`
    mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {
  setCompanyLogo(companyId: $companyId, file: $file) {
    id
    logoUrl
    logoOriginalName
  }
}
    `),"\n  mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {\n    setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n":new $(`
    mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {
  setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {
    id
    logoUrl
    logoOriginalName
  }
}
    `),"\n  mutation RemoveCompanyLogo($companyId: ID!) {\n    removeCompanyLogo(companyId: $companyId) {\n      id\n      logoUrl\n      logoOriginalName\n    }\n  }\n":new $(`
    mutation RemoveCompanyLogo($companyId: ID!) {
  removeCompanyLogo(companyId: $companyId) {
    id
    logoUrl
    logoOriginalName
  }
}
    `),"\n  mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {\n    createJobCategory(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n":new $(`
    mutation CreateJobCategory($companyId: ID!, $input: JobCategoryInput!) {
  createJobCategory(companyId: $companyId, input: $input) {
    id
  }
}
    `),"\n  query CareersOptions($companyId: ID!) {\n    locations(companyId: $companyId) {\n      id\n      city\n      street\n    }\n    jobCategories(companyId: $companyId) {\n      id\n      name(language: EN)\n      nl: name(language: NL)\n    }\n  }\n":new $(`
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
    `),"\n  query JobForBulk($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n":new $(`
    query JobForBulk($companyId: ID!, $id: ID!) {
  job(companyId: $companyId, id: $id) {
    ...JobEditorFields
  }
}
    fragment JobEditorFields on Job {
  id
  status
  reference
  defaultLanguage
  employmentTypes
  workplaceType
  experienceLevel
  salary {
    min
    max
    currency
    period
  }
  hoursPerWeek {
    min
    max
  }
  publishedAt
  closesAt
  categoryIds
  locationIds
  translations {
    language
    title
    slug
    summary
    description
    profile
    offer
  }
  applicationForm {
    photo
    phone
    motivation
    curriculumVitae
    education
    experience
  }
}`),"\n  mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {\n    updateJob(companyId: $companyId, id: $id, input: $input) {\n      id\n      status\n    }\n  }\n":new $(`
    mutation UpdateJobForBulk($companyId: ID!, $id: ID!, $input: JobInput!) {
  updateJob(companyId: $companyId, id: $id, input: $input) {
    id
    status
  }
}
    `),"\n  mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {\n    createJob(companyId: $companyId, input: $input) {\n      id\n    }\n  }\n":new $(`
    mutation CreateJobCopy($companyId: ID!, $input: JobInput!) {
  createJob(companyId: $companyId, input: $input) {
    id
  }
}
    `),"\n  mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {\n    deleteJob(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation DeleteJobForBulk($companyId: ID!, $id: ID!) {
  deleteJob(companyId: $companyId, id: $id)
}
    `),"\n  query DashboardCareers($companyId: ID!) {\n    published: jobs(companyId: $companyId, filter: { statuses: [PUBLISHED] }, perPage: 1) {\n      totalCount\n    }\n    drafts: jobs(companyId: $companyId, filter: { statuses: [DRAFT] }, perPage: 1) {\n      totalCount\n    }\n    closed: jobs(companyId: $companyId, filter: { statuses: [CLOSED] }, perPage: 1) {\n      totalCount\n    }\n    applications(companyId: $companyId, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        jobId\n        firstName\n        lastName\n        email\n        createdAt\n      }\n    }\n  }\n":new $(`
    query DashboardCareers($companyId: ID!) {
  published: jobs(
    companyId: $companyId
    filter: {statuses: [PUBLISHED]}
    perPage: 1
  ) {
    totalCount
  }
  drafts: jobs(companyId: $companyId, filter: {statuses: [DRAFT]}, perPage: 1) {
    totalCount
  }
  closed: jobs(companyId: $companyId, filter: {statuses: [CLOSED]}, perPage: 1) {
    totalCount
  }
  applications(companyId: $companyId, perPage: 5) {
    totalCount
    nodes {
      id
      jobId
      firstName
      lastName
      email
      createdAt
    }
  }
}
    `),"\n  query DashboardJobTitle($id: ID!, $companyId: ID!) {\n    job(id: $id, companyId: $companyId) {\n      id\n      title\n    }\n  }\n":new $(`
    query DashboardJobTitle($id: ID!, $companyId: ID!) {
  job(id: $id, companyId: $companyId) {
    id
    title
  }
}
    `),"\n  query DashboardCalendar($now: DateTime!, $ever: DateTime!) {\n    upcoming: events(filter: { statuses: [PUBLISH], startsAfter: $now }, perPage: 5) {\n      totalCount\n      nodes {\n        id\n        title\n        start\n        allDay\n        timezone\n        venue {\n          id\n          name\n        }\n      }\n    }\n    drafts: events(filter: { statuses: [DRAFT], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    pending: events(filter: { statuses: [PENDING], startsAfter: $ever }, perPage: 1) {\n      totalCount\n    }\n    mediaImages(perPage: 1) {\n      totalCount\n    }\n  }\n":new $(`
    query DashboardCalendar($now: DateTime!, $ever: DateTime!) {
  upcoming: events(filter: {statuses: [PUBLISH], startsAfter: $now}, perPage: 5) {
    totalCount
    nodes {
      id
      title
      start
      allDay
      timezone
      venue {
        id
        name
      }
    }
  }
  drafts: events(filter: {statuses: [DRAFT], startsAfter: $ever}, perPage: 1) {
    totalCount
  }
  pending: events(filter: {statuses: [PENDING], startsAfter: $ever}, perPage: 1) {
    totalCount
  }
  mediaImages(perPage: 1) {
    totalCount
  }
}
    `),"\n  query MediaImageById($id: ID!) {\n    mediaImage(id: $id) {\n      id\n      url\n      name\n    }\n  }\n":new $(`
    query MediaImageById($id: ID!) {
  mediaImage(id: $id) {
    id
    url
    name
  }
}
    `),"\n  query MediaImages($page: Int!, $perPage: Int!, $search: String) {\n    mediaImages(page: $page, perPage: $perPage, search: $search) {\n      nodes {\n        id\n        url\n        name\n        mime\n        size\n        width\n        height\n        createdAt\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n":new $(`
    query MediaImages($page: Int!, $perPage: Int!, $search: String) {
  mediaImages(page: $page, perPage: $perPage, search: $search) {
    nodes {
      id
      url
      name
      mime
      size
      width
      height
      createdAt
    }
    page
    totalCount
    totalPages
  }
}
    `),"\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      url\n      name\n    }\n  }\n":new $(`
    mutation UploadImage($file: Upload!) {
  uploadImage(file: $file) {
    id
    url
    name
  }
}
    `),"\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n":new $(`
    mutation DeleteImage($id: ID!) {
  deleteImage(id: $id)
}
    `),"\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n":new $(`
    mutation CreateCompany($input: CreateCompanyInput!) {
  createCompany(input: $input) {
    id
    name
  }
}
    `)};function xp(e){return bp[e]??{}}function Sp({label:e=`Loading…`}){return(0,U.jsx)(ss,{py:`xl`,role:`status`,"aria-live":`polite`,children:(0,U.jsx)(Mo,{size:`md`,"aria-label":e})})}function Cp(e){return!(e instanceof $f)||[`network`,`unavailable`,`internal`,`rate_limited`,`timeout`].includes(e.code)}function wp({error:e,onRetry:t}){return(0,U.jsxs)(Go,{color:`red`,title:`Could not load`,role:`alert`,children:[ip(e),t&&Cp(e)&&(0,U.jsx)(`div`,{children:(0,U.jsx)(as,{variant:`light`,color:`red`,size:`xs`,mt:`sm`,onClick:t,children:`Try again`})})]})}export{la as $,v as $t,ds as A,ge as At,ho as B,I as Bt,md as C,ye as Ct,Cs as D,Ce as Dt,Fs as E,Oe as Et,Ho as F,ue as Ft,Ya as G,N as Gt,Ha as H,P as Ht,Lo as I,re as It,Ra as J,D as Jt,Za as K,A as Kt,Mo as L,B as Lt,as as M,pe as Mt,Xo as N,fe as Nt,ws as O,ve as Ot,Go as P,de as Pt,sa as Q,b as Qt,wo as R,z as Rt,ud as S,je as St,Ds as T,xe as Tt,so as U,j as Ut,uo as V,ee as Vt,Ua as W,M as Wt,ro as X,C as Xt,to as Y,E as Yt,da as Z,y as Zt,Yd as _,G as _t,mp as a,u as an,Vi as at,Md as b,He as bt,lp as c,i as cn,Yt as ct,ip as d,Rt as dt,x as en,ua as et,ep as f,zt as ft,Jd as g,ct as gt,zf as h,dt as ht,fp as i,p as in,ca as it,ss as j,me as jt,vs as k,_e as kt,dp as l,n as ln,K as lt,rp as m,Pt as mt,Sp as n,_ as nn,ia as nt,pp as o,l as on,Yn as ot,np as p,It as pt,$a as q,k as qt,xp as r,h as rn,aa as rt,up as s,c as sn,dn as st,wp as t,g as tn,oa as tt,$f as u,Vt as ut,Wd as v,W as vt,Gf as w,be as wt,sd as x,Pe as xt,If as y,Ue as yt,vo as z,R as zt};