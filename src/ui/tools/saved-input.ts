import { withDB } from '../../core/storage/store.ts';

/** The last input saved for a calculator (key "ruleset/id"), or undefined; never throws. */
export function loadSavedInput(key: string): Promise<unknown> {
  return withDB(async (db) => (await db.calcState.get(key))?.input, undefined);
}

/** Saves a calculator's input; a storage failure is reported by the storage banner, not thrown. */
export function saveInput(key: string, input: unknown): Promise<void> {
  return withDB((db) => db.calcState.put({ id: key, input, updatedAt: Date.now() }).then(() => undefined), undefined);
}
