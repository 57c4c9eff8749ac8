import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNote, editRuling, logRuling, markDeleted, readEventLog } from '../../../src/core/event/event-docs.ts';
import type { RulingFields } from '../../../src/core/event/shared-ruling.ts';

const fields = (over: Partial<RulingFields> = {}): RulingFields => ({
  round: 'Round 1',
  table: '4',
  players: 'Ann, Bo',
  question: 'Can Ann bluff after passing?',
  ruling: 'No: a passed player cannot bluff.',
  status: 'given',
  appealOutcome: '',
  citations: [],
  attachment: null,
  ...over,
});

/** Two replicas of one document that exchange updates only when told to (offline, then back). */
function pair(): [Y.Doc, Y.Doc, () => void] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  const sync = () => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  return [a, b, sync];
}

describe('shared ruling log', () => {
  it('shows a ruling logged on one phone on another after sync, filed under its owner', () => {
    const [a, b, sync] = pair();
    logRuling(a, { id: 'r1', createdAt: '2026-11-23T10:00:00Z', by: 'judge-aaaa', revision: 'v1', fields: fields() });
    sync();
    const log = readEventLog(new Y.Doc(), new Map([['judge-aaaa', b]]));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: 'r1', owner: 'judge-aaaa', race: null, revisions: 1 });
    expect(log[0]!.fields.ruling).toBe('No: a passed player cannot bluff.');
  });

  it('keeps both edits when two judges edit one ruling offline, and says they raced', () => {
    const [a, b, sync] = pair();
    logRuling(a, { id: 'r1', createdAt: '2026-11-23T10:00:00Z', by: 'floor-aaaa', revision: 'v1', fields: fields() });
    sync();
    // Offline: the floor judge fixes the table, the head judge records the appeal.
    editRuling(a, {
      ruling: 'r1',
      by: 'floor-aaaa',
      at: '2026-11-23T10:05:00Z',
      revision: 'v2',
      fields: fields({ table: '5' }),
    });
    editRuling(b, {
      ruling: 'r1',
      by: 'head-bbbbb',
      at: '2026-11-23T10:06:00Z',
      revision: 'v3',
      fields: fields({ status: 'upheld', appealOutcome: 'Upheld after reading 6.9.2.' }),
    });
    sync();
    const [onA] = readEventLog(new Y.Doc(), new Map([['floor-aaaa', a]]));
    const [onB] = readEventLog(new Y.Doc(), new Map([['floor-aaaa', b]]));
    expect(onA).toEqual(onB);
    expect(onA!.revisions).toBe(3);
    expect(onA!.fields.status).toBe('upheld');
    expect(onA!.race?.edits).toEqual([
      {
        by: 'head-bbbbb',
        at: '2026-11-23T10:06:00Z',
        changed: { status: 'upheld', appealOutcome: 'Upheld after reading 6.9.2.' },
      },
      { by: 'floor-aaaa', at: '2026-11-23T10:05:00Z', changed: { table: '5' } },
    ]);
    // An edit made after seeing both settles the race, building on both.
    editRuling(a, {
      ruling: 'r1',
      by: 'floor-aaaa',
      at: '2026-11-23T10:07:00Z',
      revision: 'v4',
      fields: fields({ table: '5', status: 'upheld' }),
    });
    const [settled] = readEventLog(new Y.Doc(), new Map([['floor-aaaa', a]]));
    expect(settled!.race).toBeNull();
    expect(settled!.fields.table).toBe('5');
  });

  it('attaches notes from other judges and the head judge deletion to the ruling', () => {
    const owner = new Y.Doc();
    const other = new Y.Doc();
    const control = new Y.Doc();
    logRuling(owner, {
      id: 'r1',
      createdAt: '2026-11-23T10:00:00Z',
      by: 'floor-aaaa',
      revision: 'v1',
      fields: fields(),
    });
    addNote(other, {
      id: 'n1',
      ruling: 'r1',
      by: 'floor-cccc',
      at: '2026-11-23T10:10:00Z',
      text: 'Same question at table 9.',
    });
    markDeleted(control, 'r1', 'head-bbbbb', '2026-11-23T11:00:00Z');
    const [r] = readEventLog(
      control,
      new Map([
        ['floor-aaaa', owner],
        ['floor-cccc', other],
      ]),
    );
    expect(r!.notes.map((n) => n.text)).toEqual(['Same question at table 9.']);
    expect(r!.deleted).toEqual({ by: 'head-bbbbb', at: '2026-11-23T11:00:00Z' });
  });

  it('counts a damaged revision instead of showing it or failing', () => {
    const doc = new Y.Doc();
    logRuling(doc, { id: 'r1', createdAt: '2026-11-23T10:00:00Z', by: 'floor-aaaa', revision: 'v1', fields: fields() });
    const list = doc.getMap<Y.Map<unknown>>('rulings').get('r1')!.get('revisions') as Y.Array<unknown>;
    list.push([{ id: 'v2', parents: ['v1'], by: 'x', at: 'now', fields: { status: 'maybe' } }]);
    const [r] = readEventLog(new Y.Doc(), new Map([['floor-aaaa', doc]]));
    expect(r!.damaged).toBe(1);
    expect(r!.fields.ruling).toBe('No: a passed player cannot bluff.');
  });
});
