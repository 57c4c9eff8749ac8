import { defineCalculator } from '../../../core/calc/contract.ts';
import { type FrenzyTriggerOutput, computeFrenzyTrigger } from './compute.ts';
import { type FrenzyTriggerInput, frenzyTriggerDefaults } from './input.ts';
import { validateFrenzyTrigger } from './validate.ts';
import { FRENZY_TRIGGER_RANGES } from './ranges.ts';

export type { FrenzyTriggerInput, FrenzyTriggerOutput };

/** Frenzy trigger damage (Rage: Across Las Vegas, Special Abilities and the Umbral Chart). */
export const frenzyTriggerCalculator = defineCalculator<FrenzyTriggerInput, FrenzyTriggerOutput>({
  id: 'frenzy-trigger',
  ruleset: 'rage-las-vegas',
  title: 'Frenzy trigger damage',
  description:
    'How many wounds in one round make a Garou frenzy at the current Umbra level, and how many Combat cards it draws.',
  answers: 'how many wounds make this Garou frenzy',
  ranges: FRENZY_TRIGGER_RANGES,
  defaults: frenzyTriggerDefaults,
  validate: validateFrenzyTrigger,
  compute: computeFrenzyTrigger,
});
