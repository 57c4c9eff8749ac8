import type { Browser, CDPSession } from 'playwright-core';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import { type Spread, spread } from './main-thread.ts';
import { openPhone } from './phone.ts';
import { SEARCH_READY_MARK, waitForSearchReady } from './search-ready.ts';

/** What the search worker costs a phone: its start-up and the memory it holds, beside the page's own. */
export interface WorkerCostResult {
  runs: number;
  /** From the worker's creation (mark rk:search-worker-start) to every index loaded (rk:search-ready), cold, local network. */
  startupMs: Spread | null;
  /** JavaScript heap in use once search is ready, MB: the page's main thread, and the worker's (absent: no worker). */
  pageHeapMb: Spread;
  workerHeapMb: Spread | null;
}

const RUNS = 5;
const WORKER_START_MARK = 'rk:search-worker-start';

/** The used JS heap of each dedicated worker of the page, through the DevTools protocol (Runtime.getHeapUsage). */
async function workerHeaps(cdp: CDPSession): Promise<number[]> {
  const sessions: string[] = [];
  const onAttached = (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') sessions.push(event.sessionId);
  };
  cdp.on('Target.attachedToTarget', onAttached);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const heaps: number[] = [];
  for (const [i, sessionId] of sessions.entries()) {
    const id = 1000 + i;
    const reply = new Promise<number>((resolve) => {
      const onMessage = (event: { sessionId: string; message: string }) => {
        const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
        if (event.sessionId !== sessionId || message.id !== id) return;
        cdp.off('Target.receivedMessageFromTarget', onMessage);
        resolve(message.result?.usedSize ?? NaN);
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
    });
    heaps.push(await reply);
  }
  cdp.off('Target.attachedToTarget', onAttached);
  return heaps;
}

/** Opens home cold at 4× CPU RUNS times and reads the worker's start-up and both heaps once search is ready. */
export async function measureWorkerCost(browser: Browser, baseURL: string): Promise<WorkerCostResult> {
  const startup: number[] = [];
  const page: number[] = [];
  const worker: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const phone = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
    try {
      await phone.page.goto('/');
      await waitForSearchReady(phone.page);
      startup.push(
        await phone.page.evaluate(
          ([start, ready]) =>
            (performance.getEntriesByName(ready)[0]?.startTime ?? NaN) -
            (performance.getEntriesByName(start)[0]?.startTime ?? NaN),
          [WORKER_START_MARK, SEARCH_READY_MARK] as const,
        ),
      );
      await phone.cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await phone.cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      page.push(usedSize / 1e6);
      worker.push(...(await workerHeaps(phone.cdp)).map((bytes) => bytes / 1e6));
    } finally {
      await phone.context.close();
    }
  }
  return {
    runs: RUNS,
    startupMs: startup.some(Number.isFinite) ? spread(startup.filter(Number.isFinite)) : null,
    pageHeapMb: spread(page),
    workerHeapMb: worker.length ? spread(worker) : null,
  };
}
