import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, scrollSettled } from './harness.ts';

const browser = useBrowser();

/** Controls cut by the header: partly under it (the top bar and the line hung below it), partly in sight. */
function cutByHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bars = [...document.querySelectorAll('.top-bar, .section-context')].map((el) => el.getBoundingClientRect());
    const edge = Math.max(...bars.filter((r) => r.height > 0).map((r) => r.bottom));
    return [...document.querySelectorAll<HTMLElement>('main button, main a.tk-action, main a.button, main input')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top < edge && r.bottom > edge;
      })
      .map((el) => `${el.textContent?.trim()} ${Math.round(el.getBoundingClientRect().top)}..${edge}`);
  });
}

/** Opens the first result of a search at 360 px: lands on its passage. */
async function land(page: Page, query: string): Promise<void> {
  await page.goto(`/?q=${encodeURIComponent(query)}&r=rage-2018`);
  await page.locator('.result a').first().click();
  await page.waitForURL(/#/);
  await expect.poll(() => page.locator('.passage-hit').count()).toBe(1);
  await scrollSettled(page);
}

describe('a landed passage keeps its section in view (360 px)', () => {
  it('a compact line under the header names the section; tapping it goes to the section’s top', async () => {
    const { context, page } = await newPhone(browser());
    await land(page, 'hacked apart');
    const line = page.locator('.section-context');
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.textContent()).toContain('6.11.3');
    expect(await line.textContent()).toContain('FULL FRENZY ADDITIONAL RULES');
    // It hangs under the header, in sight, and the passage is below it.
    const boxes = await page.evaluate(() => ({
      bar: document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0,
      line: document.querySelector('.section-context')?.getBoundingClientRect().toJSON() as DOMRect,
      passage: document.querySelector('.passage-hit')?.getBoundingClientRect().top ?? 0,
    }));
    expect(boxes.line.top).toBeGreaterThanOrEqual(boxes.bar - 1);
    expect(boxes.line.height).toBeLessThanOrEqual(48);
    expect(boxes.passage).toBeGreaterThanOrEqual(boxes.line.bottom);
    await line.getByRole('button').click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect.poll(() => line.isVisible()).toBe(false);
    await context.close();
  });

  for (const query of [
    'hacked apart',
    'bluff called',
    'junta renown votes',
    'withdraw combat',
    'umbra step sideways',
    'frenzy cards drawn',
  ]) {
    it(`"${query}": no control is cut by the header where the passage lands`, async () => {
      const { context, page } = await newPhone(browser());
      await land(page, query);
      expect(await cutByHeader(page)).toEqual([]);
      await context.close();
    });
  }
});
