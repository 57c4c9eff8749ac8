import { describe, expect, it } from 'vitest';
import {
  addCreature,
  addResolutionCard,
  removeCreature,
  updateCreature,
  updateResolutionCard,
  withKind,
} from '../../../src/rulesets/rage-2018/combat-timing/edit.ts';
import {
  type AttackCard,
  type CombatCreature,
  combatTimingDefaults,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

describe('combat timing form edits keep the input valid', () => {
  it('adds creatures to a side with free names, and an attack from the first attacker at the first defender', () => {
    const input = addResolutionCard(addCreature(addCreature(combatTimingDefaults(), 'defender'), 'attacker'));
    expect(input.creatures.map((c) => `${c.name}:${c.side}`)).toEqual([
      'Attacker:attacker',
      'Defender:defender',
      'Defender 2:defender',
      'Attacker 2:attacker',
    ]);
    expect(input.resolution).toEqual([
      expect.objectContaining({ kind: 'attack', owner: 'Attacker', target: 'Defender' }),
    ]);
    expect(combatTimingCalculator.validate(input).ok).toBe(true);
  });

  it('renames through the resolution cards and drops frenzy cards with the frenzy', () => {
    const input = addResolutionCard(combatTimingDefaults());
    const frenzied = updateCreature(input, 1, {
      ...(input.creatures[1] as CombatCreature),
      name: 'Fomor',
      fullFrenzy: true,
      frenzyCardsDrawn: 3,
    });
    expect(frenzied.resolution[0]).toMatchObject({ target: 'Fomor' });
    const calm = updateCreature(frenzied, 1, { ...(frenzied.creatures[1] as CombatCreature), fullFrenzy: false });
    expect(calm.creatures[1]).toMatchObject({ fullFrenzy: false, frenzyCardsDrawn: 0 });
  });

  it('removing a creature removes the cards it played and the attacks on it', () => {
    const input = removeCreature(addResolutionCard(combatTimingDefaults()), 1);
    expect(input.resolution).toEqual([]);
  });

  it('changing a card kind keeps its name, owner and speed; an attack moved to its target retargets', () => {
    const input = addResolutionCard(combatTimingDefaults());
    const card = input.resolution[0] as AttackCard;
    expect(withKind({ ...card, name: 'Duck', speed: 'fast' }, 'dodge', input.creatures)).toEqual({
      kind: 'dodge',
      name: 'Duck',
      owner: 'Attacker',
      speed: 'fast',
    });
    const moved = updateResolutionCard(input, 0, { ...card, owner: 'Defender', target: 'Defender' });
    expect(moved.resolution[0]).toMatchObject({ owner: 'Defender', target: 'Attacker' });
  });
});
