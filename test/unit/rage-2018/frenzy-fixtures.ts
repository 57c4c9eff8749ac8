import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';
import { type FrenzyInput, frenzyDefaults } from '../../../src/rulesets/rage-2018/frenzy/input.ts';

/** The defaults (Garou Character, crinos Rage 5, Health 7, full frenzy) with `over` applied. */
export function frenzy(over: Partial<FrenzyInput> = {}): FrenzyInput {
  return { ...frenzyDefaults(), ...over };
}

/** Computes and fails the test on a validation problem. */
export function run(input: FrenzyInput) {
  const outcome = frenzyCalculator.run(input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return { ...outcome, text: outcome.steps.map((s) => s.text).join('\n') };
}
