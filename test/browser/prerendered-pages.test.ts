import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EARLY_FETCHES, EARLY_TAPS } from '../../src/core/content/page-markers.ts';
import { baseURL, newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

/** A definition inside §6.10.2, shown in its section: an address with no prerendered page of its own. */
const INLINE_ENTRY = 'unblockable';

/** The app's entry script (the only script index.html loads). */
const APP_SCRIPT = /\/assets\/main-[^/]*\.js$/;

/** A phone whose app script arrives `delayMs` late (or never): what a judge sees while it is on its way. */
async function phoneWithSlowApp(delayMs: number | 'never') {
  // No service worker: every request goes to the network, where the delay is.
  const context = await browser().newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    const probe = window as unknown as { cspViolations: string[]; loadingShown: boolean };
    probe.cspViolations = seen;
    probe.loadingShown = false;
    addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    // Whether "Loading the rules…" was ever drawn, however briefly.
    new MutationObserver(() => {
      if (document.querySelector('main.loading')) probe.loadingShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const script = { served: false };
  await page.route(APP_SCRIPT, async (route) => {
    if (delayMs === 'never') return route.abort();
    await Promise.race([released, new Promise((r) => setTimeout(r, delayMs))]);
    script.served = true;
    await route.continue();
  });
  return { context, page, release, script };
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('prerendered pages: home and sections painted before the app script arrives', () => {
  it('the served HTML already holds the search field and every rulebook', async () => {
    const html = await (await fetch(new URL('/', baseURL()))).text();
    const app = html.slice(html.indexOf('<div id="app">'));
    expect(app).toMatch(/<input id="q" name="q" type="search"/);
    for (const title of ['Rage: Complete Rules', 'KeyForge', 'Warlord', 'Retaliation', 'Across Las Vegas'])
      expect(app).toContain(title);
  });

  it('a judge can type at once: the text typed before the app starts stays, and its results come', async () => {
    const { context, page, release, script } = await phoneWithSlowApp(60_000);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => page.locator('.library .card').count()).toBe(5);
    await page.locator('#q').fill('hacked apart');
    expect(script.served).toBe(false);
    release();
    await page.locator('.result').first().waitFor();
    expect(await page.locator('#q').inputValue()).toBe('hacked apart');
    expect(await page.locator('.result a').first().getAttribute('href')).toContain('/rage-2018/6-11-3');
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('Enter before the app has started searches all the same (/?q=…)', async () => {
    const { context, page } = await phoneWithSlowApp('never');
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#q').fill('junta tie');
    await page.unroute(APP_SCRIPT);
    await page.locator('#q').press('Enter');
    await page.waitForURL(/\?q=junta\+tie/);
    await page.locator('.result').first().waitFor();
    expect(await page.locator('#q').inputValue()).toBe('junta tie');
    await context.close();
  });

  it('a prerendered section is read before the app arrives; the app then takes over its very elements, never showing "Loading"', async () => {
    const { context, page, release, script } = await phoneWithSlowApp(60_000);
    await page.goto('/rage-2018/6-11-frenzy', { waitUntil: 'commit' });
    await page.locator('main.section-page h1').waitFor();
    expect(await page.locator('h1').textContent()).toContain('6.11 FRENZY');
    expect(await page.title()).toBe('6.11 FRENZY · Rage 2018 · Rulekeeper');
    expect(await page.locator('main.section-page .prose').first().isVisible()).toBe(true);
    expect(script.served).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector('h1');
    });
    release();
    // The app is running once the bookmark toggle (IndexedDB) is enabled.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /bookmark/i })
          .first()
          .isEnabled(),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => document.querySelector('h1') === (window as unknown as { firstH1: Element }).firstH1),
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('a tap on a prerendered button before the app runs is not lost: it acts once the app has taken over', async () => {
    const { context, page, release, script } = await phoneWithSlowApp(60_000);
    await page.goto('/rage-2018/6-11-frenzy', { waitUntil: 'commit' });
    const note = page.getByRole('button', { name: 'Note', exact: true });
    await note.click();
    expect(script.served).toBe(false);
    expect(await page.getByLabel(/Your note on this section/).count()).toBe(0);
    release();
    await page.getByLabel(/Your note on this section/).waitFor();
    expect(await note.getAttribute('aria-expanded')).toBe('true');
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  /** A section painted from its HTML, the app's script held back: "/", `typed`, then the key `then`, before it runs. */
  async function sectionWithEarlyKeys(typed: string, then: string) {
    const phone = await phoneWithSlowApp(60_000);
    await phone.page.goto('/rage-2018/6-11-frenzy', { waitUntil: 'commit' });
    await phone.page.locator('main h1').waitFor();
    await phone.page.keyboard.press('/');
    await phone.page.keyboard.type(typed);
    await phone.page.keyboard.press(then);
    expect(phone.script.served).toBe(false);
    phone.release();
    return phone;
  }

  it('"/" pressed before the app runs is not lost: on a section it opens search with what was typed after it, once the app has taken over', async () => {
    const { context, page } = await sectionWithEarlyKeys('hacked apartx', 'Backspace');
    const layer = page.getByRole('dialog', { name: 'Search the rules' });
    await expect.poll(() => layer.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q');
    // What was typed after the "/" is in the field, every letter, and searched.
    await expect.poll(() => layer.locator('#q').inputValue()).toBe('hacked apart');
    await layer.locator('.result').first().waitFor();
    expect(await layer.locator('.result a').first().getAttribute('href')).toContain('/rage-2018/6-11-3');
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('"/", words and Enter before the app runs open the first result once it comes; Esc instead lets the search go', async () => {
    const entered = await sectionWithEarlyKeys('junta tie', 'Enter');
    await entered.page.waitForURL(/\/rage-2018\/(?!6-11-frenzy)/, { timeout: 10_000 });
    await entered.context.close();

    const escaped = await sectionWithEarlyKeys('junta', 'Escape');
    const bookmark = escaped.page.getByRole('button', { name: /bookmark/i }).first();
    await expect.poll(() => bookmark.isEnabled()).toBe(true);
    // The held taps replayed (the store is gone), and two frames drawn since: a search they opened would be up.
    await expect
      .poll(() =>
        escaped.page.evaluate(
          (store) => store in window && (window as unknown as Record<string, unknown>)[store] === undefined,
          EARLY_TAPS,
        ),
      )
      .toBe(true);
    await escaped.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await escaped.page.getByRole('dialog', { name: 'Search the rules' }).count()).toBe(0);
    await escaped.context.close();
  });

  it('"/" pressed on home before the app runs is its field, typed into at once and kept', async () => {
    const home = await phoneWithSlowApp(60_000);
    await home.page.goto('/', { waitUntil: 'commit' });
    await home.page.locator('#q').waitFor();
    await home.page.keyboard.press('/');
    await home.page.keyboard.type('hacked apart');
    expect(home.script.served).toBe(false);
    expect(await home.page.locator('#q').inputValue()).toBe('hacked apart');
    home.release();
    await home.page.locator('.result').first().waitFor();
    expect(await home.page.locator('#q').inputValue()).toBe('hacked apart');
    expect(await cspViolations(home.page)).toEqual([]);
    await home.context.close();
  });

  it("home's first visit asks for the search files as the page is parsed, before the app's script has come; a section's asks for none", async () => {
    const searchFile = /\/data\/[a-z0-9-]+\.(index|search)\.[0-9a-f]+\.json$/;
    const { context, page, release, script } = await phoneWithSlowApp(60_000);
    const asked: string[] = [];
    page.on('request', (r) => searchFile.test(new URL(r.url()).pathname) && asked.push(r.url()));
    await page.goto('/rage-2018/6-11-frenzy', { waitUntil: 'commit' });
    await page.locator('main h1').waitFor();
    // The inline scripts run before the section's markup is parsed: by its heading, a fetch would have begun.
    expect(await page.evaluate((store) => store in window, EARLY_FETCHES)).toBe(false);
    expect(asked).toEqual([]);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => asked.length).toBe(10);
    expect(script.served).toBe(false);
    release();
    // The app takes them over: each asked for once, and search answers.
    await page.locator('#q').fill('hacked apart');
    await expect.poll(() => page.locator('.result a').first().getAttribute('href')).toContain('/rage-2018/6-11-3');
    expect(asked).toHaveLength(10);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('a search link naming its rulebooks asks first for their files only, the others once they are in; a name not in the app asks for all', async () => {
    const searchFile = /\/data\/([a-z0-9-]+)\.(index|search)\.[0-9a-f]+\.json$/;
    const rulebookOf = (url: string) => searchFile.exec(new URL(url).pathname)?.[1];
    const opened = async (link: string) => {
      const phone = await phoneWithSlowApp(60_000);
      const asked: string[] = [];
      phone.page.on('request', (r) => {
        const rulebook = rulebookOf(r.url());
        if (rulebook) asked.push(rulebook);
      });
      await phone.page.goto(link, { waitUntil: 'commit' });
      return { ...phone, asked };
    };
    const one = await opened('/?q=hacked%20apart&r=rage-2018');
    await expect.poll(() => one.asked.length).toBe(2);
    expect(one.asked).toEqual(['rage-2018', 'rage-2018']);
    expect(one.script.served).toBe(false);
    one.release();
    await expect.poll(() => one.page.locator('.result a').first().getAttribute('href')).toContain('/rage-2018/6-11-3');
    // The others follow for a judge who widens the search, each asked for once.
    await expect.poll(() => one.asked.length).toBe(10);
    expect(new Set(one.asked).size).toBe(5);
    await one.context.close();

    const two = await opened(`/?r=${encodeURIComponent('keyforge+warlord')}`);
    await expect.poll(() => two.asked.length).toBe(4);
    expect([...new Set(two.asked)].sort()).toEqual(['keyforge', 'warlord']);
    await two.context.close();

    const unknown = await opened('/?q=hacked%20apart&r=rage-1999');
    await expect.poll(() => unknown.asked.length).toBe(10);
    expect(unknown.script.served).toBe(false);
    await unknown.context.close();
  });

  it("a section page asks for its code and data from the HTML, alongside the app's script, and each once", async () => {
    const { context, page, release } = await phoneWithSlowApp(60_000);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/rage-2018/6-11-frenzy', { waitUntil: 'commit' });
    const wanted = [
      /^\/assets\/section-[^/]+\.js$/,
      /^\/data\/rage-2018\.toc\.[^/]+\.json$/,
      /^\/data\/rage-2018\.ch\d+\.[^/]+\.json$/,
    ];
    // Before the app's script has run: the HTML alone asked for them.
    await expect.poll(() => wanted.map((w) => requested.filter((p) => w.test(p)).length)).toEqual([1, 1, 1]);
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Bookmark' }).isEnabled()).toBe(true);
    // The app used those downloads: nothing asked for twice.
    expect(wanted.map((w) => requested.filter((p) => w.test(p)).length)).toEqual([1, 1, 1]);
    // (The icon is asked for twice by design: as the favicon and as the header's image.)
    const code = requested.filter((p) => /^\/(assets|data)\//.test(p));
    const twice = code.filter((p, i) => code.indexOf(p) !== i);
    expect(twice).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('a section page served as index.html (the fallback) never shows home meanwhile, then draws its section', async () => {
    const { context, page, release } = await phoneWithSlowApp(60_000);
    // A definition has no page of its own (it opens in its section): the host answers its address with index.html.
    await page.goto(`/rage-2018/${INLINE_ENTRY}`, { waitUntil: 'commit' });
    await page.locator('main.home').waitFor({ state: 'attached' });
    expect(await page.locator('main.home').isVisible()).toBe(false);
    expect(await page.locator('.library').isVisible()).toBe(false);
    release();
    await page.locator('main:not(.loading) h1').waitFor();
    expect(await page.locator('h1').textContent()).toContain('6.10.2');
    expect(await page.locator('main.home').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('a search in the address is not covered by the rulebooks meanwhile: its results show once the app runs', async () => {
    const { context, page, release } = await phoneWithSlowApp(60_000);
    await page.goto('/?q=frenzy&r=rage-2018', { waitUntil: 'commit' });
    await page.locator('.library').waitFor({ state: 'attached' });
    expect(await page.locator('.library').isVisible()).toBe(false);
    release();
    await page.locator('.result').first().waitFor();
    expect(await page.locator('main.home').isVisible()).toBe(true);
    expect(await page.locator('#q').inputValue()).toBe('frenzy');
    await context.close();
  });

  describe('hydrating leaves nothing of the markup stale: the page is what the app draws afresh', () => {
    /** #app once the app runs (its early taps replayed) and has settled (the bookmark state read). */
    const settledApp = async (page: Page, bookmark: boolean) => {
      await page.waitForFunction(() => !('__rkEarlyTaps' in window && window.__rkEarlyTaps));
      if (bookmark) await expect.poll(() => page.getByRole('button', { name: 'Bookmark' }).isEnabled()).toBe(true);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      // Form fields by what they hold, not by attribute: the server writes value="" and selected, the browser a property.
      return page.evaluate(() => {
        const app = document.getElementById('app') as HTMLElement;
        const clone = app.cloneNode(true) as HTMLElement;
        for (const field of clone.querySelectorAll('input, option'))
          ['value', 'selected'].forEach((a) => field.removeAttribute(a));
        const values = [...app.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')].map(
          (f) => `${f.id}=${f.value}`,
        );
        return { html: clone.innerHTML, values };
      });
    };
    /** Leaves for another page and comes back, in the app: the page is then rendered by the app alone. */
    const awayAndBack = (page: Page) =>
      page.evaluate(async () => {
        history.pushState(null, '', '/log');
        dispatchEvent(new PopStateEvent('popstate'));
        await new Promise((r) => setTimeout(r, 100));
        history.back();
      });

    for (const [name, address, bookmark] of [
      ['home', '/', false],
      ['a section', '/rage-2018/6-11-frenzy', true],
    ] as const)
      it(`${name}, on a first visit`, async () => {
        const { context, page } = await newPhone(browser());
        await page.goto(address);
        const hydrated = await settledApp(page, bookmark);
        await awayAndBack(page);
        await page.waitForURL((u) => u.pathname === address);
        await page.locator('main:not(.loading)').waitFor();
        expect(await settledApp(page, bookmark)).toEqual(hydrated);
        await context.close();
      });
  });
});
