import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, waitForOfflineReady } from './harness.ts';

const browser = useBrowser();

describe('the built app in Chromium', () => {
  it('searches as you type and opens a result with its printed number', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('bluff');
    const first = page.locator('.result').first();
    await expect.poll(() => first.textContent()).toContain('BLUFF');
    await expect.poll(() => page.locator('.result mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rage-2018\/6-9/);
    expect(await page.locator('h1').textContent()).toMatch(/6\.9/);
    await context.close();
  });

  it('opens a deep link, follows a cross-reference and shows a definition in place', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/3-2-open-play-and-closed-play');
    expect(await page.locator('h1').textContent()).toContain('OPEN PLAY AND CLOSED PLAY');
    expect(await page.locator('.breadcrumbs').textContent()).toContain('TIMING AND RULES OVERVIEW');
    await page.locator('a.term').first().click();
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.locator('h2').textContent()).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    await page.goto('/rage-2018/1-4-victory-pile');
    await page.getByRole('link', { name: 'VP complications' }).click();
    await page.waitForURL(/\/rage-2018\/6-4-3-vp-complications$/);
    expect(await page.locator('h1').textContent()).toContain('VP COMPLICATIONS');
    await context.close();
  });

  it('paints a screenful of results with the keystroke, and the rest when scrolled to or asked for', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('frenzy');
    const more = page.getByRole('button', { name: /^Show all \d+ results$/ });
    await expect.poll(() => more.count()).toBe(1);
    expect(await page.locator('.result').count()).toBe(5);
    const total = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(5);
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.result').count()).toBe(total);
    expect(await more.count()).toBe(0);
    // A new search starts again from a screenful; arrowing past the fifth result shows them all.
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('frenzy gifts');
    await expect.poll(() => page.locator('.result').count()).toBe(5);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(5);
    expect(await page.locator('.result').nth(5).getAttribute('class')).toContain('active');
    await context.close();
  });

  it('sends each keystroke to the search worker once, before the page paints that keystroke unless already answered', async () => {
    const { context, page } = await newPhone(browser());
    // Counts frames, and notes each search posted to a worker with the frame it left in.
    await context.addInitScript(() => {
      const w = window as unknown as { rkFrames: number; rkSent: { text: string; frame: number }[]; rkTyped: string[] };
      w.rkFrames = 0;
      w.rkSent = [];
      w.rkTyped = [];
      const tick = () => {
        w.rkFrames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        const m = message as { type?: string; text?: string; answered?: boolean };
        // A keystroke answered ahead is painted at once; the worker hears of it after the paint, to look ahead.
        // (An empty box asks for answers ahead of its first key: no keystroke.)
        if (m.type === 'search' && m.text) w.rkSent.push({ text: m.text ?? '', frame: m.answered ? -1 : w.rkFrames });
        return post.call(this, message, ...rest);
      };
      addEventListener('input', (e) => w.rkTyped.push(`${(e.target as HTMLInputElement).value}@${w.rkFrames}`), true);
    });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    await box.focus();
    await page.keyboard.type('junta', { delay: 60 });
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    const { sent, typed } = await page.evaluate(() => {
      const w = window as unknown as { rkSent: { text: string; frame: number }[]; rkTyped: string[] };
      return { sent: w.rkSent.map((s) => `${s.text}@${s.frame}`), typed: w.rkTyped };
    });
    // The same text in the same frame as its input event: sent with the keystroke, not after its paint.
    expect(sent.length).toBe(typed.length);
    sent.forEach((s, i) => expect([typed[i], typed[i]?.replace(/@\d+$/, '@-1')]).toContain(s));
    expect(sent.filter((s) => !s.endsWith('@-1')).length).toBeGreaterThan(0);
    await context.close();
  });

  it('paints a keystroke the worker answered ahead with its results in its own frame, the same as asked for', async () => {
    const { context, page } = await newPhone(browser());
    // Notes the texts the search worker answers ahead, as the answers reach the page.
    await context.addInitScript(() => {
      const w = window as unknown as { rkAhead: string[] };
      w.rkAhead = [];
      const Original = Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', (e: MessageEvent<{ type: string; answers?: { text: string }[] }>) =>
            w.rkAhead.push(...(e.data.answers ?? []).map((a) => a.text)),
          );
        }
      };
    });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).focus();
    await page.keyboard.type('frenz', { delay: 60 });
    // "frenz" carries on as frenzy, frenzied…: the answer to "frenzy" comes before the key does.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { rkAhead: string[] }).rkAhead))
      .toContain('frenzy');
    // What the first frame after the key shows (a frame's callbacks run before it is painted).
    await page.evaluate(() => {
      const w = window as unknown as { rkPainted: Promise<{ answered: string | null; links: (string | null)[] }> };
      w.rkPainted = new Promise((resolve) =>
        addEventListener(
          'keydown',
          () =>
            requestAnimationFrame(() =>
              resolve({
                answered: document.querySelector('.search-status')?.getAttribute('data-answered') ?? null,
                links: [...document.querySelectorAll('.result a')].map((a) => a.getAttribute('href')),
              }),
            ),
          { once: true, capture: true },
        ),
      );
    });
    await page.keyboard.type('y');
    const painted = await page.evaluate(
      () => (window as unknown as { rkPainted: Promise<{ answered: string | null; links: string[] }> }).rkPainted,
    );
    expect(painted.answered).toBe('frenzy');
    expect(painted.links.length).toBeGreaterThan(0);
    // The same results as "frenzy" asked for outright (an address the worker answers as it is).
    const asked = await context.newPage();
    await asked.goto('/?q=frenzy');
    await expect.poll(() => asked.locator('.search-status').getAttribute('data-answered')).toBe('frenzy');
    const links = () => asked.locator('.result a').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(await links()).toEqual(painted.links);
    await context.close();
  });

  it('keyboard: / focuses search, arrows move through results, Enter opens', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/glossary');
    await page.goto('/');
    // A judge presses "/" once the page is there (it is drawn in the task after the bundle's).
    await page.getByRole('searchbox', { name: 'Search the rules' }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('junta tie');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('.result.active').count()).toBe(1);
    const href = await page.locator('.result.active a').getAttribute('href');
    // A result opens on the passage it matched: the link holds the passage's anchor.
    expect(href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+#[a-z0-9-]+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await context.close();
  });

  it('Back from a result opened mid-typing returns to the same search', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=bluff');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('');
    await page.keyboard.type('junta tie');
    // At once, before the pause that writes the search into the URL: Enter opens the first result of the answer
    // to what was typed (a click could land on a list the worker's answer is redrawing).
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('q')).toBe('junta tie');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search the rules' }).inputValue()).toBe('junta tie');
    await context.close();
  });

  it('loads nothing from elsewhere: a remote image is refused by the content security policy, the app itself is not', async () => {
    const { context, page } = await newPhone(browser());
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy/.test(m.text()) && refused.push(m.text()));
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('button', { name: 'QR' }).click();
    await page.goto('/?q=frenzy');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
          const img = document.createElement('img');
          img.src = 'https://tracker.invalid/pixel.gif';
          document.body.append(img);
        }),
    );
    expect(directive).toBe('img-src');
    await context.close();
  });

  it('is installable: manifest with icons, service worker registered', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(manifestHref as string)).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Rulekeeper'),
      short_name: 'Rulekeeper',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
    await waitForOfflineReady(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe(
      'activated',
    );
    await context.close();
  });

  it('works offline after one visit: deep link reload and search', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/rage-2018/6-11-frenzy');
    expect(await page.locator('h1').textContent()).toContain('FRENZY');
    await page.reload();
    expect(await page.locator('h1').textContent()).toContain('FRENZY');
    await page.goto('/?q=frenzy%20gifts');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    expect(await page.locator('.result').first().textContent()).toMatch(/frenz/i);
    await context.close();
  });
});
