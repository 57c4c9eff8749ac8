import { defineCalculator } from '../../../core/calc/contract.ts';
import { type StealthCheckOutput, computeStealthCheck } from './compute.ts';
import { type StealthCheckInput, stealthCheckDefaults } from './input.ts';
import { validateStealthCheck } from './validate.ts';
import { STEALTH_CHECK_RANGES } from './ranges.ts';

export type { StealthCheckInput, StealthCheckOutput };

/** Stealth check difficulty (Werewolf: The Apocalypse – Retaliation, Stealth Mode): one check per NPC. */
export const stealthCheckCalculator = defineCalculator<StealthCheckInput, StealthCheckOutput>({
  id: 'stealth-check',
  ruleset: 'retaliation',
  title: 'Stealth check difficulty',
  description:
    'The PHYSICAL + STEALTH check against each NPC whose Line of Sight you enter or move through, and what it takes to pass.',
  answers: 'what it takes to pass each NPC',
  ranges: STEALTH_CHECK_RANGES,
  defaults: stealthCheckDefaults,
  validate: validateStealthCheck,
  compute: computeStealthCheck,
});
