import { SEARCH_OPTIONS } from './options.ts';

/**
 * Ranking features that can be switched off, to show what each is worth: `npm run eval -- --without …` and the
 * quality gate's test that each one matters. The app never switches any off.
 */
export const FEATURES = [
  'proximity',
  'stemming',
  'synonyms',
  'boosts',
  'questions',
  'intent',
  'talk',
  'othergames',
  'plainwords',
  'prior',
  'ownorder',
  'pinned',
] as const;
export type Feature = (typeof FEATURES)[number];

/** What ranking multiplies and adds: every weight of the engine, in one place (each measured where it says). */
export interface RankingWeights {
  /** Query words standing together in the best passage of a result (0: ignored; 1: up to doubles the score). */
  proximity: number;
  /** The share of the query's words found together in the best passage (or the title). */
  coverage: number;
  /** A best passage of the kind the question asks for: one that forbids, or states a consequence. */
  kind: number;
  /** A title that names what a definition question asks about ("what does elusive mean" → ELUSIVE). */
  definition: number;
  /** What an FAQ scores with no query word in its answer, of what it scores with all of them there. */
  askingTitleFloor: number;
  /** A match through a synonym ranks just below the same match on the words typed. */
  synonym: number;
  /** The query as typed, names included, read in the game it names: counts a little less than the words without. */
  namesKept: number;
  /** A word completed from the vocabulary counts as a prefix match does (SEARCH_OPTIONS.weights.prefix). */
  completion: number;
  /**
   * Across rulebooks, a hit counts by the share of the query's words its entry holds, to this power: BM25 weighs a
   * word by how rare it is in its own rulebook, so one rare word in another game would otherwise outrank every word
   * of the question in the right one (dividing by each rulebook's best score ranks worse).
   */
  acrossCoveragePower: number;
  /** Share of the best score another rulebook's best answer needs to be shown among the first three. */
  secondRulebookShare: number;
  /** Place (0-based) a second rulebook's answer is raised to: the first three are what a judge reads. */
  secondRulebookPlace: number;
  /**
   * Share of the best score a sibling rulebook's best answer needs to be raised into the first three (ruleset
   * `siblings`) when none of that sibling is there, stating at least as much of the question as the first (strength)
   * less `siblingStrength`. Measured on the tuning files across all rulebooks: one Las Vegas question raised from 4th
   * to 3rd (judge styles recall@3 0.952 → 0.958), no question of any file lower. Tried and not kept: raising to place
   * 1 (judge MRR@10 0.889 → 0.883); no strength test (round-three tuning half recall@3 0.879 → 0.871: a Las Vegas
   * answer that says less pushed out the Rage 2018 one).
   */
  siblingShare: number;
  /** Place (0-based) a sibling rulebook's best answer is raised to: the first three are what a judge reads. */
  siblingPlace: number;
  /**
   * A query asked in nearly the words of an index question (this share of the longer one's words, stop words
   * included) is answered by that question's passage before any entry that merely scores more.
   */
  pinnedShare: number;
  /** Fewest words a query needs for that: "deck out" is two words of many questions. */
  pinnedLeast: number;
  /** How much less of the question a sibling's best answer may state than the first and still be raised. */
  siblingStrength: number;
  /**
   * Candidates kept from each reading, re-ranked by passage fit: enough for the results shown. Passage fit at most
   * multiplies a score by a small constant, and every one of these scores at least as well as any below them, so
   * twice the results asked for (at least this many) holds the best.
   */
  rerank: number;
  /**
   * The same across rulebooks, for each reading of each rulebook (at least the results asked for): the merged list
   * holds the best of every rulebook, so each keeps fewer. At 30, half of what it kept before, the 1,378 searches
   * across all rulebooks of the six tuning files (full and half-typed) list the same first 12 results, and 234 of
   * them differ from the 13th on; search p95 across all rulebooks in Node fell 16.4 → 12.8 and 16.1 → 11.9 ms.
   */
  acrossRerank: number;
  /** In choosing an entry's passage: an FAQ's question in its title counts for a word half as much as its answer. */
  askingTitleShare: number;
  /** In choosing an entry's passage: how much closeness counts, only between passages that fit alike otherwise. */
  closenessShare: number;
  /** In choosing an entry's passage: how much one of the kind asked for (forbidding, a consequence) counts. */
  kindShare: number;
  /**
   * What a word said only in the story around a question weighs against one of the sentence that asks (table-talk.ts).
   * Table talk at a real table tells the situation in its story ("my alpha is in the Umbra …, is that right?"), so
   * its words count for nearly as much; a little less, so a story of pure chit-chat does not pull the ranking away.
   */
  story: number;
  /**
   * What a word of this game's own weighs when it stands in for another game's word ("graveyard" → discard pile):
   * less than a word the judge typed, so another game's word never outweighs the game's own terms in the same question.
   */
  otherGame: number;
  /**
   * Across rulebooks, for a question naming no game: how much the rulebook its words are most of counts
   * (rulebook-prior.ts): results are ordered by their score times their rulebook's likelihood, per word, relative
   * to the likeliest's, to this power (0: not at all); the score itself stays the evidence "not sure" reads. Measured on the tuning files across all rulebooks (recall@3 / MRR@10,
   * none filtered moves): dev 0.951/0.913 → 0.967/0.919, judge styles 0.958/0.875 → 0.963/0.873, the others as they
   * were (±0.001 MRR), "not sure" flags as they were. Tried and not kept: 0.5 (styles 0.974/0.872, but one miss of the
   * blind tuning half no longer flagged, 69% → 62%); 1 (blind tuning half 0.893 → 0.876); entries counted as entries,
   * not in words (Rage: Across Las Vegas, few long entries, then wins every common word: judge MRR 0.889 → 0.867);
   * counting only which rulebooks hold a word at all (no change: the coverage across rulebooks reads that already).
   */
  priorStrength: number;
  /**
   * Across rulebooks, each rulebook's results keep the places the merge gives that rulebook, but are ordered among
   * themselves with the coverage across rulebooks (acrossCoveragePower) to this power instead: a word only one game
   * uses tells which game is meant more than which of its entries answers. Measured on the tuning files across all
   * rulebooks (recall@3 / MRR@10, with the prior): round three 0.879/0.799 → 0.897/0.827 (rambling 0.600 → 0.733),
   * dev 0.967/0.919, blind 0.893/0.836 → 0.893/0.838, the others as they were. Tried and not kept: 0 for every
   * question (round three 0.897/0.831, dev 0.975/0.918, but the blind tuning half's MRR 0.836 → 0.831); 0.5 (blind
   * 0.835 at its floor); coverage 0 only in a story, unchanged otherwise (round three 0.897/0.811).
   */
  ownOrderCoverage: number;
  /** The same for a question told as a story (table-talk.ts): its story's rare words name the game, not the entry. */
  storyOwnOrderCoverage: number;
  /** In that likelihood: entries' worth of the share across all rulebooks a rulebook's share of a word is drawn to. */
  priorSmoothing: number;
}

