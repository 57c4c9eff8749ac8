import type { NumberRule } from '../../../core/calc/contract.ts';

/**
 * The range of each number the Junta calculator reads, shared by its validation and its form. 4.1.3 prints Renown
 * with no upper limit and 4.7.5 caps no vote modifier, so the bounds are sane ones: two digits hold any Renown.
 */
export const JUNTA_RANGES = {
  renown: { label: 'Renown', min: 0, max: 99 },
  abilityVoteCount: { label: 'The votes an ability gives', min: 0, max: 99 },
  // 4.1.10: only one doubling applies; more are accepted and the answer says so.
  renownDoublings: { label: 'The number of Renown doublings', min: 0, max: 9 },
  renownChange: { label: 'The Renown change', min: -99, max: 99 },
  extraVotes: { label: 'Extra votes', min: 0, max: 99 },
  juntaRenown: { label: "The Junta's Renown", min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
