import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey, resolveCalculator } from '../../src/rulesets/calculators.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

function calc(args: string[], stdin: string) {
  const run = spawnSync('npx', ['tsx', 'src/cli/calc.ts', ...args], { cwd: root, input: stdin, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Every documented example: input file, output file, calculator. */
const EXAMPLES = [
  [
    'rage-2018/bluff',
    'src/rulesets/rage-2018/bluff/example-input.json',
    'src/rulesets/rage-2018/bluff/example-output.json',
  ],
  [
    'rage-2018/combat-timing',
    'src/rulesets/rage-2018/combat-timing/example-input.json',
    'src/rulesets/rage-2018/combat-timing/example-output.json',
  ],
  [
    'rage-2018/combat-timing',
    'src/rulesets/rage-2018/combat-timing/example-resolution-input.json',
    'src/rulesets/rage-2018/combat-timing/example-resolution-output.json',
  ],
] as const;

describe('calculator registry', () => {
  it('has unique keys, and every calculator accepts its own defaults', () => {
    const keys = CALCULATORS.map(calculatorKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of CALCULATORS) expect(c.run(c.defaults()).ok).toBe(true);
  });

  it('finds a calculator by key or by bare id', () => {
    expect(resolveCalculator('rage-2018/bluff')?.id).toBe('bluff');
    expect(resolveCalculator('combat-timing')?.ruleset).toBe('rage-2018');
    expect(resolveCalculator('nothing')).toBeUndefined();
  });

  it.each(EXAMPLES)('%s: the documented example output is what %s gives', (key, input, output) => {
    expect(resolveCalculator(key)?.run(JSON.parse(read(input)))).toEqual(JSON.parse(read(output)));
  });
});

// Each case spawns tsx and builds the ruleset: seconds each, more on a busy machine.
describe('npm run calc', { timeout: 30_000 }, () => {
  it('prints the headline, facts and numbered steps citing printed section numbers', () => {
    const { code, stdout } = calc(['bluff'], read(EXAMPLES[0][1]));
    expect(code).toBe(0);
    expect(stdout).toContain('Bluff legality (Rage 2018)');
    expect(stdout).toContain('2 cards resolve (1 legal, 1 successful bluff); discard 1 illegal, 1 failed bluff.');
    expect(stdout).toMatch(/Rage 9 attack \(Sasha → Fomor\): +Bluff succeeds: resolves/);
    expect(stdout).toMatch(/^1\. Sasha has Rage 2 \+ 2 = 4 .* \[§4\.1\.10, §6\.9\.2\]$/m);
    expect(stdout).toContain('[§6.2 step 4, §6.9.1]');
  });

  it('--json prints the outcome JSON', () => {
    const { code, stdout } = calc(['rage-2018/combat-timing', '--json'], read(EXAMPLES[1][1]));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(read(EXAMPLES[1][2])));
  });

  it('exits 1 listing the problems on invalid input', () => {
    const input = JSON.parse(read(EXAMPLES[0][1]));
    input.creatures[0].rage = -1;
    const { code, stderr } = calc(['bluff'], JSON.stringify(input));
    expect(code).toBe(1);
    expect(stderr).toContain("creatures[0].rage: Rage can't be negative (got -1)");
  });

  it('exits 1 on input that is not JSON', () => {
    const { code, stderr } = calc(['bluff'], '{ not json');
    expect(code).toBe(1);
    expect(stderr).toContain('stdin is not valid JSON');
  });

  it('lists the known calculators for an unknown id', () => {
    const { code, stderr } = calc(['no-such-tool'], '{}');
    expect(code).toBe(2);
    expect(stderr).toContain('unknown or ambiguous calculator "no-such-tool"');
    for (const c of CALCULATORS) expect(stderr).toContain(calculatorKey(c));
  });
});
