import { describe, expect, it } from 'vitest';
import { advance } from '../../../src/rulesets/rage-2018/combat-timing/advance.ts';
import {
  type CombatCreature,
  type CombatTimingInput,
  combatTimingDefaults,
  newCombatCreature,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

// An unset fact is "not set": the answer says what it depends on instead of reading it as false or 0.
const creature = (name: string, side: CombatCreature['side'], more: Partial<CombatCreature> = {}): CombatCreature => ({
  ...newCombatCreature(name, side),
  ...more,
});

function run(more: Partial<CombatTimingInput>) {
  const outcome = combatTimingCalculator.run({ ...combatTimingDefaults(), step: 'withdrawal', round: 1, ...more });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}
const texts = (steps: { text: string }[]) => steps.map((s) => s.text).join('\n');

describe('combat timing: defaults do not mislead', () => {
  it('a new creature has "Played a legal Combat Action" and "Cards drawn for the frenzy" not set', () => {
    expect(newCombatCreature('A', 'attacker')).toMatchObject({ playedCombatAction: null, frenzyCardsDrawn: null });
  });

  it('6.3: with "Played a legal Combat Action" not set, the answer does not say combat ends; it says what it depends on', () => {
    const outcome = run({ creatures: [creature('Ragnar', 'attacker'), creature('Mother Wolf', 'defender')] });
    expect(outcome.output.next.kind).toBe('step');
    expect(outcome.headline).not.toContain('Combat ends: no creature played');
    expect(outcome.headline).toContain(
      'Combat ends if no creature played a Combat Action this round (6.3): not set for Ragnar, Mother Wolf',
    );
  });

  it('6.3: one creature known to have played a Combat Action settles it, whatever the others', () => {
    const outcome = run({
      creatures: [creature('Ragnar', 'attacker', { playedCombatAction: true }), creature('Mother Wolf', 'defender')],
    });
    expect(outcome.headline).not.toContain('Combat ends');
    expect(outcome.headline).not.toContain('not set');
  });

  it('6.3: every creature known to have played none ends combat', () => {
    const outcome = run({
      creatures: [
        creature('Ragnar', 'attacker', { playedCombatAction: false }),
        creature('Mother Wolf', 'defender', { playedCombatAction: false }),
      ],
    });
    expect(outcome.output.next).toEqual({ kind: 'combat-ends', reasons: ['no-combat-action'] });
  });

  it('6.11.2 and 6.11.3: cards drawn for the frenzy not set: the discard is as many as were drawn, her Rage in crinos or battle form, not "no cards"', () => {
    const outcome = run({
      attackerWithdraws: true,
      creatures: [
        creature('Ragnar', 'attacker', { playedCombatAction: true }),
        creature('Mother Wolf', 'defender', {
          playedCombatAction: false,
          fullFrenzy: true,
          hasCombatActionForNextRound: false,
        }),
      ],
    });
    const all = texts(outcome.steps);
    expect(all).not.toContain('discards no cards');
    expect(all).toContain(
      'as many combat cards at random as were drawn for the frenzy: her current Rage score in crinos or battle form when the frenzy started (6.11.3); "Cards drawn for the frenzy" is not set',
    );
  });

  it('6.11.2: a frenzied creature out of Combat Actions next round whose play this round is not set: the frenzy ends only if it played none', () => {
    const outcome = run({
      creatures: [
        creature('Ragnar', 'attacker', { playedCombatAction: true }),
        creature('Mother Wolf', 'defender', {
          fullFrenzy: true,
          frenzyCardsDrawn: 3,
          hasCombatActionForNextRound: false,
        }),
      ],
    });
    expect(outcome.output.roundEnd?.frenzyChecks[0]?.frenzyEnds).toBe(false);
    expect(texts(outcome.steps)).toContain(
      'Mother Wolf has no Combat Action it can play next round: its frenzy ends if it played no combat action this round ("Played a legal Combat Action" is not set).',
    );
  });

  it('a new round starts with "Played a legal Combat Action" not set again', () => {
    const input: CombatTimingInput = {
      ...combatTimingDefaults(),
      step: 'between-rounds',
      creatures: [
        creature('A', 'attacker', { playedCombatAction: true }),
        creature('D', 'defender', { playedCombatAction: false }),
      ],
    };
    expect(
      advance(input, { kind: 'step', step: 'play-card', round: 2 }).creatures.map((c) => c.playedCombatAction),
    ).toEqual([null, null]);
  });

  it('the CLI accepts null for a fact not set', () => {
    const input = {
      ...combatTimingDefaults(),
      creatures: combatTimingDefaults().creatures.map((c) => ({
        ...c,
        playedCombatAction: null,
        frenzyCardsDrawn: null,
      })),
    };
    expect(combatTimingCalculator.run(JSON.parse(JSON.stringify(input))).ok).toBe(true);
  });
});
