import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { IndexeddbPersistence } from 'y-indexeddb';
import { newClock } from '../../../src/core/event/clock.ts';
import { setClock } from '../../../src/core/event/event-docs.ts';
import { MAX_UPDATE_BYTES } from '../../../src/core/event/protocol.ts';
import { EventSession, type SyncState, type UnsentChange } from '../../../src/core/event/event-session.ts';
import { createEvent, fields, floor, head, session, startServer, until } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serverWithEvent() {
  const s = await startServer();
  cleanups.push(s.cleanup, () => s.server.close());
  return { ...s, e: await createEvent(s.server) };
}

/** Resolves once every write to `store` queued so far has been committed (IndexedDB runs them in order). */
function writesDone(store: IndexeddbPersistence): Promise<void> {
  return new Promise((done, failed) => {
    const read = store.db!.transaction('updates', 'readonly');
    read.oncomplete = () => done();
    read.onerror = () => failed(read.error);
  });
}

/** Every state a session's status line goes through, checked on each change and every 10 ms. */
function watch(s: EventSession): SyncState['state'][] {
  const seen: SyncState['state'][] = [];
  const look = () => {
    const state = s.sync.state;
    if (seen.at(-1) !== state) seen.push(state);
  };
  const timer = setInterval(look, 10);
  cleanups.push(
    () => clearInterval(timer),
    () => s.destroy(),
  );
  return seen;
}

