import type { SearchHit } from './engine.ts';

/**
 * A list is sure of its first result when that result's best passage (or a question of its index) holds at least
 * this share of the words of the sentence that asks (a long question's story aside, see table-talk.ts), give or take
 * what `sureness` adds and takes. Measured on the tuning halves and the team's sets (issue 34): at 0.5 the
 * round-three tuning half flagged 23% of its answered questions (filtered); at 0.4, 14%, with 70% of its misses
 * still flagged (blind tuning half: 4% and 100%).
 */
export const STATES_ASKED = 0.4;
/** Another rulebook is offered when its best result states this much more of the question than this one's. */
const BETTER_BY = 0.25;

/**
 * How much a first result standing clear of the second (its score's lead, as a share of its score) counts toward
 * being sure, and how much the share of the question's words its rulebook never uses (a paraphrase, another game's
 * words) counts against. Measured (round three, issue 34; flagged answered questions / flagged misses, filtered and
 * across rulebooks): strength alone 12%/70% and 13%/71% on the round-three tuning half, 5%/90% and 6%/50% on the
 * blind tuning half; with lead 0.2 and unknown words 0.5, 10%/70% and 10%/71%, 5%/90% and 4%/79% (0.3 for unknown
 * words: 3%/64% across on the blind half; lead 0.1 or 0.3-0.4 flagged more answers).
 */
export const LEAD_WEIGHT = 0.2;
export const UNKNOWN_WEIGHT = 0.5;

type Ranked = Pick<SearchHit, 'strength'> & Partial<Pick<SearchHit, 'score' | 'unknown'>>;

/**
 * How sure the list is that its first result states what was asked: how much of the question that result states,
 * more when it stands clear of the next, less when the question is in words its rulebook never uses.
 */
export function sureness(hits: readonly Ranked[]): number {
  const [first, second] = hits;
  if (!first) return 0;
  const lead = first.score && second?.score !== undefined ? 1 - second.score / first.score : 0;
  return first.strength + LEAD_WEIGHT * lead - UNKNOWN_WEIGHT * (first.unknown ?? 0);
}

/** No result states what was asked: the list shows the closest matches, and says so. */
export function answersWeakly(hits: readonly Ranked[]): boolean {
  return hits[0] !== undefined && sureness(hits) < STATES_ASKED;
}

/**
 * The rulebook, of those searched besides, whose best result states the question where the one searched does not
 * (a judge reading Rage 2018 asks about Las Vegas's rules): offered in one tap. Undefined when none does.
 */
export function betterElsewhere(
  hits: readonly Pick<SearchHit, 'strength'>[],
  elsewhere: readonly Pick<SearchHit, 'ruleset' | 'strength'>[],
): string | undefined {
  if (!answersWeakly(hits)) return undefined;
  const here = hits[0]?.strength ?? 0;
  const best = elsewhere[0];
  return best && best.strength >= STATES_ASKED && best.strength >= here + BETTER_BY ? best.ruleset : undefined;
}
