import type { Browser, Page } from 'playwright-core';
import { median } from '../stats.ts';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import type { LongTaskRecord } from './long-task-probe.ts';
import { bundleScript } from './page-bundle.ts';
import { MOBILE_NETWORK, openPhone, waitForOfflineReady } from './phone.ts';

/** Median of runs with the lowest and highest: figures on a shared machine spread widely. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Main-thread blocking while one page loads at 4× CPU, from a `longtask` observer installed before the app. */
export interface MainThreadResult {
  path: string;
  condition: 'cold, local network' | 'warm, offline (service worker)';
  runs: number;
  /** Total Blocking Time: each task's time beyond 50 ms, counted from first contentful paint, summed. */
  tbtMs: Spread;
  longestTaskMs: Spread;
  longTasks: Spread;
}

/** A deep link opened cold on the mobile network profile at 4× CPU. */
export interface DeepLinkLcpResult {
  path: string;
  runs: number;
  lcpMs: Spread;
}

export const HOME = '/';
export const DEEP_LINK = '/rage-2018/6-11-frenzy';
const RUNS = 5;
/** The page counts as loaded once no long task has run for this long (and the first-data fallback has passed). */
const QUIET_MS = 1000;
const SETTLE_AFTER_PAINT_MS = 5000;

export const spread = (values: readonly number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** Waits until the load is over (quiet main thread, service worker's first-data wait passed), then reads the probe. */
async function settledTasks(page: Page): Promise<LongTaskRecord> {
  await page.waitForFunction(
    ([quiet, settle]) => {
      const record = (window as unknown as { rkLongTasks?: LongTaskRecord }).rkLongTasks;
      if (!record || Number.isNaN(record.firstContentfulPaint)) return false;
      const lastEnd = Math.max(0, ...record.tasks.map((t) => t.start + t.duration));
      const now = performance.now();
      return now - lastEnd > quiet && now - record.firstContentfulPaint > settle;
    },
    [QUIET_MS, SETTLE_AFTER_PAINT_MS] as const,
    { timeout: 60_000, polling: 200 },
  );
  return page.evaluate(() => (window as unknown as { rkLongTasks: LongTaskRecord }).rkLongTasks);
}

/** Lighthouse's definition: the part of each task after first contentful paint beyond 50 ms. */
function totalBlockingTime({ tasks, firstContentfulPaint: fcp }: LongTaskRecord): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0);
}

function summarizeTasks(
  path: string,
  condition: MainThreadResult['condition'],
  records: LongTaskRecord[],
): MainThreadResult {
  return {
    path,
    condition,
    runs: records.length,
    tbtMs: spread(records.map(totalBlockingTime)),
    longestTaskMs: spread(records.map((r) => Math.max(0, ...r.tasks.map((t) => t.duration)))),
    longTasks: spread(records.map((r) => r.tasks.length)),
  };
}

async function coldTasks(browser: Browser, baseURL: string, path: string, probe: string): Promise<MainThreadResult> {
  const records: LongTaskRecord[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
    try {
      await context.addInitScript({ content: probe });
      await page.goto(path);
      records.push(await settledTasks(page));
    } finally {
      await context.close();
    }
  }
  return summarizeTasks(path, 'cold, local network', records);
}

async function warmTasks(browser: Browser, baseURL: string, path: string, probe: string): Promise<MainThreadResult> {
  const { context, page, cdp } = await openPhone(browser, baseURL, 1);
  try {
    await context.addInitScript({ content: probe });
    await page.goto(path);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_THROTTLING });
    const records: LongTaskRecord[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(path);
      records.push(await settledTasks(page));
    }
    return summarizeTasks(path, 'warm, offline (service worker)', records);
  } finally {
    await context.close();
  }
}

/** The latest LCP candidate once the load has settled. */
function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
}

async function deepLinkLcp(browser: Browser, baseURL: string, probe: string): Promise<DeepLinkLcpResult> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page, cdp } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
    try {
      await context.addInitScript({ content: probe });
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await page.goto(DEEP_LINK);
      await settledTasks(page);
      samples.push(await largestPaint(page));
    } finally {
      await context.close();
    }
  }
  return { path: DEEP_LINK, runs: RUNS, lcpMs: spread(samples) };
}

/** Long tasks on cold and warm loads of home and a deep link, and the deep link's LCP on the mobile profile. */
export async function measureMainThread(
  browser: Browser,
  baseURL: string,
): Promise<{ loads: MainThreadResult[]; deepLinkLcp: DeepLinkLcpResult }> {
  const probe = await bundleScript('long-task-probe-entry.ts');
  const loads: MainThreadResult[] = [];
  for (const path of [HOME, DEEP_LINK]) {
    loads.push(await coldTasks(browser, baseURL, path, probe));
    loads.push(await warmTasks(browser, baseURL, path, probe));
  }
  return { loads, deepLinkLcp: await deepLinkLcp(browser, baseURL, probe) };
}
