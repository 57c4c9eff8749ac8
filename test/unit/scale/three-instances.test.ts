import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSyncServer } from '../../../src/server/sync-server.ts';
import { newClock } from '../../../src/core/event/clock.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { ADMIN, createEvent, fields, floor, head, problems, until } from '../event/sync-harness.ts';
import { health, startCluster } from './cluster.ts';
import { startRedis } from './services.ts';

/**
 * Three server instances on one PostgreSQL and one Redis, six phones (Node clients with the app's session) spread
 * over them: what one instance decides, every instance knows.
 */
let cluster: Awaited<ReturnType<typeof startCluster>>;
const sessions: EventSession[] = [];

beforeAll(async () => {
  cluster = await startCluster(3);
}, 120_000);
afterAll(async () => {
  for (const s of sessions) s.destroy();
  await cluster?.stop();
}, 60_000);

describe('three instances on one PostgreSQL and one Redis', () => {
  it('say on /health that they reach both', async () => {
    for (const i of cluster.instances) {
      const h = await health(i.httpUrl);
      expect(h.status).toBe(200);
      expect(h.body).toMatchObject({ database: 'ok', redis: 'ok' });
    }
  });

  it('share everything: an event made on one is joined on another, rulings and the clock reach all within 2 s, a revocation on one cuts the phone off on another, the roster is written once', async () => {
    const [one, two, three] = cluster.instances as [
      (typeof cluster.instances)[0],
      (typeof cluster.instances)[0],
      (typeof cluster.instances)[0],
    ];
    const e = await createEvent(one, 'League night');
    // The head judge on instance 2; floor judges on 3, 1, 2, 3, 1 (judge 1 and 5 on instance 1).
    const h = head(two.url, e);
    sessions.push(h);
    await until('the head judge is connected', () => h.sync.state === 'connected' && h.roster.length === 1, 20_000);
    const writes = new Map<string, number>();
    h.control.getMap('roster').observe((ev) => {
      for (const key of ev.keysChanged) writes.set(key, (writes.get(key) ?? 0) + 1);
    });
    const on = [three, one, two, three, one];
    const floors = on.map((instance, n) => floor(instance.url, e, n + 1));
    sessions.push(...floors);
    const phones = [h, ...floors];
    await until('every phone sees the whole team', () => phones.every((s) => s.roster.length === 6), 20_000);
    await until('every phone is synced', () => phones.every((s) => s.sync.state === 'connected'), 20_000);
    expect(h.info?.name).toBe('League night');

    // Each floor judge logs a ruling: it reaches every phone, whichever instance each is on, within 2 s.
    const started = Date.now();
    floors.forEach((f, n) => f.logRuling(`ruling-${n + 1}`, `rev-${n + 1}`, fields({ table: String(n + 1) })));
    await until('every phone has every ruling', () => phones.every((s) => s.log.length === 5), 2_000);
    const rulingsMs = Date.now() - started;

    const clockAt = Date.now();
    h.setClock(newClock('Round 2', 50 * 60_000));
    await until('every phone shows the round clock', () => phones.every((s) => s.clock?.round === 'Round 2'), 2_000);
    const clockMs = Date.now() - clockAt;
    console.log(`rulings reached all six phones in ${rulingsMs} ms, the clock in ${clockMs} ms`);

    // Each joined judge's roster entry was written once, not once per instance or per join.
    for (const f of floors) expect(writes.get(f.me.judge), f.me.judge).toBe(1);

    // The head judge, on instance 2, revokes floor judge 2... on instance 1.
    const revokedAt = Date.now();
    expect(await h.revoke(floors[1]!.me.judge)).toBe(true);
    await until('the revoked phone on instance 1 is cut off', () => problems(floors[1]!).includes('revoked'), 5_000);
    console.log(`the revoked phone was cut off ${Date.now() - revokedAt} ms after the head judge's command`);
    // And it stays out, on every instance.
    floors[1]!.logRuling('after-revocation', 'rev-x', fields());
    await new Promise((r) => setTimeout(r, 1_000));
    expect(h.log.map((r) => r.id)).not.toContain('after-revocation');
    expect(floors[0]!.log.map((r) => r.id)).not.toContain('after-revocation');
  }, 90_000);
});

/** Opens a WebSocket and closes it: 'open', or the HTTP status of the refusal. */
function knock(url: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => (ws.close(), resolve('open')));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

describe('the per-address connection limit', () => {
  it('counts the connections to every instance together (Redis), not each process on its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-limit-'));
    // A Redis of its own: the phones of the tests above came from this address too, within the minute.
    const redis = await startRedis();
    const options = {
      port: 0,
      dataDir,
      adminSecret: ADMIN,
      connectionsPerMinute: 4,
      database: cluster.postgres.url,
      redis: redis.url,
      log: () => {},
    };
    const a = await startSyncServer(options);
    const b = await startSyncServer(options);
    try {
      const results: ('open' | number)[] = [];
      for (let i = 0; i < 6; i++) results.push(await knock((i % 2 ? b : a).url));
      expect(results).toEqual(['open', 'open', 'open', 'open', 429, 429]);
    } finally {
      await a.close();
      await b.close();
      await redis.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
