import type { CalcStep } from '../../../core/calc/contract.ts';
import type { CombatCreature } from './input.ts';
import { SECTION } from './sections.ts';

/** Still in the combat: fighting, or killed while in full frenzy (too angry to realise it is dead); never hacked apart. */
export function fightsOn(c: CombatCreature): boolean {
  return c.status === 'fighting' || (c.status === 'dead' && c.fullFrenzy);
}

/** Why a creature is no longer in the combat, for sentences: "killed, not in full frenzy". */
export function removalWords(c: CombatCreature): string {
  if (c.status === 'hacked-apart') return 'hacked apart';
  if (c.status === 'dead') return 'killed, not in full frenzy';
  return 'left';
}

/** The end-of-round frenzy check for one fully frenzied creature (6.11.2). */
export interface FrenzyCheck {
  creature: string;
  /** Out of playable Combat Actions: the frenzy ends now. */
  frenzyEnds: boolean;
  /** Random combat cards its player discards when the frenzy ends (the whole hand if fewer); null: not set. */
  discard: number | null;
  step: CalcStep;
}

/** "discards 3 combat cards at random (the whole hand if fewer)". */
export function frenzyDiscard(c: CombatCreature): string {
  if (c.frenzyCardsDrawn === null)
    return 'discards as many combat cards at random as were drawn for the frenzy: her current Rage score in crinos or battle form when the frenzy started (6.11.3); "Cards drawn for the frenzy" is not set (the whole hand if fewer)';
  if (c.frenzyCardsDrawn === 0) return 'discards no cards (none were drawn for the frenzy)';
  return `discards ${c.frenzyCardsDrawn} combat card${c.frenzyCardsDrawn === 1 ? '' : 's'} at random (the whole hand if fewer), as many as were drawn for the frenzy`;
}

/** Checked at the end of each round, just before the attacker decides whether to withdraw. */
export function checkFrenzies(creatures: CombatCreature[]): FrenzyCheck[] {
  return creatures
    .filter((c) => c.fullFrenzy && fightsOn(c))
    .map((c) => {
      const frenzyEnds = c.playedCombatAction === false && !c.hasCombatActionForNextRound;
      if (c.playedCombatAction === null && !c.hasCombatActionForNextRound)
        return {
          creature: c.name,
          frenzyEnds: false,
          discard: 0,
          step: {
            text: `${c.name} has no Combat Action it can play next round: its frenzy ends if it played no combat action this round ("Played a legal Combat Action" is not set).`,
            cites: [SECTION.endingFrenzy],
          },
        };
      const played = c.playedCombatAction ? 'played a combat action this round' : 'played no combat action this round';
      const hand = c.hasCombatActionForNextRound
        ? 'has a Combat Action it can play next round'
        : 'has no Combat Action it can play next round';
      const text = frenzyEnds
        ? `${c.name} ${played} and ${hand}: it is out of playable Combat Actions. Its player reveals the hand to all opponents, the frenzy ends and the player ${frenzyDiscard(c)}${c.status === 'dead' ? `; ${c.name} is dead: it fights no more and goes to the Victory Pile of the pack that killed it, if any` : ''}.`
        : `${c.name} ${played}${c.playedCombatAction ? '' : ` but ${hand}`}: its frenzy continues.`;
      return {
        creature: c.name,
        frenzyEnds,
        discard: frenzyEnds ? c.frenzyCardsDrawn : 0,
        step: {
          text,
          cites:
            c.status === 'dead' && frenzyEnds
              ? [SECTION.endingFrenzy, SECTION.fullFrenzy, SECTION.death]
              : [SECTION.endingFrenzy],
        },
      };
    });
}

/** What being hacked apart means for a creature: out of combat, its frenzy over (with its discard if it is ending now), Victory Pile. */
function hackedApart(c: CombatCreature): CalcStep {
  const frenzy = c.fullFrenzy
    ? ` That ends its frenzy: its player ${frenzyDiscard(c)}.`
    : ' Its frenzy ended when it was removed.';
  return {
    text: `${c.name} is hacked apart: its damage reached its Health plus Rage from when it frenzied, so it stops fighting and is removed from combat.${frenzy} It goes into the Victory Pile of the pack that killed it, if any.`,
    cites: [SECTION.fullFrenzy, SECTION.endingFrenzy],
  };
}

/** Reminders for frenzied creatures that are dead (they fight on), hacked apart, or have just left combat (their frenzy ends). */
export function frenzyReminders(creatures: CombatCreature[]): CalcStep[] {
  return creatures.flatMap((c): CalcStep[] => {
    if (c.status === 'hacked-apart') return [hackedApart(c)];
    if (!c.fullFrenzy) return [];
    if (c.status === 'dead') {
      return [
        {
          text: `${c.name} is dead but in full frenzy: it keeps fighting until its damage reaches its Health plus Rage from when it frenzied (then mark it hacked apart) or the frenzy or combat ends; then it goes to the Victory Pile of the pack that killed it, if any.`,
          cites: [SECTION.fullFrenzy],
        },
      ];
    }
    if (c.status === 'left')
      return [
        {
          text: `${c.name} has left the combat, which ends its frenzy: its player ${frenzyDiscard(c)}.`,
          cites: [SECTION.endingFrenzy],
        },
      ];
    return [];
  });
}
