import { createConnection, createServer, type Socket } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../src/core/event/clock.ts';
import { REFUSALS } from '../../src/core/event/protocol.ts';
import type { EventSession } from '../../src/core/event/event-session.ts';
import { createEvent, fields, floor, until, type CreatedEvent } from '../unit/event/sync-harness.ts';
import { startCluster, startProxy, storedRulings, type Instance } from '../unit/scale/cluster.ts';
import { syncPort, useBrowser } from './harness.ts';
import {
  type ColorScheme,
  confirmAndJoin,
  eventStatus,
  journeyPhone,
  logFromEventForm,
  teamLogHas,
} from './journeys/journey-phone.ts';

/**
 * Issue 33's scale-out, with two real phones of the built app among the Node ones: three sync-server instances on one
 * PostgreSQL and one Redis; the head judge's Chromium phone reaches them through a load balancer (on instance 2 until
 * that one is killed), a floor judge's Chromium phone (dark scheme) is on instance 1, four Node phones are on
 * instance 3.
 */
const browser = useBrowser();
let cluster: Awaited<ReturnType<typeof startCluster>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let door: Awaited<ReturnType<typeof frontDoor>>;
/** The instances the balancer hands new connections to (as its health checks would have it), and each hand-out. */
let route: Instance[] = [];
const handedTo: string[] = [];
const nodes: EventSession[] = [];
const contexts: BrowserContext[] = [];

/**
 * The one sync address the app under test is built to allow (SYNC_ORIGINS: the run's sync port, see global-setup.ts):
 * the venue's public address, forwarded to the balancer.
 */
async function frontDoor(port: number, to: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: to });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => (sockets.delete(s), client.destroy(), upstream.destroy()));
      s.on('error', () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}

beforeAll(async () => {
  cluster = await startCluster(3);
  proxy = await startProxy(() => {
    handedTo.push(route.map((i) => cluster.instances.indexOf(i) + 1).join('|'));
    return route.map((i) => i.port);
  });
  door = await frontDoor(syncPort(), Number(new URL(proxy.url).port));
}, 120_000);
afterAll(async () => {
  for (const s of nodes) s.destroy();
  for (const c of contexts) await c.close();
  await door?.close();
  await proxy?.close();
  await cluster?.stop();
}, 60_000);

/** A phone of the built app whose WebSocket connection attempts are counted (window.socketsOpened). */
async function chromiumPhone(colorScheme: ColorScheme): Promise<Page> {
  const { context, page } = await journeyPhone(browser(), colorScheme);
  contexts.push(context);
  await context.addInitScript(() => {
    const w = window as unknown as { socketsOpened: number };
    w.socketsOpened = 0;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        w.socketsOpened++;
      }
    };
  });
  return page;
}

const socketsOpened = (page: Page) =>
  page.evaluate(() => (window as unknown as { socketsOpened: number }).socketsOpened);

/** The ruling ids the Event page's team log shows, in order (duplicates kept, so a ruling shown twice shows). */
const pageRulings = (page: Page) =>
  page.locator('.event-ruling-item').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.ruling!));

/** The id of the ruling with this question on a page's team log. */
const idOn = (page: Page, question: string) =>
  page
    .locator('.event-ruling-item', { has: page.locator('.event-question', { hasText: question }) })
    .getAttribute('data-ruling');

/**
 * Polls every phone's check until all hold; returns the time from `from` until the last one did. Fails when 2 s
 * pass with some still missing, naming them.
 */
