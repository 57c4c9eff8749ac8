import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import {
  addCall,
  appendCallAction,
  callLink,
  callMedians,
  callTextProblem,
  callViews,
  cancelCall,
  httpBaseOf,
  latestCallForTable,
  openCallForTable,
  parseCallLink,
  playerView,
  readCalls,
  type CallAction,
  type CallRecord,
} from '../../../src/core/event/calls.ts';
import type { RosterEntry } from '../../../src/core/event/event-docs.ts';
import { callsDocName, parseDocName } from '../../../src/core/event/protocol.ts';

const roster: RosterEntry[] = [
  { judge: 'head-aaaaaaaa', name: 'Hana Ito', role: 'head', revoked: false, joinedAt: '2026-11-27T08:00:00Z' },
  { judge: 'judge-bbbbbbbb', name: 'Bo Lind', role: 'floor', revoked: false, joinedAt: '2026-11-27T08:01:00Z' },
  { judge: 'judge-cccccccc', name: 'Cy', role: 'floor', revoked: false, joinedAt: '2026-11-27T08:02:00Z' },
];
const [HEAD, BO, CY] = roster.map((r) => r.judge) as [string, string, string];

const call = (over: Partial<CallRecord> = {}): CallRecord => ({
  id: 'call-1',
  table: 12,
  text: 'Can I bluff after passing?',
  game: '',
  calledAt: '2026-11-27T10:00:00.000Z',
  round: 'Round 2',
  ...over,
});
const act = (kind: CallAction['kind'], by: string, at: string, extra: Partial<CallAction> = {}): CallAction => ({
  call: 'call-1',
  kind,
  by,
  at: `2026-11-27T10:${at}.000Z`,
  ...extra,
});

function docWith(records: CallRecord[], actions: CallAction[] = []): Y.Doc {
  const doc = new Y.Doc();
  for (const r of records) addCall(doc, r);
  for (const a of actions) appendCallAction(doc, a);
  return doc;
}

