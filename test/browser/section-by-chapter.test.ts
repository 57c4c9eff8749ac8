import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPhone, useBrowser, waitForOfflineReady } from './harness.ts';

const browser = useBrowser();

/** The rules a section page shows: its article without the actions (whose state comes from storage, later). */
const rulesShown = (page: Page) =>
  page.locator('article').evaluate((article) => {
    const copy = article.cloneNode(true) as HTMLElement;
    copy.querySelector('.tk-actions')?.remove();
    return copy.innerHTML;
  });

/** The rules data files a page asks for, by kind: table of contents, a chapter's file (`ch<n>`), or the whole rulebook. */
function rulesRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    const kind = /^rage-2018\.(toc|extras|ch\d+)\.[0-9a-f]{10}\.json$/.exec(name)?.[1];
    // The whole rulebook is its extras (about text, notes…) and every chapter.
    if (kind) asked.push(kind === 'toc' ? 'contents' : kind === 'extras' ? 'whole' : `file ${kind}`);
  });
  return asked;
}

describe('a section page loads its chapter, not the whole rulebook (Rage 2018)', () => {
  it('a deep link to §6.11 asks for the table of contents and chapter 6 only, and shows §1’s definition of a term in place', async () => {
    // No service worker: it would download every file to precache it, hiding what the page asks for.
    const context = await browser().newContext({ baseURL: baseURL(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked = rulesRequests(page);
    await page.goto('/rage-2018/6-11-frenzy');
    await expect.poll(() => page.locator('h1').textContent()).toContain('FRENZY');
    expect(asked.toSorted()).toEqual(['contents', 'file ch7']);

    // "creature" is defined outside chapter 6: the chapter carries the definition.
    await page.locator('main a.term[data-term="creature"]').first().click();
    await expect.poll(() => page.locator('#term-sheet-title').textContent()).toMatch(/creature/i);
    expect(await page.locator('.term-sheet .entry-body').textContent()).not.toBe('');
    expect(asked.toSorted()).toEqual(['contents', 'file ch7']);
    await context.close();
  });

  it('Previous crosses into the chapter before, which then loads; a page drawn from the whole rulebook is the same', async () => {
    const context = await browser().newContext({ baseURL: baseURL(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked = rulesRequests(page);
    await page.goto('/rage-2018/6-11-frenzy');
    await expect.poll(() => page.locator('.breadcrumbs').textContent()).toMatch(/COMBAT/);
    const fromChapter = await rulesShown(page);

    await page.goto('/rage-2018/chapter-6-combat');
    const previous = page.locator('a[rel="prev"]');
    await expect.poll(() => previous.textContent()).toMatch(/INTERACTION ACROSS THE GAUNTLET/);
    await previous.click();
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/INTERACTION ACROSS THE GAUNTLET/);
    expect(new Set(asked.filter((a) => a.startsWith('file'))).size).toBe(2);
    expect(asked).not.toContain('whole');

    // Once a page has loaded the whole rulebook (its glossary), sections are drawn from that: the same page.
    await page.goto('/rage-2018/glossary');
    await page.locator('main:not(.loading) h1').waitFor();
    // In-app navigation, as Back and Forward do it: the page keeps what it loaded.
    await page.evaluate(() => {
      history.pushState(null, '', '/rage-2018/6-11-frenzy');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').textContent()).toContain('FRENZY');
    expect(asked).toContain('whole');
    expect(await rulesShown(page)).toBe(fromChapter);
    await context.close();
  });

  it('the contents page loads the table of contents only', async () => {
    const context = await browser().newContext({ baseURL: baseURL(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked = rulesRequests(page);
    await page.goto('/rage-2018/');
    await page.getByRole('link', { name: /CHAPTER 6: COMBAT/ }).waitFor();
    // Sections are listed too (in folded chapters), named from the table of contents.
    expect(await page.locator('.toc a[href="/rage-2018/6-11-frenzy"]').textContent()).toBe('6.11 FRENZY');
    expect(asked).toEqual(['contents']);
    await context.close();
  });

  it('works offline after one visit: a section of another chapter opens from the precached chapter files', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/rage-2018/2-2-phases-in-detail');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/PHASES IN DETAIL/);
    await page.goto('/keyforge/');
    await page.locator('main:not(.loading) h1').waitFor();
    await context.close();
  });
});
