import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../../src/server/spawn-server.ts';
import { wcagViolations } from '../axe.ts';
import { syncPort, useBrowser } from '../harness.ts';
import { type ColorScheme, confirmAndJoin, eventStatus, journeyPhone } from './journey-phone.ts';

const browser = useBrowser();
const ADMIN = 'journey-connection-admin-0123';
const SCREENS = '/work/screens';
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-journey-connection-'));
  server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A phone whose status line texts (from each page load on) are kept in window.statusLines, and whose WebSocket
 * connection attempts are counted in window.socketsOpened.
 */
async function watchedPhone(colorScheme: ColorScheme) {
  const phone = await journeyPhone(browser(), colorScheme);
  await phone.context.addInitScript(() => {
    const lines: string[] = [];
    const w = window as unknown as { statusLines: string[]; socketsOpened: number };
    w.statusLines = lines;
    w.socketsOpened = 0;
    new MutationObserver(() => {
      const text = document.querySelector('.event-status')?.textContent;
      if (text && lines.at(-1) !== text) lines.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        w.socketsOpened++;
      }
    };
  });
  return phone;
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { statusLines: string[]; socketsOpened: number };
    return { lines: w.statusLines.slice(), sockets: w.socketsOpened };
  });

const inviteOf = (e: Awaited<ReturnType<typeof createEventOver>>, head = false) =>
  `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, ...(head ? { h: e.headJudge, k: e.headKey } : {}) })}`;

describe.each(['light', 'dark'] as const)('A judge reloading the Event page (%s)', (colorScheme) => {
  it(
    'is told "connecting" (or "syncing"), then connected: never "offline" before an attempt has failed',
    { timeout: 120_000 },
    async () => {
      const e = await createEventOver(server.httpUrl, ADMIN, `Reload Cup ${colorScheme}`, 'Hana');
      const { context, page } = await watchedPhone(colorScheme);
      try {
        await page.goto(inviteOf(e, true));
        await confirmAndJoin(page, 'Hana');
        for (let i = 0; i < 3; i++) {
          await page.reload();
          await expect.poll(() => eventStatus(page).getAttribute('data-sync'), { timeout: 20_000 }).toBe('connected');
          const { lines } = await seen(page);
          // The status line shows once the Event page has rendered; the session (started by the header) may have its
          // connection open by then, so the line may start at "syncing" (or, later still, "connected"). It says only
          // connecting, syncing or connected, never offline, and ends connected.
          const states = lines.map((line) => line.replace(`Reload Cup ${colorScheme} · `, ''));
          expect(states, states.join(' → ')).toEqual(
            states.filter((state) => ['connecting', 'syncing', 'connected'].includes(state)),
          );
          expect(states.at(-1)).toBe('connected');
        }
      } finally {
        await context.close();
      }
    },
  );
});

// Three phones over a minute: run in the dark scheme only.
describe('A floor judge removed from the event (dark)', () => {
  it(
    'sees the header clock and the Event page say the clock is stale, and the phone stops asking the server, which says so once',
    { timeout: 180_000 },
    async () => {
      const e = await createEventOver(server.httpUrl, ADMIN, 'Revoked Open', 'Hana');
      const phones: BrowserContext[] = [];
      try {
        const head = await watchedPhone('dark');
        const floor = await watchedPhone('dark');
        phones.push(head.context, floor.context);
        await head.page.goto(inviteOf(e, true));
        await confirmAndJoin(head.page, 'Hana');
        await floor.page.goto(inviteOf(e));
        await confirmAndJoin(floor.page, 'Rex Revoked');
        const controls = head.page.getByRole('region', { name: 'Round clock controls' });
        await controls.getByLabel('Round').fill('Round 1');
        await controls.getByRole('button', { name: 'Start a new round' }).click();
        const navClock = floor.page.locator('.nav-clock');
        await expect.poll(() => navClock.textContent()).toContain('Round 1');

        // The head judge revokes the phone, then pauses the clock: the removed phone cannot know of the pause.
        const team = head.page.getByRole('region', { name: 'Judge team' });
        await team.locator('li', { hasText: 'Rex Revoked' }).getByRole('button', { name: 'Revoke' }).click();
        await expect.poll(() => eventStatus(floor.page).getAttribute('data-sync'), { timeout: 15_000 }).toBe('refused');
        await head.page.getByRole('button', { name: 'Pause' }).click();
        await expect.poll(() => head.page.locator('section.round-clock').textContent()).toContain('(paused)');

        // Its clocks say they are not the team's any more, and no time that could pass for the team's.
        await expect.poll(() => navClock.getAttribute('data-stale')).toBe('revoked');
        expect(await navClock.textContent()).toContain('removed');
        expect(await navClock.textContent()).not.toMatch(/\d+:\d\d/);
        const banner = floor.page.locator('section.round-clock');
        expect(await banner.textContent()).toContain('stale: removed from the event');
        expect(await banner.textContent()).not.toMatch(/\d+:\d\d/);
        // It offers nothing a team member does (each would only wait on this phone forever); the team log stays
        // readable, and leaves the phone as a file.
        for (const name of [/^Extend/, /^Log for the team$/, /^Claim/, /^Import rulings/, /^Delete$/, /^Revoke$/])
          expect(await floor.page.getByRole('button', { name }).count(), String(name)).toBe(0);
        expect(await floor.page.locator('form').count()).toBe(0);
        const teamLog = floor.page.getByRole('region', { name: 'Team ruling log' });
        expect(await teamLog.textContent()).toContain('This phone was removed from the event');
        const [file] = await Promise.all([
          floor.page.waitForEvent('download'),
          teamLog.getByRole('button', { name: 'Export the team log (JSON)' }).click(),
        ]);
        expect(file.suggestedFilename()).toBe(`rulekeeper-${e.event}.json`);
        expect(await wcagViolations(floor.page)).toEqual([]);
        mkdirSync(SCREENS, { recursive: true });
        await floor.page.screenshot({ path: `${SCREENS}/31-revoked-clock-dark-360.png` });

        // The judge reloads: one attempt, refused, and no other after it. The page's clock is run forward (a minute
        // at a time) rather than waited on: every retry timer the provider could set fires, without a fixed sleep.
        await floor.page.clock.install();
        await floor.page.reload();
        await expect.poll(() => eventStatus(floor.page).getAttribute('data-sync'), { timeout: 15_000 }).toBe('refused');
        await expect.poll(() => navClock.getAttribute('data-stale')).toBe('revoked');
        await floor.page.clock.runFor(60_000);
        expect((await seen(floor.page)).sockets).toBe(1);
        await floor.context.setOffline(true);
        await floor.context.setOffline(false);
        await floor.page.clock.runFor(60_000);
        expect((await seen(floor.page)).sockets).toBe(1);

        // The server said it once: the revocation, and one refusal of the judge (no raw Hocuspocus line).
        const said = server
          .output()
          .split('\n')
          .filter((l) => l.includes('revoked'));
        expect(said).toEqual([
          expect.stringMatching(/^event evt-\S+: judge judge-\S+ revoked$/),
          expect.stringMatching(/^refused judge evt-\S+\/judge-\S+: revoked \(said once; the phone stops asking\)$/),
        ]);
      } finally {
        for (const context of phones) await context.close();
      }
    },
  );
});
