import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { reservePort } from '../server/ports.ts';
import { createEventOver, spawnSyncServer } from '../server/spawn-server.ts';
import { startProxy } from '../server/tcp-balancer.ts';
import { EventSession } from '../core/event/event-session.ts';
import { ADMIN, fields, percentile, until } from './sync-load-judges.ts';

/** A fleet run (sync-load.ts, "Many events over several instances"). */
export interface FleetLoad {
  judges: number;
  rulings: number;
  servers: number;
  events: number;
  /** PostgreSQL (postgres://…); SQLite without. */
  database?: string;
  redis?: string;
  /** Kill (-9) one instance halfway through. */
  kill: boolean;
}

/** Many events at once over one or more instances (see sync-load.ts). */
export async function runFleet(load: FleetLoad) {
  const { judges: JUDGES, rulings: RULINGS, servers: SERVERS, events: EVENTS } = load;
  if (!(SERVERS >= 1 && SERVERS <= 16) || !(EVENTS >= 1 && EVENTS <= 1000))
    throw new Error('--servers must be 1..16 and --events 1..1000');
  if (SERVERS > 1 && !(load.database && load.redis))
    throw new Error(
      'several instances share PostgreSQL and Redis: give --database postgres://... and --redis redis://...',
    );
  if (load.kill && SERVERS < 2) throw new Error('--kill needs --servers 2 or more');
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-load-'));
  const servers: { port: number; process: Awaited<ReturnType<typeof spawnSyncServer>>; alive: boolean }[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const port = await reservePort();
    servers.push({
      port,
      process: await spawnSyncServer({
        dataDir,
        port,
        adminSecret: ADMIN,
        connectionsPerMinute: 1_000_000,
        ...(load.redis ? { redis: load.redis } : {}),
        ...(load.database ? { database: load.database } : {}),
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
    if (load.kill && i === Math.floor(RULINGS / 2)) {
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
  if (load.database) {
    // Give the stores (debounce up to 2 s, the peers' check 4 s) time to land, then count what is there.
    await new Promise((r) => setTimeout(r, 6_000));
    postgres = await postgresFigures(
      load.database,
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
    scenario: load.kill ? `one of ${SERVERS} instances killed (-9) halfway` : 'all connected',
    storage: load.database ? 'PostgreSQL' : 'SQLite',
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
