import type { NumberRule } from '../../../core/calc/contract.ts';

/**
 * The range of each number the stealth check reads, shared by its validation and its form. Attribute and skill
 * levels run to 5 (the Spending XP tables); no rule caps Line of Sight or the HEXES counted, so two digits are a sane
 * bound (no tile is 99 HEXES across).
 */
export const STEALTH_CHECK_RANGES = {
  physical: { label: 'PHYSICAL', min: 0, max: 5 },
  stealthSkill: { label: 'The STEALTH skill level', min: 0, max: 5 },
  lineOfSight: { label: 'The Line of Sight value', min: 0, max: 99 },
  hexesBetween: { label: 'The number of HEXES between you and the NPC', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
