/**
 * `npm run query -- [--ruleset ID] [--top N] [--json] "words"`, or `--stdin`: one query per line,
 * one JSON array of results per line. Same search module and options as the app.
 */
import { createInterface } from 'node:readline';
import { answersWeakly } from '../core/search/confidence.ts';
import { search } from '../core/search/engine.ts';
import { makeSnippet } from '../core/search/snippet.ts';
import { programArgs, refuse } from './args.ts';
import { loadRulesets } from './load-rulesets.ts';

const USAGE = 'usage: npm run query -- [--ruleset ID] [--top N] [--json] "words"   (or --stdin)';
const { flags, values, positional } = programArgs(process.argv.slice(2), {
  usage: USAGE,
  flags: ['json', 'stdin'],
  valued: ['ruleset', 'top'],
});
const top = Number(values.get('top') ?? 10);
if (!Number.isInteger(top) || top < 1) refuse(`--top must be a positive whole number; you typed ${values.get('top')}`);
const loaded = loadRulesets();
const ruleset = values.get('ruleset') ?? null;
if (ruleset && !loaded.data.has(ruleset))
  refuse(`unknown ruleset "${ruleset}"; known: ${[...loaded.data.keys()].join(', ')}`);

/** Each result with its strength, and `notSure` on every one of a list the app heads "Closest matches; none states this directly". */
function run(text: string) {
  const hits = search(loaded.searchable, { text, ruleset, limit: top });
  const notSure = answersWeakly(hits);
  return hits.map((hit) => {
    const entry = loaded.entry(hit.ruleset, hit.id);
    return {
      ruleset: hit.ruleset,
      id: entry.id,
      number: entry.number,
      title: entry.title,
      kind: entry.kind,
      ...(hit.passage ? { passage: hit.passage } : {}),
      text: entry.text,
      score: Number(hit.score.toFixed(4)),
      strength: Number(hit.strength.toFixed(3)),
      notSure,
      // The best of its rulebook beside a sibling game's best, as the app labels it ("Best in Rage 2018").
      ...(hit.bestOf ? { bestOf: true } : {}),
      terms: hit.terms,
    };
  });
}

if (flags.has('stdin')) {
  for await (const line of createInterface({ input: process.stdin })) {
    console.log(JSON.stringify(run(line).map(({ terms: _terms, ...result }) => result)));
  }
} else {
  const text = positional.join(' ');
  if (!text.trim()) {
    refuse(USAGE);
  }
  const results = run(text);
  if (flags.has('json'))
    console.log(
      JSON.stringify(
        results.map(({ terms: _terms, ...result }) => result),
        null,
        2,
      ),
    );
  else if (results.length === 0) console.log('No results.');
  else
    results.forEach((r, i) => {
      const label = [r.number, r.title].filter(Boolean).join(' ');
      const snippet = makeSnippet(r.text, r.terms, 160)
        .map((p) => (p.hit ? `[${p.text}]` : p.text))
        .join('');
      console.log(
        `${i + 1}. ${r.bestOf ? 'Best in ' : ''}${loaded.data.get(r.ruleset)?.meta.shortTitle} ${label}  (${r.kind}, #${r.id}, ${r.score}, strength ${r.strength})\n   ${snippet}`,
      );
    });
  if (!flags.has('json') && results[0]?.notSure) console.log('Not sure: closest matches; none states this directly.');
}
