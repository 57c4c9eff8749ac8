import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';
import { calc } from '../cli/calc.ts';

/** UPDATE_EXAMPLES=1 rewrites each example output from its input (then read the diff before committing it). */
const UPDATE = process.env.UPDATE_EXAMPLES === '1';
const RULESETS = fileURLToPath(new URL('../../../src/rulesets/', import.meta.url));

/** Every documented example next to a calculator's logic: rulesets/<ruleset>/<calculator>/example[-name]-input.json. */
function examples(): { key: string; input: string; output: string }[] {
  const found: { key: string; input: string; output: string }[] = [];
  for (const ruleset of readdirSync(RULESETS, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const calculator of readdirSync(`${RULESETS}${ruleset.name}`, { withFileTypes: true }))
      if (calculator.isDirectory())
        for (const file of readdirSync(`${RULESETS}${ruleset.name}/${calculator.name}`))
          if (/^example(-[a-z0-9-]+)?-input\.json$/.test(file)) {
            const dir = `${RULESETS}${ruleset.name}/${calculator.name}/`;
            const output = file.replace(/-input\.json$/, '-output.json');
            found.push({ key: `${ruleset.name}/${calculator.name}`, input: dir + file, output: dir + output });
          }
  return found;
}

describe('documented examples (README: npm run calc -- <id> --json < example-input.json)', () => {
  it('exist for every calculator', () => {
    const documented = new Set(examples().map((e) => e.key));
    for (const c of CALCULATORS) expect(documented, calculatorKey(c)).toContain(calculatorKey(c));
  });

  it.each(examples().map((e) => [`${e.key} ${e.input.split('/').pop()}`, e] as const))(
    '%s: the output file is what the calculator prints',
    async (_name, { key, input, output }) => {
      const { code, stdout, stderr } = await calc([key, '--json'], readFileSync(input, 'utf8'));
      expect(stderr).toBe('');
      expect(code).toBe(0);
      if (UPDATE) writeFileSync(output, stdout);
      expect(JSON.parse(stdout)).toEqual(JSON.parse(readFileSync(output, 'utf8')));
    },
  );
});
