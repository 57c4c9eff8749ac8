/** Input of the stealth check calculator (Werewolf: The Apocalypse – Retaliation, Stealth Mode). */

/** The pack member's form: Crinos cannot be in STEALTH mode; Lupus adds 1 success to stealth checks. */
export type StealthForm = 'homid' | 'lupus' | 'crinos';
/** An NPC's Attitude (how it reacts when it detects you); Oblivious NPCs cannot detect characters in STEALTH mode. */
export type Attitude = 'neutral' | 'aggressive' | 'hunting' | 'oblivious' | 'delirium';

export const STEALTH_FORMS: readonly StealthForm[] = ['homid', 'lupus', 'crinos'];
export const ATTITUDES: readonly Attitude[] = ['neutral', 'aggressive', 'hunting', 'oblivious', 'delirium'];

/** What an NPC's state card says about seeing you. */
export interface StateCard {
  /** The Line of Sight value printed on the state card. */
  lineOfSight: number;
  attitude: Attitude;
}

/** A HEX of your move inside the NPC's Line of Sight: anywhere in it (with the HEXES between you), or directly behind. */
export type Spot = { where: 'line-of-sight'; hexesBetween: number } | { where: 'directly-behind' };
export const SPOT_PLACES: readonly Spot['where'][] = ['line-of-sight', 'directly-behind'];

/** An NPC whose Line of Sight you enter or move through this turn. */
export interface StealthNpc {
  /** Optional; "" shows as "NPC 2". */
  name: string;
  /** Its state card, or null: without one its Line of Sight is 3 and its Attitude Neutral. */
  stateCard: StateCard | null;
  /** The HEXES of your move inside its Line of Sight, in the order you pass them. */
  spots: Spot[];
}

/** A pack member with a STEALTH token moving during its turn. */
export interface StealthCheckInput {
  form: StealthForm;
  /** PHYSICAL attribute level: black dice rolled. */
  physical: number;
  /** STEALTH skill level: automatic successes. */
  stealthSkill: number;
  npcs: StealthNpc[];
}

/** An NPC without a state card, crossed 2 HEXES away: the rulebook's example (1 HEX between). */
export function newNpc(): StealthNpc {
  return { name: '', stateCard: null, spots: [{ where: 'line-of-sight', hexesBetween: 1 }] };
}

/** A Homid pack member (PHYSICAL 2, STEALTH 1) crossing one NPC's Line of Sight. */
export function stealthCheckDefaults(): StealthCheckInput {
  return { form: 'homid', physical: 2, stealthSkill: 1, npcs: [newNpc()] };
}
