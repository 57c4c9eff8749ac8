import type { BenchQuery } from './questions.ts';

/** Warm-up passes first (the JIT optimises the hot paths, caches fill), then timed passes: every call is one sample. */
const WARMUP = 2;
const PASSES = 3;

/** Collects garbage left by earlier work when node runs with --expose-gc, so it is not charged to this engine. */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Samples of one set of queries, and how many of its queries they time (fewer than all when the budget ran out). */
export interface TimedQueries {
  samples: number[];
  timed: number;
}

/**
 * Times each query (awaiting engines that answer with a promise): one sample per call of the timed passes. Within
 * `budgetMs`, the first pass runs only the queries that fit in its share of the budget and every later pass runs
 * those same ones, so a slow engine is timed on the first queries of the list (order it to spread them).
 */
export async function timeQueriesWithin(
  queries: readonly BenchQuery[],
  run: (q: BenchQuery) => unknown,
  budgetMs = Infinity,
): Promise<TimedQueries> {
  const samples: number[] = [];
  let count = queries.length;
  const firstPassEnd = performance.now() + budgetMs / (WARMUP + PASSES);
  for (let pass = 0; pass < WARMUP + PASSES; pass++) {
    if (pass === WARMUP) collectGarbage();
    for (let i = 0; i < count; i++) {
      if (pass === 0 && i > 0 && performance.now() > firstPassEnd) {
        count = i;
        break;
      }
      const start = performance.now();
      const result = run(queries[i] as BenchQuery);
      if (result instanceof Promise) await result;
      if (pass >= WARMUP) samples.push(performance.now() - start);
    }
  }
  return { samples, timed: count };
}

/** Times every query (see timeQueriesWithin): one sample per call of the timed passes, in ms. */
export async function timeQueries(queries: readonly BenchQuery[], run: (q: BenchQuery) => unknown): Promise<number[]> {
  return (await timeQueriesWithin(queries, run)).samples;
}

/** The items in an order whose every beginning spreads over the whole list (every `stride`-th first, then the next). */
export function spreadOrder<T>(items: readonly T[], stride = 7): T[] {
  const out: T[] = [];
  for (let start = 0; start < stride; start++)
    for (let i = start; i < items.length; i += stride) out.push(items[i] as T);
  return out;
}
