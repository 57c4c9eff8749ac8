import type MiniSearch from 'minisearch';
import type { SynonymGroups } from '../content/model.ts';
import type { SearchDocument } from './options.ts';
import { type WordPositions, indexedWords, proximity, wordPositions } from './proximity.ts';
import { queryVariants } from './query.ts';

/** One result: which entry, how well it matched, and the index terms it matched (for highlighting). */
export interface SearchHit {
  ruleset: string;
  id: string;
  score: number;
  terms: string[];
}

/** What the engine needs of a ruleset. */
export interface SearchableRuleset {
  id: string;
  index: MiniSearch<SearchDocument>;
  synonyms: SynonymGroups;
  /** Title and text of an entry, for proximity ranking. */
  text: (id: string) => string | undefined;
}

/** Weight of query words standing together in a result (0: ignored; 1: up to doubles the score). */
const PROXIMITY_WEIGHT = 0.8;
/** Only the best candidates are re-ranked by proximity: enough for the results shown, cheap per keystroke. */
const RERANK = 60;
/** A match through a synonym ranks just below the same match on the words typed. */
const SYNONYM_WEIGHT = 0.9;
const wordsCache = new WeakMap<SearchableRuleset, Map<string, WordPositions>>();

function wordsOf(ruleset: SearchableRuleset, id: string): WordPositions {
  let cache = wordsCache.get(ruleset);
  if (!cache) wordsCache.set(ruleset, (cache = new Map()));
  let words = cache.get(id);
  if (!words) cache.set(id, (words = wordPositions(ruleset.text(id) ?? '')));
  return words;
}

export interface SearchRequest {
  text: string;
  /** Only this ruleset; null or absent searches every ruleset given. */
  ruleset?: string | null;
  limit?: number;
}

/**
 * Searches one ruleset, or all of them and merges by score. Each ruleset is queried with its own synonyms,
 * so "A" means Æmber only in KeyForge.
 */
export function search(rulesets: readonly SearchableRuleset[], request: SearchRequest): SearchHit[] {
  const text = request.text.trim();
  if (!text) return [];
  const targets = request.ruleset ? rulesets.filter((r) => r.id === request.ruleset) : rulesets;
  const hits: SearchHit[] = [];
  for (const ruleset of targets) {
    const best = new Map<string, { home: string; score: number; terms: Set<string> }>();
    queryVariants(text, ruleset.synonyms).forEach((variant, v) => {
      const words = indexedWords(variant);
      ruleset.index.search(variant).forEach((r, rank) => {
        const id = String(r.id);
        const near = rank < RERANK ? proximity(words, wordsOf(ruleset, id)) : 0;
        // Canonical scores: a saved index sums in another order (last-bit differences); rounding makes
        // results independent of how the index was built. Synonym readings count a little less.
        const score = Number((r.score * (1 + PROXIMITY_WEIGHT * near) * (v === 0 ? 1 : SYNONYM_WEIGHT)).toPrecision(10));
        const seen = best.get(id);
        if (!seen) best.set(id, { home: String(r.home ?? ''), score, terms: new Set(r.terms) });
        else {
          seen.score = Math.max(seen.score, score);
          for (const t of r.terms) seen.terms.add(t);
        }
      });
    });
    const ranked = [...best].sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b));
    // A summary definition adds nothing when the definition it summarises ranks above it.
    const shown = new Set<string>();
    for (const [id, { home, score, terms }] of ranked) {
      shown.add(id);
      if (!home || !shown.has(home)) hits.push({ ruleset: ruleset.id, id, score, terms: [...terms].sort() });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.ruleset.localeCompare(b.ruleset) || a.id.localeCompare(b.id));
  return hits.slice(0, request.limit ?? 20);
}