export const RANKING_WEIGHTS: Readonly<RankingWeights> = {
  proximity: 0.8,
  coverage: 1,
  kind: 0.5,
  definition: 1.5,
  askingTitleFloor: 0.5,
  synonym: 0.9,
  namesKept: 0.9,
  completion: SEARCH_OPTIONS.weights?.prefix ?? 0.5,
  acrossCoveragePower: 2,
  secondRulebookShare: 0.7,
  secondRulebookPlace: 2,
  siblingShare: 0.3,
  siblingPlace: 2,
  siblingStrength: 0,
  rerank: 60,
  acrossRerank: 30,
  askingTitleShare: 0.5,
  closenessShare: 0.1,
  kindShare: 0.5,
  story: 0.75,
  otherGame: 0.6,
  priorStrength: 0.35,
  priorSmoothing: 5,
  ownOrderCoverage: 1,
  storyOwnOrderCoverage: 0,
  pinnedShare: 0.8,
  pinnedLeast: 4,
};

/** How a search ranks: its weights, and the features an evaluation switched off. */
export interface RankingOptions {
  weights: Readonly<RankingWeights>;
  /** Off for this search (and for an index built with these options: stemming and questions are part of it). */
  without: ReadonlySet<Feature>;
}

/** As the app ranks: every feature on, the measured weights. */
export const DEFAULT_RANKING: RankingOptions = { weights: RANKING_WEIGHTS, without: new Set() };

/** Ranking options as a search request gives them (as MiniSearch's search options): only what differs. */
export interface RankingRequest {
  weights?: Partial<RankingWeights>;
  without?: Iterable<Feature>;
}

/** The options a request asks for, the defaults where it says nothing. */
export function rankingOptions(request: RankingRequest | undefined): RankingOptions {
  if (!request || (!request.weights && !request.without)) return DEFAULT_RANKING;
  return {
    weights: { ...RANKING_WEIGHTS, ...request.weights },
    without: new Set(request.without ?? []),
  };
}

/** Whether a feature is on for a search (all are, unless an evaluation switched it off). */
export function isOn(options: RankingOptions, feature: Feature): boolean {
  return !options.without.has(feature);
}

/** Reads a comma-separated list of feature names, rejecting unknown ones with the list of known ones. */
export function parseFeatures(list: string): Feature[] {
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FEATURES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`unknown feature ${unknown.join(', ')}; features: ${FEATURES.join(', ')}`);
  return names as Feature[];
}
