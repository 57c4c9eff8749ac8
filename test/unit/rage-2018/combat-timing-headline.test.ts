import { describe, expect, it } from 'vitest';
import {
  type CombatCreature,
  type CombatStep,
  type CombatTimingInput,
  combatTimingDefaults,
  newCombatCreature,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

// Expected headlines are written from the rulebook (content/rage-2018/07-combat.md, 6.1-6.3, 6.11.3), not the code.
const creature = (name: string, side: CombatCreature['side'], more: Partial<CombatCreature> = {}): CombatCreature => ({
  ...newCombatCreature(name, side),
  ...more,
});

function headline(step: CombatStep, more: Partial<CombatTimingInput> = {}): string {
  const outcome = combatTimingCalculator.run({ ...combatTimingDefaults(), step, round: 1, ...more });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.headline;
}

const played = { playedCombatAction: true };

describe('combat timing: the headline answers the question of the step', () => {
  it('6.11.3: at the Withdrawal step with the defender in full frenzy, withdrawal is not possible, with its reason', () => {
    const h = headline('withdrawal', {
      creatures: [
        creature('Ragnar', 'attacker', played),
        creature('Mother Wolf', 'defender', { ...played, fullFrenzy: true }),
      ],
    });
    expect(h).toMatch(/^Withdrawal: not possible: Mother Wolf is in full frenzy/);
    expect(h).toContain('attackers may not withdraw from a combat when any creature is fully frenzied (6.11.3)');
    expect(h).toContain('Next: Between-rounds step');
  });

  it('6.3.1: an effect that prevents withdrawal (Maim) makes withdrawal not possible', () => {
    const h = headline('withdrawal', {
      withdrawalPrevented: true,
      creatures: [creature('A', 'attacker', played), creature('D', 'defender')],
    });
    expect(h).toMatch(/^Withdrawal: not possible: an effect prevents attackers withdrawing/);
    expect(h).toContain('(6.3.1)');
  });

  it('6.2 step 6 and 6.3.1: the attacker may withdraw; if not, combat continues to the Between-rounds step', () => {
    const h = headline('withdrawal', { creatures: [creature('A', 'attacker', played), creature('D', 'defender')] });
    expect(h).toMatch(/^Withdrawal: possible/);
    expect(h).toContain('Next: Between-rounds step');
  });

  it('6.3.1: when the attacker withdraws, the whole combat ends', () => {
    const h = headline('withdrawal', {
      attackerWithdraws: true,
      creatures: [creature('A', 'attacker', played), creature('D', 'defender')],
    });
    expect(h).toBe('Withdrawal: the attacker withdraws, so the whole combat ends (6.3.1).');
  });

  it('6.3: at the Withdrawal step, a round with no Combat Action played ends combat, said after the withdrawal answer', () => {
    const h = headline('withdrawal', {
      creatures: [
        creature('A', 'attacker', { playedCombatAction: false }),
        creature('D', 'defender', { playedCombatAction: false }),
      ],
    });
    expect(h).toMatch(/^Withdrawal: possible/);
    expect(h).toContain('Combat ends: no creature played a Combat Action this round (6.3)');
  });

  it('6.3: with no defenders left, the headline says combat ends and why', () => {
    const h = headline('resolution', {
      creatures: [creature('A', 'attacker'), creature('D', 'defender', { status: 'dead' })],
    });
    expect(h).toBe('Combat ends: no defenders left (6.3).');
  });

  it('6.2 step 5: at the Resolution step the headline says what resolves next, by card name', () => {
    const h = headline('resolution', {
      creatures: [creature('Ragnar', 'attacker'), creature('Mother Wolf', 'defender')],
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
          owner: 'Mother Wolf',
          speed: 'fast',
          damage: 3,
          target: 'Ragnar',
          undodgeable: false,
          unblockable: false,
        },
      ],
    });
    expect(h).toMatch(/^Resolution: Fast Striking Actions resolve first: Claw \(Mother Wolf → Ragnar/);
    expect(h).toContain('(6.2 step 5)');
  });

  it('6.2 steps 1-4 and 7: each step headlines what the step is for, with its section', () => {
    expect(headline('play-card')).toMatch(/Each creature in combat may play a combat card face down \(6\.2 step 1\)/);
    expect(headline('targeting')).toMatch(/Targets of combat cards are declared \(6\.2 step 2\)/);
    expect(headline('reveal')).toMatch(/All face down combat cards are revealed \(6\.2 step 3\)/);
    expect(headline('bluff')).toMatch(/Discard all illegal cards and failed bluffs.*\(6\.2 step 4\)/);
    expect(headline('between-rounds', { round: 2 })).toMatch(
      /Open Play.*then round 3 starts at the Play Card step \(6\.2 step 7\)/,
    );
    expect(headline('declaration')).toMatch(/Declare attacker and \(intended\) target \(6\.1 step 1\)/);
    expect(headline('pre-combat')).toMatch(
      /Each player may play cards which change the participants in the combat \(6\.1 step 2\)/,
    );
    expect(headline('beginning-of-combat')).toMatch(/Open Play.*\(6\.1 step 3\)/);
  });
});
