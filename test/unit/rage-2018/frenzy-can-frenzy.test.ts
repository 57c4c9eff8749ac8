import { describe, expect, it } from 'vitest';
import type { CreatureClass } from '../../../src/rulesets/rage-2018/frenzy/input.ts';
import { frenzy, run } from './frenzy-fixtures.ts';

/** The Frenzy column of the A1.1 table, as printed. */
const TABLE: [CreatureClass, boolean][] = [
  ['garou', true],
  ['bastet', true],
  ['other-fera', true],
  ['banes', true],
  ['chulorviah', false],
  ['cults', false],
  ['fomori', true],
  ['vampire', true],
  ['animal', false],
  ['faerie', false],
  ['human', false],
  ['monster', true],
  ['spirit', false],
];

describe('Frenzy calculator: can it frenzy at all', () => {
  for (const [cls, frenzies] of TABLE) {
    it(`A1.1: a ${cls} Character ${frenzies ? 'can' : 'cannot'} frenzy`, () => {
      const result = run(frenzy({ classes: [cls] }));
      expect(result.output.canFrenzy).toBe(frenzies);
      expect(result.headline.startsWith('Cannot frenzy')).toBe(!frenzies);
    });
  }

  it('A1.1, 4.1.6: where classes disagree, CAN takes precedence (a Human/Vampire can frenzy)', () => {
    const result = run(frenzy({ classes: ['human', 'vampire'] }));
    expect(result.output.canFrenzy).toBe(true);
    expect(result.text).toMatch(/CAN takes precedence/);
  });

  for (const creatureType of ['ally', 'prey'] as const) {
    it(`6.11.1, 4.4: ${creatureType === 'ally' ? 'an Ally' : 'Prey'} may not frenzy, even of a class that can`, () => {
      expect(run(frenzy({ creatureType, classes: ['garou'] })).output.canFrenzy).toBe(false);
    });
    it(`6.11.1: ${creatureType === 'ally' ? 'an Ally' : 'Prey'} frenzies when a card specifically says it works on it`, () => {
      expect(run(frenzy({ creatureType, cardAllowsFrenzy: true })).output.canFrenzy).toBe(true);
    });
  }

  it('6.11.1: a creature may not double-frenzy, even when a card allows it to frenzy', () => {
    const result = run(frenzy({ alreadyFrenzied: true, cardAllowsFrenzy: true }));
    expect(result.output).toMatchObject({ canFrenzy: false, cardsDrawn: 0, status: null });
    expect(result.text).toMatch(/only one frenzy at a time/);
  });

  it('4.4.1 sidebar: a Character voted a Skindancer is an Enemy (Prey) and may no longer frenzy', () => {
    expect(run(frenzy({ creatureType: 'prey', classes: ['garou'] })).output.canFrenzy).toBe(false);
  });
});
