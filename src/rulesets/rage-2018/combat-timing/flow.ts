import { COMBAT_STEPS, type CombatStep, isRoundStep } from './input.ts';

/** A point in the combat: a step, and the round for round steps. */
export interface CombatPoint {
  step: CombatStep;
  round: number;
}

/** The step after this one if combat goes on: the declaration steps lead to round 1, step 7 to the next round. */
export function followingStep(step: CombatStep, round: number): CombatPoint {
  if (step === 'between-rounds') return { step: 'play-card', round: round + 1 };
  const next = COMBAT_STEPS[COMBAT_STEPS.indexOf(step) + 1] as CombatStep;
  return { step: next, round: isRoundStep(step) ? round : 1 };
}
