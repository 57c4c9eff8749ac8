import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../src/server/spawn-server.ts';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-event-page';
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;

// The app in dist-test is built to allow exactly this server (SYNC_ORIGINS, see global-setup.ts).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-event-page-'));
  server = await spawnSyncServer({ dataDir, port: inject('syncPort'), adminSecret: ADMIN });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
