/** Input of the frenzy trigger calculator (Rage: Across Las Vegas, Special Abilities and the Umbral Chart). */

/** A Garou (other shapeshifters are treated as Garou) in a round of combat. */
export interface FrenzyTriggerInput {
  /** The spot of the marker on the Umbral track, 1–25 (the game starts on 7). */
  umbralTrack: number;
  /** Its printed Frenzy number ("Frenzy 2"), or null when it has no Frenzy trait. */
  frenzy: number | null;
  /** Its base Crinos or Metis Health: the Trigger Damage table reads it. */
  baseHealth: number;
  /** Wounds it took in this round of combat, or null to see only its Trigger Damage. */
  woundsThisRound: number | null;
}

/** Janus from the rulebook's example (Health 5, Frenzy 2), with the marker on its starting spot. */
export function frenzyTriggerDefaults(): FrenzyTriggerInput {
  return { umbralTrack: 7, frenzy: 2, baseHealth: 5, woundsThisRound: null };
}
