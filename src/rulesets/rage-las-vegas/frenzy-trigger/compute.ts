import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import { type UmbraLevel, umbraLevelOf, umbraLevelStep } from '../umbral-chart.ts';
import type { FrenzyTriggerInput } from './input.ts';
import { LOST_LISTS, lostListsStep } from './lost-lists.ts';
import { TRIGGER_SECTION as S } from './sections.ts';
import { type FrenzyTrigger, frenzyTrigger } from './trigger.ts';

/** When a Garou frenzies at the current Umbra level, and whether the wounds of this round trigger it. */
export interface FrenzyTriggerOutput {
  umbraLevel: UmbraLevel;
  canFrenzy: boolean;
  /** The Trigger Damage table's number for its base Health, before Umbra effects. */
  baseTriggerDamage: number;
  /** Its Trigger Damage after Umbra effects (may be 0 at level 5); null when it cannot frenzy. */
  triggerDamage: number | null;
  /** The fewest wounds in one round that make it frenzy: the Trigger Damage, but at least 1; null when it cannot frenzy. */
  woundsToFrenzy: number | null;
  /** Combat cards drawn when it frenzies (Frenzy number with the Umbra bonus); null when it cannot frenzy. */
  cardsDrawn: number | null;
  /** Whether the wounds entered trigger a frenzy; null when no wounds were entered. */
  frenzies: boolean | null;
  /** Lists the source lost that may bear on frenzy: the result cannot account for them. */
  incompleteRules: string[];
}

/** Compares this round's wounds with the Trigger Damage ("takes or exceeds"). */
function woundsStep(wounds: number, trigger: FrenzyTrigger): { frenzies: boolean; step: CalcStep } {
  const took = `It took ${wounds} ${wounds === 1 ? 'wound' : 'wounds'} this round`;
  if (trigger.triggerDamage === null || trigger.woundsToFrenzy === null)
    return { frenzies: false, step: { text: `${took}, but it cannot frenzy.`, cites: [S.specialAbilities] } };
  if (wounds === 0 && trigger.triggerDamage === 0) {
    return {
      frenzies: false,
      step: {
        text: `${took}: it was not wounded, so it does not frenzy (reading: a Trigger Damage of 0 still needs a wound).`,
        cites: [S.specialAbilities, S.umbralChart],
      },
    };
  }
  const frenzies = wounds >= trigger.woundsToFrenzy;
  const text = frenzies
    ? `${took}: that ${wounds === trigger.triggerDamage ? 'takes' : 'exceeds'} its Trigger Damage of ${trigger.triggerDamage}, so it frenzies and its player draws ${trigger.cardsDrawn} Combat ${trigger.cardsDrawn === 1 ? 'card' : 'cards'}.`
    : `${took}: less than its Trigger Damage of ${trigger.triggerDamage}, so it does not frenzy.`;
  return { frenzies, step: { text, cites: [S.specialAbilities] } };
}

function headline(input: FrenzyTriggerInput, trigger: FrenzyTrigger, frenzies: boolean | null): string {
  if (!trigger.canFrenzy)
    return input.frenzy === null ? 'Cannot frenzy: no Frenzy trait' : 'Cannot frenzy at Umbra level 1';
  const rule = `Frenzies at ${trigger.woundsToFrenzy}+ wounds in a round · draws ${trigger.cardsDrawn} Combat ${trigger.cardsDrawn === 1 ? 'card' : 'cards'}`;
  if (frenzies === null) return rule;
  return `${rule} · ${input.woundsThisRound} this round: ${frenzies ? 'frenzies' : 'no frenzy'}`;
}

/** Given input its validator accepted, reads the Umbra level, the Trigger Damage and the Frenzy number, and checks this round's wounds. */
export function computeFrenzyTrigger(input: FrenzyTriggerInput): CalcAnswer<FrenzyTriggerOutput> {
  const level = umbraLevelOf(input.umbralTrack);
  const trigger = frenzyTrigger(input, level);
  const steps: CalcStep[] = [umbraLevelStep(input.umbralTrack), ...trigger.steps];
  const wounds = input.woundsThisRound === null ? null : woundsStep(input.woundsThisRound, trigger);
  if (wounds) steps.push(wounds.step);
  steps.push(lostListsStep());
  const frenzies = wounds?.frenzies ?? null;
  const facts: CalcFact[] = [
    { label: 'Umbra level', value: String(level) },
    { label: 'Can frenzy', value: trigger.canFrenzy ? 'Yes' : 'No' },
  ];
  if (trigger.canFrenzy) {
    const needs =
      trigger.woundsToFrenzy === trigger.triggerDamage
        ? `${trigger.triggerDamage}+ wounds in one round`
        : `${trigger.triggerDamage}, so at least ${trigger.woundsToFrenzy} wound in one round`;
    facts.push(
      { label: 'Trigger Damage', value: needs },
      { label: 'Combat cards drawn', value: String(trigger.cardsDrawn) },
    );
  }
  if (frenzies !== null)
    facts.push({ label: `This round (${input.woundsThisRound} wounds)`, value: frenzies ? 'Frenzies' : 'No frenzy' });
  facts.push({ label: 'Rules text', value: `incomplete: ${LOST_LISTS.length} lists lost in the source` });
  const output: FrenzyTriggerOutput = {
    umbraLevel: level,
    canFrenzy: trigger.canFrenzy,
    baseTriggerDamage: trigger.baseTriggerDamage,
    triggerDamage: trigger.triggerDamage,
    woundsToFrenzy: trigger.woundsToFrenzy,
    cardsDrawn: trigger.cardsDrawn,
    frenzies,
    incompleteRules: [...LOST_LISTS],
  };
  return { ok: true, headline: headline(input, trigger, frenzies), facts, steps, output };
}
