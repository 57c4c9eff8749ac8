let asked: Promise<boolean> | null = null;

/**
 * Asks the browser once per session not to evict the judge's data under storage pressure; called when the judge
 * first saves something of their own. Resolves true when storage is persistent.
 */
export function requestPersistence(): Promise<boolean> {
  asked ??= (async () => {
    const storage = globalThis.navigator?.storage;
    if (!storage?.persist) return false;
    return (await storage.persisted()) || (await storage.persist());
  })().catch(() => false);
  return asked;
}

/** Whether storage is persistent now; null when the browser cannot tell. */
export async function isPersisted(): Promise<boolean | null> {
  try {
    return (await globalThis.navigator?.storage?.persisted?.()) ?? null;
  } catch {
    return null;
  }
}
