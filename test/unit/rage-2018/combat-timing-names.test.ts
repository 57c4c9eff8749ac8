import { describe, expect, it } from 'vitest';
import { combatTimingDefaults, newCombatCreature } from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

// The JSON answer names cards and creatures as entered, so a judge reading `--json` needs no index arithmetic.
describe('combat timing: cards are named in the output by the names entered (6.2 step 5, 6.10)', () => {
  it('resolution order, defences, same-speed hits and discards carry the card names', () => {
    const outcome = combatTimingCalculator.run({
      ...combatTimingDefaults(),
      step: 'resolution',
      creatures: [
        newCombatCreature('Ragnar', 'attacker'),
        newCombatCreature('Mother Wolf', 'defender'),
        { ...newCombatCreature('Fomor', 'attacker'), status: 'dead' },
      ],
      resolution: [
        {
          kind: 'attack',
          name: 'Bite',
          owner: 'Ragnar',
          speed: 'normal',
          damage: 2,
          target: 'Mother Wolf',
          undodgeable: false,
          unblockable: false,
        },
        {
          kind: 'attack',
          name: 'Claw',
          owner: 'Ragnar',
          speed: 'normal',
          damage: 3,
          target: 'Mother Wolf',
          undodgeable: false,
          unblockable: false,
        },
        { kind: 'dodge', name: 'Side Step', owner: 'Mother Wolf', speed: 'fast' },
        {
          kind: 'attack',
          name: 'Spit',
          owner: 'Fomor',
          speed: 'slow',
          damage: 1,
          target: 'Mother Wolf',
          undodgeable: false,
          unblockable: false,
        },
        {
          kind: 'attack',
          name: '',
          owner: 'Ragnar',
          speed: 'slow',
          damage: 1,
          target: 'Mother Wolf',
          undodgeable: false,
          unblockable: false,
        },
      ],
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const plan = outcome.output.resolution;
    expect(plan?.order.map((o) => [o.speed, o.names])).toEqual([
      ['fast', ['Side Step']],
      ['normal', ['Bite', 'Claw']],
      ['slow', ['Card 5']],
    ]);
    expect(plan?.defences).toEqual([
      expect.objectContaining({ name: 'Side Step', canAffectNames: ['Bite', 'Claw', 'Card 5'] }),
    ]);
    expect(plan?.sameSpeedHits).toEqual([
      expect.objectContaining({ target: 'Mother Wolf', attackNames: ['Bite', 'Claw'] }),
    ]);
    expect(plan?.discarded).toEqual([expect.objectContaining({ creature: 'Fomor', names: ['Spit'] })]);
  });
});
