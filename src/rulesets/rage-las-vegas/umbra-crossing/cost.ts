import type { CalcStep } from '../../../core/calc/contract.ts';
import type { UmbraLevel } from '../umbral-chart.ts';
import { BASE_DISCARD, cards, gnosisRow } from './discard-tables.ts';
import type { UmbraCrossingInput } from './input.ts';
import { CROSSING_SECTION as S } from './sections.ts';

/** What a crossing costs in Sept cards, and the steps that decide it. */
export interface CrossingCost {
  /** The rules allow this move at this time. */
  allowed: boolean;
  /** Sept cards discarded from the Sept deck (0 when free or not allowed). */
  discard: number;
  /** The Umbra Level / Discard table's number, when the cost comes from it. */
  baseDiscard: number | null;
  /** The Gnosis modifier applied (0, −1 or −2), or null when Gnosis does not reduce this cost. */
  gnosisModifier: number | null;
  steps: CalcStep[];
}

const notAllowed = (text: string, cites: string[]): CrossingCost => ({
  allowed: false,
  discard: 0,
  baseDiscard: null,
  gnosisModifier: null,
  steps: [{ text, cites }],
});
const free = (text: string, cites: string[]): CrossingCost => ({
  allowed: true,
  discard: 0,
  baseDiscard: null,
  gnosisModifier: null,
  steps: [{ text, cites }],
});

function baseStep(level: UmbraLevel): CalcStep {
  return {
    text: `At Umbra level ${level} the Discard table gives ${cards(BASE_DISCARD[level])} from the Sept deck.`,
    cites: [S.enteringTheUmbra],
  };
}

/** The last-minute move: the table's discard, never reduced by Gnosis. */
function lastMinute(input: UmbraCrossingInput, level: UmbraLevel): CrossingCost {
  const base = BASE_DISCARD[level];
  const spirit =
    input.character === 'spirit'
      ? ' This holds for a Spirit too: you must discard to change its location right before it takes its alpha action.'
      : '';
  const step = {
    text: `Moved immediately before its alpha action, by discarding additional Sept cards: this last-minute cost is not reduced by the character's Gnosis (${input.gnosis}), so it discards ${cards(base)}.${spirit}`,
    cites: [S.enteringTheUmbra],
  };
  return { allowed: true, discard: base, baseDiscard: base, gnosisModifier: null, steps: [baseStep(level), step] };
}

/** The move decided as the alpha is picked: the table's discard, reduced by the Gnosis modifier. */
function asPicked(input: UmbraCrossingInput, level: UmbraLevel): CrossingCost {
  const base = BASE_DISCARD[level];
  const row = gnosisRow(input.gnosis);
  const steps = [baseStep(level)];
  if (input.character === 'spirit')
    steps.push({
      text: 'A Spirit goes free only when sent to the Umbra as your alpha; taking it out of the Umbra as it is picked costs the usual discard.',
      cites: [S.enteringTheUmbra],
    });
  const reduced = base + row.modifier;
  const gnosisText =
    row.modifier === 0
      ? `Gnosis ${input.gnosis} is in the ${row.printed} row: no modifier, so ${cards(base)}.`
      : `Gnosis ${input.gnosis} is in the ${row.printed} row: ${row.modifier} ${Math.abs(row.modifier) === 1 ? 'card' : 'cards'}, so ${base} − ${-row.modifier} = ${reduced}.`;
  const floor = reduced < 0 ? ' A discard is never below zero: it discards none.' : '';
  steps.push({ text: gnosisText + floor, cites: [S.enteringTheUmbra] });
  return { allowed: true, discard: Math.max(0, reduced), baseDiscard: base, gnosisModifier: row.modifier, steps };
}

/** Entering the Umbra: Humans never go, the free return after Moot voting, free Spirit alphas, then the tables. */
export function crossingCost(input: UmbraCrossingInput, level: UmbraLevel): CrossingCost {
  const toUmbra = input.direction === 'to-umbra';
  if (input.character === 'human' && toUmbra) return notAllowed("Humans can't go to the Umbra.", [S.enteringTheUmbra]);
  if (input.time === 'after-moot-voting') {
    if (toUmbra)
      return notAllowed(
        'After Moot voting the rules give only a free return from the Umbra; an alpha is sent to the Umbra when it is picked, or immediately before it takes its action.',
        [S.enteringTheUmbra, S.resolutionPhase],
      );
    return free(
      'After Moot voting in the Resolution Phase, a character that ended the previous Alpha Phase in the Umbra can return from it for free if its player wishes.',
      [S.enteringTheUmbra, S.resolutionPhase],
    );
  }
  if (input.time === 'before-alpha-action') return lastMinute(input, level);
  if (input.character === 'spirit' && toUmbra)
    return free('You do not need to discard to send a Spirit to the Umbra when it is your alpha.', [
      S.enteringTheUmbra,
    ]);
  return asPicked(input, level);
}
