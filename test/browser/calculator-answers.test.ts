import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const headline = (page: Page) => page.locator('.calc-headline');

describe('calculator answers on a 360 px phone', () => {
  it('combat timing, Withdrawal step, defender in full frenzy: the headline says withdrawal is not possible and why (6.11.3)', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/combat-timing');
    await page.getByLabel('Step').selectOption('withdrawal');
    await page.getByLabel('Full frenzy').nth(1).check();
    await expect
      .poll(() => headline(page).textContent())
      .toMatch(
        /^Withdrawal: not possible: Defender is in full frenzy, and attackers may not withdraw from a combat when any creature is fully frenzied \(6\.11\.3\)/,
      );
    await context.close();
  });

  it('combat timing: "Played a legal Combat Action" starts not set, so the answer says what the end of combat depends on (6.3)', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/combat-timing');
    await page.getByLabel('Step').selectOption('withdrawal');
    const played = page.getByRole('radiogroup', { name: 'Played a legal Combat Action this round' }).first();
    await expect.poll(() => played.getByRole('radio', { name: 'Not set' }).getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => headline(page).textContent())
      .toBe(
        'Withdrawal: possible: the attacker may announce a withdrawal, which ends the whole combat (6.2 step 6, 6.3.1). Combat ends if no creature played a Combat Action this round (6.3): not set for Attacker, Defender.',
      );
    await context.close();
  });
});
