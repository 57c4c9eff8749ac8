import type { NumberRule } from '../../../core/calc/contract.ts';

/**
 * The range of each number the bluff calculator reads, shared by its validation and its form. 4.1.4 prints Rage with
 * no upper limit and 4.1.10 caps no modifier, so the bounds are sane ones: two digits hold any card's Rage and bonus.
 */
export const BLUFF_RANGES = {
  rage: { label: 'Rage', min: 0, max: 99 },
  rageBonus: { label: 'The Rage bonus', min: -99, max: 99 },
  rageAllowance: { label: 'The "may play Rage X" allowance', min: 0, max: 99 },
  restrictedMin: { label: 'The lowest Rage allowed', min: 0, max: 99 },
  restrictedMax: { label: 'The highest Rage allowed', min: 0, max: 99 },
  cardRage: { label: 'A Rage requirement', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
