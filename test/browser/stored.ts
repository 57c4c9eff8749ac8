import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A row of the app's IndexedDB ("rulekeeper") as the app wrote it, or undefined; never creates the database, so the
 * app's own first open is untouched.
 */
export function storedRow(page: Page, table: 'settings' | 'calcState', key: string): Promise<unknown> {
  return page.evaluate(
    async ([table, key]) => {
      if (!(await indexedDB.databases()).some((d) => d.name === 'rulekeeper')) return undefined;
      return new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('rulekeeper');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            resolve(undefined);
            return;
          }
          const get = db.transaction(table).objectStore(table).get(key);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
          db.close();
        };
      });
    },
    [table, key] as const,
  );
}

/** The page's clock now, to tell a save made after a change from one made before it. */
export function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * Waits until a calculator's input is saved after `since` (the page's clock just after the last change): the form
 * saves 400 ms after the last change, and a change cancels the save still waiting for the one before, so the first
 * save stamped after `since` holds the last change and a reload after it shows that change. (Read before the change,
 * the clock let a save of the change before, made just after it was read, pass for the last one: 1 full run in 7.)
 */
export async function waitForCalcSaved(page: Page, key: string, since: number): Promise<void> {
  await expect
    .poll(async () => ((await storedRow(page, 'calcState', key)) as { updatedAt?: number } | undefined)?.updatedAt)
    .toBeGreaterThanOrEqual(since);
}

/** The ruling draft the capture form keeps ("new" for a new ruling), as stored. */
export async function storedDraft(
  page: Page,
  which = 'new',
): Promise<{ question?: string; createdAt?: string; citations?: { anchor: string }[] } | undefined> {
  const row = (await storedRow(page, 'settings', `rulingDraft:${which}`)) as { value?: object } | undefined;
  return row?.value;
}
