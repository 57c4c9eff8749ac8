import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

describe('rough edges a new user hit on a 360 px phone', () => {
  it('"Cite" copies list items with their numbers, as the rule shows them (Rage 2018 §2.1.4)', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rage-2018/2-1-4-turn-sequence');
    await page.getByRole('button', { name: 'Cite' }).click();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard).toContain('Rage 2018 §2.1.4');
    expect(await clipboard()).toContain(
      'The phases are (in order):\n1. Redraw phase\n2. Regeneration phase\n3. Resource phase\n4. Umbra phase\n5. Moot phase\n6. Combat phase\nThus,',
    );
    await context.close();
  });

  it('the About page shows how to cite with a real citation, not the template', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/about');
    const cite = page.locator('dt:has-text("How to cite") + dd');
    await expect.poll(() => cite.textContent()).toMatch(/^Rage 2018 §\d+\.\d+\S* \S/);
    expect(await cite.textContent()).not.toContain('{');
    await page.goto('/keyforge/about');
    await expect.poll(() => cite.textContent()).toMatch(/^KeyForge /);
    expect(await cite.textContent()).not.toContain('{');
    await context.close();
  });

  it('"Tools" is offered only for rulebooks that have calculators', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    const card = (title: RegExp) =>
      page.locator('.library .card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect.poll(() => page.locator('.library .card').count()).toBe(5);
    expect(
      await card(/KeyForge/)
        .getByRole('link', { name: 'Tools' })
        .count(),
    ).toBe(0);
    expect(
      await card(/Warlord/)
        .getByRole('link', { name: 'Tools' })
        .count(),
    ).toBe(0);
    expect(
      await card(/Rage: Complete Rules/)
        .getByRole('link', { name: 'Tools' })
        .count(),
    ).toBe(1);
    expect(
      await card(/Retaliation/)
        .getByRole('link', { name: 'Tools' })
        .count(),
    ).toBe(1);
    await page.goto('/keyforge');
    await expect.poll(() => page.getByRole('link', { name: 'Glossary A–Z' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Tools' }).count()).toBe(0);
    await page.goto('/rage-las-vegas');
    await expect.poll(() => page.getByRole('link', { name: 'Tools' }).count()).toBe(1);
    await context.close();
  });

  it('an unknown rulebook or section shows Not found, with a search and the rulebooks', async () => {
    const { context, page } = await newPhone(browser());
    for (const path of ['/nonsense', '/nonsense/about', '/nonsense/6-9-2-bluffs', '/rage-2018/no-such-section']) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Not found');
      expect(await page.locator('main').textContent()).not.toContain('could not load');
      expect(await page.getByRole('searchbox', { name: 'Search the rules' }).count()).toBe(1);
      expect(await page.locator('.library .card').count()).toBe(5);
    }
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('frenzy');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?q=frenzy$/);
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a result’s meta line (kind, rulebook, where) stays on one line at 360 px', async () => {
    const { context, page } = await newPhone(browser());
    // Results whose section sits under a long chapter title, in several rulebooks.
    for (const query of ['frenzy', 'library access wild wormhole', 'sneak attack', 'umbra crossing', 'fire tokens']) {
      await page.goto(`/?q=${encodeURIComponent(query)}`);
      await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
      const wrapped = await page.evaluate(() =>
        [...document.querySelectorAll('.result-meta')].flatMap((meta) =>
          [...meta.children]
            .filter((part) => {
              const range = document.createRange();
              range.selectNodeContents(part);
              const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
              return (
                new Set(tops).size > 1 || part.getBoundingClientRect().right > meta.getBoundingClientRect().right + 0.5
              );
            })
            .map((part) => part.textContent),
        ),
      );
      expect(wrapped, query).toEqual([]);
    }
    await context.close();
  });
});
