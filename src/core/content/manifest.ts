import type {
  Entry,
  IndexQuestion,
  OtherGameWords,
  Passage,
  RulesetData,
  RulesetMeta,
  SynonymGroups,
} from './model.ts';
import { passageIds } from './passage-ids.ts';

/**
 * The contract between build and app: what the app knows of a ruleset before loading it, enough for the library and
 * to fetch the rest. The build writes one per ruleset into `virtual:rulesets`.
 */
export interface RulesetManifest {
  meta: RulesetMeta;
  /** URL of the ruleset's data besides its entries (RulesetExtras); with every chapter, its whole PageData. */
  extrasUrl: string;
  /** URL of its table of contents (TocData): every entry's label and chapter. */
  tocUrl: string;
  /** URLs of its chapters' data (ChapterData), by chapter: a section page loads its chapter only. */
  chapterUrls: string[];
  /** URL of its prebuilt search index JSON (MiniSearch index and vocabulary). */
  indexUrl: string;
  /** URL of what the search worker reads besides the index (SearchData): no rendered HTML. */
  searchUrl: string;
  counts: { entries: number; definitions: number; notes: number };
}

/**
 * The path of a build's list of rulebooks (its manifest as a file, `data/rulebooks.<hash>.json`): a phone tells an
 * update's list from its own in the service worker's cache by it.
 */
export const RULEBOOKS_LIST = /\/data\/rulebooks\.[0-9a-f]{10}\.json$/;

/** The fields of an entry the search ranks on and a result shows; its text is its passages, joined by newlines. */
export type SearchEntry = Pick<Entry, 'id' | 'number' | 'title' | 'kind' | 'parent' | 'home' | 'passages'> & {
  /** The entry's question index, each question with the place of its passage in `passages` (an id repeated per
   * question would be a tenth of the rulebooks' precached bytes). */
  asked?: [question: string, passage: number][];
};

/** An entry's question index as the search data writes it. */
export function askedOf(entry: Pick<Entry, 'passages' | 'questions'>): [string, number][] {
  return (entry.questions ?? []).map((q) => [q.text, entry.passages.findIndex((p) => p.id === q.passage)]);
}

/**
 * An entry as the search data file stores it: each passage as its words alone, its anchor made again from them
 * (passageIds; the anchors were a tenth of the file's gzip bytes). An older build's file, read for what an update
 * changed, has them as `{ id, text }`.
 */
export type StoredSearchEntry = Omit<SearchEntry, 'passages'> & { passages: readonly (string | Passage)[] };

/** An entry of the search data file with its passages' words only, as the build writes it. */
export function storedSearchEntry(entry: SearchEntry): StoredSearchEntry {
  return { ...entry, passages: entry.passages.map((p) => p.text) };
}

/** An entry of a search data file, its passages' anchors made again from their words (or kept, from an older file). */
export function readSearchEntry(stored: StoredSearchEntry): SearchEntry {
  const texts = stored.passages.map((p) => (typeof p === 'string' ? p : p.text));
  const ids = passageIds(stored.id, texts);
  const passages = stored.passages.map((p, i) => (typeof p === 'string' ? { id: ids[i] ?? '', text: p } : p));
  return { ...stored, passages };
}

/** An entry's question index read back from the search data. */
export function questionsOf(entry: SearchEntry): IndexQuestion[] {
  return (entry.asked ?? []).flatMap(([text, at]) => {
    const passage = entry.passages[at];
    return passage ? [{ text, passage: passage.id }] : [];
  });
}

/** What the search worker reads of a ruleset besides its index: a fraction of the data, as results need no HTML. */
export interface SearchData {
  synonyms: SynonymGroups;
  /** Other games' words read as this game's terms (other-games.yaml). */
  otherGames?: OtherGameWords;
  /** Everyday words read as this game's terms (plain-words.yaml). */
  plainWords?: OtherGameWords;
  /** The rulebook's names and shorthands, which steer an all-rulebooks search to it. */
  names: string[];
  /** Rulesets of sibling games: an all-rulebooks search shows the best of each (RulesetMeta.siblings). */
  siblings?: string[];
  entries: StoredSearchEntry[];
}

/**
 * An entry as its page shows it: all but its plain text (its passages, joined by newlines, say the same: a build
 * test checks it), its source position, which only the build and the CLI use, and its question index, which only
 * search reads. A fifth of a ruleset's data.
 */
export type PageEntry = Omit<Entry, 'text' | 'file' | 'line' | 'questions'>;

/** What the app loads of a ruleset for its pages. */
export type PageData = Omit<RulesetData, 'entries' | 'otherGames' | 'plainWords'> & { entries: PageEntry[] };

/** The ruleset's data as the build writes it for the app's pages: words only search reads go to SearchData alone. */
export function toPageData({ otherGames: _other, plainWords: _plain, ...data }: RulesetData): PageData {
  return {
    ...data,
    entries: data.entries.map(({ text: _text, file: _file, line: _line, questions: _q, ...entry }) => entry),
  };
}

/** An entry's plain text, from its passages (the same as `Entry.text`). */
export function textOf(entry: Pick<Entry, 'passages'>): string {
  return entry.passages.map((p) => p.text).join('\n');
}
