import { defineCalculator } from '../../../core/calc/contract.ts';
import { type CombatTimingOutput, computeCombatTiming } from './compute.ts';
import { type CombatTimingInput, combatTimingDefaults } from './input.ts';
import { validateCombatTiming } from './validate.ts';
import { COMBAT_TIMING_RANGES } from './ranges.ts';

/** Combat timing navigator (Rage 2018, 6.1–6.3): what may be played now, by whom, what must happen, what comes next. */
export const combatTimingCalculator = defineCalculator<CombatTimingInput, CombatTimingOutput>({
  id: 'combat-timing',
  ruleset: 'rage-2018',
  title: 'Combat timing navigator',
  description:
    'Where a combat stands: Closed or Open Play, who acts, what may be played, what must happen, and when combat ends.',
  answers: 'where the combat stands',
  ranges: COMBAT_TIMING_RANGES,
  defaults: combatTimingDefaults,
  validate: validateCombatTiming,
  compute: computeCombatTiming,
});
