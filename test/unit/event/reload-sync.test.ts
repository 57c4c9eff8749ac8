import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { IndexeddbPersistence } from 'y-indexeddb';
import { newClock } from '../../../src/core/event/clock.ts';
import { addNote, editRuling, logRuling, setClock, setRosterEntry } from '../../../src/core/event/event-docs.ts';
import { MAX_UPDATE_BYTES, controlDocName } from '../../../src/core/event/protocol.ts';
import { checkUpdate } from '../../../src/server/update-checks.ts';
import { EventSession, type EventMembership } from '../../../src/core/event/event-session.ts';
import { createEvent, fields, rawProvider, startServer, until, type CreatedEvent } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The server's control document: the roster it writes (first value of each key: an item whose parent is "roster"). */
function serverControl(): Y.Doc {
  const doc = new Y.Doc();
  setRosterEntry(doc, { judge: 'head-1', name: 'Hana', role: 'head', revoked: false, joinedAt: '2026-11-27T08:00Z' });
  setRosterEntry(doc, { judge: 'floor-1', name: 'Flo', role: 'floor', revoked: true, joinedAt: '2026-11-27T08:01Z' });
  return doc;
}

/** A phone's copy of it after syncing: what y-indexeddb keeps and replays on the next load. */
function phoneCopy(server: Y.Doc): Y.Doc {
  const phone = new Y.Doc();
  Y.applyUpdate(phone, Y.encodeStateAsUpdate(server));
  return phone;
}

describe("the server's update check after a reload", () => {
  it("was refusing a reloaded phone's stored copy because it holds the server's own roster entries", () => {
    const server = serverControl();
    const phone = phoneCopy(server);
    setClock(phone, newClock('Round 1', 50 * 60_000));
    // What the phone sent: its whole stored copy (roster included) with its new clock, as one update.
    const stored = Y.encodeStateAsUpdate(phone);
    expect(checkUpdate(stored, 'control')).toBe('malformed-update');
    // Judged against what the server holds, only the clock is new, and the clock is the head judge's to write.
    expect(checkUpdate(stored, 'control', server)).toBeNull();
  });

  it('still refuses a new roster entry, a foreign root, an oversize update and bytes that are not an update', () => {
    const server = serverControl();
    const rosterForged = phoneCopy(server);
    setRosterEntry(rosterForged, {
      judge: 'floor-2',
      name: 'Mallory',
      role: 'head',
      revoked: false,
      joinedAt: '2026-11-27T08:02Z',
    });
    expect(checkUpdate(Y.encodeStateAsUpdate(rosterForged), 'control', server)).toBe('malformed-update');

    const foreign = phoneCopy(server);
    foreign.getMap('evil').set('x', 1);
    expect(checkUpdate(Y.encodeStateAsUpdate(foreign), 'control', server)).toBe('malformed-update');
    const judgeDoc = new Y.Doc();
    judgeDoc.getMap('rulings').set('r', 1);
    judgeDoc.getMap('clock').set('state', 1);
    expect(checkUpdate(Y.encodeStateAsUpdate(judgeDoc), 'judge', new Y.Doc())).toBe('malformed-update');

    // An item that names only its neighbour in the roster (the next value of a key the server wrote) is judged by
    // that neighbour's root: a head judge's phone cannot overwrite the roster either.
    const rosterOverwritten = phoneCopy(server);
    setRosterEntry(rosterOverwritten, {
      judge: 'floor-1',
      name: 'Flo',
      role: 'floor',
      revoked: false,
      joinedAt: '2026-11-27T08:01Z',
    });
    const overwrite = Y.encodeStateAsUpdate(rosterOverwritten, Y.encodeStateVector(server));
    expect(Y.decodeUpdate(overwrite).structs.every((s) => !(s instanceof Y.Item) || s.parent === null)).toBe(true);
    expect(checkUpdate(overwrite, 'control', server)).toBe('malformed-update');

    const big = phoneCopy(server);
    big.getMap('event').set('name', 'x'.repeat(MAX_UPDATE_BYTES));
    expect(checkUpdate(Y.encodeStateAsUpdate(big), 'control', server)).toBe('update-too-large');
    expect(checkUpdate(new Uint8Array([200, 1, 2, 3]), 'control', server)).toBe('malformed-update');
  });
});

