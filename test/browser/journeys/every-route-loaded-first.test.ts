import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutPath,
  changesPath,
  entryPath,
  glossaryPath,
  rulesetPath,
  toolPath,
  toolsPath,
} from '../../../src/core/content/routes.ts';
import { CALCULATORS } from '../../../src/rulesets/calculators.ts';
import { LOG_PATH, NEW_RULING_PATH, SAVED_PATH } from '../../../src/ui/routes.ts';
import { OPENED_FIRST_RULESET as RULESET } from '../a11y-pages.ts';
import { useBrowser } from '../harness.ts';
import { type TestEvent, joinWith, useSyncServer } from './event-team.ts';
import { consoleErrors, expectFitsAndClean, freshPhone } from './phone-check.ts';

const browser = useBrowser();
const sync = useSyncServer('every-route');

const HEADING = 'main:not(.loading) h1';
const RULING = { question: 'Can a bluff be played with an empty hand?', ruling: 'No: a bluff needs a card.' };

/** A phone opening its first page: what it opens and what shows the page has rendered. */
interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Saves a ruling through the capture form in a page of its own, which is then closed; returns the ruling's path. */
async function ruleOnce(context: BrowserContext, status: 'Given' | 'Appealed' = 'Given'): Promise<string> {
  const page = await context.newPage();
  await page.goto('/log/new?cite=rage-2018/6-9-2-bluffs');
  await page.getByLabel('Question').fill(RULING.question);
  await page.getByLabel('Ruling given').fill(RULING.ruling);
  if (status !== 'Given') await page.getByText(status, { exact: true }).click();
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
  const path = new URL(page.url()).pathname;
  await page.close();
  return path;
}

/** A page opened first in a context that already holds data (a ruling): a new tab, its first document. */
async function firstTab(phone: Phone, path: string, ready: string): Promise<void> {
  await phone.page.close();
  phone.page = await phone.context.newPage();
  phone.errors = consoleErrors(phone.page);
  await phone.page.goto(path);
  await phone.page.locator(ready).first().waitFor();
}

async function visit(phone: Phone, path: string, ready = HEADING): Promise<void> {
  await phone.page.goto(path);
  await phone.page.locator(ready).first().waitFor();
}

/** The events of one theme's run: one whose head judge set it up on a phone of their own, with a round and a ruling. */
let running: TestEvent;
let headPhone: Phone | null = null;

type Route = [name: string, open: (phone: Phone, theme: 'light' | 'dark') => Promise<void>];

