import type { NumberRule } from '../../../core/calc/contract.ts';

/**
 * The range of each number the frenzy calculator reads, shared by its validation and its form. 4.1.4 prints Rage and
 * Health with no upper limit and 4.1.10 caps no modifier, so the bounds above are sane ones: two digits hold any
 * printed stat, change or hand, three any damage a combat deals.
 */
export const FRENZY_RANGES = {
  crinosRage: { label: 'The printed Rage', min: 0, max: 99 },
  crinosHealth: { label: 'The printed Health', min: 0, max: 99 },
  // 4.1.10: one multiply effect at a time ("doubling"); 1 is none, and no rule names one above ten.
  rageMultiplier: { label: 'The Rage multiplier', min: 1, max: 10 },
  healthMultiplier: { label: 'The Health multiplier', min: 1, max: 10 },
  change: { label: 'The change', min: -99, max: 99 },
  mayPlayRageX: { label: 'The "may play Rage X" value', min: 0, max: 99 },
  damage: { label: 'The damage now', min: 0, max: 999 },
  laterRageChange: { label: 'The later Rage change', min: -99, max: 99 },
  laterHealthChange: { label: 'The later Health change', min: -99, max: 99 },
  handAtEnd: { label: 'The number of cards in hand', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
