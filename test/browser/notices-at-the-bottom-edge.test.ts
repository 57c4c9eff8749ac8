import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, waitForOfflineReady } from './harness.ts';

const browser = useBrowser();

/**
 * Where each notice with text stands: what of the landed passage, the search results and the focused element its box
 * covers, and whether it sits at the bottom edge; a notice waiting out of sight (below the edge) counts as neither.
 */
function notices(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.toast')]
      .filter((n) => n.textContent?.trim())
      .map((n) => {
        const box = n.getBoundingClientRect();
        const inSight = box.top < innerHeight && box.bottom > 0;
        const hit = (el: Element | null) => {
          if (!el || el === document.body || n.contains(el)) return false;
          const r = el.getBoundingClientRect();
          return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
        };
        const reading = [...document.querySelectorAll('.passage-hit, .result')].filter(hit);
        return {
          text: n.textContent?.trim() ?? '',
          inSight,
          covers: inSight
            ? [
                ...reading.map((el) => el.textContent?.trim().slice(0, 40) ?? ''),
                ...(hit(document.activeElement) ? [`focused ${document.activeElement?.outerHTML.slice(0, 60)}`] : []),
              ]
            : [],
          // Within the bottom fifth of the screen: at the edge, or just above a bar docked there.
          atBottom: box.top > innerHeight * 0.8,
          live: n.getAttribute('role') === 'status' || n.getAttribute('aria-live') === 'polite',
        };
      }),
  );
}

describe('one notice system: short, at the bottom edge, over nothing being read (360 px)', () => {
  it('"works offline" over a screen of results covers none of them, and is told once', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=combat&r=rage-2018');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThanOrEqual(5);
    await waitForOfflineReady(page);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Rulekeeper now works offline.');
    const shown = await notices(page);
    expect(shown.map((n) => n.text)).toEqual(['Rulekeeper now works offline.✕']);
    for (const n of shown) {
      expect(n.covers).toEqual([]);
      expect(n.live).toBe(true);
      if (n.inSight) expect(n.atBottom).toBe(true);
    }
    // Scrolled to the end of the results, there is room at the bottom: it shows there, over nothing.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => notices(page).then((all) => all.flatMap((n) => n.covers))).toEqual([]);
    // Gone by itself; one-time news is kept as told on this device.
    await expect.poll(() => notices(page), { timeout: 8000 }).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('rulekeeper.told'))).toContain('offline-ready');
    await context.close();
  });

  it('"Bookmarked." stays off the focused button and is gone on the next page', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Bookmarked.');
    for (const n of await notices(page)) {
      expect(n.covers).toEqual([]);
      if (n.inSight) expect(n.atBottom).toBe(true);
    }
    await page.getByRole('link', { name: 'Log ruling' }).click();
    await page.waitForURL(/\/log\/new/);
    // Well before its four seconds are up.
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 1000 }).toBe('');
    await context.close();
  });

  it('"Copied" after Cite passage never covers the landed passage', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/?q=hacked%20apart&r=rage-2018');
    await page.locator('.result a').first().click();
    await page.waitForURL(/#/);
    await page.getByRole('button', { name: 'Cite passage' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Copied');
    await expect.poll(() => notices(page).then((all) => all.flatMap((n) => n.covers))).toEqual([]);
    await context.close();
  });
});
