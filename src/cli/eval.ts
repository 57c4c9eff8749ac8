/**
 * `npm run eval [-- FILE.tsv] [--unfiltered] [--verbose]`: recall@3 and MRR@10 of the app's search on judge
 * questions. Filtered by each question's ruleset unless --unfiltered.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { search } from '../core/search/engine.ts';
import { evaluate, parseQuestions } from '../core/search/evaluate.ts';
import { parseArgs } from './args.ts';
import { loadRulesets } from './load-rulesets.ts';

const { flags, positional } = parseArgs(process.argv.slice(2), []);
const file = positional[0] ?? resolve(import.meta.dirname, '../../test/fixtures/judge-questions.tsv');
const questions = parseQuestions(readFileSync(file, 'utf8'));
const loaded = loadRulesets();
const unfiltered = flags.has('unfiltered');
const known = questions.filter((q) => loaded.data.has(q.ruleset));
const skipped = questions.length - known.length;

const report = evaluate(known, (q) =>
  search(loaded.searchable, { text: q.question, ruleset: unfiltered ? null : q.ruleset, limit: 10 }).map((h) => ({
    ruleset: h.ruleset,
    id: h.id,
    text: loaded.entry(h.ruleset, h.id).text,
  })),
);

const byRuleset = new Map<string, typeof report.questions>();
for (const q of report.questions) byRuleset.set(q.ruleset, [...(byRuleset.get(q.ruleset) ?? []), q]);
console.log(
  `${file}: ${known.length} questions${skipped ? ` (${skipped} skipped: ruleset not in content/)` : ''}, ${unfiltered ? 'unfiltered' : 'filtered by ruleset'}`,
);
for (const [id, qs] of byRuleset) {
  const r3 = qs.filter((q) => q.rank !== null && q.rank <= 3).length;
  const mrr = qs.reduce((s, q) => s + (q.rank ? 1 / q.rank : 0), 0) / qs.length;
  console.log(
    `  ${id.padEnd(16)} recall@3 ${(r3 / qs.length).toFixed(3)} (${r3}/${qs.length})  MRR@10 ${mrr.toFixed(3)}`,
  );
}
console.log(`  ${'all'.padEnd(16)} recall@3 ${report.recallAt3.toFixed(3)}  MRR@10 ${report.mrrAt10.toFixed(3)}`);
for (const q of report.questions) {
  if (q.rank === null || q.rank > 3 || flags.has('verbose')) {
    console.log(
      `  ${q.rank === null ? 'MISS' : `rank ${q.rank}`}  [${q.ruleset}] ${q.question}  → top: ${q.top
        .slice(0, 3)
        .map((t) => `${t.ruleset === q.ruleset ? '' : `${t.ruleset}:`}${t.id}`)
        .join(', ')}`,
    );
  }
}
if (flags.has('json')) console.log(JSON.stringify({ recallAt3: report.recallAt3, mrrAt10: report.mrrAt10 }));