describe("the server's update check on deletions", () => {
  it("refuses a phone's deletion of a roster entry the server holds, whether sent alone or with a clock change", () => {
    const server = serverControl();
    const phone = phoneCopy(server);
    const before = Y.encodeStateVector(phone);
    phone.getMap('roster').delete('floor-1');
    const deletion = Y.encodeStateAsUpdate(phone, before);
    expect(Y.decodeUpdate(deletion).structs).toHaveLength(0);
    expect(checkUpdate(deletion, 'control', server)).toBe('malformed-update');
    setClock(phone, newClock('Round 1', 50 * 60_000));
    expect(checkUpdate(Y.encodeStateAsUpdate(phone), 'control', server)).toBe('malformed-update');
  });

  it("lets through a reloaded copy holding the server's own roster rewrites, and a clock overwritten", () => {
    const server = serverControl();
    setClock(server, newClock('Round 1', 50 * 60_000));
    const phone = phoneCopy(server);
    // The server revokes a judge: its entry is written again, the old value deleted, and the phone syncs that.
    setRosterEntry(server, {
      judge: 'head-1',
      name: 'Hana',
      role: 'head',
      revoked: true,
      joinedAt: '2026-11-27T08:00Z',
    });
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(server, Y.encodeStateVector(phone)));
    setClock(phone, newClock('Round 2', 50 * 60_000));
    const stored = Y.encodeStateAsUpdate(phone);
    expect(Y.decodeUpdate(stored).ds.clients.size).toBeGreaterThan(0);
    expect(checkUpdate(stored, 'control', server)).toBeNull();
  });
});

describe("what the server's update check lets through", () => {
  it('a clock changed twice, and a ruling logged, edited and noted, whose items name neighbours and parents', () => {
    const server = serverControl();
    setClock(server, newClock('Round 1', 50 * 60_000));
    const phone = phoneCopy(server);
    setClock(phone, newClock('Round 2', 50 * 60_000));
    setClock(phone, newClock('Round 3', 50 * 60_000));
    expect(checkUpdate(Y.encodeStateAsUpdate(phone, Y.encodeStateVector(server)), 'control', server)).toBeNull();
    expect(checkUpdate(Y.encodeStateAsUpdate(phone), 'control', server)).toBeNull();

    const judgeServer = new Y.Doc();
    logRuling(judgeServer, { id: 'r1', createdAt: '2026-11-27T09:00Z', by: 'j', revision: 'v1', fields: fields() });
    const judgePhone = phoneCopy(judgeServer);
    const edit = { ruling: 'r1', by: 'j', at: '2026-11-27T09:01Z', fields: fields({ table: '9' }) };
    editRuling(judgePhone, { ...edit, revision: 'v2' });
    editRuling(judgePhone, { ...edit, revision: 'v3' });
    addNote(judgePhone, { id: 'n1', ruling: 'r1', by: 'j', at: '2026-11-27T09:02Z', text: 'Checked.' });
    addNote(judgePhone, { id: 'n2', ruling: 'r1', by: 'j', at: '2026-11-27T09:03Z', text: 'Again.' });
    const diff = Y.encodeStateAsUpdate(judgePhone, Y.encodeStateVector(judgeServer));
    expect(checkUpdate(diff, 'judge', judgeServer)).toBeNull();
    // The same items in a control document (no rulings or notes there) are refused.
    expect(checkUpdate(Y.encodeStateAsUpdate(judgePhone), 'control', new Y.Doc())).toBe('malformed-update');
  });
});

