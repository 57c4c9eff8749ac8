import type { Plugin } from 'vite';

/** Files a judge's browser must revalidate on every visit, or it would stay on an old release. */
const ALWAYS_REVALIDATED = [
  '',
  'index.html',
  '404.html',
  'sw.js',
  'workbox-*.js',
  'registerSW.js',
  'manifest.webmanifest',
];
/** Folders whose files are named by their content's hash: a new release has new names, so they never change. */
const HASHED_FOLDERS = ['assets/*', 'data/*'];
/**
 * The service worker's precache list names those files by their path alone (Workbox's `dontCacheBustURLsMatching`):
 * it may then take them from the HTTP cache, where a first visit's page has just put the search files, instead of
 * downloading them again (src/ui/pwa/sw.ts).
 */
export const HASHED_URLS = new RegExp(`^(?:${HASHED_FOLDERS.map((f) => f.replace('/*', '')).join('|')})/`);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy the built index.html carries in its `<meta http-equiv="Content-Security-Policy">`, if any. */
export function policyOfHtml(html: string): string | undefined {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return meta?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/**
 * `_headers` for Netlify and Cloudflare Pages (one format): the CSP as a header on everything, `no-cache` on what
 * names a release (pages, service worker, manifest), a year's `immutable` on hashed files. Each URL gets its
 * Cache-Control from one rule only: both hosts join a header set by two matching rules.
 */
export function headersFile(base: string, policy: string): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [base + path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build (src/build/vite/static-host-files.ts) for Netlify and Cloudflare Pages; see README.md, "Deploy".',
    rule('*', { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' }),
    ...ALWAYS_REVALIDATED.map((path) => rule(path, { 'Cache-Control': NO_CACHE })),
    ...HASHED_FOLDERS.map((path) => rule(path, { 'Cache-Control': IMMUTABLE })),
    '',
  ].join('\n\n');
}

/**
 * Makes the build work on any static host. `404.html` is index.html again: hosts without rewrites (GitHub Pages)
 * answer a deep link such as /rulekeeper/rage-2018/6-9 with it, and the app boots on that path. `_headers` carries
 * the policy read from the built index.html itself, so the header and the meta tag cannot differ.
 */
export function staticHostFiles(): Plugin {
  let base = '/';
  return {
    name: 'rulekeeper-static-host',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is missing from the build');
      const html = String(index.source);
      const policy = policyOfHtml(html);
      if (!policy) this.error('the built index.html has no Content-Security-Policy meta tag');
      this.emitFile({ type: 'asset', fileName: '404.html', source: html });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(base, policy) });
    },
  };
}

/** One rule of a `_headers` file: a URL path (`*` matches anything) and the headers set on it. */
export interface HeadersRule {
  path: string;
  headers: [name: string, value: string][];
}

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a path at the line's start, its headers indented below
 * as `Name: value`; `#` comments and blank lines between. Throws on a line that is neither, naming it.
 */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`_headers line ${i + 1}: a path starts with /: ${line}`);
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(\S.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${i + 1}: expected "  Name: value" under a path: ${line}`);
    rule.headers.push([header[1] as string, (header[2] as string).trim()]);
  });
  return rules;
}

/** Whether a rule's path matches a URL path (`*` matches any run of characters, `/` included). */
export function ruleMatches(rule: HeadersRule, urlPath: string): boolean {
  const pattern = rule.path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pattern.join('.*')}$`).test(urlPath);
}
