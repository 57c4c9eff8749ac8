import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type WordPositions,
  nearestAfter,
  nearestAfterAny,
  proximity,
  wordPositions,
} from '../../../src/core/search/proximity.ts';

/** Positions in order, as wordPositions keeps them. */
const ordered = fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }).map((a) => a.sort((x, y) => x - y));

/** Every pair counted one by one: what nearestAfter must equal. */
function nearestByPairs(from: readonly number[], to: readonly number[]): number {
  let nearest = Infinity;
  for (const p of from) for (const n of to) if (n > p) nearest = Math.min(nearest, n - p);
  return nearest;
}

describe('nearestAfter', () => {
  it('finds the fewest words from one list forward to the other, as counting every pair does', () => {
    fc.assert(
      fc.property(ordered, ordered, (from, to) => {
        expect(nearestAfter(from, to)).toBe(nearestByPairs(from, to));
      }),
    );
  });

  it('is Infinity when nothing follows', () => {
    expect(nearestAfter([5, 9], [1, 5])).toBe(Infinity);
    expect(nearestAfter([], [1])).toBe(Infinity);
  });
});

/** Where any of `forms` stands, merged in order: what nearestAfterAny must read as one list. */
const merged = (doc: WordPositions, forms: readonly string[]) =>
  forms.flatMap((f) => doc.get(f) ?? []).sort((a, b) => a - b);

/** A document of a few words, each word at random places, and query words drawn from them and beyond. */
const WORDS = ['bluff', 'card', 'play', 'call', 'target', 'miss'];
const text = fc.array(fc.constantFrom(...WORDS.slice(0, 5)), { maxLength: 40 }).map((w) => w.join(' '));
const query = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 });

describe('nearestAfterAny', () => {
  it('is nearestAfter from the merged lists to the merged forms', () => {
    fc.assert(
      fc.property(text, query, query, (t, from, to) => {
        const doc = wordPositions(t, false);
        const lists = from.map((f) => doc.get(f) ?? []);
        expect(nearestAfterAny(lists, doc, to)).toBe(nearestAfter(merged(doc, from), merged(doc, to)));
      }),
    );
  });
});

describe('proximity', () => {
  it('counts a pair of query words standing together within three words, in order', () => {
    const doc = wordPositions('the attacker may call the bluff when it is revealed');
    expect(proximity(['call', 'bluff'], doc, [])).toBe(1);
    expect(proximity(['bluff', 'call'], doc, [])).toBe(0);
    expect(proximity(['attack', 'reveal'], doc, [])).toBe(0);
  });
});

describe('proximity over the pairs a document can hold', () => {
  it('gives the same share as reading every pair', () => {
    fc.assert(
      fc.property(text, query, fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }), (t, words, lastForms) => {
        const doc = wordPositions(t, false);
        const last = words.length - 1;
        const holds = (i: number) => doc.has(words[i] ?? '') || (i === last && lastForms.some((f) => doc.has(f)));
        const pairs = words.slice(0, -1).flatMap((_w, i) => (holds(i) && holds(i + 1) ? [i] : []));
        const weights = words.map((_w, i) => 1 / (1 + (i % 3)));
        expect(proximity(words, doc, lastForms, weights, pairs)).toBe(proximity(words, doc, lastForms, weights));
      }),
    );
  });
});
