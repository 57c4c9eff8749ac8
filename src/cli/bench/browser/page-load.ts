import type { Browser, Page } from 'playwright-core';
import { median } from '../stats.ts';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import { MOBILE_NETWORK, openPhone, waitForOfflineReady } from './phone.ts';
import { SEARCH_READY_MARK, waitForSearchReady } from './search-ready.ts';

/** How the home page was loaded. */
export type LoadCondition = 'cold, mobile network' | 'cold, local network' | 'warm, offline (service worker)';

/** Median over runs of one way of opening the home page at 4× CPU, ms from navigation start. */
export interface PageLoadResult {
  condition: LoadCondition;
  runs: number;
  firstPaintMs: number;
  lcpMs: number;
  searchReadyMs: number;
  /** Search ready minus first paint: how long the judge sees the page before search answers at once. */
  searchReadyAfterPaintMs: number;
  /** Lowest and highest of the runs. */
  searchReadyAfterPaintRange: [number, number];
}

const RUNS = 5;

interface LoadSample {
  firstPaint: number;
  lcp: number;
  searchReady: number;
}

/** First paint, the latest LCP candidate and the search-ready mark of the page just loaded. */
async function readTimings(page: Page): Promise<LoadSample> {
  await waitForSearchReady(page);
  return page.evaluate(
    (mark) =>
      new Promise<LoadSample>((resolve) => {
        const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN;
        const searchReady = performance.getEntriesByName(mark)[0]?.startTime ?? NaN;
        new PerformanceObserver((list) =>
          resolve({ firstPaint, searchReady, lcp: list.getEntries().at(-1)?.startTime ?? NaN }),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    SEARCH_READY_MARK,
  );
}

function summarizeLoads(condition: LoadCondition, samples: LoadSample[]): PageLoadResult {
  return {
    condition,
    runs: samples.length,
    firstPaintMs: median(samples.map((s) => s.firstPaint)),
    lcpMs: median(samples.map((s) => s.lcp)),
    searchReadyMs: median(samples.map((s) => s.searchReady)),
    searchReadyAfterPaintMs: median(samples.map((s) => s.searchReady - s.firstPaint)),
    searchReadyAfterPaintRange: [
      Math.min(...samples.map((s) => s.searchReady - s.firstPaint)),
      Math.max(...samples.map((s) => s.searchReady - s.firstPaint)),
    ],
  };
}

/** A first visit in a fresh profile (nothing cached), on the given network. */
async function coldLoads(
  browser: Browser,
  baseURL: string,
  condition: LoadCondition,
  network: typeof MOBILE_NETWORK | null,
): Promise<PageLoadResult> {
  const samples: LoadSample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page, cdp } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await page.goto('/');
    samples.push(await readTimings(page));
    await context.close();
  }
  return summarizeLoads(condition, samples);
}

/** Return visits with no network at all: the installed app served by its service worker. */
async function warmOfflineLoads(browser: Browser, baseURL: string): Promise<PageLoadResult> {
  const { context, page, cdp } = await openPhone(browser, baseURL, 1);
  try {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_THROTTLING });
    const samples: LoadSample[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/');
      samples.push(await readTimings(page));
    }
    return summarizeLoads('warm, offline (service worker)', samples);
  } finally {
    await context.close();
  }
}

/** The home page at 4× CPU: cold on the mobile profile (LCP target), cold on a fast network, warm offline. */
export async function measurePageLoads(browser: Browser, baseURL: string): Promise<PageLoadResult[]> {
  return [
    await coldLoads(browser, baseURL, 'cold, mobile network', MOBILE_NETWORK),
    await coldLoads(browser, baseURL, 'cold, local network', null),
    await warmOfflineLoads(browser, baseURL),
  ];
}
