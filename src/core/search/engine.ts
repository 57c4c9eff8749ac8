import type { Query, SearchResult } from 'minisearch';
import type { SynonymGroups } from '../content/model.ts';
import type { SearchIndex } from './index.ts';
import { SEARCH_OPTIONS, fuzzyDistance } from './options.ts';
import { type WordPositions, indexedWords, proximity, wordPositions } from './proximity.ts';
import { type QueryVariant, queryVariants } from './query.ts';
import { processTerm, tokenize } from './tokenize.ts';
import { stemsBeyond } from './vocabulary.ts';

/** One result: which entry, how well it matched, and the index terms it matched (for highlighting). */
export interface SearchHit {
  ruleset: string;
  id: string;
  score: number;
  terms: string[];
}

/** What the engine needs of a ruleset: its index and vocabulary, synonyms, and the text of its entries. */
export interface SearchableRuleset extends SearchIndex {
  id: string;
  synonyms: SynonymGroups;
  /** Title and text of an entry, for proximity ranking. */
  text: (id: string) => string | undefined;
}

export interface SearchRequest {
  text: string;
  /** Only this ruleset; null or absent searches every ruleset given. */
  ruleset?: string | null;
  limit?: number;
}

/** Weight of query words standing together in a result (0: ignored; 1: up to doubles the score). */
const PROXIMITY_WEIGHT = 0.8;
/** Only the best candidates are re-ranked by proximity: enough for the results shown, cheap per keystroke. */
const RERANK = 60;
/** A match through a synonym ranks just below the same match on the words typed. */
const SYNONYM_WEIGHT = 0.9;
/** A word completed from the vocabulary counts as a prefix match does. */
const COMPLETION_WEIGHT = SEARCH_OPTIONS.weights?.prefix ?? 0.5;
/** Shortest word being typed worth completing from the vocabulary: below it, the stem prefix finds nearly all. */
const MIN_COMPLETED = 3;

const wordsCache = new WeakMap<SearchableRuleset, Map<string, WordPositions>>();

function wordsOf(ruleset: SearchableRuleset, id: string): WordPositions {
  let cache = wordsCache.get(ruleset);
  if (!cache) wordsCache.set(ruleset, (cache = new Map()));
  let words = cache.get(id);
  if (!words) cache.set(id, (words = wordPositions(ruleset.text(id) ?? '')));
  return words;
}

/** One reading of the query against one ruleset, with what ranking needs to know of its words. */
interface Reading {
  variant: QueryVariant;
  /** Index terms of the reading, in order. */
  words: string[];
  /** Terms that complete the last word beyond its stem ("startin" → start). */
  completions: Set<string>;
  /** The last word when it is a stop word: searched all the same, as it may begin another ("in" → initiative). */
  unfinishedStopWord: string | null;
}

function readingOf(ruleset: SearchableRuleset, variant: QueryVariant): Reading {
  // The last word may be unfinished: a judge is typing it.
  const last = tokenize(variant.text).at(-1) ?? '';
  const unfinishedStopWord = last.length >= 2 && processTerm(last) === null ? last : null;
  const words = indexedWords(variant.text);
  if (unfinishedStopWord) words.push(unfinishedStopWord);
  return { variant, words, unfinishedStopWord, completions: new Set(last.length >= MIN_COMPLETED ? stemsBeyond(ruleset.words, last) : []) };
}

/**
 * Adds the results of a search for more words to those of a first search, as if both had been one query:
 * MiniSearch sums the words' scores and multiplies by how many query words a document matched.
 */
function mergeResults(first: SearchResult[], more: SearchResult[]): SearchResult[] {
  if (more.length === 0) return first;
  const merged = new Map(first.map((r) => [r.id as unknown, r]));
  for (const r of more) {
    const seen = merged.get(r.id);
    if (!seen) {
      merged.set(r.id, r);
      continue;
    }
    const queryTerms = [...new Set([...seen.queryTerms, ...r.queryTerms])];
    const sum = seen.score / seen.queryTerms.length + r.score / r.queryTerms.length;
    merged.set(r.id, { ...seen, score: sum * queryTerms.length, queryTerms, terms: [...new Set([...seen.terms, ...r.terms])], match: { ...seen.match, ...r.match } });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score);
}

