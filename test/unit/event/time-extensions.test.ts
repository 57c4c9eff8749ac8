import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newClock, pause, start } from '../../../src/core/event/clock.ts';
import { addExtension, readEventExtensions, setRosterEntry } from '../../../src/core/event/event-docs.ts';
import { judgeDocName } from '../../../src/core/event/protocol.ts';
import {
  extensionsInForce,
  parseExtension,
  stillPlaying,
  tableTimes,
  type TimeExtension,
  type TimeExtensionEntry,
} from '../../../src/core/event/time-extensions.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { createEvent, floor, head, problems, startServer, until } from './sync-harness.ts';

const MIN = 60_000;

const grant = (over: Partial<TimeExtensionEntry> & { id: string; by: string }): TimeExtensionEntry => ({
  round: 'Round 2',
  table: '12',
  ms: 3 * MIN,
  ruling: '',
  at: '2026-05-02T10:00:00.000Z',
  ...over,
});

const ext = (table: string, ms: number, round = 'Round 2'): TimeExtension => ({
  id: `x-${table}-${ms}`,
  round,
  table,
  ms,
  ruling: '',
  by: 'judge-a',
  at: '2026-05-02T10:00:00.000Z',
  corrected: null,
});

describe('a time extension as typed', () => {
  it('takes a table and whole minutes from 1 to 60', () => {
    expect(parseExtension('12', '3')).toEqual({ table: '12', ms: 3 * MIN });
    expect(parseExtension(' Table 7 ', '10')).toEqual({ table: '7', ms: 10 * MIN });
  });
  it('says what is missing or wrong', () => {
    expect(parseExtension('', '3')).toEqual({ problem: 'Write the table number the extension is for.' });
    expect(parseExtension('12', '')).toEqual({
      problem: 'Write how much time to add: a whole number of minutes from 1 to 60.',
    });
    expect(parseExtension('12', '-2')).toMatchObject({ problem: expect.stringContaining('Write how much time') });
    expect(parseExtension('12', '0')).toEqual({
      problem: '0 minutes cannot be added: write a whole number of minutes from 1 to 60.',
    });
    expect(parseExtension('12', '500')).toMatchObject({ problem: expect.stringContaining('500 minutes cannot') });
  });
});

describe("each extended table's own end", () => {
  const clock = start(newClock('Round 2', 50 * MIN), 0);

  it('adds up the extensions of a table in the round, and leaves other rounds out', () => {
    const all = [ext('12', 3 * MIN), ext('7', 2 * MIN), ext('12', 2 * MIN), ext('4', 9 * MIN, 'Round 1')];
    expect(tableTimes(clock, all, 10 * MIN)).toEqual([
      { table: '12', extensionMs: 5 * MIN, left: 45 * MIN },
      { table: '7', extensionMs: 2 * MIN, left: 42 * MIN },
    ]);
  });

  it('at time, lists the tables still playing with their time left until each ends', () => {
    const all = [ext('7', 1 * MIN), ext('12', 3 * MIN)];
    expect(stillPlaying(clock, all, 49 * MIN)).toBeNull();
    expect(stillPlaying(clock, all, 50 * MIN + 19_000)).toBe('still playing: 12 (2:41 left), 7 (0:41 left)');
    expect(stillPlaying(clock, all, 51 * MIN + 30_000)).toBe('still playing: 12 (1:30 left)');
    expect(stillPlaying(clock, all, 53 * MIN)).toBeNull();
    // A paused round stops every table's time too.
    expect(stillPlaying(pause(clock, 50 * MIN + 19_000), all, 99 * MIN)).toBe(
      'still playing: 12 (2:41 left), 7 (0:41 left)',
    );
  });
});