describe('the calls document', () => {
  it('is named under the event and read back as kind calls', () => {
    expect(callsDocName('evt-12345678')).toBe('evt-12345678/calls');
    expect(parseDocName('evt-12345678/calls')).toEqual({ kind: 'calls', event: 'evt-12345678' });
    expect(parseDocName('evt-12345678/calls/x')).toBeNull();
  });

  it('skips a damaged call instead of failing, and lists calls oldest first', () => {
    const doc = docWith([call({ id: 'b', calledAt: '2026-11-27T10:05:00Z' }), call({ id: 'a' })]);
    doc.getMap('calls').set('bad', { id: 'bad', table: 0, text: 'x', calledAt: 'now' });
    doc.getMap('calls').set('worse', 'not an object');
    expect(readCalls(doc).map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('the state of a call', () => {
  it('goes waiting, claimed (with the judge named), escalated, resolved, keeping each time', () => {
    const doc = docWith([call()]);
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'waiting', stateAt: call().calledAt, claimedBy: null });
    appendCallAction(doc, act('claim', BO, '01:00'));
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'claimed', claimedBy: BO, claimedByName: 'Bo Lind' });
    appendCallAction(doc, act('escalate', BO, '03:00'));
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'escalated', escalatedBy: BO, claimedBy: BO });
    appendCallAction(doc, act('resolve', HEAD, '07:00'));
    const done = callViews(doc, roster)[0]!;
    expect(done).toMatchObject({
      state: 'resolved',
      claimedAt: '2026-11-27T10:01:00.000Z',
      escalatedAt: '2026-11-27T10:03:00.000Z',
      resolvedAt: '2026-11-27T10:07:00.000Z',
      stateAt: '2026-11-27T10:07:00.000Z',
      resolvedBy: HEAD,
    });
  });

  it('keeps the first claim when another judge claims too, until the first releases', () => {
    const doc = docWith([call()], [act('claim', BO, '01:00'), act('claim', CY, '01:01')]);
    expect(callViews(doc, roster)[0]!.claimedBy).toBe(BO);
    appendCallAction(doc, act('release', CY, '01:02'));
    expect(callViews(doc, roster)[0]!.claimedBy).toBe(BO);
    appendCallAction(doc, act('release', BO, '01:03'));
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'waiting', claimedBy: null });
    // The time to a judge stays the first claim's.
    expect(callViews(doc, roster)[0]!.claimedAt).toBe('2026-11-27T10:01:00.000Z');
    appendCallAction(doc, act('claim', CY, '02:00'));
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'claimed', claimedBy: CY });
  });

  it('lets the head judge release a claim another judge holds', () => {
    const doc = docWith([call()], [act('claim', BO, '01:00'), act('release', HEAD, '05:00')]);
    expect(callViews(doc, roster)[0]!.state).toBe('waiting');
  });

  it('ignores what comes after the resolution, except rulings logged from the call', () => {
    const doc = docWith(
      [call()],
      [
        act('claim', BO, '01:00'),
        act('resolve', BO, '02:00'),
        act('claim', CY, '03:00'),
        act('release', BO, '03:00'),
        act('ruling', BO, '04:00', { ruling: 'r-1' }),
      ],
    );
    expect(callViews(doc, roster)[0]).toMatchObject({ state: 'resolved', claimedBy: BO, rulings: ['r-1'] });
  });

  it('is cancelled when the player cancels before any resolution, and stays resolved when resolved first', () => {
    const doc = docWith([call(), call({ id: 'call-2', table: 3 })], [act('claim', BO, '01:00')]);
    cancelCall(doc, 'call-1', '2026-11-27T10:02:00.000Z');
    appendCallAction(doc, { ...act('resolve', CY, '01:30'), call: 'call-2' });
    cancelCall(doc, 'call-2', '2026-11-27T10:02:00.000Z');
    const [one, two] = callViews(doc, roster);
    expect(one).toMatchObject({ state: 'cancelled', cancelledAt: '2026-11-27T10:02:00.000Z' });
    expect(two).toMatchObject({ state: 'resolved', cancelledAt: null });
  });

  it('reads actions on unknown calls and malformed actions as nothing', () => {
    const doc = docWith([call()], [{ ...act('claim', BO, '01:00'), call: 'call-9' }]);
    doc.getArray('actions').push([{ call: 'call-1', kind: 'teleport', by: BO, at: 'x' }, 'junk', null]);
    expect(callViews(doc, roster)[0]!.state).toBe('waiting');
  });

  it('ends with the same judge on every phone whichever order concurrent claims arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            judge: fc.constantFrom(HEAD, BO, CY),
            kind: fc.constantFrom<CallAction['kind']>('claim', 'claim', 'release', 'escalate'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }),
        (steps, order) => {
          // Three phones start from the same call, act offline, then exchange updates in a random order.
          const base = docWith([call()]);
          const phones = [0, 1, 2].map(() => {
            const d = new Y.Doc();
            Y.applyUpdate(d, Y.encodeStateAsUpdate(base));
            return d;
          });
          steps.forEach((s, i) => appendCallAction(phones[i % 3]!, act(s.kind, s.judge, `0${i}:00`)));
          const updates = phones.map((p) => Y.encodeStateAsUpdate(p));
          const merged = [0, 1, 2].map((i) => {
            const d = new Y.Doc();
            Y.applyUpdate(d, Y.encodeStateAsUpdate(base));
            const sequence = [...order.slice(i, i + 3), 0, 1, 2];
            for (const u of sequence) Y.applyUpdate(d, updates[u]!);
            return callViews(d, roster)[0]!;
          });
          expect(merged[1]).toEqual(merged[0]);
          expect(merged[2]).toEqual(merged[0]);
        },
      ),
    );
  });
});

