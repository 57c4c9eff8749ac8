/**
 * `npm run sync-load -- --judges N --rulings M [--partition-ms P] [--redis redis://127.0.0.1:6379]`: N simulated
 * judges (Node clients using the Hocuspocus provider, as the app does) each log M rulings against a sync server
 * this command starts (its own process, fresh data folder). Prints the time from a ruling being logged until each
 * other judge has it (p50/p95/max), the time until every judge has every ruling, the server's memory; then the
 * same with one judge cut off for P ms while everyone logs; then the same with every judge reloading once mid-run
 * (a new session and providers on the same stored documents, y-indexeddb as in the app over an in-memory
 * IndexedDB), counting the updates the server refused. With --redis, judges are split over two server processes
 * sharing Redis (scale-out).
 *
 * `npm run sync-load -- --calls 200 --judges 10 [--calls-within-ms 60000]`: judge calls instead (see calls-load.ts):
 * 200 tables calling within a minute over HTTP, 10 judges' phones syncing the calls document; delivery p50/p95/max,
 * none lost or doubled.
 *
 * Many events over several instances: `npm run sync-load -- --servers 3 --database postgres://... --redis
 * redis://... --events 100 --judges 10 --rulings 20 [--kill]` starts that many instances (their own processes)
 * behind a small load balancer, creates the events, and every judge of every event logs their rulings at once.
 * Prints the same figures plus each instance's memory and PostgreSQL's rows and bytes for these events, and checks
 * that every judge has every ruling of their event and none of another's. With --kill one instance is killed (-9)
 * halfway through; its phones reconnect through the balancer. `--servers 1 --events 100` without --database is the
 * same on one process with SQLite.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { RulingFields } from '../core/event/shared-ruling.ts';
import pg from 'pg';
import { createEventOver, freePort, spawnSyncServer } from '../server/spawn-server.ts';
import { startProxy } from '../server/tcp-balancer.ts';
import { runCallsLoad } from './calls-load.ts';
import { EventSession, type EventMembership } from '../ui/event/event-session.ts';

const { values } = parseArgs({
  options: {
    judges: { type: 'string', default: '3' },
    rulings: { type: 'string', default: '100' },
    'partition-ms': { type: 'string', default: '5000' },
    redis: { type: 'string' },
    calls: { type: 'string' },
    'calls-within-ms': { type: 'string', default: '60000' },
    servers: { type: 'string' },
    database: { type: 'string' },
    events: { type: 'string' },
    kill: { type: 'boolean', default: false },
  },
});
const JUDGES = Number(values.judges);
const RULINGS = Number(values.rulings);
const PARTITION_MS = Number(values['partition-ms']);
if (!(JUDGES >= 2 && JUDGES <= 200) || !(RULINGS >= 1 && RULINGS <= 10_000))
  throw new Error('--judges must be 2..200 and --rulings 1..10000');

const ADMIN = `load-admin-${Math.random().toString(36).slice(2)}-secret`;
const fields = (i: number, judge: number): RulingFields => ({
  round: `Round ${1 + (i % 5)}`,
  table: String(i % 40),
  players: `Player ${judge}-${i}, Player ${i}`,
  question: `Question ${i} from judge ${judge}: can a player bluff after passing in the same trick? `.repeat(2),
  ruling: `Ruling ${i}: no; a player who passed cannot bluff until the next trick (see 6.9.2). `.repeat(2),
  status: 'given',
  appealOutcome: '',
  citations: [],
  attachment: null,
});

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Records when each ruling id first appears in each judge's copy of each judge document. */
function watch(session: EventSession, seen: Map<string, number>): () => void {
  const observed = new Set<Y.Doc>();
  const timer = setInterval(() => {
    for (const doc of session.judgeDocs.values()) {
      if (observed.has(doc)) continue;
      observed.add(doc);
      const rulings = doc.getMap('rulings');
      for (const key of rulings.keys()) if (!seen.has(key)) seen.set(key, performance.now());
      rulings.observe((e) => {
        const now = performance.now();
        for (const key of e.keysChanged) if (!seen.has(key)) seen.set(key, now);
      });
    }
  }, 5);
  return () => clearInterval(timer);
}

type Scenario = 'all connected' | 'partition' | 'reload';

