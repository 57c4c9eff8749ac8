/** Bundled into a blank page (and, for the worker build, into a Web Worker) by the benchmark. */
import { buildFromDocuments, measureIndexLoad } from './index-load-page.ts';
import { measureSearchLatency } from './search-latency-page.ts';

/** What the bundle exposes to the page as `rkBench`. */
export interface PageBench {
  measureIndexLoad: typeof measureIndexLoad;
  measureSearchLatency: typeof measureSearchLatency;
}

if (typeof document === 'undefined')
  addEventListener('message', (event: MessageEvent<string>) => postMessage(buildFromDocuments(event.data)));
else (globalThis as unknown as { rkBench: PageBench }).rkBench = { measureIndexLoad, measureSearchLatency };