const ROUTES: Route[] = [
  [
    'home',
    async (p) => {
      await visit(p, '/', '.library h2');
      // No link of a rulebook's card ("About") wraps onto a line of its own (item 10).
      const alone = await p.page.evaluate(() =>
        [...document.querySelectorAll('.card-links')].flatMap((row) => {
          const tops = [...row.children].map((a) => Math.round(a.getBoundingClientRect().top));
          return [...row.children]
            .filter((_, i) => tops.filter((t) => t === tops[i]).length === 1)
            .map((a) => a.textContent);
        }),
      );
      expect(alone, 'card links alone on their line').toEqual([]);
    },
  ],
  ['contents', (p) => visit(p, rulesetPath(RULESET))],
  ['a long section', (p) => visit(p, entryPath('rage-2018', '6-11-frenzy'))],
  [
    'a section landed on from a result (passage bar)',
    async (p) => {
      await visit(p, '/?q=hacked%20apart&r=rage-2018', '.result a');
      await p.page.locator('.result a').first().click();
      await p.page.getByRole('button', { name: 'Cite passage', exact: true }).waitFor();
    },
  ],
  ['glossary', (p) => visit(p, glossaryPath(RULESET))],
  ['About', (p) => visit(p, aboutPath(RULESET))],
  ['What changed', (p) => visit(p, changesPath(RULESET))],
  ['Log', (p) => visit(p, LOG_PATH)],
  [
    'a ruling, appealed',
    async (p) => {
      const path = await ruleOnce(p.context, 'Appealed');
      await firstTab(p, path, 'main h1');
      // The status chip keeps its words off its border (item 10).
      const chip = p.page.locator('.tk-status').first();
      const padding = await chip.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.paddingTop, s.paddingBottom, s.paddingLeft].map(parseFloat);
      });
      expect(Math.min(...padding), 'status chip padding').toBeGreaterThanOrEqual(2);
    },
  ],
  [
    'the log form, citing a section',
    async (p) => {
      await visit(p, `${NEW_RULING_PATH}?cite=rage-2018/6-9-2-bluffs`, '.tk-cites');
      // Brought into view (as the browser does for a focused field), the citation stays clear of the sticky Save bar.
      const cite = p.page.locator('.tk-cites li').first();
      await cite.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const [citeBox, barBox] = await Promise.all([cite.boundingBox(), p.page.locator('.tk-save-bar').boundingBox()]);
      expect(citeBox!.y + citeBox!.height, 'citation bottom vs save bar top').toBeLessThanOrEqual(barBox!.y);
    },
  ],
  ['Saved', (p) => visit(p, SAVED_PATH)],
  ['the tools index', (p) => visit(p, toolsPath(RULESET))],
  ...CALCULATORS.map((c): Route => [
    `calculator ${c.ruleset}/${c.id}`,
    async (p) => {
      await visit(p, toolPath(c.ruleset, c.id));
      await p.page.locator('.calc-headline, .calc-problems').first().waitFor();
      // No panel's border runs through its heading: a heading of one line sits on the border, a longer one inside
      // the box (the frenzy form's "Crinos / battle form at frenzy start", item 10).
      const crossing = await p.page.evaluate(() =>
        [...document.querySelectorAll('fieldset > legend')]
          .filter((l) => {
            const r = l.getBoundingClientRect();
            const box = l.parentElement!.getBoundingClientRect();
            const oneLine = r.height <= 1.5 * parseFloat(getComputedStyle(l).lineHeight);
            const inside = r.top >= box.top + parseFloat(getComputedStyle(l.parentElement!).borderTopWidth) - 0.5;
            return !oneLine && !inside;
          })
          .map((l) => l.textContent),
      );
      expect(crossing, 'headings the border runs through').toEqual([]);
    },
  ]),
  ['the Event page, not joined', (p) => visit(p, '/event', 'form.event-join')],
  [
    'the Event page, head judge (their own link)',
    async (p) => {
      const own = await sync.newEvent('Head Open 2026', 'Hana Head');
      await p.page.goto(own.headLink);
      const form = p.page.locator('form.event-join');
      await form.waitFor();
      // Greeted as the head judge of their event, not as a floor judge waiting for a QR code (item 7).
      const greeting = (await form.textContent()) ?? '';
      expect(greeting).toContain('Head Open 2026');
      expect(greeting).toMatch(/head judge/i);
      expect(greeting).not.toContain('ask your head judge');
      await joinWith(p.page, own.headLink, 'Hana Head');
      const controls = p.page.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 1');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      // The invitation link can be copied or shared in one tap (item 10).
      const team = p.page.getByRole('region', { name: 'Judge team' });
      expect(await team.getByRole('button', { name: 'Copy the link' }).count()).toBe(1);
      expect(await team.getByRole('button', { name: 'Share the link' }).count()).toBe(1);
    },
  ],
  [
    'the Event page, floor judge (the invitation)',
    async (p) => {
      await joinWith(p.page, running.floorLink, 'Fay Floor');
      const page = p.page;
      // The event's dates, rulebooks and rounds, as the head judge set them (item 10).
      const about = (await page.locator('.event-info').textContent()) ?? '';
      for (const part of ['2026', 'Rage 2018', 'KeyForge', 'Round 1, Round 2, Top 8']) expect(about).toContain(part);
      // The head judge's ruling, with the time it was logged (item 10).
      const entry = page.locator('.event-ruling-item').first();
      await entry.waitFor();
      expect(await entry.locator('time').count()).toBe(1);
      // Extending that table's time from the ruling: "Minutes to add" sits level with its neighbour, the table.
      await entry.getByRole('button', { name: 'Extend time for table 7' }).click();
      const extend = entry.getByRole('form', { name: 'Time extension' });
      const tops = await extend
        .locator('input')
        .evaluateAll((inputs) => inputs.map((i) => Math.round(i.getBoundingClientRect().top)));
      expect(new Set(tops).size, `inputs at ${tops.join(', ')}`).toBe(1);
      // Logged from the Event page, the table is cleared for the next call (item 10).
      const form = page.getByRole('form', { name: 'Log a ruling for the team' });
      await form.getByLabel('Table').fill('9');
      await form.getByLabel('Question').fill('Does a Junta count as a creature?');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      await expect.poll(() => page.locator('.event-ruling-item').count()).toBe(2);
      expect(await form.getByLabel('Table').inputValue()).toBe('');
      // Loaded again, as a judge does on a fresh visit to /event: the page keeps its styles.
      await page.reload();
      await page.locator('.event-ruling-item').first().waitFor();
    },
  ],
  [
    'the Event page, revoked',
    async (p) => {
      await joinWith(p.page, running.floorLink, 'Rex Revoked');
      const team = headPhone!.page.getByRole('region', { name: 'Judge team' });
      await team.locator('li', { hasText: 'Rex Revoked' }).getByRole('button', { name: 'Revoke' }).click();
      await expect
        .poll(() => p.page.locator('.event-status').getAttribute('data-sync'), { timeout: 15_000 })
        .toBe('refused');
      await p.page.reload();
      await expect
        .poll(() => p.page.locator('.event-status').getAttribute('data-sync'), { timeout: 15_000 })
        .toBe('refused');
      // A refused connection is expected here, and is said on the page; any other error is not.
      p.errors.splice(0, p.errors.length, ...p.errors.filter((e) => !/WebSocket|revoked|refused/i.test(e)));
    },
  ],
  [
    'the shared-ruling page',
    async (p) => {
      // Made on another phone, then opened first on this one.
      const other = await freshPhone(browser(), 'light');
      await other.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await other.page.goto(await ruleOnce(other.context));
      await other.page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await other.page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect.poll(() => other.page.evaluate(() => navigator.clipboard.readText())).toContain('/log/shared#');
      const link = (await other.page.evaluate(() => navigator.clipboard.readText())).split('\n').at(-1)!;
      await other.context.close();
      await visit(p, new URL(link).pathname + new URL(link).hash, '.tk-ruling');
    },
  ],
];

