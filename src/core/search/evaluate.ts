/** Search quality on judge questions: recall@3 and MRR@10, as `npm run eval` and the quality gate measure it. */

export interface JudgeQuestion {
  ruleset: string;
  question: string;
  /** Phrases one of which the right entry's text contains. */
  expected: string[];
  /** How the question is phrased (natural, keywords, typo, …), when the file labels it. */
  style?: string;
}

export interface QuestionResult extends JudgeQuestion {
  /** 1-based rank of the first result containing an expected phrase, or null if none in the top 10. */
  rank: number | null;
  /** What the top results were, for reading misses. */
  top: { ruleset: string; id: string }[];
  /** The list was shown as "closest matches; none states this directly" (see confidence.ts). */
  notSure: boolean;
}

/** Recall@3 and MRR@10, and how well "not sure" is calibrated: flagged seldom on answers, mostly on misses. */
export interface Scores {
  recallAt3: number;
  mrrAt10: number;
  /** Share of the questions answered in the first three whose list says "not sure" (target ≤ 10%). */
  notSureAnswered: number;
  /** Share of the misses (answer not in the first three) whose list says "not sure" (target ≥ 75%). */
  notSureMisses: number;
}

export interface EvalReport extends Scores {
  questions: QuestionResult[];
}

/** Case, whitespace, quotes and Markdown emphasis don't count when comparing a phrase with rule text. */
export function normalizeForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/[“”„‟"«»]/g, '"')
    .replace(/[‘’‚‛']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parses the TSV format of `judge-questions.tsv`: header `ruleset question expected` (and an optional `style`
 * column), `|` between phrases.
 */
export function parseQuestions(tsv: string): JudgeQuestion[] {
  const [header, ...rows] = tsv.split(/\r?\n/).filter((l) => l.trim());
  const columns = (header ?? '').split('\t').map((c) => c.trim());
  const col = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`question file has no "${name}" column (header: ${columns.join(', ')})`);
    return i;
  };
  const [r, q, e] = [col('ruleset'), col('question'), col('expected')];
  const s = columns.indexOf('style');
  return rows.map((row, n) => {
    const cells = row.split('\t');
    const [ruleset, question, expected] = [cells[r], cells[q], cells[e]];
    if (!ruleset || !question || !expected)
      throw new Error(`question file row ${n + 2} lacks ruleset, question or expected`);
    const style = s < 0 ? undefined : cells[s]?.trim();
    if (s >= 0 && !style) throw new Error(`question file row ${n + 2} lacks its style`);
    return {
      ruleset: ruleset.trim(),
      question: question.trim(),
      expected: expected
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean),
      ...(style ? { style } : {}),
    };
  });
}

/** One result as evaluated: its full text, and whether its list says "not sure" (the same on every result of it). */
export interface EvaluatedHit {
  ruleset: string;
  id: string;
  text: string;
  notSure?: boolean;
}

/** Runs every question; `searchTop10` returns results best first with their full text. */
export function evaluate(
  questions: readonly JudgeQuestion[],
  searchTop10: (q: JudgeQuestion) => EvaluatedHit[],
): EvalReport {
  const results = questions.map((q) => {
    const top = searchTop10(q).slice(0, 10);
    const phrases = q.expected.map(normalizeForMatch);
    const index = top.findIndex((r) => {
      const text = normalizeForMatch(r.text);
      return phrases.some((p) => text.includes(p));
    });
    return {
      ...q,
      rank: index < 0 ? null : index + 1,
      top: top.map(({ ruleset, id }) => ({ ruleset, id })),
      notSure: top[0]?.notSure ?? false,
    };
  });
  return { questions: results, ...scores(results) };
}

const answered = (r: QuestionResult) => r.rank !== null && r.rank <= 3;
/** Share of some results flagged "not sure"; of none, `vacuous` (no answer flagged, every miss flagged). */
const flagged = (results: readonly QuestionResult[], vacuous: number) =>
  results.length ? results.filter((r) => r.notSure).length / results.length : vacuous;

/** Recall@3, MRR@10 and the two "not sure" shares of some answered questions. */
export function scores(results: readonly QuestionResult[]): Scores {
  const n = results.length || 1;
  return {
    recallAt3: results.filter(answered).length / n,
    mrrAt10: results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
    notSureAnswered: flagged(results.filter(answered), 0),
    notSureMisses: flagged(
      results.filter((r) => !answered(r)),
      1,
    ),
  };
}

/** Scores per group (ruleset, style, …), groups in order of first appearance. */
export function scoresBy(
  results: readonly QuestionResult[],
  group: (q: QuestionResult) => string | undefined,
): ({ group: string; count: number } & Scores)[] {
  const groups = new Map<string, QuestionResult[]>();
  for (const r of results) {
    const key = group(r);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([key, qs]) => ({ group: key, count: qs.length, ...scores(qs) }));
}
