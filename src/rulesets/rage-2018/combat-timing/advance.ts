import type { CombatNext } from './compute.ts';
import { checkFrenzies, fightsOn } from './frenzy.ts';
import type { CombatCreature, CombatTimingInput } from './input.ts';

const frenzyOver = (c: CombatCreature): CombatCreature => ({ ...c, fullFrenzy: false, frenzyCardsDrawn: 0 });

/** A creature's facts reset for a new round. */
function freshRound(c: CombatCreature): CombatCreature {
  return { ...c, playedCombatAction: null, hasCombatActionForNextRound: true, noValidTargetFullRound: false };
}

/** The end of the round applied: frenzies out of playable Combat Actions end; creatures without targets leave. */
function applyRoundEnd(creatures: CombatCreature[]): CombatCreature[] {
  const ended = new Set(
    checkFrenzies(creatures)
      .filter((f) => f.frenzyEnds)
      .map((f) => f.creature),
  );
  return creatures.map((c) => {
    if (fightsOn(c) && c.noValidTargetFullRound) return { ...c, status: 'left' };
    return ended.has(c.name) ? frenzyOver(c) : c;
  });
}

/** The input for the next step, as the form's "Next step" button moves on; unchanged when combat has ended. */
export function advance(input: CombatTimingInput, next: CombatNext): CombatTimingInput {
  if (next.kind === 'combat-ends') return input;
  const newRound = next.step === 'play-card' && next.round !== input.round;
  let creatures = input.step === 'withdrawal' ? applyRoundEnd(input.creatures) : input.creatures;
  // The frenzy of a creature removed from combat (left, hacked apart) ended when it was removed: its reminder has been shown.
  creatures = creatures.map((c) => (!fightsOn(c) && c.fullFrenzy ? frenzyOver(c) : c));
  if (newRound) creatures = creatures.map(freshRound);
  return {
    ...input,
    step: next.step,
    round: next.round,
    creatures,
    attackerWithdraws: false,
    resolution: newRound ? [] : input.resolution,
  };
}
