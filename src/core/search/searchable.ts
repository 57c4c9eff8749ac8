import {
  type SearchData,
  type SearchEntry,
  type StoredSearchEntry,
  questionsOf,
  readSearchEntry,
} from '../content/manifest.ts';
import type { IndexQuestion } from '../content/model.ts';
import { searchText } from './documents.ts';
import { loadSearchIndex } from './index.ts';
import type { SearchableRuleset } from './search-types.ts';

/** An entry of a search data file with its text (its passages joined, as the build makes it) and question index. */
export type ReadEntry = SearchEntry & { text: string; questions: IndexQuestion[] };

export function readEntry(stored: StoredSearchEntry): ReadEntry {
  const entry = readSearchEntry(stored);
  return { ...entry, text: entry.passages.map((p) => p.text).join('\n'), questions: questionsOf(entry) };
}

/** Each entry of a search data file, by id. */
export function readEntries(data: SearchData): Map<string, ReadEntry> {
  return new Map(data.entries.map((e) => [e.id, readEntry(e)]));
}

/**
 * A ruleset as the app searches it, from the two files a phone downloads: its prebuilt index and its search data.
 * The app's worker and the bench's Chromium page both build it here, so the bench times the app's search.
 */
export async function searchableFromData(
  id: string,
  indexJson: string,
  data: SearchData,
  entries: ReadonlyMap<string, ReadEntry>,
): Promise<SearchableRuleset> {
  return {
    id,
    ...(await loadSearchIndex(indexJson)),
    synonyms: data.synonyms,
    ...(data.otherGames ? { otherGames: data.otherGames } : {}),
    ...(data.plainWords ? { plainWords: data.plainWords } : {}),
    text: (entry) => searchText(entries.get(entry)),
    passages: (entry) => entries.get(entry)?.passages,
    questions: (entry) => entries.get(entry)?.questions,
    names: data.names,
    ...(data.siblings ? { siblings: data.siblings } : {}),
  };
}
