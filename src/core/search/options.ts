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
  /** Titles of the enclosing sections, so "junta tie" finds a rule about ties inside the Juntas chapter. */
  context: string;
  text: string;
  /** For a summary definition, the anchor of the entry it summarises ('' otherwise): ranked lower, hidden below it. */
  home: string;
}

export const SEARCH_FIELDS = ['number', 'title', 'terms', 'context', 'text'] as const;

/** Field weights: a match in the title or defined term outranks one in running text. */
export const FIELD_BOOST: Record<(typeof SEARCH_FIELDS)[number], number> = {
  number: 6,
  title: 2,
  terms: 3,
  context: 0.6,
  text: 1,
};

/**
 * Search options shared by the build (prebuilt index), the app and the CLI: changing them changes every
 * search the same way, and a saved index must be loaded with exactly these.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  // As-you-type: the word being typed matches by prefix; finished words only when long enough to be safe.
  prefix: (term, i, terms) => i === terms.length - 1 || term.length >= 4,
  fuzzy: (term) => (/^\d/.test(term) ? false : term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.35, prefix: 0.5 },
  combineWith: 'OR',
  boostDocument: (_id, _term, stored) => (stored?.home ? 0.75 : 1),
};

/** MiniSearch options for indexing rules entries. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: ['home'],
  tokenize: (text, field) => (field === 'number' ? (text ? [normalizeNumber(text)] : []) : tokenize(text)),
  processTerm: (term, field) => (field === 'number' ? term : processTerm(term)),
  searchOptions: { ...SEARCH_OPTIONS, tokenize, processTerm },
};
