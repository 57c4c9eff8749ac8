import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import { type UmbraLevel, umbraLevelOf, umbraLevelStep } from '../umbral-chart.ts';
import { crossingCost } from './cost.ts';
import { cards } from './discard-tables.ts';
import type { UmbraCrossingInput } from './input.ts';
import { CROSSING_SECTION as S } from './sections.ts';

/** The cost of one crossing. */
export interface UmbraCrossingOutput {
  umbraLevel: UmbraLevel;
  /** The rules allow this move at this time. */
  allowed: boolean;
  /** Sept cards to discard from the Sept deck (0 when free or not allowed). */
  discard: number;
  /** The Umbra Level / Discard table's number, or null when the move is free or not allowed. */
  baseDiscard: number | null;
  /** The Gnosis modifier applied (0, −1, −2), or null when Gnosis does not reduce this cost. */
  gnosisModifier: number | null;
}

const CHARACTER_NAMES = { garou: 'Garou', spirit: 'Spirit', human: 'Human', other: 'Character' } as const;
const WHERE = { 'to-umbra': 'to the Umbra', 'to-real-world': 'to the real world' } as const;

/** Where it is after the move, and what that means for its attacks (Entering the Umbra). */
function arrivalStep(input: UmbraCrossingInput): CalcStep {
  if (input.direction === 'to-umbra')
    return {
      text: 'Put a marker on it: it remains in the Umbra until the course of play causes it to leave. Alphas in the Umbra can only attack targets in the Umbra, and Garou in the Umbra cannot vote in Moots.',
      cites: [S.enteringTheUmbra],
    };
  return {
    text: 'Alphas not in the Umbra can only attack targets that are not in the Umbra.',
    cites: [S.enteringTheUmbra],
  };
}

/** Given input its validator accepted, reads the Umbra level off the track and prices the move (Entering the Umbra). */
export function computeUmbraCrossing(input: UmbraCrossingInput): CalcAnswer<UmbraCrossingOutput> {
  const level = umbraLevelOf(input.umbralTrack);
  const cost = crossingCost(input, level);
  const steps: CalcStep[] = [umbraLevelStep(input.umbralTrack)];
  steps.push(...cost.steps);
  if (cost.allowed) steps.push(arrivalStep(input));
  const who = `${CHARACTER_NAMES[input.character]} (Gnosis ${input.gnosis}) ${WHERE[input.direction]}`;
  const headline = !cost.allowed
    ? `${who}: not allowed`
    : cost.discard === 0
      ? `${who}: no discard`
      : `${who}: discard ${cards(cost.discard)} from the Sept deck`;
  const facts: CalcFact[] = [
    { label: 'Umbra level', value: String(level) },
    { label: 'Allowed', value: cost.allowed ? 'Yes' : 'No' },
    { label: 'Sept cards to discard', value: String(cost.discard) },
  ];
  if (cost.baseDiscard !== null) facts.push({ label: 'Base discard (table)', value: String(cost.baseDiscard) });
  if (cost.gnosisModifier !== null) facts.push({ label: 'Gnosis modifier', value: String(cost.gnosisModifier) });
  const output: UmbraCrossingOutput = {
    umbraLevel: level,
    allowed: cost.allowed,
    discard: cost.discard,
    baseDiscard: cost.baseDiscard,
    gnosisModifier: cost.gnosisModifier,
  };
  return { ok: true, headline, facts, steps, output };
}
