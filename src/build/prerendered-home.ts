/** The class index.html's inline script puts on `<html>` when the address is not home's (global.css, main.tsx). */
export const NOT_HOME_CLASS = 'not-home';

/**
 * index.html carries home's prerendered markup, but it also answers every other address (the service worker's
 * navigation fallback, 404.html, hosts' rewrites). Run before the body is parsed, this hides that markup on any other
 * page, or on home with a search in its address, and the app draws that page afresh: no flash of the wrong page.
 */
export function notHomeScript(base: string): string {
  return `if(location.pathname.replace(/\\/?$/,"/")!==${JSON.stringify(base)}||location.search)document.documentElement.classList.add(${JSON.stringify(NOT_HOME_CLASS)})`;
}
