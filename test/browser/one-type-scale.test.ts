import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

/** Pages of each kind: home, a section, a calculator, the log and its form, saved, the event page. */
const PAGES = [
  '/',
  '/rage-2018/6-11-frenzy',
  '/rage-2018/tools/frenzy',
  '/rage-2018/tools/junta',
  '/log',
  '/log/new',
  '/saved',
  '/event',
  '/rage-2018/glossary',
];

/** Each font size on screen (computed, in px) with one element that has it. */
const sizesOnScreen = (page: Page) =>
  page.evaluate(() => {
    const sizes: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const isField = el.matches('input, select, textarea, button');
      if (!hasText && !isField) continue;
      const size = getComputedStyle(el).fontSize;
      sizes[size] ??= `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60);
    }
    return sizes;
  });

describe('one type scale: at most five font sizes on screen, on every page (360 px)', () => {
  it('every page uses the same five sizes or fewer', async () => {
    const { context, page } = await newPhone(browser());
    const all: Record<string, string> = {};
    for (const path of PAGES) {
      await page.goto(path);
      await page
        .locator('main:not(.loading):not([aria-busy=true]) h1, main .result, main .library, main h2')
        .first()
        .waitFor();
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      for (const [size, where] of Object.entries(await sizesOnScreen(page))) all[size] ??= `${path} ${where}`;
    }
    expect(Object.keys(all).length, JSON.stringify(all, null, 1)).toBeLessThanOrEqual(5);
    await context.close();
  });

  it("the log's and the calculators' rules load with their pages, not in every page's inline stylesheet", async () => {
    const html = await (await fetch(new URL('/', baseURL()))).text();
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline.length).toBeGreaterThan(1000);
    for (const rule of ['.tk-filters', '.tk-card', '.tk-status-picker', '.cf-panel', '.calc-layout'])
      expect(inline).not.toContain(rule);
    // …and the log still has them when it opens.
    const { context, page } = await newPhone(browser());
    await page.goto('/log');
    await expect
      .poll(() => page.locator('.tk-transfer').evaluate((el) => getComputedStyle(el).borderTopStyle))
      .toBe('solid');
    await context.close();
  });
});
