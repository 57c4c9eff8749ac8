import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { judgeCalls, judgeDoc, turnCallsOn, type JudgeIdentity } from '../../src/cli/calls-clients.ts';
import { appendCallAction, callLink, readCalls } from '../../src/core/event/calls.ts';
import { controlDocName } from '../../src/core/event/protocol.ts';
import { createEventOver, spawnSyncServer } from '../../src/server/spawn-server.ts';
import { wcagViolations } from './axe.ts';
import { newPhone, syncPort, useBrowser } from './harness.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-call-page';
/** Screenshots of each state of the page, for the closing note. */
const SHOTS = join(tmpdir(), 'rulekeeper-call-shots');
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;
const closers: (() => void)[] = [];

// The app in dist-test is built to allow exactly this server (SYNC_ORIGINS, see global-setup.ts).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-call-page-'));
  mkdirSync(SHOTS, { recursive: true });
  server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
});
afterAll(async () => {
  for (const close of closers.splice(0)) close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface CallsEvent {
  event: string;
  head: JudgeIdentity;
  secret: string;
  name: string;
  /** The head judge's copy of the calls document, synced. */
  calls: Y.Doc;
  link: (table: number, secret?: string) => string;
}

async function eventWithCalls(name: string, tables: number, rulebooks: string[] = []): Promise<CallsEvent> {
  const e = await createEventOver(server.httpUrl, ADMIN, name, 'Hana Head');
  const head = { judge: e.headJudge, key: e.headKey, name: 'Hana Head' };
  if (rulebooks.length) {
    const control = await judgeDoc(server.url, controlDocName(e.event), head);
    control.doc.getMap('event').set('rulebooks', rulebooks);
    await expect.poll(() => control.provider.hasUnsyncedChanges).toBe(false);
    control.close();
  }
  const secret = await turnCallsOn(server.url, e.event, head, tables);
  const calls = await judgeCalls(server.url, e.event, head);
  closers.push(() => calls.close());
  const link = (table: number, s = secret) =>
    callLink('/call', { server: server.url, event: e.event, table, secret: s, name });
  return { event: e.event, head, secret, name, calls: calls.doc, link };
}

const stateText = (page: Page) => page.locator('.call-state').textContent();

async function violations(page: Page) {
  return (await wcagViolations(page)).map((v) => `${v.id}: ${v.targets.join(' ')}`);
}

/** The page fits 360 px, and is axe-clean in light and dark; a screenshot of each for the closing note. */
async function checkLooks(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(360);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await violations(page), `${label}, ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${label}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe("the player's page", { timeout: 120_000 }, () => {
  it('calls a judge from a phone that never opened the app, and follows the call to its resolution', async () => {
    const ev = await eventWithCalls('Calls Cup', 60);
    const player = await newPhone(browser());
    try {
      const { page } = player;
      await page.goto(ev.link(12));
      await page.getByRole('button', { name: 'Call a judge' }).waitFor();
      expect(await page.locator('.call-table').textContent()).toBe('Table 12');
      expect(await page.locator('.call-event').textContent()).toBe('Calls Cup');
      // One game: no picker.
      expect(await page.getByLabel('Game').count()).toBe(0);
      await checkLooks(page, '1-ready');

      const words = '<img src=x onerror="document.body.dataset.owned=1"><b>bold</b> & can I bluff?';
      const field = page.getByLabel('What happened? (optional)');
      await field.fill(words);
      expect(await page.locator('#call-count').textContent()).toBe(`${words.length}/280 characters`);
      // The field takes 280 characters at most.
      expect(await field.getAttribute('maxlength')).toBe('280');
      await page.getByRole('button', { name: 'Call a judge' }).click();
      await expect.poll(() => stateText(page)).toMatch(/^Waiting for a judge since \d\d:\d\d\.$/);
      // The words are shown as text: no element made of them, nothing run.
      expect(await page.locator('.call-words q').textContent()).toBe(words);
      expect(await page.locator('main img, main b').count()).toBe(0);
      expect(await page.evaluate(() => document.body.dataset.owned)).toBeUndefined();
      await checkLooks(page, '2-waiting');

      // The call is on the judge's phone with the words as written.
      await expect.poll(() => readCalls(ev.calls).length).toBe(1);
      const call = readCalls(ev.calls)[0]!;
      expect(call).toMatchObject({ table: 12, text: words });

      // A second phone at the same table shows the open call instead of calling again.
      const neighbour = await newPhone(browser());
      try {
        await neighbour.page.goto(ev.link(12));
        await expect.poll(() => stateText(neighbour.page)).toMatch(/^Waiting for a judge since/);
        expect(await neighbour.page.getByRole('button', { name: 'Call a judge' }).count()).toBe(0);
      } finally {
        await neighbour.context.close();
      }

      const act = (kind: 'claim' | 'escalate' | 'resolve') =>
        appendCallAction(ev.calls, { call: call.id, kind, by: ev.head.judge, at: new Date().toISOString() });
      act('claim');
      await expect.poll(() => stateText(page), { timeout: 10_000 }).toBe('Hana is on the way.');
      await checkLooks(page, '3-on-the-way');
      act('escalate');
      await expect
        .poll(() => stateText(page), { timeout: 10_000 })
        .toBe('With the head judge: they are looking into it.');
      await checkLooks(page, '4-head-judge');
      act('resolve');
      await expect.poll(() => stateText(page), { timeout: 10_000 }).toMatch(/^Resolved at \d\d:\d\d\.$/);
      expect(await page.getByRole('button', { name: 'Cancel the call' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Need a judge again?' }).waitFor();
      await checkLooks(page, '5-resolved');

      // A new call, then cancelled by the player: the judge's phone shows it cancelled.
      await page.getByRole('button', { name: 'Call a judge' }).click();
      await expect.poll(() => stateText(page)).toMatch(/^Waiting for a judge/);
      await page.getByRole('button', { name: 'Cancel the call' }).click();
      await expect.poll(() => stateText(page)).toMatch(/^You cancelled the call at \d\d:\d\d\.$/);
      await expect.poll(() => ev.calls.getMap('cancelled').size).toBe(1);
      await checkLooks(page, '6-cancelled');
    } finally {
      await player.context.close();
    }
  });

  it('offers the game when the event has several, and the judge gets the one picked', async () => {
    const ev = await eventWithCalls('Two Games Open', 20, ['rage-2018', 'retaliation']);
    const { context, page } = await newPhone(browser());
    try {
      await page.goto(ev.link(3));
      const game = page.getByLabel('Game');
      await game.waitFor();
      const options = await game.locator('option').allTextContents();
      expect(options[0]).toBe('Not sure');
      expect(options).toHaveLength(3);
      await game.selectOption('retaliation');
      await page.getByRole('button', { name: 'Call a judge' }).click();
      await expect.poll(() => readCalls(ev.calls)[0]?.game).toBe('retaliation');
    } finally {
      await context.close();
    }
  });

  it('says plainly when the phone is offline, keeps the call, and sends it once back online', async () => {
    const ev = await eventWithCalls('Offline Open', 20);
    const { context, page } = await newPhone(browser());
    try {
      await page.goto(ev.link(7));
      await page.getByRole('button', { name: 'Call a judge' }).waitFor();
      await context.setOffline(true);
      await page.getByLabel('What happened? (optional)').fill('Offline question');
      await page.getByRole('button', { name: 'Call a judge' }).click();
      const pending = page.locator('.call-pending');
      await pending.waitFor({ timeout: 10_000 });
      expect(await pending.textContent()).toMatch(
        /kept on this phone.*sent as soon as it is back online.*raise your hand/i,
      );
      await checkLooks(page, '7-offline-kept');
      expect(readCalls(ev.calls)).toHaveLength(0);

      await context.setOffline(false);
      await expect
        .poll(() => readCalls(ev.calls).map((c) => c.text), { timeout: 15_000 })
        .toEqual(['Offline question']);
      await expect.poll(() => stateText(page)).toMatch(/^Waiting for a judge since/);
      expect(await page.locator('.call-notice').textContent()).toBe(
        'Your call was sent when the phone came back online.',
      );
      expect(await pending.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('refuses an old table card, another table number and a broken link, saying what to do', async () => {
    const ev = await eventWithCalls('Refusals Open', 12);
    const old = ev.secret;
    const fresh = await turnCallsOn(server.url, ev.event, ev.head, 12);
    const { context, page } = await newPhone(browser());
    try {
      const cases: [string, string, RegExp][] = [
        ['old card', ev.link(2, old), /no longer works.*raise your hand/i],
        ['wrong secret', ev.link(2, 'x'.repeat(43)), /no longer works.*raise your hand/i],
        ['table 13 of 12', ev.link(13, fresh), /not one of the event's tables.*raise your hand/i],
        ['table 501', ev.link(501, fresh), /incomplete.*raise your hand/i],
        ['table 0', ev.link(0, fresh), /incomplete.*raise your hand/i],
      ];
      for (const [label, link, message] of cases) {
        await page.goto('about:blank');
        await page.goto(link);
        const alert = page.locator('.call-problem');
        await alert.waitFor({ timeout: 10_000 });
        expect(await alert.textContent(), label).toMatch(message);
        expect(await page.getByRole('button', { name: 'Call a judge' }).count(), label).toBe(0);
      }
      await checkLooks(page, '8-refused');
      // The new card works.
      await page.goto('about:blank');
      await page.goto(ev.link(2, fresh));
      await page.getByRole('button', { name: 'Call a judge' }).click();
      await expect.poll(() => stateText(page)).toMatch(/^Waiting/);
    } finally {
      await context.close();
    }
  });

  it('keeps the open call through the server killed and restarted, saying meanwhile that it cannot reach it', async () => {
    const ev = await eventWithCalls('Restart Open', 20);
    const { context, page } = await newPhone(browser());
    try {
      await page.goto(ev.link(5));
      await page.getByRole('button', { name: 'Call a judge' }).click();
      await expect.poll(() => stateText(page)).toMatch(/^Waiting/);
      await expect.poll(() => readCalls(ev.calls).length).toBe(1);

      process.kill(server.pid, 'SIGKILL');
      await expect.poll(() => page.locator('.call-offline').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('.call-offline').textContent()).toMatch(/may be out of date.*raise your hand/i);
      expect(await stateText(page)).toMatch(/^Waiting/);

      server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
      await expect.poll(() => page.locator('.call-offline').count(), { timeout: 20_000 }).toBe(0);
      // A judge's phone opening the event now gets the call; claiming it reaches the player.
      const judge = await judgeCalls(server.url, ev.event, ev.head);
      closers.push(() => judge.close());
      const [call] = readCalls(judge.doc);
      expect(call).toMatchObject({ table: 5 });
      appendCallAction(judge.doc, { call: call!.id, kind: 'claim', by: ev.head.judge, at: new Date().toISOString() });
      await expect.poll(() => stateText(page), { timeout: 10_000 }).toBe('Hana is on the way.');
    } finally {
      await context.close();
    }
  });
});
