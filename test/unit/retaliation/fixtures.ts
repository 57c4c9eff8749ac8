import { ruleset } from '../content/load.ts';
import { stealthCheckCalculator } from '../../../src/rulesets/retaliation/stealth-check/index.ts';
import type {
  Spot,
  StateCard,
  StealthCheckInput,
  StealthNpc,
} from '../../../src/rulesets/retaliation/stealth-check/input.ts';

/** Every anchor of the built retaliation content. */
export const anchors = new Set(ruleset('retaliation').entries.map((e) => e.id));

/** A spot in Line of Sight with `n` HEXES between you and the NPC. */
export const between = (n: number): Spot => ({ where: 'line-of-sight', hexesBetween: n });
export const behind: Spot = { where: 'directly-behind' };

/** An NPC with these spots; a state card when given. */
export function npc(spots: Spot[], stateCard: StateCard | null = null, name = ''): StealthNpc {
  return { name, stateCard, spots };
}

/** A Homid pack member with PHYSICAL 2 and STEALTH 0 (no automatic successes), `over` applied. */
export function move(npcs: StealthNpc[], over: Partial<StealthCheckInput> = {}): StealthCheckInput {
  return { form: 'homid', physical: 2, stealthSkill: 0, npcs, ...over };
}

/** Computes and fails the test on a validation problem; `text` joins the steps. */
export function run(input: StealthCheckInput) {
  const outcome = stealthCheckCalculator.run(input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return { ...outcome, text: outcome.steps.map((s) => s.text).join('\n') };
}
