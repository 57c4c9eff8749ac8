import type { RulekeeperDB } from './db.ts';

/** Why storage is not usable, in words a judge understands. */
export type StorageProblem = { kind: 'unavailable' | 'quota' | 'error'; message: string };

let db: RulekeeperDB | null = null;
let problem: StorageProblem | null = null;
const listeners = new Set<(p: StorageProblem | null) => void>();

/** The name of the error underneath (Dexie wraps IndexedDB's): "QuotaExceededError", "DataError"… */
export function storageErrorName(error: unknown): string {
  return (
    (error as { name?: string; inner?: { name?: string } })?.inner?.name ?? (error as { name?: string })?.name ?? ''
  );
}

/** Describes a storage failure; quota and private-mode failures get their own words. */
export function describeStorageError(error: unknown): StorageProblem {
  const name = storageErrorName(error);
  if (name === 'QuotaExceededError')
    return {
      kind: 'quota',
      message:
        'This device is out of storage space for Rulekeeper: new changes are not being saved. The rules still work.',
    };
  if (
    name === 'MissingAPIError' ||
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'OpenFailedError'
  )
    return {
      kind: 'unavailable',
      message:
        'Saving is not available in this browser mode (private browsing?): your inputs will not survive a reload. The rules still work.',
    };
  return { kind: 'error', message: `Saving failed (${name || 'unknown error'}). The rules still work.` };
}

function report(p: StorageProblem | null): void {
  problem = p;
  for (const l of listeners) l(p);
}

/** Resolves in a task of its own, so the main thread can paint or take a keystroke in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The database being opened: calls made meanwhile share it rather than each declaring and opening its own. */
let opening: Promise<RulekeeperDB | null> | null = null;

/** The database, or null when IndexedDB is unusable (the problem is reported to listeners). */
export async function getDB(): Promise<RulekeeperDB | null> {
  if (db) return db;
  if (problem?.kind === 'unavailable') return null;
  // A failed opening is not kept: the next call tries again.
  opening ??= openDB().finally(() => {
    opening = null;
  });
  return opening;
}

async function openDB(): Promise<RulekeeperDB | null> {
  try {
    // Dexie loads with the first storage call, not with the page: a third of the JavaScript a first visit needs.
    const { RulekeeperDB } = await import('./db.ts');
    // Evaluating Dexie, declaring the schema and (on a first visit) creating the tables are each a task of their
    // own: together they are one long task in the first second of a cold load (60 ms at 4× CPU).
    await nextTask();
    const candidate = new RulekeeperDB();
    await nextTask();
    await candidate.open();
    db = candidate;
    return db;
  } catch (error) {
    report(describeStorageError(error));
    return null;
  }
}

const NO_STORAGE: StorageProblem = { kind: 'unavailable', message: 'Not saved: storage is not available.' };

/** The outcome of a storage operation: its result, or the problem (reported to listeners) and the error behind it. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; problem: StorageProblem; error: unknown };

/** Runs a storage operation; never throws: a failure is reported to listeners and handed back with its error. */
export async function attemptWithDB<T>(operation: (db: RulekeeperDB) => Promise<T>): Promise<Attempt<T>> {
  const handle = await getDB();
  if (!handle) return { ok: false, problem: problem ?? NO_STORAGE, error: null };
  try {
    const value = await operation(handle);
    if (problem && problem.kind !== 'unavailable') report(null);
    return { ok: true, value };
  } catch (error) {
    const p = describeStorageError(error);
    report(p);
    return { ok: false, problem: p, error };
  }
}

/** Runs a storage operation; on failure reports the problem and returns `fallback` instead of throwing. */
export async function withDB<T>(operation: (db: RulekeeperDB) => Promise<T>, fallback: T): Promise<T> {
  const attempt = await attemptWithDB(operation);
  return attempt.ok ? attempt.value : fallback;
}

