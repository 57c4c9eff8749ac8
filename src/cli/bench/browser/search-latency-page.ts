/** Runs in a blank page: the app's search() over the bench queries, at the page's CPU throttling. */
import type { SearchData } from '../../../core/content/manifest.ts';
import { prepareRanking } from '../../../core/search/engine.ts';
import { readEntries, searchableFromData } from '../../../core/search/searchable.ts';
import { runAppSearch } from '../app-search.ts';
import type { BenchQuery } from '../questions.ts';
import { timeQueries } from '../timing.ts';

/** A ruleset as the page receives it: the two files the app downloads, its prebuilt index and its search data. */
export interface PageRuleset {
  id: string;
  indexJson: string;
  searchJson: string;
}

/**
 * One sample per search call, in ms; limit 30 as the app's results list. Each ruleset is built as the app's worker
 * builds it (passages, question index, other games' and plain words), and its entries' words are read first, as
 * the worker does while idle after loading, so the samples are keystrokes of a loaded app.
 */
export async function measureSearchLatency(
  rulesets: readonly PageRuleset[],
  queries: readonly BenchQuery[],
): Promise<number[]> {
  const searchable = await Promise.all(
    rulesets.map(async (r) => {
      const data = JSON.parse(r.searchJson) as SearchData;
      const entries = readEntries(data);
      const built = await searchableFromData(r.id, r.indexJson, data, entries);
      for (const id of entries.keys()) prepareRanking(built, id);
      return built;
    }),
  );
  return timeQueries(queries, (q) => runAppSearch(searchable, q));
}