describe('extensions in force', () => {
  const heads = (j: string) => j === 'head';

  it("counts a grant as its document owner's, applies the head judge's latest correction, and drops a withdrawn one", () => {
    const entries = new Map([
      ['judge-a', [grant({ id: 'g1', by: 'judge-a' }), grant({ id: 'g2', by: 'judge-a', table: '7' })]],
      [
        'head',
        [
          grant({ id: 'c1', by: 'head', corrects: 'g1', ms: 2 * MIN, at: '2026-05-02T10:05:00.000Z' }),
          grant({ id: 'c0', by: 'head', corrects: 'g1', ms: 9 * MIN, at: '2026-05-02T10:04:00.000Z' }),
          grant({ id: 'c2', by: 'head', corrects: 'g2', ms: 0, table: '7', at: '2026-05-02T10:06:00.000Z' }),
        ],
      ],
    ]);
    expect(extensionsInForce(entries, heads)).toEqual([
      {
        id: 'g1',
        round: 'Round 2',
        table: '12',
        ms: 2 * MIN,
        ruling: '',
        by: 'judge-a',
        at: '2026-05-02T10:00:00.000Z',
        corrected: { by: 'head', at: '2026-05-02T10:05:00.000Z', grantedMs: 3 * MIN },
      },
    ]);
  });

  it("ignores a floor judge's correction and an entry signed with another judge's id", () => {
    const entries = new Map([
      ['judge-a', [grant({ id: 'g1', by: 'judge-a' }), grant({ id: 'forged', by: 'head', table: '9' })]],
      ['judge-b', [grant({ id: 'c1', by: 'judge-b', corrects: 'g1', ms: 0 })]],
    ]);
    expect(extensionsInForce(entries, heads).map((e) => [e.id, e.ms])).toEqual([['g1', 3 * MIN]]);
  });

  it('merges grants made offline on two phones, and a correction made before the grant arrived', () => {
    const control = new Y.Doc();
    setRosterEntry(control, { judge: 'head', name: 'Hana', role: 'head', revoked: false, joinedAt: '1' });
    setRosterEntry(control, { judge: 'judge-a', name: 'Flo', role: 'floor', revoked: false, joinedAt: '2' });
    // Each phone holds its own copy of both documents; neither has seen the other's change.
    const phoneA = { a: new Y.Doc(), head: new Y.Doc() };
    const phoneH = { a: new Y.Doc(), head: new Y.Doc() };
    addExtension(phoneA.a, grant({ id: 'g-a', by: 'judge-a' }));
    addExtension(phoneH.head, grant({ id: 'g-h', by: 'head', table: '7', ms: 2 * MIN }));
    addExtension(
      phoneH.head,
      grant({ id: 'c-a', by: 'head', corrects: 'g-a', ms: 4 * MIN, at: '2026-05-02T10:09:00Z' }),
    );
    for (const [from, to] of [
      [phoneA.a, phoneH.a],
      [phoneH.head, phoneA.head],
    ] as const)
      Y.applyUpdate(to, Y.encodeStateAsUpdate(from));
    const read = (p: { a: Y.Doc; head: Y.Doc }) =>
      readEventExtensions(
        control,
        new Map([
          ['judge-a', p.a],
          ['head', p.head],
        ]),
      ).map((e) => [e.table, e.ms, e.corrected?.grantedMs ?? null]);
    expect(read(phoneA)).toEqual([
      ['12', 4 * MIN, 3 * MIN],
      ['7', 2 * MIN, null],
    ]);
    expect(read(phoneH)).toEqual(read(phoneA));
  });
});

const open: EventSession[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('time extensions through the real sync server', { timeout: 30_000 }, () => {
  it("lets a floor judge grant one in their own document, the head judge correct it, and refuses one in another judge's name", async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const h = head(s.server.url, e);
    const a = floor(s.server.url, e, 1);
    const b = floor(s.server.url, e, 2);
    open.push(h, a, b);
    await until('everyone on the roster', () => [h, a, b].every((x) => x.roster.length === 3));

    const id = a.grantExtension({ round: 'Round 2', table: '12', ms: 3 * MIN, ruling: 'ruling-1' });
    await until('the grant reaches the team', () => [h, b].every((x) => x.extensions.length === 1));
    expect(b.extensions[0]).toMatchObject({ id, table: '12', ms: 3 * MIN, ruling: 'ruling-1', by: 'floor-judge-1' });

    // A floor judge's correction is their own entry: the server takes it (their document), the team ignores it.
    b.correctExtension(b.extensions[0]!, 0);
    await until("b's correction reaches the head", () => readRaw(h, 'floor-judge-2') === 1);
    expect(h.extensions.map((x) => x.ms)).toEqual([3 * MIN]);
    // The head judge's correction is in force on every phone.
    h.correctExtension(h.extensions[0]!, 2 * MIN);
    await until('the correction reaches both floor judges', () =>
      [a, b].every((x) => x.extensions[0]?.ms === 2 * MIN && x.extensions[0]?.corrected?.by === e.headJudge),
    );

    // An extension signed with the head judge's id in a floor judge's own document is refused by the server.
    addExtensionRaw(a, 'floor-judge-1', { id: 'forged', by: e.headJudge, table: '3' });
    await until('the forger is told', () => problems(a).includes('forged-author'));
    const direct = await s.server.server.hocuspocus.openDirectConnection(judgeDocName(e.event, 'floor-judge-1'));
    let onServer = 0;
    await direct.transact((doc) => (onServer = doc.getArray('extensions').length));
    await direct.disconnect();
    expect(onServer).toBe(1);
    expect(h.extensions.map((x) => x.table)).toEqual(['12']);
  });
});

function readRaw(s: EventSession, judge: string): number {
  return s.judgeDocs.get(judge)?.getArray('extensions').length ?? 0;
}

function addExtensionRaw(
  s: EventSession,
  judge: string,
  over: Partial<TimeExtensionEntry> & { id: string; by: string },
) {
  addExtension(s.judgeDocs.get(judge)!, grant(over));
}
