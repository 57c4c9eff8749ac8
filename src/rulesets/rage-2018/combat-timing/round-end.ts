import type { CalcStep } from '../../../core/calc/contract.ts';
import { type FrenzyCheck, checkFrenzies, fightsOn, frenzyDiscard } from './frenzy.ts';
import type { CombatCreature, CombatTimingInput } from './input.ts';
import { SECTION } from './sections.ts';

/** What the end of the round (the Withdrawal step) changes. */
export interface RoundEnd {
  frenzyChecks: FrenzyCheck[];
  /** Removed: a full round passed in which they had no valid targets. */
  removedNoTarget: string[];
  /** The creatures still in the combat afterwards. */
  remaining: CombatCreature[];
  /** Whether the attacker may withdraw, and why. */
  withdrawal: { possible: boolean; step: CalcStep };
  steps: CalcStep[];
}

function withdrawal(input: CombatTimingInput, remaining: CombatCreature[]): { possible: boolean; step: CalcStep } {
  const frenzied = remaining.filter((c) => c.fullFrenzy).map((c) => c.name);
  const cannot = input.attackerWithdraws ? 'The attacker wants to withdraw but cannot' : 'The attacker cannot withdraw';
  if (frenzied.length) {
    return {
      possible: false,
      step: {
        text: `${cannot}: ${frenzied.join(', ')} ${frenzied.length === 1 ? 'is' : 'are'} in full frenzy.`,
        cites: [SECTION.withdrawalStep, SECTION.withdrawing, SECTION.fullFrenzy],
      },
    };
  }
  if (input.withdrawalPrevented) {
    return {
      possible: false,
      step: {
        text: `${cannot}: an effect prevents withdrawal (e.g. Maim), and it affects all attackers.`,
        cites: [SECTION.withdrawing],
      },
    };
  }
  const choice = input.attackerWithdraws ? 'and does: this ends the whole combat' : 'but does not';
  return {
    possible: true,
    step: {
      text: `The attacker may announce a withdrawal ${choice}.`,
      cites: [SECTION.withdrawalStep, SECTION.withdrawing],
    },
  };
}

/** Removals for lack of targets (their frenzies end with them), frenzy checks, then the withdrawal decision. */
export function endRound(input: CombatTimingInput): RoundEnd {
  const removedNoTarget = input.creatures.filter((c) => fightsOn(c) && c.noValidTargetFullRound).map((c) => c.name);
  const staying = input.creatures.filter((c) => fightsOn(c) && !removedNoTarget.includes(c.name));
  const frenzyChecks = checkFrenzies(staying);
  const ended = new Set(frenzyChecks.filter((f) => f.frenzyEnds).map((f) => f.creature));
  const remaining = staying.map((c) => (ended.has(c.name) ? { ...c, fullFrenzy: false } : c)).filter(fightsOn);
  const steps: CalcStep[] = [];
  for (const c of input.creatures.filter((c) => removedNoTarget.includes(c.name))) {
    const text = `${c.name} had no valid targets for a full round of combat: it is removed from the combat`;
    if (c.fullFrenzy)
      steps.push({
        text: `${text}, which ends its frenzy: its player ${frenzyDiscard(c)}.`,
        cites: [SECTION.endingCombat, SECTION.endingFrenzy],
      });
    else steps.push({ text: `${text}.`, cites: [SECTION.endingCombat] });
  }
  steps.push(...frenzyChecks.map((f) => f.step));
  const w = withdrawal(input, remaining);
  steps.push(w.step);
  return { frenzyChecks, removedNoTarget, remaining, withdrawal: w, steps };
}
