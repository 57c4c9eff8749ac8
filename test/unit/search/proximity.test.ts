import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestAfter, positionsOfAny, proximity, wordPositions } from '../../../src/core/search/proximity.ts';

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

describe('positionsOfAny', () => {
  it("gives every form's positions in order", () => {
    const doc = wordPositions('bluff card play bluff call card bluff');
    expect(positionsOfAny(doc, ['bluff'])).toEqual([0, 3, 6]);
    expect(positionsOfAny(doc, ['card', 'bluff'])).toEqual([0, 1, 3, 5, 6]);
    expect(positionsOfAny(doc, ['missing'])).toEqual([]);
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
