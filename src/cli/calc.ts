/**
 * `npm run calc -- <calculator> [--json] < input.json`: runs a calculator on JSON from stdin (the same logic module
 * as the app). Prints the outcome for a judge (headline, facts, numbered steps citing sections) or, with --json,
 * the outcome JSON. Exit 1 with the problems on invalid input; exit 2 on an unknown calculator or bad usage.
 */
import { text } from 'node:stream/consumers';
import type { CalcOutcome } from '../core/calc/contract.ts';
import { buildRuleset } from '../build/build-ruleset.ts';
import { citeLabel } from '../core/calc/cite-label.ts';
import { type AnyCalculator, CALCULATORS, calculatorKey, resolveCalculator } from '../rulesets/calculators.ts';
import { parseArgs } from './args.ts';
import { CONTENT_DIR } from './load-rulesets.ts';

const { flags, positional } = parseArgs(process.argv.slice(2), []);
const ref = positional[0];
const known = CALCULATORS.map((c) => `  ${calculatorKey(c).padEnd(28)} ${c.description}`).join('\n');
const calculator = ref ? resolveCalculator(ref) : undefined;
if (!calculator) {
  console.error(
    `${ref ? `unknown or ambiguous calculator "${ref}"` : 'no calculator given'}.\nusage: npm run calc -- <calculator> [--json] < input.json\nknown calculators:\n${known}`,
  );
  process.exit(2);
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    console.error(`stdin is not valid JSON: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** The outcome as a judge reads it, citing sections by printed number. */
function render(c: AnyCalculator, outcome: Extract<CalcOutcome<unknown>, { ok: true }>): string {
  const { data } = buildRuleset(CONTENT_DIR, c.ruleset);
  const entries = new Map(data.entries.map((e) => [e.id, e]));
  const label = (anchor: string) => citeLabel(anchor, (id) => entries.get(id));
  const width = Math.max(...outcome.facts.map((f) => f.label.length), 0);
  return [
    `${c.title} (${data.meta.shortTitle})`,
    '',
    outcome.headline,
    '',
    ...outcome.facts.map((f) => `  ${`${f.label}:`.padEnd(width + 2)}${f.value}`),
    '',
    ...outcome.steps.map((s, i) => `${i + 1}. ${s.text}${s.cites.length ? ` [${s.cites.map(label).join(', ')}]` : ''}`),
  ].join('\n');
}

const outcome = calculator.run(parse(await text(process.stdin)));
if (!outcome.ok) {
  console.error(`Invalid input for ${calculatorKey(calculator)}:`);
  for (const p of outcome.problems) console.error(`  ${p.path}: ${p.message}`);
  process.exit(1);
}
console.log(flags.has('json') ? JSON.stringify(outcome, null, 2) : render(calculator, outcome));
