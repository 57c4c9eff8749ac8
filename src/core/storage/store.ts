import type { RulekeeperDB } from './db.ts';

/** Why storage is not usable, in words a judge understands. */
export type StorageProblem = { kind: 'unavailable' | 'quota' | 'error'; message: string };

let db: RulekeeperDB | null = null;
let problem: StorageProblem | null = null;
const listeners = new Set<(p: StorageProblem | null) => void>();

/** Describes a storage failure; quota and private-mode failures get their own words. */
export function describeStorageError(error: unknown): StorageProblem {
  const name = (error as { name?: string; inner?: { name?: string } })?.inner?.name ?? (error as { name?: string })?.name ?? '';
  if (name === 'QuotaExceededError') return { kind: 'quota', message: 'This device is out of storage space for Rulekeeper: new changes are not being saved. The rules still work.' };
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'SecurityError' || name === 'OpenFailedError')
    return { kind: 'unavailable', message: 'Saving is not available in this browser mode (private browsing?): your inputs will not survive a reload. The rules still work.' };
  return { kind: 'error', message: `Saving failed (${name || 'unknown error'}). The rules still work.` };
}

function report(p: StorageProblem | null): void {
  problem = p;
  for (const l of listeners) l(p);
}

/** The database, or null when IndexedDB is unusable (the problem is reported to listeners). */
export async function getDB(): Promise<RulekeeperDB | null> {
  if (db) return db;
  if (problem?.kind === 'unavailable') return null;
  try {
    // Dexie loads with the first storage call, not with the page: a third of the JavaScript a first visit needs.
    const { RulekeeperDB } = await import('./db.ts');
    const candidate = new RulekeeperDB();
    await candidate.open();
    db = candidate;
    return db;
  } catch (error) {
    report(describeStorageError(error));
    return null;
  }
}

/** Runs a storage operation; on failure reports the problem and returns `fallback` instead of throwing. */
export async function withDB<T>(operation: (db: RulekeeperDB) => Promise<T>, fallback: T): Promise<T> {
  const handle = await getDB();
  if (!handle) return fallback;
  try {
    const result = await operation(handle);
    if (problem && problem.kind !== 'unavailable') report(null);
    return result;
  } catch (error) {
    report(describeStorageError(error));
    return fallback;
  }
}

/** The outcome of a save the judge is waiting on: when it failed, why, in words to show where they saved. */
export type SaveResult = { ok: true } | { ok: false; message: string };

/** Runs a write the judge is waiting on; a failure is reported to listeners and returned with its message. */
export async function saveWithDB(operation: (db: RulekeeperDB) => Promise<unknown>): Promise<SaveResult> {
  const saved = await withDB(async (d) => {
    await operation(d);
    return true;
  }, false);
  return saved ? { ok: true } : { ok: false, message: problem?.message ?? 'Not saved: storage is not available.' };
}

/** Subscribes to storage problems (null when resolved); returns the unsubscribe function. */
export function onStorageProblem(listener: (p: StorageProblem | null) => void): () => void {
  listeners.add(listener);
  listener(problem);
  return () => listeners.delete(listener);
}

export async function getSetting<T>(key: string, fallback: T): Promise<T> {
  return withDB(async (d) => ((await d.settings.get(key))?.value as T | undefined) ?? fallback, fallback);
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await withDB((d) => d.settings.put({ key, value }).then(() => undefined), undefined);
}
