import type { Page } from 'playwright-core';

/** The mark the app sets when the indexes of the current search scope are loaded (src/ui/search/search-client.ts). */
export const SEARCH_READY_MARK = 'rk:search-ready';

export async function waitForSearchReady(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SEARCH_READY_MARK, {
    timeout: 60_000,
    polling: 100,
  });
}
