import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  CONNECT_GRACE_MS,
  EventSession,
  type EventMembership,
  type SyncState,
} from '../../../src/core/event/event-session.ts';
import { syncText } from '../../../src/ui/event/sync-status.tsx';
import { createEvent, fields, head, startServer, until } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  vi.restoreAllMocks();
});

/** The provider's check of a quiet connection, shortened from its 30 s so the test can wait past it several times. */
const QUIET_MS = 2_000;

/** A phone whose WebSocket connections (attempts included) are counted. */
function countedPhone(me: EventMembership) {
  const counted = { attempts: 0 };
  class CountedSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      counted.attempts++;
    }
  }
  const session = new EventSession(me, { app: '0.1.0', WebSocketPolyfill: CountedSocket, quietTimeoutMs: QUIET_MS });
  cleanups.push(() => session.destroy());
  return { session, counted };
}

/** Every state a session's status line goes through, from its creation, checked on each change and every 5 ms. */
function watch(s: EventSession): SyncState['state'][] {
  const seen: SyncState['state'][] = [s.sync.state];
  const timer = setInterval(() => {
    if (seen.at(-1) !== s.sync.state) seen.push(s.sync.state);
  }, 5);
  cleanups.push(() => clearInterval(timer));
  return seen;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a revoked phone stops asking, and the server says so once', { timeout: 40_000 }, () => {
  it('makes no connection attempt in the 4 quiet-connection checks after its revocation, one after a reload, and the server logs one refusal line for the judge', async () => {
    const errors = vi.spyOn(console, 'error');
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const h = head(s.server.url, e);
    cleanups.push(() => h.destroy());
    const me: EventMembership = {
      server: s.server.url,
      event: e.event,
      judge: 'floor-judge-1',
      key: 'key-of-floor-judge-1-0123456789',
      name: 'Rex Revoked',
      join: e.joinSecret,
    };
    const phone = countedPhone(me);
    await until('connected', () => phone.session.sync.state === 'connected' && h.roster.length === 2);
    expect(await h.revoke('floor-judge-1')).toBe(true);
    await until('refused', () => phone.session.sync.state === 'refused');
    const attempts = phone.counted.attempts;
    // Past four of the provider's checks of a quiet connection, each of which reconnected a revoked phone.
    await pause(4 * QUIET_MS + 500);
    expect(phone.counted.attempts - attempts).toBe(0);
    // The network coming back (the browser's 'online') does not make a revoked phone ask again either.
    phone.session.goOnline();
    await pause(2_000);
    expect(phone.counted.attempts - attempts).toBe(0);
    expect(phone.session.sync).toMatchObject({ state: 'refused', reason: 'revoked' });

    // The judge reloads the page: one attempt, refused, and no other.
    phone.session.destroy();
    const reloaded = countedPhone(me);
    await until('refused after the reload', () => reloaded.session.sync.state === 'refused');
    await pause(4_000);
    expect(reloaded.counted.attempts).toBe(1);
    expect(reloaded.session.sync).toMatchObject({ state: 'refused', reason: 'revoked' });

    // One line for the revocation, one for every refusal that followed (each of its documents, again after a reload).
    expect(s.lines.filter((l) => l.includes('revoked'))).toEqual([
      `event ${e.event}: judge floor-judge-1 revoked`,
      `refused judge ${e.event}/floor-judge-1: revoked (said once; the phone stops asking)`,
    ]);
    // Hocuspocus's own raw line for a refusal ("[onAuthenticate] revoked") is not printed.
    expect(errors.mock.calls.map((c) => c.join(' ')).filter((l) => l.includes('onAuthenticate'))).toEqual([]);
  });
});

describe('the status line says connecting until an attempt has failed', { timeout: 30_000 }, () => {
  it('goes connecting → connected on a reachable server, never offline', async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const h = head(s.server.url, e);
    cleanups.push(() => h.destroy());
    const seen = watch(h);
    expect(syncText(h)).toBe('connecting');
    await until('connected', () => h.sync.state === 'connected');
    expect(seen[0]).toBe('connecting');
    expect(seen).not.toContain('offline');
  });

  it('says offline once the first attempt fails, and counts what waits: "1 change waits", "2 changes wait"', async () => {
    const phone = new EventSession(
      {
        server: 'ws://127.0.0.1:9',
        event: 'evt-nowhere',
        judge: 'floor-judge-1',
        key: 'key-of-floor-judge-1-0123456789',
        name: 'Flo',
      },
      { app: '0.1.0', WebSocketPolyfill: WebSocket },
    );
    cleanups.push(() => phone.destroy());
    const seen = watch(phone);
    await until('offline', () => phone.sync.state === 'offline');
    expect(seen.slice(0, 2)).toEqual(['connecting', 'offline']);
    phone.logRuling('one', 'rev-1', fields());
    expect(syncText(phone)).toBe('offline: 1 change waits to be sent');
    phone.logRuling('two', 'rev-2', fields());
    expect(syncText(phone)).toBe('offline: 2 changes wait to be sent');
  });

  it('says offline once a first attempt hangs past the grace time (Wi-Fi that drops everything), not connecting for ever', async () => {
    // A server that takes the connection and never answers the WebSocket handshake.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () => new Promise<void>((resolve) => silent.close(() => resolve())),
      () => held.forEach((s) => s.destroy()),
    );
    const port = (silent.address() as { port: number }).port;
    const started = Date.now();
    const phone = new EventSession(
      {
        server: `ws://127.0.0.1:${port}`,
        event: 'evt-silent',
        judge: 'floor-judge-1',
        key: 'key-of-floor-judge-1-0123456789',
        name: 'Flo',
      },
      { app: '0.1.0', WebSocketPolyfill: WebSocket },
    );
    cleanups.push(() => phone.destroy());
    const seen = watch(phone);
    await until('offline', () => phone.sync.state === 'offline', CONNECT_GRACE_MS + 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_GRACE_MS - 50);
    // Connecting all along until then, and nothing else.
    expect(seen[0]).toBe('connecting');
    expect(seen.filter((state) => state !== 'connecting' && state !== 'offline')).toEqual([]);
  });
});
