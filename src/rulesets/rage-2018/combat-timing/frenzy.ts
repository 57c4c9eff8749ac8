import type { CalcStep } from '../../../core/calc/contract.ts';
import type { CombatCreature } from './input.ts';
import { SECTION } from './sections.ts';

/** Still in the combat: fighting, or killed while in full frenzy (too angry to realise it is dead). */
export function fightsOn(c: CombatCreature): boolean {
  return c.status === 'fighting' || (c.status === 'dead' && c.fullFrenzy);
}

/** The end-of-round frenzy check for one fully frenzied creature (6.11.2). */
export interface FrenzyCheck {
  creature: string;
  /** Out of playable Combat Actions: the frenzy ends now. */
  frenzyEnds: boolean;
  /** Random combat cards its player discards when the frenzy ends (the whole hand if fewer). */
  discard: number;
  step: CalcStep;
}

/** "discards 3 combat cards at random (the whole hand if fewer)". */
export function frenzyDiscard(c: CombatCreature): string {
  if (c.frenzyCardsDrawn === 0) return 'discards no cards (none were drawn for the frenzy)';
  return `discards ${c.frenzyCardsDrawn} combat card${c.frenzyCardsDrawn === 1 ? '' : 's'} at random (the whole hand if fewer), as many as were drawn for the frenzy`;
}

/** Checked at the end of each round, just before the attacker decides whether to withdraw. */
export function checkFrenzies(creatures: CombatCreature[]): FrenzyCheck[] {
  return creatures
    .filter((c) => c.fullFrenzy && fightsOn(c))
    .map((c) => {
      const frenzyEnds = !c.playedCombatAction && !c.hasCombatActionForNextRound;
      const played = c.playedCombatAction ? 'played a combat action this round' : 'played no combat action this round';
      const hand = c.hasCombatActionForNextRound ? 'has a Combat Action it can play next round' : 'has no Combat Action it can play next round';
      const text = frenzyEnds
        ? `${c.name} ${played} and ${hand}: it is out of playable Combat Actions. Its player reveals the hand to all opponents, the frenzy ends and the player ${frenzyDiscard(c)}${c.status === 'dead' ? `; ${c.name} is dead: it fights no more and goes to the Victory Pile of the pack that killed it, if any` : ''}.`
        : `${c.name} ${played}${c.playedCombatAction ? '' : ` but ${hand}`}: its frenzy continues.`;
      return { creature: c.name, frenzyEnds, discard: frenzyEnds ? c.frenzyCardsDrawn : 0, step: { text, cites: c.status === 'dead' && frenzyEnds ? [SECTION.endingFrenzy, SECTION.fullFrenzy, SECTION.death] : [SECTION.endingFrenzy] } };
    });
}

/** Reminders for frenzied creatures that are dead (they fight on) or have just left combat (their frenzy ends). */
export function frenzyReminders(creatures: CombatCreature[]): CalcStep[] {
  return creatures.flatMap((c): CalcStep[] => {
    if (!c.fullFrenzy) return [];
    if (c.status === 'dead') {
      return [{ text: `${c.name} is dead but in full frenzy: it keeps fighting until its damage reaches its Health plus Rage from when it frenzied (hacked apart) or the frenzy or combat ends; then it goes to the Victory Pile of the pack that killed it, if any.`, cites: [SECTION.fullFrenzy] }];
    }
    if (c.status === 'left') return [{ text: `${c.name} has left the combat, which ends its frenzy: its player ${frenzyDiscard(c)}.`, cites: [SECTION.endingFrenzy] }];
    return [];
  });
}
