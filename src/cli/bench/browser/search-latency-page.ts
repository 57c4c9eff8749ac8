/** Runs in a blank page: the app's search() over the bench queries, at the page's CPU throttling. */
import type { SynonymGroups } from '../../../core/content/model.ts';
import { runAppSearch } from '../app-search.ts';
import { loadSearchIndex } from '../../../core/search/index.ts';
import type { BenchQuery } from '../questions.ts';
import { timeQueries } from '../timing.ts';

/** A ruleset as the page receives it: the prebuilt index the app downloads, its synonyms and entry texts. */
export interface PageRuleset {
  id: string;
  indexJson: string;
  synonyms: SynonymGroups;
  /** searchText() of each entry: what proximity ranking reads. */
  texts: Record<string, string>;
}

/** One sample per search call, in ms; limit 30 as the app's results list. */
export async function measureSearchLatency(
  rulesets: readonly PageRuleset[],
  queries: readonly BenchQuery[],
): Promise<number[]> {
  const searchable = await Promise.all(
    rulesets.map(async (r) => ({
      id: r.id,
      ...(await loadSearchIndex(r.indexJson)),
      synonyms: r.synonyms,
      text: (id: string) => r.texts[id],
    })),
  );
  return timeQueries(queries, (q) => runAppSearch(searchable, q));
}
