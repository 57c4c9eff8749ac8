import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, waitForOfflineReady } from './harness.ts';
import { checkPhoneLayout } from './phone-layout.ts';
import { waitForCalcSaved } from './stored.ts';

const browser = useBrowser();

const headline = (page: Page) => page.locator('.calc-headline');
const steps = (page: Page) => page.locator('.calc-steps');
/** The nth card (1-based) in the bluff form. */
const card = (page: Page, n: number) =>
  page.locator('.bluff-form .cf-item', { has: page.getByLabel(`Card ${n}`, { exact: true }) });
/** The nth Junta (1-based) in the Junta form. */
const juntaCard = (page: Page, n: number) => page.locator('.junta-form .junta-junta').nth(n - 1);
const castVote = (junta: Locator, voter: string, vote: 'Yes' | 'No' | 'Abstain') =>
  junta
    .getByRole('radiogroup', { name: `${voter} votes` })
    .getByRole('radio', { name: vote })
    .click();

describe('Rage 2018 calculators in Chromium: combat timing and bluff legality', () => {
  it('lists the combat timing and bluff tools', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools');
    await page.getByRole('link', { name: /Bluff legality/ }).click();
    await page.waitForURL(/\/rage-2018\/tools\/bluff$/);
    await page.goto('/rage-2018/tools');
    await page.getByRole('link', { name: /Combat timing navigator/ }).click();
    await page.waitForURL(/\/rage-2018\/tools\/combat-timing$/);
    await context.close();
  });

  it('bluff legality: answers as you type, cites sections, keeps the input over a reload, resets', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/bluff');
    await expect.poll(() => headline(page).textContent()).toBe('1 card resolves (1 legal); discard 1 failed bluff.');
    await checkPhoneLayout(page);

    // The defender bluffs too (Rage 5 against its Rage 4): both bluffs now succeed (6.9.2).
    await card(page, 2).getByLabel('Rage needed', { exact: true }).fill('5');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('2 cards resolve (2 successful bluffs); nothing is discarded.');
    const cite = page.locator('.calc-cite', { hasText: '§6.9.2' }).first();
    expect(await cite.getAttribute('href')).toBe('/rage-2018/6-9-2-bluffs');

    // A third creature and a Combat Event played face down by it: illegal.
    await page.getByRole('button', { name: '+ Creature' }).click();
    await page.getByRole('button', { name: '+ Card' }).click();
    await card(page, 3)
      .getByRole('radiogroup', { name: 'Played by' })
      .getByRole('radio', { name: 'Creature 3' })
      .click();
    await card(page, 3).getByRole('radio', { name: 'Event' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('2 cards resolve (2 successful bluffs); discard 1 illegal.');

    await waitForCalcSaved(page, 'rage-2018/bluff');
    await page.reload();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('2 cards resolve (2 successful bluffs); discard 1 illegal.');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('1 card resolves (1 legal); discard 1 failed bluff.');
    await cite.click();
    await page.waitForURL(/\/rage-2018\/6-9-2-bluffs$/);
    await context.close();
  });

  it('bluff legality: a share link opens the same input on another device; a bad link falls back with a message', async () => {
    const first = await newPhone(browser());
    await first.page.goto('/rage-2018/tools/bluff');
    await card(first.page, 1).getByRole('radio', { name: 'No target' }).click();
    await expect
      .poll(() => headline(first.page).textContent())
      .toBe('1 card resolves (1 legal); discard 1 failed bluff.');
    await card(first.page, 2).getByRole('radio', { name: 'No target' }).click();
    await expect
      .poll(() => headline(first.page).textContent())
      .toBe('2 cards resolve (1 legal, 1 successful bluff); nothing is discarded.');
    await first.page.getByRole('button', { name: 'Share' }).click();
    const url = await first.page.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/rage-2018\/tools\/bluff\?i=[A-Za-z0-9_-]+$/);
    await first.context.close();

    const other = await newPhone(browser());
    await other.page.goto(url);
    await expect
      .poll(() => headline(other.page).textContent())
      .toBe('2 cards resolve (1 legal, 1 successful bluff); nothing is discarded.');
    expect(await other.page.locator('.calc-notice').textContent()).toContain('share link');
    expect(new URL(other.page.url()).search).toBe('');
    // The opened input is saved at once, but asynchronously: wait for it before leaving the page.
    await expect
      .poll(() =>
        other.page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('rulekeeper');
              open.onsuccess = () => {
                const db = open.result;
                try {
                  const get = db.transaction('calcState').objectStore('calcState').get('rage-2018/bluff');
                  get.onsuccess = () => resolve(get.result !== undefined);
                  get.onerror = () => resolve(false);
                } catch {
                  resolve(false);
                } finally {
                  db.close();
                }
              };
              open.onerror = () => resolve(false);
            }),
        ),
      )
      .toBe(true);

    await other.page.goto('/rage-2018/tools/bluff?i=%%%not-base64');
    await expect.poll(() => other.page.locator('.calc-notice').textContent()).toContain('could not be opened');
    await expect
      .poll(() => headline(other.page).textContent())
      .toBe('2 cards resolve (1 legal, 1 successful bluff); nothing is discarded.');

    const negative = Buffer.from(JSON.stringify({ creatures: [{ name: 'A', rage: -1 }], cards: [] })).toString(
      'base64url',
    );
    await other.page.goto(`/rage-2018/tools/bluff?i=${negative}`);
    await expect.poll(() => other.page.locator('.calc-notice').textContent()).toContain("Rage can't be negative");
    await other.context.close();
  });

  it('combat timing: walks the steps with Next, tracks withdrawal and says when combat ends', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/combat-timing');
    await expect
      .poll(() => headline(page).textContent())
      .toBe(
        'Declaration step: Closed Play. Declare attacker and (intended) target (6.1 step 1). Next: Pre-Combat step.',
      );
    await checkPhoneLayout(page);
    for (let i = 0; i < 3; i++) await page.locator('.ct-next').click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe(
        'Round 1, Play Card step: Closed Play. Each creature in combat may play a combat card face down (6.2 step 1). Next: Targeting step.',
      );

    await page.getByLabel('Full frenzy').first().check();
    await page
      .getByRole('radiogroup', { name: 'Played a legal Combat Action this round' })
      .first()
      .getByRole('radio', { name: 'Yes' })
      .click();
    await page.getByLabel('Step').selectOption('withdrawal');
    await page.getByLabel('The attacker wants to withdraw').check();
    await expect
      .poll(() => page.locator('.calc-steps').textContent())
      .toContain('The attacker wants to withdraw but cannot: Attacker is in full frenzy.');
    await page.getByLabel('Full frenzy').first().uncheck();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Withdrawal: the attacker withdraws, so the whole combat ends (6.3.1).');
    expect(await page.locator('.ct-next').isDisabled()).toBe(true);

    await page.getByLabel('Step').selectOption('resolution');
    await page.getByRole('button', { name: '+ Card' }).click();
    await expect
      .poll(() => page.locator('.calc-steps').textContent())
      .toContain('First, normal speed: Card 1 (Attacker → Defender, 3 damage).');
    await checkPhoneLayout(page);
    await context.close();
  });

  it('works offline after one visit, with the saved input', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/combat-timing');
    await waitForOfflineReady(page);
    await page.locator('.ct-next').click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe(
        'Pre-Combat step: Closed Play. Each player may play cards which change the participants in the combat (6.1 step 2). Next: Beginning-of-Combat step.',
      );
    await waitForCalcSaved(page, 'rage-2018/combat-timing');
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => headline(page).textContent())
      .toBe(
        'Pre-Combat step: Closed Play. Each player may play cards which change the participants in the combat (6.1 step 2). Next: Beginning-of-Combat step.',
      );
    await context.close();
  });
});

