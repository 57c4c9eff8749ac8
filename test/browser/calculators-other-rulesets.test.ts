import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';
import { checkPhoneLayout } from './phone-layout.ts';
import { waitForCalcSaved } from './stored.ts';

const browser = useBrowser();

const headline = (page: Page) => page.locator('.calc-headline');
const steps = (page: Page) => page.locator('.calc-steps');

describe('Rage Las Vegas and Retaliation calculators in Chromium', () => {
  it('lists the Umbra crossing and frenzy trigger tools, and the stealth check tool', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-las-vegas/tools');
    await page.getByRole('link', { name: /Umbra crossing cost/ }).click();
    await page.waitForURL(/\/rage-las-vegas\/tools\/umbra-crossing$/);
    await page.goto('/rage-las-vegas/tools');
    await page.getByRole('link', { name: /Frenzy trigger damage/ }).click();
    await page.waitForURL(/\/rage-las-vegas\/tools\/frenzy-trigger$/);
    await page.goto('/retaliation/tools');
    await page.getByRole('link', { name: /Stealth check difficulty/ }).click();
    await page.waitForURL(/\/retaliation\/tools\/stealth-check$/);
    await context.close();
  });

  it('Umbra crossing: the rulebook example, the last-minute move, Spirits and Humans; keeps the input over a reload', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-las-vegas/tools/umbra-crossing');
    await expect.poll(() => headline(page).textContent()).toBe('Garou (Gnosis 5) to the Umbra: no discard');
    await checkPhoneLayout(page);

    await page.getByLabel('Umbral track spot (1–25)', { exact: true }).fill('17');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Garou (Gnosis 5) to the Umbra: discard 2 cards from the Sept deck');
    expect(await page.locator('.lv-hint').textContent()).toBe('Umbra level 4');
    await page.getByRole('radio', { name: 'Just before its action' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Garou (Gnosis 5) to the Umbra: discard 3 cards from the Sept deck');
    await page.getByRole('radio', { name: 'Spirit' }).click();
    await page.getByRole('radio', { name: 'As it is picked' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('Spirit (Gnosis 5) to the Umbra: no discard');
    await page.getByRole('radio', { name: 'Human' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('Human (Gnosis 5) to the Umbra: not allowed');

    await waitForCalcSaved(page, 'rage-las-vegas/umbra-crossing');
    await page.reload();
    await expect.poll(() => headline(page).textContent()).toBe('Human (Gnosis 5) to the Umbra: not allowed');
    await page.locator('.calc-cite', { hasText: 'Entering the Umbra' }).first().click();
    await page.waitForURL(/\/rage-las-vegas\/entering-the-umbra$/);
    await context.close();
  });

  it('Umbra crossing: a share link with a track spot off the chart is refused naming the field as the form does, and the reason', async () => {
    const { context, page } = await newPhone(browser());
    const bad = Buffer.from(
      JSON.stringify({ umbralTrack: 30, character: 'garou', gnosis: 5, direction: 'to-umbra', time: 'picking-alpha' }),
    ).toString('base64url');
    await page.goto(`/rage-las-vegas/tools/umbra-crossing?i=${bad}`);
    await expect
      .poll(() => page.locator('.calc-notice').textContent())
      .toContain("(The Umbral track spot can't be above 25 (got 30))");
    // Named as the form names it, never by the input's internal field name.
    expect(await page.locator('.calc-notice').textContent()).not.toContain('umbralTrack');
    await expect.poll(() => headline(page).textContent()).toBe('Garou (Gnosis 5) to the Umbra: no discard');
    await context.close();
  });

  it('frenzy trigger: Janus frenzies on 3 wounds; level 5 lowers the trigger; level 1 forbids frenzy; the text is marked incomplete', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-las-vegas/tools/frenzy-trigger');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Frenzies at 2+ wounds in a round · draws 2 Combat cards');
    await checkPhoneLayout(page);
    expect(await page.locator('.calc-facts').textContent()).toContain('incomplete: 2 lists lost in the source');

    await page.getByLabel("Check this round's wounds").check();
    await page.getByLabel('Wounds taken this round', { exact: true }).fill('3');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Frenzies at 2+ wounds in a round · draws 2 Combat cards · 3 this round: frenzies');
    await page.getByLabel('Umbral track spot (1–25)', { exact: true }).fill('22');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Frenzies at 1+ wounds in a round · draws 4 Combat cards · 3 this round: frenzies');
    expect(await steps(page).textContent()).toContain('Frenzy Trigger Damage drops by 1: 2 − 1 = 1.');
    await page.getByLabel('Umbral track spot (1–25)', { exact: true }).fill('3');
    await expect.poll(() => headline(page).textContent()).toBe('Cannot frenzy at Umbra level 1');
    await page.getByLabel('Has the Frenzy trait').uncheck();
    await expect.poll(() => headline(page).textContent()).toBe('Cannot frenzy: no Frenzy trait');
    await checkPhoneLayout(page);
    await context.close();
  });

  it('stealth check: the rulebook example, moving closer uses the highest, one check per NPC, no STEALTH mode in Crinos', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/retaliation/tools/stealth-check');
    await expect.poll(() => headline(page).textContent()).toBe('1 stealth check · NPC 1: difficulty 5');
    await checkPhoneLayout(page);

    const first = page.locator('.st-npc').nth(0);
    await first.getByRole('button', { name: '+ HEX of the move' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('1 stealth check · NPC 1: difficulty 6');
    expect(await steps(page).textContent()).toContain('use the highest difficulty, 6');

    await page.getByRole('button', { name: '+ NPC' }).click();
    const second = page.locator('.st-npc').nth(1);
    await second.getByLabel('NPC', { exact: true }).fill('Watchdog');
    await second.getByLabel('Has a state card').check();
    await second.getByRole('radio', { name: 'Directly behind' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('2 stealth checks · NPC 1: difficulty 6 · Watchdog: difficulty 2');
    await second.getByLabel('Attitude').selectOption('oblivious');
    await expect.poll(() => headline(page).textContent()).toBe('1 stealth check · NPC 1: difficulty 6');
    await checkPhoneLayout(page);

    await page.getByRole('radio', { name: 'Crinos' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('Crinos form: no STEALTH mode, no checks');
    await page.locator('.calc-cite', { hasText: 'STEALTH MODE' }).first().click();
    await page.waitForURL(/\/retaliation\/stealth-mode$/);
    await context.close();
  });
});
