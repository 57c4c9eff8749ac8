import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { judgeDocName, MAX_UPDATE_BYTES, PROTOCOL_VERSION, encodeToken } from '../../../src/core/event/protocol.ts';
import { MAX_ADMIN_BODY_BYTES } from '../../../src/server/admin-http.ts';
import { startSyncServer } from '../../../src/server/sync-server.ts';
import { ADMIN, createEvent, fields, floor, head, startServer, until } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Opens a plain WebSocket to the server; resolves with 'open' or the HTTP status it was refused with. */
function knock(url: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => (ws.close(), resolve('open')));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

describe('sync server limits, on a real server', { timeout: 30_000 }, () => {
  it('refuses an update over MAX_UPDATE_BYTES with update-too-large, and nothing of it reaches the server or the team', async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const h = head(s.server.url, e);
    const a = floor(s.server.url, e, 1);
    cleanups.push(
      () => h.destroy(),
      () => a.destroy(),
    );
    a.logRuling('ruling-a', 'rev-a', fields());
    await until('head sees the normal ruling', () => h.log.length === 1 && a.allSynced);

    // The floor judge's own document, written by a raw provider: one update just over the limit.
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: s.server.url, WebSocketPolyfill: WebSocket });
    let closed = '';
    const provider = new HocuspocusProvider({
      name: judgeDocName(e.event, 'floor-judge-1'),
      document: doc,
      websocketProvider: socket,
      token: encodeToken({
        v: PROTOCOL_VERSION,
        app: '0.1.0',
        judge: 'floor-judge-1',
        key: 'key-of-floor-judge-1-0123456789',
      }),
      onClose: ({ event }) => (closed ||= event.reason),
    });
    provider.attach();
    cleanups.push(() => (provider.destroy(), socket.destroy()));
    await until('raw client synced', () => provider.isSynced);
    const big = 'z'.repeat(MAX_UPDATE_BYTES + 1000);
    expect(Y.encodeStateAsUpdate(doc).byteLength + big.length).toBeGreaterThan(MAX_UPDATE_BYTES);
    doc.getMap('rulings').set('ruling-huge', big);
    await until('server closed the connection as too large', () => closed === 'update-too-large');
    expect(s.lines.join('\n')).toContain('update-too-large');

    const serverDoc = await s.server.server.hocuspocus.openDirectConnection(judgeDocName(e.event, 'floor-judge-1'));
    let hasHuge = true;
    await serverDoc.transact((d) => (hasHuge = d.getMap('rulings').has('ruling-huge')));
    await serverDoc.disconnect();
    expect(hasHuge).toBe(false);
    // A later ordinary ruling from the real app still goes through.
    a.logRuling('ruling-b', 'rev-b', fields({ table: '2' }));
    await until('head sees the next ruling', () => h.log.some((r) => r.id === 'ruling-b'));
    expect(h.log.some((r) => r.id === 'ruling-huge')).toBe(false);
  });

  it('refuses connections over the per-address rate with HTTP 429 and keeps serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-sync-'));
    const lines: string[] = [];
    const server = await startSyncServer({
      port: 0,
      dataDir,
      adminSecret: ADMIN,
      connectionsPerMinute: 3,
      log: (l) => lines.push(l),
    });
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => server.close(),
    );
    const results: ('open' | number)[] = [];
    for (let i = 0; i < 5; i++) results.push(await knock(server.url));
    expect(results).toEqual(['open', 'open', 'open', 429, 429]);
    expect(lines.some((l) => l.includes('rate-limited'))).toBe(true);
    // The HTTP side (health, admin) is not a WebSocket upgrade and still answers.
    expect((await fetch(`${server.httpUrl}/health`)).ok).toBe(true);
  });

  it('answers an admin body over the size limit with HTTP 413 and says so, whether its length is declared or not', async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const url = `${s.server.httpUrl}/admin/events`;
    const headers = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const big = JSON.stringify({ name: 'x'.repeat(MAX_ADMIN_BODY_BYTES), headName: 'Hana Head' });
    const declared = await fetch(url, { method: 'POST', headers, body: big });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toBe(
      `the body is larger than ${MAX_ADMIN_BODY_BYTES} bytes; send {"name": "...", "headName": "..."}`,
    );
    // Sent in chunks without a declared length: refused once it passes the limit.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 4; i++) req.write('x'.repeat(MAX_ADMIN_BODY_BYTES / 2));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain('larger than');
    // A body that is merely not JSON is still told so, and a good one still creates the event.
    const notJson = await fetch(url, { method: 'POST', headers, body: 'name=Regionals' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toMatch(/^expected a JSON body/);
    expect((await createEvent(s.server)).event).toMatch(/^evt-/);
  });
});
