import { runAppSearch } from './app-search.ts';
import type { JudgeQuestion } from '../../core/search/evaluate.ts';
import { createSearchIndex, loadSearchIndex, saveSearchIndex } from '../../core/search/index.ts';
import type { BenchCorpus } from './corpus.ts';
import { benchQueries } from './questions.ts';
import { type ByteSize, type LatencySummary, byteSize, median, summarize } from './stats.ts';
import { timeQueries } from './timing.ts';

/** Latency of the app's search() over one set of queries. */
export interface EngineLatency {
  queries: 'questions' | 'typing';
  /** Filtered to each question's ruleset, or across every rulebook (the app's default). */
  scope: 'ruleset' | 'all';
  latency: LatencySummary;
}

/** Getting one ruleset's index ready in Node: the app's way (load the prebuilt JSON) and building it from entries. */
export interface NodeIndexLoad {
  ruleset: string;
  loadMs: number;
  buildMs: number;
  size: ByteSize;
}

export interface NodeEngineResult {
  latency: EngineLatency[];
  indexes: NodeIndexLoad[];
}

const RUNS = 5;

async function medianMs(run: () => unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** The app's search engine in Node: latency over questions and typing prefixes, index load time and size. */
export async function measureEngineInNode(
  corpus: BenchCorpus,
  questions: readonly JudgeQuestion[],
): Promise<NodeEngineResult> {
  const searchable = corpus.rulesets.map((r) => r.searchable);
  const latency: EngineLatency[] = [];
  for (const scope of ['ruleset', 'all'] as const) {
    const sets = benchQueries(questions, scope === 'ruleset');
    for (const queries of ['questions', 'typing'] as const) {
      const samples = await timeQueries(sets[queries], (q) => runAppSearch(searchable, q));
      latency.push({ queries, scope, latency: summarize(samples) });
    }
  }
  const indexes: NodeIndexLoad[] = [];
  for (const r of corpus.rulesets) {
    const json = saveSearchIndex(r.searchable);
    indexes.push({
      ruleset: r.id,
      loadMs: await medianMs(() => loadSearchIndex(json)),
      buildMs: await medianMs(() => createSearchIndex(r.searchDocuments)),
      size: byteSize(json),
    });
  }
  return { latency, indexes };
}