/** Many events at once over one or more instances (see the header). */
async function runFleet() {
  const SERVERS = Number(values.servers ?? 1);
  const EVENTS = Number(values.events ?? 1);
  if (!(SERVERS >= 1 && SERVERS <= 16) || !(EVENTS >= 1 && EVENTS <= 1000))
    throw new Error('--servers must be 1..16 and --events 1..1000');
  if (SERVERS > 1 && !(values.database && values.redis))
    throw new Error(
      'several instances share PostgreSQL and Redis: give --database postgres://... and --redis redis://...',
    );
  if (values.kill && SERVERS < 2) throw new Error('--kill needs --servers 2 or more');
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-load-'));
  const servers: { port: number; process: Awaited<ReturnType<typeof spawnSyncServer>>; alive: boolean }[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const port = await freePort();
    servers.push({
      port,
      process: await spawnSyncServer({
        dataDir,
        port,
        adminSecret: ADMIN,
        connectionsPerMinute: 1_000_000,
        ...(values.redis ? { redis: values.redis } : {}),
        ...(values.database ? { database: values.database } : {}),
      }),
      alive: true,
    });
  }
  const progress = (line: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  progress(`${SERVERS} instance(s) started`);
  const balancer = SERVERS > 1 ? await startProxy(() => servers.filter((s) => s.alive).map((s) => s.port)) : null;
  const url = balancer?.url ?? servers[0]!.process.url;
  const events = [];
  for (let n = 0; n < EVENTS; n++)
    events.push(await createEventOver(servers[n % SERVERS]!.process.httpUrl, ADMIN, `Load event ${n}`, 'Head'));

  const sessions: { session: EventSession; event: number; seen: Map<string, number> }[] = [];
  /** What the phones were told by the servers (a busy refusal, asked again; any other), by reason. */
  const told: Record<string, number> = {};
  events.forEach((e, n) => {
    for (let j = 0; j < JUDGES; j++) {
      const me =
        j === 0
          ? { server: url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Head' }
          : {
              server: url,
              event: e.event,
              judge: `load-judge-${j}`,
              key: `load-key-${n}-${j}-0123456789`,
              name: `Judge ${j}`,
              join: e.joinSecret,
            };
      const session = new EventSession(me, {
        app: 'load',
        WebSocketPolyfill: WebSocket,
        onProblem: (reason) => (told[reason] = (told[reason] ?? 0) + 1),
      });
      sessions.push({ session, event: n, seen: new Map() });
    }
  });
  progress(`${EVENTS} events created; ${sessions.length} phones connecting`);
  const connectStart = performance.now();
  await until(
    'every judge sees the full roster and every judge document',
    () => sessions.every((s) => s.session.roster.length === JUDGES && s.session.judgeDocs.size === JUDGES),
    300_000,
  ).catch((e: Error) => {
    const behind = sessions.filter((s) => s.session.roster.length < JUDGES || s.session.judgeDocs.size < JUDGES);
    const sample = behind
      .slice(0, 5)
      .map(
        (s) =>
          `${s.session.me.judge}: roster ${s.session.roster.length}, docs ${s.session.judgeDocs.size}, ${JSON.stringify(s.session.sync)}`,
      );
    const refusals = servers
      .flatMap((s) => s.process.output().split('\n'))
      .filter((l) => l.includes('refused'))
      .slice(0, 10);
    throw new Error(`${e.message}: ${behind.length} behind\n${sample.join('\n')}\n${refusals.join('\n')}`);
  });
  const connectedMs = performance.now() - connectStart;
  progress(`all connected in ${Math.round(connectedMs)} ms; logging`);
  for (const s of sessions)
    for (const doc of s.session.judgeDocs.values())
      doc.getMap('rulings').observe((ev) => {
        const now = performance.now();
        for (const key of ev.keysChanged) if (!s.seen.has(key)) s.seen.set(key, now);
      });

  const logged = new Map<string, number>();
  const author = new Map<string, number>();
  let killedAt: number | null = null;
  const started = performance.now();
  for (let i = 0; i < RULINGS; i++) {
    if (values.kill && i === Math.floor(RULINGS / 2)) {
      servers[0]!.alive = false;
      await servers[0]!.process.kill();
      killedAt = performance.now();
    }
    sessions.forEach((s, k) => {
      const id = `r-${s.event}-${k % JUDGES}-${i}`;
      logged.set(id, performance.now());
      author.set(id, k);
      s.session.logRuling(id, `v-${id}`, fields(i, k % JUDGES));
    });
    await new Promise((r) => setTimeout(r, 10));
  }
  const loggedAll = performance.now();
  progress(`all logged in ${Math.round(loggedAll - started)} ms; waiting until everyone has everything`);
  const perEvent = JUDGES * RULINGS;
  await until(
    'every judge has every ruling of their event',
    () => sessions.every((s) => s.seen.size >= perEvent),
    Number(process.env.SYNC_LOAD_WAIT_MS ?? 900_000),
  ).catch((e: Error) => {
    const behind = sessions.filter((s) => s.seen.size < perEvent);
    const sample = behind
      .slice(0, 8)
      .map(
        (s) => `event ${s.event} ${s.session.me.judge}: ${s.seen.size}/${perEvent} ${JSON.stringify(s.session.sync)}`,
      );
    const lines = servers.flatMap((s) => s.process.output().split('\n'));
    // Refusals first: a burst of "unreachable" lines would hide them.
    const notes = [
      ...lines.filter((l) => /refused|not applied/i.test(l)).slice(0, 15),
      ...lines.filter((l) => /unreachable|error/i.test(l)).slice(0, 5),
    ];
    throw new Error(
      `${e.message}: ${behind.length} behind\n${sample.join('\n')}\nphones were told: ${JSON.stringify(told)}\n${notes.join('\n')}`,
    );
  });
  const doneAt = performance.now();
  await until(
    'every session holds every ruling',
    () => sessions.every((s) => s.session.log.length === perEvent),
    300_000,
  );
  // None of another event's: every ruling id a judge holds names their own event.
  const foreign = sessions.filter((s) => s.session.log.some((r) => !r.id.startsWith(`r-${s.event}-`))).length;
  const twice = sessions.filter((s) => new Set(s.session.log.map((r) => r.id)).size !== s.session.log.length).length;

  const latencies: number[] = [];
  for (const [k, s] of sessions.entries())
    for (const [id, at] of s.seen) if (author.get(id) !== k) latencies.push(at - logged.get(id)!);
  latencies.sort((a, b) => a - b);
  const rss = servers.map((s) => (s.alive ? Math.round(s.process.rssBytes() / 1024 / 102.4) / 10 : 'killed'));
  let postgres: Record<string, number> | undefined;
  if (values.database) {
    // Give the stores (debounce up to 2 s, the peers' check 4 s) time to land, then count what is there.
    await new Promise((r) => setTimeout(r, 6_000));
    postgres = await postgresFigures(
      values.database,
      events.map((e) => e.event),
    );
  }
  const serverLines = servers.flatMap((s) => s.process.output().split('\n'));
  // A busy refusal (the records did not answer in time) is asked again by the phone; any other is final.
  const busy = serverLines.filter((l) => /^refused .*: busy/.test(l)).length;
  const refused = serverLines.filter((l) => l.includes('refused')).length - busy;
  for (const s of sessions) s.session.destroy();
  await balancer?.close();
  for (const s of servers) await s.process.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const r = (x: number) => Math.round(x);
  return {
    scenario: values.kill ? `one of ${SERVERS} instances killed (-9) halfway` : 'all connected',
    storage: values.database ? 'PostgreSQL' : 'SQLite',
    servers: SERVERS,
    events: EVENTS,
    judgesPerEvent: JUDGES,
    rulingsPerJudge: RULINGS,
    phones: sessions.length,
    allConnectedMs: r(connectedMs),
    loggingMs: r(loggedAll - started),
    everyoneHasEverythingMs: r(doneAt - started),
    ...(killedAt ? { killedAtMs: r(killedAt - started) } : {}),
    deliveryMs: {
      p50: r(percentile(latencies, 50)),
      p95: r(percentile(latencies, 95)),
      max: r(latencies.at(-1) ?? NaN),
      samples: latencies.length,
    },
    serverRssMB: rss,
    loadClientRssMB: Math.round(process.memoryUsage().rss / 1024 / 102.4) / 10,
    ...(postgres ? { postgres } : {}),
    rulingsTotal: EVENTS * perEvent,
    judgesWithAnotherEventsRuling: foreign,
    judgesWithARulingTwice: twice,
    refusedUpdates: refused,
    busyRefusalsAskedAgain: busy,
    phonesWereTold: told,
  };
}

/** PostgreSQL's rows and bytes for these events, and how many rulings its judge documents hold. */
async function postgresFigures(url: string, eventIds: string[]) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const names = eventIds.map((e) => `${e}/%`);
    const docs = await client.query<{ data: Buffer; name: string }>(
      'SELECT name, data FROM documents WHERE name LIKE ANY($1)',
      [names],
    );
    const judges = await client.query<{ n: string }>('SELECT count(*) AS n FROM judges WHERE event = ANY($1)', [
      eventIds,
    ]);
    const sizes = await client.query<{ documents: string; database: string }>(
      "SELECT pg_total_relation_size('documents') AS documents, pg_database_size(current_database()) AS database",
    );
    let rulingsStored = 0;
    for (const row of docs.rows) {
      if (!row.name.includes('/judge/')) continue;
      const doc = new Y.Doc();
      Y.applyUpdate(doc, new Uint8Array(row.data));
      rulingsStored += doc.getMap('rulings').size;
    }
    return {
      documentRows: docs.rows.length,
      documentBytes: docs.rows.reduce((n, row) => n + row.data.byteLength, 0),
      judgeRows: Number(judges.rows[0]!.n),
      rulingsStored,
      documentsTableBytes: Number(sizes.rows[0]!.documents),
      databaseBytes: Number(sizes.rows[0]!.database),
    };
  } finally {
    await client.end();
  }
}

