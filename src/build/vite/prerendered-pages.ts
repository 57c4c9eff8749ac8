import {
  EARLY_FETCHES,
  EARLY_TAPS,
  FIRST_VISIT_TOLD_CLASS,
  OTHER_PAGE_CLASS,
} from '../../core/content/page-markers.ts';

/**
 * The build prerenders home into index.html and each section into a page of its own, whose head names it in
 * `<meta name="rk-page">` (src/ui/prerender.tsx). index.html also answers every other address (the service worker's
 * navigation fallback, 404.html, hosts' rewrites). Run at the top of the body, before #app is parsed, this hides the
 * markup when it is not the page at this address (or the address carries a search), and the app draws that page
 * afresh: no flash of the wrong page.
 */
export function otherPageScript(base: string): string {
  return [
    'var m=document.querySelector(\'meta[name="rk-page"]\')',
    `if(location.pathname.replace(/\\/?$/,"/")!==(m?m.content+"/":${JSON.stringify(base)})||location.search)document.documentElement.classList.add(${JSON.stringify(OTHER_PAGE_CLASS)})`,
  ].join(';');
}

/**
 * A prerendered page is on screen before its handlers are: a tap on one of its buttons (Note, Search, Cite) would do
 * nothing. Run at the top of the body, this holds such taps back, and the app replays them on the same elements once
 * it has rendered over them (src/ui/early-taps.ts). Links and submit buttons work without the app and are left alone;
 * disabled buttons (Bookmark, until its state is read) are never tapped. The "/" key, pressed outside a field, does
 * what it does once the app runs: on home it focuses the search field (what is typed there is kept), elsewhere it is
 * held as a tap on the header's Search, and what is typed after it (letters, Backspace, Enter) is held in `k` and `e`
 * of the same list, for the search field the tap opens; Esc lets the tap go.
 */
export const earlyTapScript = [
  `var t=window[${JSON.stringify(EARLY_TAPS)}]=[]`,
  'document.addEventListener("click",function(e){' +
    `if(window[${JSON.stringify(EARLY_TAPS)}]!==t)return;` +
    'var b=e.target.closest&&e.target.closest("#app button:not([type=submit])");' +
    'if(b){e.preventDefault();e.stopImmediatePropagation();t.push(b)}},true)',
  'document.addEventListener("keydown",function(e){' +
    `if(window[${JSON.stringify(EARLY_TAPS)}]!==t||e.ctrlKey||e.metaKey||e.altKey)return;` +
    'var a=e.target;if(a&&(a.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)))return;' +
    'if(t.k!=null){if(e.key.length===1)t.k+=e.key;else if(e.key==="Backspace")t.k=t.k.slice(0,-1);' +
    'else if(e.key==="Enter")t.e=1;' +
    'else if(e.key==="Escape"){t.splice(t.indexOf(t.b),1);t.k=null}else return;e.preventDefault();return}' +
    'if(e.key!=="/")return;' +
    'var q=document.querySelector("#app #q"),b=document.querySelector("#app button.header-search");' +
    'if(q){e.preventDefault();q.focus()}else if(b){e.preventDefault();t.indexOf(b)<0&&t.push(b);t.b=b;t.k=""}},true)',
].join(';');

/**
 * Home's prerendered page carries the first-visit line (src/ui/components/first-visit.tsx), painted in the first
 * frame on a first visit. Run at the top of the body, this hides it before that frame where it was dismissed before
 * (the line's "told" mark, src/ui/pwa/tell-once.ts; under its former key on a phone not told since): no flash of it, and no jump of the page when it goes.
 */
export const firstVisitToldScript =
  'try{var s=localStorage;if(JSON.parse(s.getItem("rulekeeper.told")||s.getItem("rk-told")||"[]").indexOf("first-visit")>=0)' +
  `document.documentElement.classList.add(${JSON.stringify(FIRST_VISIT_TOLD_CLASS)})}catch(e){}`;

/**
 * Home searches at once, but on a first visit its search files would be asked for only once the app's script, then
 * the search worker's, had come (two round trips on a phone network). Run at the top of the body of home (no service
 * worker yet: a return visit reads them from it in milliseconds), this starts their fetches as the page is parsed;
 * the app takes them over (src/ui/search/early-fetches.ts). A search link naming its rulebooks (`?r=rage-2018`, or
 * several joined by "+") starts only theirs: the app asks for the others once they are in (search-client.ts). The
 * files are named `<ruleset id>.<kind>.<hash>.json`; a name that is not one of them starts them all, as the app then
 * searches them all.
 */
export function earlySearchFetchScript(base: string, urls: readonly string[]): string {
  return (
    `if(!(navigator.serviceWorker&&navigator.serviceWorker.controller)&&location.pathname.replace(/\\/?$/,"/")===${JSON.stringify(base)}){` +
    `var f=window[${JSON.stringify(EARLY_FETCHES)}]={},a=${JSON.stringify(urls)},` +
    `r=(new URLSearchParams(location.search).get("r")||"").split("+"),` +
    `s=a.filter(function(u){return r.some(function(i){return u.indexOf("/"+i+".")>=0})});` +
    // Caught here too: a fetch the app never takes (the judge left) fails quietly.
    `(s.length===2*r.length?s:a).forEach(function(u){var p=fetch(u,{priority:"low"});p.catch(function(){});f[u]=p})}`
  );
}
