import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

/** Every calculator, by its tool page, and what brings its number fields on screen. */
const TOOLS: [string, (page: Page) => Promise<void>][] = [
  ['/rage-2018/tools/frenzy', async () => {}],
  ['/rage-2018/tools/bluff', async () => {}],
  // The round and the cards' damage are asked at the Resolution step.
  [
    '/rage-2018/tools/combat-timing',
    (page) =>
      page
        .getByLabel('Step')
        .selectOption('resolution')
        .then(() => {}),
  ],
  ['/rage-2018/tools/junta', async () => {}],
  ['/rage-las-vegas/tools/umbra-crossing', async () => {}],
  ['/rage-las-vegas/tools/frenzy-trigger', async () => {}],
  ['/retaliation/tools/stealth-check', async () => {}],
];

const REQUIRED = '.calc-input input[type=number][required]';

/** What the page says of the answer: the answer block and the sticky line that jumps to it. */
async function answerText(page: Page): Promise<{ answer: string; jump: string }> {
  return {
    answer: (await page.locator('#calc-answer').textContent()) ?? '',
    jump: (await page.locator('.calc-jump').textContent()) ?? '',
  };
}

describe('a calculator with a field emptied says what it needs, never the previous answer (360 px)', () => {
  for (const [path, setUp] of TOOLS) {
    it(`${path}: clearing each required number field in turn`, async () => {
      const { context, page } = await newPhone(browser());
      await page.goto(path);
      await page.locator('.calc-headline').waitFor();
      await setUp(page);
      // Modifiers folded away hold number fields too.
      await page.evaluate(() =>
        document.querySelectorAll<HTMLDetailsElement>('.calc-input details').forEach((d) => (d.open = true)),
      );
      const fields = page.locator(REQUIRED);
      const count = await fields.count();
      expect(count, 'required number fields on the page').toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        const before = await answerText(page);
        const headline = (await page.locator('.calc-headline').textContent()) ?? '';
        const label = (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
        const kept = await field.inputValue();
        await field.fill('');
        await expect
          .poll(() => page.locator('.calc-headline').count(), { message: `answer gone with "${label}" empty` })
          .toBe(0);
        const after = await answerText(page);
        expect(after.jump, `"${label}" empty: the sticky line`).toMatch(/^Enter .+ to see .+/);
        expect(after.jump).not.toContain(headline);
        // Said once: on the pinned card, not again where the answer goes.
        expect(after.answer).not.toMatch(/Enter .+ to see /);
        expect(after.answer).toContain('No answer yet');
        // The field itself says it is needed, to a screen reader too.
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        await field.fill(kept);
        await expect.poll(() => answerText(page), { message: `answer back with "${label}" = ${kept}` }).toEqual(before);
      }
      await context.close();
    });
  }
});
