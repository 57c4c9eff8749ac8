/**
 * `npm run -s calc -- <calculator> [--json] < input.json`: runs a calculator on JSON from stdin (the same logic module
 * as the app). Prints the outcome for a judge (headline, facts, numbered steps citing sections) or, with --json,
 * the outcome JSON. Exit 1 with the problems on invalid input; exit 2 on an unknown calculator or bad usage.
 */
import type { CalcAnswer } from '../core/calc/contract.ts';
import { buildRuleset } from '../build/content/build-ruleset.ts';
import { citeLabel } from '../core/calc/cite-label.ts';
import { type AnyCalculator, CALCULATORS, calculatorKey, resolveCalculator } from '../rulesets/calculators.ts';
import { readProgramArgs } from './args.ts';
import { CONTENT_DIR } from './load-rulesets.ts';
import { type CliResult, runAsMain } from './run-main.ts';

const lines = (...text: string[]) => `${text.join('\n')}\n`;
const USAGE = 'usage: npm run -s calc -- <calculator> [--json] < input.json';
/** The options the command takes. */
const OPTIONS = ['json'];

/** The outcome as a judge reads it, citing sections by printed number. */
function render(c: AnyCalculator, outcome: CalcAnswer<unknown>): string {
  const { data } = buildRuleset(CONTENT_DIR, c.ruleset);
  const entries = new Map(data.entries.map((e) => [e.id, e]));
  const label = (anchor: string) => citeLabel(anchor, (id) => entries.get(id));
  const width = Math.max(...outcome.facts.map((f) => f.label.length), 0);
  return lines(
    `${c.title} (${data.meta.shortTitle})`,
    '',
    outcome.headline,
    '',
    ...outcome.facts.map((f) => `  ${`${f.label}:`.padEnd(width + 2)}${f.value}`),
    '',
    ...outcome.steps.map((s, i) => `${i + 1}. ${s.text}${s.cites.length ? ` [${s.cites.map(label).join(', ')}]` : ''}`),
  );
}

/** The whole command: arguments and stdin in, exit code and output back. */
export async function run(argv: string[], stdin: () => Promise<string>): Promise<CliResult> {
  // An option this command does not know is refused: a mistyped --json would otherwise print text to a JSON reader.
  const read = readProgramArgs(argv, { usage: USAGE, flags: OPTIONS });
  if (!('args' in read))
    return read.code === 0
      ? { code: 0, stdout: `${read.text}\n`, stderr: '' }
      : { code: 2, stdout: '', stderr: `${read.text}\n` };
  const { flags, positional } = read.args;
  const ref = positional[0];
  const calculator = ref ? resolveCalculator(ref) : undefined;
  if (!calculator) {
    const known = CALCULATORS.map((c) => `  ${calculatorKey(c).padEnd(28)} ${c.description}`);
    const problem = ref ? `unknown or ambiguous calculator "${ref}"` : 'no calculator given';
    return { code: 2, stdout: '', stderr: lines(`${problem}.`, USAGE, 'known calculators:', ...known) };
  }
  let input: unknown;
  try {
    input = JSON.parse(await stdin());
  } catch (error) {
    return { code: 1, stdout: '', stderr: lines(`stdin is not valid JSON: ${(error as Error).message}`) };
  }
  const outcome = calculator.run(input);
  if (!outcome.ok) {
    const problems = outcome.problems.map((p) => `  ${p.path}: ${p.message}`);
    return { code: 1, stdout: '', stderr: lines(`Invalid input for ${calculatorKey(calculator)}:`, ...problems) };
  }
  const stdout = flags.has('json') ? lines(JSON.stringify(outcome, null, 2)) : render(calculator, outcome);
  return { code: 0, stdout, stderr: '' };
}

await runAsMain(import.meta.url, run);
