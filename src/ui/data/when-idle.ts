/** Longest wait for an idle moment before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves when the main thread is next idle: work that is not on screen at first (opening IndexedDB and
 * evaluating Dexie's chunk, a few hundred ms on a slow phone) waits until the page has painted and settled.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}
