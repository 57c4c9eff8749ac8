/** Anchors (in the rage-2018 content) of the sections the Junta calculator cites. */
export const JUNTA_SECTION = {
  calling: '4-7-1-calling-juntas',
  votes: '4-7-2-votes',
  mootErrata: 'sidebar-moot-errata',
  orderOfVoting: '4-7-3-order-of-voting',
  voting: '4-7-4-voting',
  voteModifiers: '4-7-5-vote-modifiers',
  voteResolution: '4-7-6-vote-resolution',
  mootsVsBoardMeetings: '4-7-7-moots-vs-board-meetings',
  mootPhase: '2-2-5-moot-phase',
  allies: '4-4-1-allies',
  umbra: 'chapter-5-rules-for-the-umbra',
  statModifications: '4-1-10-modifications-to-statistics',
} as const;
