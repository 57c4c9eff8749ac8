import type { Bookmark } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { type SaveResult, saveWithDB, withDB } from './store.ts';

export function isBookmarked(ruleset: string, anchor: string): Promise<boolean> {
  return withDB(async (db) => (await db.bookmarks.get([ruleset, anchor])) !== undefined, false);
}

/** Adds a bookmark; the first one asks the browser to keep the data for good. */
export async function addBookmark(bookmark: Bookmark): Promise<SaveResult> {
  const result = await saveWithDB((db) => db.bookmarks.put(bookmark));
  if (result.ok) void requestPersistence();
  return result;
}

/** Removes a bookmark and hands it back, so the judge can undo. */
export function removeBookmark(ruleset: string, anchor: string): Promise<Bookmark | undefined> {
  return withDB(
    (db) =>
      db.transaction('rw', db.bookmarks, async () => {
        const bookmark = await db.bookmarks.get([ruleset, anchor]);
        await db.bookmarks.delete([ruleset, anchor]);
        return bookmark;
      }),
    undefined,
  );
}

/** Bookmarks, most recent first. */
export function listBookmarks(): Promise<Bookmark[]> {
  return withDB((db) => db.bookmarks.orderBy('createdAt').reverse().toArray(), []);
}
