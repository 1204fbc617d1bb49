import{n as e,t}from"./rolldown-runtime-WkwZ5CU-.js";function n(e){return Object.keys(e)}function r(e){return e&&typeof e==`object`&&!Array.isArray(e)}function i(e,t){let n={...e},a=t;return r(e)&&r(t)&&Object.keys(t).forEach(t=>{r(a[t])&&t in e?n[t]=i(n[t],a[t]):n[t]=a[t]}),n}function a(e){return e.replace(/[A-Z]/g,e=>`-${e.toLowerCase()}`)}function o(e){return e===`0rem`?`0rem`:`calc(${e} * var(--mantine-scale))`}function s(e,{shouldScale:t=!1}={}){function n(r){if(r===0||r===`0`)return`0${e}`;if(typeof r==`number`){let n=`${r/16}${e}`;return t?o(n):n}if(typeof r==`string`){if(r===``||r.startsWith(`calc(`)||r.startsWith(`clamp(`)||r.includes(`rgba(`))return r;if(r.includes(`,`))return r.split(`,`).map(e=>n(e)).join(`,`);if(r.includes(` `))return r.split(` `).map(e=>n(e)).join(` `);let i=r.replace(`px`,``);if(!Number.isNaN(Number(i))){let n=`${Number(i)/16}${e}`;return t?o(n):n}}return r}return n}var c=s(`rem`,{shouldScale:!0}),l=s(`em`);function u(e){return Object.keys(e).reduce((t,n)=>(e[n]!==void 0&&(t[n]=e[n]),t),{})}function d(e){if(typeof e==`number`)return!0;if(typeof e==`string`){if(e.startsWith(`calc(`)||e.startsWith(`var(`)||e.includes(` `)&&e.trim()!==``)return!0;let t=/^[+-]?[0-9]+(\.[0-9]+)?(px|em|rem|ex|ch|lh|rlh|vw|vh|vmin|vmax|vb|vi|svw|svh|lvw|lvh|dvw|dvh|cm|mm|in|pt|pc|q|cqw|cqh|cqi|cqb|cqmin|cqmax|%)?$/;return e.trim().split(/\s+/).every(e=>t.test(e))}return!1}var f=t((e=>{var t=Symbol.for(`react.transitional.element`),n=Symbol.for(`react.portal`),r=Symbol.for(`react.fragment`),i=Symbol.for(`react.strict_mode`),a=Symbol.for(`react.profiler`),o=Symbol.for(`react.consumer`),s=Symbol.for(`react.context`),c=Symbol.for(`react.forward_ref`),l=Symbol.for(`react.suspense`),u=Symbol.for(`react.memo`),d=Symbol.for(`react.lazy`),f=Symbol.for(`react.activity`),p=Symbol.for(`react.view_transition`),m=Symbol.iterator;function h(e){return typeof e!=`object`||!e?null:(e=m&&e[m]||e[`@@iterator`],typeof e==`function`?e:null)}var g={isMounted:function(){return!1},enqueueForceUpdate:function(){},enqueueReplaceState:function(){},enqueueSetState:function(){}},_=Object.assign,v={};function y(e,t,n){this.props=e,this.context=t,this.refs=v,this.updater=n||g}y.prototype.isReactComponent={},y.prototype.setState=function(e,t){if(typeof e!=`object`&&typeof e!=`function`&&e!=null)throw Error(`takes an object of state variables to update or a function which returns an object of state variables.`);this.updater.enqueueSetState(this,e,t,`setState`)},y.prototype.forceUpdate=function(e){this.updater.enqueueForceUpdate(this,e,`forceUpdate`)};function b(){}b.prototype=y.prototype;function x(e,t,n){this.props=e,this.context=t,this.refs=v,this.updater=n||g}var S=x.prototype=new b;S.constructor=x,_(S,y.prototype),S.isPureReactComponent=!0;var C=Array.isArray;function w(){}var T={H:null,A:null,T:null,S:null},E=Object.prototype.hasOwnProperty;function D(e,n,r){var i=r.ref;return{$$typeof:t,type:e,key:n,ref:i===void 0?null:i,props:r}}function O(e,t){return D(e.type,t,e.props)}function k(e){return typeof e==`object`&&!!e&&e.$$typeof===t}function A(e){var t={"=":`=0`,":":`=2`};return`$`+e.replace(/[=:]/g,function(e){return t[e]})}var j=/\/+/g;function M(e,t){return typeof e==`object`&&e&&e.key!=null?A(``+e.key):t.toString(36)}function N(e){switch(e.status){case`fulfilled`:return e.value;case`rejected`:throw e.reason;default:switch(typeof e.status==`string`?e.then(w,w):(e.status=`pending`,e.then(function(t){e.status===`pending`&&(e.status=`fulfilled`,e.value=t)},function(t){e.status===`pending`&&(e.status=`rejected`,e.reason=t)})),e.status){case`fulfilled`:return e.value;case`rejected`:throw e.reason}}throw e}function P(e,r,i,a,o){var s=typeof e;(s===`undefined`||s===`boolean`)&&(e=null);var c=!1;if(e===null)c=!0;else switch(s){case`bigint`:case`string`:case`number`:c=!0;break;case`object`:switch(e.$$typeof){case t:case n:c=!0;break;case d:return c=e._init,P(c(e._payload),r,i,a,o)}}if(c)return o=o(e),c=a===``?`.`+M(e,0):a,C(o)?(i=``,c!=null&&(i=c.replace(j,`$&/`)+`/`),P(o,r,i,``,function(e){return e})):o!=null&&(k(o)&&(o=O(o,i+(o.key==null||e&&e.key===o.key?``:(``+o.key).replace(j,`$&/`)+`/`)+c)),r.push(o)),1;c=0;var l=a===``?`.`:a+`:`;if(C(e))for(var u=0;u<e.length;u++)a=e[u],s=l+M(a,u),c+=P(a,r,i,s,o);else if(u=h(e),typeof u==`function`)for(e=u.call(e),u=0;!(a=e.next()).done;)a=a.value,s=l+M(a,u++),c+=P(a,r,i,s,o);else if(s===`object`){if(typeof e.then==`function`)return P(N(e),r,i,a,o);throw r=String(e),Error(`Objects are not valid as a React child (found: `+(r===`[object Object]`?`object with keys {`+Object.keys(e).join(`, `)+`}`:r)+`). If you meant to render a collection of children, use an array instead.`)}return c}function ee(e,t,n){if(e==null)return e;var r=[],i=0;return P(e,r,``,``,function(e){return t.call(n,e,i++)}),r}function te(e){if(e._status===-1){var t=e._result,n=t();n.then(function(t){(e._status===0||e._status===-1)&&(e._status=1,e._result=t,n.status===void 0&&(n.status=`fulfilled`,n.value=t))},function(t){(e._status===0||e._status===-1)&&(e._status=2,e._result=t,n.status===void 0&&(n.status=`rejected`,n.reason=t))}),e._status===-1&&(e._status=0,e._result=n)}if(e._status===1)return e._result.default;throw e._result}var F=typeof reportError==`function`?reportError:function(e){if(typeof window==`object`&&typeof window.ErrorEvent==`function`){var t=new window.ErrorEvent(`error`,{bubbles:!0,cancelable:!0,message:typeof e==`object`&&e&&typeof e.message==`string`?String(e.message):String(e),error:e});if(!window.dispatchEvent(t))return}else if(typeof process==`object`&&typeof process.emit==`function`){process.emit(`uncaughtException`,e);return}console.error(e)};function I(e){var t=T.T,n={};n.types=t===null?null:t.types,T.T=n;try{var r=e(),i=T.S;i!==null&&i(n,r),typeof r==`object`&&r&&typeof r.then==`function`&&r.then(w,F)}catch(e){F(e)}finally{t!==null&&n.types!==null&&(t.types=n.types),T.T=t}}function L(e){var t=T.T;if(t!==null){var n=t.types;n===null?t.types=[e]:n.indexOf(e)===-1&&n.push(e)}else I(L.bind(null,e))}var ne={map:ee,forEach:function(e,t,n){ee(e,function(){t.apply(this,arguments)},n)},count:function(e){var t=0;return ee(e,function(){t++}),t},toArray:function(e){return ee(e,function(e){return e})||[]},only:function(e){if(!k(e))throw Error(`React.Children.only expected to receive a single React element child.`);return e}};e.Activity=f,e.Children=ne,e.Component=y,e.Fragment=r,e.Profiler=a,e.PureComponent=x,e.StrictMode=i,e.Suspense=l,e.ViewTransition=p,e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=T,e.__COMPILER_RUNTIME={__proto__:null,c:function(e){return T.H.useMemoCache(e)}},e.addTransitionType=L,e.cache=function(e){return function(){return e.apply(null,arguments)}},e.cacheSignal=function(){return null},e.cloneElement=function(e,t,n){if(e==null)throw Error(`The argument must be a React element, but you passed `+e+`.`);var r=_({},e.props),i=e.key;if(t!=null)for(a in t.key!==void 0&&(i=``+t.key),t)!E.call(t,a)||a===`key`||a===`__self`||a===`__source`||a===`ref`&&t.ref===void 0||(r[a]=t[a]);var a=arguments.length-2;if(a===1)r.children=n;else if(1<a){for(var o=Array(a),s=0;s<a;s++)o[s]=arguments[s+2];r.children=o}return D(e.type,i,r)},e.createContext=function(e){return e={$$typeof:s,_currentValue:e,_currentValue2:e,_threadCount:0,Provider:null,Consumer:null},e.Provider=e,e.Consumer={$$typeof:o,_context:e},e},e.createElement=function(e,t,n){var r,i={},a=null;if(t!=null)for(r in t.key!==void 0&&(a=``+t.key),t)E.call(t,r)&&r!==`key`&&r!==`__self`&&r!==`__source`&&(i[r]=t[r]);var o=arguments.length-2;if(o===1)i.children=n;else if(1<o){for(var s=Array(o),c=0;c<o;c++)s[c]=arguments[c+2];i.children=s}if(e&&e.defaultProps)for(r in o=e.defaultProps,o)i[r]===void 0&&(i[r]=o[r]);return D(e,a,i)},e.createRef=function(){return{current:null}},e.forwardRef=function(e){return{$$typeof:c,render:e}},e.isValidElement=k,e.lazy=function(e){return{$$typeof:d,_payload:{_status:-1,_result:e},_init:te}},e.memo=function(e,t){return{$$typeof:u,type:e,compare:t===void 0?null:t}},e.startTransition=I,e.unstable_useCacheRefresh=function(){return T.H.useCacheRefresh()},e.use=function(e){return T.H.use(e)},e.useActionState=function(e,t,n){return T.H.useActionState(e,t,n)},e.useCallback=function(e,t){return T.H.useCallback(e,t)},e.useContext=function(e){return T.H.useContext(e)},e.useDebugValue=function(){},e.useDeferredValue=function(e,t){return T.H.useDeferredValue(e,t)},e.useEffect=function(e,t){return T.H.useEffect(e,t)},e.useEffectEvent=function(e){return T.H.useEffectEvent(e)},e.useId=function(){return T.H.useId()},e.useImperativeHandle=function(e,t,n){return T.H.useImperativeHandle(e,t,n)},e.useInsertionEffect=function(e,t){return T.H.useInsertionEffect(e,t)},e.useLayoutEffect=function(e,t){return T.H.useLayoutEffect(e,t)},e.useMemo=function(e,t){return T.H.useMemo(e,t)},e.useOptimistic=function(e,t){return T.H.useOptimistic(e,t)},e.useReducer=function(e,t,n){return T.H.useReducer(e,t,n)},e.useRef=function(e){return T.H.useRef(e)},e.useState=function(e){return T.H.useState(e)},e.useSyncExternalStore=function(e,t,n){return T.H.useSyncExternalStore(e,t,n)},e.useTransition=function(){return T.H.useTransition()},e.version=`19.3.1`})),p=t(((e,t)=>{t.exports=f()})),m=e(p(),1);function h(e){let t=(0,m.createContext)(null);return[t,()=>{let n=(0,m.use)(t);if(n===null)throw Error(e);return n}]}function g(e,t=`size`,n=!0){if(e!==void 0)return d(e)?n?c(e):e:`var(--${t}-${e})`}function _(e){return g(e,`mantine-spacing`)}function v(e){return e===void 0?`var(--mantine-radius-default)`:g(e,`mantine-radius`)}function y(e){return g(e,`mantine-font-size`)}function b(e){return g(e,`mantine-line-height`,!1)}function x(e){if(e)return g(e,`mantine-shadow`,!1)}function S(e=`mantine-`){return`${e}${Math.random().toString(36).slice(2,11)}`}function C(e){let t=(0,m.useRef)(e);return(0,m.useEffect)(()=>{t.current=e}),(0,m.useMemo)(()=>((...e)=>t.current?.(...e)),[])}function w(e,t){let{delay:n,flushOnUnmount:r,leading:i,maxWait:a}=typeof t==`number`?{delay:t,flushOnUnmount:!1,leading:!1,maxWait:void 0}:t,o=C(e),s=(0,m.useRef)(0),c=(0,m.useRef)(0),l=(0,m.useRef)(null),u=(0,m.useMemo)(()=>{let e=Object.assign((...t)=>{window.clearTimeout(s.current),l.current=t;let r=e._isFirstCall;e._isFirstCall=!1;function u(){window.clearTimeout(s.current),window.clearTimeout(c.current),s.current=0,c.current=0,e._isFirstCall=!0,e._hasPendingCallback=!1}function d(){a!==void 0&&c.current===0&&(c.current=window.setTimeout(()=>{if(c.current=0,s.current!==0&&e._hasPendingCallback){let e=l.current;u(),o(...e)}},a))}if(i&&r){o(...t),e.flush=()=>{s.current!==0&&u()},e.cancel=()=>{u()},s.current=window.setTimeout(()=>{u()},n),d();return}if(i&&!r){e._hasPendingCallback=!0,e.flush=()=>{s.current!==0&&(u(),o(...t))},e.cancel=()=>{u()},s.current=window.setTimeout(()=>{u()},n),d();return}e._hasPendingCallback=!0;let f=()=>{s.current!==0&&(u(),o(...t))};e.flush=f,e.cancel=()=>{u()},s.current=window.setTimeout(f,n),d()},{flush:()=>{},cancel:()=>{},isPending:()=>e._hasPendingCallback,_isFirstCall:!0,_hasPendingCallback:!1});return e},[o,n,i,a]);return(0,m.useEffect)(()=>()=>{r?u.flush():u.cancel()},[u,r]),u}function T(e,t){if(typeof t==`boolean`)return t;if(typeof window<`u`&&`matchMedia`in window)try{return window.matchMedia(e).matches}catch{return!1}return!1}function E(e,t,{getInitialValueInEffect:n}={getInitialValueInEffect:!0}){let[r,i]=(0,m.useState)(n?t:T(e));return(0,m.useEffect)(()=>{try{if(`matchMedia`in window){let t=window.matchMedia(e);i(t.matches);let n=e=>i(e.matches);return t.addEventListener(`change`,n),()=>{t.removeEventListener(`change`,n)}}}catch{return}},[e]),r||!1}var D=typeof document<`u`?m.useLayoutEffect:m.useEffect;function O(e,t){return e.length!==t.length||t.some((t,n)=>!Object.is(t,e[n]))}function k(e,t){let n=(0,m.useRef)(!1),r=(0,m.useRef)(null),i=(0,m.useRef)(void 0),a={};(0,m.useEffect)(()=>{let o=r.current===a,s=i.current;if(r.current=a,i.current=t,!n.current)n.current=!0;else if(!o&&!(t&&s&&!O(s,t)))return e()},t)}function A(e){let t=(0,m.useId)(),[n,r]=(0,m.useState)(`mantine-${t.replace(/:/g,``)}`),i=(0,m.useRef)(!1);return D(()=>{i.current||(i.current=!0,r(S()))},[]),typeof e==`string`?e:n}function j(e,t){if(typeof e==`function`)return e(t);typeof e==`object`&&e&&`current`in e&&(e.current=t)}function M(...e){let t=new Map;return n=>{if(e.forEach(e=>{let r=j(e,n);r&&t.set(e,r)}),t.size>0)return()=>{e.forEach(e=>{let n=t.get(e);n&&typeof n==`function`?n():j(e,null)}),t.clear()}}}function N(...e){return(0,m.useCallback)(M(...e),e)}function P(e,t){return E(`(prefers-reduced-motion: reduce)`,e,t)}var ee=t((e=>{var t=p();function n(e){var t=`https://react.dev/errors/`+e;if(1<arguments.length){t+=`?args[]=`+encodeURIComponent(arguments[1]);for(var n=2;n<arguments.length;n++)t+=`&args[]=`+encodeURIComponent(arguments[n])}return`Minified React error #`+e+`; visit `+t+` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`}function r(){}var i={d:{f:r,r:function(){throw Error(n(522))},D:r,C:r,L:r,m:r,X:r,S:r,M:r},p:0,findDOMNode:null},a=Symbol.for(`react.portal`),o=Symbol.for(`react.recoverable`),s=Symbol.for(`react.optimistic_key`);function c(e,t,n){var r=3<arguments.length&&arguments[3]!==void 0?arguments[3]:null;return{$$typeof:a,key:r==null?null:r===s?s:``+r,children:e,containerInfo:t,implementation:n}}var l=t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;function u(e,t){if(e===`font`)return``;if(typeof t==`string`)return t===`use-credentials`?t:``}e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=i,e.browser=function(e){return{$$typeof:o,_reason:e}},e.createPortal=function(e,t){var r=2<arguments.length&&arguments[2]!==void 0?arguments[2]:null;if(!t||t.nodeType!==1&&t.nodeType!==9&&t.nodeType!==11)throw Error(n(299));return c(e,t,null,r)},e.flushSync=function(e){var t=l.T,n=i.p;try{if(l.T=null,i.p=2,e)return e()}finally{l.T=t,i.p=n,i.d.f()}},e.preconnect=function(e,t){typeof e==`string`&&(t?(t=t.crossOrigin,t=typeof t==`string`?t===`use-credentials`?t:``:void 0):t=null,i.d.C(e,t))},e.prefetchDNS=function(e){typeof e==`string`&&i.d.D(e)},e.preinit=function(e,t){if(typeof e==`string`&&t&&typeof t.as==`string`){var n=t.as,r=u(n,t.crossOrigin),a=typeof t.integrity==`string`?t.integrity:void 0,o=typeof t.fetchPriority==`string`?t.fetchPriority:void 0;n===`style`?i.d.S(e,typeof t.precedence==`string`?t.precedence:void 0,{crossOrigin:r,integrity:a,fetchPriority:o}):n===`script`&&i.d.X(e,{crossOrigin:r,integrity:a,fetchPriority:o,nonce:typeof t.nonce==`string`?t.nonce:void 0})}},e.preinitModule=function(e,t){if(typeof e==`string`){if(typeof t==`object`&&t){if(t.as==null||t.as===`script`){var n=u(t.as,t.crossOrigin);i.d.M(e,{crossOrigin:n,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0})}}else t??i.d.M(e)}},e.preload=function(e,t){if(typeof e==`string`&&typeof t==`object`&&t&&typeof t.as==`string`){var n=t.as,r=u(n,t.crossOrigin);i.d.L(e,n,{crossOrigin:r,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,type:typeof t.type==`string`?t.type:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0,referrerPolicy:typeof t.referrerPolicy==`string`?t.referrerPolicy:void 0,imageSrcSet:typeof t.imageSrcSet==`string`?t.imageSrcSet:void 0,imageSizes:typeof t.imageSizes==`string`?t.imageSizes:void 0,media:typeof t.media==`string`?t.media:void 0})}},e.preloadModule=function(e,t){if(typeof e==`string`){if(t){var n=u(t.as,t.crossOrigin);i.d.m(e,{as:typeof t.as==`string`&&t.as!==`script`?t.as:void 0,crossOrigin:n,integrity:typeof t.integrity==`string`?t.integrity:void 0,nonce:typeof t.nonce==`string`?t.nonce:void 0,fetchPriority:typeof t.fetchPriority==`string`?t.fetchPriority:void 0})}else i.d.m(e)}},e.requestFormReset=function(e){i.d.r(e)},e.unstable_batchedUpdates=function(e,t){return e(t)},e.useFormState=function(e,t,n){return l.H.useFormState(e,t,n)},e.useFormStatus=function(){return l.H.useHostTransitionStatus()},e.version=`19.3.1`})),te=t(((e,t)=>{function n(){if(typeof __REACT_DEVTOOLS_GLOBAL_HOOK__<`u`&&typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE==`function`)try{__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n)}catch(e){console.error(e)}}n(),t.exports=ee()}));function F(e){return e}function I(e){var t,n,r=``;if(typeof e==`string`||typeof e==`number`)r+=e;else if(typeof e==`object`){if(Array.isArray(e)){var i=e.length;for(t=0;t<i;t++)e[t]&&(n=I(e[t]))&&(r&&(r+=` `),r+=n)}else for(n in e)e[n]&&(r&&(r+=` `),r+=n)}return r}function L(){for(var e,t,n=0,r=``,i=arguments.length;n<i;n++)(e=arguments[n])&&(t=I(e))&&(r&&(r+=` `),r+=t);return r}var ne={};function re(e){let t={};return e.forEach(e=>{Object.entries(e).forEach(([e,n])=>{t[e]?t[e]=L(t[e],n):t[e]=n})}),t}function ie({theme:e,classNames:t,props:n,stylesCtx:r}){return re((Array.isArray(t)?t:[t]).map(t=>typeof t==`function`?t(e,n,r):t||ne))}function ae({theme:e,styles:t,props:n,stylesCtx:r}){let i=Array.isArray(t)?t:[t],a={};for(let t of i)typeof t==`function`?Object.assign(a,t(e,n,r)):t&&Object.assign(a,t);return a}function oe(e,t){return typeof e.primaryShade==`number`?e.primaryShade:t===`dark`?e.primaryShade.dark:e.primaryShade.light}function se(e){return/^#?([0-9A-F]{3}){1,2}([0-9A-F]{2})?$/i.test(e)}function ce(e){let t=e.replace(`#`,``);if(t.length===3){let e=t.split(``);t=[e[0],e[0],e[1],e[1],e[2],e[2]].join(``)}if(t.length===8){let e=parseInt(t.slice(6,8),16)/255;return{r:parseInt(t.slice(0,2),16),g:parseInt(t.slice(2,4),16),b:parseInt(t.slice(4,6),16),a:e}}let n=parseInt(t,16);return{r:n>>16&255,g:n>>8&255,b:n&255,a:1}}function le(e){let[t,n,r,i]=e.replace(/[^0-9,./]/g,``).split(/[/,]/).map(Number);return{r:t,g:n,b:r,a:i===void 0?1:i}}function ue(e){let t=e.match(/^hsla?\(\s*(\d+)\s*,\s*(\d+%)\s*,\s*(\d+%)\s*(,\s*(0?\.\d+|\d+(\.\d+)?))?\s*\)$/i);if(!t)return{r:0,g:0,b:0,a:1};let n=parseInt(t[1],10),r=parseInt(t[2],10)/100,i=parseInt(t[3],10)/100,a=t[5]?parseFloat(t[5]):void 0,o=(1-Math.abs(2*i-1))*r,s=n/60,c=o*(1-Math.abs(s%2-1)),l=i-o/2,u,d,f;return s>=0&&s<1?(u=o,d=c,f=0):s>=1&&s<2?(u=c,d=o,f=0):s>=2&&s<3?(u=0,d=o,f=c):s>=3&&s<4?(u=0,d=c,f=o):s>=4&&s<5?(u=c,d=0,f=o):(u=o,d=0,f=c),{r:Math.round((u+l)*255),g:Math.round((d+l)*255),b:Math.round((f+l)*255),a:a||1}}function de(e){return se(e)?ce(e):e.startsWith(`rgb`)?le(e):e.startsWith(`hsl`)?ue(e):{r:0,g:0,b:0,a:1}}function fe(e){return e<=.03928?e/12.92:((e+.055)/1.055)**2.4}function pe(e){let t=e.match(/oklch\((.*?)%\s/);return t?parseFloat(t[1]):null}function me(e){if(e.startsWith(`oklch(`))return(pe(e)||0)/100;let{r:t,g:n,b:r}=de(e),i=t/255,a=n/255,o=r/255,s=fe(i),c=fe(a),l=fe(o);return .2126*s+.7152*c+.0722*l}function he(e,t=.179){return!e.startsWith(`var(`)&&me(e)>t}function ge({color:e,theme:t,colorScheme:n}){if(typeof e!=`string`)throw Error(`[@mantine/core] Failed to parse color. Expected color to be a string, instead got ${typeof e}`);if(e===`bright`)return{color:e,value:n===`dark`?t.white:t.black,shade:void 0,isThemeColor:!1,isLight:he(n===`dark`?t.white:t.black,t.luminanceThreshold),variable:`--mantine-color-bright`};if(e===`dimmed`)return{color:e,value:n===`dark`?t.colors.dark[2]:t.colors.gray[7],shade:void 0,isThemeColor:!1,isLight:he(n===`dark`?t.colors.dark[2]:t.colors.gray[6],t.luminanceThreshold),variable:`--mantine-color-dimmed`};if(e===`white`||e===`black`)return{color:e,value:e===`white`?t.white:t.black,shade:void 0,isThemeColor:!1,isLight:he(e===`white`?t.white:t.black,t.luminanceThreshold),variable:`--mantine-color-${e}`};let[r,i]=e.split(`.`),a=i?Number(i):void 0,o=r in t.colors;if(o){let e=a===void 0?t.colors[r][oe(t,n||`light`)]:t.colors[r][a];return{color:r,value:e,shade:a,isThemeColor:o,isLight:he(e,t.luminanceThreshold),variable:i?`--mantine-color-${r}-${a}`:`--mantine-color-${r}-filled`}}return{color:e,value:e,isThemeColor:o,isLight:he(e,t.luminanceThreshold),shade:a,variable:void 0}}function _e(e,t){let n=ge({color:e||t.primaryColor,theme:t});return n.variable?`var(${n.variable})`:e}function ve(e){return!!e&&typeof e==`object`&&`mantine-virtual-color`in e}function ye(e,t){if(e.startsWith(`var(`))return`color-mix(in srgb, ${e}, black ${t*100}%)`;let{r:n,g:r,b:i,a}=de(e),o=1-t,s=e=>Math.round(e*o);return`rgba(${s(n)}, ${s(r)}, ${s(i)}, ${a})`}function be(e,t){let n={from:e?.from||t.defaultGradient.from,to:e?.to||t.defaultGradient.to,deg:e?.deg??t.defaultGradient.deg??0},r=_e(n.from,t),i=_e(n.to,t);return`linear-gradient(${n.deg}deg, ${r} 0%, ${i} 100%)`}function xe(e,t){if(typeof e!=`string`||t>1||t<0)return`rgba(0, 0, 0, 1)`;if(e.startsWith(`var(`))return`color-mix(in srgb, ${e}, transparent ${(1-t)*100}%)`;if(e.startsWith(`oklch`))return e.includes(`/`)?e.replace(/\/\s*[\d.]+\s*\)/,`/ ${t})`):e.replace(`)`,` / ${t})`);let{r:n,g:r,b:i}=de(e);return`rgba(${n}, ${r}, ${i}, ${t})`}var Se=xe,Ce=({color:e,theme:t,variant:n,gradient:r,autoContrast:i})=>{let a=ge({color:e,theme:t}),o=typeof i==`boolean`?i:t.autoContrast;if(n===`none`)return{background:`transparent`,hover:`transparent`,color:`inherit`,border:`none`};if(n===`filled`){let n=a.isThemeColor&&a.shade===void 0&&ve(t.colors[a.color]),r=o?n?`var(--mantine-color-${a.color}-contrast)`:a.isLight?`var(--mantine-color-black)`:`var(--mantine-color-white)`:`var(--mantine-color-white)`;return a.isThemeColor?a.shade===void 0?{background:`var(--mantine-color-${e}-filled)`,hover:`var(--mantine-color-${e}-filled-hover)`,color:r,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-${a.color}-${a.shade})`,hover:`var(--mantine-color-${a.color}-${a.shade===9?8:a.shade+1})`,color:r,border:`${c(1)} solid transparent`}:{background:e,hover:ye(e,.1),color:r,border:`${c(1)} solid transparent`}}if(n===`light`){if(a.isThemeColor){if(a.shade===void 0)return{background:`var(--mantine-color-${e}-light)`,hover:`var(--mantine-color-${e}-light-hover)`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`};let n=t.colors[a.color][a.shade];return{background:n,hover:ye(n,.1),color:`var(--mantine-color-${a.color}-light-color)`,border:`${c(1)} solid transparent`}}return{background:xe(e,.1),hover:xe(e,.12),color:e,border:`${c(1)} solid transparent`}}if(n===`outline`)return a.isThemeColor?a.shade===void 0?{background:`transparent`,hover:`var(--mantine-color-${e}-outline-hover)`,color:`var(--mantine-color-${e}-outline)`,border:`${c(1)} solid var(--mantine-color-${e}-outline)`}:{background:`transparent`,hover:xe(t.colors[a.color][a.shade],.05),color:`var(--mantine-color-${a.color}-${a.shade})`,border:`${c(1)} solid var(--mantine-color-${a.color}-${a.shade})`}:{background:`transparent`,hover:xe(e,.05),color:e,border:`${c(1)} solid ${e}`};if(n===`subtle`){if(a.isThemeColor){if(a.shade===void 0)return{background:`transparent`,hover:`var(--mantine-color-${e}-light-hover)`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`};let n=t.colors[a.color][a.shade];return{background:`transparent`,hover:xe(n,.12),color:`var(--mantine-color-${a.color}-${Math.min(a.shade,6)})`,border:`${c(1)} solid transparent`}}return{background:`transparent`,hover:xe(e,.12),color:e,border:`${c(1)} solid transparent`}}return n===`transparent`?a.isThemeColor?a.shade===void 0?{background:`transparent`,hover:`transparent`,color:`var(--mantine-color-${e}-light-color)`,border:`${c(1)} solid transparent`}:{background:`transparent`,hover:`transparent`,color:`var(--mantine-color-${a.color}-${Math.min(a.shade,6)})`,border:`${c(1)} solid transparent`}:{background:`transparent`,hover:`transparent`,color:e,border:`${c(1)} solid transparent`}:n===`white`?a.isThemeColor?a.shade===void 0?{background:`var(--mantine-color-white)`,hover:ye(t.white,.01),color:`var(--mantine-color-${e}-filled)`,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-white)`,hover:ye(t.white,.01),color:`var(--mantine-color-${a.color}-${a.shade})`,border:`${c(1)} solid transparent`}:{background:`var(--mantine-color-white)`,hover:ye(t.white,.01),color:e,border:`${c(1)} solid transparent`}:n===`gradient`?{background:be(r,t),hover:be(r,t),color:`var(--mantine-color-white)`,border:`none`}:n==="default"?{background:`var(--mantine-color-default)`,hover:`var(--mantine-color-default-hover)`,color:`var(--mantine-color-default-color)`,border:`${c(1)} solid var(--mantine-color-default-border)`}:{}},we=(0,m.createContext)(null);function Te(){let e=(0,m.use)(we);if(!e)throw Error(`[@mantine/core] MantineProvider was not found in tree`);return e}function Ee(){return Te().cssVariablesResolver}function De(){return Te().classNamesPrefix}function Oe(){return Te().getStyleNonce}function ke(){return Te().withStaticClasses}function Ae(){return Te().headless}function je(){return Te().stylesTransform?.sx}function Me(){return Te().stylesTransform?.styles}function Ne(){return Te().env||`default`}function Pe(){return Te().deduplicateInlineStyles}var Fe=t((e=>{var t=Symbol.for(`react.transitional.element`),n=Symbol.for(`react.fragment`);function r(e,n,r){var i=null;if(r!==void 0&&(i=``+r),n.key!==void 0&&(i=``+n.key),`key`in n)for(var a in r={},n)a!==`key`&&(r[a]=n[a]);else r=n;return n=r.ref,{$$typeof:t,type:e,key:i,ref:n===void 0?null:n,props:r}}e.Fragment=n,e.jsx=r,e.jsxs=r})),Ie=t(((e,t)=>{t.exports=Fe()})),Le={dark:[`#C9C9C9`,`#b8b8b8`,`#828282`,`#696969`,`#424242`,`#3b3b3b`,`#2e2e2e`,`#242424`,`#1f1f1f`,`#141414`],gray:[`#f8f9fa`,`#f1f3f5`,`#e9ecef`,`#dee2e6`,`#ced4da`,`#adb5bd`,`#868e96`,`#495057`,`#343a40`,`#212529`],red:[`#fff5f5`,`#ffe3e3`,`#ffc9c9`,`#ffa8a8`,`#ff8787`,`#ff6b6b`,`#fa5252`,`#f03e3e`,`#e03131`,`#c92a2a`],pink:[`#fff0f6`,`#ffdeeb`,`#fcc2d7`,`#faa2c1`,`#f783ac`,`#f06595`,`#e64980`,`#d6336c`,`#c2255c`,`#a61e4d`],grape:[`#f8f0fc`,`#f3d9fa`,`#eebefa`,`#e599f7`,`#da77f2`,`#cc5de8`,`#be4bdb`,`#ae3ec9`,`#9c36b5`,`#862e9c`],violet:[`#f3f0ff`,`#e5dbff`,`#d0bfff`,`#b197fc`,`#9775fa`,`#845ef7`,`#7950f2`,`#7048e8`,`#6741d9`,`#5f3dc4`],indigo:[`#edf2ff`,`#dbe4ff`,`#bac8ff`,`#91a7ff`,`#748ffc`,`#5c7cfa`,`#4c6ef5`,`#4263eb`,`#3b5bdb`,`#364fc7`],blue:[`#e7f5ff`,`#d0ebff`,`#a5d8ff`,`#74c0fc`,`#4dabf7`,`#339af0`,`#228be6`,`#1c7ed6`,`#1971c2`,`#1864ab`],cyan:[`#e3fafc`,`#c5f6fa`,`#99e9f2`,`#66d9e8`,`#3bc9db`,`#22b8cf`,`#15aabf`,`#1098ad`,`#0c8599`,`#0b7285`],teal:[`#e6fcf5`,`#c3fae8`,`#96f2d7`,`#63e6be`,`#38d9a9`,`#20c997`,`#12b886`,`#0ca678`,`#099268`,`#087f5b`],green:[`#ebfbee`,`#d3f9d8`,`#b2f2bb`,`#8ce99a`,`#69db7c`,`#51cf66`,`#40c057`,`#37b24d`,`#2f9e44`,`#2b8a3e`],lime:[`#f4fce3`,`#e9fac8`,`#d8f5a2`,`#c0eb75`,`#a9e34b`,`#94d82d`,`#82c91e`,`#74b816`,`#66a80f`,`#5c940d`],yellow:[`#fff9db`,`#fff3bf`,`#ffec99`,`#ffe066`,`#ffd43b`,`#fcc419`,`#fab005`,`#f59f00`,`#f08c00`,`#e67700`],orange:[`#fff4e6`,`#ffe8cc`,`#ffd8a8`,`#ffc078`,`#ffa94d`,`#ff922b`,`#fd7e14`,`#f76707`,`#e8590c`,`#d9480f`]},Re=`-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji`,ze={scale:1,fontSmoothing:!0,focusRing:`auto`,white:`#fff`,black:`#000`,colors:Le,primaryShade:{light:6,dark:8},primaryColor:`blue`,variantColorResolver:Ce,autoContrast:!1,luminanceThreshold:.3,fontFamily:Re,fontFamilyMonospace:`ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, Liberation Mono, Courier New, monospace`,respectReducedMotion:!1,cursorType:`default`,defaultGradient:{from:`blue`,to:`cyan`,deg:45},defaultRadius:`md`,activeClassName:`mantine-active`,focusClassName:``,headings:{fontFamily:Re,fontWeight:`700`,textWrap:`wrap`,sizes:{h1:{fontSize:c(34),lineHeight:`1.3`},h2:{fontSize:c(26),lineHeight:`1.35`},h3:{fontSize:c(22),lineHeight:`1.4`},h4:{fontSize:c(18),lineHeight:`1.45`},h5:{fontSize:c(16),lineHeight:`1.5`},h6:{fontSize:c(14),lineHeight:`1.5`}}},fontSizes:{xs:c(12),sm:c(14),md:c(16),lg:c(18),xl:c(20)},lineHeights:{xs:`1.4`,sm:`1.45`,md:`1.55`,lg:`1.6`,xl:`1.65`},fontWeights:{regular:`400`,medium:`600`,bold:`700`},radius:{xs:c(2),sm:c(4),md:c(8),lg:c(16),xl:c(32)},spacing:{xs:c(10),sm:c(12),md:c(16),lg:c(20),xl:c(32)},breakpoints:{xs:`36em`,sm:`48em`,md:`62em`,lg:`75em`,xl:`88em`},shadows:{xs:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), 0 ${c(1)} ${c(2)} rgba(0, 0, 0, 0.1)`,sm:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(10)} ${c(15)} ${c(-5)}, rgba(0, 0, 0, 0.04) 0 ${c(7)} ${c(7)} ${c(-5)}`,md:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(20)} ${c(25)} ${c(-5)}, rgba(0, 0, 0, 0.04) 0 ${c(10)} ${c(10)} ${c(-5)}`,lg:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(28)} ${c(23)} ${c(-7)}, rgba(0, 0, 0, 0.04) 0 ${c(12)} ${c(12)} ${c(-7)}`,xl:`0 ${c(1)} ${c(3)} rgba(0, 0, 0, 0.05), rgba(0, 0, 0, 0.05) 0 ${c(36)} ${c(28)} ${c(-7)}, rgba(0, 0, 0, 0.04) 0 ${c(17)} ${c(17)} ${c(-7)}`},other:{},components:{}},Be=`[@mantine/core] MantineProvider: Invalid theme.primaryColor, it accepts only key of theme.colors, learn more – https://mantine.dev/theming/colors/#primary-color`,Ve=`[@mantine/core] MantineProvider: Invalid theme.primaryShade, it accepts only 0-9 integers or an object { light: 0-9, dark: 0-9 }`;function He(e){return e<0||e>9?!1:parseInt(e.toString(),10)===e}function Ue(e){if(!(e.primaryColor in e.colors))throw Error(Be);if(typeof e.primaryShade==`object`&&(!He(e.primaryShade.dark)||!He(e.primaryShade.light))||typeof e.primaryShade==`number`&&!He(e.primaryShade))throw Error(Ve)}function We(e,t){if(!t)return Ue(e),e;let n=i(e,t);return t.fontFamily&&!t.headings?.fontFamily&&(n.headings={...n.headings,fontFamily:t.fontFamily}),Ue(n),n}var R=Ie(),Ge=(0,m.createContext)(null),Ke=()=>(0,m.use)(Ge)||ze;function qe(){let e=(0,m.use)(Ge);if(!e)throw Error(`@mantine/core: MantineProvider was not found in component tree, make sure you have it in your app`);return e}function Je({theme:e,children:t,inherit:n=!0}){let r=Ke(),i=(0,m.useMemo)(()=>We(n?r:ze,e),[e,r,n]);return(0,R.jsx)(Ge,{value:i,children:t})}Je.displayName=`@mantine/core/MantineThemeProvider`;function z(e,t,n){let r=qe(),i=(Array.isArray(e)?e:[e]).filter(Boolean),a={};for(let e of i){let t=r.components[e]?.defaultProps,n=typeof t==`function`?t(r):t;n&&(a={...a,...n})}return{...t,...a,...u(n)}}var Ye={always:`mantine-focus-always`,auto:`mantine-focus-auto`,never:`mantine-focus-never`};function Xe({theme:e,options:t,unstyled:n}){return L(t?.focusable&&!n&&(e.focusClassName||Ye[e.focusRing]),t?.active&&!n&&e.activeClassName)}function Ze(e,t,n=1){if(Object.is(e,t))return!0;if(n===0||typeof e!=`object`||typeof t!=`object`||e===null||t===null)return!1;if(Array.isArray(e)||Array.isArray(t)){if(!Array.isArray(e)||!Array.isArray(t)||e.length!==t.length)return!1;for(let r=0;r<e.length;r+=1)if(!Ze(e[r],t[r],n-1))return!1;return!0}let r=Object.keys(e);if(r.length!==Object.keys(t).length)return!1;for(let i of r)if(!Object.hasOwn(t,i)||!Ze(e[i],t[i],n-1))return!1;return!0}function Qe({selector:e,stylesCtx:t,options:n,props:r,theme:i}){return ie({theme:i,classNames:n?.classNames,props:n?.props||r,stylesCtx:t})[e]}function $e({selector:e,stylesCtx:t,theme:n,classNames:r,props:i}){return ie({theme:n,classNames:r,props:i,stylesCtx:t})[e]}function et({rootSelector:e,selector:t,className:n}){return e===t?n:void 0}function tt({selector:e,classes:t,unstyled:n}){return n?void 0:t[e]}function nt({themeName:e,classNamesPrefix:t,selector:n,withStaticClass:r}){return r===!1?[]:e.map(e=>`${t}-${e}-${n}`)}function rt({options:e,classes:t,selector:n,unstyled:r}){return e?.variant&&!r?t[`${n}--${e.variant}`]:void 0}function it({theme:e,options:t,themeName:n,selector:r,classNamesPrefix:i,resolvedClassNames:a,resolvedThemeClassNames:o,classes:s,unstyled:c,className:l,rootSelector:u,props:d,stylesCtx:f,withStaticClasses:p,headless:m,transformedStyles:h}){return L(Xe({theme:e,options:t,unstyled:c||m}),o.map(e=>e[r]),rt({options:t,classes:s,selector:r,unstyled:c||m}),a[r],$e({selector:r,stylesCtx:f,theme:e,classNames:h,props:d}),Qe({selector:r,stylesCtx:f,options:t,props:d,theme:e}),et({rootSelector:u,selector:r,className:l}),tt({selector:r,classes:s,unstyled:c||m}),p&&!m&&nt({themeName:n,classNamesPrefix:i,selector:r,withStaticClass:t?.withStaticClass}),t?.className)}function at({style:e,theme:t}){return Array.isArray(e)?e.reduce((e,n)=>({...e,...at({style:n,theme:t})}),{}):typeof e==`function`?e(t):e??{}}function ot({theme:e,selector:t,options:n,props:r,stylesCtx:i,rootSelector:a,withStylesTransform:o,resolvedStyles:s,resolvedThemeStyles:c,resolvedVars:l,resolvedRootStyle:u}){return{...c[t],...s[t],...!o&&ae({theme:e,styles:n?.styles,props:n?.props||r,stylesCtx:i})[t],...l[t],...a===t?u:null,...at({style:n?.style,theme:e})}}function st(e){return e.reduce((e,t)=>(t&&Object.keys(t).forEach(n=>{e[n]={...e[n],...u(t[n])}}),e),{})}function ct({props:e,stylesCtx:t,themeName:n,theme:r}){let i=Me()?.();return{getTransformedStyles:a=>i?[...a.map(n=>i(n,{props:e,theme:r,ctx:t})),...n.map(n=>i(r.components[n]?.styles,{props:e,theme:r,ctx:t}))].filter(Boolean):[],withStylesTransform:!!i}}function B({name:e,classes:t,props:n,stylesCtx:r,className:i,style:a,rootSelector:o=`root`,unstyled:s,classNames:c,styles:l,vars:u,varsResolver:d,attributes:f,stable:p}){let m=qe(),h=De(),g=ke(),_=Ae(),v=(Array.isArray(e)?e:[e]).filter(e=>e),{withStylesTransform:y,getTransformedStyles:b}=ct({props:n,stylesCtx:r,themeName:v,theme:m}),x=ie({theme:m,classNames:c,props:n,stylesCtx:r}),S=v.map(e=>ie({theme:m,classNames:m.components[e]?.classNames,props:n,stylesCtx:r})),C=y?{}:ae({theme:m,styles:l,props:n,stylesCtx:r}),w={};if(!y)for(let e of v){let t=ae({theme:m,styles:m.components[e]?.styles,props:n,stylesCtx:r});for(let e of Object.keys(t))w[e]={...w[e],...t[e]}}let T=st([_?{}:d?.(m,n,r),...v.map(e=>m.components?.[e]?.vars?.(m,n,r)),u?.(m,n,r)]),E=at({style:a,theme:m});return lt((e,a)=>({...f?.[e],className:it({theme:m,options:a,themeName:v,selector:e,classNamesPrefix:h,resolvedClassNames:x,resolvedThemeClassNames:S,classes:t,unstyled:s,className:i,rootSelector:o,props:n,stylesCtx:r,withStaticClasses:g,headless:_,transformedStyles:b([a?.styles,l])}),style:ot({theme:m,selector:e,options:a,props:n,stylesCtx:r,rootSelector:o,withStylesTransform:y,resolvedStyles:C,resolvedThemeStyles:w,resolvedVars:T,resolvedRootStyle:E})}),!!p,[m,h,g,_,y?n:null,t,s,i,o,f,r,x,S,C,w,T,E])}function lt(e,t,n){let r=(0,m.useRef)(null);return t?(r.current&&Ze(r.current.deps,n,3)||(r.current={deps:n,getStyles:e}),r.current.getStyles):e}function ut(e){return n(e).reduce((t,n)=>e[n]===void 0?t:`${t}${a(n)}:${e[n]};`,``).trim()}function dt({selector:e,styles:t,media:n,container:r}){let i=t?ut(t):``,a=Array.isArray(n)?n.map(t=>`@media${t.query}{${e}{${ut(t.styles)}}}`):[],o=Array.isArray(r)?r.map(t=>`@container ${t.query}{${e}{${ut(t.styles)}}}`):[];return`${i?`${e}{${i}}`:``}${a.join(``)}${o.join(``)}`.trim()}function ft(e){let t=5381;for(let n=0;n<e.length;n++)t=(t<<5)+t+e.charCodeAt(n)|0;return(t>>>0).toString(36)}function pt({deduplicate:e,...t}){let n=Oe(),r=dt(t);return e?(0,R.jsx)(`style`,{href:`mantine-${ft(r)}`,precedence:`mantine`,nonce:n?.(),children:r}):(0,R.jsx)(`style`,{"data-mantine-styles":`inline`,nonce:n?.(),dangerouslySetInnerHTML:{__html:r}})}function mt(e){let t=5381;for(let n=0;n<e.length;n++)t=(t<<5)+t+e.charCodeAt(n)|0;return(t>>>0).toString(36)}function ht(e,t){return`__mdi__-${mt(`${e?ut(e):``}|${Array.isArray(t)?t.map(e=>`${e.query}:${ut(e.styles)}`).join(`|`):``}`)}`}function gt(e){let{m:t,mx:n,my:r,mt:i,mb:a,ml:o,mr:s,me:c,ms:l,mis:d,mie:f,p,px:m,py:h,pt:g,pb:_,pl:v,pr:y,pe:b,ps:x,pis:S,pie:C,bd:w,bdrs:T,bg:E,c:D,opacity:O,ff:k,fz:A,fw:j,lts:M,ta:N,lh:P,fs:ee,tt:te,td:F,w:I,miw:L,maw:ne,h:re,mih:ie,mah:ae,bgsz:oe,bgp:se,bgr:ce,bga:le,pos:ue,top:de,left:fe,bottom:pe,right:me,inset:he,display:ge,flex:_e,hiddenFrom:ve,visibleFrom:ye,lightHidden:be,darkHidden:xe,sx:Se,...Ce}=e;return{styleProps:u({m:t,mx:n,my:r,mt:i,mb:a,ml:o,mr:s,me:c,ms:l,mis:d,mie:f,p,px:m,py:h,pt:g,pb:_,pl:v,pr:y,pis:S,pie:C,pe:b,ps:x,bd:w,bg:E,c:D,opacity:O,ff:k,fz:A,fw:j,lts:M,ta:N,lh:P,fs:ee,tt:te,td:F,w:I,miw:L,maw:ne,h:re,mih:ie,mah:ae,bgsz:oe,bgp:se,bgr:ce,bga:le,pos:ue,top:de,left:fe,bottom:pe,right:me,inset:he,display:ge,flex:_e,bdrs:T,hiddenFrom:ve,visibleFrom:ye,lightHidden:be,darkHidden:xe,sx:Se}),rest:Ce}}var _t={m:{type:`spacing`,property:`margin`},mt:{type:`spacing`,property:`marginTop`},mb:{type:`spacing`,property:`marginBottom`},ml:{type:`spacing`,property:`marginLeft`},mr:{type:`spacing`,property:`marginRight`},ms:{type:`spacing`,property:`marginInlineStart`},me:{type:`spacing`,property:`marginInlineEnd`},mis:{type:`spacing`,property:`marginInlineStart`},mie:{type:`spacing`,property:`marginInlineEnd`},mx:{type:`spacing`,property:`marginInline`},my:{type:`spacing`,property:`marginBlock`},p:{type:`spacing`,property:`padding`},pt:{type:`spacing`,property:`paddingTop`},pb:{type:`spacing`,property:`paddingBottom`},pl:{type:`spacing`,property:`paddingLeft`},pr:{type:`spacing`,property:`paddingRight`},ps:{type:`spacing`,property:`paddingInlineStart`},pe:{type:`spacing`,property:`paddingInlineEnd`},pis:{type:`spacing`,property:`paddingInlineStart`},pie:{type:`spacing`,property:`paddingInlineEnd`},px:{type:`spacing`,property:`paddingInline`},py:{type:`spacing`,property:`paddingBlock`},bd:{type:`border`,property:`border`},bdrs:{type:`radius`,property:`borderRadius`},bg:{type:`color`,property:`background`},c:{type:`textColor`,property:`color`},opacity:{type:`identity`,property:`opacity`},ff:{type:`fontFamily`,property:`fontFamily`},fz:{type:`fontSize`,property:`fontSize`},fw:{type:`identity`,property:`fontWeight`},lts:{type:`size`,property:`letterSpacing`},ta:{type:`identity`,property:`textAlign`},lh:{type:`lineHeight`,property:`lineHeight`},fs:{type:`identity`,property:`fontStyle`},tt:{type:`identity`,property:`textTransform`},td:{type:`identity`,property:`textDecoration`},w:{type:`spacing`,property:`width`},miw:{type:`spacing`,property:`minWidth`},maw:{type:`spacing`,property:`maxWidth`},h:{type:`spacing`,property:`height`},mih:{type:`spacing`,property:`minHeight`},mah:{type:`spacing`,property:`maxHeight`},bgsz:{type:`size`,property:`backgroundSize`},bgp:{type:`identity`,property:`backgroundPosition`},bgr:{type:`identity`,property:`backgroundRepeat`},bga:{type:`identity`,property:`backgroundAttachment`},pos:{type:`identity`,property:`position`},top:{type:`size`,property:`top`},left:{type:`size`,property:`left`},bottom:{type:`size`,property:`bottom`},right:{type:`size`,property:`right`},inset:{type:`size`,property:`inset`},display:{type:`identity`,property:`display`},flex:{type:`identity`,property:`flex`}};function vt(e,t){let n=ge({color:e,theme:t});return n.color===`dimmed`?`var(--mantine-color-dimmed)`:n.color===`bright`?`var(--mantine-color-bright)`:n.variable?`var(${n.variable})`:n.color}function yt(e,t){let n=ge({color:e,theme:t});return n.isThemeColor&&n.shade===void 0?`var(--mantine-color-${n.color}-text)`:vt(e,t)}function bt(e,t){if(typeof e==`number`)return c(e);if(typeof e==`string`){let[n,r,...i]=e.split(` `).filter(e=>e.trim()!==``),a=`${c(n)}`;return r&&(a+=` ${r}`),i.length>0&&(a+=` ${vt(i.join(` `),t)}`),a.trim()}return e}var xt={text:`var(--mantine-font-family)`,mono:`var(--mantine-font-family-monospace)`,monospace:`var(--mantine-font-family-monospace)`,heading:`var(--mantine-font-family-headings)`,headings:`var(--mantine-font-family-headings)`};function St(e){return typeof e==`string`&&e in xt?xt[e]:e}var Ct=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`];function wt(e,t){return typeof e==`string`&&e in t.fontSizes?`var(--mantine-font-size-${e})`:typeof e==`string`&&Ct.includes(e)?`var(--mantine-${e}-font-size)`:typeof e==`number`||typeof e==`string`?c(e):e}function Tt(e){return e}var Et=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`];function Dt(e,t){return typeof e==`string`&&e in t.lineHeights?`var(--mantine-line-height-${e})`:typeof e==`string`&&Et.includes(e)?`var(--mantine-${e}-line-height)`:e}function Ot(e,t){return typeof e==`string`&&e in t.radius?`var(--mantine-radius-${e})`:typeof e==`number`||typeof e==`string`?c(e):e}function kt(e){return typeof e==`number`?c(e):e}function At(e,t){if(typeof e==`number`)return c(e);if(typeof e==`string`){let n=e.replace(`-`,``);if(!(n in t.spacing))return c(e);let r=`--mantine-spacing-${n}`;return e.startsWith(`-`)?`calc(var(${r}) * -1)`:`var(${r})`}return e}var jt={color:vt,textColor:yt,fontSize:wt,spacing:At,radius:Ot,identity:Tt,size:kt,lineHeight:Dt,fontFamily:St,border:bt};function Mt(e){return e.replace(`(min-width: `,``).replace(`em)`,``)}function Nt({media:e,...t}){let n=Object.keys(e).sort((e,t)=>Number(Mt(e))-Number(Mt(t))).map(t=>({query:t,styles:e[t]}));return{...t,media:n}}function Pt(e){if(typeof e!=`object`||!e)return!1;let t=Object.keys(e);return t.length!==1||t[0]!==`base`}function Ft(e){return typeof e==`object`&&e?`base`in e?e.base:void 0:e}function It(e){return typeof e==`object`&&e?n(e).filter(e=>e!==`base`):[]}function Lt(e,t){return typeof e==`object`&&e&&t in e?e[t]:e}function Rt({styleProps:e,data:t,theme:r}){return Nt(n(e).reduce((n,i)=>{if(i===`hiddenFrom`||i===`visibleFrom`||i===`sx`)return n;let a=t[i],o=Array.isArray(a.property)?a.property:[a.property],s=Ft(e[i]);if(!Pt(e[i]))return o.forEach(e=>{n.inlineStyles[e]=jt[a.type](s,r)}),n;n.hasResponsiveStyles=!0;let c=It(e[i]);return o.forEach(t=>{s!=null&&(n.styles[t]=jt[a.type](s,r)),c.forEach(o=>{let s=`(min-width: ${r.breakpoints[o]})`;n.media[s]={...n.media[s],[t]:jt[a.type](Lt(e[i],o),r)}})}),n},{hasResponsiveStyles:!1,styles:{},inlineStyles:{},media:{}}))}function zt(){return`__m__-${(0,m.useId)().replace(/[:«»]/g,``)}`}function Bt(e){return e}var Vt=Bt;function Ht(e){return e}function V(e){let t=e;return t.extend=Ht,t.withProps=e=>{let n=n=>(0,R.jsx)(t,{...e,...n});return n.extend=t.extend,n.displayName=`WithProps(${t.displayName})`,n},t}function Ut(e){return V(e)}var Wt=e(te(),1);function Gt(e){let t=e;return t.withProps=e=>{let n=n=>(0,R.jsx)(t,{...e,...n});return n.extend=t.extend,n.displayName=`WithProps(${t.displayName})`,n},t.extend=Ht,t}function Kt(e){return`data-${(e.startsWith(`data-`)?e.slice(5):e).replace(/([a-z])([A-Z])/g,`$1-$2`).toLowerCase()}`}function qt(e){return Object.keys(e).reduce((t,n)=>{let r=e[n];return r===void 0||r===``||r===!1||r===null||(t[Kt(n)]=e[n]),t},{})}function Jt(e){return e?typeof e==`string`?{[Kt(e)]:!0}:Array.isArray(e)?[...e].reduce((e,t)=>({...e,...Jt(t)}),{}):qt(e):null}function Yt(e,t){return Array.isArray(e)?[...e].reduce((e,n)=>({...e,...Yt(n,t)}),{}):typeof e==`function`?e(t):e??{}}function Xt({theme:e,style:t,vars:n,styleProps:r}){let i=Yt(t,e),a=Yt(n,e);return{...i,...a,...r}}function Zt({component:e,style:t,__vars:n,className:r,variant:i,mod:a,size:o,hiddenFrom:s,visibleFrom:c,lightHidden:l,darkHidden:u,renderRoot:f,__size:p,ref:m,...h}){let g=qe(),_=e||`div`,{styleProps:v,rest:y}=gt(h),b=je()?.()?.(v.sx),x=zt(),S=Rt({styleProps:v,theme:g,data:_t}),C=Pe(),w=C&&S.hasResponsiveStyles?ht(S.styles,S.media):x,T={ref:m,style:Xt({theme:g,style:t,vars:n,styleProps:S.inlineStyles}),className:L(r,b,{[w]:S.hasResponsiveStyles,"mantine-light-hidden":l,"mantine-dark-hidden":u,[`mantine-hidden-from-${s}`]:s,[`mantine-visible-from-${c}`]:c}),"data-variant":i,"data-size":d(o)?void 0:o||void 0,size:p,...Jt(a),...y};return(0,R.jsxs)(R.Fragment,{children:[S.hasResponsiveStyles&&(0,R.jsx)(pt,{selector:`.${w}`,styles:S.styles,media:S.media,deduplicate:C}),typeof f==`function`?f(T):(0,R.jsx)(_,{...T})]})}Zt.displayName=`@mantine/core/Box`;var H=Vt(Zt),Qt=(0,m.createContext)({dir:`ltr`,toggleDirection:()=>{},setDirection:()=>{}});function $t(){return(0,m.use)(Qt)}var[en,U]=h(`ScrollArea.Root component was not found in tree`);function tn(e,t){let n=(0,m.useEffectEvent)(t);D(()=>{let t=0;if(e){let r=new ResizeObserver(()=>{cancelAnimationFrame(t),t=window.requestAnimationFrame(n)});return r.observe(e),()=>{window.cancelAnimationFrame(t),r.unobserve(e)}}},[e])}function nn(e){let{style:t,...n}=e,r=U(),[i,a]=(0,m.useState)(0),[o,s]=(0,m.useState)(0),c=!!(i&&o);return tn(r.scrollbarX,()=>{let e=r.scrollbarX?.offsetHeight||0;r.onCornerHeightChange(e),s(e)}),tn(r.scrollbarY,()=>{let e=r.scrollbarY?.offsetWidth||0;r.onCornerWidthChange(e),a(e)}),c?(0,R.jsx)(`div`,{...n,style:{...t,width:i,height:o}}):null}function rn(e){let t=U(),n=!!(t.scrollbarX&&t.scrollbarY);return t.type!==`scroll`&&n?(0,R.jsx)(nn,{...e}):null}var an={scrollHideDelay:1e3,type:`hover`};function on(e){let{type:t,scrollHideDelay:n,scrollbars:r,getStyles:i,ref:a,...o}=z(`ScrollAreaRoot`,an,e),[s,c]=(0,m.useState)(null),[l,u]=(0,m.useState)(null),[d,f]=(0,m.useState)(null),[p,h]=(0,m.useState)(null),[g,_]=(0,m.useState)(null),[v,y]=(0,m.useState)(0),[b,x]=(0,m.useState)(0),[S,C]=(0,m.useState)(!1),[w,T]=(0,m.useState)(!1),E=N(a,c);return(0,R.jsx)(en,{value:{type:t,scrollHideDelay:n,scrollArea:s,viewport:l,onViewportChange:u,content:d,onContentChange:f,scrollbarX:p,onScrollbarXChange:h,scrollbarXEnabled:S,onScrollbarXEnabledChange:C,scrollbarY:g,onScrollbarYChange:_,scrollbarYEnabled:w,onScrollbarYEnabledChange:T,onCornerWidthChange:y,onCornerHeightChange:x,getStyles:i},children:(0,R.jsx)(H,{...o,ref:E,__vars:{"--sa-corner-width":r===`xy`?`${v}px`:`0px`,"--sa-corner-height":r===`xy`?`${b}px`:`0px`}})})}on.displayName=`@mantine/core/ScrollAreaRoot`;function sn(e,t){let n=e/t;return Number.isNaN(n)?0:n}function cn(e){let t=sn(e.viewport,e.content),n=e.scrollbar.paddingStart+e.scrollbar.paddingEnd,r=(e.scrollbar.size-n)*t;return Math.max(r,18)}function ln(e,t){return n=>{if(e[0]===e[1]||t[0]===t[1])return t[0];let r=(t[1]-t[0])/(e[1]-e[0]);return t[0]+r*(n-e[0])}}function un(e,[t,n]){return Math.min(n,Math.max(t,e))}function dn(e,t,n=`ltr`){let r=cn(t),i=t.scrollbar.paddingStart+t.scrollbar.paddingEnd,a=t.scrollbar.size-i,o=t.content-t.viewport,s=a-r,c=un(e,n===`ltr`?[0,o]:[o*-1,0]);return ln([0,o],[0,s])(c)}function fn(e,t,n,r=`ltr`){let i=cn(n),a=i/2,o=t||a,s=i-o,c=n.scrollbar.paddingStart+o,l=n.scrollbar.size-n.scrollbar.paddingEnd-s,u=n.content-n.viewport,d=r===`ltr`?[0,u]:[u*-1,0];return ln([c,l],d)(e)}function pn(e,t){return e>0&&e<t}function mn(e){return e?parseInt(e,10):0}function hn(e,t,{checkForDefaultPrevented:n=!0}={}){return r=>{e?.(r),n!==!1&&r.defaultPrevented||t?.(r)}}var[gn,_n]=h(`ScrollAreaScrollbar was not found in tree`);function vn(e){let{sizes:t,hasThumb:n,onThumbChange:r,onThumbPointerUp:i,onThumbPointerDown:a,onThumbPositionChange:o,onDragScroll:s,onWheelScroll:c,onResize:l,ref:u,...d}=e,f=U(),[p,h]=(0,m.useState)(null),g=N(u,h),_=(0,m.useRef)(null),v=(0,m.useRef)(``),y=t.content-t.viewport,b=(0,m.useEffectEvent)(e=>c(e,y)),x=C(o),S=w(l,10),T=e=>{if(_.current){let t=e.clientX-_.current.left,n=e.clientY-_.current.top;s({x:t,y:n})}};return(0,m.useEffect)(()=>{if(!p)return;let e=e=>b(e);return p.addEventListener(`wheel`,e,{passive:!1}),()=>p.removeEventListener(`wheel`,e)},[p]),(0,m.useEffect)(x,[t,x]),tn(p,S),tn(f.content,S),(0,R.jsx)(gn,{value:{scrollbar:p,hasThumb:n,onThumbChange:C(r),onThumbPointerUp:C(i),onThumbPositionChange:x,onThumbPointerDown:C(a)},children:(0,R.jsx)(`div`,{...d,ref:g,"data-mantine-scrollbar":!0,style:{position:`absolute`,...d.style},onPointerDown:hn(e.onPointerDown,e=>{e.preventDefault(),e.button===0&&(e.target.setPointerCapture(e.pointerId),_.current=p.getBoundingClientRect(),v.current=document.body.style.webkitUserSelect,document.body.style.webkitUserSelect=`none`,T(e))}),onPointerMove:hn(e.onPointerMove,T),onPointerUp:hn(e.onPointerUp,e=>{let t=e.target;t.hasPointerCapture(e.pointerId)&&(e.preventDefault(),t.releasePointerCapture(e.pointerId))}),onLostPointerCapture:()=>{document.body.style.webkitUserSelect=v.current,_.current=null}})})}var yn=e=>{let{sizes:t,onSizesChange:n,style:r,ref:i,...a}=e,o=U(),[s,c]=(0,m.useState)(),l=(0,m.useRef)(null),u=N(i,l,o.onScrollbarXChange);return(0,m.useEffect)(()=>{l.current&&c(getComputedStyle(l.current))},[l]),(0,R.jsx)(vn,{"data-orientation":`horizontal`,...a,ref:u,sizes:t,style:{...r,"--sa-thumb-width":`${cn(t)}px`},onThumbPointerDown:t=>e.onThumbPointerDown(t.x),onDragScroll:t=>e.onDragScroll(t.x),onWheelScroll:(t,n)=>{if(o.viewport){let r=o.viewport.scrollLeft+t.deltaX;e.onWheelScroll(r),pn(r,n)&&t.preventDefault()}},onResize:()=>{l.current&&o.viewport&&s&&n({content:o.viewport.scrollWidth,viewport:o.viewport.offsetWidth,scrollbar:{size:l.current.clientWidth,paddingStart:mn(s.paddingLeft),paddingEnd:mn(s.paddingRight)}})}})};yn.displayName=`@mantine/core/ScrollAreaScrollbarX`;function bn(e){let{sizes:t,onSizesChange:n,style:r,ref:i,...a}=e,o=U(),[s,c]=(0,m.useState)(),l=(0,m.useRef)(null),u=N(i,l,o.onScrollbarYChange);return(0,m.useEffect)(()=>{l.current&&c(window.getComputedStyle(l.current))},[]),(0,R.jsx)(vn,{...a,"data-orientation":`vertical`,ref:u,sizes:t,style:{"--sa-thumb-height":`${cn(t)}px`,...r},onThumbPointerDown:t=>e.onThumbPointerDown(t.y),onDragScroll:t=>e.onDragScroll(t.y),onWheelScroll:(t,n)=>{if(o.viewport){let r=o.viewport.scrollTop+t.deltaY;e.onWheelScroll(r),pn(r,n)&&t.preventDefault()}},onResize:()=>{l.current&&o.viewport&&s&&n({content:o.viewport.scrollHeight,viewport:o.viewport.offsetHeight,scrollbar:{size:l.current.clientHeight,paddingStart:mn(s.paddingTop),paddingEnd:mn(s.paddingBottom)}})}})}bn.displayName=`@mantine/core/ScrollAreaScrollbarY`;function xn(e){let{orientation:t=`vertical`,...n}=e,{dir:r}=$t(),i=U(),a=(0,m.useRef)(null),o=(0,m.useRef)(0),[s,c]=(0,m.useState)({content:0,viewport:0,scrollbar:{size:0,paddingStart:0,paddingEnd:0}}),l=sn(s.viewport,s.content),u={...n,sizes:s,onSizesChange:c,hasThumb:l>0&&l<1,onThumbChange:e=>{a.current=e},onThumbPointerUp:()=>{o.current=0},onThumbPointerDown:e=>{o.current=e}},d=(e,t)=>fn(e,o.current,s,t);return t===`horizontal`?(0,R.jsx)(yn,{...u,onThumbPositionChange:()=>{if(i.viewport&&a.current){let e=i.viewport.scrollLeft,t=dn(e,s,r);a.current.style.transform=`translate3d(${t}px, 0, 0)`}},onWheelScroll:e=>{i.viewport&&(i.viewport.scrollLeft=e)},onDragScroll:e=>{i.viewport&&(i.viewport.scrollLeft=d(e,r))}}):t===`vertical`?(0,R.jsx)(bn,{...u,onThumbPositionChange:()=>{if(i.viewport&&a.current){let e=i.viewport.scrollTop,t=dn(e,s);s.scrollbar.size===0?a.current.style.setProperty(`--thumb-opacity`,`0`):a.current.style.setProperty(`--thumb-opacity`,`1`),a.current.style.transform=`translate3d(0, ${t}px, 0)`}},onWheelScroll:e=>{i.viewport&&(i.viewport.scrollTop=e)},onDragScroll:e=>{i.viewport&&(i.viewport.scrollTop=d(e))}}):null}xn.displayName=`@mantine/core/ScrollAreaScrollbarVisible`;function Sn(e){let t=U(),{forceMount:n,...r}=e,[i,a]=(0,m.useState)(!1),o=e.orientation===`horizontal`,s=w(()=>{if(t.viewport){let e=t.viewport.offsetWidth<t.viewport.scrollWidth,n=t.viewport.offsetHeight<t.viewport.scrollHeight;a(o?e:n)}},10);return tn(t.viewport,s),tn(t.content,s),n||i?(0,R.jsx)(xn,{"data-state":i?`visible`:`hidden`,...r}):null}Sn.displayName=`@mantine/core/ScrollAreaScrollbarAuto`;function Cn(e){let{forceMount:t,...n}=e,r=U(),[i,a]=(0,m.useState)(!1);return(0,m.useEffect)(()=>{let{scrollArea:e}=r,t=0;if(e){let n=()=>{window.clearTimeout(t),a(!0)},i=()=>{t=window.setTimeout(()=>a(!1),r.scrollHideDelay)};return e.addEventListener(`pointerenter`,n),e.addEventListener(`pointerleave`,i),()=>{window.clearTimeout(t),e.removeEventListener(`pointerenter`,n),e.removeEventListener(`pointerleave`,i)}}},[r.scrollArea,r.scrollHideDelay]),t||i?(0,R.jsx)(Sn,{"data-state":i?`visible`:`hidden`,...n}):null}Cn.displayName=`@mantine/core/ScrollAreaScrollbarHover`;function wn(e){let{forceMount:t,...n}=e,r=U(),i=e.orientation===`horizontal`,[a,o]=(0,m.useState)(`hidden`),s=w(()=>o(`idle`),100);return(0,m.useEffect)(()=>{if(a===`idle`){let e=window.setTimeout(()=>o(`hidden`),r.scrollHideDelay);return()=>window.clearTimeout(e)}},[a,r.scrollHideDelay]),(0,m.useEffect)(()=>{let{viewport:e}=r,t=i?`scrollLeft`:`scrollTop`;if(e){let n=e[t],r=()=>{let r=e[t];n!==r&&(o(`scrolling`),s()),n=r};return e.addEventListener(`scroll`,r),()=>e.removeEventListener(`scroll`,r)}},[r.viewport,i,s]),t||a!==`hidden`?(0,R.jsx)(xn,{"data-state":a===`hidden`?`hidden`:`visible`,...n,onPointerEnter:hn(e.onPointerEnter,()=>o(`interacting`)),onPointerLeave:hn(e.onPointerLeave,()=>o(`idle`))}):null}function Tn(e){let{forceMount:t,...n}=e,r=U(),{onScrollbarXEnabledChange:i,onScrollbarYEnabledChange:a}=r,o=e.orientation===`horizontal`;return(0,m.useEffect)(()=>(o?i(!0):a(!0),()=>{o?i(!1):a(!1)}),[o,i,a]),r.type===`hover`?(0,R.jsx)(Cn,{...n,forceMount:t}):r.type===`scroll`?(0,R.jsx)(wn,{...n,forceMount:t}):r.type===`auto`?(0,R.jsx)(Sn,{...n,forceMount:t}):r.type===`always`?(0,R.jsx)(xn,{...n}):null}Tn.displayName=`@mantine/core/ScrollAreaScrollbar`;function En(e,t=()=>{}){let n={left:e.scrollLeft,top:e.scrollTop},r=0;return(function i(){let a={left:e.scrollLeft,top:e.scrollTop},o=n.left!==a.left,s=n.top!==a.top;(o||s)&&t(),n=a,r=window.requestAnimationFrame(i)})(),()=>window.cancelAnimationFrame(r)}function Dn(e){let{style:t,ref:n,...r}=e,i=U(),a=_n(),{onThumbPositionChange:o}=a,s=N(n,a.onThumbChange),c=(0,m.useRef)(void 0),l=w(()=>{c.current&&=(c.current(),void 0)},100);return(0,m.useEffect)(()=>{let{viewport:e}=i;if(e){let t=()=>{if(l(),!c.current){let t=En(e,o);c.current=t,o()}};return o(),e.addEventListener(`scroll`,t),()=>e.removeEventListener(`scroll`,t)}},[i.viewport,l,o]),(0,R.jsx)(`div`,{"data-state":a.hasThumb?`visible`:`hidden`,...r,ref:s,style:{width:`var(--sa-thumb-width)`,height:`var(--sa-thumb-height)`,...t},onPointerDownCapture:hn(e.onPointerDownCapture,e=>{let t=e.target.getBoundingClientRect(),n=e.clientX-t.left,r=e.clientY-t.top;a.onThumbPointerDown({x:n,y:r})}),onPointerUp:hn(e.onPointerUp,a.onThumbPointerUp)})}Dn.displayName=`@mantine/core/ScrollAreaThumb`;function On(e){let{forceMount:t,...n}=e,r=_n();return t||r.hasThumb?(0,R.jsx)(Dn,{...n}):null}On.displayName=`@mantine/core/ScrollAreaThumb`;function kn({children:e,style:t,ref:n,onWheel:r,...i}){let a=U(),o=N(n,a.onViewportChange),s=e=>{if(r?.(e),a.scrollbarXEnabled&&a.viewport&&e.shiftKey){let{scrollTop:t,scrollHeight:n,clientHeight:r,scrollWidth:i,clientWidth:o}=a.viewport,s=t<1,c=t>=n-r-1;i>o&&(s||c)&&e.stopPropagation()}};return(0,R.jsx)(H,{...i,ref:o,onWheel:s,"data-scrollarea-viewport":!0,style:{overflowX:a.scrollbarXEnabled?`scroll`:`hidden`,overflowY:a.scrollbarYEnabled?`scroll`:`hidden`,...t},children:(0,R.jsx)(`div`,{...a.getStyles(`content`),ref:a.onContentChange,children:e})})}kn.displayName=`@mantine/core/ScrollAreaViewport`;var An={root:`m_d57069b5`,content:`m_b1336c6`,viewport:`m_c0783ff9`,viewportInner:`m_f8f631dd`,scrollbar:`m_c44ba933`,thumb:`m_d8b5e363`,corner:`m_21657268`};function jn(){return typeof window<`u`}function Mn(e){return Pn(e)?(e.nodeName||``).toLowerCase():`#document`}function W(e){var t;return(e==null||(t=e.ownerDocument)==null?void 0:t.defaultView)||window}function Nn(e){return((Pn(e)?e.ownerDocument:e.document)||window.document)?.documentElement}function Pn(e){return jn()?e instanceof Node||e instanceof W(e).Node:!1}function G(e){return jn()?e instanceof Element||e instanceof W(e).Element:!1}function K(e){return jn()?e instanceof HTMLElement||e instanceof W(e).HTMLElement:!1}function Fn(e){return!jn()||typeof ShadowRoot>`u`?!1:e instanceof ShadowRoot||e instanceof W(e).ShadowRoot}function In(e){let{overflow:t,overflowX:n,overflowY:r,display:i}=q(e);return/auto|scroll|overlay|hidden|clip/.test(t+r+n)&&i!==`inline`&&i!==`contents`}function Ln(e){return/^(table|td|th)$/.test(Mn(e))}function Rn(e){try{if(e.matches(`:popover-open`))return!0}catch{}try{return e.matches(`:modal`)}catch{return!1}}var zn=/transform|translate|scale|rotate|perspective|filter/,Bn=/paint|layout|strict|content/,Vn=e=>!!e&&e!==`none`,Hn;function Un(e){let t=G(e)?q(e):e;return Vn(t.transform)||Vn(t.translate)||Vn(t.scale)||Vn(t.rotate)||Vn(t.perspective)||!Gn()&&(Vn(t.backdropFilter)||Vn(t.filter))||zn.test(t.willChange||``)||Bn.test(t.contain||``)}function Wn(e){let t=Jn(e);for(;K(t)&&!Kn(t);){if(Un(t))return t;if(Rn(t))return null;t=Jn(t)}return null}function Gn(){return Hn??=typeof CSS<`u`&&CSS.supports&&CSS.supports(`-webkit-backdrop-filter`,`none`),Hn}function Kn(e){return/^(html|body|#document)$/.test(Mn(e))}function q(e){return W(e).getComputedStyle(e)}function qn(e){return G(e)?{scrollLeft:e.scrollLeft,scrollTop:e.scrollTop}:{scrollLeft:e.scrollX,scrollTop:e.scrollY}}function Jn(e){if(Mn(e)===`html`)return e;let t=e.assignedSlot||e.parentNode||Fn(e)&&e.host||Nn(e);return Fn(t)?t.host:t}function Yn(e){let t=Jn(e);return Kn(t)?(e.ownerDocument||e).body:K(t)&&In(t)?t:Yn(t)}function Xn(e,t,n){t===void 0&&(t=[]),n===void 0&&(n=!0);let r=Yn(e),i=r===e.ownerDocument?.body,a=W(r);if(i){let e=Zn(a);return t.concat(a,a.visualViewport||[],In(r)?r:[],e&&n?Xn(e):[])}return t.concat(r,Xn(r,[],n))}function Zn(e){return e.parent&&Object.getPrototypeOf(e.parent)?e.frameElement:null}var Qn=[`top`,`right`,`bottom`,`left`],J=Math.min,Y=Math.max,$n=Math.round,er=Math.floor,tr=e=>({x:e,y:e}),nr={left:`right`,right:`left`,bottom:`top`,top:`bottom`};function rr(e,t,n){return Y(e,J(t,n))}function ir(e,t){return typeof e==`function`?e(t):e}function ar(e){return e.split(`-`)[0]}function or(e){return e.split(`-`)[1]}function sr(e){return e===`x`?`y`:`x`}function cr(e){return e===`y`?`height`:`width`}function X(e){let t=e[0];return t===`t`||t===`b`?`y`:`x`}function lr(e){return sr(X(e))}function ur(e,t,n){n===void 0&&(n=!1);let r=or(e),i=lr(e),a=cr(i),o=i===`x`?r===(n?`end`:`start`)?`right`:`left`:r===`start`?`bottom`:`top`;return t.reference[a]>t.floating[a]&&(o=yr(o)),[o,yr(o)]}function dr(e){let t=yr(e);return[fr(e),t,fr(t)]}function fr(e){return e.includes(`start`)?e.replace(`start`,`end`):e.replace(`end`,`start`)}var pr=[`left`,`right`],mr=[`right`,`left`],hr=[`top`,`bottom`],gr=[`bottom`,`top`];function _r(e,t,n){switch(e){case`top`:case`bottom`:return n?t?mr:pr:t?pr:mr;case`left`:case`right`:return t?hr:gr;default:return[]}}function vr(e,t,n,r){let i=or(e),a=_r(ar(e),n===`start`,r);return i&&(a=a.map(e=>e+`-`+i),t&&(a=a.concat(a.map(fr)))),a}function yr(e){let t=ar(e);return nr[t]+e.slice(t.length)}function br(e){return{top:e.top??0,right:e.right??0,bottom:e.bottom??0,left:e.left??0}}function xr(e){return typeof e==`number`?{top:e,right:e,bottom:e,left:e}:br(e)}function Sr(e){let{x:t,y:n,width:r,height:i}=e;return{width:r,height:i,top:n,left:t,right:t+r,bottom:n+i,x:t,y:n}}function Cr(){let e=navigator.userAgentData;return e!=null&&e.platform?e.platform:navigator.platform}function wr(){let e=navigator.userAgentData;return e&&Array.isArray(e.brands)?e.brands.map(e=>{let{brand:t,version:n}=e;return t+`/`+n}).join(` `):navigator.userAgent}function Tr(){return/apple/i.test(navigator.vendor)}function Er(){return Cr().toLowerCase().startsWith(`mac`)&&!navigator.maxTouchPoints}function Dr(){return wr().includes(`jsdom/`)}var Or=`data-floating-ui-focusable`,kr=`input:not([type='hidden']):not([disabled]),[contenteditable]:not([contenteditable='false']),textarea:not([disabled])`;function Ar(e){let t=e.activeElement;for(;((n=t)==null||(n=n.shadowRoot)==null?void 0:n.activeElement)!=null;){var n;t=t.shadowRoot.activeElement}return t}function jr(e,t){if(!e||!t)return!1;let n=t.getRootNode==null?void 0:t.getRootNode();if(e.contains(t))return!0;if(n&&Fn(n)){let n=t;for(;n;){if(e===n)return!0;n=n.parentNode||n.host}}return!1}function Mr(e){return`composedPath`in e?e.composedPath()[0]:e.target}function Nr(e,t){if(t==null)return!1;if(`composedPath`in e)return e.composedPath().includes(t);let n=e;return n.target!=null&&t.contains(n.target)}function Pr(e){return e.matches(`html,body`)}function Fr(e){return e?.ownerDocument||document}function Ir(e){return K(e)&&e.matches(kr)}function Lr(e){if(!e||Dr())return!0;try{return e.matches(`:focus-visible`)}catch{return!0}}function Rr(e){return e?e.hasAttribute(Or)?e:e.querySelector(`[`+Or+`]`)||e:null}function zr(e,t,n){return n===void 0&&(n=!0),e.filter(e=>e.parentId===t&&(!n||e.context?.open)).flatMap(t=>[t,...zr(e,t.id,n)])}function Br(e){return`nativeEvent`in e}function Vr(e,t){let n=[`mouse`,`pen`];return t||n.push(``,void 0),n.includes(e)}var Hr=typeof document<`u`?m.useLayoutEffect:function(){},Ur={...m};function Wr(e){let t=m.useRef(e);return Hr(()=>{t.current=e}),t}var Gr=Ur.useInsertionEffect||(e=>e());function Kr(e){let t=m.useRef(()=>{});return Gr(()=>{t.current=e}),m.useCallback(function(){var e=[...arguments];return t.current==null?void 0:t.current(...e)},[])}function qr(e,t,n){let{reference:r,floating:i}=e,a=X(t),o=lr(t),s=cr(o),c=ar(t),l=a===`y`,u=r.x+r.width/2-i.width/2,d=r.y+r.height/2-i.height/2,f=r[s]/2-i[s]/2,p;switch(c){case`top`:p={x:u,y:r.y-i.height};break;case`bottom`:p={x:u,y:r.y+r.height};break;case`right`:p={x:r.x+r.width,y:d};break;case`left`:p={x:r.x-i.width,y:d};break;default:p={x:r.x,y:r.y}}let m=or(t);return m&&(p[o]+=f*(m===`end`?1:-1)*(n&&l?-1:1)),p}async function Jr(e,t){t===void 0&&(t={});let{x:n,y:r,platform:i,rects:a,elements:o,strategy:s}=e,{boundary:c=`clippingAncestors`,rootBoundary:l=`viewport`,elementContext:u=`floating`,altBoundary:d=!1,padding:f=0}=ir(t,e),p=xr(f),m=o[d?u===`floating`?`reference`:`floating`:u],h=Sr(await i.getClippingRect({element:await(i.isElement==null?void 0:i.isElement(m))??!0?m:m.contextElement||await(i.getDocumentElement==null?void 0:i.getDocumentElement(o.floating)),boundary:c,rootBoundary:l,strategy:s})),g=u===`floating`?{x:n,y:r,width:a.floating.width,height:a.floating.height}:a.reference,_=await(i.getOffsetParent==null?void 0:i.getOffsetParent(o.floating)),v=await(i.isElement==null?void 0:i.isElement(_))&&await(i.getScale==null?void 0:i.getScale(_))||{x:1,y:1},y=Sr(i.convertOffsetParentRelativeRectToViewportRelativeRect?await i.convertOffsetParentRelativeRectToViewportRelativeRect({elements:o,rect:g,offsetParent:_,strategy:s}):g);return{top:(h.top-y.top+p.top)/v.y,bottom:(y.bottom-h.bottom+p.bottom)/v.y,left:(h.left-y.left+p.left)/v.x,right:(y.right-h.right+p.right)/v.x}}var Yr=50,Xr=async(e,t,n)=>{let{placement:r=`bottom`,strategy:i=`absolute`,middleware:a=[],platform:o}=n,s=o.detectOverflow?o:{...o,detectOverflow:Jr},c=await(o.isRTL==null?void 0:o.isRTL(t)),l=await o.getElementRects({reference:e,floating:t,strategy:i}),{x:u,y:d}=qr(l,r,c),f=r,p=0,m={};for(let n=0;n<a.length;n++){let h=a[n];if(!h)continue;let{name:g,fn:_}=h,{x:v,y,data:b,reset:x}=await _({x:u,y:d,initialPlacement:r,placement:f,strategy:i,middlewareData:m,rects:l,platform:s,elements:{reference:e,floating:t}});u=v??u,d=y??d,m[g]={...m[g],...b},x&&p<Yr&&(p++,typeof x==`object`&&(x.placement&&(f=x.placement),x.rects&&(l=x.rects===!0?await o.getElementRects({reference:e,floating:t,strategy:i}):x.rects),{x:u,y:d}=qr(l,f,c)),n=-1)}return{x:u,y:d,placement:f,strategy:i,middlewareData:m}},Zr=e=>({name:`arrow`,options:e,async fn(t){let{x:n,y:r,placement:i,rects:a,platform:o,elements:s,middlewareData:c}=t,{element:l,padding:u=0}=ir(e,t)||{};if(l==null)return{};let d=xr(u),f={x:n,y:r},p=lr(i),m=cr(p),h=await o.getDimensions(l),g=p===`y`,_=g?`top`:`left`,v=g?`bottom`:`right`,y=g?`clientHeight`:`clientWidth`,b=a.reference[m]+a.reference[p]-f[p]-a.floating[m],x=f[p]-a.reference[p],S=await(o.getOffsetParent==null?void 0:o.getOffsetParent(l)),C=S?S[y]:0;C&&await(o.isElement==null?void 0:o.isElement(S))||(C=s.floating[y]||a.floating[m]);let w=b/2-x/2,T=C/2-h[m]/2-1,E=J(d[_],T),D=J(d[v],T),O=C-h[m]-D,k=C/2-h[m]/2+w,A=rr(E,k,O),j=!c.arrow&&or(i)!=null&&k!==A&&a.reference[m]/2-(k<E?E:D)-h[m]/2<0,M=j?k<E?k-E:k-O:0;return{[p]:f[p]+M,data:{[p]:A,centerOffset:k-A-M,...j&&{alignmentOffset:M}},reset:j}}}),Qr=function(e){return e===void 0&&(e={}),{name:`flip`,options:e,async fn(t){var n;let{placement:r,middlewareData:i,rects:a,initialPlacement:o,platform:s,elements:c}=t,{mainAxis:l=!0,crossAxis:u=!0,fallbackPlacements:d,fallbackStrategy:f=`bestFit`,fallbackAxisSideDirection:p=`none`,flipAlignment:m=!0,...h}=ir(e,t);if((n=i.arrow)!=null&&n.alignmentOffset)return{};let g=ar(r),_=X(o),v=ar(o)===o,y=await(s.isRTL==null?void 0:s.isRTL(c.floating)),b=d||(v||!m?[yr(o)]:dr(o)),x=p!==`none`;!d&&x&&b.push(...vr(o,m,p,y));let S=[o,...b],C=await s.detectOverflow(t,h),w=[],T=i.flip?.overflows||[];if(l&&w.push(C[g]),u){let e=ur(r,a,y);w.push(C[e[0]],C[e[1]])}if(T=[...T,{placement:r,overflows:w}],!w.every(e=>e<=0)){let e=(i.flip?.index||0)+1,t=S[e];if(t&&(u!==`alignment`||_===X(t)||T.every(e=>X(e.placement)!==_||e.overflows[0]>0)))return{data:{index:e,overflows:T},reset:{placement:t}};let n=T.filter(e=>e.overflows[0]<=0).sort((e,t)=>e.overflows[1]-t.overflows[1])[0]?.placement;if(!n)switch(f){case`bestFit`:{let e=T.filter(e=>{if(x){let t=X(e.placement);return t===_||t===`y`}return!0}).map(e=>[e.placement,e.overflows.filter(e=>e>0).reduce((e,t)=>e+t,0)]).sort((e,t)=>e[1]-t[1])[0]?.[0];e&&(n=e);break}case`initialPlacement`:n=o}if(r!==n)return{reset:{placement:n}}}return{}}}};function $r(e,t){return{top:e.top-t.height,right:e.right-t.width,bottom:e.bottom-t.height,left:e.left-t.width}}function ei(e){return Qn.some(t=>e[t]>=0)}var ti=function(e){return e===void 0&&(e={}),{name:`hide`,options:e,async fn(t){let{rects:n,platform:r}=t,{strategy:i=`referenceHidden`,...a}=ir(e,t);switch(i){case`referenceHidden`:{let e=$r(await r.detectOverflow(t,{...a,elementContext:`reference`}),n.reference);return{data:{referenceHiddenOffsets:e,referenceHidden:ei(e)}}}case`escaped`:{let e=$r(await r.detectOverflow(t,{...a,altBoundary:!0}),n.floating);return{data:{escapedOffsets:e,escaped:ei(e)}}}default:return{}}}}};function ni(e){let t=J(...e.map(e=>e.left)),n=J(...e.map(e=>e.top)),r=Y(...e.map(e=>e.right)),i=Y(...e.map(e=>e.bottom));return{x:t,y:n,width:r-t,height:i-n}}function ri(e){let t=e.slice().sort((e,t)=>e.y-t.y),n=[],r=null;for(let e=0;e<t.length;e++){let i=t[e];!r||i.y-r.y>r.height/2?n.push([i]):n[n.length-1].push(i),r=i}return n.map(e=>Sr(ni(e)))}var ii=function(e){return e===void 0&&(e={}),{name:`inline`,options:e,async fn(t){let{placement:n,elements:r,rects:i,platform:a,strategy:o}=t,{padding:s=2,x:c,y:l}=ir(e,t),u=Array.from(await(a.getClientRects==null?void 0:a.getClientRects(r.reference))||[]);if(!u.length)return{};let d=ri(u),f=Sr(ni(u)),p=xr(s);function m(){if(d.length===2&&(d[0].left>d[1].right||d[1].left>d[0].right)&&c!=null&&l!=null)return d.find(e=>c>e.left-p.left&&c<e.right+p.right&&l>e.top-p.top&&l<e.bottom+p.bottom)||f;if(d.length>=2){if(X(n)===`y`){let e=d[0],t=d[d.length-1],r=ar(n)===`top`,i=e.top,a=t.bottom,o=r?e.left:t.left;return Sr({x:o,y:i,width:(r?e.right:t.right)-o,height:a-i})}let e=ar(n)===`left`,t=Y(...d.map(e=>e.right)),r=J(...d.map(e=>e.left)),i=d.filter(n=>e?n.left===r:n.right===t),a=i[0].top,o=i[i.length-1].bottom;return Sr({x:r,y:a,width:t-r,height:o-a})}return f}let h=await a.getElementRects({reference:{getBoundingClientRect:m},floating:r.floating,strategy:o});return i.reference.x!==h.reference.x||i.reference.y!==h.reference.y||i.reference.width!==h.reference.width||i.reference.height!==h.reference.height?{reset:{rects:h}}:{}}}},ai=new Set([`left`,`top`]);async function oi(e,t){let{placement:n,platform:r,elements:i}=e,a=await(r.isRTL==null?void 0:r.isRTL(i.floating)),o=ar(n),s=or(n),c=X(n)===`y`,l=ai.has(o)?-1:1,u=a&&c?-1:1,d=ir(t,e),{mainAxis:f,crossAxis:p,alignmentAxis:m}=typeof d==`number`?{mainAxis:d,crossAxis:0,alignmentAxis:null}:{mainAxis:d.mainAxis||0,crossAxis:d.crossAxis||0,alignmentAxis:d.alignmentAxis};return s&&typeof m==`number`&&(p=s===`end`?m*-1:m),c?{x:p*u,y:f*l}:{x:f*l,y:p*u}}var si=function(e){return e===void 0&&(e=0),{name:`offset`,options:e,async fn(t){var n;let{x:r,y:i,placement:a,middlewareData:o}=t,s=await oi(t,e);return a===o.offset?.placement&&(n=o.arrow)!=null&&n.alignmentOffset?{}:{x:r+s.x,y:i+s.y,data:{...s,placement:a}}}}},ci=function(e){return e===void 0&&(e={}),{name:`shift`,options:e,async fn(t){let{x:n,y:r,placement:i,platform:a}=t,{mainAxis:o=!0,crossAxis:s=!1,limiter:c={fn:e=>{let{x:t,y:n}=e;return{x:t,y:n}}},...l}=ir(e,t),u={x:n,y:r},d=await a.detectOverflow(t,l),f=X(i),p=sr(f),m=u[p],h=u[f],g=(e,t)=>rr(t+d[e===`y`?`top`:`left`],t,t-d[e===`y`?`bottom`:`right`]);o&&(m=g(p,m)),s&&(h=g(f,h));let _=c.fn({...t,[p]:m,[f]:h});return{..._,data:{x:_.x-n,y:_.y-r,enabled:{[p]:o,[f]:s}}}}}},li=function(e){return e===void 0&&(e={}),{options:e,fn(t){let{x:n,y:r,placement:i,rects:a,middlewareData:o}=t,{offset:s=0,mainAxis:c=!0,crossAxis:l=!0}=ir(e,t),u={x:n,y:r},d=X(i),f=sr(d),p=u[f],m=u[d],h=ir(s,t),g=typeof h==`number`?{mainAxis:h,crossAxis:0}:{mainAxis:h.mainAxis??0,crossAxis:h.crossAxis??0};if(c){let e=f===`y`?`height`:`width`,t=a.reference[f]-a.floating[e]+g.mainAxis,n=a.reference[f]+a.reference[e]-g.mainAxis;p<t?p=t:p>n&&(p=n)}if(l){let e=f===`y`?`width`:`height`,t=ai.has(ar(i)),n=a.reference[d]-a.floating[e]+(t&&o.offset?.[d]||0)+(t?0:g.crossAxis),r=a.reference[d]+a.reference[e]+(t?0:o.offset?.[d]||0)-(t?g.crossAxis:0);m<n?m=n:m>r&&(m=r)}return{[f]:p,[d]:m}}}},ui=function(e){return e===void 0&&(e={}),{name:`size`,options:e,async fn(t){let{placement:n,rects:r,platform:i,elements:a}=t,{apply:o=()=>{},...s}=ir(e,t),c=await i.detectOverflow(t,s),l=ar(n),u=or(n),d=X(n)===`y`,{width:f,height:p}=r.floating,m,h;l===`top`||l===`bottom`?(m=l,h=u===(await(i.isRTL==null?void 0:i.isRTL(a.floating))?`start`:`end`)?`left`:`right`):(h=l,m=u===`end`?`top`:`bottom`);let g=p-c.top-c.bottom,_=f-c.left-c.right,v=J(p-c[m],g),y=J(f-c[h],_),b=t.middlewareData.shift,x=!b,S=v,C=y;b!=null&&b.enabled.x&&(C=_),b!=null&&b.enabled.y&&(S=g),x&&!u&&(d?C=f-2*Y(c.left,c.right):S=p-2*Y(c.top,c.bottom)),await o({...t,availableWidth:C,availableHeight:S});let w=await i.getDimensions(a.floating);return f!==w.width||p!==w.height?{reset:{rects:!0}}:{}}}};function di(e){let t=q(e),n=parseFloat(t.width)||0,r=parseFloat(t.height)||0,i=K(e),a=i?e.offsetWidth:n,o=i?e.offsetHeight:r,s=$n(n)!==a||$n(r)!==o;return s&&(n=a,r=o),{width:n,height:r,$:s}}function fi(e){return G(e)?e:e.contextElement}function pi(e){let t=fi(e);if(!K(t))return tr(1);let n=t.getBoundingClientRect(),{width:r,height:i,$:a}=di(t),o=(a?$n(n.width):n.width)/r,s=(a?$n(n.height):n.height)/i;return o&&Number.isFinite(o)||(o=1),s&&Number.isFinite(s)||(s=1),{x:o,y:s}}var mi=tr(0);function hi(e){let t=W(e);return!Gn()||!t.visualViewport?mi:{x:t.visualViewport.offsetLeft,y:t.visualViewport.offsetTop}}function gi(e,t,n){return t===void 0&&(t=!1),!!n&&t&&n===W(e)}function _i(e,t,n,r){t===void 0&&(t=!1),n===void 0&&(n=!1);let i=e.getBoundingClientRect(),a=fi(e),o=tr(1);t&&(r?G(r)&&(o=pi(r)):o=pi(e));let s=gi(a,n,r)?hi(a):tr(0),c=(i.left+s.x)/o.x,l=(i.top+s.y)/o.y,u=i.width/o.x,d=i.height/o.y;if(a&&r){let e=W(a),t=G(r)?W(r):r,n=e,i=Zn(n);for(;i&&t!==n;){let e=pi(i),t=i.getBoundingClientRect(),r=q(i),a=t.left+(i.clientLeft+parseFloat(r.paddingLeft))*e.x,o=t.top+(i.clientTop+parseFloat(r.paddingTop))*e.y;c*=e.x,l*=e.y,u*=e.x,d*=e.y,c+=a,l+=o,n=W(i),i=Zn(n)}}return Sr({width:u,height:d,x:c,y:l})}function vi(e,t){let n=qn(e).scrollLeft;return t?t.left+n:_i(Nn(e)).left+n}function yi(e,t){let n=e.getBoundingClientRect();return{x:n.left+t.scrollLeft-vi(e,n),y:n.top+t.scrollTop}}function bi(e){let{elements:t,rect:n,offsetParent:r,strategy:i}=e,a=i===`fixed`,o=Nn(r),s=t?Rn(t.floating):!1;if(r===o||s&&a)return n;let c={scrollLeft:0,scrollTop:0},l=tr(1),u=tr(0),d=K(r);if((d||!a)&&((Mn(r)!==`body`||In(o))&&(c=qn(r)),d)){let e=_i(r);l=pi(r),u.x=e.x+r.clientLeft,u.y=e.y+r.clientTop}let f=o&&!d&&!a?yi(o,c):tr(0);return{width:n.width*l.x,height:n.height*l.y,x:n.x*l.x-c.scrollLeft*l.x+u.x+f.x,y:n.y*l.y-c.scrollTop*l.y+u.y+f.y}}function xi(e){return e.getClientRects?Array.from(e.getClientRects()):[]}function Si(e){let t=qn(e),n=e.ownerDocument.body,r=Y(e.scrollWidth,e.clientWidth,n.scrollWidth,n.clientWidth),i=Y(e.scrollHeight,e.clientHeight,n.scrollHeight,n.clientHeight),a=-t.scrollLeft+vi(e),o=-t.scrollTop;return q(n).direction===`rtl`&&(a+=Y(e.clientWidth,n.clientWidth)-r),{width:r,height:i,x:a,y:o}}var Ci=25;function wi(e,t,n){n===void 0&&(n=`viewport`);let r=n===`layoutViewport`,i=W(e),a=Nn(e),o=i.visualViewport,s=a.clientWidth,c=a.clientHeight,l=0,u=0;if(o){let e=!Gn()||t===`fixed`;r?e||(l=-o.offsetLeft,u=-o.offsetTop):(s=o.width,c=o.height,e&&(l=o.offsetLeft,u=o.offsetTop))}if(vi(a)<=0){let e=a.ownerDocument,t=e.body,n=getComputedStyle(t),r=e.compatMode===`CSS1Compat`&&parseFloat(n.marginLeft)+parseFloat(n.marginRight)||0,i=Math.abs(a.clientWidth-t.clientWidth-r),o=getComputedStyle(a).scrollbarGutter===`stable both-edges`?i/2:i;o<=Ci&&(s-=o)}return{width:s,height:c,x:l,y:u}}function Ti(e,t){let n=_i(e,!0,t===`fixed`),r=n.top+e.clientTop,i=n.left+e.clientLeft,a=pi(e);return{width:e.clientWidth*a.x,height:e.clientHeight*a.y,x:i*a.x,y:r*a.y}}function Ei(e,t,n){let r;if(t===`viewport`||t===`layoutViewport`)r=wi(e,n,t);else if(t===`document`)r=Si(Nn(e));else if(G(t))r=Ti(t,n);else{let n=hi(e);r={x:t.x-n.x,y:t.y-n.y,width:t.width,height:t.height}}return Sr(r)}function Di(e,t){let n=t.get(e);if(n)return n;let r=Xn(e,[],!1).filter(e=>G(e)&&Mn(e)!==`body`),i=null,a=q(e).position===`fixed`,o=a?Jn(e):e;for(;G(o)&&!Kn(o);){let e=q(o),t=Un(o),n=i?i.position:a?`fixed`:``;!t&&(n===`fixed`||n===`absolute`&&e.position===`static`)?r=r.filter(e=>e!==o):i=e,o=Jn(o)}return t.set(e,r),r}function Oi(e){let{element:t,boundary:n,rootBoundary:r,strategy:i}=e,a=[...n===`clippingAncestors`?Rn(t)?[]:Di(t,this._c):[].concat(n),r],o=Ei(t,a[0],i),s=o.top,c=o.right,l=o.bottom,u=o.left;for(let e=1;e<a.length;e++){let n=Ei(t,a[e],i);s=Y(n.top,s),c=J(n.right,c),l=J(n.bottom,l),u=Y(n.left,u)}return{width:c-u,height:l-s,x:u,y:s}}function ki(e){let{width:t,height:n}=di(e);return{width:t,height:n}}function Ai(e,t,n){let r=K(t),i=Nn(t),a=n===`fixed`,o=_i(e,!0,a,t),s={scrollLeft:0,scrollTop:0},c=tr(0);if((r||!a)&&((Mn(t)!==`body`||In(i))&&(s=qn(t)),r)){let e=_i(t,!0,a,t);c.x=e.x+t.clientLeft,c.y=e.y+t.clientTop}!r&&i&&(c.x=vi(i));let l=i&&!r&&!a?yi(i,s):tr(0);return{x:o.left+s.scrollLeft-c.x-l.x,y:o.top+s.scrollTop-c.y-l.y,width:o.width,height:o.height}}function ji(e){return q(e).position===`static`}function Mi(e,t){if(!K(e)||q(e).position===`fixed`)return null;if(t)return t(e);let n=e.offsetParent;return Nn(e)===n&&(n=n.ownerDocument.body),n}function Ni(e,t){let n=W(e);if(Rn(e))return n;if(!K(e)){let t=Jn(e);for(;t&&!Kn(t);){if(G(t)&&!ji(t))return t;t=Jn(t)}return n}let r=Mi(e,t);for(;r&&Ln(r)&&ji(r);)r=Mi(r,t);return r&&Kn(r)&&ji(r)&&!Un(r)?n:r||Wn(e)||n}var Pi=async function(e){let t=this.getOffsetParent||Ni,n=this.getDimensions,r=await n(e.floating);return{reference:Ai(e.reference,await t(e.floating),e.strategy),floating:{x:0,y:0,width:r.width,height:r.height}}};function Fi(e){return q(e).direction===`rtl`}var Ii={convertOffsetParentRelativeRectToViewportRelativeRect:bi,getDocumentElement:Nn,getClippingRect:Oi,getOffsetParent:Ni,getElementRects:Pi,getClientRects:xi,getDimensions:ki,getScale:pi,isElement:G,isRTL:Fi};function Li(e,t){return e.x===t.x&&e.y===t.y&&e.width===t.width&&e.height===t.height}function Ri(e,t,n){let r=null,i,a=Nn(e);function o(){var e;clearTimeout(i),(e=r)==null||e.disconnect(),r=null}function s(n,c){n===void 0&&(n=!1),c===void 0&&(c=1),o();let l=e.getBoundingClientRect(),{left:u,top:d,width:f,height:p}=l;if(n||t(),!f||!p)return;let m=er(d),h=er(a.clientWidth-(u+f)),g=er(a.clientHeight-(d+p)),_=er(u),v={rootMargin:-m+`px `+-h+`px `+-g+`px `+-_+`px`,threshold:Y(0,J(1,c))||1},y=!0;function b(t){let n=t[0].intersectionRatio;if(!Li(l,e.getBoundingClientRect()))return s();if(n!==c){if(!y)return s();n?s(!1,n):i=setTimeout(()=>{s(!1,1e-7)},1e3)}y=!1}try{r=new IntersectionObserver(b,{...v,root:a.ownerDocument})}catch{r=new IntersectionObserver(b,v)}r.observe(e)}let c=W(e),l=()=>s(n);return c.addEventListener(`resize`,l),s(!0),()=>{c.removeEventListener(`resize`,l),o()}}function zi(e,t,n,r){r===void 0&&(r={});let{ancestorScroll:i=!0,ancestorResize:a=!0,elementResize:o=typeof ResizeObserver==`function`,layoutShift:s=typeof IntersectionObserver==`function`,animationFrame:c=!1}=r,l=fi(e),u=i||a?[...l?Xn(l):[],...t?Xn(t):[]]:[];u.forEach(e=>{i&&e.addEventListener(`scroll`,n),a&&e.addEventListener(`resize`,n)});let d=l&&s?Ri(l,n,a):null,f=-1,p=null;o&&(p=new ResizeObserver(e=>{let[r]=e;r&&r.target===l&&p&&t&&(p.unobserve(t),cancelAnimationFrame(f),f=requestAnimationFrame(()=>{var e;(e=p)==null||e.observe(t)})),n()}),l&&!c&&p.observe(l),t&&p.observe(t));let m,h=c?_i(e):null;c&&g();function g(){let t=_i(e);h&&!Li(h,t)&&n(),h=t,m=requestAnimationFrame(g)}return n(),()=>{var e;u.forEach(e=>{i&&e.removeEventListener(`scroll`,n),a&&e.removeEventListener(`resize`,n)}),d?.(),(e=p)==null||e.disconnect(),p=null,c&&cancelAnimationFrame(m)}}var Bi=si,Vi=ci,Hi=Qr,Ui=ui,Wi=ti,Gi=Zr,Ki=ii,qi=li,Ji=(e,t,n)=>{let r=new Map,i=n??{},a={...Ii,...i.platform,_c:r};return Xr(e,t,{...i,platform:a})},Yi=typeof document<`u`?m.useLayoutEffect:function(){};function Xi(e,t){if(e===t)return!0;if(typeof e!=typeof t)return!1;if(typeof e==`function`&&e.toString()===t.toString())return!0;let n,r,i;if(e&&t&&typeof e==`object`){if(Array.isArray(e)){if(n=e.length,n!==t.length)return!1;for(r=n;r--!==0;)if(!Xi(e[r],t[r]))return!1;return!0}if(i=Object.keys(e),n=i.length,n!==Object.keys(t).length)return!1;for(r=n;r--!==0;)if(!{}.hasOwnProperty.call(t,i[r]))return!1;for(r=n;r--!==0;){let n=i[r];if(!(n===`_owner`&&e.$$typeof)&&!Xi(e[n],t[n]))return!1}return!0}return e!==e&&t!==t}function Zi(e){return typeof window>`u`?1:(e.ownerDocument.defaultView||window).devicePixelRatio||1}function Qi(e,t){let n=Zi(e);return Math.round(t*n)/n}function $i(e){let t=m.useRef(e);return Yi(()=>{t.current=e}),t}function ea(e){e===void 0&&(e={});let{placement:t=`bottom`,strategy:n=`absolute`,middleware:r=[],platform:i,elements:{reference:a,floating:o}={},transform:s=!0,whileElementsMounted:c,open:l}=e,[u,d]=m.useState({x:0,y:0,strategy:n,placement:t,middlewareData:{},isPositioned:!1}),[f,p]=m.useState(r);Xi(f,r)||p(r);let[h,g]=m.useState(null),[_,v]=m.useState(null),y=m.useCallback(e=>{e!==C.current&&(C.current=e,g(e))},[]),b=m.useCallback(e=>{e!==w.current&&(w.current=e,v(e))},[]),x=a||h,S=o||_,C=m.useRef(null),w=m.useRef(null),T=m.useRef(u),E=c!=null,D=$i(c),O=$i(i),k=$i(l),A=m.useCallback(()=>{if(!C.current||!w.current)return;let e={placement:t,strategy:n,middleware:f};O.current&&(e.platform=O.current),Ji(C.current,w.current,e).then(e=>{let t={...e,isPositioned:k.current!==!1};j.current&&!Xi(T.current,t)&&(T.current=t,Wt.flushSync(()=>{d(t)}))})},[f,t,n,O,k]);Yi(()=>{l===!1&&T.current.isPositioned&&(T.current.isPositioned=!1,d(e=>({...e,isPositioned:!1})))},[l]);let j=m.useRef(!1);Yi(()=>(j.current=!0,()=>{j.current=!1}),[]),Yi(()=>{if(x&&(C.current=x),S&&(w.current=S),x&&S){if(D.current)return D.current(x,S,A);A()}},[x,S,A,D,E]);let M=m.useMemo(()=>({reference:C,floating:w,setReference:y,setFloating:b}),[y,b]),N=m.useMemo(()=>({reference:x,floating:S}),[x,S]),P=m.useMemo(()=>{let e={position:n,left:0,top:0};if(!N.floating)return e;let t=Qi(N.floating,u.x),r=Qi(N.floating,u.y);return s?{...e,transform:`translate(`+t+`px, `+r+`px)`,...Zi(N.floating)>=1.5&&{willChange:`transform`}}:{position:n,left:t,top:r}},[n,s,N.floating,u.x,u.y]);return m.useMemo(()=>({...u,update:A,refs:M,elements:N,floatingStyles:P}),[u,A,M,N,P])}var ta=e=>{function t(e){return{}.hasOwnProperty.call(e,`current`)}return{name:`arrow`,options:e,fn(n){let{element:r,padding:i}=typeof e==`function`?e(n):e;return r&&t(r)?r.current==null?{}:Gi({element:r.current,padding:i}).fn(n):r?Gi({element:r,padding:i}).fn(n):{}}}},na=(e,t)=>{let n=Bi(e);return{name:n.name,fn:n.fn,options:[e,t]}},ra=(e,t)=>{let n=Vi(e);return{name:n.name,fn:n.fn,options:[e,t]}},ia=(e,t)=>({fn:qi(e).fn,options:[e,t]}),aa=(e,t)=>{let n=Hi(e);return{name:n.name,fn:n.fn,options:[e,t]}},oa=(e,t)=>{let n=Ui(e);return{name:n.name,fn:n.fn,options:[e,t]}},sa=(e,t)=>{let n=Wi(e);return{name:n.name,fn:n.fn,options:[e,t]}},ca=(e,t)=>{let n=Ki(e);return{name:n.name,fn:n.fn,options:[e,t]}},la=(e,t)=>{let n=ta(e);return{name:n.name,fn:n.fn,options:[e,t]}};function ua(e){let t=m.useRef(void 0),n=m.useCallback(t=>{let n=e.map(e=>{if(e!=null){if(typeof e==`function`){let n=e,r=n(t);return typeof r==`function`?r:()=>{n(null)}}return e.current=t,()=>{e.current=null}}});return()=>{n.forEach(e=>e?.())}},e);return m.useMemo(()=>e.every(e=>e==null)?null:e=>{t.current&&=(t.current(),void 0),e!=null&&(t.current=n(e))},e)}var da=`data-floating-ui-focusable`,fa=`active`,pa=`selected`,ma=`ArrowLeft`,ha=`ArrowRight`,ga=`ArrowUp`,_a=`ArrowDown`,va=[ma,ha],ya=[ga,_a];[...va,...ya];var ba={...m},xa=!1,Sa=0,Ca=()=>`floating-ui-`+Math.random().toString(36).slice(2,6)+Sa++;function wa(){let[e,t]=m.useState(()=>xa?Ca():void 0);return Hr(()=>{e??t(Ca())},[]),m.useEffect(()=>{xa=!0},[]),e}var Ta=ba.useId||wa;function Ea(){let e=new Map;return{emit(t,n){var r;(r=e.get(t))==null||r.forEach(e=>e(n))},on(t,n){e.has(t)||e.set(t,new Set),e.get(t).add(n)},off(t,n){var r;(r=e.get(t))==null||r.delete(n)}}}var Da=m.createContext(null),Oa=m.createContext(null),ka=()=>m.useContext(Da)?.id||null,Aa=()=>m.useContext(Oa);function ja(e){return`data-floating-ui-`+e}function Z(e){e.current!==-1&&(clearTimeout(e.current),e.current=-1)}var Ma=ja(`safe-polygon`);function Na(e,t,n){if(n&&!Vr(n))return 0;if(typeof e==`number`)return e;if(typeof e==`function`){let n=e();return typeof n==`number`?n:n?.[t]}return e?.[t]}function Pa(e){return typeof e==`function`?e():e}function Fa(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,dataRef:i,events:a,elements:o}=e,{enabled:s=!0,delay:c=0,handleClose:l=null,mouseOnly:u=!1,restMs:d=0,move:f=!0}=t,p=Aa(),h=ka(),g=Wr(l),_=Wr(c),v=Wr(n),y=Wr(d),b=m.useRef(),x=m.useRef(-1),S=m.useRef(),C=m.useRef(-1),w=m.useRef(!0),T=m.useRef(!1),E=m.useRef(()=>{}),D=m.useRef(!1),O=Kr(()=>{let e=i.current.openEvent?.type;return e?.includes(`mouse`)&&e!==`mousedown`});m.useEffect(()=>{if(!s)return;function e(e){let{open:t}=e;t||(Z(x),Z(C),w.current=!0,D.current=!1)}return a.on(`openchange`,e),()=>{a.off(`openchange`,e)}},[s,a]),m.useEffect(()=>{if(!s||!g.current||!n)return;function e(e){O()&&r(!1,e,`hover`)}let t=Fr(o.floating).documentElement;return t.addEventListener(`mouseleave`,e),()=>{t.removeEventListener(`mouseleave`,e)}},[o.floating,n,r,s,g,O]);let k=m.useCallback(function(e,t,n){t===void 0&&(t=!0),n===void 0&&(n=`hover`);let i=Na(_.current,`close`,b.current);i&&!S.current?(Z(x),x.current=window.setTimeout(()=>r(!1,e,n),i)):t&&(Z(x),r(!1,e,n))},[_,r]),A=Kr(()=>{E.current(),S.current=void 0}),j=Kr(()=>{if(T.current){let e=Fr(o.floating).body;e.style.pointerEvents=``,e.removeAttribute(Ma),T.current=!1}}),M=Kr(()=>i.current.openEvent?[`click`,`mousedown`].includes(i.current.openEvent.type):!1);m.useEffect(()=>{if(!s)return;function e(e){if(Z(x),w.current=!1,u&&!Vr(b.current)||Pa(y.current)>0&&!Na(_.current,`open`))return;let t=Na(_.current,`open`,b.current);t?x.current=window.setTimeout(()=>{v.current||r(!0,e,`hover`)},t):n||r(!0,e,`hover`)}function t(e){if(M()){j();return}E.current();let t=Fr(o.floating);if(Z(C),D.current=!1,g.current&&i.current.floatingContext){n||Z(x),S.current=g.current({...i.current.floatingContext,tree:p,x:e.clientX,y:e.clientY,onClose(){j(),A(),M()||k(e,!0,`safe-polygon`)}});let r=S.current;t.addEventListener(`mousemove`,r),E.current=()=>{t.removeEventListener(`mousemove`,r)}}else b.current===`touch`&&jr(o.floating,e.relatedTarget)||k(e)}function a(e){M()||i.current.floatingContext&&(g.current==null||g.current({...i.current.floatingContext,tree:p,x:e.clientX,y:e.clientY,onClose(){j(),A(),M()||k(e)}})(e))}function c(){Z(x)}function l(e){M()||k(e,!1)}if(G(o.domReference)){let r=o.domReference,i=o.floating;return n&&r.addEventListener(`mouseleave`,a),f&&r.addEventListener(`mousemove`,e,{once:!0}),r.addEventListener(`mouseenter`,e),r.addEventListener(`mouseleave`,t),i&&(i.addEventListener(`mouseleave`,a),i.addEventListener(`mouseenter`,c),i.addEventListener(`mouseleave`,l)),()=>{n&&r.removeEventListener(`mouseleave`,a),f&&r.removeEventListener(`mousemove`,e),r.removeEventListener(`mouseenter`,e),r.removeEventListener(`mouseleave`,t),i&&(i.removeEventListener(`mouseleave`,a),i.removeEventListener(`mouseenter`,c),i.removeEventListener(`mouseleave`,l))}}},[o,s,e,u,f,k,A,j,r,n,v,p,_,g,i,M,y]),Hr(()=>{var e;if(s&&n&&(e=g.current)!=null&&(e=e.__options)!=null&&e.blockPointerEvents&&O()){T.current=!0;let e=o.floating;if(G(o.domReference)&&e){var t;let n=Fr(o.floating).body;n.setAttribute(Ma,``);let r=o.domReference,i=p==null||(t=p.nodesRef.current.find(e=>e.id===h))==null||(t=t.context)==null?void 0:t.elements.floating;return i&&(i.style.pointerEvents=``),n.style.pointerEvents=`none`,r.style.pointerEvents=`auto`,e.style.pointerEvents=`auto`,()=>{n.style.pointerEvents=``,r.style.pointerEvents=``,e.style.pointerEvents=``}}}},[s,n,h,o,p,g,O]),Hr(()=>{n||(b.current=void 0,D.current=!1,A(),j())},[n,A,j]),m.useEffect(()=>()=>{A(),Z(x),Z(C),j()},[s,o.domReference,A,j]);let N=m.useMemo(()=>{function e(e){b.current=e.pointerType}return{onPointerDown:e,onPointerEnter:e,onMouseMove(e){let{nativeEvent:t}=e;function i(){!w.current&&!v.current&&r(!0,t,`hover`)}u&&!Vr(b.current)||n||Pa(y.current)===0||D.current&&e.movementX**2+e.movementY**2<2||(Z(C),b.current===`touch`?i():(D.current=!0,C.current=window.setTimeout(i,Pa(y.current))))}}},[u,r,n,v,y]);return m.useMemo(()=>s?{reference:N}:{},[s,N])}var Ia=()=>{},La=m.createContext({delay:0,initialDelay:0,timeoutMs:0,currentId:null,setCurrentId:Ia,setState:Ia,isInstantPhase:!1}),Ra=()=>m.useContext(La);function za(e){let{children:t,delay:n,timeoutMs:r=0}=e,[i,a]=m.useReducer((e,t)=>({...e,...t}),{delay:n,timeoutMs:r,initialDelay:n,currentId:null,isInstantPhase:!1}),o=m.useRef(null),s=m.useCallback(e=>{a({currentId:e})},[]);return Hr(()=>{i.currentId?o.current===null?o.current=i.currentId:i.isInstantPhase||a({isInstantPhase:!0}):(i.isInstantPhase&&a({isInstantPhase:!1}),o.current=null)},[i.currentId,i.isInstantPhase]),(0,R.jsx)(La.Provider,{value:m.useMemo(()=>({...i,setState:a,setCurrentId:s}),[i,s]),children:t})}function Ba(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,floatingId:i}=e,{id:a,enabled:o=!0}=t,s=a??i,c=Ra(),{currentId:l,setCurrentId:u,initialDelay:d,setState:f,timeoutMs:p}=c;return Hr(()=>{o&&l&&(f({delay:{open:1,close:Na(d,`close`)}}),l!==s&&r(!1))},[o,s,r,f,l,d]),Hr(()=>{function e(){r(!1),f({delay:d,currentId:null})}if(o&&l&&!n&&l===s){if(p){let t=window.setTimeout(e,p);return()=>{clearTimeout(t)}}e()}},[o,n,f,l,s,r,d,p]),Hr(()=>{o&&u!==Ia&&n&&u(s)},[o,n,u,s]),c}function Va(e,t){if(!e||!t)return!1;let n=t.getRootNode==null?void 0:t.getRootNode();if(e.contains(t))return!0;if(n&&Fn(n)){let n=t;for(;n;){if(e===n)return!0;n=n.parentNode||n.host}}return!1}function Ha(e){return`composedPath`in e?e.composedPath()[0]:e.target}var Ua={pointerdown:`onPointerDown`,mousedown:`onMouseDown`,click:`onClick`},Wa={pointerdown:`onPointerDownCapture`,mousedown:`onMouseDownCapture`,click:`onClickCapture`},Ga=e=>({escapeKey:typeof e==`boolean`?e:e?.escapeKey??!1,outsidePress:typeof e==`boolean`?e:e?.outsidePress??!0});function Ka(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,elements:i,dataRef:a}=e,{enabled:o=!0,escapeKey:s=!0,outsidePress:c=!0,outsidePressEvent:l=`pointerdown`,referencePress:u=!1,referencePressEvent:d=`pointerdown`,ancestorScroll:f=!1,bubbles:p,capture:h}=t,g=Aa(),_=Kr(typeof c==`function`?c:()=>!1),v=typeof c==`function`?_:c,y=m.useRef(!1),{escapeKey:b,outsidePress:x}=Ga(p),{escapeKey:S,outsidePress:C}=Ga(h),w=m.useRef(!1),T=Kr(e=>{if(!n||!o||!s||e.key!==`Escape`||w.current)return;let t=a.current.floatingContext?.nodeId,i=g?zr(g.nodesRef.current,t):[];if(!b&&(e.stopPropagation(),i.length>0)){let e=!0;if(i.forEach(t=>{var n;(n=t.context)!=null&&n.open&&!t.context.dataRef.current.__escapeKeyBubbles&&(e=!1)}),!e)return}r(!1,Br(e)?e.nativeEvent:e,`escape-key`)}),E=Kr(e=>{var t;let n=()=>{var t;T(e),(t=Mr(e))==null||t.removeEventListener(`keydown`,n)};(t=Mr(e))==null||t.addEventListener(`keydown`,n)}),D=Kr(e=>{let t=a.current.insideReactTree;a.current.insideReactTree=!1;let n=y.current;if(y.current=!1,l===`click`&&n||t||typeof v==`function`&&!v(e))return;let o=Mr(e),s=`[`+ja(`inert`)+`]`,c=Fr(i.floating).querySelectorAll(s),u=G(o)?o:null;for(;u&&!Kn(u);){let e=Jn(u);if(Kn(e)||!G(e))break;u=e}if(c.length&&G(o)&&!Pr(o)&&!jr(o,i.floating)&&Array.from(c).every(e=>!jr(u,e)))return;if(K(o)&&A){let t=Kn(o),n=q(o),r=/auto|scroll/,i=t||r.test(n.overflowX),a=t||r.test(n.overflowY),s=i&&o.clientWidth>0&&o.scrollWidth>o.clientWidth,c=a&&o.clientHeight>0&&o.scrollHeight>o.clientHeight,l=n.direction===`rtl`,u=c&&(l?e.offsetX<=o.offsetWidth-o.clientWidth:e.offsetX>o.clientWidth),d=s&&e.offsetY>o.clientHeight;if(u||d)return}let d=a.current.floatingContext?.nodeId,f=g&&zr(g.nodesRef.current,d).some(t=>Nr(e,t.context?.elements.floating));if(Nr(e,i.floating)||Nr(e,i.domReference)||f)return;let p=g?zr(g.nodesRef.current,d):[];if(p.length>0){let e=!0;if(p.forEach(t=>{var n;(n=t.context)!=null&&n.open&&!t.context.dataRef.current.__outsidePressBubbles&&(e=!1)}),!e)return}r(!1,e,`outside-press`)}),O=Kr(e=>{var t;let n=()=>{var t;D(e),(t=Mr(e))==null||t.removeEventListener(l,n)};(t=Mr(e))==null||t.addEventListener(l,n)});m.useEffect(()=>{if(!n||!o)return;a.current.__escapeKeyBubbles=b,a.current.__outsidePressBubbles=x;let e=-1;function t(e){r(!1,e,`ancestor-scroll`)}function c(){window.clearTimeout(e),w.current=!0}function u(){e=window.setTimeout(()=>{w.current=!1},Gn()?5:0)}let d=Fr(i.floating);s&&(d.addEventListener(`keydown`,S?E:T,S),d.addEventListener(`compositionstart`,c),d.addEventListener(`compositionend`,u)),v&&d.addEventListener(l,C?O:D,C);let p=[];return f&&(G(i.domReference)&&(p=Xn(i.domReference)),G(i.floating)&&(p=p.concat(Xn(i.floating))),!G(i.reference)&&i.reference&&i.reference.contextElement&&(p=p.concat(Xn(i.reference.contextElement)))),p=p.filter(e=>e!==d.defaultView?.visualViewport),p.forEach(e=>{e.addEventListener(`scroll`,t)}),()=>{s&&(d.removeEventListener(`keydown`,S?E:T,S),d.removeEventListener(`compositionstart`,c),d.removeEventListener(`compositionend`,u)),v&&d.removeEventListener(l,C?O:D,C),p.forEach(e=>{e.removeEventListener(`scroll`,t)}),window.clearTimeout(e)}},[a,i,s,v,l,n,r,f,o,b,x,T,S,E,D,C,O]),m.useEffect(()=>{a.current.insideReactTree=!1},[a,v,l]);let k=m.useMemo(()=>({onKeyDown:T,...u&&{[Ua[d]]:e=>{r(!1,e.nativeEvent,`reference-press`)},...d!==`click`&&{onClick(e){r(!1,e.nativeEvent,`reference-press`)}}}}),[T,r,u,d]),A=m.useMemo(()=>{function e(e){e.button===0&&(y.current=!0)}return{onKeyDown:T,onMouseDown:e,onMouseUp:e,[Wa[l]]:()=>{a.current.insideReactTree=!0}}},[T,l,a]);return m.useMemo(()=>o?{reference:k,floating:A}:{},[o,k,A])}function qa(e){let{open:t=!1,onOpenChange:n,elements:r}=e,i=Ta(),a=m.useRef({}),[o]=m.useState(()=>Ea()),s=ka()!=null,[c,l]=m.useState(r.reference),u=Kr((e,t,r)=>{a.current.openEvent=e?t:void 0,o.emit(`openchange`,{open:e,event:t,reason:r,nested:s}),n?.(e,t,r)}),d=m.useMemo(()=>({setPositionReference:l}),[]),f=m.useMemo(()=>({reference:c||r.reference||null,floating:r.floating||null,domReference:r.reference}),[c,r.reference,r.floating]);return m.useMemo(()=>({dataRef:a,open:t,onOpenChange:u,elements:f,events:o,floatingId:i,refs:d}),[t,u,f,o,i,d])}function Ja(e){let{elements:t,...n}=e===void 0?{}:e,{nodeId:r}=n,i=qa({...n,elements:{reference:t?.reference??null,floating:t?.floating??null}}),a=n.rootContext||i,o=a.elements,[s,c]=m.useState(null),[l,u]=m.useState(null),d=o?.domReference||s,f=m.useRef(null),p=Aa();Hr(()=>{d&&(f.current=d)},[d]);let h=ea({...n,elements:{...o,...l&&{reference:l}}}),g=m.useCallback(e=>{let t=G(e)?{getBoundingClientRect:()=>e.getBoundingClientRect(),getClientRects:()=>e.getClientRects(),contextElement:e}:e;u(t),h.refs.setReference(t)},[h.refs]),_=m.useCallback(e=>{(G(e)||e===null)&&(f.current=e,c(e)),(G(h.refs.reference.current)||h.refs.reference.current===null||e!==null&&!G(e))&&h.refs.setReference(e)},[h.refs]),v=m.useMemo(()=>({...h.refs,setReference:_,setPositionReference:g,domReference:f}),[h.refs,_,g]),y=m.useMemo(()=>({...h.elements,domReference:d}),[h.elements,d]),b=m.useMemo(()=>({...h,...a,refs:v,elements:y,nodeId:r}),[h,v,y,r,a]);return Hr(()=>{a.dataRef.current.floatingContext=b;let e=p?.nodesRef.current.find(e=>e.id===r);e&&(e.context=b)}),m.useMemo(()=>({...h,context:b,refs:v,elements:y}),[h,v,y,b])}function Ya(){return Er()&&Tr()}function Xa(e,t){t===void 0&&(t={});let{open:n,onOpenChange:r,events:i,dataRef:a,elements:o}=e,{enabled:s=!0,visibleOnly:c=!0}=t,l=m.useRef(!1),u=m.useRef(-1),d=m.useRef(!0);m.useEffect(()=>{if(!s)return;let e=W(o.domReference);function t(){!n&&K(o.domReference)&&o.domReference===Ar(Fr(o.domReference))&&(l.current=!0)}function r(){d.current=!0}function i(){d.current=!1}return e.addEventListener(`blur`,t),Ya()&&(e.addEventListener(`keydown`,r,!0),e.addEventListener(`pointerdown`,i,!0)),()=>{e.removeEventListener(`blur`,t),Ya()&&(e.removeEventListener(`keydown`,r,!0),e.removeEventListener(`pointerdown`,i,!0))}},[o.domReference,n,s]),m.useEffect(()=>{if(!s)return;function e(e){let{reason:t}=e;(t===`reference-press`||t===`escape-key`)&&(l.current=!0)}return i.on(`openchange`,e),()=>{i.off(`openchange`,e)}},[i,s]),m.useEffect(()=>()=>{Z(u)},[]);let f=m.useMemo(()=>({onMouseLeave(){l.current=!1},onFocus(e){if(l.current)return;let t=Mr(e.nativeEvent);if(c&&G(t)){if(Ya()&&!e.relatedTarget){if(!d.current&&!Ir(t))return}else if(!Lr(t))return}r(!0,e.nativeEvent,`focus`)},onBlur(e){l.current=!1;let t=e.relatedTarget,n=e.nativeEvent,i=G(t)&&t.hasAttribute(ja(`focus-guard`))&&t.getAttribute(`data-type`)===`outside`;u.current=window.setTimeout(()=>{let e=Ar(o.domReference?o.domReference.ownerDocument:document);!t&&e===o.domReference||jr(a.current.floatingContext?.refs.floating.current,e)||jr(o.domReference,e)||i||r(!1,n,`focus`)})}}),[a,o.domReference,r,c]);return m.useMemo(()=>s?{reference:f}:{},[s,f])}function Za(e,t,n){let r=new Map,i=n===`item`,a=e;if(i&&e){let{[fa]:t,[pa]:n,...r}=e;a=r}return{...n===`floating`&&{tabIndex:-1,[da]:``},...a,...t.map(t=>{let r=t?t[n]:null;return typeof r==`function`?e?r(e):null:r}).concat(e).reduce((e,t)=>(t&&Object.entries(t).forEach(t=>{let[n,a]=t;if(!(i&&[fa,pa].includes(n))){if(n.indexOf(`on`)===0){if(r.has(n)||r.set(n,[]),typeof a==`function`){var o;(o=r.get(n))==null||o.push(a),e[n]=function(){var e=[...arguments];return r.get(n)?.map(t=>t(...e)).find(e=>e!==void 0)}}}else e[n]=a}}),e),{})}}function Qa(e){e===void 0&&(e=[]);let t=e.map(e=>e?.reference),n=e.map(e=>e?.floating),r=e.map(e=>e?.item),i=m.useCallback(t=>Za(t,e,`reference`),t),a=m.useCallback(t=>Za(t,e,`floating`),n),o=m.useCallback(t=>Za(t,e,`item`),r);return m.useMemo(()=>({getReferenceProps:i,getFloatingProps:a,getItemProps:o}),[i,a,o])}var $a=new Map([[`select`,`listbox`],[`combobox`,`listbox`],[`label`,!1]]);function eo(e,t){t===void 0&&(t={});let{open:n,elements:r,floatingId:i}=e,{enabled:a=!0,role:o=`dialog`}=t,s=Ta(),c=r.domReference?.id||s,l=m.useMemo(()=>Rr(r.floating)?.id||i,[r.floating,i]),u=$a.get(o)??o,d=ka()!=null,f=m.useMemo(()=>u===`tooltip`||o===`label`?{[`aria-`+(o===`label`?`labelledby`:`describedby`)]:n?l:void 0}:{"aria-expanded":n?`true`:`false`,"aria-haspopup":u===`alertdialog`?`dialog`:u,"aria-controls":n?l:void 0,...u===`listbox`&&{role:`combobox`},...u===`menu`&&{id:c},...u===`menu`&&d&&{role:`menuitem`},...o===`select`&&{"aria-autocomplete":`none`},...o===`combobox`&&{"aria-autocomplete":`list`}},[u,l,d,n,c,o]),p=m.useMemo(()=>{let e={id:l,...u&&{role:u}};return u===`tooltip`||o===`label`?e:{...e,...u===`menu`&&{"aria-labelledby":c}}},[u,l,c,o]),h=m.useCallback(e=>{let{active:t,selected:n}=e,r={role:`option`,...t&&{id:l+`-fui-option`}};switch(o){case`select`:case`combobox`:return{...r,"aria-selected":n}}return{}},[l,o]);return m.useMemo(()=>a?{reference:f,floating:p,item:h}:{},[a,f,p,h])}function to(e,t,n){return n===void 0&&(n=!0),e.filter(e=>e.parentId===t&&(!n||e.context?.open)).flatMap(t=>[t,...to(e,t.id,n)])}function no(e,t){let[n,r]=e,i=!1,a=t.length;for(let e=0,o=a-1;e<a;o=e++){let[a,s]=t[e]||[0,0],[c,l]=t[o]||[0,0];s>=r!=l>=r&&n<=(c-a)*(r-s)/(l-s)+a&&(i=!i)}return i}function ro(e,t){return e[0]>=t.x&&e[0]<=t.x+t.width&&e[1]>=t.y&&e[1]<=t.y+t.height}function io(e){e===void 0&&(e={});let{buffer:t=.5,blockPointerEvents:n=!1,requireIntent:r=!0}=e,i={current:-1},a=!1,o=null,s=null,c=typeof performance<`u`?performance.now():0;function l(e,t){let n=performance.now(),r=n-c;if(o===null||s===null||r===0)return o=e,s=t,c=n,null;let i=e-o,a=t-s,l=Math.sqrt(i*i+a*a)/r;return o=e,s=t,c=n,l}let u=e=>{let{x:n,y:o,placement:s,elements:c,onClose:u,nodeId:d,tree:f}=e;return function(e){function p(){Z(i),u()}if(Z(i),!c.domReference||!c.floating||s==null||n==null||o==null)return;let{clientX:m,clientY:h}=e,g=[m,h],_=Ha(e),v=e.type===`mouseleave`,y=Va(c.floating,_),b=Va(c.domReference,_),x=c.domReference.getBoundingClientRect(),S=c.floating.getBoundingClientRect(),C=s.split(`-`)[0],w=n>S.right-S.width/2,T=o>S.bottom-S.height/2,E=ro(g,x),D=S.width>x.width,O=S.height>x.height,k=(D?x:S).left,A=(D?x:S).right,j=(O?x:S).top,M=(O?x:S).bottom;if(y&&(a=!0,!v))return;if(b&&(a=!1),b&&!v){a=!0;return}if(v&&G(e.relatedTarget)&&Va(c.floating,e.relatedTarget)||f&&to(f.nodesRef.current,d).length)return;if(C===`top`&&o>=x.bottom-1||C===`bottom`&&o<=x.top+1||C===`left`&&n>=x.right-1||C===`right`&&n<=x.left+1)return p();let N=[];switch(C){case`top`:N=[[k,x.top+1],[k,S.bottom-1],[A,S.bottom-1],[A,x.top+1]];break;case`bottom`:N=[[k,S.top+1],[k,x.bottom-1],[A,x.bottom-1],[A,S.top+1]];break;case`left`:N=[[S.right-1,M],[S.right-1,j],[x.left+1,j],[x.left+1,M]];break;case`right`:N=[[x.right-1,M],[x.right-1,j],[S.left+1,j],[S.left+1,M]]}function P(e){let[n,r]=e;switch(C){case`top`:return[[D?n+t/2:w?n+t*4:n-t*4,r+t+1],[D?n-t/2:w?n+t*4:n-t*4,r+t+1],[S.left,w||D?S.bottom-t:S.top],[S.right,w?D?S.bottom-t:S.top:S.bottom-t]];case`bottom`:return[[D?n+t/2:w?n+t*4:n-t*4,r-t],[D?n-t/2:w?n+t*4:n-t*4,r-t],[S.left,w||D?S.top+t:S.bottom],[S.right,w?D?S.top+t:S.bottom:S.top+t]];case`left`:{let e=[n+t+1,O?r+t/2:T?r+t*4:r-t*4],i=[n+t+1,O?r-t/2:T?r+t*4:r-t*4];return[[T||O?S.right-t:S.left,S.top],[T?O?S.right-t:S.left:S.right-t,S.bottom],e,i]}case`right`:return[[n-t,O?r+t/2:T?r+t*4:r-t*4],[n-t,O?r-t/2:T?r+t*4:r-t*4],[T||O?S.left+t:S.right,S.top],[T?O?S.left+t:S.right:S.left+t,S.bottom]]}}if(!no([m,h],N)){if(a&&!E)return p();if(!v&&r){let t=l(e.clientX,e.clientY);if(t!==null&&t<.1)return p()}no([m,h],P([n,o]))?!a&&r&&(i.current=window.setTimeout(p,40)):p()}}};return u.__options={blockPointerEvents:n},u}var ao={scrollHideDelay:1e3,type:`hover`,scrollbars:`xy`},oo=F((e,{scrollbarSize:t,overscrollBehavior:n,scrollbars:r})=>{let i=n;return n&&r&&(r===`x`?i=`${n} auto`:r===`y`&&(i=`auto ${n}`)),{root:{"--scrollarea-scrollbar-size":c(t),"--scrollarea-over-scroll-behavior":i,"--scrollarea-offset-size":void 0}}}),so=V(e=>{let t=z(`ScrollArea`,ao,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,scrollbarSize:s,vars:c,type:l,scrollHideDelay:u,viewportProps:d,viewportRef:f,onScrollPositionChange:p,children:h,offsetScrollbars:g,scrollbars:_,onBottomReached:v,onTopReached:y,onLeftReached:b,onRightReached:x,overscrollBehavior:S,startScrollPosition:C,verticalScrollbarPosition:w,attributes:T,...E}=t,[O,k]=(0,m.useState)(!1),[A,j]=(0,m.useState)(!1),[M,N]=(0,m.useState)(!1),P=(0,m.useRef)(!0),ee=(0,m.useRef)(!1),te=(0,m.useRef)(!0),F=(0,m.useRef)(!1),I=B({name:`ScrollArea`,props:t,classes:An,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:T,vars:c,varsResolver:oo}),L=(0,m.useRef)(null),[ne,re]=(0,m.useState)(null),ie=ua([f,L,(0,m.useCallback)(e=>{re(t=>t===e?t:e)},[])]);return tn(g===`present`?ne:null,()=>{let e=L.current;e&&(j(e.scrollHeight>e.clientHeight),N(e.scrollWidth>e.clientWidth))}),D(()=>{C&&L.current&&L.current.scrollTo({left:C.x??0,top:C.y??0})},[]),(0,R.jsxs)(on,{getStyles:I,type:l===`never`?`always`:l,scrollHideDelay:u,scrollbars:_,...I(`root`),...E,children:[(0,R.jsx)(kn,{...d,...I(`viewport`,{style:d?.style}),ref:ie,"data-offset-scrollbars":g===!0?`xy`:g||void 0,"data-scrollbars":_||void 0,"data-vertical-scrollbar-position":w||void 0,"data-horizontal-hidden":g===`present`&&!M?`true`:void 0,"data-vertical-hidden":g===`present`&&!A?`true`:void 0,onScroll:e=>{d?.onScroll?.(e),p?.({x:e.currentTarget.scrollLeft,y:e.currentTarget.scrollTop});let{scrollTop:t,scrollHeight:n,clientHeight:r,scrollLeft:i,scrollWidth:a,clientWidth:o}=e.currentTarget,s=t-(n-r)>=-.8,c=t===0;s&&!ee.current&&v?.(),c&&!P.current&&y?.(),ee.current=s,P.current=c;let l=i-(a-o)>=-.8,u=i===0;l&&!F.current&&x?.(),u&&!te.current&&b?.(),F.current=l,te.current=u},children:h}),(_===`xy`||_===`x`)&&(0,R.jsx)(Tn,{...I(`scrollbar`),orientation:`horizontal`,"data-vertical-scrollbar-position":w||void 0,"data-hidden":l===`never`||g===`present`&&!M||void 0,forceMount:!0,onMouseEnter:()=>k(!0),onMouseLeave:()=>k(!1),children:(0,R.jsx)(On,{...I(`thumb`)})}),(_===`xy`||_===`y`)&&(0,R.jsx)(Tn,{...I(`scrollbar`),orientation:`vertical`,"data-vertical-scrollbar-position":w||void 0,"data-hidden":l===`never`||g===`present`&&!A||void 0,forceMount:!0,onMouseEnter:()=>k(!0),onMouseLeave:()=>k(!1),children:(0,R.jsx)(On,{...I(`thumb`)})}),(0,R.jsx)(rn,{...I(`corner`),"data-vertical-scrollbar-position":w||void 0,"data-hovered":O||void 0,"data-hidden":l===`never`||void 0})]})});so.displayName=`@mantine/core/ScrollArea`;var co=V(e=>{let{children:t,classNames:n,styles:r,scrollbarSize:i,scrollHideDelay:a,type:o,dir:s,offsetScrollbars:c,overscrollBehavior:l,viewportRef:u,onScrollPositionChange:d,unstyled:f,variant:p,viewportProps:h,scrollbars:g,style:_,vars:v,onBottomReached:y,onTopReached:b,startScrollPosition:x,verticalScrollbarPosition:S,onOverflowChange:C,...w}=z(`ScrollAreaAutosize`,ao,e),T=(0,m.useRef)(null),[E,D]=(0,m.useState)(null),O=ua([u,T,(0,m.useCallback)(e=>{D(t=>t===e?t:e)},[])]),k=(0,m.useRef)(!1),A=(0,m.useRef)(!1),j=(0,m.useEffectEvent)(()=>{let e=T.current;if(!e||!C)return;let t=e.scrollHeight>e.clientHeight;t!==k.current&&(A.current?C(t):(A.current=!0,t&&C(!0)),k.current=t)});return tn(C?E:null,j),(0,R.jsx)(H,{...w,variant:p,style:[{display:`flex`,overflow:`hidden`},_],children:(0,R.jsx)(H,{style:{display:`flex`,flexDirection:`column`,flex:1,overflow:`hidden`,...g===`y`&&{minWidth:0},...g===`x`&&{minHeight:0},...g===`xy`&&{minWidth:0,minHeight:0},...g===!1&&{minWidth:0,minHeight:0}},children:(0,R.jsx)(so,{classNames:n,styles:r,scrollHideDelay:a,scrollbarSize:i,type:o,dir:s,offsetScrollbars:c,overscrollBehavior:l,viewportRef:O,onScrollPositionChange:d,unstyled:f,variant:p,viewportProps:h,vars:v,scrollbars:g,onBottomReached:y,onTopReached:b,startScrollPosition:x,verticalScrollbarPosition:S,"data-autosize":`true`,children:t})})})});so.classes=An,so.varsResolver=oo,co.displayName=`@mantine/core/ScrollAreaAutosize`,co.classes=An,so.Autosize=co;var lo={root:`m_87cf2631`},uo={__staticSelector:`UnstyledButton`},fo=Gt(e=>{let t=z(`UnstyledButton`,uo,e),{className:n,component:r=`button`,__staticSelector:i,unstyled:a,classNames:o,styles:s,style:c,attributes:l,...u}=t,d=B({name:i,props:t,classes:lo,className:n,style:c,classNames:o,styles:s,unstyled:a,attributes:l});return(0,R.jsx)(H,{...d(`root`,{focusable:!0}),component:r,type:r===`button`?`button`:void 0,...u})});fo.classes=lo,fo.displayName=`@mantine/core/UnstyledButton`;var po={root:`m_1b7284a3`},mo=F((e,{radius:t,shadow:n})=>({root:{"--paper-radius":t===void 0?void 0:v(t),"--paper-shadow":x(n)}})),ho=Gt(e=>{let t=z(`Paper`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,withBorder:s,vars:c,radius:l,shadow:u,variant:d,mod:f,attributes:p,...m}=t,h=B({name:`Paper`,props:t,classes:po,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:p,vars:c,varsResolver:mo});return(0,R.jsx)(H,{mod:[{withBorder:s},f],...h(`root`),variant:d,...m})});ho.classes=po,ho.varsResolver=mo,ho.displayName=`@mantine/core/Paper`;var go=e=>({in:{opacity:1,transform:`scale(1)`},out:{opacity:0,transform:`scale(.9) translateY(${e===`bottom`?10:-10}px)`},transitionProperty:`transform, opacity`}),_o={fade:{in:{opacity:1},out:{opacity:0},transitionProperty:`opacity`},"fade-up":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(30px)`},transitionProperty:`opacity, transform`},"fade-down":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(-30px)`},transitionProperty:`opacity, transform`},"fade-left":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(30px)`},transitionProperty:`opacity, transform`},"fade-right":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(-30px)`},transitionProperty:`opacity, transform`},scale:{in:{opacity:1,transform:`scale(1)`},out:{opacity:0,transform:`scale(0)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"scale-y":{in:{opacity:1,transform:`scaleY(1)`},out:{opacity:0,transform:`scaleY(0)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"scale-x":{in:{opacity:1,transform:`scaleX(1)`},out:{opacity:0,transform:`scaleX(0)`},common:{transformOrigin:`left`},transitionProperty:`transform, opacity`},"skew-up":{in:{opacity:1,transform:`translateY(0) skew(0deg, 0deg)`},out:{opacity:0,transform:`translateY(-20px) skew(-10deg, -5deg)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"skew-down":{in:{opacity:1,transform:`translateY(0) skew(0deg, 0deg)`},out:{opacity:0,transform:`translateY(20px) skew(-10deg, -5deg)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"rotate-left":{in:{opacity:1,transform:`translateY(0) rotate(0deg)`},out:{opacity:0,transform:`translateY(20px) rotate(-5deg)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"rotate-right":{in:{opacity:1,transform:`translateY(0) rotate(0deg)`},out:{opacity:0,transform:`translateY(20px) rotate(5deg)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"slide-down":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(-100%)`},common:{transformOrigin:`top`},transitionProperty:`transform, opacity`},"slide-up":{in:{opacity:1,transform:`translateY(0)`},out:{opacity:0,transform:`translateY(100%)`},common:{transformOrigin:`bottom`},transitionProperty:`transform, opacity`},"slide-left":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(100%)`},common:{transformOrigin:`left`},transitionProperty:`transform, opacity`},"slide-right":{in:{opacity:1,transform:`translateX(0)`},out:{opacity:0,transform:`translateX(-100%)`},common:{transformOrigin:`right`},transitionProperty:`transform, opacity`},pop:{...go(`bottom`),common:{transformOrigin:`center center`}},"pop-bottom-left":{...go(`bottom`),common:{transformOrigin:`bottom left`}},"pop-bottom-right":{...go(`bottom`),common:{transformOrigin:`bottom right`}},"pop-top-left":{...go(`top`),common:{transformOrigin:`top left`}},"pop-top-right":{...go(`top`),common:{transformOrigin:`top right`}}},vo={entering:`in`,entered:`in`,exiting:`out`,exited:`out`,"pre-exiting":`out`,"pre-entering":`out`};function yo({transition:e,state:t,duration:n,timingFunction:r}){let i={WebkitBackfaceVisibility:`hidden`,transitionDuration:`${n}ms`,transitionTimingFunction:r};return typeof e==`string`?e in _o?{transitionProperty:_o[e].transitionProperty,...i,..._o[e].common,..._o[e][vo[t]]}:{}:{transitionProperty:e.transitionProperty,...i,...e.common,...e[vo[t]]}}function bo({duration:e,exitDuration:t,timingFunction:n,mounted:r,onEnter:i,onExit:a,onEntered:o,onExited:s,enterDelay:c,exitDelay:l}){let u=qe(),d=P(),f=u.respectReducedMotion?d:!1,[p,h]=(0,m.useState)(f?0:e),[g,_]=(0,m.useState)(r?`entered`:`exited`),v=(0,m.useRef)(-1),y=(0,m.useRef)(-1),b=(0,m.useRef)(-1);function x(){window.clearTimeout(v.current),window.clearTimeout(y.current),cancelAnimationFrame(b.current),b.current=-1}let S=n=>{x();let r=n?i:a,c=n?o:s,l=f?0:n?e:t;if(h(l),l===0)typeof r==`function`&&r(),typeof c==`function`&&c(),_(n?`entered`:`exited`);else{let e=requestAnimationFrame(()=>{Wt.flushSync(()=>{_(n?`pre-entering`:`pre-exiting`)}),b.current===e&&(b.current=requestAnimationFrame(()=>{typeof r==`function`&&r(),_(n?`entering`:`exiting`),v.current=window.setTimeout(()=>{typeof c==`function`&&c(),_(n?`entered`:`exited`)},l)}))});b.current=e}},C=e=>{x(),typeof(e?c:l)==`number`?y.current=window.setTimeout(()=>{S(e)},e?c:l):S(e)};return k(()=>{C(r)},[r]),(0,m.useEffect)(()=>()=>{x()},[]),{transitionDuration:p,transitionStatus:g,transitionTimingFunction:n||`ease`}}function xo({keepMounted:e,keepMountedMode:t=`activity`,transition:n=`fade`,duration:r=250,exitDuration:i=r,mounted:a,children:o,timingFunction:s=`ease`,onExit:c,onEntered:l,onEnter:u,onExited:d,enterDelay:f,exitDelay:p}){let h=Ne(),{transitionDuration:g,transitionStatus:_,transitionTimingFunction:v}=bo({mounted:a,exitDuration:i,duration:r,timingFunction:s,onExit:c,onEntered:l,onEnter:u,onExited:d,enterDelay:f,exitDelay:p});if(h===`test`)return a?(0,R.jsx)(R.Fragment,{children:o({})}):e?o({display:`none`}):null;if(g===0)return e?t===`display-none`?a?(0,R.jsx)(R.Fragment,{children:o({})}):o({display:`none`}):(0,R.jsx)(m.Activity,{mode:a?`visible`:`hidden`,children:o({})}):a?(0,R.jsx)(R.Fragment,{children:o({})}):null;let y=_===`exited`;if(e){let e=o(y?t===`display-none`?{display:`none`}:{}:yo({transition:n,duration:g,state:_,timingFunction:v}));return t===`display-none`?e:(0,R.jsx)(m.Activity,{mode:y?`hidden`:`visible`,children:e})}return y?null:(0,R.jsx)(R.Fragment,{children:o(yo({transition:n,duration:g,state:_,timingFunction:v}))})}xo.displayName=`@mantine/core/Transition`;var Q={root:`m_5ae2e3c`,barsLoader:`m_7a2bd4cd`,bar:`m_870bb79`,"bars-loader-animation":`m_5d2b3b9d`,dotsLoader:`m_4e3f22d7`,dot:`m_870c4af`,"loader-dots-animation":`m_aac34a1`,ovalLoader:`m_b34414df`,"oval-loader-animation":`m_f8e89c4b`},So=({className:e,...t})=>(0,R.jsxs)(H,{component:`span`,className:L(Q.barsLoader,e),...t,children:[(0,R.jsx)(`span`,{className:Q.bar}),(0,R.jsx)(`span`,{className:Q.bar}),(0,R.jsx)(`span`,{className:Q.bar})]});So.displayName=`@mantine/core/Bars`;var Co=({className:e,...t})=>(0,R.jsxs)(H,{component:`span`,className:L(Q.dotsLoader,e),...t,children:[(0,R.jsx)(`span`,{className:Q.dot}),(0,R.jsx)(`span`,{className:Q.dot}),(0,R.jsx)(`span`,{className:Q.dot})]});Co.displayName=`@mantine/core/Dots`;var wo=({className:e,...t})=>(0,R.jsx)(H,{component:`span`,className:L(Q.ovalLoader,e),...t});wo.displayName=`@mantine/core/Oval`;var To={bars:So,oval:wo,dots:Co},Eo={loaders:To,type:`oval`},Do=F((e,{size:t,color:n})=>({root:{"--loader-size":g(t,`loader-size`),"--loader-color":n?_e(n,e):void 0}})),Oo=V(e=>{let t=z(`Loader`,Eo,e),{size:n,color:r,type:i,vars:a,className:o,style:s,classNames:c,styles:l,unstyled:u,loaders:d,variant:f,children:p,attributes:m,...h}=t,g=B({name:`Loader`,props:t,classes:Q,className:o,style:s,classNames:c,styles:l,unstyled:u,attributes:m,vars:a,varsResolver:Do});return p?(0,R.jsx)(H,{...g(`root`),...h,children:p}):(0,R.jsx)(H,{...g(`root`),component:d[i],variant:f,size:n,...h})});Oo.defaultLoaders=To,Oo.classes=Q,Oo.varsResolver=Do,Oo.displayName=`@mantine/core/Loader`;function ko({size:e=`var(--cb-icon-size, 70%)`,style:t,...n}){return(0,R.jsx)(`svg`,{viewBox:`0 0 15 15`,fill:`none`,xmlns:`http://www.w3.org/2000/svg`,style:{...t,width:e,height:e},...n,children:(0,R.jsx)(`path`,{d:`M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z`,fill:`currentColor`,fillRule:`evenodd`,clipRule:`evenodd`})})}ko.displayName=`@mantine/core/CloseIcon`;var Ao={root:`m_86a44da5`,"root--subtle":`m_220c80f2`},jo={variant:`subtle`},Mo=F((e,{size:t,radius:n,iconSize:r})=>({root:{"--cb-size":g(t,`cb-size`),"--cb-radius":n===void 0?void 0:v(n),"--cb-icon-size":c(r)}})),No=Gt(e=>{let t=z(`CloseButton`,jo,e),{iconSize:n,children:r,vars:i,radius:a,className:o,classNames:s,style:c,styles:l,unstyled:u,"data-disabled":d,disabled:f,variant:p,icon:m,mod:h,attributes:g,__staticSelector:_,...v}=t,y=B({name:_||`CloseButton`,props:t,className:o,style:c,classes:Ao,classNames:s,styles:l,unstyled:u,attributes:g,vars:i,varsResolver:Mo});return(0,R.jsxs)(fo,{...v,unstyled:u,variant:p,disabled:f,mod:[{disabled:f||d},h],...y(`root`,{variant:p,active:!f&&!d}),children:[m||(0,R.jsx)(ko,{}),r]})});No.classes=Ao,No.varsResolver=Mo,No.displayName=`@mantine/core/CloseButton`;function Po(e){return m.Children.toArray(e).filter(Boolean)}var Fo={root:`m_4081bf90`},Io={preventGrowOverflow:!0,gap:`md`,align:`center`,justify:`flex-start`,wrap:`wrap`},Lo=F((e,{grow:t,preventGrowOverflow:n,gap:r,align:i,justify:a,wrap:o},{childWidth:s})=>({root:{"--group-child-width":t&&n?s:void 0,"--group-gap":_(r),"--group-align":i,"--group-justify":a,"--group-wrap":o}})),Ro=V(e=>{let t=z(`Group`,Io,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,children:s,gap:c,align:l,justify:u,wrap:d,grow:f,preventGrowOverflow:p,vars:m,variant:h,__size:g,mod:v,attributes:y,...b}=t,x=Po(s),S=x.length,C=_(c??`md`),w=B({name:`Group`,props:t,stylesCtx:{childWidth:`calc(${100/S}% - (${C} - ${C} / ${S}))`},className:r,style:i,classes:Fo,classNames:n,styles:a,unstyled:o,attributes:y,vars:m,varsResolver:Lo});return(0,R.jsx)(H,{...w(`root`),variant:h,mod:[{grow:f},v],size:g,...b,children:x})});Ro.classes=Fo,Ro.varsResolver=Lo,Ro.displayName=`@mantine/core/Group`;var zo={root:`m_66836ed3`,wrapper:`m_a5d60502`,body:`m_667c2793`,title:`m_6a03f287`,label:`m_698f4f23`,icon:`m_667f2a6a`,message:`m_7fa78076`,closeButton:`m_87f54839`},Bo=F((e,{radius:t,color:n,variant:r,autoContrast:i})=>{let a=e.variantColorResolver({color:n||e.primaryColor,theme:e,variant:r||`light`,autoContrast:i});return{root:{"--alert-radius":t===void 0?void 0:v(t),"--alert-bg":n||r?a.background:void 0,"--alert-color":a.color,"--alert-bd":n||r?a.border:void 0}}}),Vo=V(e=>{let t=z(`Alert`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,radius:c,color:l,title:u,children:d,id:f,icon:p,withCloseButton:m,onClose:h,closeButtonLabel:g,variant:_,autoContrast:v,role:y,attributes:b,...x}=t,S=B({name:`Alert`,classes:zo,props:t,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:b,vars:s,varsResolver:Bo}),C=A(f),w=u&&`${C}-title`||void 0,T=`${C}-body`;return(0,R.jsx)(H,{id:C,...S(`root`,{variant:_}),variant:_,...x,role:y||`alert`,"aria-describedby":d?T:void 0,"aria-labelledby":u?w:void 0,children:(0,R.jsxs)(`div`,{...S(`wrapper`),children:[p&&(0,R.jsx)(`div`,{...S(`icon`),children:p}),(0,R.jsxs)(`div`,{...S(`body`),children:[u&&(0,R.jsx)(`div`,{...S(`title`),"data-with-close-button":m||void 0,children:(0,R.jsx)(`span`,{id:w,...S(`label`),children:u})}),d&&(0,R.jsx)(`div`,{id:T,...S(`message`),"data-variant":_,children:d})]}),m&&(0,R.jsx)(No,{...S(`closeButton`),onClick:h,variant:`transparent`,size:16,iconSize:16,"aria-label":g,unstyled:o})]})})});Vo.classes=zo,Vo.varsResolver=Bo,Vo.displayName=`@mantine/core/Alert`;var Ho={root:`m_b6d8b162`};function Uo(e){if(e===`start`)return`start`;if(e===`end`||e)return`end`}var Wo={inherit:!1},Go=F((e,{variant:t,lineClamp:n,gradient:r,size:i,textWrap:a})=>({root:{"--text-fz":y(i),"--text-lh":b(i),"--text-gradient":t===`gradient`?be(r,e):void 0,"--text-line-clamp":typeof n==`number`?n.toString():void 0,"--text-text-wrap":a}})),Ko=Gt(e=>{let t=z(`Text`,Wo,e),{lineClamp:n,truncate:r,inline:i,inherit:a,gradient:o,span:s,textWrap:c,__staticSelector:l,vars:u,className:d,style:f,classNames:p,styles:m,unstyled:h,variant:g,mod:_,size:v,attributes:y,...b}=t,x=B({name:[`Text`,l],props:t,classes:Ho,className:d,style:f,classNames:p,styles:m,unstyled:h,attributes:y,vars:u,varsResolver:Go});return(0,R.jsx)(H,{...x(`root`,{focusable:!0}),component:s?`span`:`p`,variant:g,mod:[{truncate:Uo(r),lineClamp:typeof n==`number`,inline:i,inherit:a},_],size:v,...b})});Ko.classes=Ho,Ko.varsResolver=Go,Ko.displayName=`@mantine/core/Text`;var qo={root:`m_77c9d27d`,inner:`m_80f1301b`,label:`m_811560b9`,section:`m_a74036a`,loader:`m_a25b86ee`,group:`m_80d6d844`,groupSection:`m_70be2a01`},Jo={orientation:`horizontal`},Yo=F((e,{borderWidth:t})=>({group:{"--button-border-width":c(t)}})),Xo=V(e=>{let t=z(`ButtonGroup`,Jo,e),{className:n,style:r,classNames:i,styles:a,unstyled:o,orientation:s,vars:c,borderWidth:l,mod:u,attributes:d,...f}=z(`ButtonGroup`,Jo,e),p=B({name:`ButtonGroup`,props:t,classes:qo,className:n,style:r,classNames:i,styles:a,unstyled:o,attributes:d,vars:c,varsResolver:Yo,rootSelector:`group`});return(0,R.jsx)(H,{...p(`group`),mod:[{orientation:s},u],role:`group`,...f})});Xo.classes=qo,Xo.varsResolver=Yo,Xo.displayName=`@mantine/core/ButtonGroup`;var Zo=F((e,{radius:t,color:n,gradient:r,variant:i,autoContrast:a,size:o})=>{let s=e.variantColorResolver({color:n||e.primaryColor,theme:e,gradient:r,variant:i||`filled`,autoContrast:a});return{groupSection:{"--section-height":g(o,`section-height`),"--section-padding-x":g(o,`section-padding-x`),"--section-fz":o?.includes(`compact`)?y(o.replace(`compact-`,``)):y(o),"--section-radius":t===void 0?void 0:v(t),"--section-bg":n||i?s.background:void 0,"--section-color":s.color,"--section-bd":n||i?s.border:void 0}}}),Qo=V(e=>{let t=z(`ButtonGroupSection`,null,e),{className:n,style:r,classNames:i,styles:a,unstyled:o,vars:s,gradient:c,radius:l,autoContrast:u,attributes:d,...f}=t,p=B({name:`ButtonGroupSection`,props:t,classes:qo,className:n,style:r,classNames:i,styles:a,unstyled:o,attributes:d,vars:s,varsResolver:Zo,rootSelector:`groupSection`});return(0,R.jsx)(H,{...p(`groupSection`),...f})});Qo.classes=qo,Qo.varsResolver=Zo,Qo.displayName=`@mantine/core/ButtonGroupSection`;var $o={in:{opacity:1,transform:`translate(-50%, calc(-50% + ${c(1)}))`},out:{opacity:0,transform:`translate(-50%, -200%)`},common:{transformOrigin:`center`},transitionProperty:`transform, opacity`},es=F((e,{radius:t,color:n,gradient:r,variant:i,size:a,justify:o,autoContrast:s})=>{let c=e.variantColorResolver({color:n||e.primaryColor,theme:e,gradient:r,variant:i||`filled`,autoContrast:s});return{root:{"--button-justify":o,"--button-height":g(a,`button-height`),"--button-padding-x":g(a,`button-padding-x`),"--button-fz":a?.includes(`compact`)?y(a.replace(`compact-`,``)):y(a),"--button-radius":t===void 0?void 0:v(t),"--button-bg":n||i?c.background:void 0,"--button-hover":n||i?c.hover:void 0,"--button-color":c.color,"--button-bd":n||i?c.border:void 0,"--button-hover-color":n||i?c.hoverColor:void 0}}}),ts=Gt(e=>{let t=z(`Button`,null,e),{style:n,vars:r,className:i,color:a,disabled:o,children:s,leftSection:c,rightSection:l,fullWidth:u,variant:d,radius:f,loading:p,loaderProps:m,gradient:h,classNames:g,styles:_,unstyled:v,"data-disabled":y,autoContrast:b,mod:x,attributes:S,...C}=t,w=B({name:`Button`,props:t,classes:qo,className:i,style:n,classNames:g,styles:_,unstyled:v,attributes:S,vars:r,varsResolver:es}),T=!!c,E=!!l;return(0,R.jsxs)(fo,{...w(`root`,{active:!o&&!p&&!y}),unstyled:v,variant:d,disabled:o||p,mod:[{disabled:o||y,loading:p,block:u,"with-left-section":T,"with-right-section":E},x],...C,children:[typeof p==`boolean`&&(0,R.jsx)(xo,{mounted:p,transition:$o,duration:150,children:e=>(0,R.jsx)(H,{component:`span`,...w(`loader`,{style:e}),"aria-hidden":!0,children:(0,R.jsx)(Oo,{color:`var(--button-color)`,size:`calc(var(--button-height) / 1.8)`,...m})})}),(0,R.jsxs)(`span`,{...w(`inner`),children:[c&&(0,R.jsx)(H,{component:`span`,...w(`section`),mod:{position:`left`},children:c}),(0,R.jsx)(H,{component:`span`,mod:{loading:p},...w(`label`),children:s}),l&&(0,R.jsx)(H,{component:`span`,...w(`section`),mod:{position:`right`},children:l})]})]})});ts.classes=qo,ts.varsResolver=es,ts.displayName=`@mantine/core/Button`,ts.Group=Xo,ts.GroupSection=Qo;var ns={root:`m_4451eb3a`},rs=Gt(e=>{let t=z(`Center`,null,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,inline:c,mod:l,attributes:u,...d}=t,f=B({name:`Center`,props:t,classes:ns,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:u,vars:s});return(0,R.jsx)(H,{mod:[{inline:c},l],...f(`root`),...d})});rs.classes=ns,rs.displayName=`@mantine/core/Center`;var is={root:`m_6d731127`},as={gap:`md`,align:`stretch`,justify:`flex-start`},os=F((e,{gap:t,align:n,justify:r})=>({root:{"--stack-gap":_(t),"--stack-align":n,"--stack-justify":r}})),ss=V(e=>{let t=z(`Stack`,as,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,vars:s,align:c,justify:l,gap:u,variant:d,attributes:f,...p}=t,m=B({name:`Stack`,props:t,classes:is,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:f,vars:s,varsResolver:os});return(0,R.jsx)(H,{...m(`root`),variant:d,...p})});ss.classes=is,ss.varsResolver=os,ss.displayName=`@mantine/core/Stack`;var cs=[`h1`,`h2`,`h3`,`h4`,`h5`,`h6`],ls=[`xs`,`sm`,`md`,`lg`,`xl`];function us(e,t){let n=t===void 0?`h${e}`:t;return cs.includes(n)?{fontSize:`var(--mantine-${n}-font-size)`,fontWeight:`var(--mantine-${n}-font-weight)`,lineHeight:`var(--mantine-${n}-line-height)`}:ls.includes(n)?{fontSize:`var(--mantine-font-size-${n})`,fontWeight:`var(--mantine-h${e}-font-weight)`,lineHeight:`var(--mantine-h${e}-line-height)`}:{fontSize:c(n),fontWeight:`var(--mantine-h${e}-font-weight)`,lineHeight:`var(--mantine-h${e}-line-height)`}}var ds={root:`m_8a5d1357`},fs={order:1},ps=F((e,{order:t,size:n,lineClamp:r,textWrap:i})=>{let a=us(t||1,n);return{root:{"--title-fw":a.fontWeight,"--title-lh":a.lineHeight,"--title-fz":a.fontSize,"--title-line-clamp":typeof r==`number`?r.toString():void 0,"--title-text-wrap":i}}}),ms=V(e=>{let t=z(`Title`,fs,e),{classNames:n,className:r,style:i,styles:a,unstyled:o,order:s,vars:c,size:l,variant:u,lineClamp:d,textWrap:f,mod:p,attributes:m,...h}=t,g=B({name:`Title`,props:t,classes:ds,className:r,style:i,classNames:n,styles:a,unstyled:o,attributes:m,vars:c,varsResolver:ps});return[1,2,3,4,5,6].includes(s)?(0,R.jsx)(H,{...g(`root`),component:`h${s}`,variant:u,mod:[{order:s,lineClamp:typeof d==`number`},p],size:l,...h}):null});ms.classes=ds,ms.varsResolver=ps,ms.displayName=`@mantine/core/Title`;function hs(e){let t=e,n=!1,r=new Set;return{getState(){return t},updateState(e){t=typeof e==`function`?e(t):e},setState(e){this.updateState(e),r.forEach(e=>e(t))},initialize(e){n||=(t=e,!0)},subscribe(e){return r.add(e),()=>r.delete(e)}}}function gs(e){return(0,m.useSyncExternalStore)(e.subscribe,()=>e.getState(),()=>e.getState())}var _s=0;function vs(e,t,n){let r=[],i=[],a=new Map;for(let n of e){let e=n.position||t,r=a.get(e);r?r.push(n):a.set(e,[n])}for(let e of a.values())e.sort((e,t)=>(t.priority??0)-(e.priority??0)||(e.__sequence??0)-(t.__sequence??0)),e.forEach((e,t)=>{t<n?i.push(e):r.push(e)});return{notifications:i,queue:r}}var ys=hs({notifications:[],queue:[],defaultPosition:`bottom-right`,limit:5}),bs=(e=ys)=>gs(e);function xs(e,t){let n=e.getState(),r=t([...n.notifications,...n.queue]);for(let e of r)e.__sequence===void 0&&(e.__sequence=_s,_s+=1);let i=vs(r,n.defaultPosition,n.limit);e.setState({notifications:i.notifications,queue:i.queue,limit:n.limit,defaultPosition:n.defaultPosition})}function Ss(e,t=ys){let n=e.id||S();return xs(t,t=>e.id&&t.some(t=>t.id===e.id)?t:[...t,{...e,id:n}]),n}function Cs(e,t=ys){return xs(t,t=>t.filter(t=>t.id!==e||(t.onClose?.(t),!1))),e}function ws(e,t=ys){return xs(t,t=>t.map(t=>t.id===e.id?{...t,...e}:t)),e.id}function Ts(e,t){return typeof e==`function`?e(t):e}function Es(e,t){let n=t.getState();return[...n.notifications,...n.queue].some(t=>t.id===e.id)?ws(e,t):Ss(e,t)}var Ds=new WeakMap;function Os(e,t,n=ys){let r=t.id||S(),i=Ds.get(n)||new Map,a={};Ds.set(n,i),i.set(r,a),Es({loading:!0,autoClose:!1,...t.loading,id:r},n);let o=e=>{i.get(r)===a&&(i.delete(r),Es({...t.loading,loading:!1,autoClose:void 0,...e,id:r},n))};return e.then(e=>o({color:`teal`,...Ts(t.success,e)}),e=>o({color:`red`,...Ts(t.error,e)})),e}function ks(e=ys){xs(e,()=>[])}function As(e=ys){let{defaultPosition:t,limit:n}=e.getState();xs(e,e=>vs(e,t,n).notifications)}var js={show:Ss,hide:Cs,update:ws,promise:Os,clean:ks,cleanQueue:As,updateState:xs},Ms=[[/^must be 1 to (\d+) characters$/,e=>`Enter this (at most ${e[1]} characters).`],[/^must be (\d+) to (\d+) characters$/,e=>`Use ${e[1]} to ${e[2]} characters.`],[/^must be at most (\d+) characters$/,e=>`Too long: use at most ${e[1]} characters.`],[/^(is )?required$/i,()=>`Fill this in.`],[/^invalid parameter\.?$/i,()=>`This value is not accepted: check it.`],[/^must be an http or https URL$/,()=>`Enter a web address starting with http:// or https://.`],[/^must be a valid e-?mail( address)?$/i,()=>`Enter an e-mail address like name@example.com.`]];function Ns(e){let t=e.trim();for(let[e,n]of Ms){let r=t.match(e);if(r)return n(r)}if(!t)return`This value is not accepted: check it.`;let n=t[0].toUpperCase()+t.slice(1);return/[.!?]$/.test(n)?n:`${n}.`}var Ps=class extends Error{code;status;fields;serverFields;retryAfter;constructor(e,t,n={}){super(t),this.name=`ApiError`,this.code=e,this.status=n.status??0,this.fields=n.fields??{},this.serverFields=n.serverFields??{},this.retryAfter=n.retryAfter}};function Fs(e){return(e.split(/[/.]/).filter(e=>e!==``&&!/^\d+$/.test(e)).pop()??e).replace(/[_-]([a-z0-9])/g,(e,t)=>t.toUpperCase())}function Is(e,t,n,r){let i=Ns(n),a=Fs(t);e[a]=e[a]?`${e[a]} ${i}`:i,r&&(r[t]=r[t]?`${r[t]} ${i}`:i)}function Ls(e,t=200){let n=e[0]??{},r={},i={};for(let t of e)for(let e of t.extensions?.fields??[])Is(r,e.field,e.message,i);return new Ps((n.extensions?.code??`bad_request`).toLowerCase(),n.message??`The request failed.`,{status:t,fields:r,serverFields:i})}function Rs(e,t,n){let r={},i=``;for(let t of e){let e=t.source?.pointer??t.source?.parameter;e?Is(r,e,t.detail??`is invalid`):i||=t.detail??t.title??``}return new Ps(e[0]?.code??(t>=500?`internal`:`bad_request`),i||e[0]?.title||`The request failed.`,{status:t,fields:r,retryAfter:n})}function zs(e){if(!(e instanceof Ps))return`Something went wrong. Please try again.`;switch(e.code){case`network`:return`Cannot reach the server. Check your connection and try again.`;case`unauthenticated`:return`Your session has ended. Please log in again.`;case`forbidden`:return e.message.includes(`CSRF`)?`Your session is out of date. Reload the page and try again.`:`You are not allowed to do this: ${e.message}`;case`rate_limited`:return`Too many attempts. Try again in ${Bs(e.retryAfter??60)}.`;case`unavailable`:return`The server is temporarily unavailable. Try again in a moment.`;case`internal`:return`The server had a problem. Try again; if it persists, tell your administrator.`;case`validation_failed`:return Object.keys(e.fields).length>0?`Please correct the highlighted fields.`:e.message;default:return e.message}}function Bs(e){if(e<60)return`${e} second${e===1?``:`s`}`;let t=Math.ceil(e/60);return`${t} minute${t===1?``:`s`}`}var Vs=``,Hs=()=>{},Us=!1;function Ws(e){Vs=e,e&&(Us=!1)}function Gs(){return Us}function Ks(e){Hs=e}function qs(){return{"X-CSRF-Token":Vs}}function Js(){Us=!0,Hs()}async function Ys(e,...[t]){let n;try{n=await fetch(`/graphql`,{method:`POST`,credentials:`same-origin`,headers:{"Content-Type":`application/json`,Accept:`application/json`,...qs()},body:JSON.stringify({query:e.toString(),variables:t??{}})})}catch{throw new Ps(`network`,`Cannot reach the server.`)}let r={};try{r=await n.json()}catch{throw new Ps(n.status>=500?`unavailable`:`bad_request`,n.statusText,{status:n.status})}if(r.errors?.length){let e=Ls(r.errors,n.status);throw e.code===`unauthenticated`&&Js(),e}if(!n.ok||r.data==null)throw new Ps(n.status>=500?`unavailable`:`bad_request`,n.statusText,{status:n.status});return r.data}var $=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Xs=new $(`
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
    `,{fragmentName:`OrganizerFields`}),Zs=new $(`
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
    `,{fragmentName:`VenueFields`}),Qs=new $(`
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
    `,{fragmentName:`EventEditFields`}),$s=new $(`
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
    `,{fragmentName:`CompanyProfileFields`}),ec=new $(`
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
    `,{fragmentName:`JobEditorFields`}),tc={"\n  query Companies {\n    companies {\n      id\n      name\n      subdomain\n      email\n      website\n      active\n    }\n  }\n":new $(`
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
    `),"\n  query CalendarTrash {\n    trashSettings {\n      retentionDays\n    }\n    events(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n    venues(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n    organizers(filter: { statuses: [TRASH] }, perPage: 50) {\n      nodes {\n        id\n        name\n        trashedAt\n      }\n    }\n  }\n":new $(`
    query CalendarTrash {
  trashSettings {
    retentionDays
  }
  events(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      title
      trashedAt
    }
  }
  venues(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      name
      trashedAt
    }
  }
  organizers(filter: {statuses: [TRASH]}, perPage: 50) {
    nodes {
      id
      name
      trashedAt
    }
  }
}
    `),"\n  query JobTrash($companyId: ID!) {\n    jobs(companyId: $companyId, perPage: 100, filter: { statuses: [TRASHED] }, language: [NL, FR, EN]) {\n      nodes {\n        id\n        title\n        trashedAt\n      }\n    }\n  }\n":new $(`
    query JobTrash($companyId: ID!) {
  jobs(
    companyId: $companyId
    perPage: 100
    filter: {statuses: [TRASHED]}
    language: [NL, FR, EN]
  ) {
    nodes {
      id
      title
      trashedAt
    }
  }
}
    `),"\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation RestoreEvent($id: ID!) {
  restoreEvent(id: $id) {
    id
  }
}
    `),"\n  mutation RestoreVenue($id: ID!) {\n    restoreVenue(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation RestoreVenue($id: ID!) {
  restoreVenue(id: $id) {
    id
  }
}
    `),"\n  mutation RestoreOrganizer($id: ID!) {\n    restoreOrganizer(id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation RestoreOrganizer($id: ID!) {
  restoreOrganizer(id: $id) {
    id
  }
}
    `),"\n  mutation RestoreJob($companyId: ID!, $id: ID!) {\n    restoreJob(companyId: $companyId, id: $id) {\n      id\n    }\n  }\n":new $(`
    mutation RestoreJob($companyId: ID!, $id: ID!) {
  restoreJob(companyId: $companyId, id: $id) {
    id
  }
}
    `),"\n  mutation PurgeEvent($id: ID!) {\n    purgeEvent(id: $id)\n  }\n":new $(`
    mutation PurgeEvent($id: ID!) {
  purgeEvent(id: $id)
}
    `),"\n  mutation PurgeVenue($id: ID!) {\n    purgeVenue(id: $id)\n  }\n":new $(`
    mutation PurgeVenue($id: ID!) {
  purgeVenue(id: $id)
}
    `),"\n  mutation PurgeOrganizer($id: ID!) {\n    purgeOrganizer(id: $id)\n  }\n":new $(`
    mutation PurgeOrganizer($id: ID!) {
  purgeOrganizer(id: $id)
}
    `),"\n  mutation PurgeJob($companyId: ID!, $id: ID!) {\n    purgeJob(companyId: $companyId, id: $id)\n  }\n":new $(`
    mutation PurgeJob($companyId: ID!, $id: ID!) {
  purgeJob(companyId: $companyId, id: $id)
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
    `),"\n  fragment OrganizerFields on Organizer {\n    id\n    name\n    status\n    description\n    email\n    phone\n    website\n    image {\n      id\n      url\n    }\n  }\n":Xs,"\n  mutation CreateOrganizer($input: OrganizerInput!) {\n    createOrganizer(input: $input) {\n      ...OrganizerFields\n    }\n  }\n":new $(`
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
    `),"\n  fragment VenueFields on Venue {\n    id\n    name\n    status\n    description\n    address\n    city\n    province\n    state\n    stateProvince\n    zip\n    country\n    phone\n    website\n    lat\n    lng\n    showMap\n    showMapLink\n    image {\n      id\n      url\n    }\n  }\n":Zs,"\n  mutation CreateVenue($input: VenueInput!) {\n    createVenue(input: $input) {\n      ...VenueFields\n    }\n  }\n":new $(`
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
    `),"\n  fragment EventEditFields on Event {\n    id\n    slug\n    status\n    title\n    description\n    excerpt\n    timezone\n    allDay\n    start\n    end\n    venue {\n      id\n      name\n    }\n    organizers {\n      id\n      name\n    }\n    categories {\n      id\n    }\n    tags {\n      id\n      name\n    }\n    featured\n    sticky\n    hideFromListings\n    showMap\n    showMapLink\n    cost {\n      text\n      values\n      currencySymbol\n      currencyCode\n      currencyPosition\n    }\n    website\n    image {\n      id\n      url\n    }\n    passwordProtected\n    publishedAt\n    unpublishAt\n  }\n":Qs,"\n  query EventForEdit($id: ID!) {\n    event(id: $id) {\n      ...EventEditFields\n    }\n  }\n":new $(`
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
  unpublishAt
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
  unpublishAt
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
  unpublishAt
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
    `),"\n  query EventsList($filter: EventFilter, $page: Int!, $perPage: Int!) {\n    events(filter: $filter, page: $page, perPage: $perPage) {\n      nodes {\n        id\n        title\n        status\n        start\n        end\n        startDate\n        endDate\n        timezone\n        allDay\n        featured\n        sticky\n        hideFromListings\n        passwordProtected\n        modifiedAt\n        publishedAt\n        unpublishAt\n        venue {\n          id\n          name\n        }\n      }\n      page\n      totalCount\n      totalPages\n    }\n  }\n":new $(`
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
      publishedAt
      unpublishAt
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
    `),"\n  query ApplicationDetail($companyId: ID!, $id: ID!) {\n    application(companyId: $companyId, id: $id) {\n      id\n      jobId\n      open\n      firstName\n      lastName\n      email\n      phone\n      motivation\n      referrer\n      createdAt\n      education {\n        title\n        institution\n        shortDescription\n        dateFrom\n        dateTo\n      }\n      experience {\n        company\n        jobTitle\n        jobDescription\n        tasks\n        dateFrom\n        dateTo\n      }\n      curriculumVitae {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      photo {\n        nameOriginal\n        mediaType\n        size\n        downloadUrl\n      }\n      answers {\n        questionId\n        label\n        display\n        file {\n          nameOriginal\n          downloadUrl\n        }\n      }\n      consents {\n        consentId\n        kind\n        name\n        version\n        givenAt\n      }\n    }\n  }\n":new $(`
    query ApplicationDetail($companyId: ID!, $id: ID!) {
  application(companyId: $companyId, id: $id) {
    id
    jobId
    open
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
    answers {
      questionId
      label
      display
      file {
        nameOriginal
        downloadUrl
      }
    }
    consents {
      consentId
      kind
      name
      version
      givenAt
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
    `),"\n  fragment CompanyProfileFields on Company {\n    id\n    name\n    email\n    subdomain\n    active\n    domainAlias\n    domainAliasVerified\n    website\n    jobsiteUrl\n    corsOrigins\n    logoUrl\n    logoOriginalName\n    social {\n      facebook\n      linkedin\n      twitter\n      instagram\n    }\n    nl: description(language: NL)\n    fr: description(language: FR)\n    en: description(language: EN)\n  }\n":$s,"\n  query CompanyProfile($companyId: ID!) {\n    company(companyId: $companyId) {\n      ...CompanyProfileFields\n    }\n  }\n":new $(`
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
}`),"\n  fragment JobEditorFields on Job {\n    id\n    status\n    reference\n    defaultLanguage\n    employmentTypes\n    workplaceType\n    experienceLevel\n    salary { min max currency period }\n    hoursPerWeek { min max }\n    publishedAt\n    closesAt\n    categoryIds\n    locationIds\n    translations { language title slug summary description profile offer }\n    applicationForm { photo phone motivation curriculumVitae education experience }\n  }\n":ec,"\n  query JobEditor($companyId: ID!, $id: ID!) {\n    job(companyId: $companyId, id: $id) {\n      ...JobEditorFields\n    }\n  }\n":new $(`
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
    `)};function nc(e){return tc[e]??{}}function rc({label:e=`Loading…`}){return(0,R.jsx)(rs,{py:`xl`,role:`status`,"aria-live":`polite`,children:(0,R.jsx)(Oo,{size:`md`,"aria-label":e})})}function ic(e){return!(e instanceof Ps)||[`network`,`unavailable`,`internal`,`rate_limited`,`timeout`].includes(e.code)}function ac({error:e,onRetry:t}){return(0,R.jsxs)(Vo,{color:`red`,title:`Could not load`,role:`alert`,children:[zs(e),t&&ic(e)&&(0,R.jsx)(`div`,{children:(0,R.jsx)(ts,{variant:`light`,color:`red`,size:`xs`,mt:`sm`,onClick:t,children:`Try again`})})]})}export{H as $,n as $t,fo as A,F as At,eo as B,C as Bt,Ko as C,_e as Ct,Oo as D,ae as Dt,No as E,oe as Et,Ka as F,N as Ft,ia as G,g as Gt,aa as H,b as Ht,Ja as I,A as It,oa as J,p as Jt,na as K,_ as Kt,Xa as L,k as Lt,za as M,P as Mt,io as N,j as Nt,xo as O,ie as Ot,Ba as P,M as Pt,$t as Q,i as Qt,Fa as R,D as Rt,ts as S,ve as St,Ro as T,me as Tt,sa as U,v as Ut,la as V,y as Vt,ca as W,x as Wt,Xn as X,l as Xt,zi as Y,u as Yt,mn as Z,c as Zt,ys as _,Oe as _t,Ys as a,gt as at,ss as b,xe as bt,Ws as c,z as ct,zs as d,ze as dt,Gt as et,Fs as f,Ie as ft,js as g,Ne as gt,Cs as h,Ee as ht,qs as i,zt as it,so as j,te as jt,ho as k,L as kt,Ks as l,Je as lt,Rs as m,Te as mt,rc as n,Ut as nt,Js as o,pt as ot,Ls as p,we as pt,ra as q,h as qt,nc as r,Vt as rt,Gs as s,B as st,ac as t,V as tt,Ps as u,qe as ut,bs as v,Ce as vt,Vo as w,ge as wt,rs as x,ye as xt,ms as y,Se as yt,Qa as z,E as zt};