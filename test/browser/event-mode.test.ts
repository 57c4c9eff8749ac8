import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REFUSALS } from '../../src/core/event/protocol.ts';
import type { Ruling } from '../../src/core/toolkit/schema.ts';
import { createEventOver } from '../../src/server/spawn-server.ts';
import { EventSession } from '../../src/core/event/event-session.ts';
import { newPhone, useBrowser, downloadedText } from './harness.ts';
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

async function logForTeam(page: Page, table: string, question: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log a ruling for the team' });
  await form.getByLabel('Table').fill(table);
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Ruling').fill('No: a passed player cannot bluff.');
  await form.getByRole('button', { name: 'Log for the team' }).click();
}

const teamLogHas = (page: Page, question: string) =>
  page.getByRole('region', { name: 'Team ruling log' }).locator('.event-question', { hasText: question }).count();

describe('event mode between phones and a real sync server', { timeout: 120_000 }, () => {
  it('shares rulings between three phones, merges one logged offline, and refuses a revoked judge with a clear message', async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Spring Regionals', 'Hana Head');
    const headLink = `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey })}`;
    const head = await newPhone(browser());
    const floor = await newPhone(browser());
    const second = await newPhone(browser());
    try {
      await joinByLink(head.page, headLink, 'Hana Head');
      // The head judge sets the event up on the phone; every judge's phone shows it.
      const setup = head.page.getByRole('form', { name: 'Event setup' });
      await setup.getByLabel('Event name').fill('Spring Regionals');
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').check();
      await setup.getByLabel('Rounds (comma-separated)').fill('Round 1, Round 2');
      await setup.getByRole('button', { name: 'Save the event' }).click();
      await expect.poll(() => head.page.locator('.event-status').textContent()).toContain('Spring Regionals');
      const invite = await head.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      expect(invite).toContain(`j=${e.joinSecret}`);
      expect(invite).not.toContain(e.headKey);

      await joinByLink(floor.page, invite, 'Flo Floor');
      const team = head.page.getByRole('region', { name: 'Judge team' });
      await expect.poll(() => team.getByText('Flo Floor (floor judge)').count()).toBe(1);
      await expect.poll(() => floor.page.locator('.event-status').textContent()).toContain('Spring Regionals');

      await logForTeam(floor.page, '4', 'Can Ann bluff after passing?');
      await expect.poll(() => teamLogHas(head.page, 'Can Ann bluff after passing?')).toBe(1);
      await logForTeam(head.page, '7', 'May Bo look at the discard pile?');
      await expect.poll(() => teamLogHas(floor.page, 'May Bo look at the discard pile?')).toBe(1);

      // A third judge joins late: the log so far reaches that phone, and its ruling reaches both others.
      await joinByLink(second.page, invite, 'Fay Floor');
      await expect.poll(() => team.getByText('Fay Floor (floor judge)').count()).toBe(1);
      await expect.poll(() => teamLogHas(second.page, 'Can Ann bluff after passing?')).toBe(1);
      await expect.poll(() => teamLogHas(second.page, 'May Bo look at the discard pile?')).toBe(1);
      await logForTeam(second.page, '12', 'Does a third phone share its rulings?');
      await expect.poll(() => teamLogHas(head.page, 'Does a third phone share its rulings?')).toBe(1);
      await expect.poll(() => teamLogHas(floor.page, 'Does a third phone share its rulings?')).toBe(1);

      // Offline: the floor judge's ruling stays on the phone, then merges when the network returns.
      await floor.context.setOffline(true);
      await expect.poll(() => floor.page.locator('.event-status').getAttribute('data-online')).toBe('false');
      await logForTeam(floor.page, '9', 'Is a ruling logged offline kept?');
      expect(await teamLogHas(floor.page, 'Is a ruling logged offline kept?')).toBe(1);
      await logForTeam(head.page, '2', 'Logged by the head while the floor is offline');
      await expect.poll(() => teamLogHas(head.page, 'Logged by the head while the floor is offline')).toBe(1);
      expect(await teamLogHas(head.page, 'Is a ruling logged offline kept?')).toBe(0);
      await floor.context.setOffline(false);
      await expect.poll(() => teamLogHas(head.page, 'Is a ruling logged offline kept?'), { timeout: 20_000 }).toBe(1);
      await expect
        .poll(() => teamLogHas(floor.page, 'Logged by the head while the floor is offline'), { timeout: 20_000 })
        .toBe(1);

      // Revoked: the floor judge's phone is dropped and told why; what it had is kept.
      await team.locator('li', { hasText: 'Flo Floor' }).getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => team.getByText('Flo Floor (floor judge) — removed').count()).toBe(1);
      await expect
        .poll(() => floor.page.getByRole('alert').allTextContents(), { timeout: 20_000 })
        .toContain(REFUSALS.revoked);
      expect(await teamLogHas(floor.page, 'Can Ann bluff after passing?')).toBe(1);
      await floor.page.reload();
      await expect
        .poll(() => floor.page.getByRole('alert').allTextContents(), { timeout: 20_000 })
        .toContain(REFUSALS.revoked);
    } finally {
      await head.context.close();
      await floor.context.close();
      await second.context.close();
    }
  });

  it("files a ruling saved from the ruling form under the event and its round with the cited text as it read, and shows word by word where a teammate's text differs", async () => {
    const e = await createEventOver(server.httpUrl, ADMIN, 'Autumn Open', 'Hana Head');
    const headLink = `/event#${new URLSearchParams({ s: server.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey })}`;
    const head = await newPhone(browser());
    // A teammate whose app has another text for §6.9.2: a Node client on the same server, as a phone would be.
    const mate = new EventSession(
      {
        server: server.url,
        event: e.event,
        judge: 'judge-node-teammate',
        key: 'key-of-the-node-teammate-0123456789',
        name: 'Nia Node',
        join: e.joinSecret,
      },
      { app: '0.1.0', WebSocketPolyfill: WebSocket },
    );
    try {
      await joinByLink(head.page, headLink, 'Hana Head');
      const setup = head.page.getByRole('form', { name: 'Event setup' });
      await setup.getByLabel('Event name').fill('Autumn Open');
      await setup.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').check();
      await setup.getByRole('button', { name: 'Save the event' }).click();
      const clock = head.page.getByRole('region', { name: 'Round clock controls' });
      await clock.getByLabel('Round').fill('Round 3');
      await clock.getByRole('button', { name: 'Start a new round' }).click();
      await expect.poll(() => head.page.getByRole('timer').count()).toBe(1);

      // Search starts in the event's rulebook, on home and from the header on any page; one tap widens it.
      await head.page.goto('/');
      const filter = head.page.locator('#ruleset-filter');
      await expect.poll(() => filter.inputValue()).toBe('rage-2018');
      await head.page.locator('.search-scope').getByRole('button', { name: 'Search all rulebooks' }).click();
      await expect.poll(() => filter.inputValue()).toBe('');
      await head.page.goto('/log');
      await head.page.locator('button.header-search').click();
      const layer = head.page.getByRole('dialog', { name: 'Search the rules' });
      await expect.poll(() => layer.locator('#ruleset-filter').inputValue()).toBe('rage-2018');
      expect(await layer.locator('.search-scope').textContent()).toBe('In Rage 2018 only. Search all rulebooks');
      await layer.getByRole('button', { name: 'Search all rulebooks' }).click();
      await expect.poll(() => layer.locator('#ruleset-filter').inputValue()).toBe('');
      // On another rulebook's own pages, search starts in that rulebook.
      await head.page.goto('/warlord');
      await head.page.locator('button.header-search').click();
      await expect.poll(() => layer.locator('#ruleset-filter').inputValue()).toBe('warlord');

      // The normal way: "Log ruling" on a section, the ruling form prefilled with the event and the round.
      await head.page.goto('/rage-2018/6-9-2-bluffs');
      await head.page.getByRole('link', { name: 'Log ruling' }).click();
      const form = head.page.locator('form.tk-form');
      await expect.poll(() => form.getByLabel('Event').inputValue()).toBe('Autumn Open');
      expect(await form.getByLabel('Round').inputValue()).toBe('Round 3');
      await form.getByLabel('Question').fill('Can a creature bluff a Combat Action it has no Rage for?');
      await form.getByLabel('Ruling given').fill('Yes: that is a bluff (6.9.2).');
      await form.getByRole('button', { name: 'Save ruling' }).click();
      await expect.poll(() => head.page.url()).toMatch(/\/log\/[A-Za-z0-9_-]+$/);
      await expect
        .poll(() => head.page.getByRole('status').textContent())
        .toContain('Ruling saved and filed in the team log of Autumn Open.');

      // Filed in the team log, under the round, with the section's text and edition as this phone showed them.
      const filed = () => mate.log.find((r) => r.fields.question.startsWith('Can a creature bluff'));
      await expect.poll(() => filed()?.fields.round, { timeout: 20_000 }).toBe('Round 3');
      const cited = filed()!.fields.citations;
      expect(cited).toHaveLength(1);
      expect(cited[0]).toMatchObject({ ruleset: 'rage-2018', anchor: '6-9-2-bluffs', passage: '' });
      expect(cited[0]!.edition).not.toBe('');
      expect(cited[0]!.text).toContain('This is known as bluffing.');
      // An edit of the ruling on this phone reaches the team log as a new revision of the same ruling.
      const rulingUrl = head.page.url();
      await head.page.getByRole('button', { name: 'Edit' }).click();
      await head.page
        .locator('form.tk-form')
        .getByLabel('Ruling given')
        .fill('Yes: that is a bluff (6.9.2), and the opponent may call it.');
      await head.page.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(() => head.page.getByRole('status').textContent())
        .toContain('Changes saved, and in the team log of Autumn Open.');
      await expect
        .poll(() => filed()?.fields.ruling, { timeout: 20_000 })
        .toBe('Yes: that is a bluff (6.9.2), and the opponent may call it.');
      expect(filed()?.revisions).toBe(2);
      expect(filed()?.fields.round).toBe('Round 3');
      expect(head.page.url()).toBe(rulingUrl);
      // Still in the personal log too.
      await head.page.goto('/log');
      await expect
        .poll(() => head.page.getByText('Can a creature bluff a Combat Action it has no Rage for?').count())
        .toBeGreaterThan(0);

      // The teammate's phone cited §6.9.2 in an older wording: the head judge's phone shows the words that differ.
      const older = cited[0]!.text.replace('This is known as bluffing.', 'This is called a bluff.');
      mate.logRuling('ruling-with-older-text', 'revision-1', {
        ...filed()!.fields,
        question: 'Does a bluff need a target?',
        citations: [{ ...cited[0]!, edition: 'an older printing', text: older }],
      });
      await head.page.goto('/event');
      const item = head.page.locator('.event-ruling-item', { hasText: 'Does a bluff need a target?' });
      await expect.poll(() => item.count(), { timeout: 20_000 }).toBe(1);
      const changed = item.getByRole('note').filter({ hasText: 'reads differently' });
      await expect.poll(() => changed.count(), { timeout: 10_000 }).toBe(1);
      expect(await changed.textContent()).toContain('an older printing');
      expect(await changed.locator('del').allTextContents()).toEqual(['called a bluff.']);
      expect(await changed.locator('ins').allTextContents()).toEqual(['known as bluffing.']);
      // The ruling filed with this phone's own text shows no difference.
      const own = head.page.locator('.event-ruling-item', { hasText: 'Can a creature bluff' });
      expect(await own.locator('.event-cites li').count()).toBe(1);
      expect(await own.getByRole('note').filter({ hasText: 'reads differently' }).count()).toBe(0);

      // An event with two rulebooks: search starts in both of them, and finds nothing from the others.
      const setupAgain = head.page.getByRole('form', { name: 'Event setup' });
      await setupAgain.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('KeyForge').check();
      expect(
        await setupAgain.getByRole('group', { name: 'Rulebooks in play' }).getByLabel('Rage 2018').isChecked(),
      ).toBe(true);
      await setupAgain.getByRole('button', { name: 'Save the event' }).click();
      await head.page.goto('/');
      await expect.poll(() => filter.inputValue()).toBe('rage-2018+keyforge');
      expect(await filter.locator('option:checked').textContent()).toBe('Rage 2018 + KeyForge');
      await head.page.locator('#q').fill('attack');
      const books = head.page.locator('#search-results .ruleset-label');
      await expect.poll(() => books.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(new Set(await books.allTextContents())).toEqual(new Set(['Rage 2018', 'KeyForge']));

      // The team log exports in the personal log's format, with the round and each cited rule's text as it read.
      await head.page.goto('/event');
      const [download] = await Promise.all([
        head.page.waitForEvent('download'),
        head.page.getByRole('button', { name: 'Export the team log (JSON)' }).click(),
      ]);
      const file = await downloadedText(download);
      const exported = JSON.parse(file) as { format: string; rulings: Ruling[] };
      expect(exported.format).toBe('rulekeeper-toolkit');
      const olderRuling = exported.rulings.find((r) => r.id === 'ruling-with-older-text')!;
      expect(olderRuling).toMatchObject({ event: 'Autumn Open', round: 'Round 3' });
      expect(olderRuling.citations[0]).toMatchObject({ edition: 'an older printing', text: older });
      // It imports into a personal log: the teammate's ruling is now in the head judge's own log too.
      await head.page.goto('/log');
      await head.page.locator('.tk-transfer input[type=file]').setInputFiles({
        name: 'team.json',
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      });
      await expect.poll(() => head.page.getByText('Does a bluff need a target?').count()).toBeGreaterThan(0);
      // And a file's rulings import into the team log: new ones are added with their cited text, the rest skipped.
      const fromFile = { ...olderRuling, id: 'ruling-from-a-file', question: 'Brought in from a file' };
      await head.page.goto('/event');
      await head.page.getByLabel('Import rulings into the team log (JSON)').setInputFiles({
        name: 'more.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...exported, rulings: [...exported.rulings, fromFile] })),
      });
      await expect
        .poll(() => head.page.getByRole('status').allTextContents())
        .toContain('1 ruling(s) added to the team log; 2 already in it.');
      await expect
        .poll(() => mate.log.find((r) => r.id === 'ruling-from-a-file')?.fields.citations[0]?.text, {
          timeout: 20_000,
        })
        .toBe(older);
      const imported = head.page.locator('.event-ruling-item', { hasText: 'Brought in from a file' });
      await expect.poll(() => imported.locator('del').allTextContents()).toEqual(['called a bluff.']);

      // A teammate cited the section where an older printing numbered it (§6.9.1): its words are now at §6.9.2, so the
      // team log says the rule moved and links to where it is, as the personal log does (one engine for both).
      mate.logRuling('ruling-citing-a-moved-rule', 'revision-1', {
        ...filed()!.fields,
        question: 'Was this the bluff rule?',
        citations: [
          { ...cited[0]!, anchor: '6-9-1-bluffs', label: 'Rage 2018 §6.9.1 BLUFFS', edition: 'an older printing' },
        ],
      });
      const movedItem = head.page.locator('.event-ruling-item', { hasText: 'Was this the bluff rule?' });
      await expect
        .poll(() => movedItem.locator('.tk-card-head').textContent(), { timeout: 20_000 })
        .toContain('Rule moved');
      const moved = movedItem.getByRole('note').filter({ hasText: 'This rule has moved' });
      expect(await moved.getByRole('link').getAttribute('href')).toMatch(/\/rage-2018\/6-9-2-bluffs$/);
      expect(await own.locator('.tk-card-head').textContent()).not.toContain('Rule ');
    } finally {
      mate.destroy();
      await head.context.close();
    }
  });
});
