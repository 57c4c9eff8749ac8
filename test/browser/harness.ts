import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
  chromium,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** The URL of the built app served by `vite preview` (see global-setup.ts). */
export const baseURL = (): string => inject('baseURL');

/**
 * The port this test file's sync server listens on: the app is built to allow one per worker (global-setup.ts), and
 * files running at the same time are in different workers (VITEST_POOL_ID counts from 1).
 */
export function syncPort(): number {
  const ports = inject('syncPorts');
  return ports[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % ports.length]!;
}

/**
 * The run's one Chromium (launched in global-setup.ts), connected to for this test file; disconnecting after it
 * closes every context the file opened.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * A fresh profile (its own storage and service worker) with a phone-sized screen; `options` add to it (the theme,
 * mobile emulation).
 */
export async function newPhone(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'colorScheme' | 'isMobile'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the service worker controls the page, i.e. everything is precached and offline works. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
}

/** Resolves once the page's scroll position holds still over two frames (a wheel, a landing or a restore is done). */
export async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)));
          }),
      ),
    )
    .toBe(true);
}

/** A download's contents as text: streamed from the browser, which runs in another process (no local path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Waits until the page's search worker has its rulebooks loaded (the app's `rk:search-ready` mark): a judge's phone at
 * an event has had its Event page open long before a player calls, so a call's passage is searched at once.
 */
export async function searchReady(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('rk:search-ready').length), { timeout })
    .toBeGreaterThan(0);
}
