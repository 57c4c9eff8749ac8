import type { SearchHit } from './engine.ts';

/**
 * A result states what was asked when its best passage (or a question of its index) holds at least this share of
 * the words of the sentence that asks (a long question's story aside, see table-talk.ts). Measured on the tuning
 * halves and the team's sets (issue 34): at 0.5 the round-three tuning half flagged 23% of its answered questions
 * (filtered); at 0.4, 14%, with 70% of its misses still flagged (blind tuning half: 4% and 100%).
 * Tried on the tuning files and not kept, none gaining on both figures (round-three tuning half, filtered and across
 * all rulebooks, answered flagged / misses flagged, from 14%/67% and 14%/71%): another game the question compares with
 * ("like in Magic, …") left out of what was asked, 13%/67% and 11%/64%; the entry's passage that states most of what
 * was asked rather than the one ranked on, 11%/56% and 11%/57%; core words weighed by how rare they are in the
 * rulebook, at 0.35, 14%/67% and 13%/57%; flagging only when no result of the first three states it, 7%/56% and 8%/29%.
 */
export const STATES_ASKED = 0.4;
/** Another rulebook is offered when its best result states this much more of the question than this one's. */
const BETTER_BY = 0.25;

/** No result states what was asked: the list shows the closest matches, and says so. */
export function answersWeakly(hits: readonly Pick<SearchHit, 'strength'>[]): boolean {
  const first = hits[0];
  return first !== undefined && first.strength < STATES_ASKED;
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
