/** Runs in a blank page: the two ways to get a ruleset's search ready, timed where the app would run them. */
import type { SearchDocument } from '../../../core/search/options.ts';
import { createSearchIndex, loadSearchIndex } from '../../../core/search/index.ts';

/** One run: wall time until search is ready, and the longest main-thread task meanwhile (what blocks typing). */
export interface IndexLoadSample {
  prebuiltMs: number;
  prebuiltLongestTaskMs: number;
  workerMs: number;
  workerLongestTaskMs: number;
}

/** What the worker does with a ruleset's search documents (what the build indexes): build its index from them. */
export function buildFromDocuments(documentsJson: string): number {
  return createSearchIndex(JSON.parse(documentsJson) as SearchDocument[]).index.documentCount;
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
export async function measureIndexLoad(
  bundle: string,
  indexJson: string,
  documentsJson: string,
): Promise<IndexLoadSample> {
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
  // A worker that fails rejects: it would otherwise never answer, and the bench would wait forever.
  await new Promise((resolve, reject) => {
    worker.onmessage = resolve;
    worker.onerror = (e) => reject(new Error(`index-building worker failed: ${e.message}`));
    worker.postMessage(documentsJson);
  });
  const workerMs = performance.now() - start;
  worker.terminate();
  URL.revokeObjectURL(workerUrl);
  await settle();
  return { prebuiltMs, prebuiltLongestTaskMs, workerMs, workerLongestTaskMs: stop() };
}
