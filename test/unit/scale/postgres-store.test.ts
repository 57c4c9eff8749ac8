import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, SqliteEventStore, type EventStore } from '../../../src/server/event-store.ts';
import { MIGRATIONS } from '../../../src/server/postgres-migrations.ts';
import { openPool, PostgresEventStore } from '../../../src/server/postgres-event-store.ts';
import { spawnSyncServer } from '../../../src/server/spawn-server.ts';
import { ADMIN, createEvent, fields, floor, head, until } from '../event/sync-harness.ts';
import { storedRulings } from './cluster.ts';
import { startPostgres, type ThrowawayPostgres } from './services.ts';
import { reservePort } from '../../../src/server/ports.ts';

const MAIN = resolve(import.meta.dirname, '../../../src/server/main.ts');
let postgres: ThrowawayPostgres;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'rk-pgtest-'));
  dirs.push(d);
  return d;
};

/** A fresh database in the throwaway cluster, so each test starts from nothing. */
async function freshDatabase(): Promise<string> {
  const name = `t${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

/** `npm run sync-server -- ...args`, to its end: exit code and everything it printed. */
function runMain(args: string[], timeout = 60_000) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], { encoding: 'utf8', timeout });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.remove();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the PostgreSQL schema', () => {
  it('is created by versioned migrations that two instances starting at once apply once, and a restart applies none', async () => {
    const url = await freshDatabase();
    const pools = [openPool(url, () => {}), openPool(url, () => {})];
    const [a, b] = await Promise.all(pools.map((p) => PostgresEventStore.open(p)));
    // One of them applied every step; the other waited on the lock and found nothing left to do.
    expect([a!.migrated.length, b!.migrated.length].sort()).toEqual([0, MIGRATIONS.length]);
    const { rows } = await pools[0]!.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    const again = await PostgresEventStore.open(openPool(url, () => {}));
    expect(again.migrated).toEqual([]);
    await Promise.all([a!.store.close(), b!.store.close(), again.store.close()]);
  });
});

describe('the event records behave the same in SQLite and PostgreSQL', () => {
  const stores: [string, () => Promise<EventStore>][] = [
    ['SQLite', async () => new SqliteEventStore(join(tempDir(), 'events.sqlite'))],
    ['PostgreSQL', async () => (await PostgresEventStore.open(openPool(await freshDatabase(), () => {}))).store],
  ];
  it.each(stores)('%s: events, judges, keys, revocation, renaming and the call secret', async (_, open) => {
    const store = await open();
    const created = await store.createEvent('Regionals', 'Hana', new Date('2026-11-27T08:00:00Z'));
    expect(await store.event(created.event)).toEqual({
      id: created.event,
      name: 'Regionals',
      createdAt: '2026-11-27T08:00:00.000Z',
    });
    expect(await store.event('evt-nothing')).toBeNull();
    expect(await store.joinSecretMatches(created.event, created.joinSecret)).toBe(true);
    expect(await store.joinSecretMatches(created.event, 'wrong')).toBe(false);
    expect(await store.keyMatches(created.event, created.headJudge, created.headKey)).toBe(true);
    expect((await store.judge(created.event, created.headJudge))?.role).toBe('head');

    // A phone opens several documents at once: the same judge added twice at once is one judge, keeping the first key.
    const [x, y] = await Promise.all([
      store.addFloorJudge(created.event, 'floor-1', 'Flo', 'key-one-0123456789'),
      store.addFloorJudge(created.event, 'floor-1', 'Flo', 'key-one-0123456789'),
    ]);
    expect(x).toEqual(y);
    await store.addFloorJudge(created.event, 'floor-1', 'Thief', 'another-key-0123456789');
    expect(await store.keyMatches(created.event, 'floor-1', 'another-key-0123456789')).toBe(false);
    expect((await store.judges(created.event)).map((j) => j.judge)).toEqual([created.headJudge, 'floor-1']);

    await store.rename(created.event, 'floor-1', 'Florence');
    expect((await store.judge(created.event, 'floor-1'))?.name).toBe('Florence');
    expect(await store.revoke(created.event, created.headJudge)).toBe(false);
    expect(await store.revoke(created.event, 'floor-1')).toBe(true);
    expect((await store.judge(created.event, 'floor-1'))?.revoked).toBe(true);

    const rotated = await store.rotateJoinSecret(created.event);
    expect(await store.joinSecretMatches(created.event, created.joinSecret)).toBe(false);
    expect(await store.joinSecretMatches(created.event, rotated)).toBe(true);
    expect((await store.eventsNamed('Regionals')).map((e) => e.id)).toEqual([created.event]);

    expect(await store.callSecretHash(created.event)).toBeNull();
    await store.setCallSecretHash(created.event, hashSecret('call-1'));
    await store.setCallSecretHash(created.event, hashSecret('call-2'));
    expect(await store.callSecretHash(created.event)).toBe(hashSecret('call-2'));
    await store.close();
  });
});

describe('starting with a bad address', () => {
  it('refuses it in one clear line, without waiting', async () => {
    const cases: [string[], RegExp][] = [
      [['--database', 'mysql://db/rulekeeper'], /^--database: only PostgreSQL is supported/],
      [['--database', 'not an address'], /^--database: expected an address like postgres:\/\//],
      [['--redis', 'http://cache:6379'], /^--redis: expected redis:\/\/host:port/],
      [
        ['--database', postgres.url.replace(/\/postgres$/, '/no_such_database')],
        /^--database: cannot use postgres:\/\/.*no_such_database.*does not exist/,
      ],
      [['--import-sqlite', tempDir()], /^--import-sqlite copies into PostgreSQL: give --database/],
    ];
    for (const [args, message] of cases) {
      const r = runMain(['--port', '0', '--data', tempDir(), ...args]);
      expect(r.code, r.out + r.err).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err.trim()).toMatch(message);
    }
  }, 120_000);
});

describe('--import-sqlite', () => {
  it("copies a data folder's events and documents into PostgreSQL, where the phones carry on; twice changes nothing", async () => {
    // An event on the SQLite default, with a floor judge's ruling in it.
    const dataDir = tempDir();
    const port = await reservePort();
    const before = await spawnSyncServer({ dataDir, port, adminSecret: ADMIN });
    const e = await createEvent(before, 'Store championship');
    const h = head(before.url, e);
    const f = floor(before.url, e, 1);
    f.logRuling('ruling-1', 'rev-1', fields({ table: '7' }));
    await until('the head judge has the ruling', () => h.log.length === 1);
    await until('the floor judge is synced', () => f.sync.state === 'connected');
    h.destroy();
    f.destroy();
    await before.stop();

    const url = await freshDatabase();
    const first = runMain(['--database', url, '--import-sqlite', dataDir]);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/applied migration 1/);
    expect(first.out).toContain(`copied ${e.event} "Store championship": 2 judge(s), 2 document(s)`);
    expect(first.out).toContain('1 event(s) copied, 0 already there');
    expect((await storedRulings(url, e.event)).get('floor-judge-1')).toEqual(['ruling-1']);

    const second = runMain(['--database', url, '--import-sqlite', dataDir]);
    expect(second.code, second.err).toBe(0);
    expect(second.out).not.toMatch(/applied migration/);
    expect(second.out).toContain(`skipped ${e.event} "Store championship": already in PostgreSQL, left as it is`);
    expect(second.out).toContain('0 event(s) copied, 1 already there');

    // The same phones (same keys) on a server that reads PostgreSQL: the event, the roster and the ruling are there.
    const after = await spawnSyncServer({
      dataDir: tempDir(),
      port: await reservePort(),
      adminSecret: ADMIN,
      database: url,
    });
    const h2 = head(after.url, e);
    const f2 = floor(after.url, e, 1);
    const newcomer = floor(after.url, e, 2);
    try {
      await until('everyone has the imported ruling', () => [h2, f2, newcomer].every((s) => s.log.length === 1));
      await until('the roster has all three', () => h2.roster.length === 3);
      expect(h2.info?.name).toBe('Store championship');
    } finally {
      for (const s of [h2, f2, newcomer]) s.destroy();
      await after.stop();
    }
  }, 120_000);
});

describe('a connection lost while lent out', () => {
  it('is reported to the pool owner, not thrown as an uncaught error that would end the server', async () => {
    const problems: string[] = [];
    const pool = openPool(await freshDatabase(), (e) => problems.push(e.message));
    const lent = await pool.connect();
    try {
      const { rows } = await lent.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // As when PostgreSQL restarts under an open transaction: the server end of this very connection goes away.
      const admin = new pg.Client(postgres.url);
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await until('the lost connection reported', () => problems.length > 0);
      expect(problems[0]).toMatch(/terminat/i);
      await expect(lent.query('SELECT 1')).rejects.toThrow();
    } finally {
      lent.release(true);
      await pool.end();
    }
  });
});
