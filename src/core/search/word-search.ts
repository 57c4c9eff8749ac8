import type MiniSearch from 'minisearch';
import { SEARCH_FIELDS, type SearchDocument } from './options.ts';

/** Every field weighing the same: field boosts switched off by an evaluation (see ranking-options.ts). */
const FLAT_BOOST = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, 1]));

/** One word of a query as searched: by prefix or not, with its typo tolerance and weight. */
export interface WordSearch {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
  weight: number;
  /** Field boosts on (off only for an evaluation that switched them off): part of what is remembered. */
  boosts?: boolean;
}

/** A document a search found: its id, score, the index terms it matched, and the entry it summarises (or ''). */
export interface Found {
  id: string;
  score: number;
  terms: string[];
  home: string;
}

/** What one word found, as MiniSearch scores it alone. */
export interface WordFound {
  term: string;
  found: Found[];
}

/** Words searched recently, per index: typing changes the last word, so the others are found here. */
let remembered = new WeakMap<MiniSearch<SearchDocument>, Map<string, WordFound>>();
/** Enough words for a few questions typed in a row; each holds at most one record per entry. */
const WORDS_REMEMBERED = 200;

/** Forgets the words searched so far: the next search starts from nothing, as a pasted question would. */
export function forgetRecentWords(): void {
  remembered = new WeakMap();
}

/** The documents one word finds (MiniSearch, this word alone), from memory when it was searched lately. */
export function searchWord(index: MiniSearch<SearchDocument>, word: WordSearch): WordFound {
  let cache = remembered.get(index);
  if (!cache) remembered.set(index, (cache = new Map()));
  const boosts = word.boosts ?? true;
  const key = `${word.term} ${word.prefix} ${word.fuzzy} ${word.weight} ${boosts}`;
  let result = cache.get(key);
  if (result) cache.delete(key);
  else {
    const results = index.search(word.term, {
      tokenize: (t) => [t],
      processTerm: (t) => t,
      prefix: word.prefix,
      fuzzy: word.fuzzy,
      boostTerm: () => word.weight,
      ...(boosts ? {} : { boost: FLAT_BOOST }),
    });
    result = {
      term: word.term,
      found: results.map((r) => ({ id: String(r.id), score: r.score, terms: r.terms, home: String(r.home ?? '') })),
    };
    if (cache.size >= WORDS_REMEMBERED) cache.delete(cache.keys().next().value ?? '');
  }
  cache.set(key, result);
  return result;
}

/**
 * The words' finds combined as MiniSearch combines the words of one query (OR): scores add up, and the sum is
 * multiplied by how many different words a document matched. Best first.
 */
export function combineWords(words: readonly WordFound[]): Found[] {
  const combined = new Map<string, { found: Found; sum: number; words: string[] }>();
  for (const { term, found } of words) {
    for (const f of found) {
      const seen = combined.get(f.id);
      if (!seen) combined.set(f.id, { found: { ...f, terms: [...f.terms] }, sum: f.score, words: [term] });
      else {
        seen.sum += f.score;
        if (!seen.words.includes(term)) seen.words.push(term);
        for (const t of f.terms) if (!seen.found.terms.includes(t)) seen.found.terms.push(t);
      }
    }
  }
  const result: Found[] = [];
  for (const { found, sum, words: matched } of combined.values()) {
    found.score = sum * matched.length;
    result.push(found);
  }
  return result.sort((a, b) => b.score - a.score);
}
