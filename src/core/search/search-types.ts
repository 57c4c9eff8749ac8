import type { IndexQuestion, OtherGameWords, Passage, SynonymGroups } from '../content/model.ts';
import type { SearchIndex } from './index.ts';
import type { RankingRequest } from './ranking-options.ts';

/** One result: which entry, how well it matched, and the index terms it matched (for highlighting). */
export interface SearchHit {
  ruleset: string;
  id: string;
  score: number;
  terms: string[];
  /** Anchor of the passage that matched best (the snippet is cut from it), when the ruleset has passages. */
  passage?: string;
  /**
   * How much of the question the entry's best passage (or its question index) says, 0–1: the share of the
   * query's words found there, by weight. Low for every result: no result states what was asked.
   */
  strength: number;
  /**
   * Across rulebooks, a question naming no game that sibling games answer (ruleset `siblings`): this hit is the
   * best of its rulebook, shown so and labelled so beside the best of its sibling.
   */
  bestOf?: true;
}

/** What the engine needs of a ruleset: its index and vocabulary, synonyms, and the text of its entries. */
export interface SearchableRuleset extends SearchIndex {
  id: string;
  synonyms: SynonymGroups;
  /** Title and text of an entry (title on the first line), for proximity ranking. */
  text: (id: string) => string | undefined;
  /** Passages of an entry, for ranking an entry by its best passage and naming it in the result. */
  passages?: (id: string) => readonly Passage[] | undefined;
  /** An entry's question index: questions it answers, each pinned to its passage. */
  questions?: (id: string) => readonly IndexQuestion[] | undefined;
  /** Words players bring from other games, read as this game's own terms (other-games.yaml). */
  otherGames?: OtherGameWords;
  /** Everyday words a new player uses for this game's terms, read as those terms (plain-words.yaml). */
  plainWords?: OtherGameWords;
  /** Names and shorthands of the game (lower case): in a search across rulebooks they steer to this one. */
  names?: readonly string[];
  /** Rulesets of sibling games, sharing most of this one's words: across rulebooks, the best of each is shown. */
  siblings?: readonly string[];
}

export interface SearchRequest {
  text: string;
  /** Only this ruleset; null or absent searches every ruleset given. */
  ruleset?: string | null;
  limit?: number;
  /**
   * How to rank (as MiniSearch takes search options): weights and features off, for an evaluation; the app gives
   * none. Stemming and questions are part of the index: one built with the same options (createSearchIndex).
   */
  ranking?: RankingRequest;
}