describe('the status line tells the truth, on a real server', { timeout: 30_000 }, () => {
  it('says refused, never connected, to a phone with a wrong join secret or an unknown event, and keeps what it logs', async () => {
    const { server, e } = await serverWithEvent();
    const wrong = floor(server.url, e, 1, 'not-the-join-secret-0123456789');
    const unknown = session({
      server: server.url,
      event: 'evt-no-such-event',
      judge: 'floor-judge-9',
      key: 'key-of-floor-judge-9-0123456789',
      name: 'Lost',
      join: e.joinSecret,
    });
    const seenWrong = watch(wrong);
    const seenUnknown = watch(unknown);
    await until('both refused', () => wrong.sync.state === 'refused' && unknown.sync.state === 'refused');
    wrong.logRuling('kept', 'rev-kept', fields());
    await new Promise((r) => setTimeout(r, 1500));
    expect(wrong.sync).toMatchObject({ state: 'refused', reason: 'bad-secret', phoneRefused: true, unsent: 1 });
    expect(unknown.sync).toMatchObject({ state: 'refused', reason: 'unknown-event', phoneRefused: true });
    expect(wrong.unsentRuling('kept')).toBe('bad-secret');
    expect(wrong.log.map((r) => r.id)).toEqual(['kept']);
    expect(seenWrong).not.toContain('connected');
    expect(seenUnknown).not.toContain('connected');
  });

  it('says refused to a revoked phone from the moment it is revoked, and marks what it logs after as not shared', async () => {
    const { server, e } = await serverWithEvent();
    const h = head(server.url, e);
    const a = floor(server.url, e, 1);
    cleanups.push(() => h.destroy());
    await until('both connected', () => [h, a].every((x) => x.sync.state === 'connected' && x.roster.length === 2));
    const seen = watch(a);
    expect(await h.revoke('floor-judge-1')).toBe(true);
    await until('a is refused', () => a.sync.state === 'refused');
    a.logRuling('after-revoke', 'rev-1', fields());
    await new Promise((r) => setTimeout(r, 1500));
    expect(a.sync).toMatchObject({ state: 'refused', reason: 'revoked', unsent: 1 });
    expect(a.unsentRuling('after-revoke')).toBe('revoked');
    expect(seen.slice(seen.indexOf('refused'))).toEqual(['refused']);
    expect(h.log.some((r) => r.id === 'after-revoke')).toBe(false);
  });

  it('counts the changes waiting while offline, and says connected once the server has them', async () => {
    const { server, e } = await serverWithEvent();
    const h = head(server.url, e);
    const a = floor(server.url, e, 1);
    cleanups.push(
      () => h.destroy(),
      () => a.destroy(),
    );
    await until('connected', () => a.sync.state === 'connected' && a.roster.length === 2);
    a.goOffline();
    await until('offline', () => a.sync.state === 'offline');
    a.logRuling('one', 'rev-1', fields());
    a.logRuling('two', 'rev-2', fields());
    a.addNote({ id: 'note-1', ruling: 'one', at: '2026-11-27T09:00:00Z', text: 'Checked with the head judge.' });
    expect(a.sync).toEqual({ state: 'offline', unsent: 3 });
    expect(a.unsentRuling('one')).toBe('pending');
    a.goOnline();
    await until('connected again', () => a.sync.state === 'connected');
    expect(a.sync).toEqual({ state: 'connected', unsent: 0 });
    expect(a.unsentRuling('one')).toBeNull();
    await until('the head judge has both', () => h.log.length === 2);
  });

  it('is not held at syncing by a document the phone may only read (a stored copy that loaded late)', async () => {
    const { server, e } = await serverWithEvent();
    const h = head(server.url, e);
    const a = floor(server.url, e, 1);
    cleanups.push(
      () => h.destroy(),
      () => a.destroy(),
    );
    await until('connected', () => a.sync.state === 'connected' && a.roster.length === 2);
    // Not a change of the judge's (those go through the session): the server does not take it, and the phone's own
    // changes still decide what the status line says.
    setClock(a.control, newClock('Round 9', 60_000));
    // A ruling logged after it: once the head judge has the ruling, the server has had the clock change too.
    a.logRuling('after', 'rev-after', fields());
    await until('the ruling reaches the head judge', () => h.log.some((r) => r.id === 'after'));
    await until('connected again', () => a.sync.state === 'connected');
    expect(a.sync).toEqual({ state: 'connected', unsent: 0 });
    expect(h.clock).toBeNull();
  });

  it('keeps changes the server refuses on the phone and names the refusal on each ruling they concern, after a reload too', async () => {
    const { server, e } = await serverWithEvent();
    const kept: Record<string, UnsentChange[]> = {};
    const me = {
      server: server.url,
      event: e.event,
      judge: 'floor-judge-1',
      key: 'key-of-floor-judge-1-0123456789',
      name: 'Floor 1',
      join: e.joinSecret,
    };
    const stored: IndexeddbPersistence[] = [];
    /** A phone with its documents in (fake) IndexedDB and its unsent list in `kept` (localStorage in the app). */
    const phone = () => {
      const s = new EventSession(me, {
        app: '0.1.0',
        WebSocketPolyfill: WebSocket,
        persist: (name, doc) => {
          const store = new IndexeddbPersistence(`refused:${name}`, doc);
          stored.push(store);
          return store;
        },
        unsent: { load: () => structuredClone(kept), save: (u) => Object.assign(kept, u) },
      });
      cleanups.push(() => s.destroy());
      return s;
    };
    const a = phone();
    await until('connected', () => a.sync.state === 'connected');
    // Offline, the phone gathers more than the server takes in one update; after a reload the sync sends it as one.
    a.goOffline();
    await until('offline', () => a.sync.state === 'offline');
    const count = Math.ceil(MAX_UPDATE_BYTES / 19_000) + 1;
    for (let i = 0; i < count; i++) a.logRuling(`long-${i}`, `rev-${i}`, fields({ ruling: 'x'.repeat(19_000) }));
    expect(a.sync).toEqual({ state: 'offline', unsent: count });
    // Every change written before the phone closes: a read of the store, queued after the writes, ends after them.
    await Promise.all(stored.map((store) => store.whenSynced.then(() => writesDone(store))));
    a.destroy();

    const b = phone();
    await until('refused', () => b.sync.state === 'refused');
    expect(b.sync).toMatchObject({ state: 'refused', reason: 'update-too-large', phoneRefused: false, unsent: count });
    expect(b.unsentRuling('long-0')).toBe('update-too-large');
    expect(b.log).toHaveLength(count);
  });
});
