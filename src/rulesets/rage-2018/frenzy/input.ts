/** Input of the frenzy calculator (Rage 2018, 6.11): one creature going into frenzy, and its combat so far. */

/** Only Characters can frenzy, unless a card says otherwise (6.11.1, A1.1). */
export type CreatureType = 'character' | 'ally' | 'prey';
/** The creature classes of the A1.1 table. */
export type CreatureClass =
  | 'garou'
  | 'bastet'
  | 'other-fera'
  | 'banes'
  | 'chulorviah'
  | 'cults'
  | 'fomori'
  | 'vampire'
  | 'animal'
  | 'faerie'
  | 'human'
  | 'monster'
  | 'spirit';
/** Full frenzy, limited frenzy (e.g. Battle Fervor) or fox frenzy (6.11). */
export type FrenzyKind = 'full' | 'limited' | 'fox';
/** The form the creature is in when the frenzy starts. */
export type Form = 'breed' | 'crinos';

export const CREATURE_TYPES: readonly CreatureType[] = ['character', 'ally', 'prey'];
export const CREATURE_CLASSES: readonly CreatureClass[] = [
  'garou',
  'bastet',
  'other-fera',
  'banes',
  'chulorviah',
  'cults',
  'fomori',
  'vampire',
  'animal',
  'faerie',
  'human',
  'monster',
  'spirit',
];
export const FRENZY_KINDS: readonly FrenzyKind[] = ['full', 'limited', 'fox'];
export const FORMS: readonly Form[] = ['breed', 'crinos'];

/** One card or ability changing a stat, e.g. { name: "Might of Thor", amount: 2 }. */
export interface StatChange {
  name: string;
  /** Added to the stat; negative for a reduction. */
  amount: number;
}

/** A creature at the moment it frenzies, and what happened since. */
export interface FrenzyInput {
  creatureType: CreatureType;
  /** One or more creature classes (A1.1); a creature with several has the abilities of each. */
  classes: CreatureClass[];
  /** A card specifically says this creature can frenzy despite its type or class (6.11.1, 3.4). */
  cardAllowsFrenzy: boolean;
  /** It is already affected by a frenzy (no double frenzy, 6.11.1). */
  alreadyFrenzied: boolean;
  kind: FrenzyKind;
  formAtStart: Form;
  /** Printed Rage in crinos/battle form (the creature's only form if it has one). */
  crinosRage: number;
  /** Printed Health in crinos/battle form. */
  crinosHealth: number;
  /** The one multiplier on Rage at frenzy start (1 for none): applied before additions (4.1.10). */
  rageMultiplier: number;
  /** Effects that directly change Rage at frenzy start, e.g. Might of Thor, Beast-of-War. */
  rageChanges: StatChange[];
  /** Effects that let it play cards "at +X Rage", e.g. Battle Song, Gibbous Moon: no effect on frenzy. */
  playCardsAtPlusRage: StatChange[];
  /** X of a "may play Rage X combat actions" item such as most Firearms, or null: no effect on frenzy. */
  mayPlayRageX: number | null;
  /** The one multiplier on Health at frenzy start (1 for none). */
  healthMultiplier: number;
  /** Effects that change Health at frenzy start. */
  healthChanges: StatChange[];
  /** The combat is against a Battlefield (6.5.3.B): no cards drawn for the frenzy. */
  battlefield: boolean;
  /** Total damage on the creature now. */
  damage: number;
  /**
   * Its damage already reached its Health earlier in this frenzy (healing since does not undo the death, 6.11.3).
   * Full frenzy only: in any other frenzy a creature that dies is removed from combat and its frenzy ends.
   */
  diedEarlier: boolean;
  /** Net change to its Rage since the frenzy started. */
  laterRageChange: number;
  /** Net change to its Health since the frenzy started. */
  laterHealthChange: number;
  /** Cards in the combat hand when the frenzy ends, or null if not known yet. */
  handAtEnd: number | null;
}

/** A Garou Character in crinos with no modifiers, just going into full frenzy. */
export function frenzyDefaults(): FrenzyInput {
  return {
    creatureType: 'character',
    classes: ['garou'],
    cardAllowsFrenzy: false,
    alreadyFrenzied: false,
    kind: 'full',
    formAtStart: 'breed',
    crinosRage: 5,
    crinosHealth: 7,
    rageMultiplier: 1,
    rageChanges: [],
    playCardsAtPlusRage: [],
    mayPlayRageX: null,
    healthMultiplier: 1,
    healthChanges: [],
    battlefield: false,
    damage: 0,
    diedEarlier: false,
    laterRageChange: 0,
    laterHealthChange: 0,
    handAtEnd: null,
  };
}
