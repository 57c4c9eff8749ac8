import { defineCalculator } from '../../../core/calc/contract.ts';
import { type BluffOutput, computeBluff } from './compute.ts';
import { type BluffInput, bluffDefaults } from './input.ts';
import { validateBluff } from './validate.ts';
import { BLUFF_RANGES } from './ranges.ts';

/** Bluff legality (Rage 2018, 6.9): which revealed cards are illegal, legal, or bluffs that succeed or fail. */
export const bluffCalculator = defineCalculator<BluffInput, BluffOutput>({
  id: 'bluff',
  ruleset: 'rage-2018',
  title: 'Bluff legality',
  description: 'At the Bluff step: which revealed cards are illegal, legal, or bluffs that succeed or fail, and why.',
  answers: 'which revealed cards are legal, illegal or bluffs',
  ranges: BLUFF_RANGES,
  defaults: bluffDefaults,
  validate: validateBluff,
  compute: computeBluff,
});
