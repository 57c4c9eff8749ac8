import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeTerminalQr, headLinkIn, runSyncServerCommand } from '../unit/event/terminal-setup.ts';
import { baseURL, newPhone, syncPort, useBrowser } from './harness.ts';

const browser = useBrowser();
const dataDir = mkdtempSync(join(tmpdir(), 'rk-event-setup-'));
let server: Awaited<ReturnType<typeof runSyncServerCommand>> | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const status = (page: Page) => page.locator('.event-status');

async function confirmAndJoin(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => status(page).getAttribute('data-sync'), { timeout: 20_000 }).toBe('connected');
}

const teamLogHas = (page: Page, question: string) =>
  page.getByRole('region', { name: 'Team ruling log' }).locator('.event-question', { hasText: question }).count();

// README, Event mode, "Try it on one machine": the app built to allow ws://127.0.0.1:<port> and served (here by the
// browser tests' global setup), then the one documented command with that port and the app's address.
describe("README's event set-up, followed step by step", { timeout: 180_000 }, () => {
  it("gets from the documented command to a three-phone event: the head judge's link and QR code, their confirmed name, two floor judges", async () => {
    const app = baseURL().replace(/\/+$/, '');
    server = await runSyncServerCommand(
      [
        ...['--port', String(syncPort()), '--data', dataDir],
        ...['--create-event', 'Regionals 2026', '--head', 'Hana', '--app-url', app],
      ],
      (out) => out.includes('not shown again'),
    );
    const output = server.output();
    const link = headLinkIn(output, app);
    expect(link).not.toBeNull();
    expect(decodeTerminalQr(output)).toBe(link);

    const head = await newPhone(browser());
    const floor = await newPhone(browser());
    const third = await newPhone(browser());
    try {
      // The head judge opens the link: the name given on the server is there to confirm; they write it in full.
      await head.page.goto(link!);
      expect(await head.page.getByLabel('Your name').inputValue()).toBe('Hana');
      expect(await head.page.locator('main').innerText()).toContain('You are the head judge of “Regionals 2026”');
      await confirmAndJoin(head.page, 'Hana Hart');
      expect(await status(head.page).textContent()).toBe('Regionals 2026 · connected');
      const team = head.page.getByRole('region', { name: 'Judge team' });
      await expect.poll(() => team.getByText('Hana Hart (head judge)').count()).toBe(1);

      // Floor judges scan the invitation the head judge's Event page shows; the join page tells them what to do.
      const invite = await head.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      for (const [phone, name] of [
        [floor, 'Flo Floor'],
        [third, 'Fay Floor'],
      ] as const) {
        await phone.page.goto(invite);
        const text = await phone.page.locator('main').innerText();
        // The invitation names the event and what the judge joins as: nothing left to ask the head judge.
        expect(text).toContain('You are invited to judge “Regionals 2026” as a floor judge');
        expect(text).not.toContain('README');
        await confirmAndJoin(phone.page, name);
        expect(await status(phone.page).textContent()).toBe('Regionals 2026 · connected');
        await expect.poll(() => team.getByText(`${name} (floor judge)`).count()).toBe(1);
      }
      await expect
        .poll(() => floor.page.getByRole('region', { name: 'Judge team' }).getByText('Hana Hart (head judge)').count())
        .toBe(1);

      // A working event: a floor judge's ruling reaches everyone, and so does the head judge's round clock.
      const form = floor.page.getByRole('form', { name: 'Log a ruling for the team' });
      await form.getByLabel('Question').fill('Can Ann bluff after passing?');
      await form.getByLabel('Ruling').fill('No: a passed player cannot bluff.');
      await form.getByRole('button', { name: 'Log for the team' }).click();
      for (const phone of [head, third])
        await expect.poll(() => teamLogHas(phone.page, 'Can Ann bluff after passing?')).toBe(1);
      const controls = head.page.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 1');
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      for (const phone of [floor, third])
        await expect.poll(() => phone.page.locator('section.round-clock').textContent()).toContain('Round 1');
      expect(server.output()).not.toContain('refused');
    } finally {
      for (const phone of [head, floor, third]) await phone.context.close();
    }
  });
});
