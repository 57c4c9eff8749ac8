import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from '../../../src/build/content-security-policy.ts';
import { NOT_HOME_CLASS, notHomeScript } from '../../../src/build/prerendered-home.ts';

/** Runs the inline script as the browser would at `address`; true when it hid the prerendered home. */
function hidesHomeAt(base: string, address: string): boolean {
  const url = new URL(address, 'https://judge.example');
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
  new Function('location', 'document', notHomeScript(base))({ pathname: url.pathname, search: url.search }, document);
  return classes.has(NOT_HOME_CLASS);
}

describe("index.html's prerendered home on other addresses", () => {
  it('is shown on home only: hidden on sections, other pages and a search in the address', () => {
    expect(hidesHomeAt('/', '/')).toBe(false);
    expect(hidesHomeAt('/', '/rage-2018/6-11-frenzy')).toBe(true);
    expect(hidesHomeAt('/', '/log')).toBe(true);
    expect(hidesHomeAt('/', '/?q=hacked+apart')).toBe(true);
  });

  it('follows the base path, with or without its trailing slash', () => {
    expect(hidesHomeAt('/rulekeeper/', '/rulekeeper/')).toBe(false);
    expect(hidesHomeAt('/rulekeeper/', '/rulekeeper')).toBe(false);
    expect(hidesHomeAt('/rulekeeper/', '/rulekeeper/keyforge/')).toBe(true);
    expect(hidesHomeAt('/rulekeeper/', '/')).toBe(true);
  });
});

describe('inline scripts under the content security policy', () => {
  const script = notHomeScript('/');
  const tags = (contentSecurityPolicy([], [script]).transformIndexHtml as () => HtmlTagDescriptor[])();
  const policy = String(tags.find((t) => t.tag === 'meta')?.attrs?.content);

  it('the policy allows the injected script by the hash of its exact text, and no other inline script', () => {
    const injected = tags.filter((t) => t.tag === 'script');
    expect(injected.map((t) => t.children)).toEqual([script]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash(script)}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('the hash is the SHA-256 of the text, base64 (CSP Level 2)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
