import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

describe('results that say when none of them states what was asked (phone, 360 px)', () => {
  it('says "closest matches" when no result holds the question, and offers the rulebook that does in one tap', async () => {
    const { context, page } = await newPhone(browser());
    // Searched across all rulebooks first: each is loaded, and Rage 2018 states it (§4.7.2 VOTES).
    await page.goto('/?q=junta%20vote%20moot%20card');
    await expect.poll(() => page.locator('.result').first().textContent()).toContain('Rage 2018');
    await expect.poll(() => page.locator('.results-note').count()).toBe(0);
    // In KeyForge only "card" matches: its results are the closest, not answers.
    await page.selectOption('#ruleset-filter', 'keyforge');
    const note = page.locator('.results-note');
    await expect.poll(() => note.textContent()).toContain('Closest matches; none states this directly.');
    const offer = note.getByRole('button', { name: 'Rage 2018 answers it: search there' });
    await offer.click();
    await expect.poll(() => page.locator('#ruleset-filter').inputValue()).toBe('rage-2018');
    await expect.poll(() => page.locator('.result a').first().getAttribute('href')).toMatch(/^\/rage-2018\/4-7/);
    await expect.poll(() => note.count()).toBe(0);
    await context.close();
  });

  it("clamps a KeyForge FAQ's whole-question title to two lines, so the answers below it stay on screen", async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=bait%20and%20switch%20trigger&r=keyforge');
    const head = page.locator('.result .result-head').first();
    await expect.poll(() => head.textContent()).toContain('Bait and Switch');
    const lines = await head.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2.05);
    expect(lines).toBeGreaterThan(1.5);
    await context.close();
  });
});

describe('sibling games across all rulebooks (phone, 360 px)', () => {
  it("shows each Rage rulebook's best answer among the first three, labelled with its rulebook", async () => {
    const { context, page } = await newPhone(browser());
    // Rage 2018's healing rules would fill the first three; Rage: Across Las Vegas heals in its own rules.
    await page.goto('/?q=how%20are%20wounds%20healed');
    const labels = page.locator('.result .ruleset-label');
    await expect
      .poll(async () => (await labels.allTextContents()).slice(0, 3))
      .toEqual(expect.arrayContaining(['Best in Rage 2018', 'Best in Rage Las Vegas']));
    expect(await labels.first().textContent()).toBe('Best in Rage 2018');
    // The Las Vegas answer opens in its own rulebook, and its label is whole on a 360 px screen.
    const lasVegas = page.locator('.result', { has: page.locator('.ruleset-label.best-of', { hasText: 'Las Vegas' }) });
    expect(await lasVegas.locator('a').getAttribute('href')).toMatch(/^\/rage-las-vegas\//);
    const box = await lasVegas.locator('.ruleset-label').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const line = (el.parentElement as HTMLElement).getBoundingClientRect();
      return { left: r.left, right: r.right, clipped: r.right > line.right + 0.5 || el.scrollWidth > r.width + 0.5 };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.clipped).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // One rulebook chosen: its results are its own, with no sibling label.
    await page.selectOption('#ruleset-filter', 'rage-2018');
    await expect.poll(() => page.locator('.result .ruleset-label.best-of').count()).toBe(0);
    await context.close();
  });
});
