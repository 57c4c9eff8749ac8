import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const TOOLS = [
  '/rage-2018/tools/frenzy',
  '/rage-2018/tools/bluff',
  '/rage-2018/tools/junta',
  '/rage-las-vegas/tools/umbra-crossing',
  '/rage-las-vegas/tools/frenzy-trigger',
  '/retaliation/tools/stealth-check',
];

/** Each number field on the page with the text that describes it (its range). */
const rangesShown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('.calc-input input[type=number]')].map((input) => ({
      label: input.labels?.[0]?.textContent ?? '',
      describedBy: document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      min: input.min,
      max: input.max,
    })),
  );

describe('number fields declare their range and refuse what is outside it (360 px)', () => {
  for (const path of TOOLS) {
    it(`${path}: every number field shows its range`, async () => {
      const { context, page } = await newPhone(browser());
      await page.goto(path);
      await page.locator('.calc-headline').waitFor();
      const fields = await rangesShown(page);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        expect(field.min, field.label).not.toBe('');
        expect(field.max, field.label).not.toBe('');
        expect(field.describedBy, field.label).toBe(`${field.min} to ${field.max}`);
      }
      await context.close();
    });
  }

  it('frenzy: 999999999, -1 and 2.5 stay as typed, are said wrong on the field and refused with a message, no answer', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/frenzy');
    await page.locator('.calc-headline').waitFor();
    const rage = page.getByLabel('Printed Rage', { exact: true });
    const cases: [string, RegExp, string][] = [
      ['999999999', /^Out of range: 0 to 99$/, "The printed Rage can't be above 99 (got 999999999)"],
      ['-1', /^Out of range: 0 to 99$/, "The printed Rage can't be negative (got -1)"],
      ['2.5', /^Whole numbers only, from 0 to 99$/, 'expected a whole number from 0 to 99, got 2.5'],
    ];
    for (const [typed, onField, refused] of cases) {
      await rage.fill(typed);
      await expect.poll(() => page.locator('.calc-problems li').first().textContent()).toBe(`crinosRage ${refused}`);
      expect(await rage.inputValue(), 'not clamped').toBe(typed);
      expect(await rage.getAttribute('aria-invalid')).toBe('true');
      const hint = await rage.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${hint}"]`).textContent()).toMatch(onField);
      expect(await page.locator('.calc-headline').count()).toBe(0);
      expect(await page.locator('.calc-jump').textContent()).toMatch(
        /^Fix the problem below to see when this creature/,
      );
    }
    // The + button never goes past the top of the range, the − button never below the bottom.
    await rage.fill('99');
    expect(await page.getByRole('button', { name: 'Printed Rage: one more' }).isDisabled()).toBe(true);
    await rage.fill('0');
    expect(await page.getByRole('button', { name: 'Printed Rage: one less' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a share link with a number out of range is refused with the range, and the saved input is kept', async () => {
    const { context, page } = await newPhone(browser());
    const param = Buffer.from(
      JSON.stringify({
        umbralTrack: 7,
        character: 'garou',
        gnosis: 1000,
        direction: 'to-umbra',
        time: 'picking-alpha',
      }),
    ).toString('base64url');
    await page.goto(`/rage-las-vegas/tools/umbra-crossing?i=${param}`);
    await expect
      .poll(() => page.locator('.calc-notice').textContent())
      .toBe(
        "This share link's input is not valid (gnosis: Gnosis can't be above 99 (got 1000)). Showing your saved input instead.",
      );
    await context.close();
  });
});
