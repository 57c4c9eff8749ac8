import { hrefUnder, pathUnder } from '../core/content/served-path.ts';

/**
 * Where the app is served: "/" or a sub-path such as "/rulekeeper/" (BASE at build time, vite's `base`). The app
 * names its pages by app paths ("/log", "/rage-2018/6-9-2-bluffs#p3"); addresses the browser sees carry the
 * sub-path. Every link, route, history entry and shared URL goes through these three functions.
 */
export const BASE: string = import.meta.env.BASE_URL;

/** The address of an app path as served: "/log" → "/rulekeeper/log" (unchanged when the app is at the root). */
export function appHref(appPath: string): string {
  return hrefUnder(BASE, appPath);
}

/** The app path of an address the browser shows: "/rulekeeper/log" → "/log"; "/rulekeeper" → "/". */
export function appPath(pathname: string): string {
  return pathUnder(BASE, pathname);
}

/** The absolute address of an app path, for links shared outside the app (share links, QR codes, invitations). */
export function absoluteUrl(path: string): string {
  return new URL(appHref(path), location.origin).href;
}
