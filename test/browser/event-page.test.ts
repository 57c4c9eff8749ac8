import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEventOver } from '../../src/server/spawn-server.ts';
import { wcagViolations } from './axe.ts';
import { newPhone, useBrowser } from './harness.ts';
import { useSyncServer } from './sync-server.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-event-page';
const server = useSyncServer(ADMIN);

async function headLink(name: string): Promise<string> {
  const e = await createEventOver(server.httpUrl, ADMIN, name, 'Hana Head');
  return `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey })}`;
}

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  page.on('dialog', (d) => void d.accept());
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => page.locator('.event-status').getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
}

/** "49:52" → seconds. */
const seconds = (text: string | null) => {
  const m = /(-?)(\d+):(\d\d)/.exec(text ?? '');
  if (!m) throw new Error(`no time in ${JSON.stringify(text)}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
};

const headerClock = (page: Page) => page.locator('.tk-nav .nav-clock');

describe('the round clock in the header', { timeout: 120_000 }, () => {
  it('shows on a section page and a calculator page what the Event page shows, and opens the Event page in one tap', async () => {
    const head = await newPhone(browser());
    try {
      await joinByLink(head.page, await headLink('Clock Cup'), 'Hana Head');
      const controls = head.page.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 2');
      await controls.getByLabel('Minutes').fill('50');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      const eventTimer = head.page.getByRole('region', { name: 'Round clock' }).getByRole('timer');
      await expect.poll(() => eventTimer.count()).toBe(1);

      const started = { text: await eventTimer.textContent(), at: Date.now() };
      const expected = () => seconds(started.text) - (Date.now() - started.at) / 1000;

      // The judge opens a rule, then a calculator: the header keeps the round and the time left.
      for (const path of ['/rage-2018/6-9-2-bluffs', '/rage-2018/tools/bluff']) {
        await head.page.goto(path);
        await head.page.locator('main h1').first().waitFor();
        await expect.poll(() => headerClock(head.page).count(), { timeout: 10_000 }).toBe(1);
        expect(await headerClock(head.page).locator('.nav-clock-round').textContent()).toBe('Round 2');
        const inHeader = seconds(await headerClock(head.page).locator('.nav-clock-time').textContent());
        expect(Math.abs(inHeader - expected()), `${path}: ${inHeader} s`).toBeLessThanOrEqual(2);
      }

      // One tap to the Event page, where both clocks read the same second.
      const link = head.page
        .getByRole('navigation', { name: "Judge's toolkit" })
        .getByRole('link', { name: /^Event: / });
      expect(await link.textContent()).toMatch(/^Event: Round 2\d+:\d\d left$/);
      await link.click();
      await expect.poll(() => new URL(head.page.url()).pathname).toBe('/event');
      await expect.poll(() => eventTimer.count()).toBe(1);
      const both = async () => {
        const [onEvent, inHeader] = await Promise.all([
          eventTimer.textContent(),
          headerClock(head.page).locator('.nav-clock-time').textContent(),
        ]);
        return Math.abs(seconds(onEvent) - seconds(inHeader));
      };
      expect(await both()).toBeLessThanOrEqual(1);

      // Paused on the Event page: the header says so and stops at the same second, on every page.
      await controls.getByRole('button', { name: 'Pause' }).click();
      await expect
        .poll(() => headerClock(head.page).locator('.nav-clock-round').textContent())
        .toBe('Round 2 · paused');
      const paused = await eventTimer.textContent();
      expect(await headerClock(head.page).locator('.nav-clock-time').textContent()).toBe(paused);
      for (const path of ['/rage-2018/6-9-2-bluffs', '/rage-2018/tools/bluff']) {
        await head.page.goto(path);
        await expect
          .poll(() => headerClock(head.page).locator('.nav-clock-time').textContent(), { timeout: 10_000 })
          .toBe(paused);
        expect(await link.textContent()).toBe(`Event: Round 2 · paused${paused} left`);
      }
    } finally {
      await head.context.close();
    }
  });

  it('gives the 10-minute warning on a section page too, and turns the header clock to its warning colour', async () => {
    const head = await newPhone(browser());
    try {
      // This phone's time runs as usual until the test moves it on.
      await head.page.clock.install();
      await joinByLink(head.page, await headLink('Warning Cup'), 'Hana Head');
      const controls = head.page.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 4');
      await controls.getByLabel('Minutes').fill('11');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      await head.page.goto('/rage-2018/6-9-2-bluffs');
      await expect.poll(() => headerClock(head.page).getAttribute('data-level'), { timeout: 10_000 }).toBe('ok');
      await head.page.clock.fastForward('01:05');
      await expect
        .poll(async () => (await head.page.getByRole('status').allTextContents()).join(' | '))
        .toContain('10 minutes left in the round');
      await expect.poll(() => headerClock(head.page).getAttribute('data-level')).toBe('warn');
      expect(seconds(await headerClock(head.page).locator('.nav-clock-time').textContent())).toBeLessThan(600);
    } finally {
      await head.context.close();
    }
  });

  it('costs a phone in no event nothing: the header shows "Event" and the sync engine is never fetched', async () => {
    const phone = await newPhone(browser());
    try {
      const fetched: string[] = [];
      phone.page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      for (const path of ['/', '/rage-2018/6-9-2-bluffs', '/rage-2018/tools/bluff']) {
        await phone.page.goto(path);
        await phone.page.locator('main h1, .library h2').first().waitFor();
      }
      const link = phone.page.getByRole('navigation', { name: "Judge's toolkit" }).getByRole('link', { name: 'Event' });
      expect(await link.textContent()).toBe('Event');
      expect(await headerClock(phone.page).count()).toBe(0);
      // The chunks of the build that hold the sync engine (Hocuspocus, Yjs) and the header's live clock.
      const assets = fileURLToPath(new URL('../../dist-test/assets/', import.meta.url));
      const engine = readdirSync(assets).filter(
        (f) =>
          f.endsWith('.js') && (f.startsWith('nav-clock') || /hocuspocus/i.test(readFileSync(join(assets, f), 'utf8'))),
      );
      expect(engine.length).toBeGreaterThan(1);
      expect(fetched.filter((p) => engine.some((f) => p.endsWith(f)))).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

const violations = async (page: Page) =>
  (await wcagViolations(page)).map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.targets.slice(0, 3).join(' | ')}`);

describe('the Event page', { timeout: 120_000 }, () => {
  it('is in sections, offers the rulebooks the app has, takes dates from date inputs and says what is wrong with a round length', async () => {
    const head = await newPhone(browser());
    const page = head.page;
    try {
      await page.goto('/event');
      await page.getByLabel('Your name').waitFor();
      expect(await violations(page), 'join form').toEqual([]);
      await page.goto('/');
      await joinByLink(page, await headLink('Sections Cup'), 'Hana Head');
      const headings = () => page.locator('main h2').allTextContents();
      await expect
        .poll(headings)
        .toEqual(['Round clock', 'Judge calls', 'Team log (0)', 'Team', 'Event setup', 'This phone']);

      // Rulebooks are the app's own, as checkboxes: nothing to mistype.
      const setup = page.getByRole('form', { name: 'Event setup' });
      const books = setup.getByRole('group', { name: 'Rulebooks in play' });
      expect(await books.getByRole('checkbox').count()).toBe(5);
      for (const title of ['Rage 2018', 'Rage Las Vegas', 'KeyForge', 'Warlord', 'Retaliation'])
        expect(await books.getByRole('checkbox', { name: title, exact: true }).count(), title).toBe(1);

      // Saving with no name, the days the wrong way round and no rulebook: each field says what is wrong, nothing saved.
      await setup.getByLabel('Event name').fill(' ');
      await setup.getByLabel('First day').fill('2026-05-03');
      await setup.getByLabel('Last day').fill('2026-05-02');
      await setup.getByRole('button', { name: 'Save the event' }).click();
      const notSaved = setup.getByRole('alert');
      await expect.poll(() => notSaved.textContent()).toContain('Not saved: The event needs a name');
      expect(await notSaved.textContent()).toContain('The last day comes before the first day.');
      expect(await notSaved.textContent()).toContain('Choose at least one rulebook');
      expect(await setup.getByLabel('Event name').getAttribute('aria-invalid')).toBe('true');
      expect(await setup.getByLabel('Last day').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(0);
      expect(await violations(page), 'setup problems').toEqual([]);

      await setup.getByLabel('Event name').fill('Sections Cup');
      await setup.getByLabel('Last day').fill('2026-05-04');
      await books.getByLabel('Rage 2018').check();
      await books.getByLabel('KeyForge').check();
      await setup.getByLabel('Rounds (comma-separated)').fill('Round 1, Round 2, Top 8');
      await setup.getByRole('button', { name: 'Save the event' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
      expect(await setup.getByRole('alert').count()).toBe(0);

      // A round length that is empty, negative, not a number or absurd: a message, and no clock starts.
      const controls = page.getByRole('region', { name: 'Round clock controls' });
      expect(await controls.getByLabel('Round').inputValue()).toBe('Round 1');
      const messages: Record<string, string> = {
        '': 'Write how long the round is: a whole number of minutes from 1 to 600.',
        '-5': 'A round lasts at least 1 minute: write a whole number of minutes from 1 to 600.',
        abc: '“abc” is not a number: write a whole number of minutes from 1 to 600.',
        '100000': '100000 minutes is more than 10 hours: write a whole number of minutes from 1 to 600.',
      };
      for (const [typed, message] of Object.entries(messages)) {
        await controls.getByLabel('Minutes').fill(typed);
        await controls.getByRole('button', { name: 'Start a new round' }).click();
        await expect.poll(() => controls.getByRole('alert').textContent(), { message: typed }).toBe(message);
        expect(await controls.getByLabel('Minutes').getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByRole('timer').count(), typed).toBe(0);
      }
      expect(await violations(page), 'minutes problem').toEqual([]);
      await controls.getByLabel('Minutes').fill('45');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^4[45]:\d\d$/);
      expect(await controls.getByRole('alert').count()).toBe(0);
      // The next round is offered for the next start.
      expect(await controls.getByLabel('Round').inputValue()).toBe('Round 2');

      // A ruling in the team log, then the whole page in both themes has no accessibility violation.
      const form = page.getByRole('form', { name: 'Log a ruling for the team' });
      await form.getByRole('button', { name: 'Log for the team' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toContain('Write the question or the ruling');
      await form.getByLabel('Table').fill('12');
      await form.getByLabel('Question').fill('Can Ann bluff after passing?');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      await expect
        .poll(headings)
        .toEqual(['Round clock', 'Judge calls', 'Team log (1)', 'Team', 'Event setup', 'This phone']);
      expect(await violations(page), 'active event, light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await violations(page), 'active event, dark').toEqual([]);

      // What was saved is what the form shows after a reload, and search starts in the rulebooks chosen.
      await page.reload();
      await expect.poll(() => setup.getByLabel('Event name').inputValue(), { timeout: 10_000 }).toBe('Sections Cup');
      expect(await setup.getByLabel('First day').inputValue()).toBe('2026-05-03');
      expect(await setup.getByLabel('Last day').inputValue()).toBe('2026-05-04');
      expect(await books.getByLabel('Rage 2018').isChecked()).toBe(true);
      expect(await books.getByLabel('KeyForge').isChecked()).toBe(true);
      expect(await books.getByLabel('Warlord').isChecked()).toBe(false);
      await page.goto('/');
      await expect.poll(() => page.locator('#ruleset-filter').inputValue()).toBe('rage-2018+keyforge');
    } finally {
      await head.context.close();
    }
  });
});

describe('an invitation opened while the Event page is open', { timeout: 120_000 }, () => {
  it('fills the join form as a fresh load would, so the judge joins without pasting the link', async () => {
    const { context, page } = await newPhone(browser());
    try {
      await page.goto('/event');
      await page.getByLabel('Your name').waitFor();
      const link = await headLink('Hash Cup');
      // The browser only changes the "#" of the open page: no load, no new form.
      await page.goto(link);
      await expect.poll(() => page.getByRole('textbox', { name: 'Invitation link' }).inputValue()).toContain(link);
      await expect.poll(() => page.locator('.event-join p').first().textContent()).toContain('You are the head judge');
      await page.getByLabel('Your name').fill('Hana Head');
      await page.getByRole('button', { name: 'Join the event' }).click();
      await expect
        .poll(() => page.locator('.event-status').getAttribute('data-online'), { timeout: 15_000 })
        .toBe('true');
    } finally {
      await context.close();
    }
  });
});

describe('time extensions per table', { timeout: 180_000 }, () => {
  it('reaches the team from a phone that granted it offline, shows each table its own end, lets the head judge correct it, and lists the tables still playing at time', async () => {
    const head = await newPhone(browser());
    const flo = await newPhone(browser());
    const fay = await newPhone(browser());
    try {
      // Fay's phone keeps its own time, which the test moves on to the end of the round.
      await fay.page.clock.install();
      await joinByLink(head.page, await headLink('Extension Open'), 'Hana Head');
      const setup = head.page.getByRole('form', { name: 'Event setup' });
      await setup.getByLabel('Event name').fill('Extension Open');
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').check();
      await setup.getByRole('button', { name: 'Save the event' }).click();
      const invite = await head.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      await joinByLink(flo.page, invite, 'Flo Floor');
      await joinByLink(fay.page, invite, 'Fay Floor');
      const controls = head.page.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 2');
      await controls.getByLabel('Minutes').fill('50');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      for (const p of [flo, fay])
        await expect.poll(() => p.page.getByRole('timer').count(), { timeout: 15_000 }).toBe(1);

      // Offline, Flo logs a ruling at table 12 and grants that table 3 minutes from it.
      await flo.context.setOffline(true);
      await expect.poll(() => flo.page.locator('.event-status').getAttribute('data-online')).toBe('false');
      const form = flo.page.getByRole('form', { name: 'Log a ruling for the team' });
      await form.getByLabel('Table').fill('12');
      await form.getByLabel('Question').fill('Can Ann take back a card played by mistake?');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      const ruling = flo.page.locator('.event-ruling-item', { hasText: 'Can Ann take back' });
      await ruling.getByRole('button', { name: 'Extend time for table 12' }).click();
      await ruling.getByLabel('Minutes to add').fill('3');
      await ruling.getByRole('button', { name: 'Extend table 12 by 3 min' }).click();
      await expect
        .poll(() => ruling.locator('[data-extension]').textContent())
        .toContain('Table 12: +3 min, by Flo Floor');
      await expect
        .poll(() => flo.page.locator('.round-clock-tables').textContent())
        .toMatch(/table 12 \d+:\d\d \(\+3 min\)/);
      // Nobody else has it while Flo is offline: her phone holds what she did, unsent.
      await expect
        .poll(() => flo.page.locator('.event-status').textContent())
        .toMatch(/offline: [1-9]\d* changes? waits? to be sent/);
      expect(await head.page.locator('.event-table-times [data-table="12"]').count()).toBe(0);

      // Back online: it reaches both teammates, with table 12's own end 3 minutes after the round's.
      await flo.context.setOffline(false);
      const tableOn = (p: Page, table: string) => p.locator(`.event-table-times [data-table="${table}"]`);
      for (const p of [head.page, fay.page]) {
        await expect.poll(() => tableOn(p, '12').count(), { timeout: 20_000 }).toBe(1);
        expect(await tableOn(p, '12').textContent()).toContain('+3 min');
        const [round, table] = await Promise.all([
          p.getByRole('timer').textContent(),
          tableOn(p, '12').locator('.round-clock-time').textContent(),
        ]);
        expect(Math.abs(seconds(table) - seconds(round) - 180), `${round} against ${table}`).toBeLessThanOrEqual(1);
        // Stored with the ruling: the team log shows it on the ruling.
        const shared = p.locator('.event-ruling-item', { hasText: 'Can Ann take back' });
        expect(await shared.locator('[data-extension]').textContent()).toContain('Table 12: +3 min, by Flo Floor');
      }

      // The head judge corrects it to 2 minutes; every phone shows the correction, Flo's grant is kept beside it.
      const panel = head.page.getByRole('region', { name: 'Time extensions' });
      await panel.locator('[data-extension]').getByRole('button', { name: 'Correct' }).click();
      await panel.getByLabel('Minutes for table 12').fill('2');
      await panel.getByRole('button', { name: 'Save the correction' }).click();
      for (const p of [flo.page, fay.page]) {
        await expect
          .poll(() => p.getByRole('region', { name: 'Time extensions' }).locator('[data-extension]').textContent(), {
            timeout: 20_000,
          })
          .toBe('Table 12: +2 min, by Flo Floor (corrected from 3 min by Hana Head)');
        expect(await tableOn(p, '12').textContent()).toContain('+2 min');
      }
      expect(await violations(head.page), 'extensions, light').toEqual([]);
      await head.page.emulateMedia({ colorScheme: 'dark' });
      expect(await violations(head.page), 'extensions, dark').toEqual([]);
      // A floor judge cannot correct one.
      expect(await flo.page.getByRole('button', { name: 'Correct' }).count()).toBe(0);

      // From the clock: the head judge gives table 7 one minute.
      await panel.getByRole('button', { name: 'Extend a table’s time' }).click();
      await panel.getByLabel('Table').fill('7');
      await panel.getByLabel('Minutes to add').fill('1');
      await panel.getByRole('button', { name: 'Extend table 7 by 1 min' }).click();
      await expect.poll(() => tableOn(fay.page, '7').count(), { timeout: 20_000 }).toBe(1);

      // At time (Fay's phone 50 minutes on): the tables still playing, each with its own time left, until each ends.
      await fay.page.clock.fastForward('50:20');
      const playing = fay.page.locator('.round-clock-playing');
      await expect
        .poll(() => playing.textContent())
        .toMatch(/^still playing: 12 \(1:[34]\d left\), 7 \(0:[34]\d left\)$/);
      expect(await fay.page.locator('.tk-nav .nav-clock-round').textContent()).toBe('Round 2 · 2 playing');
      await fay.page.clock.fastForward('01:00');
      await expect.poll(() => playing.textContent()).toMatch(/^still playing: 12 \(0:[34]\d left\)$/);
      await fay.page.clock.fastForward('01:00');
      await expect.poll(() => playing.count()).toBe(0);
      expect(await fay.page.locator('.tk-nav .nav-clock-round').textContent()).toBe('Round 2');
    } finally {
      await head.context.close();
      await flo.context.close();
      await fay.context.close();
    }
  });
});
