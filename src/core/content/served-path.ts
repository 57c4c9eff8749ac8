/**
 * Paths of the app as served under a base ("/" or a sub-path such as "/rulekeeper/"): pure (no DOM), so the
 * app's bindings (src/ui/base-path.ts) and their tests share one rule.
 */

/** The address of an app path under `base`: "/log" → "/rulekeeper/log" (unchanged when `base` is "/"). */
export function hrefUnder(base: string, appPath: string): string {
  return base + appPath.replace(/^\//, '');
}

/** The app path of an address under `base`: "/rulekeeper/log" → "/log"; "/rulekeeper" → "/". */
export function pathUnder(base: string, pathname: string): string {
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  if (`${pathname}/` === base) return '/';
  return pathname;
}
