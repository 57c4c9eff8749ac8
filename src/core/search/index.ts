import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type SearchDocument } from './options.ts';

/** A fresh index of the given documents. */
export function createIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** A saved index (`JSON.stringify(index)`), loaded in chunks so the page stays responsive. */
export function loadIndex(json: string): Promise<MiniSearch<SearchDocument>> {
  return MiniSearch.loadJSONAsync<SearchDocument>(json, INDEX_OPTIONS);
}
