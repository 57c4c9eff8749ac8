import type { SearchHit } from './engine.ts';

/**
 * A result states what was asked when its best passage (or a question of its index) holds at least this share of
 * the words of the sentence that asks (a long question's story aside, see table-talk.ts). Set on the tuning halves
 * (issue 34) low enough that few answered questions are flagged and most misses still are.
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
