import { ruleset } from '../content/load.ts';
import { frenzyTriggerCalculator } from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/index.ts';
import {
  type FrenzyTriggerInput,
  frenzyTriggerDefaults,
} from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/input.ts';
import { umbraCrossingCalculator } from '../../../src/rulesets/rage-las-vegas/umbra-crossing/index.ts';
import {
  type UmbraCrossingInput,
  umbraCrossingDefaults,
} from '../../../src/rulesets/rage-las-vegas/umbra-crossing/input.ts';

/** Every anchor of the built rage-las-vegas content. */
export const anchors = new Set(ruleset('rage-las-vegas').entries.map((e) => e.id));

/** The crossing defaults (a Gnosis 5 Garou entering as it is picked, spot 7) with `over` applied. */
export function crossing(over: Partial<UmbraCrossingInput> = {}): UmbraCrossingInput {
  return { ...umbraCrossingDefaults(), ...over };
}

/** The frenzy defaults (Janus: base Health 5, Frenzy 2, spot 7) with `over` applied. */
export function trigger(over: Partial<FrenzyTriggerInput> = {}): FrenzyTriggerInput {
  return { ...frenzyTriggerDefaults(), ...over };
}

/** Computes a crossing and fails the test on a validation problem; `text` joins the steps. */
export function runCrossing(input: UmbraCrossingInput) {
  const outcome = umbraCrossingCalculator.run(input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return { ...outcome, text: outcome.steps.map((s) => s.text).join('\n') };
}

/** Computes a frenzy trigger and fails the test on a validation problem; `text` joins the steps. */
export function runTrigger(input: FrenzyTriggerInput) {
  const outcome = frenzyTriggerCalculator.run(input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return { ...outcome, text: outcome.steps.map((s) => s.text).join('\n') };
}
