import type { CombatEnd, EndReason } from './ending.ts';
import { type CombatTimingInput, type CombatStep, type ResolutionCard, isRoundStep } from './input.ts';
import { type ResolutionPlan, type ResolvedSpeed, resolutionLabel } from './resolution-order.ts';
import type { RoundEnd } from './round-end.ts';
import { STEP_RULES } from './steps.ts';

/** Where the combat goes after this step, as the headline needs it. */
export type HeadlineNext = { kind: 'step'; step: CombatStep; round: number } | { kind: 'combat-ends' };

const REASON_WORDS: Record<EndReason, string> = {
  'ending-card': 'a card ended it',
  'no-attackers': 'no attackers left',
  'no-defenders': 'no defenders left',
  'no-combat-action': 'no creature played a Combat Action this round',
  withdrawal: 'the attacker withdraws',
};

/** The question each step puts to a judge, answered in the words of 6.1 and 6.2, with the step's section. */
const STEP_QUESTION: Record<CombatStep, (round: number) => string> = {
  declaration: () => 'Closed Play. Declare attacker and (intended) target (6.1 step 1)',
  'pre-combat': () =>
    'Closed Play. Each player may play cards which change the participants in the combat (6.1 step 2)',
  'beginning-of-combat': () => 'Open Play: each player may play relevant Open Play cards and abilities (6.1 step 3)',
  'play-card': () => 'Closed Play. Each creature in combat may play a combat card face down (6.2 step 1)',
  targeting: () => 'Closed Play. Targets of combat cards are declared (6.2 step 2)',
  reveal: () => 'Closed Play. All face down combat cards are revealed (6.2 step 3)',
  bluff: () =>
    'Closed Play. Discard all illegal cards and failed bluffs; the cards left resolve in the Resolution step (6.2 step 4)',
  resolution: () => 'Closed Play (6.2 step 5)',
  withdrawal: () => '',
  'between-rounds': (round) =>
    `Open Play: each player may play relevant Open Play cards and abilities; then round ${round + 1} starts at the Play Card step (6.2 step 7)`,
};

const SPEED_WORDS: Record<ResolvedSpeed, string> = {
  fast: 'Fast Striking Actions',
  normal: 'Normal actions',
  slow: 'Slow Striking Actions',
};

/** What resolves next: the first speed with cards, named as entered (6.2 step 5). */
function resolvesNext(plan: ResolutionPlan, cards: ResolutionCard[]): string {
  const [first, ...later] = plan.order;
  if (!first) return 'Resolution: no cards are left to resolve (6.2 step 5)';
  const names = first.cards.map((i) => resolutionLabel(cards[i] as ResolutionCard, i)).join('; ');
  const then = later.length ? `; then ${later.map((o) => SPEED_WORDS[o.speed]).join(', then ')}` : '';
  return `Resolution: ${SPEED_WORDS[first.speed]} resolve first: ${names}${then} (6.2 step 5)`;
}

/** May the attacker withdraw, and why (6.2 step 6, 6.3.1, 6.11.3). */
function withdrawalAnswer(input: CombatTimingInput, roundEnd: RoundEnd): string {
  const frenzied = roundEnd.remaining.filter((c) => c.fullFrenzy).map((c) => c.name);
  if (frenzied.length)
    return `Withdrawal: not possible: ${frenzied.join(', ')} ${frenzied.length === 1 ? 'is' : 'are'} in full frenzy, and attackers may not withdraw from a combat when any creature is fully frenzied (6.11.3)`;
  if (input.withdrawalPrevented)
    return 'Withdrawal: not possible: an effect prevents attackers withdrawing (e.g. Maim), and it affects all attackers (6.3.1)';
  if (input.attackerWithdraws) return 'Withdrawal: the attacker withdraws, so the whole combat ends (6.3.1)';
  return 'Withdrawal: possible: the attacker may announce a withdrawal, which ends the whole combat (6.2 step 6, 6.3.1)';
}

function endsWords(reasons: EndReason[]): string {
  return `Combat ends: ${reasons.map((r) => REASON_WORDS[r]).join('; ')} (6.3)`;
}

/**
 * The decision a judge is called for at this step, first: may the attacker withdraw (Withdrawal step), does combat
 * end and why, what resolves next (Resolution step), else what the step is for; then what follows.
 */
export function headlineOf(
  input: CombatTimingInput,
  roundEnd: RoundEnd | null,
  ends: CombatEnd[],
  next: HeadlineNext,
  plan: ResolutionPlan | null,
  combatActionNotSet: string[] = [],
): string {
  const others = ends.map((e) => e.reason).filter((r) => r !== 'withdrawal');
  if (roundEnd) {
    const answer = withdrawalAnswer(input, roundEnd);
    if (others.length) return `${answer}. ${endsWords(others)}.`;
    if (next.kind === 'combat-ends') return `${answer}.`;
    if (combatActionNotSet.length)
      return `${answer}. Combat ends if no creature played a Combat Action this round (6.3): not set for ${combatActionNotSet.join(', ')}.`;
    return `${answer}. Next: ${STEP_RULES[next.step].name}.`;
  }
  if (others.length) return `${endsWords(others)}.`;
  const what = plan ? resolvesNext(plan, input.resolution) : STEP_QUESTION[input.step](input.round);
  const name = STEP_RULES[input.step].name;
  const lead = plan ? what : `${isRoundStep(input.step) ? `Round ${input.round}, ${name}` : name}: ${what}`;
  return next.kind === 'step' ? `${lead}. Next: ${STEP_RULES[next.step].name}.` : `${lead}.`;
}
