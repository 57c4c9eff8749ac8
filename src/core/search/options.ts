import type { Options, SearchOptions } from 'minisearch';
import { normalizeNumber, processTerm, tokenize } from './tokenize.ts';

/** One document of a ruleset's search index. */
export interface SearchDocument {
  id: string;
  /** Printed number, normalised so "2.2. 4" is found as "2.2.4". */
  number: string;
  title: string;
  /** Defined terms of a definition. */
  terms: string;
  text: string;
  /** The entry's question index: questions players ask that it answers, one per line. */
  questions?: string;
  /** For a summary definition, the anchor of the entry it summarises ('' otherwise): ranked lower, hidden below it. */
  home: string;
}

export const SEARCH_FIELDS = ['number', 'title', 'terms', 'text', 'questions'] as const;

/**
 * Field weights: a match in the title or a defined term outranks one in running text. A definition's terms repeat
 * its title, so they weigh no more than text: ranking by passage already counts title words (issue 12, measured).
 */
export const FIELD_BOOST: Record<(typeof SEARCH_FIELDS)[number], number> = {
  number: 6,
  title: 1.5,
  terms: 1,
  text: 1,
  // A question a player asks in other words than the rule's is matched like a title: it says what the entry answers.
  questions: 1.5,
};

/**
 * Search options shared by the build (prebuilt index), the app and the CLI: changing them changes every
 * search the same way, and a saved index must be loaded with exactly these.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  // As-you-type: the word being typed matches by prefix (a lone first letter only when it is the whole query:
  // after other words it would match half the rulebook); finished words only when long enough to be safe.
  prefix: (term, i, terms) => term.length >= 4 || (i === terms.length - 1 && (term.length >= 2 || terms.length === 1)),
  // Typo tolerance is applied by the engine, only to the words that match nothing as typed (see fuzzyDistance).
  fuzzy: false,
  maxFuzzy: 2,
  weights: { fuzzy: 0.35, prefix: 0.5 },
  combineWith: 'OR',
  boostDocument: (_id, _term, stored) => (stored?.home ? 0.75 : 1),
};

/**
 * Typo tolerance for a query word: an edit per five letters ("bluffz" finds bluffs), none for short words and
 * numbers, where one edit makes another word. The engine applies it only to words that match nothing as typed,
 * so a correctly spelled word is not diluted by its neighbours, and a query without typos costs one search.
 */
export function fuzzyDistance(term: string): number | false {
  return /^\d/.test(term) || term.length < 5 ? false : 0.2;
}

/** MiniSearch options for indexing rules entries: words stemmed, unless an evaluation switched stemming off. */
export function indexOptions(stemming: boolean): Options<SearchDocument> {
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: ['home'],
    tokenize: (text, field) => (field === 'number' ? (text ? [normalizeNumber(text)] : []) : tokenize(text)),
    processTerm: (term, field) => (field === 'number' ? term : processTerm(term, stemming)),
    searchOptions: { ...SEARCH_OPTIONS, tokenize, processTerm: (term) => processTerm(term, stemming) },
  };
}

/** As the app indexes and loads: words stemmed. */
export const INDEX_OPTIONS: Options<SearchDocument> = indexOptions(true);
