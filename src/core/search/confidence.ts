import type { SearchHit } from './engine.ts';

/**
 * A result states what was asked when its best passage (or a question of its index) holds at least this share of
 * the words of the sentence that asks (a long question's story aside, see table-talk.ts): what another rulebook's
 * best result must state before it is offered (betterElsewhere).
 */
export const STATES_ASKED = 0.4;
/** Another rulebook is offered when its best result states this much more of the question than this one's. */
const BETTER_BY = 0.25;

/** What "not sure" reads of a list: how much of the question its first result states, how firmly, and how clearly first. */
export interface NotSureSignals {
  /** The first result's strength: the share of the asking sentence's words its best passage holds. */
  strength: number;
  /** ln(1 + the first result's score): how much evidence, rare words matched together, the engine found for it. */
  logScore: number;
  /** The second result's score over the first's (0 with one result): near 1, no result stands out. */
  runnerUp: number;
}

/**
 * Log-odds that a list does not hold the answer in its first three, from its signals: a logistic model fitted by
 * `npm run fit-not-sure` (src/cli/fit-not-sure.ts) on the tuning halves only (blind-tuning and round3-tuning
 * questions, with their ruleset filter and across all rulebooks: 429 answered, 45 misses), L2-regularised on
 * standardised signals, written here in the signals' own units. A first result stating little, found on little
 * evidence, with a runner-up close behind, is most likely a miss. `cut` is the operating point: the log-odds above
 * which the model alone flags 7.5% of the answered questions of those files (target ≤ 10% on held-out ones). Refit when
 * ranking changes what scores mean. How well it ranks misses above answers (AUC, fitted on one tuning half and read
 * on the other): 0.965 and 0.898, against 0.916 and 0.861 for strength alone. Tried and not kept, for no gain: strength
 * and runner-up without the score (0.938/0.884); adding the rarity-weighted share of the asking words none of the
 * first three holds (0.961/0.894), whether the first result is also first across all rulebooks or in its own
 * (0.964/0.892), strength's lead over the next two (0.966/0.898), or a flag for weak strength (0.969/0.894).
 */
export const NOT_SURE = {
  intercept: 3.125,
  strength: -4.995,
  logScore: -0.789,
  runnerUp: 2.46,
  cut: -1.19,
  /**
   * A first result holding at least this share of the asking words is never flagged: there the model's flags on
   * those files were short questions (2–4 words, a typo) whose low score told how short they were, not that they
   * missed (15 answered flagged for 3 misses); with it, the files' answered flagged fall from 45 to 30 of 1,093 and
   * their misses from 37 to 34 of 63.
   */
  statesHalf: 0.5,
} as const;

/** The signals of a list, best first (none for an empty list). */
export function notSureSignals(hits: readonly Pick<SearchHit, 'strength' | 'score'>[]): NotSureSignals | undefined {
  const [first, second] = hits;
  if (!first) return undefined;
  return {
    strength: first.strength,
    logScore: Math.log1p(Math.max(0, first.score)),
    runnerUp: second && first.score > 0 ? Math.min(1, second.score / first.score) : 0,
  };
}

/** Log-odds that the list misses (see NOT_SURE), from its signals. */
export function missOdds({ strength, logScore, runnerUp }: NotSureSignals): number {
  return (
    NOT_SURE.intercept + NOT_SURE.strength * strength + NOT_SURE.logScore * logScore + NOT_SURE.runnerUp * runnerUp
  );
}

/**
 * No result states what was asked: the list shows the closest matches, and says so. The one decision the app's
 * results, a call's passage, `npm run query`'s `notSure` and the evaluation all read.
 */
export function answersWeakly(hits: readonly Pick<SearchHit, 'strength' | 'score'>[]): boolean {
  const signals = notSureSignals(hits);
  return signals !== undefined && signals.strength < NOT_SURE.statesHalf && missOdds(signals) > NOT_SURE.cut;
}

/**
 * The rulebook, of those searched besides, whose best result states the question where the one searched does not
 * (a judge reading Rage 2018 asks about Las Vegas's rules): offered in one tap. Undefined when none does.
 */
export function betterElsewhere(
  hits: readonly Pick<SearchHit, 'strength' | 'score'>[],
  elsewhere: readonly Pick<SearchHit, 'ruleset' | 'strength'>[],
): string | undefined {
  if (!answersWeakly(hits)) return undefined;
  const here = hits[0]?.strength ?? 0;
  const best = elsewhere[0];
  return best && best.strength >= STATES_ASKED && best.strength >= here + BETTER_BY ? best.ruleset : undefined;
}
