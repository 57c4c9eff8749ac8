/**
 * `npm run eval [-- FILE.tsv …] [--filtered|--unfiltered] [--without proximity,stemming,…] [--verbose] [--json]`:
 * recall@3 and MRR@10 of the app's search on judge questions, per rulebook and per question style, with each
 * question's ruleset filter and across all rulebooks. `--without` switches ranking features off to show what
 * each is worth.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { answersWeakly } from '../core/search/confidence.ts';
import { search } from '../core/search/engine.ts';
import { type EvalReport, type Scores, evaluate, parseQuestions, scores, scoresBy } from '../core/search/evaluate.ts';
import { parseFeatures, rankingOptions } from '../core/search/ranking-options.ts';
import { programArgs, refuse } from './args.ts';
import { loadRulesets } from './load-rulesets.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { flags, values, positional } = programArgs(process.argv.slice(2), {
  usage: 'usage: npm run eval -- [FILE.tsv …] [--filtered|--unfiltered] [--without FEATURE,…] [--verbose] [--json]',
  flags: ['filtered', 'unfiltered', 'verbose', 'json'],
  valued: ['without'],
});
const files = positional.length ? positional : [resolve(ROOT, 'test/fixtures/judge-questions.tsv')];
const missing = files.filter((f) => !existsSync(f));
if (missing.length) refuse(`no question file ${missing.join(', ')}`);
const without = (() => {
  try {
    return parseFeatures(values.get('without') ?? '');
  } catch (e) {
    return refuse((e as Error).message);
  }
})();
// The indexes too: stemming and the question index are part of them.
const ranking = rankingOptions({ without });
const loaded = loadRulesets(undefined, ranking);
const modes = (['filtered', 'unfiltered'] as const).filter(
  (m) => !flags.has(m === 'filtered' ? 'unfiltered' : 'filtered'),
);

const fmt = (n: number) => n.toFixed(3);
const pct = (n: number) => `${Math.round(n * 100)}%`;
const json: Record<string, Record<string, Scores>> = {};

for (const file of files) {
  const questions = parseQuestions(readFileSync(file, 'utf8'));
  const known = questions.filter((q) => loaded.data.has(q.ruleset));
  const skipped = questions.length - known.length;
  const reports = new Map<string, EvalReport>();
  for (const mode of modes)
    reports.set(
      mode,
      evaluate(known, (q) => {
        const hits = search(loaded.searchable, {
          text: q.question,
          ruleset: mode === 'filtered' ? q.ruleset : null,
          limit: 10,
          ranking: { without },
        });
        const notSure = answersWeakly(hits);
        return hits.map((h) => ({ ruleset: h.ruleset, id: h.id, text: loaded.entry(h.ruleset, h.id).text, notSure }));
      }),
    );
  const name = relative(process.cwd(), file) || file;
  console.log(
    `\n${name}: ${known.length} questions${skipped ? ` (${skipped} skipped: ruleset not in content/)` : ''}` +
      (without.length ? `, without ${without.join(', ')}` : ''),
  );
  // "Not sure": the share of answered questions (first three) whose list warns, and the share of misses it warns on.
  console.log(
    `\n| group | n | ${modes.map((m) => `${m} R@3 | ${m} MRR@10 | ${m} not sure: answered | misses`).join(' | ')} |`,
  );
  console.log(`|---|--:|${modes.map(() => '--:|--:|--:|--:').join('|')}|`);
  const row = (label: string, group: (q: EvalReport['questions'][number]) => string | undefined, key: string) => {
    const per = modes.map((m) => scoresBy(reports.get(m)?.questions ?? [], group).find((g) => g.group === key));
    const n = per[0]?.count ?? 0;
    console.log(
      `| ${label} | ${n} | ${per
        .map(
          (s) =>
            `${fmt(s?.recallAt3 ?? 0)} | ${fmt(s?.mrrAt10 ?? 0)} | ${pct(s?.notSureAnswered ?? 0)} | ${pct(s?.notSureMisses ?? 1)}`,
        )
        .join(' | ')} |`,
    );
  };
  const rulesets = [...new Set(known.map((q) => q.ruleset))];
  const styles = [...new Set(known.flatMap((q) => (q.style ? [q.style] : [])))];
  for (const r of rulesets) row(r, (q) => q.ruleset, r);
  for (const s of styles) row(`style: ${s}`, (q) => q.style, s);
  row('**all**', () => 'all', 'all');
  json[name] = Object.fromEntries(modes.map((m) => [m, scores(reports.get(m)?.questions ?? [])]));
  for (const mode of modes) {
    for (const q of reports.get(mode)?.questions ?? []) {
      if (q.rank === null || q.rank > 3 || flags.has('verbose')) {
        console.log(
          `  ${mode === 'filtered' ? 'F' : 'U'} ${q.rank === null ? 'MISS' : `rank ${q.rank}`}${q.notSure ? ' ?' : ''}  [${q.ruleset}${q.style ? ` ${q.style}` : ''}] ${q.question}  → top: ${q.top
            .slice(0, 3)
            .map((t) => `${t.ruleset === q.ruleset ? '' : `${t.ruleset}:`}${t.id}`)
            .join(', ')}`,
        );
      }
    }
  }
}
if (flags.has('json')) console.log(JSON.stringify(json));
