import type { Ruling } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { type SaveResult, saveWithDB, withDB } from './store.ts';

/** Every ruling in the log (filtering and ordering happen in memory: a season's log is small). */
export function listRulings(): Promise<Ruling[]> {
  return withDB((db) => db.rulings.toArray(), []);
}

export function getRuling(id: string): Promise<Ruling | undefined> {
  return withDB((db) => db.rulings.get(id), undefined);
}

/** Saves a new or edited ruling; the first save asks the browser to keep the data for good. */
export async function saveRuling(ruling: Ruling): Promise<SaveResult> {
  const result = await saveWithDB((db) => db.rulings.put(ruling));
  if (result.ok) void requestPersistence();
  return result;
}

/** Deletes a ruling and hands it back, so the judge can undo. */
export async function deleteRuling(id: string): Promise<Ruling | undefined> {
  return withDB(
    (db) =>
      db.transaction('rw', db.rulings, async () => {
        const ruling = await db.rulings.get(id);
        await db.rulings.delete(id);
        return ruling;
      }),
    undefined,
  );
}
