import type { Calculator } from '../core/calc/contract.ts';
import { bluffCalculator } from './rage-2018/bluff/index.ts';
import { combatTimingCalculator } from './rage-2018/combat-timing/index.ts';
import { frenzyCalculator } from './rage-2018/frenzy/index.ts';
import { juntaCalculator } from './rage-2018/junta/index.ts';
import { frenzyTriggerCalculator } from './rage-las-vegas/frenzy-trigger/index.ts';
import { umbraCrossingCalculator } from './rage-las-vegas/umbra-crossing/index.ts';
import { stealthCheckCalculator } from './retaliation/stealth-check/index.ts';

/** A calculator whose input type is erased, so calculators of different inputs share one list. */
export type AnyCalculator = Calculator<unknown, unknown>;

/** Erases the input type: safe because `run` validates first, and callers give `compute` only what `validate` returned. */
function erase<I, O>(calculator: Calculator<I, O>): AnyCalculator {
  return calculator as unknown as AnyCalculator;
}

/** Every calculator, for the CLI and the app, grouped by ruleset in library order. */
export const CALCULATORS: readonly AnyCalculator[] = [
  erase(combatTimingCalculator),
  erase(bluffCalculator),
  erase(juntaCalculator),
  erase(frenzyCalculator),
  erase(umbraCrossingCalculator),
  erase(frenzyTriggerCalculator),
  erase(stealthCheckCalculator),
];

/** The calculators of one ruleset. */
export function calculatorsOf(ruleset: string): AnyCalculator[] {
  return CALCULATORS.filter((c) => c.ruleset === ruleset);
}

/** A calculator by ruleset and id. */
export function findCalculator(ruleset: string, id: string): AnyCalculator | undefined {
  return CALCULATORS.find((c) => c.ruleset === ruleset && c.id === id);
}

/** "rage-2018/bluff": how the CLI and storage name a calculator. */
export function calculatorKey(c: Pick<AnyCalculator, 'ruleset' | 'id'>): string {
  return `${c.ruleset}/${c.id}`;
}

/** A calculator by key ("rage-2018/bluff") or by bare id when only one ruleset has it. */
export function resolveCalculator(ref: string): AnyCalculator | undefined {
  const exact = CALCULATORS.find((c) => calculatorKey(c) === ref);
  if (exact) return exact;
  const byId = CALCULATORS.filter((c) => c.id === ref);
  return byId.length === 1 ? byId[0] : undefined;
}
