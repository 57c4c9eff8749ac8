import type { BluffCreature } from './input.ts';

/** The highest Rage requirement a creature can meet, and how it was reached. */
export interface PlayableRage {
  /** Rage after "+X Rage" effects, never below zero. */
  rage: number;
  /** The highest Rage requirement it can meet: its Rage, or a larger "may play Rage X" allowance. */
  playable: number;
  /** The allowance decides (it is larger than the modified Rage). */
  byAllowance: boolean;
}

/**
 * 4.1.10: additions apply to Rage, which never goes below zero; a "may play Rage X" allowance is not a Rage of X,
 * so "+X Rage" effects never add to it: the creature meets the larger of the two.
 */
export function playableRage(creature: BluffCreature): PlayableRage {
  const rage = Math.max(0, creature.rage + creature.rageBonus);
  const allowance = creature.rageAllowance ?? -1;
  return { rage, playable: Math.max(rage, allowance), byAllowance: allowance > rage };
}

/** "Rage 2 + 2 = 4, Rage 7 allowance: can play Rage 7 or less". */
export function describePlayableRage(creature: BluffCreature, p: PlayableRage): string {
  const bonus =
    creature.rageBonus === 0 ? '' : ` ${creature.rageBonus > 0 ? '+' : '−'} ${Math.abs(creature.rageBonus)}`;
  const floor = creature.rage + creature.rageBonus < 0 ? ' (Rage never goes below 0)' : '';
  const base = `${creature.name} has Rage ${creature.rage}${bonus}${bonus ? ` = ${p.rage}` : ''}${floor}`;
  if (creature.rageAllowance === null) return `${base}: it can meet Rage requirements up to ${p.playable}.`;
  const stack = creature.rageBonus > 0 ? `; Rage bonuses do not add to the allowance` : '';
  return `${base} and may play Rage ${creature.rageAllowance} Combat Actions${stack}: it can meet Rage requirements up to ${p.playable}.`;
}