describe('phones that reload their stored event, on a real server', { timeout: 60_000 }, () => {
  /** A phone keeps its documents in (fake) IndexedDB under its own prefix; a reload is a new session on them. */
  function phone(me: EventMembership, prefix: string): EventSession {
    const s = new EventSession(me, {
      app: '0.1.0',
      WebSocketPolyfill: WebSocket,
      persist: (name, doc) => new IndexeddbPersistence(`${prefix}:${name}`, doc),
    });
    cleanups.push(() => s.destroy());
    return s;
  }

  async function reload(s: EventSession, prefix: string): Promise<EventSession> {
    await s.whenStored();
    await until('stored and synced before the reload', () => s.allSynced);
    s.destroy();
    return phone(s.me, prefix);
  }

  it('after each reload of the head or a floor phone, its clock change and ruling reach the others, none refused', async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e: CreatedEvent = await createEvent(s.server);
    const headMe = { server: s.server.url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Hana Head' };
    const floorMe = {
      server: s.server.url,
      event: e.event,
      judge: 'floor-judge-1',
      key: 'key-of-floor-judge-1-0123456789',
      name: 'Flo Floor',
      join: e.joinSecret,
    };
    let h = phone(headMe, 'head');
    let f = phone(floorMe, 'floor');
    await until('both on the roster', () => [h, f].every((x) => x.roster.length === 2 && x.allSynced));
    for (let cycle = 1; cycle <= 6; cycle++) {
      if (cycle % 2) h = await reload(h, 'head');
      else f = await reload(f, 'floor');
      h.setClock(newClock(`Round ${cycle}`, 50 * 60_000));
      f.logRuling(`ruling-${cycle}`, `rev-${cycle}`, fields({ table: String(cycle) }));
      await until(
        `cycle ${cycle}: clock and ruling on both phones`,
        () => [h, f].every((x) => x.clock?.round === `Round ${cycle}` && x.log.some((r) => r.id === `ruling-${cycle}`)),
        3_000,
      );
    }
    expect(s.lines.filter((l) => l.includes('refused'))).toEqual([]);
  });

  it("does not close a floor phone's read-only copy for holding what the server lost, and applies none of it", async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const headMe = { server: s.server.url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Hana Head' };
    const h = phone(headMe, 'lost-head');
    const f = phone(
      {
        server: s.server.url,
        event: e.event,
        judge: 'floor-judge-1',
        key: 'key-of-floor-judge-1-0123456789',
        name: 'Flo Floor',
        join: e.joinSecret,
      },
      'lost-floor',
    );
    await until('both connected', () => [h, f].every((x) => x.roster.length === 2 && x.sync.state === 'connected'));
    // A roster entry the server wrote and then lost (killed within its store's debounce), still on the floor phone.
    setRosterEntry(f.control, { judge: 'judge-lost', name: 'Lost', role: 'floor', revoked: false, joinedAt: 'x' });
    f.goOffline();
    await until('offline', () => f.sync.state === 'offline');
    f.goOnline();
    f.logRuling('after-reconnect', 'rev-1', fields());
    await until('the ruling reaches the head judge', () => h.log.some((r) => r.id === 'after-reconnect'));
    await until('connected', () => f.sync.state === 'connected');
    // The server refuses to open the lost judge's document (it does not know them), and refuses no update.
    expect(s.lines.filter((l) => l.includes('refused an update'))).toEqual([]);
    expect(h.roster.map((j) => j.name)).not.toContain('Lost');
  });

  it("accepts a stored copy sent as an update by a phone whose app loads it while connecting (an older build's order)", async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const first = phone(
      { server: s.server.url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Hana Head' },
      'old-build',
    );
    first.setClock(newClock('Round 1', 50 * 60_000));
    await until('roster and clock synced', () => first.roster.length === 1 && first.allSynced);
    const stored = Y.encodeStateAsUpdate(first.control);

    // A provider that syncs first, then gets the stored copy as a local change: it sends all of it as an update.
    const raw = rawProvider(s.server.url, controlDocName(e.event), e.headJudge, e.headKey);
    cleanups.push(raw.destroy);
    const { doc, provider } = raw;
    // Loaded while the socket connects: the provider queues it as an update and sends it once connected.
    Y.applyUpdate(doc, stored, 'stored copy');
    await until('synced', () => provider.isSynced);
    setClock(doc, newClock('Round 2', 50 * 60_000));
    await until('the clock change reaches the first phone', () => first.clock?.round === 'Round 2');
    expect(raw.closed()).toBe('');
    expect(s.lines.filter((l) => l.includes('refused'))).toEqual([]);
  });
});
