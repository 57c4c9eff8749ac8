let asked: Promise<boolean> | null = null;

/** The part of the browser's StorageManager used here; Node (tests, CLI) has no `navigator.storage`. */
interface PersistableStorage {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
}

const storageManager = () => (globalThis as { navigator?: { storage?: PersistableStorage } }).navigator?.storage;

async function persist(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  return (await storage.persisted?.()) || (await storage.persist());
}

/**
 * Asks the browser not to evict the judge's data under storage pressure: by itself once per session, when the judge
 * first saves something of their own, or again when they ask (`again`). Resolves true when storage is persistent.
 */
export function requestPersistence(again = false): Promise<boolean> {
  if (!asked || again) asked = persist().catch(() => false);
  return asked;
}

/** Whether storage is persistent now; null when the browser cannot tell. */
export async function isPersisted(): Promise<boolean | null> {
  try {
    return (await storageManager()?.persisted?.()) ?? null;
  } catch {
    return null;
  }
}
