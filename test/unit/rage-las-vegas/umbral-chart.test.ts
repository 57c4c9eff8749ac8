import { describe, expect, it } from 'vitest';
import { spotsOf, umbraLevelOf } from '../../../src/rulesets/rage-las-vegas/umbral-chart.ts';

/** The Umbral Track column of the Umbral Chart, as printed: each level's five spots. */
const TRACK_COLUMN = [
  [1, [1, 2, 3, 4, 5]],
  [2, [6, 7, 8, 9, 10]],
  [3, [11, 12, 13, 14, 15]],
  [4, [16, 17, 18, 19, 20]],
  [5, [21, 22, 23, 24, 25]],
] as const;

describe('Umbral track: the level of each spot', () => {
  for (const [level, spots] of TRACK_COLUMN) {
    it(`#umbral-chart: spots ${spots.join(' ')} are level ${level}`, () => {
      for (const spot of spots) expect(umbraLevelOf(spot)).toBe(level);
      expect(spotsOf(level)).toEqual({ first: spots[0], last: spots[4] });
    });
  }

  it('#the-state-of-the-umbra: the game starts on the "7" spot, level 2', () => {
    expect(umbraLevelOf(7)).toBe(2);
  });
});
