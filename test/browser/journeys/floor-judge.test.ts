import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventOver, spawnSyncServer } from '../../../src/server/spawn-server.ts';
import { syncPort, useBrowser } from '../harness.ts';
import { decodeQr } from '../qr-decode.ts';
import {
  confirmAndJoin,
  eventStatus,
  journeyPhone,
  logFromEventForm,
  personalLog,
  teamLogHas,
} from './journey-phone.ts';

const browser = useBrowser();
const ADMIN = 'journey-floor-admin-secret-0123';
let server: Awaited<ReturnType<typeof spawnSyncServer>>;
let dataDir: string;

// The app under test is built to allow exactly this server (SYNC_ORIGINS, see global-setup.ts).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rk-journey-floor-'));
  server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret: ADMIN });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FROM_SECTION = {
  question: 'Ana passed, then played a card as a bluff: may Bo call it?',
  ruling: 'Yes: the bluff was revealed and called in time.',
};
const FROM_EVENT_FORM = {
  table: '12',
  question: 'Bo asked for time to shuffle his Umbra deck: how long?',
  ruling: 'One minute, added to table 12.',
};

// A long two-phone journey: run in the dark scheme only (the head judge's journey runs in the light one).
describe('Floor judge (dark)', { timeout: 240_000 }, () => {
  it('scans the invitation, joins, logs a ruling from a section and one from the Event page, leaves the event: every ruling they made is still in their personal log', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Spring Open', 'Hana');
    const head = await journeyPhone(browser(), 'dark');
    const floor = await journeyPhone(browser(), 'dark');
    try {
      await head.page.goto(
        `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey })}`,
      );
      await confirmAndJoin(head.page, 'Hana');

      // Scan: the floor judge's camera reads the QR code on the head judge's phone.
      const qr = head.page.getByRole('img', { name: 'Join QR code' });
      await qr.scrollIntoViewIfNeeded();
      const scratch = await head.context.newPage();
      let invitation: string | null = null;
      await expect.poll(async () => (invitation = await decodeQr(qr, scratch))).toMatch(/\/event#/);
      await scratch.close();
      await floor.page.goto(invitation!);
      await confirmAndJoin(floor.page, 'Flo Floor');

      // A ruling from a section: "Log ruling" opens the log form citing it; saving files it for the team too.
      await floor.page.goto('/rage-2018/6-9-2-bluffs');
      await floor.page.getByRole('link', { name: 'Log ruling' }).first().click();
      await floor.page.waitForURL(/\/log\/new/);
      await expect.poll(() => floor.page.getByRole('list', { name: 'Rules cited' }).textContent()).toContain('6.9.2');
      await floor.page.getByLabel('Question').fill(FROM_SECTION.question);
      await floor.page.getByLabel('Ruling given').fill(FROM_SECTION.ruling);
      await floor.page.getByRole('button', { name: 'Save ruling' }).click();
      await floor.page.waitForURL(/\/log\/[0-9a-f]{32}$/);
      await expect.poll(() => floor.page.getByRole('status').textContent()).toContain('filed in the team log');

      // A ruling from the Event page's own form.
      await floor.page.goto('/event');
      await logFromEventForm(floor.page, FROM_EVENT_FORM);
      for (const question of [FROM_SECTION.question, FROM_EVENT_FORM.question])
        await expect.poll(() => teamLogHas(head.page, question)).toBe(1);
      await expect.poll(() => eventStatus(floor.page).getAttribute('data-sync')).toBe('connected');

      // Leave the event on this phone.
      await floor.page.getByRole('button', { name: 'Leave the event on this phone' }).click();
      await expect.poll(() => floor.page.getByRole('button', { name: 'Join the event' }).count()).toBe(1);

      // Every ruling they made is still theirs.
      expect((await personalLog(floor.page, 2)).toSorted()).toEqual(
        [FROM_SECTION.question, FROM_EVENT_FORM.question].toSorted(),
      );
      const fromForm = floor.page.locator('.tk-card', { hasText: FROM_EVENT_FORM.question });
      expect(await fromForm.textContent()).toContain(FROM_EVENT_FORM.ruling);
      await fromForm.click();
      // The ruling's own page, read once it is drawn (the log's cards stay in view while its code loads).
      await floor.page.waitForURL(/\/log\/[0-9a-f]{32}$/);
      const ruling = floor.page.getByRole('article', { name: 'Ruling' });
      await expect.poll(() => ruling.count(), { timeout: 10_000 }).toBe(1);
      expect(await ruling.textContent()).toContain('Spring Open');
      expect(await ruling.textContent()).toContain('Table 12');
    } finally {
      for (const phone of [head, floor]) await phone.context.close();
    }
  });
});
