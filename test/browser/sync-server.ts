import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { spawnSyncServer } from '../../src/server/spawn-server.ts';
import { syncPort } from './harness.ts';

type Spawned = Awaited<ReturnType<typeof spawnSyncServer>>;
/** The test file's sync server: its addresses and what it has printed. */
export type SyncServer = Pick<Spawned, 'url' | 'httpUrl' | 'output'>;

/**
 * A sync server for this test file, started before its tests and stopped after them, its data in a fresh temporary
 * folder. It listens on the port the app under test is built to allow (SYNC_ORIGINS, see global-setup.ts).
 */
export function useSyncServer(adminSecret: string): SyncServer {
  let server: Spawned | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rk-browser-sync-'));
    server = await spawnSyncServer({ dataDir, port: syncPort(), adminSecret });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const started = (): Spawned => {
    if (!server) throw new Error('sync server not started');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get httpUrl() {
      return started().httpUrl;
    },
    output: () => started().output(),
  };
}
