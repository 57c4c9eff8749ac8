import type MiniSearch from 'minisearch';
import type { SynonymGroups } from '../content/model.ts';
import type { SearchDocument } from './options.ts';
import { buildQuery } from './query.ts';

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
    for (const result of ruleset.index.search(buildQuery(text, ruleset.synonyms))) {
      // Canonical hits: a saved index sums scores in another order (last-bit differences) and lists terms
      // in another order; rounding and sorting make results independent of how the index was built.
      hits.push({ ruleset: ruleset.id, id: String(result.id), score: Number(result.score.toPrecision(10)), terms: [...result.terms].sort() });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.ruleset.localeCompare(b.ruleset) || a.id.localeCompare(b.id));
  return hits.slice(0, request.limit ?? 20);
}
