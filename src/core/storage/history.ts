import { HISTORY_LIMIT, RECENT_SEARCH_LIMIT } from '../toolkit/limits.ts';
import { queryKey, tidyQuery } from '../toolkit/reading.ts';
import type { Table } from 'dexie';
import type { HistoryRow, RecentSearchRow, RulekeeperDB } from './db.ts';
import { withDB } from './store.ts';

/** Records a section visit (its latest visit only), keeping the most recent HISTORY_LIMIT sections. */
export function recordVisit(visit: Omit<HistoryRow, 'visitedAt'>): Promise<void> {
  return withDB(
    (db) =>
      db.transaction('rw', db.history, async () => {
        await db.history.put({ ...visit, visitedAt: new Date().toISOString() });
        await db.history.bulkDelete(
          await db.history.orderBy('visitedAt').reverse().offset(HISTORY_LIMIT).primaryKeys(),
        );
      }),
    undefined,
  );
}

/** Sections read, most recent first. */
export function listHistory(): Promise<HistoryRow[]> {
  return withDB((db) => db.history.orderBy('visitedAt').reverse().toArray(), []);
}

/** Records a search the judge ran, keeping the most recent RECENT_SEARCH_LIMIT; one letter is not a search. */
export function recordSearch(text: string, ruleset: string | null): Promise<void> {
  const tidy = tidyQuery(text);
  if (!tidy) return Promise.resolve();
  return withDB(
    (db) =>
      db.transaction('rw', db.recentSearches, async () => {
        await db.recentSearches.put({ key: queryKey(tidy), text: tidy, ruleset, searchedAt: new Date().toISOString() });
        await db.recentSearches.bulkDelete(
          await db.recentSearches.orderBy('searchedAt').reverse().offset(RECENT_SEARCH_LIMIT).primaryKeys(),
        );
      }),
    undefined,
  );
}

/** Recent searches, most recent first. */
export function listRecentSearches(): Promise<RecentSearchRow[]> {
  return withDB((db) => db.recentSearches.orderBy('searchedAt').reverse().toArray(), []);
}

/** Empties a table, handing back what was there, so the judge can undo. */
function clearTable<T, K, I>(pick: (db: RulekeeperDB) => Table<T, K, I>): Promise<T[]> {
  return withDB((db) => {
    const table = pick(db);
    return db.transaction('rw', table, async () => {
      const rows = await table.toArray();
      await table.clear();
      return rows;
    });
  }, []);
}

export const clearHistory = (): Promise<HistoryRow[]> => clearTable((db) => db.history);
export const clearRecentSearches = (): Promise<RecentSearchRow[]> => clearTable((db) => db.recentSearches);

/** Puts back what a clear removed. */
export const restoreHistory = (rows: HistoryRow[]): Promise<void> =>
  withDB((db) => db.history.bulkPut(rows).then(() => undefined), undefined);
export const restoreRecentSearches = (rows: RecentSearchRow[]): Promise<void> =>
  withDB((db) => db.recentSearches.bulkPut(rows).then(() => undefined), undefined);
