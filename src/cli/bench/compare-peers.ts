import { evaluate, type JudgeQuestion } from '../../core/search/evaluate.ts';
import type { BenchCorpus } from './corpus.ts';
import type { Peer } from './peers/peer.ts';
import { benchQueries } from './questions.ts';
import { type LatencySummary, byteSize, summarize } from './stats.ts';
import { spreadOrder, timeQueriesWithin } from './timing.ts';

/**
 * Longest an engine is timed on one set of queries (full questions, or their prefixes): Fuse.js takes about 100 ms a
 * query, which over every prefix of a file of long questions is hours. A slower engine is timed on a spread subset.
 */
export const PEER_TIMING_BUDGET_MS = 60_000;

/** One engine on the judge questions, filtered by each question's ruleset. */
export interface PeerResult {
  name: string;
  config: string;
  recallAt3: number;
  mrrAt10: number;
  questions: LatencySummary;
  typing: LatencySummary;
  /** How many of the full questions and of their typed prefixes were timed, of how many (fewer past the budget). */
  timed: { questions: number; typing: number; ofQuestions: number; ofTyping: number };
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
  // Spread: an engine timed on the first questions only is timed on some of every part of the file.
  const queries = benchQueries(spreadOrder(questions), true);
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
    const full = await timeQueriesWithin(queries.questions, search, PEER_TIMING_BUDGET_MS);
    const typing = await timeQueriesWithin(queries.typing, search, PEER_TIMING_BUDGET_MS);
    results.push({
      name: peer.name,
      config: peer.config,
      recallAt3: report.recallAt3,
      mrrAt10: report.mrrAt10,
      questions: summarize(full.samples),
      typing: summarize(typing.samples),
      timed: {
        questions: full.timed,
        typing: typing.timed,
        ofQuestions: queries.questions.length,
        ofTyping: queries.typing.length,
      },
      buildMs,
      indexGzipBytes: byteSize(await index.serialize()).gzip,
    });
  }
  const appP95 = results[0]?.questions.p95 ?? 0;
  return results.map((r) => ({ ...r, appLatencyRatio: r.questions.p95 > 0 ? appP95 / r.questions.p95 : Infinity }));
}
