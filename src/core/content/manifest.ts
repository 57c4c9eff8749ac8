import type { Entry, RulesetData, RulesetMeta, SynonymGroups } from './model.ts';

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
export type SearchEntry = Pick<Entry, 'id' | 'number' | 'title' | 'kind' | 'parent' | 'home' | 'passages'>;

/** What the search worker reads of a ruleset besides its index: a fraction of the data, as results need no HTML. */
export interface SearchData {
  synonyms: SynonymGroups;
  /** The rulebook's names and shorthands, which steer an all-rulebooks search to it. */
  names: string[];
  entries: SearchEntry[];
}

/**
 * An entry as its page shows it: all but its plain text (its passages, joined by newlines, say the same: a build
 * test checks it) and its source position, which only the build and the CLI use. A fifth of a ruleset's data.
 */
export type PageEntry = Omit<Entry, 'text' | 'file' | 'line'>;

/** What the app loads of a ruleset for its pages. */
export type PageData = Omit<RulesetData, 'entries'> & { entries: PageEntry[] };

/** The ruleset's data as the build writes it for the app's pages. */
export function toPageData(data: RulesetData): PageData {
  return { ...data, entries: data.entries.map(({ text: _text, file: _file, line: _line, ...entry }) => entry) };
}

/** An entry's plain text, from its passages (the same as `Entry.text`). */
export function textOf(entry: Pick<Entry, 'passages'>): string {
  return entry.passages.map((p) => p.text).join('\n');
}
