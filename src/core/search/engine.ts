import type { SynonymGroups } from '../content/model.ts';
import type { SearchIndex } from './index.ts';
import { SEARCH_OPTIONS, fuzzyDistance } from './options.ts';
import { type WordPositions, indexedWords, proximity, wordPositions } from './proximity.ts';
import { type QueryVariant, queryVariants } from './query.ts';
import { processTerm, tokenize } from './tokenize.ts';
import { stemsBeyond } from './vocabulary.ts';
import { type Found, combineWords, searchWord } from './word-search.ts';

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
/**
 * Candidates kept from each reading, re-ranked by proximity: enough for the results shown. Proximity at most
 * multiplies a score by 1 + PROXIMITY_WEIGHT, and every one of these scores at least as well as any below them,
 * so twice the results asked for (at least this many) always holds the best.
 */
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

/** Reads an entry's word positions ahead of the first search that ranks it (the app does it when idle). */
export function prepareRanking(ruleset: SearchableRuleset, id: string): void {
  wordsOf(ruleset, id);
}

/** One reading of the query against one ruleset, with what ranking needs to know of its words. */
interface Reading {
  variant: QueryVariant;
  /** Index terms of the reading, in order. */
  words: string[];
  /** Terms that complete the last word beyond its stem ("startin" → start). */
  completions: Set<string>;
}

function readingOf(ruleset: SearchableRuleset, variant: QueryVariant): Reading {
  // The last word may be unfinished: a judge is typing it.
  const last = tokenize(variant.text).at(-1) ?? '';
  const words = indexedWords(variant.text);
  // A stop word typed last is searched all the same: it may begin another word ("in" → initiative).
  if (last.length >= 2 && processTerm(last) === null) words.push(last);
  return { variant, words, completions: new Set(last.length >= MIN_COMPLETED ? stemsBeyond(ruleset.words, last) : []) };
}

/**
 * What one reading finds, word by word. Words that match nothing as typed are searched again with typo
 * tolerance; the others stay exact (or prefix), so "bluffz" finds bluffs without "ready" also finding "reach".
 */
function searchReading(index: SearchableRuleset['index'], { variant, words, completions }: Reading): Found[] {
  const weight = (term: string) => variant.termWeights.get(term) ?? 1;
  const prefixRule = SEARCH_OPTIONS.prefix as (term: string, i: number, terms: string[]) => boolean;
  const typed = words.map((term, i) =>
    searchWord(index, { term, prefix: prefixRule(term, i, words), fuzzy: false, weight: weight(term) }),
  );
  const completed = [...completions].map((term) =>
    searchWord(index, { term, prefix: false, fuzzy: false, weight: COMPLETION_WEIGHT }),
  );
  const last = words.length - 1;
  const found = (i: number) =>
    (typed[i]?.found.length ?? 0) > 0 || (i === last && completed.some((c) => c.found.length > 0));
  const typos = words.flatMap((term, i) => {
    const fuzzy = fuzzyDistance(term);
    return fuzzy === false || found(i) ? [] : [searchWord(index, { term, prefix: false, fuzzy, weight: weight(term) })];
  });
  return combineWords([...typed, ...completed, ...typos]);
}

/**
 * Searches one ruleset, or all of them and merges by score. Each ruleset is queried with its own synonyms,
 * so "A" means Æmber only in KeyForge.
 */
export function search(rulesets: readonly SearchableRuleset[], request: SearchRequest): SearchHit[] {
  const text = request.text.trim();
  if (!text) return [];
  const targets = request.ruleset ? rulesets.filter((r) => r.id === request.ruleset) : rulesets;
  const limit = request.limit ?? 20;
  const keep = Math.max(RERANK, 2 * limit);
  // Matched terms stay as MiniSearch returns them until a hit makes the final list: most never do.
  const hits: (Omit<SearchHit, 'terms'> & { terms: Iterable<string> })[] = [];
  for (const ruleset of targets) {
    const best = new Map<string, { home: string; score: number; terms: Iterable<string> }>();
    queryVariants(text, ruleset.synonyms).forEach((variant, v) => {
      const reading = readingOf(ruleset, variant);
      const lastWord = reading.words.at(-1) ?? '';
      const results = searchReading(ruleset.index, reading);
      // Ties at the cut are all kept: which of them is listed first depends on how the index was built.
      const cut = Math.fround(results[Math.min(results.length, keep) - 1]?.score ?? 0);
      for (const r of results) {
        if (Math.fround(r.score) < cut) break;
        const id = r.id;
        const lastForms = r.terms.filter((t) => t.startsWith(lastWord) || reading.completions.has(t));
        const near = proximity(reading.words, wordsOf(ruleset, id), lastForms);
        // Canonical scores: a saved index sums in another order (last-bit differences); rounding to single
        // precision makes results independent of how the index was built. Synonym readings count a little less.
        const score = Math.fround(r.score * (1 + PROXIMITY_WEIGHT * near) * (v === 0 ? 1 : SYNONYM_WEIGHT));
        const seen = best.get(id);
        if (!seen) best.set(id, { home: r.home, score, terms: r.terms });
        else {
          seen.score = Math.max(seen.score, score);
          seen.terms = new Set([...seen.terms, ...r.terms]);
        }
      }
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
  return hits.slice(0, limit).map((hit) => ({ ...hit, terms: [...new Set(hit.terms)].sort() }));
}
