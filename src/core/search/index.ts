import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, type SearchDocument, indexOptions } from './options.ts';
import { DEFAULT_RANKING, type RankingOptions, isOn } from './ranking-options.ts';
import { vocabulary } from './vocabulary.ts';

/** A ruleset's search index: MiniSearch's index of its entries, and the words of the rules as written. */
export interface SearchIndex {
  index: MiniSearch<SearchDocument>;
  /** Sorted; completes the word being typed where its stem differs ("startin" → starting → start). */
  words: readonly string[];
}

/**
 * A fresh index of the given documents. An evaluation that switches stemming off builds one of its own: the index
 * stores its terms as processed (search with the same options).
 */
export function createSearchIndex(
  documents: readonly SearchDocument[],
  ranking: RankingOptions = DEFAULT_RANKING,
): SearchIndex {
  const index = new MiniSearch<SearchDocument>(indexOptions(isOn(ranking, 'stemming')));
  index.addAll(documents);
  return { index, words: vocabulary(documents) };
}

/** The index as the build saves it (one JSON file per ruleset). */
export function saveSearchIndex({ index, words }: SearchIndex): string {
  return JSON.stringify({ index, words });
}

/** A saved index, loaded in chunks (MiniSearch.loadJSAsync) so the page stays responsive. */
export async function loadSearchIndex(json: string): Promise<SearchIndex> {
  const saved = JSON.parse(json) as { index: AsPlainObject; words: string[] };
  return { index: await MiniSearch.loadJSAsync<SearchDocument>(saved.index, INDEX_OPTIONS), words: saved.words };
}