/** The outcome of a save the judge is waiting on: when it failed, why, in words to show where they saved. */
export type SaveResult = { ok: true } | { ok: false; message: string };

/** Runs a write the judge is waiting on; a failure is reported to listeners and returned with its message. */
export async function saveWithDB(operation: (db: RulekeeperDB) => Promise<unknown>): Promise<SaveResult> {
  const attempt = await attemptWithDB(operation);
  return attempt.ok ? { ok: true } : { ok: false, message: attempt.problem.message };
}

/** Subscribes to storage problems (null when resolved); returns the unsubscribe function. */
export function onStorageProblem(listener: (p: StorageProblem | null) => void): () => void {
  listeners.add(listener);
  listener(problem);
  return () => listeners.delete(listener);
}

/**
 * A synchronous store beside IndexedDB for the writes made as the page goes away (the browser's localStorage, set
 * by the app at start; none in Node): a put begun in `pagehide` may reach the database after the reloaded page has
 * read it, or not at all, on a loaded phone. Each such write is kept here too, and read first, until a later write
 * is stored.
 */
export interface UnloadBackup {
  keep(key: string, json: string): void;
  read(key: string): string | null;
  forget(key: string): void;
}
let backup: UnloadBackup | null = null;

export function setUnloadBackup(store: UnloadBackup | null): void {
  backup = store;
}

/** Writes of settings begun on this page, counted; and for each key backed up here, the write that kept it. */
let writes = 0;
const keptBy = new Map<string, number>();

/**
 * Forgets a key's backup once IndexedDB holds a write begun after it: not the backed-up write itself, which an older
 * write finishing late may overwrite there, nor that older one. Until then the backup is what a read returns.
 */
function forgetOnceStored(key: string, write: number): void {
  if ((keptBy.get(key) ?? 0) >= write) return;
  keptBy.delete(key);
  backup?.forget(key);
}

/** The value the backup keeps for a key: the last written as a page went away, no later write stored since. */
function backedUp(key: string): { value: unknown } | null {
  const json = backup?.read(key);
  if (json == null) return null;
  try {
    return { value: JSON.parse(json) as unknown };
  } catch {
    backup?.forget(key);
    return null;
  }
}

export async function getSetting<T>(key: string, fallback: T): Promise<T> {
  const kept = backedUp(key);
  if (kept) {
    // Newer than what IndexedDB holds: written last, as the page went away; stored there for good now.
    await setSetting(key, kept.value);
    return kept.value as T;
  }
  return withDB(async (d) => ((await d.settings.get(key))?.value as T | undefined) ?? fallback, fallback);
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  const write = ++writes;
  await withDB((d) => d.settings.put({ key, value }).then(() => forgetOnceStored(key, write)), undefined);
}

/** Deletes a setting, and any value of it a page kept as it went away. */
export async function deleteSetting(key: string): Promise<void> {
  keptBy.delete(key);
  backup?.forget(key);
  await withDB((d) => d.settings.delete(key), undefined);
}

/**
 * Writes a setting at once, for a page being hidden or closed: a plain IndexedDB put, committed explicitly within
 * the same task (a Dexie write, begun a few microtasks later and left to commit by itself, is dropped by a reload),
 * and kept in the unload backup first, as even that put may land after the next page's read, or not at all. False
 * when the database is not open, or the write could not start: the caller then writes the usual way.
 */
export function putSettingNow(key: string, value: unknown): boolean {
  // Kept first: the page may be gone before IndexedDB commits (see UnloadBackup).
  const write = ++writes;
  try {
    backup?.keep(key, JSON.stringify(value));
    keptBy.set(key, write);
  } catch {
    // Full or refused: IndexedDB's write below is the only one.
  }
  if (!db) return false;
  try {
    const tx = db.backendDB().transaction('settings', 'readwrite');
    tx.objectStore('settings').put({ key, value });
    tx.commit?.();
    return true;
  } catch {
    return false;
  }
}
