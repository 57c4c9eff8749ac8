import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { underBase } from '../../../src/build/content/assets.ts';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';
import {
  CONTENT_SECURITY_POLICY_WITH,
  contentSecurityPolicy,
} from '../../../src/build/vite/content-security-policy.ts';
import { servedUnder } from '../../../src/build/vite/served-under.ts';
import {
  type HeadersRule,
  IMMUTABLE,
  NO_CACHE,
  parseHeadersFile,
  policyOfHtml,
  ruleMatches,
  staticHostFiles,
} from '../../../src/build/vite/static-host-files.ts';

const SYNC = ['wss://sync.example.org'];

/** index.html as vite writes it: the CSP plugin's meta tag, attributes escaped as vite escapes them. */
function builtIndexHtml(): string {
  const hook = contentSecurityPolicy(SYNC).transformIndexHtml as unknown as {
    handler: (html: string) => { tags: HtmlTagDescriptor[] };
  };
  const [tag] = hook.handler('<html><head></head></html>').tags;
  const attrs = Object.entries(tag?.attrs ?? {})
    .map(([name, value]) => `${name}="${String(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;')}"`)
    .join(' ');
  return `<!doctype html><html><head><meta ${attrs}><script type="module" src="/rulekeeper/assets/index-a1.js"></script></head></html>`;
}

/** Runs the static-host plugin's build steps on a bundle holding `html`; returns the files it emits. */
function emitted(base: string, html: string): Map<string, string> {
  const plugin = staticHostFiles() as Plugin & {
    configResolved: (config: { base: string }) => void;
    generateBundle: (this: unknown, options: unknown, bundle: unknown) => void;
  };
  plugin.configResolved({ base });
  const files = new Map<string, string>();
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => files.set(fileName, source),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  plugin.generateBundle.call(context, {}, { 'index.html': { type: 'asset', source: html } });
  return files;
}

/** Every header the host sets on `urlPath`, by the rules that match it (a name twice means both hosts join them). */
const headersOn = (rules: HeadersRule[], urlPath: string) =>
  rules.filter((r) => ruleMatches(r, urlPath)).flatMap((r) => r.headers);

describe('static host files (README, Deploy)', () => {
  const html = builtIndexHtml();
  const files = emitted('/rulekeeper/', html);
  const rules = parseHeadersFile(files.get('_headers') ?? '');

  it('_headers parses: every rule has a path under the base and at least one valid "Name: value" line', () => {
    expect(rules.length).toBeGreaterThan(3);
    for (const rule of rules) {
      expect(rule.path.startsWith('/rulekeeper/')).toBe(true);
      expect(rule.headers.length).toBeGreaterThan(0);
      for (const [name, value] of rule.headers) {
        expect(name).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
        expect(value.length).toBeGreaterThan(0);
      }
    }
    expect(() => parseHeadersFile('/x\nCache-Control no-cache')).toThrow(/line 2/);
    expect(() => parseHeadersFile('  Cache-Control: no-cache')).toThrow(/under a path/);
  });

  it('carries the very CSP of the built index.html on every page, once', () => {
    const policy = policyOfHtml(html);
    expect(policy).toBe(CONTENT_SECURITY_POLICY_WITH(SYNC));
    for (const path of ['/rulekeeper/', '/rulekeeper/rage-2018/6-11-frenzy', '/rulekeeper/index.html']) {
      const csp = headersOn(rules, path).filter(([name]) => name === 'Content-Security-Policy');
      expect(csp).toEqual([['Content-Security-Policy', policy]]);
    }
  });

  it('has browsers revalidate pages, the service worker and the manifest, and keep hashed files a year', () => {
    const cacheControl = (path: string) =>
      headersOn(rules, path)
        .filter(([name]) => name === 'Cache-Control')
        .map(([, value]) => value);
    for (const file of ['', 'index.html', '404.html', 'sw.js', 'workbox-d8ed3718.js', 'manifest.webmanifest'])
      expect(cacheControl(`/rulekeeper/${file}`), file).toEqual([NO_CACHE]);
    for (const file of ['assets/index-ctTC8hZS.js', 'assets/routes-BVN65fDK.css', 'data/rage-2018.0123456789.json'])
      expect(cacheControl(`/rulekeeper/${file}`), file).toEqual([IMMUTABLE]);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('404.html is the built index.html, so a host without rewrites boots the app on a deep link', () => {
    expect(files.get('404.html')).toBe(html);
  });

  it('refuses a build whose index.html lost its CSP', () => {
    expect(() => emitted('/', '<!doctype html><html><head></head></html>')).toThrow(/Content-Security-Policy/);
  });
});

describe('BASE: the path the app is served under', () => {
  it('defaults to the root and takes a sub-path with or without its slashes', () => {
    expect(servedUnder(undefined)).toBe('/');
    expect(servedUnder('')).toBe('/');
    expect(servedUnder('/rulekeeper/')).toBe('/rulekeeper/');
    expect(servedUnder('rulekeeper')).toBe('/rulekeeper/');
    expect(servedUnder('/org/rulekeeper')).toBe('/org/rulekeeper/');
  });

  it('refuses a full URL, a relative base or a path that climbs, with a message naming BASE', () => {
    for (const bad of ['https://example.org/rk/', './', '/a/../b/', '/a b/'])
      expect(() => servedUnder(bad), bad).toThrow(/BASE: expected the path/);
  });

  it('rendered rules link their sections under the sub-path; text is untouched', () => {
    const fixtures = fileURLToPath(new URL('../../fixtures/content', import.meta.url));
    const json = JSON.stringify(buildRuleset(fixtures, 'mini').data);
    const moved = underBase(json, '/rulekeeper/');
    expect(json).toContain('href=\\"/mini/1-1-timing\\"');
    expect(moved).toContain('href=\\"/rulekeeper/mini/1-1-timing\\"');
    expect(moved).not.toMatch(/href=\\"\/mini\//);
    expect(moved.replaceAll('/rulekeeper/mini/', '/mini/')).toBe(json);
    expect(underBase(json, '/')).toBe(json);
  });
});