describe.each(['light', 'dark'] as const)('every route, loaded first on a fresh 360 px phone (%s)', (theme) => {
  beforeAll(async () => {
    running = await sync.newEvent('Regionals 2026', 'Hana Head');
    headPhone = await freshPhone(browser(), theme);
    const page = headPhone.page;
    await joinWith(page, running.headLink, 'Hana Head');
    const setup = page.getByRole('form', { name: 'Event setup' });
    await setup.getByLabel('Event name').fill('Regionals 2026');
    await setup.getByLabel('First day').fill('2026-05-02');
    await setup.getByLabel('Last day').fill('2026-05-03');
    const books = setup.getByRole('group', { name: 'Rulebooks in play' });
    await books.getByLabel('Rage 2018').check();
    await books.getByLabel('KeyForge').check();
    await setup.getByLabel('Rounds (comma-separated)').fill('Round 1, Round 2, Top 8');
    await setup.getByRole('button', { name: 'Save the event' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const controls = page.getByRole('region', { name: 'Round clock controls' });
    await controls.getByLabel('Round').fill('Round 1');
    await controls.getByRole('button', { name: 'Start a new round' }).click();
    const form = page.getByRole('form', { name: 'Log a ruling for the team' });
    await form.getByLabel('Table').fill('7');
    await form.getByLabel('Question').fill(RULING.question);
    await form.getByLabel('Ruling').fill(RULING.ruling);
    await form.getByRole('button', { name: 'Log for the team' }).click();
    await page.locator('.event-ruling-item').first().waitFor();
  });
  afterAll(async () => {
    await headPhone?.context.close();
  });

  for (const [name, open] of ROUTES) {
    it(`${name}: opened first, fits 360 px, no console error, axe 0`, { timeout: 90_000 }, async () => {
      const phone: Phone = await freshPhone(browser(), theme);
      try {
        await open(phone, theme);
        await expectFitsAndClean(phone.page, phone.errors, `${name} (${theme})`);
      } finally {
        await phone.context.close();
      }
    });
  }
});
