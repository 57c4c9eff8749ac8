import { evaluate, type JudgeQuestion } from '../../core/search/evaluate.ts';
import type { BenchCorpus } from './corpus.ts';
import type { Peer } from './peers/peer.ts';
import { benchQueries } from './questions.ts';
import { type LatencySummary, byteSize, summarize } from './stats.ts';
import { timeQueries } from './timing.ts';

/** One engine on the judge questions, filtered by each question's ruleset. */
export interface PeerResult {
  name: string;
  config: string;
  recallAt3: number;
  mrrAt10: number;
  questions: LatencySummary;
  typing: LatencySummary;
  buildMs: number;
  indexGzipBytes: number;
  /** p95 of the app's search over this engine's p95 (questions): below 1, the app is faster. */
  appLatencyRatio: number;
}

/** Builds every engine on the same entries and runs the same questions through each. */
export async function comparePeers(
  corpus: BenchCorpus,
  questions: readonly JudgeQuestion[],
  peers: readonly Peer[],
): Promise<PeerResult[]> {
  const queries = benchQueries(questions, true);
  const results: Omit<PeerResult, 'appLatencyRatio'>[] = [];
  for (const peer of peers) {
    const start = performance.now();
    const index = await peer.build(corpus.rulesets);
    const buildMs = performance.now() - start;
    const top10 = new Map<JudgeQuestion, string[]>();
    for (const q of questions) top10.set(q, await index.search(q.ruleset, q.question, 10));
    const report = evaluate(questions, (q) =>
      (top10.get(q) ?? []).map((id) => ({ ruleset: q.ruleset, id, text: corpus.entryText(q.ruleset, id) })),
    );
    const search = (q: { text: string; ruleset: string | null }) => index.search(q.ruleset ?? '', q.text, 10);
    results.push({
      name: peer.name,
      config: peer.config,
      recallAt3: report.recallAt3,
      mrrAt10: report.mrrAt10,
      questions: summarize(await timeQueries(queries.questions, search)),
      typing: summarize(await timeQueries(queries.typing, search)),
      buildMs,
      indexGzipBytes: byteSize(await index.serialize()).gzip,
    });
  }
  const appP95 = results[0]?.questions.p95 ?? 0;
  return results.map((r) => ({ ...r, appLatencyRatio: r.questions.p95 > 0 ? appP95 / r.questions.p95 : Infinity }));
}
