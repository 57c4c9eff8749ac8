import { readFileSync } from 'node:fs';
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

describe('strict input in the app on a 360 px phone', () => {
  it('a share link with a mistyped field is refused with the field it resembles, and the form keeps its input', async () => {
    const example = JSON.parse(
      readFileSync(new URL('../../src/rulesets/rage-2018/frenzy/example-input.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const { handAtEnd, ...rest } = example;
    const param = Buffer.from(JSON.stringify({ ...rest, handatend: handAtEnd })).toString('base64url');
    const { context, page } = await newPhone(browser());
    await page.goto(`/rage-2018/tools/frenzy?i=${param}`);
    await expect
      .poll(() => page.locator('.calc-notice').textContent())
      .toBe(
        "This share link's input is not valid (handatend: unknown field; did you mean handAtEnd?). Showing your saved input instead.",
      );
    // Nothing was saved before, so the form shows its defaults, not the link's input with the typo dropped.
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 5 · dies at 7 · hacked apart at 12 · now fighting');
    await context.close();
  });

  it('what is wrong names the creature as entered, not its place in a list', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/bluff');
    const attacker = page.locator('.bluff-form .cf-item').first();
    await attacker.getByLabel('Creature', { exact: true }).fill('Sasha');
    await attacker.locator('summary').click();
    await attacker.getByLabel('Restricted Play (Rage)').check();
    await attacker.getByLabel('Lowest Rage', { exact: true }).fill('5');
    await expect
      .poll(() => page.locator('.calc-problems li').first().textContent())
      .toBe('“Sasha”: the highest Rage allowed (1) is below the lowest (5)');
    await context.close();
  });
});
