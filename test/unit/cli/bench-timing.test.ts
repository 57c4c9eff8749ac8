import { describe, expect, it } from 'vitest';
import type { BenchQuery } from '../../../src/cli/bench/questions.ts';
import { spreadOrder, timeQueries, timeQueriesWithin } from '../../../src/cli/bench/timing.ts';

const queries: BenchQuery[] = Array.from({ length: 40 }, (_, i) => ({ text: `q${i}`, ruleset: null, fresh: true }));

/** An engine that takes `ms` a query (busy, as a search is), recording what it was asked. */
function slowEngine(ms: number) {
  const asked: string[] = [];
  const run = (q: BenchQuery) => {
    asked.push(q.text);
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  return { asked, run };
}

describe("the bench's timing of an engine", () => {
  it('times every query in three passes after two warm-up passes when no budget is set', async () => {
    const { asked, run } = slowEngine(0);
    const samples = await timeQueries(queries, run);
    expect(samples).toHaveLength(3 * queries.length);
    expect(asked).toHaveLength(5 * queries.length);
  });

  it('times a slow engine on the first queries that fit its budget, the same ones in every pass', async () => {
    const { asked, run } = slowEngine(5);
    // 40 queries of 5 ms are 200 ms a pass; 100 ms over five passes leaves 20 ms for the first.
    const { samples, timed } = await timeQueriesWithin(queries, run, 100);
    expect(timed).toBeGreaterThan(0);
    expect(timed).toBeLessThan(queries.length);
    expect(samples).toHaveLength(3 * timed);
    const first = queries.slice(0, timed).map((q) => q.text);
    expect(asked).toEqual([...first, ...first, ...first, ...first, ...first]);
  });

  it('times all the queries of a fast engine within its budget', async () => {
    const { run } = slowEngine(0);
    expect((await timeQueriesWithin(queries, run, 60_000)).timed).toBe(queries.length);
  });

  it('orders a file so that its every beginning spreads over all of it, each item once', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const spread = spreadOrder(items, 7);
    expect(spread.slice(0, 3)).toEqual([0, 7, 14]);
    expect([...spread].sort((a, b) => a - b)).toEqual(items);
    expect(spreadOrder([], 7)).toEqual([]);
  });
});
