import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import {
  controlDocName,
  judgeDocName,
  PROTOCOL_VERSION,
  encodeToken,
  type ServerNotice,
} from '../../../src/core/event/protocol.ts';
import { newClock } from '../../../src/core/event/clock.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { reservePort } from '../../../src/server/ports.ts';
import {
  createEvent,
  fields,
  floor,
  head,
  problems,
  session,
  spawnServer,
  rawProvider,
  startServer,
  until,
} from './sync-harness.ts';

const open: EventSession[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const track = <T extends EventSession>(s: T) => (open.push(s), s);
afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serverWithEvent() {
  const s = await startServer();
  cleanups.push(s.cleanup, () => s.server.close());
  const e = await createEvent(s.server);
  return { ...s, e };
}

describe('event sync through a real Hocuspocus server', { timeout: 30_000 }, () => {
  it('shares rulings among three judges, including one logged offline and merged on reconnect', async () => {
    const { server, e } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    const b = track(floor(server.url, e, 2));
    await until('roster has three judges', () => [h, a, b].every((s) => s.roster.length === 3));
    a.logRuling('ruling-a1', 'rev-a1', fields({ table: '1' }));
    await until('everyone sees ruling a1', () => [h, a, b].every((s) => s.log.some((r) => r.id === 'ruling-a1')));
    expect(b.log.find((r) => r.id === 'ruling-a1')).toMatchObject({ owner: 'floor-judge-1', fields: { table: '1' } });

    b.goOffline();
    await until('b offline', () => !b.online);
    b.logRuling('ruling-b1', 'rev-b1', fields({ table: '2' }));
    h.logRuling('ruling-h1', 'rev-h1', fields({ table: '3' }));
    await until('a sees the head ruling', () => a.log.some((r) => r.id === 'ruling-h1'));
    expect(a.log.some((r) => r.id === 'ruling-b1')).toBe(false);
    b.goOnline();
    await until('all three see all three rulings', () => [h, a, b].every((s) => s.log.length === 3));
  });

  it('keeps data across a server restart (SQLite) and both edits of one ruling made at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-sync-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await reservePort();
    const first = await spawnServer(dataDir, port);
    cleanups.push(first.stop);
    const e = await createEvent(first);
    const h = track(head(first.url, e));
    const a = track(floor(first.url, e, 1));
    a.logRuling('ruling-1', 'rev-1', fields());
    await until('head sees it', () => h.log.length === 1 && a.allSynced && h.allSynced);
    await first.stop();
    await until('both phones notice the server is gone', () => !h.online && !a.online);

    // While the server is down, the floor judge fixes the table and the head judge records the appeal.
    a.editRuling('floor-judge-1', 'ruling-1', 'rev-2', fields({ table: '9' }));
    h.editRuling('floor-judge-1', 'ruling-1', 'rev-3', fields({ status: 'upheld', appealOutcome: 'Upheld.' }));
    h.goOffline();
    a.goOffline();

    const second = await spawnServer(dataDir, port);
    cleanups.push(second.stop);
    const late = track(floor(second.url, e, 3));
    await until('a judge joining after the restart gets the ruling from SQLite', () => late.log.length === 1);
    expect(late.log[0]!.revisions).toBe(1);
    h.goOnline();
    a.goOnline();
    await until('everyone has both offline edits', () => [h, a, late].every((s) => s.log[0]?.revisions === 3));
    const shown = late.log[0]!;
    expect(shown.fields.status).toBe('upheld');
    expect(shown.race?.edits.map((x) => x.changed)).toEqual(
      expect.arrayContaining([{ table: '9' }, { status: 'upheld', appealOutcome: 'Upheld.' }]),
    );
    expect(h.log).toEqual(a.log);
  });

  it('refuses a revoked judge, an old join secret after rotation, and a wrong key', async () => {
    const { server, e, lines } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    await until('a joined', () => h.roster.length === 2);
    // The server answers the head judge's command itself (no longer only through the roster), once the roster says so.
    expect(await h.revoke('floor-judge-1')).toBe(true);
    expect(h.roster.find((j) => j.judge === 'floor-judge-1')?.revoked).toBe(true);
    // A judge the event never had: refused in words, not taken for a success.
    expect(await h.revoke('nobody-at-all')).toBe(false);
    await until('a told it was revoked', () => problems(a).includes('revoked'));
    a.logRuling('ruling-after-revoke', 'rev-x', fields());
    expect(a.log.some((r) => r.id === 'ruling-after-revoke')).toBe(true);

    const secret = await h.rotateJoinSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const old = track(floor(server.url, e, 2));
    await until('old invitation refused', () => problems(old).includes('bad-secret'));
    const fresh = track(floor(server.url, e, 3, secret!));
    await until('new invitation works', () => h.roster.some((j) => j.judge === 'floor-judge-3'));
    const thief = track(
      session({ server: server.url, event: e.event, judge: e.headJudge, key: 'guessed-key-0000000000', name: 'x' }),
    );
    await until('wrong key refused', () => problems(thief).includes('bad-secret'));
    const stranger = track(
      session({ server: server.url, event: 'evt-unknown-000', judge: 'judge-xxxx', key: 'k', name: 'x' }),
    );
    await until('unknown event refused', () => problems(stranger).includes('unknown-event'));
    await until('nothing of the revoked judge reached the others', () => fresh.log.length === 0 && h.log.length === 0);
    expect(h.log.some((r) => r.id === 'ruling-after-revoke')).toBe(false);
    for (const secretValue of [e.headKey, e.joinSecret, secret!]) expect(lines.join('\n')).not.toContain(secretValue);
  });

  it("answers a head judge's command with the id it was sent with", async () => {
    const { server, e } = await serverWithEvent();
    const socket = new HocuspocusProviderWebsocket({ url: server.url, WebSocketPolyfill: WebSocket });
    const provider = new HocuspocusProvider({
      name: `${e.event}/control`,
      document: new Y.Doc(),
      websocketProvider: socket,
      token: encodeToken({ v: PROTOCOL_VERSION, app: '0.1.0', judge: e.headJudge, key: e.headKey }),
    });
    provider.attach();
    cleanups.push(() => (provider.destroy(), socket.destroy()));
    const answers: ServerNotice[] = [];
    provider.on('stateless', ({ payload }: { payload: string }) => answers.push(JSON.parse(payload) as ServerNotice));
    await until('synced', () => provider.isSynced);
    provider.sendStateless(JSON.stringify({ type: 'rotate-join', id: 'command-7' }));
    provider.sendStateless(JSON.stringify({ type: 'revoke', judge: 'nobody-at-all', id: 'command-8' }));
    provider.sendStateless(JSON.stringify({ type: 'rotate-join' }));
    await until('three answers', () => answers.length === 3);
    expect(answers.map((n) => [n.type, n.id])).toEqual([
      ['join-secret', 'command-7'],
      ['error', 'command-8'],
      ['join-secret', undefined],
    ]);
  });

  it("gives a head judge's command its own answer, never one meant for another command", async () => {
    const { server, e } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    await until('a joined', () => h.roster.length === 2 && a.roster.length === 2);
    // An answer this phone does not wait for reaches it first: a command it sent that stopped waiting (its answer was
    // lost with a connection, or came after 10 s), played here through the phone's own connection.
    const control = (h as unknown as { providers: Map<string, HocuspocusProvider> }).providers.get(
      `${e.event}/control`,
    )!;
    control.sendStateless(JSON.stringify({ type: 'rotate-join', id: 'stopped-waiting' }));
    expect(await h.revoke('floor-judge-1')).toBe(true);
    expect(await h.rotateJoinSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses another protocol version with its own message', async () => {
    const { server, e } = await serverWithEvent();
    const socket = new HocuspocusProviderWebsocket({ url: server.url, WebSocketPolyfill: WebSocket });
    let reason = '';
    const provider = new HocuspocusProvider({
      name: `${e.event}/control`,
      document: new Y.Doc(),
      websocketProvider: socket,
      token: encodeToken({ v: PROTOCOL_VERSION + 1, app: '9.0.0', judge: e.headJudge, key: e.headKey }),
      onAuthenticationFailed: (x) => (reason = x.reason),
    });
    provider.attach();
    cleanups.push(() => (provider.destroy(), socket.destroy()));
    await until('refused', () => reason !== '');
    expect(reason).toBe('other-version');
  });

  it('lets a floor judge write only their own document', async () => {
    const { server, e } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    const b = track(floor(server.url, e, 2));
    await until('roster', () => h.roster.length === 3 && a.roster.length === 3);
    b.logRuling('ruling-b', 'rev-b', fields());
    await until('a sees b ruling', () => a.log.length === 1);
    // Floor judge 1 tries to change judge 2's ruling and to delete it (only the head judge may).
    a.editRuling('floor-judge-2', 'ruling-b', 'rev-forged', fields({ ruling: 'Forged.' }));
    a.deleteRuling('ruling-b');
    a.addNote({ id: 'note-1', ruling: 'ruling-b', at: new Date().toISOString(), text: 'Asked again at table 7.' });
    await until('the note arrives', () => h.log[0]?.notes.length === 1 && b.log[0]?.notes.length === 1);
    expect(h.log[0]!.fields.ruling).toBe('No: a passed player cannot bluff.');
    expect(b.log[0]!.revisions).toBe(1);
    expect(h.log[0]!.deleted).toBeNull();
    // The head judge can delete.
    h.deleteRuling('ruling-b');
    await until('deletion reaches b', () => b.log[0]?.deleted !== null);
  });

  it('refuses a malformed update and an unknown root, with nothing changed on the server or other phones', async () => {
    const { server, e } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    a.logRuling('ruling-a', 'rev-a', fields());
    await until('head sees it', () => h.log.length === 1 && a.allSynced);
    const before = Y.encodeStateVector(h.judgeDocs.get('floor-judge-1')!);

    // A raw provider on the floor judge's own document sends a root type the document does not have.
    const raw = rawProvider(
      server.url,
      judgeDocName(e.event, 'floor-judge-1'),
      'floor-judge-1',
      'key-of-floor-judge-1-0123456789',
    );
    cleanups.push(raw.destroy);
    const { doc, provider } = raw;
    await until('raw client synced', () => provider.isSynced);
    doc.getMap('evil').set('x', 'y'.repeat(100));
    await until('server closed the raw connection', () => raw.closed() === 'malformed-update');
    // Garbage bytes as an update: Yjs cannot decode them.
    expect(() => Y.decodeUpdate(new Uint8Array([200, 1, 2, 3]))).toThrow();

    // An oversized ruling from the real app session.
    a.logRuling('ruling-huge', 'rev-huge', fields({ ruling: 'x'.repeat(19_000), attachment: null }));
    for (let i = 0; i < 40; i++)
      a.addNote({ id: `n${i}`, ruling: 'ruling-a', at: '2026-11-23T10:00:00Z', text: 'y'.repeat(19_000) });
    // Each note went as its own update; none is over the limit, so they arrive.
    await until('notes arrive', () => h.log.find((r) => r.id === 'ruling-a')?.notes.length === 40);
    expect(h.judgeDocs.get('floor-judge-1')!.getMap('evil').size).toBe(0);
    const serverDoc = await server.server.hocuspocus.openDirectConnection(judgeDocName(e.event, 'floor-judge-1'));
    let roots: string[] = [];
    await serverDoc.transact((d) => (roots = [...d.share.keys()]));
    await serverDoc.disconnect();
    expect(roots).not.toContain('evil');
    expect(Y.encodeStateVector(h.judgeDocs.get('floor-judge-1')!)).not.toEqual(before);
  });
  it("refuses a head judge's phone that deletes a judge from the roster; every phone keeps that judge", async () => {
    const { server, e } = await serverWithEvent();
    const h = track(head(server.url, e));
    const a = track(floor(server.url, e, 1));
    await until('roster', () => h.roster.length === 2 && a.roster.length === 2);

    // A raw provider with the head judge's own credentials, on the control document the head judge may write.
    const raw = rawProvider(server.url, controlDocName(e.event), e.headJudge, e.headKey);
    cleanups.push(raw.destroy);
    const { doc, provider } = raw;
    await until('raw client synced with the roster', () => provider.isSynced && doc.getMap('roster').size === 2);
    doc.getMap('roster').delete('floor-judge-1');
    await until('server closed the raw connection', () => raw.closed() === 'malformed-update');

    // The head judge's own phone sets the clock after it: the server took that, so it had the deletion's turn.
    h.setClock(newClock('Round 2', 50 * 60_000));
    await until('the clock reaches the floor phone', () => a.clock?.round === 'Round 2');
    expect(a.roster.map((j) => j.judge).sort()).toEqual([e.headJudge, 'floor-judge-1'].sort());
    expect(h.roster.map((j) => j.judge)).toContain('floor-judge-1');
  });
});
