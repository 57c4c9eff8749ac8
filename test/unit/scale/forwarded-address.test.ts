import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSyncServer } from '../../../src/server/sync-server.ts';
import { ADMIN } from '../event/sync-harness.ts';

function knock(url: string, forwardedFor: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': forwardedFor } });
    ws.on('open', () => (ws.close(), resolve('open')));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

it('behind a trusted proxy, the connection limit counts the address the proxy forwards, not the proxy', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-forwarded-'));
  const options = { port: 0, dataDir, adminSecret: ADMIN, connectionsPerMinute: 1, log: () => {} };
  const trusting = await startSyncServer({ ...options, trustProxy: true });
  try {
    // A client can put anything first; the proxy appends the address it saw, the last one counts.
    expect(await knock(trusting.url, '10.0.0.1')).toBe('open');
    expect(await knock(trusting.url, '10.0.0.1')).toBe(429);
    expect(await knock(trusting.url, '10.0.0.1, 10.0.0.2')).toBe('open');
  } finally {
    await trusting.close();
  }
  // Without --trust-proxy the header is ignored: everything here comes from 127.0.0.1.
  const plain = await startSyncServer({ ...options, dataDir: join(dataDir, 'plain') });
  try {
    expect(await knock(plain.url, '10.0.0.3')).toBe('open');
    expect(await knock(plain.url, '10.0.0.4')).toBe(429);
  } finally {
    await plain.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
