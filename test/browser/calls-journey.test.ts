import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../src/server/spawn-server.ts';
import { newPhone, searchReady, syncPort, useBrowser } from './harness.ts';
import { decodeQr } from './qr-decode.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-calls-journey';
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;

// The app in dist-test is built to allow exactly this server (SYNC_ORIGINS, see global-setup.ts).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-calls-journey-'));
  server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Phone = { context: BrowserContext; page: Page };

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  page.on('dialog', (d) => void d.accept());
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
const playerState = (page: Page) => page.locator('.call-state').textContent();

describe('a player calls, three judges answer: the whole journey in Chromium at 360 px', { timeout: 600_000 }, () => {
  it('goes from the printed table card to the player page, to every judge with its passage, and back', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Journey Open', 'Hana Head');
    const invite = `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret })}`;
    const phones: Phone[] = [];
    const phone = async () => {
      const p = await newPhone(browser());
      phones.push(p);
      return p;
    };
    const [head, ann, bo] = [await phone(), await phone(), await phone()];
    const judges = [head!, ann!, bo!];
    const hp = head!.page;
    try {
      await joinByLink(hp, `${invite}&${new URLSearchParams({ h: e.headJudge, k: e.headKey })}`, 'Hana Head');
      await joinByLink(ann!.page, invite, 'Ann Lee');
      await joinByLink(bo!.page, invite, 'Bo Berg');

      // The head judge sets up Rage 2018, a round, 12 tables and the call secret, then opens the table cards.
      const setup = hp.getByRole('form', { name: 'Event setup' });
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').check();
      await setup.getByRole('button', { name: 'Save the event' }).click();
      const controls = hp.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 3');
      await controls.getByLabel('Minutes').fill('50');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      const tables = hp.getByRole('form', { name: 'Number of tables' });
      await tables.getByLabel('Number of tables (1–500)').fill('12');
      await tables.getByRole('button', { name: 'Save the tables' }).click();
      await hp.getByRole('button', { name: 'Make the call secret' }).click();
      await hp.getByRole('link', { name: 'Print the table cards' }).click();
      const cards = hp.getByRole('list', { name: 'Table cards' }).getByRole('listitem');
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(12);

      // The player scans table 4's card: the QR code, read as a camera would, is the link written under it.
      const tableCard = hp.locator('.table-card[data-table="4"]');
      const written = await tableCard.locator('.table-card-link').textContent();
      const scanned = await decodeQr(tableCard.locator('.table-card-qr'), hp);
      expect(scanned).toBe(written);
      const cardLink = new URL(scanned!);
      await hp.goto('/event');

      const player = await phone();
      const pp = player.page;
      await pp.goto(cardLink.pathname + cardLink.hash);
      await pp.getByRole('button', { name: 'Call a judge' }).waitFor({ timeout: 15_000 });
      expect(await pp.locator('.call-table').textContent()).toBe('Table 4');
      const words = 'Can I bluff a combat action when I have no rage left?';
      await pp.getByLabel('What happened? (optional)').fill(words);
      // The judges' phones have been on the Event page a while, as at an event: their rules are searchable.
      for (const { page } of judges) await searchReady(page);
      // And connected: the head judge's phone has just come back from the card sheet, a reload of the Event page.
      for (const { page } of judges)
        await expect
          .poll(() => page.locator('.event-status').getAttribute('data-sync'), { timeout: 15_000 })
          .toBe('connected');
      const tapped = Date.now();
      await pp.getByRole('button', { name: 'Call a judge' }).click();

      // Within 2 s every judge's phone has the call with the player's words and the passage found for them.
      const arrivals = await Promise.all(
        judges.map(async ({ page }) => {
          const c = card(page, 4);
          await expect.poll(() => c.locator('.call-passage-link').count(), { timeout: 2_000, interval: 50 }).toBe(1);
          return Date.now() - tapped;
        }),
      );
      console.log(
        `tap on the player's page to the call with its passage on each judge's phone, ms: ${arrivals.join(' ')}`,
      );
      for (const { page } of judges) {
        expect(await card(page, 4).getByLabel("The player's words").textContent()).toBe(words);
        expect(await card(page, 4).locator('.call-passage-title').textContent()).toContain('Rage 2018');
      }
      await expect.poll(() => playerState(pp)).toMatch(/^Waiting for a judge since \d\d:\d\d\.$/);

      // A second phone at table 4 shows the open call instead of making another.
      const neighbour = await phone();
      await neighbour.page.goto(cardLink.pathname + cardLink.hash);
      await expect.poll(() => playerState(neighbour.page), { timeout: 10_000 }).toMatch(/^Waiting for a judge since/);
      expect(await neighbour.page.getByRole('button', { name: 'Call a judge' }).count()).toBe(0);

      // Ann is going: the other judges see her name, the player her first name.
      await card(ann!.page, 4).getByRole('button', { name: 'I’m going' }).click();
      for (const { page } of [head!, bo!])
        await expect
          .poll(() => card(page, 4).locator('.call-state').textContent(), { timeout: 2_000 })
          .toBe('Ann Lee is going');
      await expect.poll(() => playerState(pp), { timeout: 5_000 }).toBe('Ann is on the way.');

      // Ann escalates: the head judge's phone marks it, the player sees it.
      await card(ann!.page, 4).getByRole('button', { name: 'Escalate to head judge' }).click();
      await expect.poll(() => card(hp, 4).getAttribute('class'), { timeout: 2_000 }).toContain('call-for-head');
      await expect
        .poll(() => playerState(pp), { timeout: 5_000 })
        .toBe('With the head judge: they are looking into it.');

      // Ann logs a ruling from the call; the call links to it on the head judge's phone.
      await card(ann!.page, 4).getByRole('button', { name: 'Log a ruling' }).click();
      const form = ann!.page.getByRole('form', { name: 'Log a ruling for table 4' });
      expect(await form.getByLabel('Question').inputValue()).toBe(words);
      expect(await form.getByLabel('Round').inputValue()).toBe('Round 3');
      await form.getByLabel('Ruling').fill('No: a creature with no Rage cannot bluff a Combat Action.');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      const logged = hp
        .getByRole('region', { name: 'Team ruling log' })
        .locator('.event-ruling-item', { hasText: 'No: a creature with no Rage' });
      await expect.poll(() => logged.count(), { timeout: 5_000 }).toBe(1);
      const rulingId = await logged.getAttribute('data-ruling');
      await expect
        .poll(() => card(hp, 4).locator('[data-ruling-link]').getAttribute('data-ruling-link'), { timeout: 5_000 })
        .toBe(rulingId);

      // The head judge resolves it: the player's page says so and offers to call again.
      await card(hp, 4).getByRole('button', { name: 'Resolved' }).click();
      await expect.poll(() => playerState(pp), { timeout: 5_000 }).toMatch(/^Resolved at \d\d:\d\d\.$/);
      await pp.getByRole('heading', { name: 'Need a judge again?' }).waitFor();
      for (const { page } of judges) await expect.poll(() => card(page, 4).count(), { timeout: 5_000 }).toBe(0);

      // A new call, cancelled by the player: it leaves every judge's open calls.
      await pp.getByRole('button', { name: 'Call a judge' }).click();
      for (const { page } of judges) await expect.poll(() => card(page, 4).count(), { timeout: 2_000 }).toBe(1);
      await pp.getByRole('button', { name: 'Cancel the call' }).click();
      await expect.poll(() => playerState(pp)).toMatch(/^You cancelled the call/);
      for (const { page } of judges) await expect.poll(() => card(page, 4).count(), { timeout: 5_000 }).toBe(0);
      expect(server.output()).not.toContain('refused');
    } catch (err) {
      for (const { page } of phones)
        console.log(
          await page
            .locator('main')
            .innerText()
            .catch(() => ''),
        );
      console.log(server.output());
      throw err;
    } finally {
      for (const p of phones) await p.context.close();
    }
  });
});
