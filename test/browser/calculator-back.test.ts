import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const headline = (page: Page) => page.locator('.calc-headline');

/** One Rage 2018 calculator: an input changed from its defaults, the answer that follows, and a field that shows it. */
interface Case {
  tool: string;
  change: (page: Page) => Promise<void>;
  answer: string | RegExp;
  /** The changed field as the form shows it, read again after Back. */
  field: (page: Page) => Promise<string | boolean | null>;
  expected: string | boolean;
}

const CASES: Case[] = [
  {
    tool: 'bluff',
    // The defender bluffs too (Rage 5 against its Rage 4): both bluffs succeed (6.9.2).
    change: (page) =>
      page
        .locator('.bluff-form .cf-item', { has: page.getByLabel('Card 2', { exact: true }) })
        .getByLabel('Rage needed', { exact: true })
        .fill('5'),
    answer: '2 cards resolve (2 successful bluffs); nothing is discarded.',
    field: (page) =>
      page
        .locator('.bluff-form .cf-item', { has: page.getByLabel('Card 2', { exact: true }) })
        .getByLabel('Rage needed', { exact: true })
        .inputValue(),
    expected: '5',
  },
  {
    tool: 'combat-timing',
    change: async (page) => {
      await page.getByLabel('Step').selectOption('withdrawal');
      await page.getByLabel('Full frenzy').nth(1).check();
    },
    answer: /^Withdrawal: not possible: Defender is in full frenzy/,
    field: (page) => page.getByLabel('Full frenzy').nth(1).isChecked(),
    expected: true,
  },
  {
    tool: 'frenzy',
    change: (page) => page.getByLabel('Damage now', { exact: true }).fill('9'),
    answer: 'Full frenzy: draws 5 · dies at 7 · hacked apart at 12 · now dead but fighting on',
    field: (page) => page.getByLabel('Damage now', { exact: true }).inputValue(),
    expected: '9',
  },
  {
    tool: 'junta',
    change: async (page) => {
      const moot = page.locator('.junta-form .junta-junta').first();
      await moot
        .getByRole('radiogroup', { name: 'Gaia Character A votes' })
        .getByRole('radio', { name: 'Yes' })
        .click();
    },
    answer: 'Moot passes 6–0',
    field: (page) =>
      page
        .locator('.junta-form .junta-junta')
        .first()
        .getByRole('radiogroup', { name: 'Gaia Character A votes' })
        .getByRole('radio', { name: 'Yes' })
        .getAttribute('aria-checked'),
    expected: 'true',
  },
];

describe('Back from a cited rule returns to the calculator answer on a 360 px phone', () => {
  it.each(CASES.map((c) => [c.tool, c] as const))(
    '%s: the input is as it was and the page is scrolled where the answer was',
    async (_tool, c) => {
      const { context, page } = await newPhone(browser());
      await page.goto(`/rage-2018/tools/${c.tool}`);
      await expect.poll(() => headline(page).count()).toBe(1);
      await c.change(page);
      await expect.poll(() => headline(page).textContent()).toMatch(c.answer);

      // Scrolled down to the answer's last cited rule, as a judge reading the reasons would be.
      const cite = page.locator('#calc-answer .calc-cite').last();
      await cite.scrollIntoViewIfNeeded();
      const answerY = await page.evaluate(() => scrollY);
      expect(answerY).toBeGreaterThan(0);
      const href = (await cite.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/rage-2018\/[\w-]+$/);

      await cite.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/rage-2018/tools/${c.tool}`);

      await expect.poll(() => headline(page).textContent()).toMatch(c.answer);
      expect(await c.field(page)).toBe(c.expected);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(answerY);
      await context.close();
    },
  );
});
