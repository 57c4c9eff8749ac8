import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';
import { createEventOver, spawnSyncServer } from '../server/spawn-server.ts';
import { EventSession, type EventMembership } from '../core/event/event-session.ts';
import { ADMIN, fields, percentile, until } from './sync-load-judges.ts';
import { reservePort } from '../server/ports.ts';

/** One event's run (sync-load.ts): everyone connected, one judge cut off, or every judge reloading once. */
export type Scenario = 'all connected' | 'partition' | 'reload';

export interface EventLoad {
  judges: number;
  rulings: number;
  /** How long the cut-off judge stays offline in the partition run. */
  partitionMs: number;
  /** Two server processes sharing this Redis (scale-out); one process without. */
  redis?: string;
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

/** One event on one server (two sharing Redis with --redis), in a scenario: the figures sync-load.ts prints. */
export async function runEventLoad(scenario: Scenario, load: EventLoad) {
  const { judges: JUDGES, rulings: RULINGS, partitionMs: PARTITION_MS } = load;
  const partition = scenario === 'partition';
  const reload = scenario === 'reload';
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-load-'));
  const port = await reservePort();
  const servers = [
    await spawnSyncServer({
      dataDir,
      port,
      adminSecret: ADMIN,
      connectionsPerMinute: 100_000,
      ...(load.redis ? { redis: load.redis } : {}),
    }),
  ];
  if (load.redis)
    servers.push(
      await spawnSyncServer({
        dataDir,
        port: port + 1,
        adminSecret: ADMIN,
        connectionsPerMinute: 100_000,
        redis: load.redis,
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
