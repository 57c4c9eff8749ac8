import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeTerminalQr, headLinkIn, runSyncServerCommand } from '../../unit/event/terminal-setup.ts';
import { baseURL, syncPort, useBrowser } from '../harness.ts';
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
const dataDir = mkdtempSync(join(tmpdir(), 'rk-journey-head-'));
let server: Awaited<ReturnType<typeof runSyncServerCommand>> | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIRST = {
  table: '7',
  question: 'Fay bluffed after passing her turn: does the bluff stand?',
  ruling: 'No: a player who passed cannot bluff; the card returns to her hand.',
};

// A long three-phone journey: run in the light scheme only (the floor judge's journey runs in the dark one).
describe('Head judge (light)', { timeout: 240_000 }, () => {
  it("runs the README's one command, opens the printed link, sets the event up, shows the QR code to two floor judges, logs the first ruling on the Event page: it is in the head judge's personal log and on both floor phones", async () => {
    const app = baseURL().replace(/\/+$/, '');
    // README, Event mode: the one command, with the port the app under test was built to allow.
    server = await runSyncServerCommand(
      [
        ...['--port', String(syncPort()), '--data', dataDir],
        ...['--create-event', 'Regionals 2026', '--head', 'Hana', '--app-url', app],
      ],
      (out) => out.includes('not shown again'),
    );
    const link = headLinkIn(server.output(), app);
    expect(link).not.toBeNull();
    expect(decodeTerminalQr(server.output())).toBe(link);

    const head = await journeyPhone(browser(), 'light');
    const floors = [await journeyPhone(browser(), 'light'), await journeyPhone(browser(), 'light')];
    try {
      // The printed link, opened on the head judge's phone: confirm the name, join.
      await head.page.goto(link!);
      expect(await head.page.getByLabel('Your name').inputValue()).toBe('Hana');
      await confirmAndJoin(head.page, 'Hana');

      // Set-up: dates, a rulebook, the rounds.
      const setup = head.page.getByRole('form', { name: 'Event setup' });
      await setup.getByLabel('First day').fill('2026-05-02');
      await setup.getByLabel('Last day').fill('2026-05-03');
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByRole('checkbox').first().check();
      await setup.getByLabel('Rounds (comma-separated)').fill('Round 1, Round 2, Top 8');
      await setup.getByRole('button', { name: 'Save the event' }).click();
      expect(await setup.getByRole('alert').count()).toBe(0);

      // The QR code on the head judge's Event page, scanned by each floor judge's camera.
      const qr = head.page.getByRole('img', { name: 'Join QR code' });
      await qr.scrollIntoViewIfNeeded();
      const scratch = await head.context.newPage();
      let invitation: string | null = null;
      await expect.poll(async () => (invitation = await decodeQr(qr, scratch))).toMatch(/\/event#/);
      await scratch.close();
      for (const [i, floor] of floors.entries()) {
        await floor.page.goto(invitation!);
        await confirmAndJoin(floor.page, `Floor ${i + 1}`);
        expect(await eventStatus(floor.page).textContent()).toBe('Regionals 2026 · connected');
      }

      // The first ruling of the event, from the Event page's own form.
      await logFromEventForm(head.page, FIRST);
      for (const floor of floors) await expect.poll(() => teamLogHas(floor.page, FIRST.question)).toBe(1);
      await expect.poll(() => teamLogHas(head.page, FIRST.question)).toBe(1);
      await expect.poll(() => eventStatus(head.page).getAttribute('data-sync')).toBe('connected');

      // The head judge's own record of it: in the personal log, with its ruling and the event's name.
      expect(await personalLog(head.page, 1)).toEqual([FIRST.question]);
      const card = head.page.locator('.tk-card', { hasText: FIRST.question });
      expect(await card.textContent()).toContain(FIRST.ruling);
      await card.click();
      // The ruling's own page, read once it is drawn (the log's card names the event too).
      await head.page.waitForURL(/\/log\/[0-9a-f]{32}$/);
      const ruling = head.page.getByRole('article', { name: 'Ruling' });
      await expect.poll(() => ruling.count(), { timeout: 10_000 }).toBe(1);
      expect(await ruling.textContent()).toContain('Regionals 2026');
      expect(server.output()).not.toContain('refused');
    } finally {
      for (const phone of [head, ...floors]) await phone.context.close();
    }
  });
});
