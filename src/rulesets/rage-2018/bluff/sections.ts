/** Anchors of the Rage 2018 sections that decide bluff legality. */
export const SECTION = {
  bluffStep: '6-2-step-4-bluff',
  bluffStepOptions: '6-9-bluff-step-options',
  illegalCards: '6-9-1-illegal-cards',
  bluffs: '6-9-2-bluffs',
  statModifications: '4-1-10-modifications-to-statistics',
  alternateActions: '6-6-5-alternate-combat-actions',
  restrictedPlay: '6-6-6a-restricted-play',
  forcedPlay: '6-6-6b-forced-play',
  fullFrenzy: '6-11-3-full-frenzy-additional-rules',
  nonRageRequirements: 'sidebar-non-rage-requirements',
} as const;
