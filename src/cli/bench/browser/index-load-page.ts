/** Runs in a blank page: the two ways to get a ruleset's search ready, timed where the app would run them. */
import type { RulesetData } from '../../../core/content/model.ts';
import { toSearchDocuments } from '../../../core/search/documents.ts';
import { createSearchIndex, loadSearchIndex } from '../../../core/search/index.ts';

/** One run: wall time until search is ready, and the longest main-thread task meanwhile (what blocks typing). */
export interface IndexLoadSample {
  prebuiltMs: number;
  prebuiltLongestTaskMs: number;
  workerMs: number;
  workerLongestTaskMs: number;
}

/** What the worker does with a ruleset's data: build its index from the entries. */
export function buildFromData(dataJson: string): number {
  const data = JSON.parse(dataJson) as RulesetData;
  return createSearchIndex(toSearchDocuments(data.entries)).index.documentCount;
}

function watchLongTasks(): () => number {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  return () => {
    observer.disconnect();
    return longest;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Prebuilt index via loadJSAsync on the main thread, against building from the data in a Web Worker. */
export async function measureIndexLoad(bundle: string, indexJson: string, dataJson: string): Promise<IndexLoadSample> {
  let stop = watchLongTasks();
  let start = performance.now();
  await loadSearchIndex(indexJson);
  const prebuiltMs = performance.now() - start;
  await settle();
  const prebuiltLongestTaskMs = stop();

  const workerUrl = URL.createObjectURL(new Blob([bundle], { type: 'text/javascript' }));
  stop = watchLongTasks();
  start = performance.now();
  const worker = new Worker(workerUrl);
  await new Promise((resolve) => {
    worker.onmessage = resolve;
    worker.postMessage(dataJson);
  });
  const workerMs = performance.now() - start;
  worker.terminate();
  URL.revokeObjectURL(workerUrl);
  await settle();
  return { prebuiltMs, prebuiltLongestTaskMs, workerMs, workerLongestTaskMs: stop() };
}
