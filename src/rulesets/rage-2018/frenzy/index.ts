import { defineCalculator } from '../../../core/calc/contract.ts';
import { type FrenzyOutput, computeFrenzy } from './compute.ts';
import { type FrenzyInput, frenzyDefaults } from './input.ts';
import { validateFrenzy } from './validate.ts';
import { FRENZY_RANGES } from './ranges.ts';

export type { FrenzyInput, FrenzyOutput };

/** Frenzy and hacked-apart levels (Rage 2018, 6.11): cards drawn, when it dies, when it is hacked apart, the end. */
export const frenzyCalculator = defineCalculator<FrenzyInput, FrenzyOutput>({
  id: 'frenzy',
  ruleset: 'rage-2018',
  title: 'Frenzy and hacked-apart level',
  description:
    'Can it frenzy, how many cards it draws, when it dies and when it is hacked apart, and what happens when the frenzy ends.',
  answers: 'when this creature frenzies, dies and is hacked apart',
  ranges: FRENZY_RANGES,
  defaults: frenzyDefaults,
  validate: validateFrenzy,
  compute: computeFrenzy,
});
