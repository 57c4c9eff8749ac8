import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processTerm } from '../../../src/core/search/tokenize.ts';
import {
  endingIn,
  holdsTerm,
  indexTerms,
  oneEditAway,
  stemsBeyond,
  vocabulary,
  withinOneEdit,
} from '../../../src/core/search/vocabulary.ts';

const doc = (text: string) => ({ id: text, number: '', title: '', terms: '', text, home: '' });

describe('vocabulary', () => {
  it('lists the words as written, normalised, sorted, without numbers', () => {
    expect(vocabulary([doc('Starting hand: 6.9.2 Équipment'), doc('starting Bluffs')])).toEqual([
      'bluffs',
      'equipment',
      'hand',
      'starting',
    ]);
  });
});

describe('stemsBeyond', () => {
  const words = vocabulary([doc('starting started start stars equipment equip bluffing bluffs')]);

  it('completes a word typed past its stem', () => {
    expect(stemsBeyond(words, 'startin')).toEqual(['start']);
    expect(stemsBeyond(words, 'equipme')).toEqual(['equip']);
    expect(stemsBeyond(words, 'bluffi')).toEqual(['bluf']);
  });

  it('adds nothing the prefix search on the stem already finds', () => {
    expect(stemsBeyond(words, 'sta')).toEqual([]);
    expect(stemsBeyond(words, 'zzz')).toEqual([]);
  });

  it('returns only stems of words that begin with what is typed, none that the stem prefix covers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.nat(), (word, cut) => {
        const partial = word.slice(0, 1 + (cut % word.length));
        const stem = processTerm(partial) ?? '';
        for (const s of stemsBeyond(words, partial)) {
          expect(s.startsWith(stem)).toBe(false);
          expect(words.some((w) => w.startsWith(partial) && processTerm(w) === s)).toBe(true);
        }
      }),
    );
  });
});

/** Reference: optimal string alignment distance (edits: change, add, drop, swap of neighbours), by the table. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + Number(a[i - 1] !== b[j - 1]),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe('withinOneEdit', () => {
  it('allows one letter changed, added, dropped, or two neighbours swapped', () => {
    expect(withinOneEdit('holdng', 'holding')).toBe(true);
    expect(withinOneEdit('withdrawl', 'withdrawal')).toBe(true);
    expect(withinOneEdit('fient', 'feint')).toBe(true);
    expect(withinOneEdit('sect', 'sept')).toBe(true);
    expect(withinOneEdit('bluffs', 'bluffs')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('holdng', 'hold')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
  });

  it('agrees with the edit distance computed by table', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(fc.property(word, word, (a, b) => withinOneEdit(a, b) === editDistance(a, b) <= 1));
  });
});

describe('oneEditAway', () => {
  it('lists the words one edit from a slip, not the word itself', () => {
    const words = vocabulary([doc('holding hold holds holdings folding')]);
    expect(oneEditAway(words, 'holdng')).toEqual(['holding']);
    expect(oneEditAway(words, 'holding')).toEqual(['folding', 'holdings']);
  });
});

describe('indexTerms', () => {
  it('lists the index terms of a vocabulary, and tells whether it holds a term or a term beginning with it', () => {
    const terms = indexTerms(vocabulary([doc('Septs hold the starting cards')]));
    expect(terms).toEqual(['card', 'hold', 'sept', 'start']);
    expect(holdsTerm(terms, 'sept', false)).toBe(true);
    expect(holdsTerm(terms, 'sep', false)).toBe(false);
    expect(holdsTerm(terms, 'sep', true)).toBe(true);
    expect(holdsTerm(terms, 'zzz', true)).toBe(false);
  });
});

describe('endingIn', () => {
  it('lists the longer words that end in a word', () => {
    const words = vocabulary([doc('shapeshifters shifters werewolf wolf')]);
    expect(endingIn(words, 'shifters')).toEqual(['shapeshifters']);
    expect(endingIn(words, 'wolf')).toEqual(['werewolf']);
    expect(endingIn(words, 'rage')).toEqual([]);
  });
});