async function reachesAll(
  what: string,
  from: number,
  checks: Record<string, () => boolean | Promise<boolean>>,
  limitMs = 2_000,
): Promise<number> {
  const pending = new Set(Object.keys(checks));
  for (;;) {
    const results = await Promise.all([...pending].map(async (name) => [name, await checks[name]!()] as const));
    for (const [name, ok] of results) if (ok) pending.delete(name);
    const ms = Date.now() - from;
    if (pending.size === 0) return ms;
    if (ms > limitMs) throw new Error(`${what}: not on ${[...pending].join(', ')} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('three instances, two Chromium phones and four Node phones', () => {
  it(
    'rulings and clock changes from each reach all within 2 s; a revocation through instance 2 cuts the phone on instance 1; a phone whose instance is killed carries on through another, losing nothing',
    { timeout: 150_000 },
    async () => {
      const [one, two, three] = cluster.instances as [Instance, Instance, Instance];
      const e: CreatedEvent = await createEvent(one, 'Convention, hall C');
      const figures: string[] = [];

      // The floor judge's phone joins while the balancer hands connections to instance 1, the head judge's while it
      // hands them to instance 2; each phone keeps its one WebSocket (one per phone, every document on it).
      route = [one];
      const flo = await chromiumPhone('dark');
      await flo.goto(`/event#${new URLSearchParams({ s: door.url, e: e.event, j: e.joinSecret })}`);
      await confirmAndJoin(flo, 'Flo Floor');
      route = [two];
      const hana = await chromiumPhone('light');
      const headLink = { s: door.url, e: e.event, j: e.joinSecret, h: e.headJudge, k: e.headKey };
      await hana.goto(`/event#${new URLSearchParams(headLink)}`);
      await confirmAndJoin(hana, 'Hana Head');
      expect(handedTo).toEqual(['1', '2']);
      expect(await socketsOpened(flo)).toBe(1);
      expect(await socketsOpened(hana)).toBe(1);

      // The event made on instance 1 is joined on instance 3 by the Node phones.
      nodes.push(...[1, 2, 3, 4].map((n) => floor(three.url, e, n)));
      await until('every Node phone sees the whole team', () => nodes.every((s) => s.roster.length === 6), 20_000);
      expect(nodes[0]!.info?.name).toBe('Convention, hall C');
      const team = hana.getByRole('region', { name: 'Judge team' });
      await expect.poll(() => team.getByText('Floor 4 (floor judge)').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => flo.getByText('Floor 4 (floor judge)').count(), { timeout: 10_000 }).toBe(1);
      const floJudge = nodes[0]!.roster.find((j) => j.name === 'Flo Floor')!.judge;
      // Each Chromium phone's judge joined on its own instance.
      expect(one.output()).toContain(`event ${e.event}: judge ${floJudge} joined`);
      expect(two.output()).not.toContain(`judge ${floJudge} joined`);

      const expected: string[] = [];
      const nodeHas = (id: () => string | null) =>
        Object.fromEntries(nodes.map((s, n) => [`Node phone ${n + 1}`, () => s.log.some((r) => r.id === id())]));

      // A ruling from each Chromium phone and from a Node phone reaches every phone.
      const rulings: [string, Page | EventSession, string][] = [
        ['the floor judge’s Chromium phone (instance 1)', flo, 'Can a floor judge’s ruling cross instances?'],
        ['the head judge’s Chromium phone (instance 2)', hana, 'Does the head judge’s ruling reach instance 3?'],
        ['a Node phone (instance 3)', nodes[0]!, 'Does a Node phone’s ruling reach both Chromium phones?'],
      ];
      for (const [from, phone, question] of rulings) {
        const at = Date.now();
        let id: string | null = null;
        if ('goto' in phone) await logFromEventForm(phone, { table: '4', question, ruling: 'Yes.' });
        else phone.logRuling((id = `node-${expected.length}`), `rev-${id}`, fields({ question, table: '4' }));
        const ms = await reachesAll(`the ruling from ${from}`, at, {
          'the head judge’s Chromium phone': async () => (await teamLogHas(hana, question)) === 1,
          'the floor judge’s Chromium phone': async () => (await teamLogHas(flo, question)) === 1,
          ...nodeHas(() => id),
          // The id of a ruling logged on a page is read from that page.
          ...(id ? {} : { 'its id': async () => (id = await idOn(phone as Page, question)) !== null }),
        });
        expected.push(id!);
        figures.push(`ruling from ${from}: on all six phones in ${ms} ms`);
      }

      // Clock changes: the head judge's round clock (the head judge's alone), time extensions from the floor.
      const controls = hana.getByRole('region', { name: 'Round clock controls' });
      await controls.getByLabel('Round').fill('Round 1');
      let at = Date.now();
      await controls.getByRole('button', { name: 'Start a new round' }).click();
      const shows = (page: Page, text: string) => async () =>
        ((await page.locator('.nav-clock').textContent()) ?? '').includes(text);
      let ms = await reachesAll('the round clock started on the head judge’s phone', at, {
        'the floor judge’s Chromium phone': shows(flo, 'Round 1'),
        ...Object.fromEntries(nodes.map((s, n) => [`Node phone ${n + 1}`, () => s.clock?.round === 'Round 1'])),
      });
      figures.push(`round clock started on the head judge’s Chromium phone: on all in ${ms} ms`);
      at = Date.now();
      await hana.getByRole('button', { name: 'Pause' }).click();
      ms = await reachesAll('the pause', at, {
        'the floor judge’s Chromium phone': async () =>
          ((await flo.locator('section.round-clock').textContent()) ?? '').includes('(paused)'),
        ...Object.fromEntries(nodes.map((s, n) => [`Node phone ${n + 1}`, () => !!s.clock && !isRunning(s.clock)])),
      });
      figures.push(`clock paused on the head judge’s Chromium phone: on all in ${ms} ms`);

      const granted = (page: Page, line: string) => async () =>
        (await page.getByRole('list', { name: 'Extensions granted' }).getByText(line).count()) === 1;
      const extensions = flo.getByRole('region', { name: 'Time extensions' });
      await extensions.getByRole('button', { name: 'Extend a table’s time' }).click();
      const extend = extensions.getByRole('form', { name: 'Time extension' });
      await extend.getByLabel('Table').fill('7');
      await extend.getByLabel('Minutes to add').fill('3');
      at = Date.now();
      await extend.getByRole('button', { name: 'Extend table 7 by 3 min' }).click();
      ms = await reachesAll('the extension from the floor judge’s Chromium phone', at, {
        'the head judge’s Chromium phone': granted(hana, 'Table 7: +3 min, by Flo Floor'),
        ...Object.fromEntries(
          nodes.map((s, n) => [`Node phone ${n + 1}`, () => s.extensions.some((x) => x.table === '7')]),
        ),
      });
      figures.push(`time extension from the floor judge’s Chromium phone: on all in ${ms} ms`);
      at = Date.now();
      nodes[1]!.grantExtension({ round: 'Round 1', table: '9', ms: 2 * 60_000 });
      ms = await reachesAll('the extension from a Node phone', at, {
        'the head judge’s Chromium phone': granted(hana, 'Table 9: +2 min, by Floor 2'),
        'the floor judge’s Chromium phone': granted(flo, 'Table 9: +2 min, by Floor 2'),
        ...Object.fromEntries(
          nodes.map((s, n) => [`Node phone ${n + 1}`, () => s.extensions.some((x) => x.table === '9')]),
        ),
      });
      figures.push(`time extension from a Node phone: on all in ${ms} ms`);

      // The head judge, on instance 2, removes the floor judge's phone, on instance 1: its Event page says so.
      at = Date.now();
      await team.locator('li', { hasText: 'Flo Floor' }).getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => eventStatus(flo).getAttribute('data-sync'), { timeout: 5_000 }).toBe('refused');
      figures.push(`revocation through instance 2: the phone on instance 1 cut off in ${Date.now() - at} ms`);
      expect(await flo.getByRole('alert').allTextContents()).toContain(REFUSALS.revoked);
      expect(await eventStatus(flo).textContent()).toContain('the sync server refused this phone');
      // What it had stays on it.
      for (const [, , question] of rulings) expect(await teamLogHas(flo, question)).toBe(1);
      expect(two.output()).toContain(`event ${e.event}: judge ${floJudge} revoked`);
      const floSockets = await socketsOpened(flo);

      // kill -9 of instance 2 while the Node phones log: the head judge's phone goes offline and logs meanwhile.
      const nodeIds: string[] = [];
      let logging = true;
      const nodesLog = (async () => {
        for (let turn = 0; logging || turn < 8; turn++) {
          nodes.forEach((s, n) => {
            const id = `kill-${n + 1}-${turn}`;
            s.logRuling(id, `rev-${id}`, fields({ question: `Logged while instance 2 died: ${id}`, table: '5' }));
            nodeIds.push(id);
          });
          await new Promise((r) => setTimeout(r, 150));
        }
      })();
      await until('the Node phones have logged a few', () => nodeIds.length >= 8, 5_000);
      const killedAt = Date.now();
      await two.kill();
      await expect.poll(() => eventStatus(hana).getAttribute('data-sync'), { timeout: 10_000 }).toBe('offline');
      figures.push(`kill -9 of instance 2: the head judge's phone offline after ${Date.now() - killedAt} ms`);
      const outage = ['Logged during the outage: one?', 'Logged during the outage: two?'];
      for (const question of outage) await logFromEventForm(hana, { table: '8', question, ruling: 'Kept.' });
      const outageIds = (await Promise.all(outage.map((q) => idOn(hana, q)))) as string[];
      expect(outageIds.every((id) => id !== null)).toBe(true);
      // The phone says they are kept on it, not yet sent.
      const unsentNotes = () =>
        hana
          .locator('.event-ruling-item', { has: hana.locator('.event-unsent') })
          .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.ruling));
      await expect.poll(unsentNotes, { timeout: 10_000 }).toEqual(expect.arrayContaining(outageIds));
      await expect.poll(() => eventStatus(hana).textContent()).toContain('2 changes wait to be sent');
      // The balancer's health check takes the dead instance out: the phone's next attempt reaches another.
      const handedBefore = handedTo.length;
      const restoredAt = Date.now();
      route = [one, two, three];
      await expect.poll(() => eventStatus(hana).getAttribute('data-sync'), { timeout: 20_000 }).toBe('connected');
      const reconnectedAt = Date.now();
      figures.push(
        `instance 2 out of the balancer after ${restoredAt - killedAt} ms; the phone reconnected through another ${reconnectedAt - restoredAt} ms later`,
      );
      logging = false;
      await nodesLog;
      expect(handedTo.length).toBeGreaterThan(handedBefore);
      expect(await unsentNotes()).toEqual([]);
      expected.push(...outageIds, ...nodeIds);

      // Every phone still in the team ends with every ruling, each once.
      const everyRuling = [...expected].sort();
      const nodeRulings = (s: EventSession) => s.log.map((r) => r.id).sort();
      const allOnNodes = (phones: EventSession[]) =>
        until(
          'every Node phone has every ruling',
          () => phones.every((s) => nodeRulings(s).length >= everyRuling.length),
          30_000,
        ).catch((err: Error) => {
          const states = phones.map(
            (s) => `${s.me.judge}: ${s.log.length}/${everyRuling.length} ${JSON.stringify(s.sync)}`,
          );
          throw new Error(`${err.message}\n${states.join('\n')}`);
        });
      await allOnNodes(nodes);
      for (const s of nodes) expect(nodeRulings(s), s.me.judge).toEqual(everyRuling);
      await expect
        .poll(async () => (await pageRulings(hana)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(everyRuling.length);
      expect((await pageRulings(hana)).sort()).toEqual(everyRuling);
      figures.push(
        `after the kill: all ${everyRuling.length} rulings on every phone, each once, ${Date.now() - reconnectedAt} ms after the reconnection`,
      );
      // What it logged during the outage is in PostgreSQL, in the head judge's document.
      await expect
        .poll(async () => (await storedRulings(cluster.postgres.url, e.event)).get(e.headJudge) ?? [], {
          timeout: 20_000,
        })
        .toEqual(expect.arrayContaining(outageIds));

      // Instance 2 restarted: a judge joining on it gets every ruling, once.
      await two.restart();
      const late = floor(two.url, e, 5);
      nodes.push(late);
      await allOnNodes([late]);
      expect(nodeRulings(late)).toEqual(everyRuling);

      // The removed phone never asked again, the whole while.
      expect(await socketsOpened(flo)).toBe(floSockets);
      expect(await eventStatus(flo).getAttribute('data-sync')).toBe('refused');
      console.log(`scale-out with Chromium phones:\n  ${figures.join('\n  ')}`);
    },
  );
});
