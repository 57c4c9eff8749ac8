import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const headline = (page: Page) => page.locator('.calc-headline');
const steps = (page: Page) => page.locator('.calc-steps');
/** The nth Junta (1-based) in the Junta form. */
const juntaCard = (page: Page, n: number) => page.locator('.junta-form .junta-junta').nth(n - 1);
const castVote = (junta: Locator, voter: string, vote: 'Yes' | 'No' | 'Abstain') =>
  junta
    .getByRole('radiogroup', { name: `${voter} votes` })
    .getByRole('radio', { name: vote })
    .click();

/** The page fits a 360 px screen and every control in the tool is at least 44 px tall. */
async function checkPhoneLayout(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.tool-page button, .tool-page select, .tool-page input:not([type=checkbox]), .tool-page .cf-toggle, .tool-page summary',
      ),
    ]
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
}

describe('Rage 2018 tools, part 2, in Chromium', () => {
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

    await page.waitForTimeout(700);
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

    await page.waitForTimeout(700);
    await page.reload();
    await expect.poll(() => headline(page).textContent()).toBe('Cannot frenzy');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect
      .poll(() => headline(page).textContent())
      .toBe('Full frenzy: draws 5 · dies at 7 · hacked apart at 12 · now fighting');
    await context.close();
  });
});
