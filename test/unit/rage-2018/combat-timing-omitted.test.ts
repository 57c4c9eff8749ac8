import { describe, expect, it } from 'vitest';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

// Fields that don't matter at the current step may be left out (README: "Fields you may omit").
const creature = (name: string, side: string) => ({ name, side, status: 'fighting', fullFrenzy: false });

describe('combat timing: fields irrelevant at the step may be omitted, with documented defaults', () => {
  it('at the Play Card step, the round-end facts, withdrawal, resolution cards and frenzy cards may be left out', () => {
    const outcome = combatTimingCalculator.run({
      step: 'play-card',
      round: 1,
      endedByCard: false,
      creatures: [creature('Ragnar', 'attacker'), creature('Mother Wolf', 'defender')],
    });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.headline).toMatch(/^Round 1, Play Card step/);
  });

  it('at the Withdrawal step, the withdrawal fields are required: a missing one is named', () => {
    const outcome = combatTimingCalculator.run({
      step: 'withdrawal',
      round: 1,
      endedByCard: false,
      withdrawalPrevented: false,
      creatures: [
        {
          ...creature('Ragnar', 'attacker'),
          playedCombatAction: true,
          hasCombatActionForNextRound: true,
          noValidTargetFullRound: false,
        },
        {
          ...creature('Mother Wolf', 'defender'),
          playedCombatAction: null,
          hasCombatActionForNextRound: true,
          noValidTargetFullRound: false,
        },
      ],
    });
    expect(outcome.ok ? [] : outcome.problems).toEqual([
      { path: 'attackerWithdraws', message: 'missing: expected true or false' },
    ]);
  });

  it('at the Resolution step, the resolution cards are required', () => {
    const outcome = combatTimingCalculator.run({
      step: 'resolution',
      round: 1,
      endedByCard: false,
      creatures: [creature('Ragnar', 'attacker'), creature('Mother Wolf', 'defender')],
    });
    expect(outcome.ok ? [] : outcome.problems).toEqual([{ path: 'resolution', message: 'missing: expected a list' }]);
  });

  it('a creature in full frenzy must say how many cards it drew (a number, or null for not set)', () => {
    const outcome = combatTimingCalculator.run({
      step: 'play-card',
      round: 1,
      endedByCard: false,
      creatures: [{ ...creature('Ragnar', 'attacker'), fullFrenzy: true }, creature('Mother Wolf', 'defender')],
    });
    expect(outcome.ok ? [] : outcome.problems.map((p) => p.path)).toEqual(['creatures[0].frenzyCardsDrawn']);
  });
});
