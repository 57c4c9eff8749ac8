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