/**
 * MiniSearch results for one reading. Words that match nothing as typed are searched again, alone, with typo
 * tolerance; the others stay exact (or prefix), so "bluffz" finds bluffs without "ready" also finding "reach".
 */
function searchReading(ruleset: SearchableRuleset, { variant, words, completions, unfinishedStopWord }: Reading): SearchResult[] {
  const boostTerm = variant.termWeights.size ? (term: string) => variant.termWeights.get(term) ?? 1 : undefined;
  const keepLast = unfinishedStopWord ? { processTerm: (t: string) => processTerm(t) ?? (t === unfinishedStopWord ? t : null) } : {};
  const query: Query = completions.size
    ? { combineWith: 'OR', queries: [variant.text, { combineWith: 'OR', queries: [...completions], processTerm: (t) => t, prefix: false, boostTerm: () => COMPLETION_WEIGHT }] }
    : variant.text;
  const results = ruleset.index.search(query, { boostTerm, ...keepLast });
  const matched = new Set<string>();
  for (const r of results) for (const t of r.terms) matched.add(t);
  const last = words.length - 1;
  const found = (w: string, i: number) => {
    if (matched.has(w)) return true;
    for (const t of matched) if (t.startsWith(w) || (i === last && completions.has(t))) return true;
    return false;
  };
  const unmatched = words.filter((w, i) => fuzzyDistance(w) !== false && !found(w, i));
  if (unmatched.length === 0) return results;
  const typos = ruleset.index.search(unmatched.join(' '), { boostTerm, processTerm: (t) => t, prefix: false, fuzzy: fuzzyDistance });
  return mergeResults(results, typos);
}

/**
 * Searches one ruleset, or all of them and merges by score. Each ruleset is queried with its own synonyms,
 * so "A" means Æmber only in KeyForge.
 */
export function search(rulesets: readonly SearchableRuleset[], request: SearchRequest): SearchHit[] {
  const text = request.text.trim();
  if (!text) return [];
  const targets = request.ruleset ? rulesets.filter((r) => r.id === request.ruleset) : rulesets;
  // Matched terms stay as MiniSearch returns them until a hit makes the final list: most never do.
  const hits: (Omit<SearchHit, 'terms'> & { terms: Iterable<string> })[] = [];
  for (const ruleset of targets) {
    const best = new Map<string, { home: string; score: number; terms: Iterable<string> }>();
    queryVariants(text, ruleset.synonyms).forEach((variant, v) => {
      const reading = readingOf(ruleset, variant);
      const lastWord = reading.words.at(-1) ?? '';
      searchReading(ruleset, reading).forEach((r, rank) => {
        const id = String(r.id);
        const lastForms = rank < RERANK ? r.terms.filter((t) => t.startsWith(lastWord) || reading.completions.has(t)) : [];
        const near = rank < RERANK ? proximity(reading.words, wordsOf(ruleset, id), lastForms) : 0;
        // Canonical scores: a saved index sums in another order (last-bit differences); rounding to single
        // precision makes results independent of how the index was built. Synonym readings count a little less.
        const score = Math.fround(r.score * (1 + PROXIMITY_WEIGHT * near) * (v === 0 ? 1 : SYNONYM_WEIGHT));
        const seen = best.get(id);
        if (!seen) best.set(id, { home: String(r.home ?? ''), score, terms: r.terms });
        else {
          seen.score = Math.max(seen.score, score);
          seen.terms = new Set([...seen.terms, ...r.terms]);
        }
      });
    });
    const ranked = [...best].sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b));
    // A summary definition adds nothing when the definition it summarises ranks above it.
    const shown = new Set<string>();
    for (const [id, { home, score, terms }] of ranked) {
      shown.add(id);
      if (!home || !shown.has(home)) hits.push({ ruleset: ruleset.id, id, score, terms });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.ruleset.localeCompare(b.ruleset) || a.id.localeCompare(b.id));
  return hits.slice(0, request.limit ?? 20).map((hit) => ({ ...hit, terms: [...new Set(hit.terms)].sort() }));
}