describe('a table and its calls', () => {
  it('finds the open call of a table and the latest call whatever its state', () => {
    const doc = docWith(
      [call({ id: 'old' }), call({ id: 'new', calledAt: '2026-11-27T10:30:00.000Z' }), call({ id: 'x', table: 4 })],
      [{ ...act('resolve', BO, '05:00'), call: 'old' }],
    );
    const views = callViews(doc, roster);
    expect(openCallForTable(views, 12)?.id).toBe('new');
    expect(openCallForTable(views, 5)).toBeNull();
    expect(latestCallForTable(views, 12)?.id).toBe('new');
  });

  it("shows the player the state and the claiming judge's first name, nothing else", () => {
    const doc = docWith([call()], [act('claim', BO, '01:00')]);
    const seen = playerView(callViews(doc, roster)[0]!);
    expect(seen).toEqual({
      id: 'call-1',
      table: 12,
      state: 'claimed',
      calledAt: call().calledAt,
      stateAt: '2026-11-27T10:01:00.000Z',
      judgeFirstName: 'Bo',
    });
    expect(JSON.stringify(seen)).not.toContain('bluff');
  });
});

describe('median times of a round', () => {
  it('takes the median time to a judge and to resolution over the round, leaving cancelled calls out', () => {
    const doc = docWith(
      [
        call({ id: 'a' }),
        call({ id: 'b', table: 2 }),
        call({ id: 'c', table: 3 }),
        call({ id: 'd', table: 4, round: 'Round 1' }),
      ],
      [
        { ...act('claim', BO, '01:00'), call: 'a' },
        { ...act('claim', CY, '03:00'), call: 'b' },
        { ...act('resolve', CY, '09:00'), call: 'b' },
        { ...act('claim', BO, '00:10'), call: 'd' },
      ],
    );
    cancelCall(doc, 'c', '2026-11-27T10:00:30.000Z');
    const views = callViews(doc, roster);
    expect(callMedians(views, 'Round 2')).toEqual({ calls: 3, toJudgeMs: 120_000, toResolutionMs: 540_000 });
    expect(callMedians(views, 'Round 3')).toEqual({ calls: 0, toJudgeMs: null, toResolutionMs: null });
    expect(callMedians(views, null).toJudgeMs).toBe(60_000);
  });
});

describe("the player's words", () => {
  it('takes up to 280 characters on one line, and nothing that could reorder or break the text', () => {
    expect(callTextProblem('')).toBeNull();
    expect(callTextProblem('x'.repeat(280))).toBeNull();
    expect(callTextProblem('<b>Ann</b> & "Bo"')).toBeNull();
    expect(callTextProblem('x'.repeat(281))).toBe('text-too-long');
    expect(callTextProblem('line\nbreak')).toBe('bad-text');
    expect(callTextProblem('bell\u0007')).toBe('bad-text');
    expect(callTextProblem('abc\u202Edef')).toBe('bad-text');
  });
});

describe("a table card's link", () => {
  it('carries the server, event, table, call secret and name, and reads back the same', () => {
    const link = {
      server: 'wss://sync.example.org',
      event: 'evt-12345678',
      table: 42,
      secret: 'abc_DEF-123',
      name: 'Regionals & Co 2026',
    };
    const url = callLink('https://app.example.org/call', link);
    expect(url.startsWith('https://app.example.org/call#s=wss%3A%2F%2Fsync.example.org&e=evt-12345678&t=42&c=')).toBe(
      true,
    );
    expect(parseCallLink(new URL(url).hash)).toEqual(link);
    // URLSearchParams reads it the same way (the UI may use either).
    expect(new URLSearchParams(new URL(url).hash.slice(1)).get('n')).toBe('Regionals & Co 2026');
  });

  it('says a link without a table, a secret or a server is incomplete', () => {
    for (const hash of [
      '#s=ws://a:1&e=evt-12345678&c=x',
      '#s=ws://a:1&e=evt-12345678&t=501&c=x',
      '#e=evt-12345678&t=1&c=x',
    ])
      expect(parseCallLink(hash)).toHaveProperty('problem');
  });

  it('reaches the HTTP side of a ws or wss server', () => {
    expect(httpBaseOf('ws://127.0.0.1:1234')).toBe('http://127.0.0.1:1234');
    expect(httpBaseOf('wss://sync.example.org/')).toBe('https://sync.example.org');
  });
});
