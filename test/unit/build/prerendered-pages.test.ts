import type { HtmlTagDescriptor } from 'vite';
import type { PrerenderResult } from 'vite-prerender-plugin';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from '../../../src/build/vite/content-security-policy.ts';
import { OTHER_PAGE_CLASS } from '../../../src/core/content/page-markers.ts';
import { otherPageScript } from '../../../src/build/vite/prerendered-pages.ts';
import type { PrerenderedPage } from '../../../src/ui/prerender.tsx';

/**
 * Runs the inline script as the browser would at `address`, in a page prerendered for `page` (its `rk-page` meta)
 * or in index.html (home); true when it hid the markup.
 */
function hidesMarkupAt(base: string, address: string, page?: string): boolean {
  const url = new URL(address, 'https://judge.example');
  const classes = new Set<string>();
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c) } },
    querySelector: (selector: string) =>
      selector === 'meta[name="rk-page"]' && page !== undefined ? { content: page } : null,
  };
  new Function('location', 'document', otherPageScript(base))({ pathname: url.pathname, search: url.search }, document);
  return classes.has(OTHER_PAGE_CLASS);
}

describe('prerendered markup shown only at its own address', () => {
  it('is shown on home only: hidden on sections, other pages and a search in the address', () => {
    expect(hidesMarkupAt('/', '/')).toBe(false);
    expect(hidesMarkupAt('/', '/rage-2018/6-11-frenzy')).toBe(true);
    expect(hidesMarkupAt('/', '/log')).toBe(true);
    expect(hidesMarkupAt('/', '/?q=hacked+apart')).toBe(true);
  });

  it("a prerendered section page shows at its own address only (not when index.html's fallback answers it)", () => {
    expect(hidesMarkupAt('/', '/rage-2018/6-11-frenzy', '/rage-2018/6-11-frenzy')).toBe(false);
    expect(hidesMarkupAt('/', '/rage-2018/6-11-frenzy/', '/rage-2018/6-11-frenzy')).toBe(false);
    expect(hidesMarkupAt('/', '/rage-2018/6-9-2-bluffs', '/rage-2018/6-11-frenzy')).toBe(true);
    expect(hidesMarkupAt('/', '/rage-2018/6-11-frenzy?x=1', '/rage-2018/6-11-frenzy')).toBe(true);
    expect(
      hidesMarkupAt('/rulekeeper/', '/rulekeeper/keyforge/turn-sequence', '/rulekeeper/keyforge/turn-sequence'),
    ).toBe(false);
  });

  it('follows the base path, with or without its trailing slash', () => {
    expect(hidesMarkupAt('/rulekeeper/', '/rulekeeper/')).toBe(false);
    expect(hidesMarkupAt('/rulekeeper/', '/rulekeeper')).toBe(false);
    expect(hidesMarkupAt('/rulekeeper/', '/rulekeeper/keyforge/')).toBe(true);
    expect(hidesMarkupAt('/rulekeeper/', '/')).toBe(true);
  });
});

/** What the policy plugin adds to this (built) HTML: its tags, and the policy in the meta tag. */
function policyOf(html: string, scripts: string[]) {
  const hook = contentSecurityPolicy([], scripts).transformIndexHtml as unknown as {
    handler: (html: string) => { tags: HtmlTagDescriptor[] };
  };
  const { tags } = hook.handler(html);
  return { tags, policy: String(tags.find((t) => t.tag === 'meta')?.attrs?.content) };
}

describe('inline scripts and styles under the content security policy', () => {
  const script = otherPageScript('/');
  const { tags, policy } = policyOf('<html><head></head><body></body></html>', [script]);

  it('the policy allows the injected script by the hash of its exact text, and no other inline script', () => {
    const injected = tags.filter((t) => t.tag === 'script');
    expect(injected.map((t) => t.children)).toEqual([script]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash(script)}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it("allows the HTML's own <style> (the inlined stylesheet) by its hash, and no other inline style", () => {
    const css = '.top-bar{display:flex}';
    const styled = policyOf(`<html><head><style>${css}</style></head><body></body></html>`, [script]).policy;
    expect(styled.split('; ').find((d) => d.startsWith('style-src'))).toBe(`style-src 'self' ${scriptHash(css)}`);
    expect(policy.split('; ').find((d) => d.startsWith('style-src'))).toBe("style-src 'self'");
    expect(styled).not.toContain('unsafe-inline');
  });

  it('the hash is the SHA-256 of the text, base64 (CSP Level 2)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('the prerender hands the plugin what it takes', () => {
  // A type check (npm run typecheck fails on a mismatch): app code declares the page itself, without the plugin's
  // types, which import Vite's and so Node's.
  it("a page as the app's prerender returns it is a vite-prerender-plugin PrerenderResult", () => {
    expectTypeOf<PrerenderedPage>().toExtend<PrerenderResult>();
  });
});
