import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../src/server/spawn-server.ts';
import { wcagViolations } from './axe.ts';
import { newPhone, searchReady, syncPort, useBrowser, waitForOfflineReady } from './harness.ts';
import { personalLog } from './journeys/journey-phone.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-judge-calls';
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;

// The app in dist-test is built to allow exactly this server (SYNC_ORIGINS, see global-setup.ts).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-judge-calls-'));
  server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Phone = { context: BrowserContext; page: Page };

/** A judge's phone that records its vibrations and the tones it starts (the sound on a new call). */
async function judgePhone(colorScheme: 'light' | 'dark' = 'light'): Promise<Phone> {
  const phone = await newPhone(browser());
  // A step that cannot happen fails in seconds, with what each phone showed (see the catch below).
  phone.context.setDefaultTimeout(15_000);
  await phone.page.emulateMedia({ colorScheme });
  await phone.context.addInitScript(() => {
    const w = window as unknown as { vibrations: unknown[]; tones: number };
    w.vibrations = [];
    w.tones = 0;
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: unknown) => (w.vibrations.push(pattern), true),
      configurable: true,
    });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      w.tones++;
      return start.apply(this, args);
    };
  });
  phone.page.on('dialog', (d) => void d.accept());
  return phone;
}

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => page.locator('.event-status').getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
}

const calls = (page: Page) => page.getByRole('region', { name: /^Judge calls/ });
const card = (page: Page, table: number) =>
  calls(page)
    .getByRole('list', { name: 'Open calls, oldest first' })
    .getByRole('listitem', { name: `Table ${table}` });
// Folded away (a closed <details>): found by what it is, not by role, which leaves out what is hidden.
const doneCard = (page: Page, table: number) =>
  calls(page).locator(`details.call-done .call-card[aria-label="Table ${table}"]`);

