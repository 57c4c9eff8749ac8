import { describe, expect, it } from 'vitest';
import { describeMerge, planImport } from '../../../src/core/toolkit/merge.ts';
import { sameData } from '../../../src/core/toolkit/same.ts';
import type { Bookmark, Note, ToolkitData } from '../../../src/core/toolkit/schema.ts';
import { ruling } from './fixtures.ts';

const data = (over: Partial<ToolkitData>): ToolkitData => ({ rulings: [], bookmarks: [], notes: [], ...over });
const bookmark: Bookmark = {
  ruleset: 'rage-2018',
  anchor: '6-9',
  label: 'Rage 2018 §6.9 COMBAT',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const note: Note = {
  ruleset: 'rage-2018',
  anchor: '6-9',
  label: 'Rage 2018 §6.9',
  text: 'Old',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('import merge: upsert by id or content, the newer copy wins, nothing twice', () => {
  it('adds what is new and leaves what is the same', () => {
    const plan = planImport(
      data({ rulings: [ruling()] }),
      data({ rulings: [ruling(), ruling({ id: 'r2', question: 'Another' })], bookmarks: [bookmark] }),
    );
    expect(plan.put.rulings.map((r) => r.id)).toEqual(['r2']);
    expect(plan.counts.rulings).toEqual({ added: 1, updated: 0, unchanged: 1 });
    expect(describeMerge(plan.counts)).toBe('Imported: 1 ruling added, 1 bookmark added (1 already here).');
  });

  it('importing the same data twice writes nothing the second time', () => {
    const incoming = data({ rulings: [ruling(), ruling({ id: 'r2' })], bookmarks: [bookmark], notes: [note] });
    const first = planImport(data({}), incoming);
    const second = planImport(first.put, incoming);
    expect(second.put).toEqual(data({}));
    expect(describeMerge(second.counts)).toBe('Nothing new: all 4 items in this file are already here.');
  });

  it('says "the one item" when one item is already here (B-9)', () => {
    const plan = planImport(data({ rulings: [ruling({ id: 'here' })] }), data({ rulings: [ruling({ id: 'there' })] }));
    expect(describeMerge(plan.counts)).toBe('Nothing new: the one item in this file is already here.');
  });

  it('a changed ruling replaces the stored one only when it is newer', () => {
    const stored = ruling({ status: 'appealed', updatedAt: '2025-03-01T15:00:00.000Z' });
    const older = ruling({ status: 'given', updatedAt: '2025-03-01T14:30:00.000Z' });
    const newer = ruling({
      status: 'upheld',
      appealOutcome: 'Head judge agreed.',
      updatedAt: '2025-03-01T16:00:00.000Z',
    });
    expect(planImport(data({ rulings: [stored] }), data({ rulings: [older] })).put.rulings).toEqual([]);
    expect(planImport(data({ rulings: [stored] }), data({ rulings: [newer] })).put.rulings).toEqual([newer]);
  });

  it('the same ruling under another id (logged on two phones) is matched by content and keeps its id here', () => {
    const stored = ruling({ id: 'here' });
    expect(planImport(data({ rulings: [stored] }), data({ rulings: [ruling({ id: 'there' })] })).put.rulings).toEqual(
      [],
    );
    const edited = ruling({ id: 'there', status: 'overturned', updatedAt: '2025-03-02T00:00:00.000Z' });
    expect(planImport(data({ rulings: [stored] }), data({ rulings: [edited] })).put.rulings).toEqual([
      { ...edited, id: 'here' },
    ]);
  });

  it('notes: newer text wins and keeps its first creation time; bookmarks are never duplicated', () => {
    const newer = {
      ...note,
      text: 'New',
      createdAt: '2025-02-01T00:00:00.000Z',
      updatedAt: '2025-02-02T00:00:00.000Z',
    };
    expect(planImport(data({ notes: [note] }), data({ notes: [newer] })).put.notes).toEqual([
      { ...newer, createdAt: note.createdAt },
    ]);
    expect(planImport(data({ notes: [newer] }), data({ notes: [note] })).put.notes).toEqual([]);
    expect(
      planImport(
        data({ bookmarks: [bookmark] }),
        data({ bookmarks: [{ ...bookmark, createdAt: '2026-01-01T00:00:00.000Z' }] }),
      ).put.bookmarks,
    ).toEqual([]);
  });
});

describe('comparing records', () => {
  it('data too deep to compare (stored by an older version) counts as different instead of throwing (B-4)', () => {
    const deep = JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)) as unknown;
    expect(sameData(deep, deep)).toBe(false);
    expect(sameData({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
  });
});
