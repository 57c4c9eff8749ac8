import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPhone, useBrowser, waitForOfflineReady, downloadedText } from './harness.ts';
import { storedDraft } from './stored.ts';

const browser = useBrowser();

/** Fills the capture form's essentials and saves; resolves on the saved ruling's page. */
async function logRuling(
  page: Page,
  fields: { event: string; round: string; table: string; question: string; ruling: string },
): Promise<void> {
  await page.getByLabel('Event').fill(fields.event);
  await page.getByLabel('Round').fill(fields.round);
  await page.getByLabel('Table').fill(fields.table);
  await page.getByLabel('Question').fill(fields.question);
  await page.getByLabel('Ruling given').fill(fields.ruling);
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
}

/** Downloads the JSON export from the log page and returns its text. */
/** Picks `text` as the file to import on the log page, as a judge choosing a file would. */
async function chooseImport(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** An export file holding one ruling, with `fields` changed. */
const oneRuling = (fields: Record<string, string>) =>
  JSON.stringify({
    format: 'rulekeeper-toolkit',
    version: 1,
    rulings: [
      {
        id: 'a',
        createdAt: '2025-03-01T14:05:00Z',
        updatedAt: '2025-03-01T14:05:00Z',
        question: 'Q',
        ruling: 'R',
        status: 'given',
        ...fields,
      },
    ],
  });

/** Opens the combat timing navigator and taps "Log a ruling" under its answer; returns the answer's headline. */
async function logCalculatorResult(page: Page): Promise<string> {
  await page.goto('/rage-2018/tools/combat-timing');
  const button = page.getByRole('button', { name: 'Log a ruling' });
  await expect.poll(() => button.count()).toBe(1);
  const headline = (await page.locator('.calc-headline').textContent()) as string;
  await button.click();
  await page.waitForURL('/log/new');
  return headline;
}

/** Starts a ruling on the form and waits until its draft is written (400 ms after typing stops). */
async function typeDraft(page: Page, question: string, time?: string): Promise<void> {
  await page.goto('/log/new');
  await page.getByLabel('Question').fill(question);
  if (time) await page.getByLabel('Time').fill(time);
  const typedAt = time ? await page.evaluate((local) => new Date(local).getTime(), time) : null;
  await expect
    .poll(async () => {
      const draft = await storedDraft(page);
      return draft?.question === question && (typedAt === null || Date.parse(draft.createdAt ?? '') === typedAt);
    })
    .toBe(true);
}

async function exportJson(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  return downloadedText(download);
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
    await expect
      .poll(() => page.getByRole('list', { name: 'Rules cited' }).textContent())
      .toContain('Rage 2018 §6.9.2 BLUFFS');
    expect(await page.getByRole('list', { name: 'Rules cited' }).textContent()).toContain(
      'Complete Rules, April 2018 update',
    );
    await logRuling(page, {
      event: 'Spring Open',
      round: '3',
      table: '12',
      question: 'Can Ana bluff with an empty hand?',
      ruling: 'No: a bluff needs a card.',
    });
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
    await typeDraft(page, 'Typed before the battery died');
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
      await logRuling(first.page, {
        event: 'Spring Open',
        round: String(i + 1),
        table: '4',
        question,
        ruling: 'See the rule.',
      });
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
    await chooseImport(fresh.page, 'backup.json', exported);
    await expect
      .poll(() => fresh.page.getByRole('status').filter({ hasText: 'Imported' }).textContent())
      .toContain('2 rulings added, 1 bookmark added');
    await expect.poll(() => fresh.page.locator('.tk-card').count()).toBe(2);
    expect(content(await exportJson(fresh.page))).toEqual(content(exported));
    await chooseImport(fresh.page, 'backup.json', exported);
    await expect.poll(() => fresh.page.getByRole('status').filter({ hasText: 'Nothing new' }).count()).toBe(1);
    await expect.poll(() => fresh.page.locator('.tk-card').count()).toBe(2);
    await fresh.context.close();
  });

  it('refuses a bad file with what and where, and changes nothing', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/log/new');
    await logRuling(page, { event: 'Store night', round: '1', table: '2', question: 'Kept?', ruling: 'Yes.' });
    await page.goto('/log');
    await chooseImport(page, 'bad.json', oneRuling({ status: 'maybe' }));
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('rulings[0].status: expected one of given/appealed/upheld/overturned, got "maybe"');
    expect(await alert.textContent()).toContain('nothing in your log changed');
    await chooseImport(page, 'broken.json', '{"format": ');
    // Where: the end of the file (B-9).
    await expect
      .poll(() => alert.textContent())
      .toContain('Not valid JSON: the file ends too early, at line 1, column 12');
    expect(await page.locator('.tk-card').count()).toBe(1);
    await context.close();
  });

  it('refuses a time the browser cannot read with what and where, instead of silence (B-1)', async () => {
    const { context, page } = await newPhone(browser());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/log');
    await chooseImport(page, 'offset.json', oneRuling({ createdAt: '2025-03-01T14:05:00+01' }));
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('rulings[0].createdAt: expected a date and time like 2025-03-01T14:05:00.000Z');
    expect(await alert.textContent()).toContain('“offset.json” was not imported; nothing in your log changed.');
    expect(await page.locator('.tk-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the last words typed survive a reload at once, in a ruling and in a note (B-5)', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/log/new');
    const question = page.getByLabel('Question');
    await question.fill('First part');
    await expect.poll(async () => (await storedDraft(page))?.question).toBe('First part');
    await question.fill('First part and the last words');
    await page.reload();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('First part and the last words');

    await page.goto('/rage-2018/6-11-frenzy');
    await page.getByRole('button', { name: 'Note' }).click();
    await page.getByLabel(/Your note on this section/).fill('Half a note, typed just now');
    await page.reload();
    // The editor opens again with the text, as a ruling's draft does.
    await expect
      .poll(() => page.getByLabel(/Your note on this section/).inputValue())
      .toBe('Half a note, typed just now');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => page.locator('.tk-note-body').textContent()).toContain('Half a note, typed just now');
    await page.reload();
    await expect.poll(() => page.locator('.tk-note-body').count()).toBe(1);
    // Saved: the draft is gone, so the editor stays closed.
    expect(await page.getByLabel(/Your note on this section/).count()).toBe(0);
    await context.close();
  });

  it('refuses a ruling dated more than a day ahead, and keeps it to correct (B-7)', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/log/new');
    await page.getByLabel('Question').fill('Dated by a typo?');
    await page.getByLabel('Time').fill('2999-01-01T10:00');
    await page.getByRole('button', { name: 'Save ruling' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The time is more than a day ahead');
    expect(new URL(page.url()).pathname).toBe('/log/new');
    await page.goto('/log');
    await expect.poll(() => page.locator('main').textContent()).toContain('No rulings yet');
    await context.close();
  });

  it('a note’s remote image loads nothing; it shows as a link with its alt text (B-10)', async () => {
    const { context, page } = await newPhone(browser());
    const offSite: string[] = [];
    page.on('request', (r) => !r.url().startsWith(baseURL()) && !r.url().startsWith('data:') && offSite.push(r.url()));
    await page.route('https://tracker.example/**', (route) => route.fulfill({ body: '', contentType: 'image/gif' }));
    const text = [
      '![a pixel](https://tracker.example/pixel.gif?who=judge)',
      '<img src="//tracker.example/2.gif" alt="second"> <img src="https://tracker.example/3.gif" srcset="https://tracker.example/4.gif 2x">',
      '<p style="background-image:url(https://tracker.example/bg.png)">styled</p> <table background="https://tracker.example/t.png"><tr><td>t</td></tr></table>',
      '<video poster="https://tracker.example/poster.png" src="https://tracker.example/v.mp4"></video>',
      '![own icon](/icon.svg)',
    ].join('\n\n');
    const file = {
      format: 'rulekeeper-toolkit',
      version: 1,
      notes: [
        {
          ruleset: 'rage-2018',
          anchor: '6-11-frenzy',
          label: 'L',
          text,
          createdAt: '2025-03-01T14:05:00Z',
          updatedAt: '2025-03-01T14:05:00Z',
        },
      ],
    };
    await page.goto('/log');
    await chooseImport(page, 'note.json', JSON.stringify(file));
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).textContent())
      .toContain('1 note added');
    await page.goto('/rage-2018/6-11-frenzy');
    const note = page.locator('.tk-note-body.prose');
    await expect.poll(() => note.textContent()).toContain('[image: a pixel]');
    expect(await note.textContent()).toContain('[image: second]');
    expect(await note.getByRole('link', { name: '[image: a pixel]' }).getAttribute('href')).toBe(
      'https://tracker.example/pixel.gif?who=judge',
    );
    // This app's own image still shows.
    expect(await note.locator('img').getAttribute('src')).toBe('/icon.svg');
    // Once the note's own image has loaded and two frames are painted, any remote fetch it caused has started.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.tk-note-body.prose img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(offSite).toEqual([]);
    await context.close();
  });

  it('asks for persistent storage with the first bookmark, and with the first draft (B-11)', async () => {
    const stub = () => {
      const calls = { n: 0 };
      (window as { __persistCalls?: { n: number } }).__persistCalls = calls;
      StorageManager.prototype.persisted = () => Promise.resolve(false);
      StorageManager.prototype.persist = () => {
        calls.n++;
        return Promise.resolve(true);
      };
    };
    const calls = (page: Page) => page.evaluate(() => (window as { __persistCalls?: { n: number } }).__persistCalls?.n);
    const first = await newPhone(browser());
    await first.context.addInitScript(stub);
    await first.page.goto('/rage-2018/6-11-frenzy');
    expect(await calls(first.page)).toBe(0);
    await first.page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => calls(first.page)).toBe(1);
    await first.context.close();

    const second = await newPhone(browser());
    await second.context.addInitScript(stub);
    await second.page.goto('/log/new');
    await second.page.getByLabel('Question').fill('Half typed');
    await expect.poll(() => calls(second.page)).toBe(1);
    await second.context.close();
  });

  it('renders a note’s Markdown with no script or handler running, from typing or from an import', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/6-11-frenzy');
    await page.getByRole('button', { name: 'Note' }).click();
    await page
      .getByLabel(/Your note on this section/)
      .fill('**Check** gifts <img src=x onerror="window.__pwned=1"> <a href="javascript:window.__pwned=2">x</a>');
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
      rulings: [
        {
          id: 'evil',
          createdAt: '2025-03-01T14:05:00Z',
          updatedAt: '2025-03-01T14:05:00Z',
          event: hostile,
          question: hostile,
          ruling: hostile,
          status: 'given',
        },
      ],
      notes: [
        {
          ruleset: 'rage-2018',
          anchor: '6-9-2-bluffs',
          label: hostile,
          text: hostile,
          createdAt: '2025-03-01T14:05:00Z',
          updatedAt: '2025-03-01T14:05:00Z',
        },
      ],
    };
    await page.goto('/log');
    await chooseImport(page, 'x.json', JSON.stringify(file));
    await expect.poll(() => page.locator('.tk-card').count()).toBe(1);
    await page.goto('/log/evil');
    await expect.poll(() => page.locator('.tk-ruling').textContent()).toContain('<img src=x onerror=');
    await page.goto('/saved');
    await expect.poll(() => page.locator('.tk-notes .tk-note-body').count()).toBe(2);
    await page.goto('/rage-2018/6-9-2-bluffs');
    await expect.poll(() => page.locator('.tk-note-body').count()).toBe(1);
    // An injected image's onerror would run once every image has loaded or failed.
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
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
    // Read, not just asked for: the section is on screen and its actions have their stored state.
    await expect.poll(() => page.locator('h1').textContent()).toContain('FRENZY');
    await expect.poll(() => page.getByRole('button', { name: 'Bookmark' }).isEnabled()).toBe(true);
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
    // The citation names the edition (and its date) the text comes from.
    expect(copied).toMatch(
      /^Rage 2018 §6\.9\.2 BLUFFS \(Complete Rules, April 2018 update, 2018-04\)\n\n.+\n\nhttp:\/\/localhost:\d+\/rage-2018\/6-9-2-bluffs$/s,
    );
    await page.getByRole('button', { name: 'QR' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: /QR code opening Rage 2018 §6\.9\.2 BLUFFS/ }).count())
      .toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('a ruling’s share link opens it on another phone, which can save it once', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/log/new');
    await logRuling(page, {
      event: 'Spring Open',
      round: '5',
      table: '1',
      question: 'Shared question?',
      ruling: 'Shared answer.',
    });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard).toMatch(/\/log\/shared#/);
    const link = (await clipboard()).split('\n').at(-1) as string;
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

describe('quick capture over an unsaved draft (B-6)', () => {
  it('adds what the judge came with to the draft; Clear starts a new ruling, now, that keeps it', async () => {
    const { context, page } = await newPhone(browser());
    await typeDraft(page, 'An older question', '2025-01-01T10:00');

    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('link', { name: 'Log ruling' }).click();
    await page.waitForURL('/log/new');
    const cites = page.getByRole('list', { name: 'Rules cited' });
    await expect.poll(() => page.locator('.tk-notice').textContent()).toContain('with Rage 2018 §6.9.2 BLUFFS added');
    expect(await page.getByLabel('Question').inputValue()).toBe('An older question');
    expect(await cites.textContent()).toContain('Rage 2018 §6.9.2 BLUFFS');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('');
    expect(await cites.textContent()).toContain('Rage 2018 §6.9.2 BLUFFS');
    // A new ruling is made now, not when the old draft was started.
    expect(await page.getByLabel('Time').inputValue()).not.toBe('2025-01-01T10:00');
    expect(await page.locator('.tk-notice').count()).toBe(0);
    // Undo brings the older draft back; Clear again, and the new one is kept across a reload.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('An older question');
    // The draft Undo brought back, with the capture's citation, is stored before the reload (it was a 300 ms sleep).
    await expect
      .poll(async () => {
        const draft = await storedDraft(page);
        return draft?.question === 'An older question' && !!draft.citations?.some((c) => c.anchor === '6-9-2-bluffs');
      })
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('An older question');
    // After a reload too, Clear keeps what the capture brought.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('');
    await page.reload();
    await expect
      .poll(() => page.getByRole('list', { name: 'Rules cited' }).textContent())
      .toContain('Rage 2018 §6.9.2 BLUFFS');
    expect(await page.getByLabel('Question').inputValue()).toBe('');
    await context.close();
  });

  it('a calculator result handed over to a draft is kept by Clear', async () => {
    const { context, page } = await newPhone(browser());
    await typeDraft(page, 'An older question');
    const headline = await logCalculatorResult(page);
    await expect.poll(() => page.locator('.tk-attached').textContent()).toContain(headline);
    expect(await page.getByLabel('Question').inputValue()).toBe('An older question');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('');
    expect(await page.locator('.tk-attached').textContent()).toContain(headline);
    await page.reload();
    await expect.poll(() => page.locator('.tk-attached').textContent()).toContain(headline);
    await context.close();
  });
});

describe('quick capture from a calculator', () => {
  it('"Log a ruling" under an answer attaches the result as shown, and it is kept with the ruling', async () => {
    const { context, page } = await newPhone(browser());
    const headline = await logCalculatorResult(page);
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
