import type { Attitude, Spot, StealthNpc } from './input.ts';

/** "If an NPC has no state card, their default Line of Sight value is 3." */
export const DEFAULT_LINE_OF_SIGHT = 3;

/** The NPC's Line of Sight value: its state card's, or the default. */
export function lineOfSightOf(npc: StealthNpc): number {
  return npc.stateCard?.lineOfSight ?? DEFAULT_LINE_OF_SIGHT;
}

/** Neutral "is the default attitude for any NPC that doesn't have a state card". */
export function attitudeOf(npc: StealthNpc): Attitude {
  return npc.stateCard?.attitude ?? 'neutral';
}

/**
 * Whether the Line of Sight reaches the spot: it extends to every adjacent HEX (none between, or directly behind)
 * and for as many HEXES as its value, so a spot with as many HEXES between as the value is beyond it.
 */
export function inReach(spot: Spot, lineOfSight: number): boolean {
  return spot.where === 'directly-behind' || spot.hexesBetween === 0 || spot.hexesBetween < lineOfSight;
}

/** Anywhere in Line of Sight: twice its value, −1 for each HEX between; directly behind: its value −1 instead. */
export function spotDifficulty(spot: Spot, lineOfSight: number): number {
  return spot.where === 'directly-behind' ? lineOfSight - 1 : 2 * lineOfSight - spot.hexesBetween;
}

/** "1 HEX between: 2 × 3 − 1 = 5", "directly behind: 3 − 1 = 2". */
export function describeSpot(spot: Spot, lineOfSight: number): string {
  if (spot.where === 'directly-behind')
    return `directly behind: ${lineOfSight} − 1 = ${spotDifficulty(spot, lineOfSight)}`;
  const between = `${spot.hexesBetween} ${spot.hexesBetween === 1 ? 'HEX' : 'HEXES'} between`;
  if (!inReach(spot, lineOfSight)) return `${between}: beyond its Line of Sight, no check for this HEX`;
  return `${between}: 2 × ${lineOfSight} − ${spot.hexesBetween} = ${spotDifficulty(spot, lineOfSight)}`;
}
