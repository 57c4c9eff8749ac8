import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

/** A phone three years old, as Lighthouse's mobile profile has it. */
const CPU_THROTTLING = 4;
/**
 * A regression guard, set above what is measured (issue 13 asks for no task over 50 ms, measured by `npm run bench`).
 * Here, with the unit suite running beside this file on 2 cores, the worst task of a load was 0–166 ms over five
 * runs of each test (typing: 0–58 ms); on a quiet machine the bench's median is 0 (no task over 50 ms). 300 ms fails
 * when tasks grow back to what they were before the first render got a task of its own (380 ms home, 413 ms deep
 * link) or before the search worker (818 and 892 ms), without failing a busy CI machine.
 */
const LONGEST_TASK_MS = 300;
/** The page has finished loading once no long task has run for this long. */
const QUIET_MS = 1500;

/** Installed before the app's scripts, so the tasks of the first frame are seen too. */
const LONG_TASK_OBSERVER = `
  window.rkLongTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.rkLongTasks.push({ start: t.startTime, duration: t.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

type LongTask = { start: number; duration: number };

async function openThrottled(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPhone(browser());
  await context.addInitScript({ content: LONG_TASK_OBSERVER });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** The long tasks of the load, once the page has shown `ready` and the main thread has been quiet a while. */
async function tasksOfLoad(page: Page, ready: () => Promise<boolean>): Promise<LongTask[]> {
  await expect.poll(ready, { timeout: 30_000 }).toBe(true);
  await page.waitForFunction(
    (quiet) => {
      const tasks = (window as unknown as { rkLongTasks: LongTask[] }).rkLongTasks;
      const lastEnd = Math.max(0, ...tasks.map((t) => t.start + t.duration));
      return performance.now() - lastEnd > quiet;
    },
    QUIET_MS,
    { timeout: 30_000, polling: 100 },
  );
  return page.evaluate(() => (window as unknown as { rkLongTasks: LongTask[] }).rkLongTasks);
}

const over = (tasks: LongTask[]) =>
  tasks.filter((t) => t.duration > LONGEST_TASK_MS).map((t) => Math.round(t.duration));

describe(`no main-thread task over ${LONGEST_TASK_MS} ms at ${CPU_THROTTLING}× CPU`, () => {
  it('while the home page loads and its search gets ready', async () => {
    const { page, close } = await openThrottled('/');
    const tasks = await tasksOfLoad(page, () =>
      page.evaluate(() => performance.getEntriesByName('rk:search-ready').length > 0),
    );
    expect(over(tasks)).toEqual([]);
    await close();
  });

  it('while a deep link loads its section', async () => {
    const { page, close } = await openThrottled('/rage-2018/6-11-frenzy');
    const tasks = await tasksOfLoad(page, async () =>
      ((await page.locator('h1').textContent()) ?? '').includes('FRENZY'),
    );
    expect(over(tasks)).toEqual([]);
    await close();
  });

  it('while a query is typed and its results painted', async () => {
    const { page, close } = await openThrottled('/');
    await tasksOfLoad(page, () => page.evaluate(() => performance.getEntriesByName('rk:search-ready').length > 0));
    const before = await page.evaluate(() => (window as unknown as { rkLongTasks: LongTask[] }).rkLongTasks.length);
    await page.getByRole('searchbox', { name: 'Search the rules' }).pressSequentially('bluffing');
    await expect.poll(() => page.locator('.result').first().textContent()).toContain('BLUFF');
    const tasks = await tasksOfLoad(page, async () => true);
    expect(over(tasks.slice(before))).toEqual([]);
    await close();
  });
});

describe('the search worker', () => {
  it('answers a query typed before its indexes have loaded, as soon as they have', async () => {
    const { context, page } = await newPhone(browser());
    // The indexes are held back until the query is typed, so it is typed while the worker is still loading.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/data\/[^/]+\.index\.[^/]+\.json$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('bluff');
    await expect.poll(() => page.getByText('Loading the search index…').count()).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByName('rk:search-ready').length)).toBe(0);
    release();
    await expect.poll(() => page.locator('.result').first().textContent(), { timeout: 30_000 }).toContain('BLUFF');
    expect(await page.locator('.result mark').count()).toBeGreaterThan(0);
    await context.close();
  });
});