describe('Rage 2018 calculators in Chromium: Junta vote order and frenzy', () => {
  it('lists the Junta and frenzy tools', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools');
    await page.getByRole('link', { name: /Junta vote order/ }).click();
    await page.waitForURL(/\/rage-2018\/tools\/junta$/);
    await page.goto('/rage-2018/tools');
    await page.getByRole('link', { name: /Frenzy and hacked-apart level/ }).click();
    await page.waitForURL(/\/rage-2018\/tools\/frenzy$/);
    await context.close();
  });

  it('Junta vote order: tallies as votes are cast, applies a passed Junta before the next, keeps the input over a reload', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/junta');
    await expect.poll(() => headline(page).textContent()).toBe('Moot fails 0–0 (tie)');
    await checkPhoneLayout(page);

    const moot = juntaCard(page, 1);
    await castVote(moot, 'Gaia Character A', 'Yes');
    await castVote(moot, 'Wyrm Character', 'No');
    await expect.poll(() => headline(page).textContent()).toBe('Moot passes 6–5');
    await castVote(moot, 'Gaia Character B', 'No');
    await expect.poll(() => headline(page).textContent()).toBe('Moot fails 6–9');
    await castVote(moot, 'Gaia Character B', 'Abstain');

    // The Moot kills Gaia Character B: it cannot vote in the second Junta (4.7.6).
    await moot.getByText('If it passes; who the card bars').click();
    await moot
      .getByRole('group', { name: 'Dies if it passes' })
      .getByRole('button', { name: 'Gaia Character B' })
      .click();
    await page.getByRole('button', { name: '+ Junta' }).click();
    await castVote(juntaCard(page, 2), 'Gaia Character B', 'Yes');
    await expect.poll(() => headline(page).textContent()).toBe('Moot passes 6–5 · Moot 2 fails 0–0 (tie)');
    await expect
      .poll(() => steps(page).textContent())
      .toContain('Gaia Character B cannot vote: killed by Moot, which took effect before this Junta.');
    const cite = page.locator('.calc-cite', { hasText: '§4.7.6' }).first();
    expect(await cite.getAttribute('href')).toBe('/rage-2018/4-7-6-vote-resolution');
    await checkPhoneLayout(page);

    await waitForCalcSaved(page, 'rage-2018/junta');
    await page.reload();
    await expect.poll(() => headline(page).textContent()).toBe('Moot passes 6–5 · Moot 2 fails 0–0 (tie)');
    await cite.click();
    await page.waitForURL(/\/rage-2018\/4-7-6-vote-resolution$/);
    await context.close();
  });

  it('Junta vote order: a tie is drawn by the judge, and a share link opens the same phase on another device', async () => {
    const first = await newPhone(browser());
    await first.page.goto('/rage-2018/tools/junta');
    await first.page.getByRole('button', { name: '+ Junta' }).click();
    await juntaCard(first.page, 1).getByLabel('Junta Renown', { exact: true }).fill('1');
    await expect
      .poll(() => headline(first.page).textContent())
      .toBe('Moot fails 0–0 (tie) · Moot 2 fails 0–0 (tie) (draw the order of tied Juntas)');
    const draw = first.page.getByRole('group', { name: 'Order drawn for tied Juntas' });
    await draw.getByRole('button', { name: 'Moot 2' }).click();
    await draw.getByRole('button', { name: 'Moot', exact: true }).click();
    await expect.poll(() => headline(first.page).textContent()).toBe('Moot 2 fails 0–0 (tie) · Moot fails 0–0 (tie)');

    await first.page.getByRole('button', { name: 'Share' }).click();
    const url = await first.page.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/rage-2018\/tools\/junta\?i=[A-Za-z0-9_-]+$/);
    await first.context.close();

    const other = await newPhone(browser());
    await other.page.goto(url);
    await expect.poll(() => headline(other.page).textContent()).toBe('Moot 2 fails 0–0 (tie) · Moot fails 0–0 (tie)');
    await other.context.close();
  });

  it('frenzy: cards drawn and hacked-apart level follow the kinds of modifier; status follows the damage', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/frenzy');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 5 · dies at 7 · hacked apart at 12 · now fighting');
    await checkPhoneLayout(page);

    // Might of Thor +2 raises both; Battle Song +2 raises neither (6.11.3).
    await page.getByRole('button', { name: '+ Rage change' }).click();
    await page.getByRole('group', { name: 'Rage change' }).getByRole('button', { name: 'Amount: one more' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 7 · dies at 7 · hacked apart at 14 · now fighting');
    await page.getByRole('button', { name: '+ Play cards at +X Rage' }).click();
    await page.getByRole('group', { name: 'Play cards at +X Rage' }).getByLabel('Card or ability').fill('Battle Song');
    await expect.poll(() => steps(page).textContent()).toContain('are not counted');
    expect(await headline(page).textContent()).toBe(
      'Full frenzy: draws 7 · dies at 7 · hacked apart at 14 · now fighting',
    );

    await page.getByLabel('Damage now', { exact: true }).fill('9');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 7 · dies at 7 · hacked apart at 14 · now dead but fighting on');
    await page.getByLabel('Later Health change', { exact: true }).fill('5');
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 7 · dies at 12 · hacked apart at 14 · now fighting');

    await page.getByLabel('Fighting a Battlefield').check();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 0 · dies at 12 · hacked apart at 14 · now fighting');
    await page.getByRole('radiogroup', { name: 'Type' }).getByRole('radio', { name: 'Ally' }).click();
    await expect.poll(() => headline(page).textContent()).toBe('Cannot frenzy');
    await checkPhoneLayout(page);

    await waitForCalcSaved(page, 'rage-2018/frenzy');
    await page.reload();
    await expect.poll(() => headline(page).textContent()).toBe('Cannot frenzy');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 5 · dies at 7 · hacked apart at 12 · now fighting');
    await context.close();
  });
});
