/**
 * `npm run fit-not-sure`: fits the "not sure" model of src/core/search/confidence.ts (NOT_SURE) on the tuning halves
 * and prints its constants, with how often the current and the fitted constants flag the answered questions and the
 * misses of every tuning file, with each question's ruleset filter and across all rulebooks. Reads tuning files
 * only: the test halves are never fitted on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type NotSureSignals, NOT_SURE, missOdds, notSureSignals } from '../core/search/confidence.ts';
import { search } from '../core/search/engine.ts';
import { evaluate, parseQuestions } from '../core/search/evaluate.ts';
import { programArgs } from './args.ts';
import { loadRulesets } from './load-rulesets.ts';

programArgs(process.argv.slice(2), { usage: 'usage: npm run fit-not-sure' });

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures');
/** Fitted on: the two blind tuning halves, written like the held-out questions "not sure" must serve. */
const FIT = ['blind-tuning-questions.tsv', 'round3-tuning-questions.tsv'];
/** Reported besides: the other tuning files, which must not lose. */
const REPORT = ['dev-questions.tsv', 'judge-questions.tsv', 'judge-questions-styles.tsv', ...FIT];
/** The operating point: the model alone (before NOT_SURE.statesHalf) flags this share of the answered questions fitted on. */
const ANSWERED_FLAGGED = 0.075;
/** L2 penalty on the standardised coefficients, gradient steps and their size: enough to converge. */
const [L2, STEPS, RATE] = [1, 20_000, 0.5];

interface Sample {
  file: string;
  mode: 'filtered' | 'unfiltered';
  signals: NotSureSignals;
  /** The answer is not in the first three. */
  miss: boolean;
}

const loaded = loadRulesets();
const samples: Sample[] = [];
for (const file of REPORT) {
  const questions = parseQuestions(readFileSync(resolve(FIXTURES, file), 'utf8')).filter((q) =>
    loaded.data.has(q.ruleset),
  );
  for (const mode of ['filtered', 'unfiltered'] as const) {
    const signals = new Map<string, NotSureSignals | undefined>();
    const report = evaluate(questions, (q) => {
      const hits = search(loaded.searchable, {
        text: q.question,
        ruleset: mode === 'filtered' ? q.ruleset : null,
        limit: 10,
      });
      signals.set(q.question, notSureSignals(hits));
      return hits.map((h) => ({ ruleset: h.ruleset, id: h.id, text: loaded.entry(h.ruleset, h.id).text }));
    });
    for (const q of report.questions) {
      const s = signals.get(q.question);
      if (s) samples.push({ file, mode, signals: s, miss: q.rank === null || q.rank > 3 });
    }
  }
}

const KEYS = ['strength', 'logScore', 'runnerUp'] as const;
const fitted = samples.filter((s) => FIT.includes(s.file));
const columns = KEYS.map((k) => fitted.map((s) => s.signals[k]));
const mean = columns.map((c) => c.reduce((a, b) => a + b, 0) / c.length);
const sd = columns.map((c, i) => Math.sqrt(c.reduce((a, b) => a + (b - (mean[i] ?? 0)) ** 2, 0) / c.length) || 1);
const x = fitted.map((s) => KEYS.map((k, i) => (s.signals[k] - (mean[i] ?? 0)) / (sd[i] ?? 1)));
const y = fitted.map((s) => (s.miss ? 1 : 0));

// Logistic regression by gradient descent on the mean log-loss (deterministic: same data, same constants).
const w = KEYS.map(() => 0);
let b = 0;
for (let step = 0; step < STEPS; step++) {
  const grad = KEYS.map(() => 0);
  let gradB = 0;
  x.forEach((row, n) => {
    const z = b + row.reduce((sum, v, i) => sum + v * (w[i] ?? 0), 0);
    const err = 1 / (1 + Math.exp(-z)) - (y[n] ?? 0);
    row.forEach((v, i) => (grad[i] = (grad[i] ?? 0) + err * v));
    gradB += err;
  });
  w.forEach((wi, i) => (w[i] = wi - RATE * (((grad[i] ?? 0) + L2 * wi) / x.length)));
  b -= (RATE * gradB) / x.length;
}
// In the signals' own units.
const raw = Object.fromEntries(KEYS.map((k, i) => [k, (w[i] ?? 0) / (sd[i] ?? 1)])) as Record<
  (typeof KEYS)[number],
  number
>;
const intercept = b - KEYS.reduce((sum, _k, i) => sum + ((w[i] ?? 0) * (mean[i] ?? 0)) / (sd[i] ?? 1), 0);
const oddsOf = (s: NotSureSignals) =>
  intercept + raw.strength * s.strength + raw.logScore * s.logScore + raw.runnerUp * s.runnerUp;
// As answersWeakly reads the model: never above a first result that holds half the asking words (NOT_SURE.statesHalf).
const below = (s: NotSureSignals) => s.strength < NOT_SURE.statesHalf;
const answeredOdds = fitted
  .filter((s) => !s.miss)
  .map((s) => oddsOf(s.signals))
  .sort((p, q) => q - p);
const cut = answeredOdds[Math.floor(ANSWERED_FLAGGED * answeredOdds.length)] ?? 0;

const round = (n: number) => Math.round(n * 1000) / 1000;
console.log(
  `Fitted on ${FIT.join(', ')} (${fitted.length - y.filter(Boolean).length} answered, ${y.filter(Boolean).length} misses):`,
);
console.log(
  `export const NOT_SURE = { intercept: ${round(intercept)}, strength: ${round(raw.strength)}, logScore: ${round(raw.logScore)}, runnerUp: ${round(raw.runnerUp)}, cut: ${round(cut)} } as const;`,
);
console.log(
  '\n| file | mode | current: answered flagged | misses flagged | fitted: answered flagged | misses flagged |',
);
console.log('|---|---|--:|--:|--:|--:|');
const share = (xs: readonly Sample[], flag: (s: NotSureSignals) => boolean) =>
  `${xs.filter((s) => flag(s.signals)).length}/${xs.length}`;
for (const file of REPORT)
  for (const mode of ['filtered', 'unfiltered'] as const) {
    const these = samples.filter((s) => s.file === file && s.mode === mode);
    const [answered, misses] = [these.filter((s) => !s.miss), these.filter((s) => s.miss)];
    const current = (s: NotSureSignals) => below(s) && missOdds(s) > NOT_SURE.cut;
    const fit = (s: NotSureSignals) => below(s) && oddsOf(s) > cut;
    console.log(
      `| ${file} | ${mode} | ${share(answered, current)} | ${share(misses, current)} | ${share(answered, fit)} | ${share(misses, fit)} |`,
    );
  }
