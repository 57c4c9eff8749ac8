import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reservePort } from '../../../src/server/ports.ts';
import pg from 'pg';
import * as Y from 'yjs';
import { parseDocName } from '../../../src/core/event/protocol.ts';
import { spawnSyncServer } from '../../../src/server/spawn-server.ts';
export { startProxy } from '../../../src/server/tcp-balancer.ts';
import { ADMIN } from '../event/sync-harness.ts';
import { startPostgres, startRedis, type ThrowawayPostgres, type ThrowawayRedis } from './services.ts';

export type Instance = Awaited<ReturnType<typeof spawnSyncServer>> & { port: number; restart(): Promise<void> };

/** Server instances (their own processes) on one throwaway PostgreSQL and one throwaway Redis. */
export async function startCluster(count: number) {
  const postgres: ThrowawayPostgres = await startPostgres();
  const redis: ThrowawayRedis = await startRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-cluster-'));
  const spawnAt = (port: number) =>
    spawnSyncServer({
      dataDir,
      port,
      adminSecret: ADMIN,
      connectionsPerMinute: 100_000,
      redis: redis.url,
      database: postgres.url,
    });
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const port = await reservePort();
    const instance = Object.assign(await spawnAt(port), { port }) as Instance;
    instance.restart = async () => {
      const fresh = await spawnAt(port);
      Object.assign(instance, fresh);
    };
    instances.push(instance);
  }
  return {
    postgres,
    redis,
    instances,
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      await redis.remove();
      await postgres.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ruling ids PostgreSQL holds for an event, per judge document: what survives every instance. */
export async function storedRulings(url: string, event: string): Promise<Map<string, string[]>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; data: Buffer }>(
      'SELECT name, data FROM documents WHERE name LIKE $1',
      [`${event}%`],
    );
    const out = new Map<string, string[]>();
    for (const row of rows) {
      const doc = parseDocName(row.name);
      if (doc?.kind !== 'judge') continue;
      const y = new Y.Doc();
      Y.applyUpdate(y, new Uint8Array(row.data));
      out.set(doc.judge, [...y.getMap('rulings').keys()].sort());
    }
    return out;
  } finally {
    await client.end();
  }
}

export async function health(httpUrl: string): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const res = await fetch(`${httpUrl}/health`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch (e) {
    return { status: 0, body: { error: String(e) } };
  }
}
