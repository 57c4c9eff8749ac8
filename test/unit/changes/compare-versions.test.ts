import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff } from '../../../src/core/changes/apply-diff.ts';
import {
  compareVersions,
  countChanges,
  describeCounts,
  sameEdition,
} from '../../../src/core/changes/compare-versions.ts';
import { wordDiff } from '../../../src/core/changes/word-diff.ts';
import { A, ADDED, B, BLUFF, BLUFF_B, FRENZY, HEAL, VOTE } from './fixtures.ts';

describe('what changed between two versions of a rulebook', () => {
  const result = compareVersions(A, B);
  const kinds = result.changes.map((c) => c.kind);

  it('lists exactly the differences: a changed sentence, an added, a removed and a moved passage, a renumbered section, a note', () => {
    expect(kinds.sort()).toEqual(['added', 'changed', 'moved', 'moved', 'note-added', 'removed'].sort());
    expect(result.changes.find((c) => c.kind === 'changed')).toMatchObject({
      before: { entry: '2-1-bluffs', text: BLUFF },
      after: { entry: '2-1-bluffs', text: BLUFF_B },
    });
    expect(result.changes.find((c) => c.kind === 'removed')).toMatchObject({
      before: { text: HEAL, name: '1.1 TIMING' },
    });
    expect(result.changes.find((c) => c.kind === 'added')).toMatchObject({
      after: { text: ADDED, name: '2.1 BLUFFS' },
    });
    const moved = result.changes.filter((c) => c.kind === 'moved');
    expect(moved.map((c) => [c.before.name, c.after.name, c.after.text, c.diff])).toEqual([
      ['2.1 BLUFFS', '2.2 FRENZY', FRENZY, null],
      ['2.2 JUNTA', '2.3 JUNTA', VOTE, null],
    ]);
    expect(result.changes.find((c) => c.kind === 'note-added')).toMatchObject({ name: '2.2 FRENZY' });
  });

  it('names both editions, and says when they are the same (corrections of this copy)', () => {
    expect(result.before).toEqual({ edition: 'Test edition', date: '2020-01' });
    expect(result.after).toEqual({ edition: 'Second test edition', date: '2021-06' });
    expect(sameEdition(result)).toBe(false);
    expect(sameEdition(compareVersions(A, { ...B, meta: A.meta }))).toBe(true);
  });

  it('counts them in words for the update prompt', () => {
    expect(describeCounts(countChanges(result.changes))).toBe(
      "1 passage changed, 1 added, 1 removed, 2 moved, 1 editor's note changed",
    );
  });

  it('finds nothing between a version and itself', () => {
    expect(compareVersions(A, A).changes).toEqual([]);
    expect(describeCounts(countChanges([]))).toBe('');
  });

  it('reports a changed heading under the same anchor', () => {
    const renamed = { ...A, entries: A.entries.map((e) => (e.id === '2-1-bluffs' ? { ...e, title: 'BLUFFING' } : e)) };
    expect(compareVersions(A, renamed).changes).toMatchObject([
      { kind: 'heading', entry: '2-1-bluffs', before: '2.1 BLUFFS', after: '2.1 BLUFFING' },
    ]);
  });

  it('is not fooled by a passage whose first words (and so its anchor) changed in the same section', () => {
    const text = 'Sometimes a bluff succeeds if the target also bluffed and no card prevents it.';
    const reworded = {
      ...A,
      entries: A.entries.map((e) =>
        e.id === '2-1-bluffs' ? { ...e, passages: [{ id: '2-1-bluffs--sometimes-a-bluff', text }, e.passages[1]!] } : e,
      ),
    };
    expect(compareVersions(A, reworded).changes).toMatchObject([
      { kind: 'changed', before: { text: BLUFF }, after: { text, passage: '2-1-bluffs--sometimes-a-bluff' } },
    ]);
  });
});

describe('the word diff', () => {
  const word = fc.stringMatching(/^[a-z§.,0-9]{1,6}$/);
  const text = fc.array(word, { maxLength: 40 }).map((w) => w.join(' '));

  it('applied to the old text gives the new one', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(applyDiff(before, wordDiff(before, after))).toBe(after);
      }),
    );
  });

  it('gives no change between identical texts', () => {
    fc.assert(
      fc.property(text, (same) => {
        expect(wordDiff(same, same).every((p) => p.kind === 'same')).toBe(true);
      }),
    );
  });

  it('gives a text with one word changed as that word removed and one added', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), fc.nat(), word, (words, at, replacement) => {
        const i = at % words.length;
        fc.pre(words[i] !== replacement && !words.includes(replacement));
        const changed = words.map((w, j) => (j === i ? replacement : w));
        const diff = wordDiff(words.join(' '), changed.join(' '));
        expect(diff.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual([words[i]]);
        expect(diff.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual([replacement]);
      }),
    );
  });

  it('refuses to apply a diff to a text it was not made from', () => {
    expect(applyDiff('a b c', wordDiff('a b d', 'a b e'))).toBeNull();
  });
});
