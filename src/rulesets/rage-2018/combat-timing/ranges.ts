import type { NumberRule } from '../../../core/calc/contract.ts';

/**
 * The range of each number the combat timing calculator reads, shared by its validation and its form. 6.2 repeats
 * rounds until combat ends and 6.4 caps no damage, so the bounds are sane ones: no combat runs 99 rounds.
 */
export const COMBAT_TIMING_RANGES = {
  round: { label: 'The round', min: 1, max: 99 },
  frenzyCardsDrawn: { label: 'Cards drawn for frenzy', min: 0, max: 99 },
  blocked: { label: 'The damage blocked', min: 0, max: 99 },
  damage: { label: 'Damage', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
