/**
 * The path the app is served under, from BASE at build time: "/" when unset, else an absolute path such as
 * "/rulekeeper/" (a missing slash is added at either end). A full URL or "./" is refused with a clear message:
 * links, the service worker's scope and shared links all need the one absolute path.
 */
export function servedUnder(env: string | undefined): string {
  const text = (env ?? '').trim();
  if (!text || text === '/') return '/';
  const path = `/${text.replace(/^\/+|\/+$/g, '')}/`;
  if (!/^(\/[A-Za-z0-9._~-]+)+\/$/.test(path) || /\/\.\.?\//.test(path))
    throw new Error(`BASE: expected the path the app is served under, like /rulekeeper/, got "${text}"`);
  return path;
}
