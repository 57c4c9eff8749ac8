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

  it('frenzy: 999999999, 99999999999999999999, -1 and 2.5 stay as typed; the field says what is wrong by its label, once, echoing what was typed; no answer', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/frenzy');
    await page.locator('.calc-headline').waitFor();
    const rage = page.getByLabel('Printed Rage', { exact: true });
    const cases: [string, string][] = [
      ['999999999', "Printed Rage can't be above 99 (you typed 999999999)"],
      ['99999999999999999999', "Printed Rage can't be above 99 (you typed 99999999999999999999)"],
      ['-1', "Printed Rage can't be below 0 (you typed -1)"],
      ['2.5', 'Printed Rage takes whole numbers only (you typed 2.5)'],
    ];
    for (const [typed, onField] of cases) {
      await rage.fill(typed);
      await expect.poll(() => rage.getAttribute('aria-invalid')).toBe('true');
      expect(await rage.inputValue(), 'not clamped, not rounded').toBe(typed);
      // Next to the field: in the field's own box, the text it is described by.
      const hint = page.locator(`[id="${await rage.getAttribute('aria-describedby')}"]`);
      expect(await hint.textContent()).toBe(onField);
      expect(
        await rage.evaluate(
          (input, id) => input.closest('.cf-field')?.querySelector(`[id="${id}"]`) !== null,
          await rage.getAttribute('aria-describedby'),
        ),
      ).toBe(true);
      expect(await page.locator('.calc-headline').count()).toBe(0);
      // Said once: the pinned card says what to do, the answer's place does not repeat it or the field's message.
      expect(await page.locator('.calc-jump').textContent()).toMatch(/^Fix the marked field to see when this creature/);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main.split('Fix the').length - 1, 'times "Fix the" is said').toBe(1);
      expect(main.split(onField).length - 1, 'times the field message is said').toBe(1);
      expect(main, 'no internal field name').not.toMatch(/crinosRage|crinosHealth/);
    }
    // The pinned card takes the thumb to the field to fix.
    await page.locator('.calc-jump').click();
    await expect.poll(() => rage.evaluate((input) => input === document.activeElement)).toBe(true);

    // Emptied, a field says what it needs by its label; nothing names it otherwise.
    await page.goto('/rage-las-vegas/tools/frenzy-trigger');
    await page.locator('.calc-headline').waitFor();
    const track = page.getByLabel('Umbral track spot (1–25)', { exact: true });
    await track.fill('');
    await expect.poll(() => track.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await track.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      'Umbral track spot (1–25): enter a whole number from 1 to 25',
    );
    expect((await page.locator('main').textContent()) ?? '').not.toContain('umbralTrack');
    await page.goto('/rage-2018/tools/frenzy');
    await page.locator('.calc-input').waitFor();
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
        "This share link's input is not valid (Gnosis can't be above 99 (got 1000)). Showing your saved input instead.",
      );
    await context.close();
  });
});
