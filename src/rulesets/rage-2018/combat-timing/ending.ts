import type { CalcStep } from '../../../core/calc/contract.ts';
import { fightsOn, frenzyDiscard } from './frenzy.ts';
import type { CombatCreature, CombatTimingInput } from './input.ts';
import type { RoundEnd } from './round-end.ts';
import { SECTION } from './sections.ts';

/** Why combat ends (6.3). */
export type EndReason = 'ending-card' | 'no-attackers' | 'no-defenders' | 'no-combat-action' | 'withdrawal';

export interface CombatEnd {
  reason: EndReason;
  step: CalcStep;
}

/** Every reason combat ends now; the round-end reasons only at the Withdrawal step (`roundEnd` given). */
export function combatEnds(
  input: CombatTimingInput,
  remaining: CombatCreature[],
  roundEnd: RoundEnd | null,
): CombatEnd[] {
  const ends: CombatEnd[] = [];
  const end = (reason: EndReason, text: string, ...cites: string[]) => ends.push({ reason, step: { text, cites } });
  if (input.endedByCard)
    end('ending-card', 'A card that forces combat to end has been played: combat ends.', SECTION.endingCombat);
  if (!remaining.some((c) => c.side === 'attacker'))
    end('no-attackers', 'There are no attackers left in the combat: combat ends.', SECTION.endingCombat);
  if (!remaining.some((c) => c.side === 'defender'))
    end('no-defenders', 'There are no defenders left in the combat: combat ends.', SECTION.endingCombat);
  if (roundEnd && input.creatures.every((c) => c.playedCombatAction === false)) {
    end(
      'no-combat-action',
      'No creature played a Combat Action this round (illegal cards are not cards played): combat ends. This is checked at the end of the round, as the quick combat summary puts it: "a round passes in which no combat cards are played".',
      SECTION.endingCombat,
      SECTION.illegalCards,
      SECTION.quickSummary,
    );
  }
  if (roundEnd?.withdrawal.possible && input.attackerWithdraws)
    end('withdrawal', 'The attacker withdraws: the whole combat ends.', SECTION.endingCombat, SECTION.withdrawing);
  return ends;
}

/**
 * At the Withdrawal step, when no creature is known to have played a Combat Action: the creatures whose play this
 * round is not set (combat ends if none of them played one, 6.3). Empty when it is decided.
 */
export function combatActionNotSet(input: CombatTimingInput): string[] {
  if (input.step !== 'withdrawal' || input.creatures.some((c) => c.playedCombatAction === true)) return [];
  return input.creatures.filter((c) => c.playedCombatAction === null).map((c) => c.name);
}

/** The step saying what the end of combat depends on when a creature's play this round is not set. */
export function combatActionNotSetStep(names: string[]): CalcStep {
  return {
    text: `Combat ends if no creature played a Combat Action this round; "Played a legal Combat Action" is not set for ${names.join(', ')}: set it to decide.`,
    cites: [SECTION.endingCombat],
  };
}

/** What follows the end of combat: frenzies end, dead frenzied creatures go to a Victory Pile, hands refill. */
export function afterCombat(remaining: CombatCreature[]): CalcStep[] {
  const steps: CalcStep[] = [];
  for (const c of remaining.filter((c) => c.fullFrenzy)) {
    steps.push({
      text: `Combat ends, so ${c.name}'s frenzy ends: its player ${frenzyDiscard(c)}.`,
      cites: [SECTION.endingFrenzy],
    });
  }
  const deadFrenzied = remaining.filter((c) => c.fullFrenzy && c.status === 'dead');
  for (const c of deadFrenzied) {
    steps.push({
      text: `${c.name} is dead: it fights no more and goes to the Victory Pile of the pack that killed it, if any.`,
      cites: [SECTION.fullFrenzy, SECTION.death],
    });
  }
  steps.push({
    text: 'All players refill their combat hands up to their combat hand size, without voluntarily discarding first; a player who runs out of combat cards reshuffles his discarded combat cards and keeps drawing.',
    cites: [SECTION.endingCombat],
  });
  return steps;
}

/** The creatures in the combat now, before any end-of-round change. */
export function inCombat(input: CombatTimingInput): CombatCreature[] {
  return input.creatures.filter(fightsOn);
}
