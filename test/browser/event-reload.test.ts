import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEventOver } from '../../src/server/spawn-server.ts';
import { newPhone, useBrowser } from './harness.ts';
import { useSyncServer } from './sync-server.ts';

const browser = useBrowser();
const ADMIN = 'browser-test-admin-secret-0123';
const server = useSyncServer(ADMIN);

async function joinByLink(page: Page, link: string, name: string): Promise<void> {
  page.on('dialog', (d) => void d.accept());
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => page.locator('.event-status').getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
}

async function logForTeam(page: Page, question: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log a ruling for the team' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Ruling').fill('No: a passed player cannot bluff.');
  await form.getByRole('button', { name: 'Log for the team' }).click();
}

const teamLogHas = (page: Page, question: string) =>
  page.getByRole('region', { name: 'Team ruling log' }).locator('.event-question', { hasText: question }).count();

const clockText = (page: Page) =>
  page
    .locator('section.round-clock')
    .textContent()
    .catch(() => '');

describe('event mode across reloads, real server and Chromium', { timeout: 600_000 }, () => {
  it('after each of 20 reloads (head and floor in turn) the clock change and both rulings reach both phones within 3 s, none refused', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Reload Open', 'Hana Head');
    const invite = `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret })}`;
    const head = await newPhone(browser());
    const floor = await newPhone(browser());
    const phones = [head.page, floor.page];
    const waits: number[] = [];
    try {
      await joinByLink(head.page, `${invite}&${new URLSearchParams({ h: e.headJudge, k: e.headKey })}`, 'Hana Head');
      await joinByLink(floor.page, invite, 'Flo Floor');
      const team = head.page.getByRole('region', { name: 'Judge team' });
      await expect.poll(() => team.getByText('Flo Floor (floor judge)').count(), { timeout: 15_000 }).toBe(1);

      for (let cycle = 1; cycle <= 20; cycle++) {
        const reloaded = cycle % 2 ? head.page : floor.page;
        await reloaded.reload();
        await expect
          .poll(() => reloaded.locator('.event-status').getAttribute('data-online'), { timeout: 15_000 })
          .toBe('true');
        // The head judge starts a round named for the cycle (paused on even cycles); each phone logs a ruling.
        const controls = head.page.getByRole('region', { name: 'Round clock controls' });
        await controls.getByLabel('Round').fill(`Round ${cycle}`);
        const started = Date.now();
        await controls.getByRole('button', { name: 'Start a new round' }).click();
        if (cycle % 2 === 0) await controls.getByRole('button', { name: 'Pause' }).click();
        await logForTeam(head.page, `Head question ${cycle}?`);
        await logForTeam(floor.page, `Floor question ${cycle}?`);
        for (const page of phones) {
          await expect
            .poll(
              async () => {
                const text = (await clockText(page)) ?? '';
                return text.includes(`Round ${cycle} `) && text.includes('(paused)') === (cycle % 2 === 0);
              },
              { timeout: 3_000 },
            )
            .toBe(true);
          await expect.poll(() => teamLogHas(page, `Head question ${cycle}?`), { timeout: 3_000 }).toBe(1);
          await expect.poll(() => teamLogHas(page, `Floor question ${cycle}?`), { timeout: 3_000 }).toBe(1);
        }
        waits.push(Date.now() - started);
      }
      // Every ruling of every cycle is on both phones, and the server refused nothing.
      for (const page of phones)
        await expect
          .poll(() => page.getByRole('region', { name: 'Team ruling log' }).locator('.event-question').count())
          .toBe(40);
      expect(server.output()).not.toContain('refused');
      console.log(
        `reload cycles: from the clock change to both phones showing it and both rulings, ms: ${waits.join(' ')}`,
      );
    } catch (err) {
      // What each phone showed and what the server logged, to tell a lost change from a slow one.
      for (const page of phones) console.log(await page.locator('main').innerText());
      console.log(server.output());
      throw err;
    } finally {
      await head.context.close();
      await floor.context.close();
    }
  });
});
