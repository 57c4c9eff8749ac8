import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  callJudge,
  callStatus,
  cancelCallOver,
  judgeCalls,
  judgeDoc,
  turnCallsOn,
  type JudgeIdentity,
} from '../../../src/cli/calls-clients.ts';
import { appendCallAction, callViews, readCalls } from '../../../src/core/event/calls.ts';
import { callsDocName, controlDocName, judgeDocName } from '../../../src/core/event/protocol.ts';
import type { CallLimits } from '../../../src/server/calls-http.ts';
import { startSyncServer } from '../../../src/server/sync-server.ts';
import { ADMIN, createEvent, spawnServer, until, type CreatedEvent } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const headOf = (e: CreatedEvent): JudgeIdentity => ({ judge: e.headJudge, key: e.headKey, name: 'Hana Head' });
const floorOf = (e: CreatedEvent, n: number): JudgeIdentity => ({
  judge: `floor-judge-${n}`,
  key: `key-of-floor-judge-${n}-0123456789`,
  name: `Bo${n} Lind`,
  join: e.joinSecret,
});

async function serverWithCalls(tables = 60, callLimits?: Partial<CallLimits>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rk-calls-'));
  const lines: string[] = [];
  const server = await startSyncServer({
    port: 0,
    dataDir,
    adminSecret: ADMIN,
    log: (l) => lines.push(l),
    ...(callLimits ? { callLimits } : {}),
  });
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => server.close(),
  );
  const e = await createEvent(server);
  const secret = await turnCallsOn(server.url, e.event, headOf(e), tables);
  return { server, e, secret, lines };
}

async function phone(url: string, event: string, me: JudgeIdentity) {
  const c = await judgeCalls(url, event, me);
  cleanups.push(() => c.close());
  return c;
}

