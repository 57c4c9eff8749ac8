import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../../src/core/event/protocol.ts';
import { createEventOver } from '../../src/server/spawn-server.ts';
import { newPhone, useBrowser } from './harness.ts';
import { useSyncServer } from './sync-server.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-0123';
const server = useSyncServer(ADMIN);

/** A phone whose every status line text, from each page load on, is recorded in window.statusLines. */
async function watchedPhone() {
  const phone = await newPhone(browser());
  await phone.context.addInitScript(() => {
    const lines: string[] = [];
    (window as unknown as { statusLines: string[] }).statusLines = lines;
    new MutationObserver(() => {
      const text = document.querySelector('.event-status')?.textContent;
      if (text && lines.at(-1) !== text) lines.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  phone.page.on('dialog', (d) => void d.accept());
  return phone;
}

const statusLines = (page: Page) =>
  page.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines.slice());

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => page.locator('.event-status').count()).toBe(1);
}

async function logForTeam(page: Page, question: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log a ruling for the team' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Ruling').fill('No: a passed player cannot bluff.');
  await form.getByRole('button', { name: 'Log for the team' }).click();
}

/** What a refused phone shows: refused in the status line, why in an alert, and on team actions that they stay here. */
async function expectRefused(page: Page, reason: keyof typeof REFUSALS): Promise<void> {
  await expect.poll(() => page.locator('.event-status').getAttribute('data-sync'), { timeout: 15_000 }).toBe('refused');
  expect(await page.locator('.event-status').textContent()).toContain('not shared: the sync server refused this phone');
  await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(REFUSALS[reason]);
  if (reason === 'revoked') {
    // Removed by the head judge: no team form (what it logged would wait forever); the team log stays readable.
    const log = page.getByRole('region', { name: 'Team ruling log' });
    await expect.poll(() => log.textContent()).toContain('This phone was removed from the event');
    expect(await page.getByRole('form', { name: 'Log a ruling for the team' }).count()).toBe(0);
    expect(await log.locator('h2').textContent()).toMatch(/^Team log \(\d+\), as on this phone$/);
    return;
  }
  const form = page.getByRole('form', { name: 'Log a ruling for the team' });
  expect(await form.getByRole('note').textContent()).toContain('stays on this phone');
  await logForTeam(page, `Logged while refused (${reason})?`);
  const ruling = page.locator('.event-ruling-item', { hasText: `Logged while refused (${reason})?` });
  await expect.poll(() => ruling.getByRole('note').textContent()).toContain(`Not shared: ${REFUSALS[reason]}`);
  await expect
    .poll(() => page.getByRole('region', { name: 'Team ruling log' }).locator('h2').textContent())
    .toMatch(/^Team log \(\d+\), as on this phone$/);
}

describe('the event status line with a real sync server', { timeout: 180_000 }, () => {
  it('never says connected to a phone with a wrong join secret, an unknown event, or a revoked phone, before or after a reload', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Status Open', 'Hana Head');
    const invite = { s: server.url, e: e.event, j: e.joinSecret };
    const head = await watchedPhone();
    const wrong = await watchedPhone();
    const unknown = await watchedPhone();
    const revoked = await watchedPhone();
    try {
      await joinByLink(head.page, `/event#${new URLSearchParams({ ...invite, h: e.headJudge, k: e.headKey })}`, 'Hana');
      await expect.poll(() => head.page.locator('.event-status').getAttribute('data-sync')).toBe('connected');

      await joinByLink(
        wrong.page,
        `/event#${new URLSearchParams({ ...invite, j: 'an-old-join-secret' })}`,
        'Wes Wrong',
      );
      await expectRefused(wrong.page, 'bad-secret');
      await joinByLink(
        unknown.page,
        `/event#${new URLSearchParams({ ...invite, e: 'evt-not-on-this-server' })}`,
        'Una',
      );
      await expectRefused(unknown.page, 'unknown-event');

      await joinByLink(revoked.page, `/event#${new URLSearchParams(invite)}`, 'Rex Revoked');
      await expect.poll(() => revoked.page.locator('.event-status').getAttribute('data-sync')).toBe('connected');
      const before = (await statusLines(revoked.page)).length;
      const team = head.page.getByRole('region', { name: 'Judge team' });
      await team.locator('li', { hasText: 'Rex Revoked' }).getByRole('button', { name: 'Revoke' }).click();
      await expectRefused(revoked.page, 'revoked');
      expect((await statusLines(revoked.page)).slice(before).join('\n')).not.toContain('connected');

      for (const phone of [wrong, unknown, revoked]) {
        await phone.page.reload();
        await expect
          .poll(() => phone.page.locator('.event-status').getAttribute('data-sync'), { timeout: 15_000 })
          .toBe('refused');
        // Watched every frame for 1.5 s, time for a (wrong) reconnect: the status stays refused throughout.
        const seen = await phone.page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              const states: string[] = [];
              const end = performance.now() + 1500;
              const look = () => {
                states.push(document.querySelector('.event-status')?.getAttribute('data-sync') ?? '');
                if (performance.now() < end) requestAnimationFrame(look);
                else resolve(states);
              };
              look();
            }),
        );
        expect(new Set(seen)).toEqual(new Set(['refused']));
        const lines = await statusLines(phone.page);
        expect(lines.join('\n')).not.toContain('connected');
        expect(lines.at(-1)).toContain('refused this phone');
      }
      expect((await statusLines(wrong.page)).join('\n')).not.toContain('connected');
    } finally {
      for (const phone of [head, wrong, unknown, revoked]) await phone.context.close();
    }
  });

  it('counts what waits to be sent while offline and says connected once the server has it', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Offline Open', 'Hana Head');
    const phone = await watchedPhone();
    try {
      await joinByLink(
        phone.page,
        `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret })}`,
        'Flo',
      );
      const status = phone.page.locator('.event-status');
      await expect.poll(() => status.getAttribute('data-sync'), { timeout: 15_000 }).toBe('connected');
      await phone.context.setOffline(true);
      await expect.poll(() => status.getAttribute('data-sync')).toBe('offline');
      await logForTeam(phone.page, 'First offline question?');
      await logForTeam(phone.page, 'Second offline question?');
      await expect.poll(() => status.textContent()).toContain('offline: 2 changes wait to be sent');
      const ruling = phone.page.locator('.event-ruling-item', { hasText: 'First offline question?' });
      expect(await ruling.getByRole('note').textContent()).toContain('Not sent yet');
      await phone.context.setOffline(false);
      await expect.poll(() => status.getAttribute('data-sync'), { timeout: 20_000 }).toBe('connected');
      expect(await ruling.getByRole('note').count()).toBe(0);
    } finally {
      await phone.context.close();
    }
  });
});
