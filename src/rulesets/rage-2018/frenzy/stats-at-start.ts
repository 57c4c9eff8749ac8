import type { CalcStep } from '../../../core/calc/contract.ts';
import type { FrenzyInput, StatChange } from './input.ts';
import { FRENZY_SECTION as S } from './sections.ts';

/** Rage and Health at the moment the frenzy starts, in crinos/battle form, and how they were reached. */
export interface StatsAtStart {
  rage: number;
  health: number;
  /** How the Health was reached (also in `steps`). */
  healthStep: CalcStep;
  steps: CalcStep[];
}

function applied(
  label: string,
  printed: number,
  multiplier: number,
  changes: StatChange[],
): { value: number; text: string } {
  let value = printed * multiplier;
  let text = `${label} ${printed}`;
  if (multiplier !== 1) text += ` × ${multiplier} = ${value}`;
  for (const change of changes) {
    value += change.amount;
    text += `, ${change.amount < 0 ? '−' : '+'} ${Math.abs(change.amount)}${change.name.trim() ? ` (${change.name.trim()})` : ''} = ${value}`;
  }
  return { value, text };
}

function total(changes: StatChange[]): number {
  return changes.reduce((sum, c) => sum + c.amount, 0);
}

/** Multipliers first, then additions (4.1.10); only direct Rage changes count for frenzy (6.11.3). */
export function statsAtStart(input: FrenzyInput): StatsAtStart {
  const steps: CalcStep[] = [];
  if (input.kind === 'full' && input.formAtStart === 'breed') {
    steps.push({
      text: 'In full frenzy the creature immediately changes to crinos or battle form (if possible): its Rage and Health are those of that form.',
      cites: [S.fullFrenzy],
    });
  }
  const rage = applied('Rage in crinos', input.crinosRage, input.rageMultiplier, input.rageChanges);
  const rageValue = Math.max(0, rage.value);
  const health = applied('Health in crinos', input.crinosHealth, input.healthMultiplier, input.healthChanges);
  const healthStep = { text: `At frenzy start: ${health.text}.`, cites: [S.statModifications] };
  steps.push(healthStep);
  // Rage at frenzy start matters only for the full-frenzy draw and hacked-apart level.
  if (input.kind !== 'full') return { rage: rageValue, health: health.value, healthStep, steps };
  const floor = rage.value < 0 ? ', and Rage is never below zero, so 0' : '';
  const order = input.rageMultiplier !== 1 && input.rageChanges.length ? ' (multiplier first, then additions)' : '';
  steps.push({ text: `At frenzy start: ${rage.text}${floor}${order}.`, cites: [S.statModifications, S.fullFrenzy] });
  if (input.playCardsAtPlusRage.length) {
    steps.push({
      text: `"Play cards at +X Rage" effects (+${total(input.playCardsAtPlusRage)} here, e.g. Battle Song, Gibbous Moon) are not counted: they neither add cards drawn for frenzy nor raise the hacked-apart level.`,
      cites: [S.fullFrenzy, S.statModifications],
    });
  }
  if (input.mayPlayRageX !== null) {
    steps.push({
      text: `"May play Rage ${input.mayPlayRageX} combat actions" (e.g. a Firearm) does not give the creature a Rage of ${input.mayPlayRageX}: it neither adds cards drawn for frenzy nor raises the hacked-apart level.`,
      cites: [S.fullFrenzy, S.statModifications],
    });
  }
  return { rage: rageValue, health: health.value, healthStep, steps };
}
