import type { Attitude } from './input.ts';

/** How an NPC that detects you reacts, by its Attitude (Oblivious NPCs cannot detect characters in STEALTH mode). */
export const REACTION: Readonly<Record<Exclude<Attitude, 'oblivious'>, string>> = {
  neutral: 'Neutral: it detects you but won’t begin combat',
  aggressive: 'Aggressive: it immediately begins combat, and every Aggressive NPC on the tile joins in',
  hunting:
    'Hunting: it acts just like an Aggressive NPC (it immediately begins combat, and every Aggressive NPC on the tile joins in)',
  delirium: 'Delirium: it acts just like a Neutral NPC (it detects you but won’t begin combat)',
};

/** Printed names of the Attitudes. */
export const ATTITUDE_NAMES: Readonly<Record<Attitude, string>> = {
  neutral: 'Neutral',
  aggressive: 'Aggressive',
  hunting: 'Hunting',
  oblivious: 'Oblivious',
  delirium: 'Delirium',
};
