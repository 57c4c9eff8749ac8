import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForOfflineReady, useBrowser } from './harness.ts';
import { decodeQr } from './qr-decode.ts';
import { serveStaticHost } from './static-host.ts';
import { policyOfHtml } from '../../src/build/vite/static-host-files.ts';
import { deployApp } from './app-builds.ts';

const browser = useBrowser();
const OUT = 'dist-test-base';
const BASE = '/rulekeeper/';
/** A variant of its own (app-builds.ts): the app for https://<org>.github.io/rulekeeper/, on a host without rewrites. */
const host = await (async () => {
  const started = Date.now();
  deployApp({ BASE }, OUT);
  console.info(`sub-path build and deploy: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return serveStaticHost(OUT, BASE);
})();
afterAll(() => host.stop());
const at = (path: string) => `${host.url}${BASE}${path}`;

/** The passage the page opened on, if one is highlighted. */
const highlighted = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('.passage-hit')?.id);

describe('served under a sub-path by a static host without rewrites (BASE=/rulekeeper/, GitHub Pages-like)', () => {
  it('serves nothing at the root; a section is its prerendered page, any other address 404.html (the app); _headers carries the CSP', async () => {
    expect((await fetch(`${host.url}/`)).status).toBe(404);
    expect((await fetch(`${host.url}/rage-2018/6-11-frenzy`)).status).toBe(404);
    const index = await (await fetch(at(''))).text();
    // GitHub Pages serves /a/b from a/b.html: the section's own page, naming itself under the sub-path.
    const deep = await fetch(at('rage-2018/6-11-frenzy'));
    expect(deep.status).toBe(200);
    const section = await deep.text();
    expect(section).toContain('<meta name="rk-page" content="/rulekeeper/rage-2018/6-11-frenzy">');
    expect(section).toMatch(/<h1[^>]*><span class="num">6\.11<\/span> FRENZY<\/h1>/);
    expect(section).toContain('href="/rulekeeper/rage-2018/6-11-1-common-rules"');
    // A definition has no page of its own: 404.html, which is the app.
    const other = await fetch(at('rage-2018/unblockable'));
    expect(other.status).toBe(404);
    expect(await other.text()).toBe(index);
    const policy = policyOfHtml(index);
    expect(policy).toContain("script-src 'self'");
    expect(policyOfHtml(section)).toBe(policy);
    expect(deep.headers.get('content-security-policy')).toBe(policy);
    expect(other.headers.get('content-security-policy')).toBe(policy);
    expect((await fetch(at('sw.js'))).headers.get('cache-control')).toBe('no-cache');
  });

  it('first visit by a deep link, then offline: a passage link reloads, search answers, links, QR and share links keep the sub-path', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Chromium reports the host's 404 for a deep link as a console error: that one is the host's way, not a fault.
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 404') && errors.push(m.text()));

    // First visit: the host answers with the section's prerendered page, and the app takes it over.
    const first = await page.goto(at('rage-2018/6-11-frenzy'));
    expect(first?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toContain('FRENZY');
    await waitForOfflineReady(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(at(''));
    // In-app links stay under the sub-path.
    await page.getByRole('link', { name: 'Log', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${BASE}log`);
    expect(await page.locator('a.brand').getAttribute('href')).toBe(BASE);

    // A search's result links to its passage under the sub-path.
    await page.goto(at('?q=hacked%20apart&r=rage-2018'));
    const result = page.locator('.result a').first();
    await expect.poll(() => result.getAttribute('href')).toMatch(/^\/rulekeeper\/rage-2018\/6-11-3[a-z0-9-]*#.+/);
    const passageLink = (await result.getAttribute('href')) as string;

    await context.setOffline(true);
    // Offline, a reload of a deep link to a passage: the service worker answers the navigation with the app.
    const tab = await context.newPage();
    await tab.goto(`${host.url}${passageLink}`);
    await expect.poll(() => highlighted(tab)).toBe(passageLink.split('#')[1]);
    await tab.reload();
    await expect.poll(() => tab.locator('h1').textContent()).toMatch(/6\.11\.3/);
    // A rule's own cross-reference, rendered by the build, links under the sub-path and opens in the app.
    const crossRef = tab.locator('main a[data-ref], main a.term').first();
    expect(await crossRef.getAttribute('href')).toMatch(/^\/rulekeeper\/rage-2018\//);

    // Search works offline (the worker and the indexes come from the service worker's cache).
    await tab.goto(at('?q=frenzy%20gifts'));
    await expect.poll(() => tab.locator('.result').count()).toBeGreaterThan(0);
    await tab.locator('.result a').first().click();
    await expect.poll(() => new URL(tab.url()).pathname).toMatch(/^\/rulekeeper\/[a-z0-9-]+\/./);
    await expect.poll(() => tab.locator('h1').count()).toBe(1);

    // A section's share link (its QR code) carries the sub-path and opens the section offline.
    await tab.goto(at('rage-2018/6-9-2-bluffs'));
    await tab.getByRole('button', { name: 'QR' }).click();
    const qr = tab.locator('.tk-qr');
    await expect.poll(() => qr.count()).toBe(1);
    const scratch = await context.newPage();
    let link: string | null = null;
    await expect.poll(async () => (link = await decodeQr(qr, scratch))).toBe(at('rage-2018/6-9-2-bluffs'));
    await scratch.goto(link as unknown as string);
    await expect.poll(() => scratch.locator('h1').textContent()).toContain('BLUFFS');

    // A calculator's share link too.
    await tab.goto(at('rage-2018/tools/bluff'));
    await tab.getByRole('button', { name: 'Share' }).click();
    expect(await tab.getByLabel('Share link').inputValue()).toMatch(
      new RegExp(`^${at('rage-2018/tools/bluff')}\\?i=[A-Za-z0-9_-]+$`),
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
