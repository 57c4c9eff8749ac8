import type { CalcStep } from '../../../core/calc/contract.ts';
import type { UmbraLevel } from '../umbral-chart.ts';
import type { FrenzyTriggerInput } from './input.ts';
import { TRIGGER_SECTION as S } from './sections.ts';
import { triggerRow } from './trigger-table.ts';
import { UMBRA_FRENZY_EFFECTS } from './umbra-effects.ts';

/** When the Garou frenzies at this Umbra level, and how many Combat cards it draws then. */
export interface FrenzyTrigger {
  canFrenzy: boolean;
  /** The Trigger Damage table's number for its base Health, before Umbra effects. */
  baseTriggerDamage: number;
  /** Its Trigger Damage after Umbra effects (0 at level 5 for base Health 1-3); null when it cannot frenzy. */
  triggerDamage: number | null;
  /** The fewest wounds in one round that make it frenzy: the Trigger Damage, but at least 1 (reading); null when it cannot frenzy. */
  woundsToFrenzy: number | null;
  /** Combat cards it draws when it frenzies: its Frenzy number with the Umbra bonus; null when it cannot frenzy. */
  cardsDrawn: number | null;
  steps: CalcStep[];
}

/** The Frenzy trait (Special Abilities) and the chart's words on frenzy at this level: can it frenzy at all? */
function eligibility(input: FrenzyTriggerInput, level: UmbraLevel): { can: boolean; steps: CalcStep[] } {
  const effect = UMBRA_FRENZY_EFFECTS[level];
  const chart = { text: `The Umbral Chart at level ${level}, on frenzy: "${effect.printed}"`, cites: [S.umbralChart] };
  if (input.frenzy === null) {
    const trait = {
      text: 'A Garou with the Frenzy trait goes berserk if badly wounded: this Garou has no Frenzy trait, so it does not frenzy.',
      cites: [S.specialAbilities],
    };
    if (effect.frenzyBonus === 0) return { can: false, steps: [trait] };
    return {
      can: false,
      steps: [
        trait,
        chart,
        {
          text: `Reading: "Frenzy +${effect.frenzyBonus}" raises a Frenzy number; the rules do not say it gives the Frenzy trait to a Garou without one.`,
          cites: [S.umbralChart, S.specialAbilities],
        },
      ],
    };
  }
  if (effect.cannotFrenzy)
    return {
      can: false,
      steps: [
        chart,
        {
          text: `So it does not frenzy while the Umbra is at level 1, whatever its Frenzy number (${input.frenzy}).`,
          cites: [S.umbralChart],
        },
      ],
    };
  return { can: true, steps: [chart] };
}

/** Trigger Damage from base Health (Special Abilities), then the Umbral Chart's effects on frenzy at this level. */
export function frenzyTrigger(input: FrenzyTriggerInput, level: UmbraLevel): FrenzyTrigger {
  const row = triggerRow(input.baseHealth);
  const baseTriggerDamage = row.triggerDamage;
  const table = {
    text: `The damage to trigger a frenzy depends on its base Crinos or Metis Health: ${input.baseHealth} is in the ${row.baseHealth} row, Trigger Damage ${baseTriggerDamage}+.`,
    cites: [S.specialAbilities],
  };
  const { can, steps } = eligibility(input, level);
  if (!can || input.frenzy === null)
    return {
      canFrenzy: false,
      baseTriggerDamage,
      triggerDamage: null,
      woundsToFrenzy: null,
      cardsDrawn: null,
      steps: [...steps, table],
    };
  steps.push(table);
  const effect = UMBRA_FRENZY_EFFECTS[level];
  const triggerDamage = baseTriggerDamage - effect.triggerDrop;
  if (effect.triggerDrop > 0)
    steps.push({
      text: `Frenzy Trigger Damage drops by ${effect.triggerDrop}: ${baseTriggerDamage} − ${effect.triggerDrop} = ${triggerDamage}.`,
      cites: [S.umbralChart],
    });
  // A Garou "goes berserk if badly wounded" and the table gives "the damage to trigger a frenzy": no wounds, no frenzy.
  const woundsToFrenzy = Math.max(1, triggerDamage);
  if (triggerDamage < 1) {
    steps.push({
      text: 'Reading: a Trigger Damage of 0 still needs at least 1 wound in the round. A Garou with the Frenzy trait "goes berserk if badly wounded", and the table gives "the damage to trigger a frenzy": a round in which it takes no wounds does not trigger it. So 1 wound or more triggers the frenzy, as at Trigger Damage 1.',
      cites: [S.specialAbilities, S.umbralChart],
    });
  }
  const cardsDrawn = input.frenzy + effect.frenzyBonus;
  const number =
    effect.frenzyBonus > 0
      ? `Its Frenzy number is ${input.frenzy} + ${effect.frenzyBonus} = ${cardsDrawn}`
      : `Its Frenzy number is ${input.frenzy}`;
  const condition =
    woundsToFrenzy === triggerDamage
      ? `takes or exceeds its Trigger Damage (${triggerDamage}) in wounds`
      : `takes at least ${woundsToFrenzy} wound (its Trigger Damage ${triggerDamage}, read as above)`;
  steps.push({
    text: `${number}. If it ${condition} during a round of combat, it frenzies and draws ${cardsDrawn} Combat ${cardsDrawn === 1 ? 'card' : 'cards'}, equal to its Frenzy number.`,
    cites: effect.frenzyBonus > 0 ? [S.umbralChart, S.specialAbilities] : [S.specialAbilities],
  });
  return { canFrenzy: true, baseTriggerDamage, triggerDamage, woundsToFrenzy, cardsDrawn, steps };
}
