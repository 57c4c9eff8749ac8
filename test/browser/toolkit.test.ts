import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser, waitForOfflineReady } from './harness.ts';

const browser = useBrowser();

/** Fills the capture form's essentials and saves; resolves on the saved ruling's page. */
async function logRuling(page: Page, fields: { event: string; round: string; table: string; question: string; ruling: string }): Promise<void> {
  await page.getByLabel('Event').fill(fields.event);
  await page.getByLabel('Round').fill(fields.round);
  await page.getByLabel('Table').fill(fields.table);
  await page.getByLabel('Question').fill(fields.question);
  await page.getByLabel('Ruling given').fill(fields.ruling);
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
}

/** Downloads the JSON export from the log page and returns its text. */
async function exportJson(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  return readFile((await download.path()) as string, 'utf8');
}

/** The export without its timestamp: what must survive a round trip. */
const content = (json: string) => {
  const { exportedAt: _, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

describe('judge’s toolkit in Chromium', () => {
  it('logs a ruling offline from a section, keeps it across a reload, and finds it by search', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('link', { name: 'Log ruling' }).click();
    await page.waitForURL('/log/new');
    // The section the judge came from is already cited, with its edition.
    await expect.poll(() => page.getByRole('list', { name: 'Rules cited' }).textContent()).toContain('Rage 2018 §6.9.2 BLUFFS');
    expect(await page.getByRole('list', { name: 'Rules cited' }).textContent()).toContain('Complete Rules, April 2018 update');
    await logRuling(page, { event: 'Spring Open', round: '3', table: '12', question: 'Can Ana bluff with an empty hand?', ruling: 'No: a bluff needs a card.' });
    await page.getByRole('link', { name: 'Log', exact: true }).click();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search the log' }).fill('empty hand');
    const card = page.locator('.tk-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Spring Open · Round 3 · Table 12');
    await page.getByRole('searchbox', { name: 'Search the log' }).fill('no such words');
    await expect.poll(() => card.count()).toBe(0);
    await context.close();
  });

  it('keeps half-typed work across a reload, and edits, deletes and undoes', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/log/new');
    await page.getByLabel('Question').fill('Typed before the battery died');
    await page.waitForTimeout(800);
    await page.reload();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('Typed before the battery died');
    await page.getByLabel('Ruling given').fill('Ruled after');
    await page.getByRole('radio', { name: 'Appealed' }).check();
    await page.getByLabel('Appeal outcome').fill('Head judge to decide');
    await page.getByRole('button', { name: 'Save ruling' }).click();
    await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
    expect(await page.locator('.tk-ruling').textContent()).toContain('Appealed');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Upheld on appeal' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('.tk-ruling').textContent()).toContain('Upheld on appeal');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('/log');
    await expect.poll(() => page.locator('.tk-card').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.locator('.tk-card').count()).toBe(1);
    await context.close();
  });

  it('exports JSON and imports it into a fresh profile: the same log, and no duplicates on a second import', async () => {
    const first = await newPhone(browser());
    for (const [i, question] of ['Does frenzy end at round end?', 'Who votes first in a junta?'].entries()) {
      await first.page.goto('/log/new');
      await logRuling(first.page, { event: 'Spring Open', round: String(i + 1), table: '4', question, ruling: 'See the rule.' });
    }
    await first.page.goto('/rage-2018/6-11-frenzy');
    await first.page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => first.page.getByRole('button', { name: 'Bookmarked' }).count()).toBe(1);
    await first.page.goto('/log');
    await expect.poll(() => first.page.locator('.tk-card').count()).toBe(2);
    const exported = await exportJson(first.page);
    await first.context.close();

    const fresh = await newPhone(browser());
    await fresh.page.goto('/log');
    const input = fresh.page.locator('input[type=file]');
    await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect.poll(() => fresh.page.getByRole('status').filter({ hasText: 'Imported' }).textContent()).toContain('2 rulings added, 1 bookmark added');
    await expect.poll(() => fresh.page.locator('.tk-card').count()).toBe(2);
    expect(content(await exportJson(fresh.page))).toEqual(content(exported));
    await input.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect.poll(() => fresh.page.getByRole('status').filter({ hasText: 'Nothing new' }).count()).toBe(1);
    await expect.poll(() => fresh.page.locator('.tk-card').count()).toBe(2);
    await fresh.context.close();
  });

  it('refuses a bad file with what and where, and changes nothing', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/log/new');
    await logRuling(page, { event: 'Store night', round: '1', table: '2', question: 'Kept?', ruling: 'Yes.' });
    await page.goto('/log');
    const bad = { format: 'rulekeeper-toolkit', version: 1, rulings: [{ id: 'a', createdAt: '2025-03-01T14:05:00Z', updatedAt: '2025-03-01T14:05:00Z', question: 'Q', ruling: 'R', status: 'maybe' }] };
    await page.locator('input[type=file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('rulings[0].status: expected one of given/appealed/upheld/overturned, got "maybe"');
    expect(await alert.textContent()).toContain('nothing in your log changed');
    await page.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
    await expect.poll(() => alert.textContent()).toContain('Not valid JSON');
    expect(await page.locator('.tk-card').count()).toBe(1);
    await context.close();
  });

  it('renders a note’s Markdown with no script or handler running, from typing or from an import', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/6-11-frenzy');
    await page.getByRole('button', { name: 'Note' }).click();
    await page.getByLabel(/Your note on this section/).fill('**Check** gifts <img src=x onerror="window.__pwned=1"> <a href="javascript:window.__pwned=2">x</a>');
    await page.getByRole('button', { name: 'Save note' }).click();
    const note = page.locator('.tk-note-body');
    await expect.poll(() => note.locator('strong').textContent()).toBe('Check');
    expect(await note.locator('img').getAttribute('onerror')).toBeNull();
    await note.locator('a').click();
    await page.reload();
    await expect.poll(() => page.locator('.tk-note-body strong').count()).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    const hostile = '<img src=x onerror="window.__pwned=3"><script>window.__pwned=4</script>';
    const file = {
      format: 'rulekeeper-toolkit',
      version: 1,
      rulings: [{ id: 'evil', createdAt: '2025-03-01T14:05:00Z', updatedAt: '2025-03-01T14:05:00Z', event: hostile, question: hostile, ruling: hostile, status: 'given' }],
      notes: [{ ruleset: 'rage-2018', anchor: '6-9-2-bluffs', label: hostile, text: hostile, createdAt: '2025-03-01T14:05:00Z', updatedAt: '2025-03-01T14:05:00Z' }],
    };
    await page.goto('/log');
    await page.locator('input[type=file]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect.poll(() => page.locator('.tk-card').count()).toBe(1);
    await page.goto('/log/evil');
    await expect.poll(() => page.locator('.tk-ruling').textContent()).toContain('<img src=x onerror=');
    await page.goto('/saved');
    await expect.poll(() => page.locator('.tk-notes .tk-note-body').count()).toBe(2);
    await page.goto('/rage-2018/6-9-2-bluffs');
    await expect.poll(() => page.locator('.tk-note-body').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('bookmarks and reading history survive a reload; history clears with undo', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/3-2-open-play-and-closed-play');
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto('/rage-2018/6-11-frenzy');
    await page.reload();
    await page.getByRole('link', { name: 'Saved' }).click();
    await page.waitForURL('/saved');
    const bookmarks = page.locator('section', { has: page.getByRole('heading', { name: 'Bookmarks' }) });
    await expect.poll(() => bookmarks.textContent()).toContain('OPEN PLAY AND CLOSED PLAY');
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Reading history' }) });
    await expect.poll(() => history.locator('li').first().textContent()).toContain('FRENZY');
    expect(await history.textContent()).toContain('OPEN PLAY AND CLOSED PLAY');
    await page.getByRole('button', { name: 'Clear reading history' }).click();
    await expect.poll(() => history.textContent()).toContain('Sections you read appear here.');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => history.locator('li').count()).toBe(2);
    await context.close();
  });

  it('a "?q=" link runs its search; the search is remembered and offered again under an empty box', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/?q=frenzy%20gifts');
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    expect(await page.getByRole('searchbox', { name: 'Search the rules' }).inputValue()).toBe('frenzy gifts');
    await page.locator('.result a').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.getByRole('link', { name: 'Rulekeeper: search the rules' }).click();
    const recent = page.getByRole('button', { name: 'frenzy gifts' });
    await expect.poll(() => recent.count()).toBe(1);
    await recent.click();
    await expect.poll(() => page.locator('.result').count()).toBeGreaterThan(0);
    await expect.poll(() => page.url()).toContain('q=frenzy+gifts');
    await context.close();
  });

  it('cites a section (citation, text and link), shows its QR code, and the top bar fits 360 px', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('button', { name: 'Cite' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Rage 2018 §6\.9\.2 BLUFFS\n\n.+\n\nhttp:\/\/localhost:\d+\/rage-2018\/6-9-2-bluffs$/s);
    await page.getByRole('button', { name: 'QR' }).click();
    await expect.poll(() => page.getByRole('img', { name: /QR code opening Rage 2018 §6\.9\.2 BLUFFS/ }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('a ruling’s share link opens it on another phone, which can save it once', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/log/new');
    await logRuling(page, { event: 'Spring Open', round: '5', table: '1', question: 'Shared question?', ruling: 'Shared answer.' });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    const link = (await page.evaluate(() => navigator.clipboard.readText())).split('\n').at(-1) as string;
    expect(link).toMatch(/\/log\/shared#/);
    await context.close();

    const other = await newPhone(browser());
    await other.page.goto(link);
    await expect.poll(() => other.page.locator('.tk-ruling').textContent()).toContain('Shared question?');
    await other.page.getByRole('button', { name: 'Save to my log' }).click();
    await other.page.waitForURL(/\/log\/[0-9a-f]{32}$/);
    await other.page.goto(link);
    await other.page.getByRole('button', { name: 'Save to my log' }).click();
    await other.page.goto('/log');
    await expect.poll(() => other.page.locator('.tk-card').count()).toBe(1);
    await other.page.goto(`${link.split('#')[0]}#bm90IGEgcnVsaW5n`);
    await expect.poll(() => other.page.locator('main').textContent()).toContain('does not hold a readable ruling');
    await other.context.close();
  });

  it('without IndexedDB: says so plainly, the rules still work, and saving a ruling explains why it failed', async () => {
    const { context, page } = await newPhone(browser());
    await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
    await page.goto('/rage-2018/6-11-frenzy');
    expect(await page.locator('h1').textContent()).toContain('FRENZY');
    await expect.poll(() => page.locator('.banner').textContent()).toContain('Saving is not available');
    await page.goto('/log/new');
    await page.getByLabel('Question').fill('Will this be kept?');
    await page.getByRole('button', { name: 'Save ruling' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Not saved: Saving is not available');
    await context.close();
  });
});

describe('quick capture from a calculator', () => {
  it('"Log a ruling" under an answer attaches the result as shown, and it is kept with the ruling', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/combat-timing');
    const button = page.getByRole('button', { name: 'Log a ruling' });
    await expect.poll(() => button.count()).toBe(1);
    const headline = (await page.locator('.calc-headline').textContent()) as string;
    await button.click();
    await page.waitForURL('/log/new');
    const attached = page.locator('.tk-attached');
    await expect.poll(() => attached.textContent()).toContain(headline);
    // Steps are folded in the form but kept, with the rules they cite.
    expect(await attached.locator('.tk-steps a').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.locator('.tk-attached').textContent()).toContain(headline);
    await page.getByLabel('Question').fill('When does combat end?');
    await page.getByRole('button', { name: 'Save ruling' }).click();
    await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
    expect(await page.locator('.tk-ruling').textContent()).toContain(headline);
    await context.close();
  });
});
