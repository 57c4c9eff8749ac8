import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import {
  type EndReason,
  afterCombat,
  combatActionNotSet,
  combatActionNotSetStep,
  combatEnds,
  inCombat,
} from './ending.ts';
import { headlineOf } from './headline.ts';
import { type FrenzyCheck, frenzyReminders } from './frenzy.ts';
import { type CombatPoint, followingStep } from './flow.ts';
import { type CombatStep, type CombatTimingInput, isRoundStep } from './input.ts';
import { type ResolutionPlan, planResolution } from './resolution-order.ts';
import { endRound } from './round-end.ts';
import { actingOrder, situationalRules } from './situation.ts';
import { PLAY_RULES, STEP_RULES } from './steps.ts';

/** What happens after this step: the next step, or the end of combat and why. */
export type CombatNext = ({ kind: 'step' } & CombatPoint) | { kind: 'combat-ends'; reasons: EndReason[] };

/** The navigator's answer for the current step. */
export interface CombatTimingOutput {
  step: CombatStep;
  stepName: string;
  /** null during the declaration steps. */
  round: number | null;
  play: 'closed' | 'open';
  actingOrder: CalcStep[];
  mayUse: CalcStep[];
  mustHappen: CalcStep[];
  /** At the Withdrawal step: the frenzy checks, removals and whether withdrawal is possible. */
  roundEnd: { frenzyChecks: FrenzyCheck[]; removedNoTarget: string[]; withdrawalPossible: boolean } | null;
  /** At the Resolution step: the order cards resolve in. */
  resolution: ResolutionPlan | null;
  /** Creatures in the combat after this step. */
  attackers: string[];
  defenders: string[];
  next: CombatNext;
  /** What follows the end of combat (empty when it goes on). */
  afterCombat: CalcStep[];
}

function where(step: CombatStep, round: number): string {
  return isRoundStep(step) ? `Round ${round}, ${STEP_RULES[step].name}` : STEP_RULES[step].name;
}

/** Given input its validator accepted, says what the current step allows and requires, and what comes next (6.1–6.3, 6.6–6.11, 3.2). */
export function computeCombatTiming(input: CombatTimingInput): CalcAnswer<CombatTimingOutput> {
  const rules = STEP_RULES[input.step];
  const fighting = inCombat(input);
  const roundEnd = input.step === 'withdrawal' ? endRound(input) : null;
  const remaining = roundEnd ? roundEnd.remaining : fighting;
  const ends = combatEnds(input, remaining, roundEnd);
  const notSet = ends.length ? [] : combatActionNotSet(input);
  const next: CombatNext = ends.length
    ? { kind: 'combat-ends', reasons: ends.map((e) => e.reason) }
    : { kind: 'step', ...followingStep(input.step, input.round) };
  const resolution = input.step === 'resolution' ? planResolution(input.resolution, input.creatures) : null;
  const playLabel = rules.play === 'closed' ? 'Closed Play' : 'Open Play';
  const output: CombatTimingOutput = {
    step: input.step,
    stepName: rules.name,
    round: isRoundStep(input.step) ? input.round : null,
    play: rules.play,
    actingOrder: actingOrder(input.step, fighting),
    mayUse: [...rules.mayUse, ...situationalRules(input.step, fighting)],
    mustHappen: [...rules.mustHappen, ...frenzyReminders(input.creatures)],
    roundEnd: roundEnd && {
      frenzyChecks: roundEnd.frenzyChecks,
      removedNoTarget: roundEnd.removedNoTarget,
      withdrawalPossible: roundEnd.withdrawal.possible,
    },
    resolution,
    attackers: remaining.filter((c) => c.side === 'attacker').map((c) => c.name),
    defenders: remaining.filter((c) => c.side === 'defender').map((c) => c.name),
    next,
    afterCombat: ends.length ? afterCombat(remaining) : [],
  };

  const nextStep: CalcStep[] =
    next.kind === 'step'
      ? [{ text: `Next: ${where(next.step, next.round)}.`, cites: [STEP_RULES[next.step].anchor] }]
      : [];
  const explained: CalcStep[] = [
    {
      text: `${rules.position}: ${rules.name}. ${PLAY_RULES[rules.play].text}`,
      cites: [...rules.playCites, ...PLAY_RULES[rules.play].cites],
    },
    ...output.actingOrder,
    ...output.mustHappen,
    ...(resolution?.steps ?? []),
    ...output.mayUse,
    ...(roundEnd?.steps ?? []),
    ...ends.map((e) => e.step),
    ...(notSet.length ? [combatActionNotSetStep(notSet)] : []),
    ...nextStep,
    ...output.afterCombat,
  ];
  const steps = explained.map((s) => ({ text: s.text, cites: [...new Set(s.cites)] }));
  const facts: CalcFact[] = [
    { label: 'Step', value: `${rules.position}: ${rules.name}${output.round ? ` (round ${output.round})` : ''}` },
    { label: 'Play', value: playLabel },
    { label: 'Attackers in combat', value: output.attackers.join(', ') || 'none' },
    { label: 'Defenders in combat', value: output.defenders.join(', ') || 'none' },
  ];
  const frenzied = remaining.filter((c) => c.fullFrenzy).map((c) => c.name);
  if (frenzied.length) facts.push({ label: 'Full frenzy', value: frenzied.join(', ') });
  if (roundEnd) facts.push({ label: 'Withdrawal', value: roundEnd.withdrawal.possible ? 'possible' : 'not possible' });
  facts.push({ label: 'Next', value: next.kind === 'step' ? where(next.step, next.round) : 'combat ends' });
  const headline = headlineOf(input, roundEnd, ends, next, resolution, notSet);
  return { ok: true, headline, facts, steps, output };
}
