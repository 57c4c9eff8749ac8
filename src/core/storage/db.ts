import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Bookmark, Note, Ruling } from '../toolkit/schema.ts';

/** A saved setting: remembered ruleset filter, theme choice… */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** The last input of a calculator, so a judge's work survives a reload. */
export interface CalcStateRow {
  id: string;
  input: unknown;
  updatedAt: number;
}

/** A section the judge read; one row per section, its latest visit. */
export interface HistoryRow {
  ruleset: string;
  anchor: string;
  label: string;
  visitedAt: string;
}

/** A search the judge ran, keyed by its folded text so case and accents do not make repeats. */
export interface RecentSearchRow {
  key: string;
  text: string;
  /** The rulebook filter it ran with; null for all rulebooks. */
  ruleset: string | null;
  searchedAt: string;
}

/** Sections are keyed by [ruleset, anchor]. */
export type SectionKey = [string, string];

/**
 * The app's IndexedDB database. Schema versions are explicit and every earlier version's declaration stays,
 * so old data migrates on upgrade: add `this.version(N+1)`, never edit a released one.
 */
export class RulekeeperDB extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  calcState!: EntityTable<CalcStateRow, 'id'>;
  rulings!: EntityTable<Ruling, 'id'>;
  bookmarks!: Table<Bookmark, SectionKey>;
  notes!: Table<Note, SectionKey>;
  history!: Table<HistoryRow, SectionKey>;
  recentSearches!: EntityTable<RecentSearchRow, 'key'>;

  constructor(name = 'rulekeeper') {
    super(name);
    this.version(1).stores({
      settings: 'key',
      calcState: 'id, updatedAt',
    });
    // The judge's toolkit: new tables only, so version 1 data is kept as is and needs no upgrade function.
    this.version(2).stores({
      rulings: 'id, createdAt, updatedAt',
      bookmarks: '[ruleset+anchor], createdAt',
      notes: '[ruleset+anchor], updatedAt',
      history: '[ruleset+anchor], visitedAt',
      recentSearches: 'key, searchedAt',
    });
  }
}
