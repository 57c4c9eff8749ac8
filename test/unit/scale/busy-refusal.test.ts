import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsDocName, controlDocName, judgeDocName } from '../../../src/core/event/protocol.ts';
import { startSyncServer, type SyncServer } from '../../../src/server/sync-server.ts';
import { PostgresDocuments } from '../../../src/server/postgres-documents.ts';
import { openPool } from '../../../src/server/postgres-event-store.ts';
import { EventSession, busyRetryDelay, type EventMembership } from '../../../src/core/event/event-session.ts';
import { ADMIN, createEvent, fields, head, until, type CreatedEvent } from '../event/sync-harness.ts';
import { startPostgres, type ThrowawayPostgres } from './services.ts';

/**
 * A server whose records cannot answer (PostgreSQL stopped) refuses a connection as busy, and the phone asks again
 * until it is let in; a final refusal (an unknown key, a judge the server does not know) is not asked again.
 */
let postgres: ThrowawayPostgres;
let server: SyncServer;
let dataDir: string;
const lines: string[] = [];
let e: CreatedEvent;
const sessions: EventSession[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'rk-busy-'));
  // The records' answer is waited for 1.5 s here (60 s by default), so the test sees the busy refusal soon.
  server = await startSyncServer({
    port: 0,
    dataDir,
    database: postgres.url,
    adminSecret: ADMIN,
    authWaitMs: 1_500,
    log: (l) => lines.push(l),
  });
  e = await createEvent(server);
}, 60_000);
afterAll(async () => {
  for (const s of sessions) s.destroy();
  await server?.close();
  await postgres?.remove();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A phone's stored documents, kept across its sessions (y-indexeddb in the app). */
function phoneStorage(): Map<string, Uint8Array> {
  return new Map();
}

/** A session of a floor judge whose documents are kept in `stored`, recording every status it shows. */
function phone(stored: Map<string, Uint8Array>, me: Partial<EventMembership> = {}) {
  const states: string[] = [];
  const problems: string[] = [];
  const made: { session?: EventSession } = {};
  made.session = new EventSession(
    {
      server: server.url,
      event: e.event,
      judge: 'floor-judge-busy',
      key: 'key-of-floor-judge-busy-0123456789',
      name: 'Floor Busy',
      join: e.joinSecret,
      ...me,
    },
    {
      app: '0.1.0',
      WebSocketPolyfill: WebSocket,
      // Loaded a moment after opening, as y-indexeddb loads.
      persist: (name, doc) => {
        const keep = () => stored.set(name, Y.encodeStateAsUpdate(doc));
        const whenSynced = Promise.resolve().then(() => {
          const saved = stored.get(name);
          if (saved) Y.applyUpdate(doc, saved);
          doc.on('update', keep);
        });
        return { whenSynced, destroy: () => doc.off('update', keep) };
      },
      onProblem: (r) => problems.push(r),
      // A change reported while the session is still being made has no status to read yet.
      onChange: () => {
        const state = made.session?.sync.state;
        if (state && states.at(-1) !== state) states.push(state);
      },
    },
  );
  const session = made.session;
  sessions.push(session);
  return { session, states, problems };
}

const refusalsOf = (doc: string, reason: string, from = 0) =>
  lines.slice(from).filter((l) => l.startsWith(`refused ${doc}: ${reason}`)).length;

describe('a busy refusal is asked again, a final one is not', () => {
  it('waits between half and all of 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 5, 10].map((n) => busyRetryDelay(n, () => 1))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
    expect([0, 1, 5].map((n) => busyRetryDelay(n, () => 0))).toEqual([500, 1_000, 15_000]);
  });

  it('PostgreSQL stopped: a reloaded phone is refused as busy for every document, asks again, and gets the ruling logged meanwhile once it is back', async () => {
    const hana = head(server.url, e);
    sessions.push(hana);
    const stored = phoneStorage();
    const first = phone(stored);
    await until(
      'the floor judge is in, with the head judge document',
      () => first.session.sync.state === 'connected' && first.session.judgeDocs.has(e.headJudge),
      20_000,
    );
    hana.logRuling('before', 'rev-before', fields());
    await until('the floor judge has the first ruling', () => first.session.log.some((r) => r.id === 'before'));
    // A teammate on the stored roster that the server's records do not have: its document is refused for good.
    const ghost = 'ghost-judge-0001';
    first.session.control.getMap('roster').set(ghost, { judge: ghost, name: 'Ghost', role: 'floor', revoked: false });
    first.session.destroy();

    await postgres.stop();
    // The head judge's phone stays connected (already let in); its ruling waits in the server's memory.
    hana.logRuling('while-away', 'rev-while-away', fields({ table: '9' }));
    const mark = lines.length;
    const again = phone(stored);
    const mine = [
      controlDocName(e.event),
      judgeDocName(e.event, 'floor-judge-busy'),
      judgeDocName(e.event, e.headJudge),
      judgeDocName(e.event, ghost),
      callsDocName(e.event),
    ];
    await until(
      'every document was refused as busy and waits to be asked again',
      () => mine.every((d) => again.session.busyDocuments.includes(d)),
      20_000,
    );
    expect(again.problems).toContain('busy');
    expect(again.session.sync.state).not.toBe('refused');
    // Asked again while PostgreSQL is still away: refused as busy a second time, not given up on.
    await until('the control document was asked for again', () => refusalsOf(mine[0]!, 'busy') >= 2, 20_000);

    await postgres.start();
    await until(
      'the reloaded phone is connected and has the ruling logged while PostgreSQL was away',
      () => again.session.sync.state === 'connected' && again.session.log.some((r) => r.id === 'while-away'),
      40_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${JSON.stringify(again.session.sync)} ${again.problems}\n${lines.join('\n')}`);
    });
    expect(again.states).toContain('syncing');
    expect(again.states).not.toContain('refused');
    expect(again.session.busyDocuments).toEqual([]);
    // The ghost's document: refused as unknown once the records answer, and not asked for again.
    expect(refusalsOf(mine[3]!, 'unknown-event', mark)).toBe(1);
    expect(again.session.phoneRefusal).toBeNull();
  }, 120_000);

  it('a final refusal (a key the server does not know) is reported, and no document is set to be asked again', async () => {
    const wrong = phone(phoneStorage(), {
      judge: 'floor-judge-busy',
      key: 'not-the-key-of-floor-judge-busy-0123',
    });
    const mark = lines.length;
    const docs = [controlDocName(e.event), judgeDocName(e.event, 'floor-judge-busy'), callsDocName(e.event)];
    await until(
      'each of its documents is refused',
      () => docs.every((d) => refusalsOf(d, 'bad-secret', mark) === 1),
      20_000,
    );
    await until('the phone says so', () => wrong.problems.length === 3);
    expect(wrong.problems).toEqual(['bad-secret', 'bad-secret', 'bad-secret']);
    expect(wrong.session.sync).toMatchObject({ state: 'refused', reason: 'bad-secret', phoneRefused: true });
    expect(wrong.session.busyDocuments).toEqual([]);
  }, 60_000);

  it('a document that cannot be loaded (PostgreSQL away) is refused as busy, not with a bare permission-denied', async () => {
    const pool = openPool(postgres.url, () => {});
    const documents = new PostgresDocuments(pool, () => {});
    const fetch = (documents as unknown as { configuration: { fetch(d: { documentName: string }): Promise<unknown> } })
      .configuration.fetch;
    await postgres.stop();
    try {
      await expect(fetch({ documentName: controlDocName(e.event) })).rejects.toMatchObject({ reason: 'busy' });
    } finally {
      await postgres.start();
      await pool.end();
    }
  }, 60_000);
});