/** A player's call, as the player's page sends it (POST /calls on the sync server). */
async function postCall(body: { event: string; table: number; secret: string; text?: string }) {
  const res = await fetch(`${server.httpUrl}/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { call?: { id: string; state: string } } };
}

const violations = async (page: Page) =>
  (await wcagViolations(page)).map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.targets.slice(0, 3).join(' | ')}`);

describe('judge calls on the judges’ phones, real server and Chromium at 360 px', { timeout: 300_000 }, () => {
  it('a call from the player page reaches three judges with its passage; claim, a claim race, escalation, a linked ruling, resolution and a reload', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Calls Open', 'Hana Head');
    const invite = `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret })}`;
    const head = await judgePhone();
    const ann = await judgePhone();
    const bo = await judgePhone('dark');
    const judges = [head, ann, bo];
    let player: Phone | null = null;
    const playerState = () => player!.page.locator('.call-state').textContent();
    try {
      await joinByLink(head.page, `${invite}&${new URLSearchParams({ h: e.headJudge, k: e.headKey })}`, 'Hana Head');
      await joinByLink(ann.page, invite, 'Ann Lee');
      await joinByLink(bo.page, invite, 'Bo Berg');
      // Each phone has the app for offline use before any of them goes offline (a reload offline needs it).
      for (const { page } of judges) await waitForOfflineReady(page);

      // The head judge sets the event up: Rage 2018, a round on the clock, 12 tables and the call secret.
      const hp = head.page;
      const setup = hp.getByRole('form', { name: 'Event setup' });
      await setup.getByLabel('Event name').fill('Calls Open');
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').check();
      await setup.getByRole('button', { name: 'Save the event' }).click();
      const controls = hp.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 2');
      await controls.getByLabel('Minutes').fill('50');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      const tables = hp.getByRole('form', { name: 'Number of tables' });
      for (const [typed, said] of [
        ['0', 'An event has at least 1 table'],
        ['501', '501 tables is more than the 500'],
      ] as const) {
        await tables.getByLabel('Number of tables (1–500)').fill(typed);
        await tables.getByRole('button', { name: 'Save the tables' }).click();
        await expect.poll(() => tables.getByRole('alert').textContent()).toContain(said);
      }
      await tables.getByLabel('Number of tables (1–500)').fill('12');
      await tables.getByRole('button', { name: 'Save the tables' }).click();
      await expect.poll(() => hp.getByText('Saved: tables 1 to 12 can call a judge.').count()).toBe(1);
      await hp.getByRole('button', { name: 'Make the call secret' }).click();
      await expect
        .poll(() => hp.getByRole('link', { name: 'Print the table cards' }).count(), { timeout: 10_000 })
        .toBe(1);
      const secret = await hp.evaluate(
        (event) => localStorage.getItem(`rulekeeper.event.call-secret:${event}`),
        e.event,
      );
      expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      for (const { page } of judges)
        await expect.poll(() => calls(page).textContent(), { timeout: 10_000 }).toContain('No open calls');

      // Ann turns the sound on; then a player at table 4 scans the card and calls, with words, on the player's page.
      await ann.page.getByLabel(/Play a sound on a new call/).check();
      const tonesBefore = await ann.page.evaluate(() => (window as unknown as { tones: number }).tones);
      await hp.getByRole('link', { name: 'Print the table cards' }).click();
      const cardLink = new URL((await hp.locator('.table-card[data-table="4"] .table-card-link').textContent())!);
      await hp.goto('/event');
      player = await newPhone(browser());
      const pp = player.page;
      await pp.goto(cardLink.pathname + cardLink.hash);
      const words = 'Can I bluff a combat action when I have no rage left?';
      await pp.getByLabel('What happened? (optional)').fill(words);
      // The judges' phones have been on the Event page a while, as at an event: their rules are searchable.
      for (const { page } of judges) await searchReady(page);
      const sent = Date.now();
      await pp.getByRole('button', { name: 'Call a judge' }).click();
      const arrivals: number[] = [];
      await Promise.all(
        judges.map(async ({ page }) => {
          const c = card(page, 4);
          await expect.poll(() => c.locator('.call-passage-link').count(), { timeout: 2_000, interval: 50 }).toBe(1);
          arrivals.push(Date.now() - sent);
        }),
      );
      console.log(`call with its passage on each judge's phone, ms: ${arrivals.sort((a, b) => a - b).join(' ')}`);
      for (const { page } of judges) {
        const c = card(page, 4);
        expect(await c.locator('.call-head').textContent()).toMatch(/Table 4\s*Round 2/);
        expect(await c.getByLabel("The player's words").textContent()).toBe(words);
        expect(await c.locator('.call-state').textContent()).toBe('Waiting for a judge');
        expect(await c.locator('.call-passage-title').textContent()).toContain('Rage 2018');
        // Every phone vibrated once for it; Ann's, with the sound on, played its tones too.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length))
          .toBe(1);
      }
      expect(await ann.page.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThan(
        tonesBefore,
      );
      expect(await bo.page.evaluate(() => (window as unknown as { tones: number }).tones)).toBe(0);
      const passageTitle = await card(ann.page, 4).locator('.call-passage-title').textContent();

      // Ann is going: every phone names her.
      await card(ann.page, 4).getByRole('button', { name: 'I’m going' }).click();
      await expect.poll(() => card(ann.page, 4).locator('.call-state').textContent()).toBe('You are going');
      for (const { page } of [head, bo])
        await expect
          .poll(() => card(page, 4).locator('.call-state').textContent(), { timeout: 2_000 })
          .toBe('Ann Lee is going');
      await expect.poll(playerState, { timeout: 5_000 }).toBe('Ann is on the way.');

      // Two judges claim table 9 at the same moment (both offline, then back): every phone ends naming the same one.
      // Words no rule states: the card offers the closest match and says it is not sure, as search results do.
      const second = await postCall({
        event: e.event,
        table: 9,
        secret: secret!,
        text: 'can a player eat a sandwich during the match',
      });
      expect(second.status).toBe(201);
      for (const { page } of judges) {
        await expect.poll(() => card(page, 9).locator('.call-passage-link').count(), { timeout: 2_000 }).toBe(1);
        expect(await card(page, 9).locator('.call-passage').getAttribute('data-weak')).toBe('true');
        expect(await card(page, 9).getByRole('note').textContent()).toBe(
          'Not sure: the closest match; no rule states the player’s words directly.',
        );
        expect(await card(page, 4).locator('.call-passage').getAttribute('data-weak')).toBe('false');
      }
      await head.context.setOffline(true);
      await bo.context.setOffline(true);
      await card(hp, 9).getByRole('button', { name: 'I’m going' }).click();
      await card(bo.page, 9).getByRole('button', { name: 'I’m going' }).click();
      await head.context.setOffline(false);
      await bo.context.setOffline(false);
      const claimer = async (page: Page) => card(page, 9).locator('.call-state').getAttribute('data-claimed-by');
      await expect
        .poll(async () => new Set(await Promise.all(judges.map(({ page }) => claimer(page)))).size, { timeout: 10_000 })
        .toBe(1);
      const won = await claimer(ann.page);
      const boJudge = await bo.page.evaluate(
        () => (JSON.parse(localStorage.getItem('rulekeeper.event')!) as { judge: string }).judge,
      );
      expect([e.headJudge, boJudge]).toContain(won);
      const winner = won === e.headJudge ? 'Hana Head' : 'Bo Berg';
      expect(await card(ann.page, 9).locator('.call-state').textContent()).toBe(`${winner} is going`);

      // Ann escalates table 4: the head judge's phone marks it.
      await card(ann.page, 4).getByRole('button', { name: 'Escalate to head judge' }).click();
      await expect
        .poll(() => card(hp, 4).locator('.call-state').textContent(), { timeout: 2_000 })
        .toBe('Head judge: Escalated to you, the head judge; Ann Lee is at the table');
      expect(await card(hp, 4).getAttribute('class')).toContain('call-for-head');
      expect(await card(bo.page, 4).locator('.call-state').textContent()).toContain('Escalated to the head judge');
      await expect.poll(playerState, { timeout: 5_000 }).toBe('With the head judge: they are looking into it.');

      // Ann logs a ruling from the call: table, round, the player's words and the passage found are filled in.
      await card(ann.page, 4).getByRole('button', { name: 'Log a ruling' }).click();
      const form = ann.page.getByRole('form', { name: 'Log a ruling for table 4' });
      expect(await form.getByLabel('Table').inputValue()).toBe('4');
      expect(await form.getByLabel('Round').inputValue()).toBe('Round 2');
      expect(await form.getByLabel('Question').inputValue()).toBe(words);
      expect(await form.getByRole('checkbox', { name: /^Cite / }).isChecked()).toBe(true);
      await form.getByLabel('Ruling').fill('No: a creature with no Rage cannot bluff a Combat Action.');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      // The ruling is in the team log on the head judge's phone, citing the passage, and the call links to it.
      const logged = hp
        .getByRole('region', { name: 'Team ruling log' })
        .locator('.event-ruling-item', { hasText: 'No: a creature with no Rage' });
      await expect.poll(() => logged.count(), { timeout: 5_000 }).toBe(1);
      const rulingId = await logged.getAttribute('data-ruling');
      await expect.poll(() => logged.locator('.event-from-call').textContent()).toBe('Logged from table 4’s call');
      expect(await logged.locator('.event-cites').textContent()).toContain(passageTitle!.replace(/^Rage 2018 /, ''));
      await expect
        .poll(() => card(hp, 4).locator('[data-ruling-link]').getAttribute('data-ruling-link'), { timeout: 5_000 })
        .toBe(rulingId);
      // Ann's own record of it: in her personal log too, like every ruling she logs, so it stays hers after the event.
      expect(await personalLog(ann.page, 1)).toContain(words);
      await ann.page.goto('/event');

      // Bo's phone, reloaded mid-call with no network: it still shows both calls and who is going.
      await bo.context.setOffline(true);
      await bo.page.reload();
      await expect
        .poll(() => card(bo.page, 9).locator('.call-state').textContent(), { timeout: 10_000 })
        .toBe(winner === 'Bo Berg' ? 'You are going' : `${winner} is going`);
      expect(await card(bo.page, 4).locator('.call-state').textContent()).toContain('Escalated to the head judge');
      expect(await card(bo.page, 4).getByLabel("The player's words").textContent()).toBe(words);
      await bo.context.setOffline(false);
      // A reload does not ring again for calls already told.
      expect(await bo.page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length)).toBe(0);

      // The head judge resolves table 4: it folds away below on every phone; the round's medians show.
      await card(hp, 4).getByRole('button', { name: 'Resolved' }).click();
      for (const { page } of judges) {
        await expect.poll(() => card(page, 4).count(), { timeout: 5_000 }).toBe(0);
        expect(await doneCard(page, 4).count()).toBe(1);
        await expect
          .poll(() => calls(page).getByTestId('call-medians').textContent())
          .toMatch(/^Round 2: 2 calls; median time to a judge \d+ s, to a resolution \d+ (s|min \d\d s)\.$/);
      }
      expect(await doneCard(bo.page, 4).locator('.call-state').textContent()).toMatch(/^Resolved at /);
      await expect.poll(playerState, { timeout: 5_000 }).toMatch(/^Resolved at \d\d:\d\d\.$/);
      expect(await calls(bo.page).locator('details.call-done').getAttribute('open')).toBe(null);

      // The header on another page counts the open call beside the clock; one tap opens the calls section.
      await ann.page.goto('/rage-2018/6-9-2-bluffs');
      const count = ann.page
        .getByRole('navigation', { name: "Judge's toolkit" })
        .getByRole('link', { name: /^Event: Round 2/ });
      await expect.poll(() => count.locator('.nav-calls').count(), { timeout: 10_000 }).toBe(1);
      expect(await count.textContent()).toMatch(/^Event: Round 2\d+:\d\d left1, 1 open judge call$/);
      expect(await count.locator('.nav-clock').count()).toBe(1);
      // The bar still fits the phone.
      expect(await ann.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await violations(ann.page), 'header count, light').toEqual([]);
      await ann.page.emulateMedia({ colorScheme: 'dark' });
      expect(await violations(ann.page), 'header count, dark').toEqual([]);
      await count.click();
      await expect.poll(() => new URL(ann.page.url()).pathname + new URL(ann.page.url()).hash).toBe('/event#calls');
      await expect
        .poll(() => ann.page.evaluate(() => document.getElementById('calls')?.getBoundingClientRect().top ?? -1))
        .toBeLessThan(200);
      expect(await violations(ann.page), 'calls section, dark').toEqual([]);
      expect(await violations(hp), 'calls section, light').toEqual([]);
      expect(server.output()).not.toContain('refused');
    } catch (err) {
      console.log(err);
      for (const { page } of judges)
        console.log(
          await page
            .locator('main')
            .innerText({ timeout: 5_000 })
            .catch((e: Error) => e.message),
        );
      console.log(server.output());
      throw err;
    } finally {
      await Promise.race([
        Promise.all([...judges, ...(player ? [player] : [])].map((j) => j.context.close())),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
    }
  });

  it('prints table cards: one per table with its number, the event, a QR code of its call link and the link, light and dark', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Card Cup', 'Hana Head');
    const head = await judgePhone();
    try {
      const hp = head.page;
      await joinByLink(
        hp,
        `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey })}`,
        'Hana Head',
      );
      const tables = hp.getByRole('form', { name: 'Number of tables' });
      await tables.getByLabel('Number of tables (1–500)').fill('7');
      await tables.getByRole('button', { name: 'Save the tables' }).click();
      await hp.getByRole('button', { name: 'Make the call secret' }).click();
      await hp.getByRole('link', { name: 'Print the table cards' }).click();
      await expect.poll(() => new URL(hp.url()).pathname).toBe('/event/tables');
      const cards = hp.getByRole('list', { name: 'Table cards' }).getByRole('listitem');
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(7);
      const first = cards.first();
      expect(await first.locator('.table-card-number').textContent()).toBe('Table 1');
      expect(await first.locator('.table-card-event').textContent()).toBe('Card Cup');
      expect(await first.getByRole('img', { name: 'QR code: call a judge to table 1' }).count()).toBe(1);
      const link = new URL((await cards.nth(6).locator('.table-card-link').textContent())!);
      expect(link.pathname).toBe('/call');
      const p = new URLSearchParams(link.hash.slice(1));
      expect(Object.fromEntries(p)).toMatchObject({ s: server.url, e: e.event, t: '7', n: 'Card Cup' });
      // The link works: a call for table 7 with it is taken.
      const made = await postCall({ event: e.event, table: 7, secret: p.get('c')! });
      expect(made.status).toBe(201);
      // Nothing wider than the phone; clean for axe, light and dark.
      expect(await hp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await violations(hp), 'card sheet, light').toEqual([]);
      await hp.emulateMedia({ colorScheme: 'dark' });
      expect(await violations(hp), 'card sheet, dark').toEqual([]);
      // Printed: A4, the app's bar gone, two cards a row.
      await hp.emulateMedia({ media: 'print' });
      expect(await hp.locator('header.top-bar').isVisible()).toBe(false);
      const columns = await hp.evaluate(
        () => getComputedStyle(document.querySelector('.table-cards')!).gridTemplateColumns.split(' ').length,
      );
      expect(columns).toBe(2);
      await hp.emulateMedia({ media: 'screen' });

      // A new secret, after a warning, stops the old cards.
      await hp.goto('/event');
      let warned = '';
      hp.removeAllListeners('dialog');
      hp.on('dialog', (d) => {
        warned = d.message();
        void d.accept();
      });
      await hp.getByRole('button', { name: 'Make a new call secret (old cards stop working)' }).click();
      await expect.poll(() => warned).toContain('stops working');
      await expect.poll(() => hp.getByText('New call secret made').count(), { timeout: 10_000 }).toBe(1);
      const old = await postCall({ event: e.event, table: 6, secret: p.get('c')! });
      expect(old.status).toBeGreaterThanOrEqual(400);
    } finally {
      await head.context.close();
    }
  });
});