/** A POST from another local address (the loopback answers all of 127/8): another venue's network. */
function postFrom(localAddress: string, url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('judge calls through the sync server', { timeout: 30_000 }, () => {
  it("brings a player's call to every judge's phone and the judges' actions back to the player", async () => {
    const { server, e, secret } = await serverWithCalls();
    const head = await phone(server.url, e.event, headOf(e));
    const bo = await phone(server.url, e.event, floorOf(e, 1));
    const made = await callJudge(server.httpUrl, { event: e.event, table: 12, secret, text: 'Can I bluff?' });
    expect(made.status).toBe(201);
    expect(made.body.call).toMatchObject({ table: 12, state: 'waiting' });
    const id = made.body.call!.id;
    await until('both phones have the call', () => [head, bo].every((p) => readCalls(p.doc).some((c) => c.id === id)));
    expect(readCalls(bo.doc)[0]).toMatchObject({ table: 12, text: 'Can I bluff?', game: '' });

    appendCallAction(bo.doc, { call: id, kind: 'claim', by: 'floor-judge-1', at: new Date().toISOString() });
    await until('the head phone sees the claim', () => callViews(head.doc)[0]?.state === 'claimed');
    const seen = await callStatus(server.httpUrl, e.event, 12, secret);
    expect(seen.body.call).toMatchObject({ id, state: 'claimed', judgeFirstName: 'Bo1' });
    // Nothing of the judges' documents but the state and the first name reaches the player.
    expect(Object.keys(seen.body.call!).sort()).toEqual([
      'calledAt',
      'id',
      'judgeFirstName',
      'state',
      'stateAt',
      'table',
    ]);
    expect(seen.body.event).toEqual({ name: 'Regionals', rulebooks: [] });

    // Calling again shows the open call instead of making a second one.
    const again = await callJudge(server.httpUrl, { event: e.event, table: 12, secret });
    expect(again).toMatchObject({ status: 200, body: { existing: true, call: { id, state: 'claimed' } } });

    const playerSees = (state: string) =>
      untilAsync(`the player sees ${state}`, async () => {
        return (await callStatus(server.httpUrl, e.event, 12, secret)).body.call?.state === state;
      });
    appendCallAction(head.doc, { call: id, kind: 'escalate', by: e.headJudge, at: new Date().toISOString() });
    await until('escalated on the floor phone', () => callViews(bo.doc)[0]?.state === 'escalated');
    await playerSees('escalated');
    appendCallAction(head.doc, { call: id, kind: 'resolve', by: e.headJudge, at: new Date().toISOString() });
    await until('resolved on the floor phone', () => callViews(bo.doc)[0]?.state === 'resolved');
    await playerSees('resolved');
    // Once resolved, the table can call again.
    expect((await callJudge(server.httpUrl, { event: e.event, table: 12, secret })).status).toBe(201);
  });

  it('lets the player cancel an open call, and every phone sees it', async () => {
    const { server, e, secret } = await serverWithCalls();
    const head = await phone(server.url, e.event, headOf(e));
    const made = await callJudge(server.httpUrl, { event: e.event, table: 3, secret });
    const id = made.body.call!.id;
    const cancelled = await cancelCallOver(server.httpUrl, e.event, 3, secret, id);
    expect(cancelled).toMatchObject({ status: 200, body: { call: { id, state: 'cancelled' } } });
    await until('the head phone sees the cancellation', () => callViews(head.doc)[0]?.state === 'cancelled');
    expect((await cancelCallOver(server.httpUrl, e.event, 3, 'wrong', id)).body.reason).toBe('bad-call-secret');
    expect((await cancelCallOver(server.httpUrl, e.event, 4, secret, id)).body.reason).toBe('unknown-call');
  });

  it('refuses wrong and old call secrets, tables outside the event, long or control-character text, with a reason', async () => {
    const { server, e, secret, lines } = await serverWithCalls(500);
    const call = (over: Record<string, unknown>) =>
      callJudge(server.httpUrl, { event: e.event, table: 1, secret, ...over } as Parameters<typeof callJudge>[1]);
    const refused = async (over: Record<string, unknown>) => {
      const a = await call(over);
      expect(a.body.message).toMatch(/raise your hand/i);
      return [a.status, a.body.reason];
    };
    expect(await refused({ secret: 'not-the-secret' })).toEqual([403, 'bad-call-secret']);
    expect(await refused({ event: 'evt-unknown-event' })).toEqual([404, 'unknown-event']);
    expect(await refused({ table: 0 })).toEqual([400, 'bad-table']);
    expect(await refused({ table: 501 })).toEqual([400, 'bad-table']);
    expect(await refused({ table: 2.5 })).toEqual([400, 'bad-table']);
    expect(await refused({ text: 'x'.repeat(281) })).toEqual([400, 'text-too-long']);
    expect(await refused({ text: 'two\nlines' })).toEqual([400, 'bad-text']);
    expect((await call({ table: 500, text: 'x'.repeat(280) })).status).toBe(201);

    // A new call secret: the old cards stop working, the new ones work.
    const fresh = await turnCallsOn(server.url, e.event, headOf(e), 500);
    expect(await refused({ table: 7 })).toEqual([403, 'bad-call-secret']);
    expect((await call({ table: 7, secret: fresh })).status).toBe(201);
    expect((await callStatus(server.httpUrl, e.event, 7, secret)).body.reason).toBe('bad-call-secret');
    // No secret is ever written to the log.
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(fresh);
  });

  it('refuses a body over the limit, bad JSON, and says calls are off when the event has no tables', async () => {
    const { server, e, secret } = await serverWithCalls(0);
    const big = await fetch(`${server.httpUrl}/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: e.event, table: 1, secret, text: 'x'.repeat(10_000) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ reason: 'too-large' });
    const bad = await fetch(`${server.httpUrl}/calls`, { method: 'POST', body: '{not json' });
    expect([bad.status, ((await bad.json()) as { reason: string }).reason]).toEqual([400, 'bad-request']);
    const off = await callJudge(server.httpUrl, { event: e.event, table: 1, secret });
    expect([off.status, off.body.reason]).toEqual([403, 'calls-off']);
  });

  it('answers any origin (CORS) and its preflight', async () => {
    const { server } = await serverWithCalls();
    const pre = await fetch(`${server.httpUrl}/calls`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-call-secret');
  });

  it('limits a flood from one table and from one address, while other tables and addresses still call', async () => {
    const { server, e, secret } = await serverWithCalls(100, { perTable: 5, perAddress: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await callJudge(server.httpUrl, { event: e.event, table: 9, secret })).status);
    expect(statuses.slice(0, 5).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect((await callJudge(server.httpUrl, { event: e.event, table: 10, secret })).status).toBe(201);

    // One address floods across tables until limited; another address is not.
    let limited = 0;
    for (let t = 11; t < 40; t++)
      if ((await callJudge(server.httpUrl, { event: e.event, table: t, secret })).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);
    const other = await postFrom('127.0.0.2', `${server.httpUrl}/calls`, { event: e.event, table: 50, secret });
    expect(other).toBe(201);
  });

  it("refuses a call secret used as a judge's token on every document of the event", async () => {
    const { server, e, secret } = await serverWithCalls();
    for (const name of [controlDocName(e.event), callsDocName(e.event), judgeDocName(e.event, e.headJudge)]) {
      // The secret as the whole token, and as a join secret of a judge who never joined.
      await expect(
        judgeDoc(server.url, name, { judge: 'player-phone-1', key: secret, name: 'Player' }),
      ).rejects.toThrow(/bad-secret/);
      await expect(
        judgeDoc(server.url, name, { judge: 'player-phone-2', key: 'k'.repeat(20), name: 'P', join: secret }),
      ).rejects.toThrow(/bad-secret/);
    }
  });

  it("refuses a judge's phone writing a call, a cancellation, a deletion or an action signed by another judge", async () => {
    const { server, e, secret } = await serverWithCalls();
    await callJudge(server.httpUrl, { event: e.event, table: 2, secret, text: 'first' });
    const head = await phone(server.url, e.event, headOf(e));
    const callId = readCalls(head.doc)[0]!.id;
    appendCallAction(head.doc, { call: callId, kind: 'release', by: e.headJudge, at: '2026-01-01T00:00:00Z' });
    await until('the head action is on the server', () => !head.provider.hasUnsyncedChanges);
    const attempts: [string, (doc: Y.Doc) => void, string][] = [
      ['a call', (d) => d.getMap('calls').set('call-fake', { id: 'call-fake', table: 5 }), 'malformed-update'],
      ['a cancellation', (d) => d.getMap('cancelled').set('x', '2026-01-01T00:00:00Z'), 'malformed-update'],
      ['a deletion', (d) => d.getMap('calls').delete([...d.getMap('calls').keys()][0]!), 'malformed-update'],
      [
        'an action slipped in before the others',
        (d) =>
          d
            .getArray('actions')
            .insert(0, [{ call: 'x', kind: 'claim', by: 'floor-judge-1', at: '2026-01-01T00:00:00Z' }]),
        'malformed-update',
      ],
      [
        "another judge's action",
        (d) => appendCallAction(d, { call: 'x', kind: 'claim', by: e.headJudge, at: '2026-01-01T00:00:00Z' }),
        'forged-author',
      ],
    ];
    for (const [what, write, reason] of attempts) {
      const bo = await phone(server.url, e.event, floorOf(e, 1));
      write(bo.doc);
      await until(`${what} refused`, () => bo.closedWith.includes(reason));
      bo.close();
    }
    // The server's copy is untouched: one call, no cancellation, only the head judge's action.
    const check = await phone(server.url, e.event, headOf(e));
    expect(readCalls(check.doc).map((c) => c.text)).toEqual(['first']);
    expect(callViews(check.doc)[0]!.state).toBe('waiting');
    expect(check.doc.getArray('actions').length).toBe(1);
    // Their own actions go through.
    const bo = await phone(server.url, e.event, floorOf(e, 1));
    const id = readCalls(bo.doc)[0]!.id;
    appendCallAction(bo.doc, { call: id, kind: 'claim', by: 'floor-judge-1', at: new Date().toISOString() });
    await until('the claim reaches the head', () => callViews(check.doc)[0]?.state === 'claimed');
    expect(bo.closedWith).toEqual([]);
  });

  it('keeps open calls across a server killed outright and restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-calls-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let server = await spawnServer(dataDir, 0);
    cleanups.push(() => server.stop());
    const e = await createEvent(server);
    const secret = await turnCallsOn(server.url, e.event, headOf(e), 40);
    const ids: string[] = [];
    for (const table of [1, 2, 3])
      ids.push((await callJudge(server.httpUrl, { event: e.event, table, secret, text: `t${table}` })).body.call!.id);
    // A judge claims the first call; the moment a teammate's phone has the claim, the server is killed.
    const judge = await judgeCalls(server.url, e.event, headOf(e));
    const teammate = await judgeCalls(server.url, e.event, floorOf(e, 1));
    appendCallAction(judge.doc, { call: ids[0]!, kind: 'claim', by: e.headJudge, at: new Date().toISOString() });
    await until('the teammate has the claim', () => callViews(teammate.doc)[0]?.state === 'claimed');
    process.kill(server.pid, 'SIGKILL');
    judge.close();
    teammate.close();
    await until('the server is gone', () => !alive(server.pid));
    const port = Number(new URL(server.url).port);
    server = await spawnServer(dataDir, port);
    for (const [i, table] of [1, 2, 3].entries())
      expect((await callStatus(server.httpUrl, e.event, table, secret)).body.call).toMatchObject({
        id: ids[i],
        state: i === 0 ? 'claimed' : 'waiting',
      });
    const head = await phone(server.url, e.event, headOf(e));
    expect(readCalls(head.doc).map((c) => c.text)).toEqual(['t1', 't2', 't3']);
    // And a second call for those tables still shows the open one.
    expect((await callJudge(server.httpUrl, { event: e.event, table: 2, secret })).body.existing).toBe(true);
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function untilAsync(label: string, condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${label}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
