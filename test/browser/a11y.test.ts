import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_PAGES } from './a11y-pages.ts';
import { wcagViolations } from './axe.ts';
import { baseURL, useBrowser } from './harness.ts';

const browser = useBrowser();

/** Saves a ruling through the capture form, so the log lists one and its own page exists; returns that page. */
async function logOneRuling(page: Page): Promise<string> {
  await page.goto('/log/new');
  await page.getByLabel('Question').fill('Can a bluff be played with an empty hand?');
  await page.getByLabel('Ruling given').fill('No: a bluff needs a card.');
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
  return new URL(page.url()).pathname;
}

describe.each(['light', 'dark'] as const)('accessibility (axe-core, WCAG 2.1 A and AA), %s theme', (colorScheme) => {
  it('finds no violation on any page', { timeout: 240_000 }, async () => {
    const context = await browser().newContext({
      baseURL: baseURL(),
      viewport: { width: 360, height: 740 },
      colorScheme,
    });
    const page = await context.newPage();
    const pages = [...A11Y_PAGES, { path: await logOneRuling(page), ready: 'main h1' }];
    const found: string[] = [];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      expect(await page.locator('h1').allTextContents(), path).not.toContainEqual(expect.stringMatching(/not found/i));
      for (const v of await wcagViolations(page))
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.help}; ${v.targets.length} × e.g. ${v.targets.slice(0, 3).join(' | ')}`,
        );
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
