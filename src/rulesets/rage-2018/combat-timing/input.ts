/** The three steps of combat declaration (6.1), then the seven steps of each combat round (6.2), in order. */
export const COMBAT_STEPS = [
  'declaration',
  'pre-combat',
  'beginning-of-combat',
  'play-card',
  'targeting',
  'reveal',
  'bluff',
  'resolution',
  'withdrawal',
  'between-rounds',
] as const;

/** A step of combat. */
export type CombatStep = (typeof COMBAT_STEPS)[number];

/** Steps that belong to a combat round (the rest are the declaration sequence). */
export function isRoundStep(step: CombatStep): boolean {
  return COMBAT_STEPS.indexOf(step) >= COMBAT_STEPS.indexOf('play-card');
}

/**
 * Where a creature stands: fighting; dead (killed: a creature in full frenzy fights on, any other is removed from
 * combat); hacked apart (in full frenzy, its damage reached its Health plus Rage from when it frenzied: it stops
 * fighting and is removed from combat, 6.11.3); left (removed from combat some other way: escaped, no valid targets,
 * a card effect).
 */
export type CreatureStatus = 'fighting' | 'dead' | 'hacked-apart' | 'left';

/** A creature in the combat and the facts of the current round about it. */
export interface CombatCreature {
  /** Unique name; resolution cards name it as owner and target. */
  name: string;
  side: 'attacker' | 'defender';
  status: CreatureStatus;
  /** In full frenzy; for a creature just removed from combat (left, hacked apart), its frenzy is ending (its cards are discarded). */
  fullFrenzy: boolean;
  /** Combat cards drawn for its frenzy (discarded when the frenzy ends); 0 when not frenzied; null: not set. */
  frenzyCardsDrawn: number | null;
  /** It played a legal Combat Action this round (illegal cards don't count); null: not set. */
  playedCombatAction: boolean | null;
  /** Its player's combat hand holds a Combat Action it can play next round (the frenzy-end check). */
  hasCombatActionForNextRound: boolean;
  /** A full round of combat has passed in which it had no valid targets. */
  noValidTargetFullRound: boolean;
}

/** A speed: a card with both Fast and Slow Striking ("both") acts at normal speed. */
export type Speed = 'fast' | 'normal' | 'slow' | 'both';

interface ResolutionCardBase {
  /** The card's name, optional ("" shows as "card 2"). */
  name: string;
  /** The creature that played it. */
  owner: string;
  speed: Speed;
}

/** A Combat Action with a damage value, and the creature it targets. */
export interface AttackCard extends ResolutionCardBase {
  kind: 'attack';
  damage: number;
  target: string;
  undodgeable: boolean;
  unblockable: boolean;
}

/** A dodge: prevents all damage from one attack. */
export interface DodgeCard extends ResolutionCardBase {
  kind: 'dodge';
}

/** A block: prevents up to `amount` damage from one attack. */
export interface BlockCard extends ResolutionCardBase {
  kind: 'block';
  amount: number;
}

/** A card left on the table after the Bluff step, for the resolution-order helper. */
export type ResolutionCard = AttackCard | DodgeCard | BlockCard;

/** Where the combat stands. */
export interface CombatTimingInput {
  step: CombatStep;
  /** The combat round (1 during the declaration steps). */
  round: number;
  creatures: CombatCreature[];
  /** At the Withdrawal step: the attacker wants to withdraw. */
  attackerWithdraws: boolean;
  /** An effect prevents attackers withdrawing (e.g. Maim). */
  withdrawalPrevented: boolean;
  /** A card that forces combat to end has been played. */
  endedByCard: boolean;
  /** The round's surviving cards, for the Resolution step. */
  resolution: ResolutionCard[];
}

/** A creature at the start of a combat. */
export function newCombatCreature(name: string, side: CombatCreature['side']): CombatCreature {
  return {
    name,
    side,
    status: 'fighting',
    fullFrenzy: false,
    frenzyCardsDrawn: null,
    playedCombatAction: null,
    hasCombatActionForNextRound: true,
    noValidTargetFullRound: false,
  };
}

/** One attacker against one defender, at the attack declaration. */
export function combatTimingDefaults(): CombatTimingInput {
  return {
    step: 'declaration',
    round: 1,
    creatures: [newCombatCreature('Attacker', 'attacker'), newCombatCreature('Defender', 'defender')],
    attackerWithdraws: false,
    withdrawalPrevented: false,
    endedByCard: false,
    resolution: [],
  };
}