async function run(scenario: Scenario) {
  const partition = scenario === 'partition';
  const reload = scenario === 'reload';
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-load-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const servers = [
    await spawnSyncServer({
      dataDir,
      port,
      adminSecret: ADMIN,
      connectionsPerMinute: 100_000,
      ...(values.redis ? { redis: values.redis } : {}),
    }),
  ];
  if (values.redis)
    servers.push(
      await spawnSyncServer({
        dataDir,
        port: port + 1,
        adminSecret: ADMIN,
        connectionsPerMinute: 100_000,
        redis: values.redis,
      }),
    );
  const e = await createEventOver(servers[0]!.httpUrl, ADMIN, 'Load test', 'Head');
  // In the reload run each judge keeps their documents stored (a prefix of their own), as the app does.
  const store = `load-${Math.random().toString(36).slice(2)}`;
  const open = (me: EventMembership, j: number) =>
    new EventSession(me, {
      app: 'load',
      WebSocketPolyfill: WebSocket,
      ...(reload ? { persist: (name, doc) => new IndexeddbPersistence(`${store}-${j}:${name}`, doc) } : {}),
    });
  // Judge j reloads before their turn reloadAt[j], spread over the middle half of the run.
  const reloadAt = Array.from({ length: JUDGES }, () => -1);
  if (reload) for (let j = 0; j < JUDGES; j++) reloadAt[j] = Math.floor(RULINGS * (0.25 + (0.5 * j) / JUDGES));
  let reloads = 0;
  const sessions: EventSession[] = [];
  const seen: Map<string, number>[] = [];
  const stops: (() => void)[] = [];
  for (let j = 0; j < JUDGES; j++) {
    const server = servers[j % servers.length]!;
    const me =
      j === 0
        ? { server: server.url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Head' }
        : {
            server: server.url,
            event: e.event,
            judge: `load-judge-${j}`,
            key: `load-key-${j}-0123456789`,
            name: `Judge ${j}`,
            join: e.joinSecret,
          };
    sessions.push(open(me, j));
    seen.push(new Map());
    stops.push(watch(sessions[j]!, seen[j]!));
  }
  await until('every judge sees the full roster', () => sessions.every((s) => s.roster.length === JUDGES), 60_000);
  await until('every judge document is open', () => sessions.every((s) => s.judgeDocs.size === JUDGES), 60_000);

  const cut = partition ? sessions[JUDGES - 1]! : null;
  cut?.goOffline();
  const logged = new Map<string, number>();
  const owner = new Map<string, number>();
  const started = performance.now();
  // Every judge logs one ruling per turn, yielding between turns so the sockets work meanwhile.
  for (let i = 0; i < RULINGS; i++) {
    for (let j = 0; j < JUDGES; j++) {
      if (reloadAt[j] === i) {
        // A reload: the page's session goes, a new one opens the same stored documents and syncs them.
        stops[j]!();
        const old = sessions[j]!;
        old.destroy();
        sessions[j] = open(old.me, j);
        stops[j] = watch(sessions[j]!, seen[j]!);
        reloads++;
      }
      const id = `r-${j}-${i}`;
      logged.set(id, performance.now());
      owner.set(id, j);
      sessions[j]!.logRuling(id, `v-${j}-${i}`, fields(i, j));
    }
    await new Promise((r) => setImmediate(r));
  }
  const loggedAll = performance.now();
  let reconnectAt = loggedAll;
  if (cut) {
    const wait = PARTITION_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    reconnectAt = performance.now();
    cut.goOnline();
  }
  const total = JUDGES * RULINGS;
  await until('every judge has every ruling', () => seen.every((m) => m.size >= total), 600_000);
  const doneAt = performance.now();
  // What each judge's phone holds at the end (after a reload, what it loaded and synced), not only what it saw.
  await until('every session has every ruling', () => sessions.every((s) => s.log.length === total), 600_000);
  const allHaveAll = sessions.every((s) => s.log.length === total);
  const refused = servers.flatMap((s) => s.output().split('\n')).filter((l) => l.includes('refused')).length;
  const rss = servers.map((s) => s.rssBytes());

  const latencies: number[] = [];
  const afterReconnect: number[] = [];
  for (let j = 0; j < JUDGES; j++)
    for (const [id, at] of seen[j]!) {
      if (owner.get(id) === j) continue;
      const involvesCut = cut && (j === JUDGES - 1 || owner.get(id) === JUDGES - 1);
      if (involvesCut) afterReconnect.push(at - reconnectAt);
      else latencies.push(at - logged.get(id)!);
    }
  latencies.sort((a, b) => a - b);
  afterReconnect.sort((a, b) => a - b);
  for (const stop of stops) stop();
  for (const s of sessions) s.destroy();
  for (const s of servers) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const r = (x: number) => Math.round(x);
  return {
    scenario: partition
      ? `one judge offline for ${PARTITION_MS} ms`
      : reload
        ? 'every judge reloads once mid-run'
        : 'all connected',
    judges: JUDGES,
    rulingsPerJudge: RULINGS,
    servers: servers.length,
    loggingMs: r(loggedAll - started),
    everyoneHasEverythingMs: r(doneAt - started),
    deliveryMs: {
      p50: r(percentile(latencies, 50)),
      p95: r(percentile(latencies, 95)),
      max: r(latencies.at(-1) ?? NaN),
      samples: latencies.length,
    },
    ...(cut
      ? {
          catchUpAfterReconnectMs: {
            p50: r(percentile(afterReconnect, 50)),
            p95: r(percentile(afterReconnect, 95)),
            max: r(afterReconnect.at(-1) ?? NaN),
            samples: afterReconnect.length,
          },
        }
      : {}),
    serverRssMB: rss.map((b) => Math.round(b / 1024 / 102.4) / 10),
    ...(reload ? { reloads } : {}),
    allHaveAll,
    refusedUpdates: refused,
  };
}

if (values.calls !== undefined) {
  const tables = Number(values.calls);
  const windowMs = Number(values['calls-within-ms']);
  if (!(Number.isInteger(tables) && tables >= 1 && tables <= 500) || !(windowMs >= 0 && windowMs <= 600_000))
    throw new Error('--calls must be 1..500 (tables, each calling once) and --calls-within-ms 0..600000');
  console.log(JSON.stringify(await runCallsLoad({ tables, judges: JUDGES, windowMs }), null, 2));
  process.exit(0);
}
const fleetMode = values.events !== undefined || values.servers !== undefined || values.database !== undefined;
const results = fleetMode
  ? [await runFleet()]
  : [await run('all connected'), await run('partition'), await run('reload')];
console.log(JSON.stringify(results, null, 2));
process.exit(0);
