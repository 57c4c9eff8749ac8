import { describe, expect, it } from 'vitest';
import {
  addCard,
  addCreature,
  removeCreature,
  updateCard,
  updateCreature,
} from '../../../src/rulesets/rage-2018/bluff/edit.ts';
import { type BluffCard, type BluffCreature, bluffDefaults } from '../../../src/rulesets/rage-2018/bluff/input.ts';
import { bluffCalculator } from '../../../src/rulesets/rage-2018/bluff/index.ts';

describe('bluff form edits keep the input valid', () => {
  it('adds creatures with free names and cards from the first creature at the second', () => {
    const input = addCard(addCreature(addCreature(bluffDefaults())));
    expect(input.creatures.map((c) => c.name)).toEqual(['Attacker', 'Defender', 'Creature 3', 'Creature 4']);
    expect(input.cards[2]).toMatchObject({ owner: 'Attacker', target: 'Defender' });
    expect(bluffCalculator.validate(input).ok).toBe(true);
  });

  it('carries a new name to the cards that name the creature', () => {
    const input = bluffDefaults();
    const renamed = updateCreature(input, 1, { ...(input.creatures[1] as BluffCreature), name: 'Zhyzhak' });
    expect(renamed.cards.map((c) => [c.owner, c.target])).toEqual([
      ['Attacker', 'Zhyzhak'],
      ['Zhyzhak', 'Attacker'],
    ]);
  });

  it('removing a creature removes its cards and clears targets on it', () => {
    const input = removeCreature(bluffDefaults(), 1);
    expect(input.cards).toEqual([expect.objectContaining({ owner: 'Attacker', target: null })]);
    expect(bluffCalculator.validate(input).ok).toBe(true);
  });

  it('a card given to its own target loses the target; without Forced Play it meets Forced Play', () => {
    const input = bluffDefaults();
    const moved = updateCard(input, 0, { ...(input.cards[0] as BluffCard), owner: 'Defender', forcedPlayMet: false });
    expect(moved.cards[0]).toMatchObject({ owner: 'Defender', target: null, forcedPlayMet: true });
  });
});
