import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SHARE_PARAM, decodeShare } from '../../src/ui/tools/input-link.ts';

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

/**
 * Waits until a calculator's saved input is the input the page shows: the one its Share link carries. The form saves
 * 400 ms after the last change; a reload before that would show the change before. (Waiting for a save stamped after
 * the page's clock, read after the change, missed a save made before the clock was read on a loaded machine.)
 */
export async function waitForCalcSaved(page: Page, key: string): Promise<void> {
  await page.getByRole('button', { name: 'Share' }).click();
  const link = new URL(await page.getByLabel('Share link').inputValue());
  const shown = decodeShare(link.searchParams.get(SHARE_PARAM) ?? '');
  if (!shown.ok) throw new Error(`the Share link does not read back: ${shown.message}`);
  await expect
    .poll(async () => ((await storedRow(page, 'calcState', key)) as { input?: unknown } | undefined)?.input)
    .toEqual(shown.value);
}

/** The ruling draft the capture form keeps ("new" for a new ruling), as stored. */
export async function storedDraft(
  page: Page,
  which = 'new',
): Promise<{ question?: string; createdAt?: string; citations?: { anchor: string }[] } | undefined> {
  const row = (await storedRow(page, 'settings', `rulingDraft:${which}`)) as { value?: object } | undefined;
  return row?.value;
}
