/** A Restricted Play effect on Rage (e.g. Catfeet): only Combat Actions whose Rage requirement is in [min, max]. */
export interface RageRestriction {
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

/** A creature in the combat round, as it stands for playing cards. */
export interface BluffCreature {
  /** Unique name; cards name it as owner and target. */
  name: string;
  /** Rage before "+X Rage" effects (printed Rage, after any doubling). */
  rage: number;
  /** Total of "+X Rage" and "cards at +X Rage" effects (e.g. Battle Song +2); negative for reductions. */
  rageBonus: number;
  /** X of a "may play Rage X combat actions" ability (e.g. a firearm), or null. */
  rageAllowance: number | null;
  /** A Restricted Play effect on Rage, or null. */
  restrictedPlay: RageRestriction | null;
  /** Under a Forced Play effect other than full frenzy (e.g. Random Play). */
  forcedPlay: boolean;
  /** In full frenzy (must play every Combat Action it can, including bluffs). */
  fullFrenzy: boolean;
}

/** What a revealed card is: a Combat Action, a Combat Event played face down, or an alternate combat action. */
export type BluffCardType = 'combat-action' | 'combat-event' | 'alternate';

/** A card revealed this round. */
export interface BluffCard {
  /** The card's name, optional ("" shows as "card 2"). */
  name: string;
  /** The creature playing it. */
  owner: string;
  type: BluffCardType;
  /** Its Rage requirement, or null when it has none (e.g. a Gnosis requirement instead). */
  rage: number | null;
  /** The creature meets the card's non-Rage requirements and conditions (form, Gnosis, weapon…). */
  requirementsMet: boolean;
  /** The card meets the conditions of the owner's Forced Play effects; must be true when the owner has none. */
  forcedPlayMet: boolean;
  /** The creature it targets, or null (no target; dodges and blocks that do no damage have none). */
  target: string | null;
}

/** The round at the Bluff step: who is fighting and what they revealed. */
export interface BluffInput {
  creatures: BluffCreature[];
  cards: BluffCard[];
}

/** A creature with no modifiers. */
export function newCreature(name: string, rage: number): BluffCreature {
  return { name, rage, rageBonus: 0, rageAllowance: null, restrictedPlay: null, forcedPlay: false, fullFrenzy: false };
}

/** A Combat Action whose requirements are met. */
export function newCard(owner: string, target: string | null, rage: number | null): BluffCard {
  return { name: '', owner, type: 'combat-action', rage, requirementsMet: true, forcedPlayMet: true, target };
}

/** An attacker and a defender trading Combat Actions, one of them a bluff: the commonest call. */
export function bluffDefaults(): BluffInput {
  return {
    creatures: [newCreature('Attacker', 3), newCreature('Defender', 4)],
    cards: [newCard('Attacker', 'Defender', 5), newCard('Defender', 'Attacker', 3)],
  };
}
