/** Input of the Umbra crossing calculator (Rage: Across Las Vegas, Entering the Umbra): one alpha changing sides. */

/** Who crosses: Humans can't go to the Umbra; Spirits go free when picked as alpha; everyone else pays. */
export type CrossingCharacter = 'garou' | 'spirit' | 'human' | 'other';
/** From the real world to the Umbra, or back ("or vice versa": the same cost). */
export type CrossingDirection = 'to-umbra' | 'to-real-world';
/**
 * When the move happens: as you pick your alpha; immediately before it takes its alpha action (the last-minute
 * move); or, returning only, after Moot voting in the Resolution Phase.
 */
export type CrossingTime = 'picking-alpha' | 'before-alpha-action' | 'after-moot-voting';

export const CROSSING_CHARACTERS: readonly CrossingCharacter[] = ['garou', 'spirit', 'human', 'other'];
export const CROSSING_DIRECTIONS: readonly CrossingDirection[] = ['to-umbra', 'to-real-world'];
export const CROSSING_TIMES: readonly CrossingTime[] = ['picking-alpha', 'before-alpha-action', 'after-moot-voting'];

/** One alpha moving between the real world and the Umbra. */
export interface UmbraCrossingInput {
  /** The spot of the marker on the Umbral track, 1–25 (the game starts on 7). */
  umbralTrack: number;
  /** A Garou (or other shapeshifter), a Spirit, a Human, or any other character (e.g. an Ally). */
  character: CrossingCharacter;
  /** The character's Gnosis. */
  gnosis: number;
  direction: CrossingDirection;
  time: CrossingTime;
}

/** A Gnosis 5 Garou entering the Umbra as it is picked as alpha, with the marker on its starting spot. */
export function umbraCrossingDefaults(): UmbraCrossingInput {
  return { umbralTrack: 7, character: 'garou', gnosis: 5, direction: 'to-umbra', time: 'picking-alpha' };
}
