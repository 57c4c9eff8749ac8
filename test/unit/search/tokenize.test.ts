import { describe, expect, it } from 'vitest';
import { normalizeNumber, processTerm, tokenize } from '../../../src/core/search/tokenize.ts';

describe('tokenize', () => {
  it('keeps section numbers whole, as printed or typed', () => {
    expect(tokenize('see 6.9.2 and 2.2. 4 and 6.5.4C')).toEqual(['see', '6.9.2', 'and', '2.2.4', 'and', '6.5.4c']);
    expect(normalizeNumber('2.2. 4')).toBe('2.2.4');
    expect(normalizeNumber('6.9.1.')).toBe('6.9.1');
  });

  it('folds case, accents and Æ, and drops apostrophes', () => {
    expect(tokenize("Æmber can't Beast-of-War")).toEqual(['aember', 'cant', 'beast', 'of', 'war']);
  });
});

describe('processTerm', () => {
  it('stems so frenzy, frenzied and frenzies meet', () => {
    const stems = ['frenzy', 'frenzied', 'frenzies'].map((w) => processTerm(w));
    expect(new Set(stems).size).toBe(1);
    expect(processTerm('bluffs')).toBe(processTerm('bluff'));
  });

  it('stems with Porter2, so ties and tied meet tie, and dies, died and dying meet die', () => {
    for (const word of ['ties', 'tied', 'tying']) expect(processTerm(word)).toBe(processTerm('tie'));
    for (const word of ['dies', 'died', 'dying']) expect(processTerm(word)).toBe(processTerm('die'));
  });

  it('drops stop words but keeps the words rules turn on (modals, negatives, timing)', () => {
    expect(processTerm('the')).toBeNull();
    for (const word of ['can', 'cant', 'must', 'not', 'no', 'may', 'before', 'after', 'during'])
      expect(processTerm(word)).not.toBeNull();
  });
});
