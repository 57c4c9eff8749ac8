import { type MergePlan, planImport } from '../toolkit/merge.ts';
import type { ToolkitData } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { saveWithDB, withDB } from './store.ts';

/** Everything the judge wrote, for the JSON export. */
export function readAll(): Promise<ToolkitData> {
  return withDB(
    (db) =>
      db.transaction('r', db.rulings, db.bookmarks, db.notes, async () => ({
        rulings: await db.rulings.toArray(),
        bookmarks: await db.bookmarks.toArray(),
        notes: await db.notes.toArray(),
      })),
    { rulings: [], bookmarks: [], notes: [] },
  );
}

/**
 * Writes validated import data in one transaction: it is merged with what is stored (see planImport) and either
 * all of it is written or, on any failure, nothing changes.
 */
export async function importData(data: ToolkitData): Promise<{ ok: true; counts: MergePlan['counts'] } | { ok: false; message: string }> {
  let counts: MergePlan['counts'] | undefined;
  const result = await saveWithDB((db) =>
    db.transaction('rw', db.rulings, db.bookmarks, db.notes, async () => {
      const existing = { rulings: await db.rulings.toArray(), bookmarks: await db.bookmarks.toArray(), notes: await db.notes.toArray() };
      const plan = planImport(existing, data);
      await db.rulings.bulkPut(plan.put.rulings);
      await db.bookmarks.bulkPut(plan.put.bookmarks);
      await db.notes.bulkPut(plan.put.notes);
      counts = plan.counts;
    }),
  );
  if (!result.ok || !counts) return { ok: false, message: result.ok ? 'The import did not finish.' : result.message };
  void requestPersistence();
  return { ok: true, counts };
}
