import type { BenchQuery } from './questions.ts';

/** Warm-up passes first (the JIT optimises the hot paths, caches fill), then timed passes: every call is one sample. */
const WARMUP = 2;
const PASSES = 3;

/** Collects garbage left by earlier work when node runs with --expose-gc, so it is not charged to this engine. */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Times each query (awaiting engines that answer with a promise) and returns one sample per call, in ms. */
export async function timeQueries(queries: readonly BenchQuery[], run: (q: BenchQuery) => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let pass = 0; pass < WARMUP + PASSES; pass++) {
    if (pass === WARMUP) collectGarbage();
    for (const q of queries) {
      const start = performance.now();
      const result = run(q);
      if (result instanceof Promise) await result;
      if (pass >= WARMUP) samples.push(performance.now() - start);
    }
  }
  return samples;
}
