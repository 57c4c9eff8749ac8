import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, scrollSettled } from './harness.ts';

const browser = useBrowser();

/** The focused element's link target, and where the result with `href` stands on screen. */
const where = (page: Page, href: string) =>
  page.evaluate((h) => {
    const link = [...document.querySelectorAll('.result a[href]')].find((a) => a.getAttribute('href') === h);
    return {
      focused: document.activeElement?.getAttribute('href') ?? document.activeElement?.tagName ?? null,
      top: link?.closest('.result')?.getBoundingClientRect().top ?? null,
    };
  }, href);

describe('Back from a result returns to it: in place and focused (360 px)', () => {
  it('tapped after scrolling the results down', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=combat%20damage&r=rage-2018');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThanOrEqual(5);
    // Scrolled past the first screen: the rest of the results are drawn, and the seventh is tapped.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(7);
    const result = page.locator('.result').nth(6);
    await result.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await scrollSettled(page);
    const href = (await result.locator('a').getAttribute('href')) as string;
    const before = await where(page, href);
    expect(before.top).not.toBeNull();
    await result.locator('a').click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('main:not(.loading) h1').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => where(page, href).then((w) => w.focused)).toBe(href);
    const after = await where(page, href);
    expect(Math.abs((after.top ?? 9999) - (before.top ?? 0))).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('opened with the arrows and Enter', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=combat%20damage&r=rage-2018');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThanOrEqual(5);
    await page.locator('#search-input, input[type=search]').first().focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const href = (await page.locator('.result.active a').getAttribute('href')) as string;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('main:not(.loading) h1').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => where(page, href).then((w) => w.focused)).toBe(href);
    const after = await where(page, href);
    expect(after.top).toBeGreaterThanOrEqual(0);
    expect(after.top).toBeLessThan(740);
    await context.close();
  });
});
