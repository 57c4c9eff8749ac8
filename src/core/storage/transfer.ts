import { type MergePlan, planImport } from '../toolkit/merge.ts';
import type { ToolkitData } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { type Attempt, attemptWithDB, storageErrorName, withDB } from './store.ts';

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

/** What the import was doing when it failed. */
type Step = 'reading your log' | 'comparing the file with your log' | `writing the imported ${keyof ToolkitData}`;

/** A failed import in words: what failed, why, and that nothing was written (the transaction was rolled back). */
function importFailure(failed: Extract<Attempt<unknown>, { ok: false }>, step: Step): string {
  if (failed.problem.kind !== 'error') return `${failed.problem.message} Nothing from the file was written.`;
  const name = storageErrorName(failed.error) || 'unknown error';
  const detail =
    failed.error instanceof Error && failed.error.message
      ? `: ${failed.error.message.replace(/\s+/g, ' ').slice(0, 160)}`
      : '';
  return `Nothing from the file was written: ${step} failed (${name}${detail}).`;
}

/**
 * Writes validated import data in one transaction: it is merged with what is stored (see planImport) and either
 * all of it is written or, on any failure, nothing changes; a failure says what failed.
 */
export async function importData(
  data: ToolkitData,
): Promise<{ ok: true; counts: MergePlan['counts'] } | { ok: false; message: string }> {
  let step: Step = 'reading your log';
  const attempt = await attemptWithDB((db) =>
    db.transaction('rw', db.rulings, db.bookmarks, db.notes, async () => {
      const existing = {
        rulings: await db.rulings.toArray(),
        bookmarks: await db.bookmarks.toArray(),
        notes: await db.notes.toArray(),
      };
      step = 'comparing the file with your log';
      const plan = planImport(existing, data);
      step = 'writing the imported rulings';
      await db.rulings.bulkPut(plan.put.rulings);
      step = 'writing the imported bookmarks';
      await db.bookmarks.bulkPut(plan.put.bookmarks);
      step = 'writing the imported notes';
      await db.notes.bulkPut(plan.put.notes);
      return plan.counts;
    }),
  );
  if (!attempt.ok) return { ok: false, message: importFailure(attempt, step) };
  void requestPersistence();
  return { ok: true, counts: attempt.value };
}
