import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';
import { calc } from '../cli/calc.ts';

/**
 * Issue 14: "the READMEs' examples use `npm run -s calc` so `--json` output is valid JSON" (without -s, npm prints its
 * own "> rulekeeper calc" lines before the JSON). calc-cli.test.ts starts the real `npm run --silent calc` once.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READMES = ['README.md', ...CALCULATORS.map((c) => `src/rulesets/${calculatorKey(c)}/README.md`)];

/** Every shell line in a README that runs the calculator command. */
const calcLines = (file: string): string[] =>
  readFileSync(`${ROOT}${file}`, 'utf8')
    .split('\n')
    .filter((line) => /npm run\b.*\bcalc\b/.test(line));

describe('README commands run the calculators so that --json prints JSON only', () => {
  it.each(READMES.map((f) => [f] as const))('%s: every calc command is npm run -s calc', (file) => {
    const lines = calcLines(file);
    expect(lines.length, `${file} shows how to run its calculator`).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/npm run (-s|--silent) calc\b/);
  });

  it.each(CALCULATORS.map((c) => [calculatorKey(c), c.id] as const))(
    '%s: the README command for --json names an example that exists and prints one JSON answer',
    async (key, id) => {
      const line = calcLines(`src/rulesets/${key}/README.md`).find((l) => l.includes('--json'));
      const match = line?.match(/npm run -s calc -- (\S+) --json < (\S+)/);
      expect(match?.[1], line).toBe(id);
      const input = match?.[2] ?? '';
      expect(existsSync(`${ROOT}${input}`), input).toBe(true);
      const result = await calc([id, '--json'], readFileSync(`${ROOT}${input}`, 'utf8'));
      expect(result.code).toBe(0);
      expect(() => JSON.parse(result.stdout) as unknown).not.toThrow();
    },
  );
});
