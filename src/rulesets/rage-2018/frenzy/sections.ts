/** Anchors (in the rage-2018 content) of the sections the frenzy calculator cites. */
export const FRENZY_SECTION = {
  commonRules: '6-11-1-common-rules',
  endingFrenzy: '6-11-2-ending-a-frenzy',
  fullFrenzy: '6-11-3-full-frenzy-additional-rules',
  creatureClasses: 'a1-1-creature-classes',
  keywords: '4-1-6-keywords',
  creatures: '4-4-sept-cards-creatures',
  cardSupremacy: '3-4-card-supremacy-and-versions',
  statModifications: '4-1-10-modifications-to-statistics',
  battlefieldCombat: '6-5-3-b-battlefield-combat',
  damageAndDeath: '6-4-damage-and-death',
  combatEvents: 'sidebar-combat-events',
  death: '6-4-2-death',
  gifts: '4-5-3-gifts',
  withdrawing: '6-3-1-withdrawing',
  withdrawalStep: '6-2-step-6-withdrawal',
  forcedPlay: '6-6-6b-forced-play',
} as const;
