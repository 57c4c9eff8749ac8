/** Anchors (in the retaliation content) of the sections the stealth check calculator cites. */
export const STEALTH_SECTION = {
  stealthMode: 'stealth-mode',
  lineOfSight: 'line-of-sight',
  stealthCheck: 'stealth-check',
  sneakAttack: 'sneak-attack',
  stealthToken: 'stealth-token',
  attitude: 'attitude',
  skillChecks: 'skill-checks',
  lupus: 'lupus',
  crinos: 'crinos',
} as const;
