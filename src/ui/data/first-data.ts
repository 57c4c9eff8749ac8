/** Longest wait for a page's first data before work that would compete with it goes ahead anyway. */
const FALLBACK_MS = 4000;

let settle: () => void = () => undefined;

/**
 * Resolves once the page has the data it was opened for (a section's ruleset, the search indexes), or after a
 * few seconds: the service worker's first download of everything waits for it, rather than share the network.
 */
export const firstDataLoaded: Promise<void> = new Promise((resolve) => {
  settle = resolve;
  setTimeout(resolve, FALLBACK_MS);
});

/** Called by whatever loads a page's data, once it is there. */
export function markFirstDataLoaded(): void {
  settle();
}
