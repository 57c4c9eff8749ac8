import type { CalcStep } from '../../../core/calc/contract.ts';
import type { FrenzyInput } from './input.ts';
import { FRENZY_SECTION as S } from './sections.ts';

/** Cards drawn for the frenzy (6.11.3, 6.11.1, 6.5.3.B), with the step that decides them. */
export function cardsDrawn(input: FrenzyInput, rageAtStart: number): { drawn: number; step: CalcStep } {
  if (input.kind !== 'full') {
    const kind = input.kind === 'fox' ? 'A fox frenzy' : 'A limited frenzy';
    return {
      drawn: 0,
      step: {
        text: `${kind} has only the abilities listed on its card and the effects common to all frenzies; drawing cards equal to Rage is a full-frenzy rule, so it draws none.`,
        cites: [S.commonRules, S.fullFrenzy],
      },
    };
  }
  if (input.battlefield) {
    return {
      drawn: 0,
      step: {
        text: 'Against a Battlefield a frenzy draws no cards, but the creature still fights until hacked apart.',
        cites: [S.battlefieldCombat],
      },
    };
  }
  return {
    drawn: rageAtStart,
    step: {
      text: `At the start of the frenzy it draws cards equal to its Rage in crinos: ${rageAtStart}. They go to the combat hand, for it and any packmates in a pack action with it.`,
      cites: [S.fullFrenzy, S.commonRules],
    },
  };
}

/** How many cards are discarded when the frenzy ends: as many as were drawn, at random; the whole hand if fewer (6.11.2). */
export function discardAtEnd(input: FrenzyInput, drawn: number): { discard: number; step: CalcStep } {
  const ends =
    'The frenzy ends when it is cancelled, the combat ends, the creature is removed from combat (by death or otherwise), or it is out of playable Combat Actions (it played none this round and the hand holds none it can play next round; checked at the end of each round, before the attacker decides on withdrawal, showing the hand).';
  if (drawn === 0)
    return {
      discard: 0,
      step: { text: `${ends} No cards were drawn for it, so none are discarded.`, cites: [S.endingFrenzy] },
    };
  if (input.handAtEnd !== null && input.handAtEnd < drawn) {
    return {
      discard: input.handAtEnd,
      step: {
        text: `${ends} It then discards ${drawn} cards at random; the hand holds only ${input.handAtEnd}, so the whole hand is discarded.`,
        cites: [S.endingFrenzy],
      },
    };
  }
  return {
    discard: drawn,
    step: {
      text: `${ends} The player then immediately discards ${drawn} combat cards chosen at random from the combat hand.`,
      cites: [S.endingFrenzy],
    },
  };
}

/** What the frenzied creature may not or must do (4.5.3, 6.11.1, 6.11.3, 6.3.1). */
export function constraints(input: FrenzyInput): { rules: string[]; steps: CalcStep[] } {
  const steps: CalcStep[] = [
    {
      text: 'No Gifts: a frenzied creature may not play Gifts (Gifts played before it frenzied are not affected).',
      cites: [S.gifts, S.commonRules],
    },
  ];
  if (input.kind === 'full') {
    steps.push({
      text: 'No withdrawal: attackers may not withdraw from a combat while any creature is in full frenzy.',
      cites: [S.fullFrenzy, S.withdrawing, S.withdrawalStep],
    });
    steps.push({
      text: 'Must play every Combat Action it can, including bluffs: a type of Forced Play.',
      cites: [S.fullFrenzy, S.forcedPlay],
    });
  } else {
    steps.push({
      text: 'Otherwise only what its frenzy card says: limited and fox frenzies have no full-frenzy effects.',
      cites: [S.commonRules],
    });
  }
  return { rules: steps.map((s) => s.text), steps };
}
