import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey, resolveCalculator } from '../../../src/rulesets/calculators.ts';
import { calc } from './calc.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
const BLUFF_EXAMPLE = 'src/rulesets/rage-2018/bluff/example-input.json';

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
});

describe('npm run calc', () => {
  it('prints the headline, facts and numbered steps citing printed section numbers', async () => {
    const { code, stdout } = await calc(['bluff'], read(BLUFF_EXAMPLE));
    expect(code).toBe(0);
    expect(stdout).toContain('Bluff legality (Rage 2018)');
    expect(stdout).toContain('2 cards resolve (1 legal, 1 successful bluff); discard 1 illegal, 1 failed bluff.');
    expect(stdout).toMatch(/Rage 9 attack \(Sasha → Fomor\): +Bluff succeeds: resolves/);
    expect(stdout).toMatch(/^1\. Sasha has Rage 2 \+ 2 = 4 .* \[§4\.1\.10, §6\.9\.2\]$/m);
    expect(stdout).toContain('[§6.2 step 4, §6.9.1]');
  });

  it('--json prints the outcome JSON', async () => {
    const { code, stdout } = await calc(['rage-2018/bluff', '--json'], read(BLUFF_EXAMPLE));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(resolveCalculator('rage-2018/bluff')?.run(JSON.parse(read(BLUFF_EXAMPLE))));
  });

  it('exits 1 listing the problems on invalid input', async () => {
    const input = JSON.parse(read(BLUFF_EXAMPLE));
    input.creatures[0].rage = -1;
    const { code, stdout, stderr } = await calc(['bluff'], JSON.stringify(input));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain("creatures[0].rage: Rage can't be negative (got -1)");
  });

  it('exits 1 on input that is not JSON', async () => {
    const { code, stderr } = await calc(['bluff'], '{ not json');
    expect(code).toBe(1);
    expect(stderr).toContain('stdin is not valid JSON');
  });

  it('lists the known calculators for an unknown id, and says so when none is given', async () => {
    const { code, stderr } = await calc(['no-such-tool'], '{}');
    expect(code).toBe(2);
    expect(stderr).toContain('unknown or ambiguous calculator "no-such-tool"');
    for (const c of CALCULATORS) expect(stderr).toContain(calculatorKey(c));
    expect((await calc([], '{}')).stderr).toContain('no calculator given');
  });

  // The one test that starts the real command (npm, tsx, stdin, exit code); seconds on a busy machine.
  it('runs as a command: npm run calc -- bluff --json < example-input.json', { timeout: 60_000 }, () => {
    const run = spawnSync('npm', ['run', '--silent', 'calc', '--', 'bluff', '--json'], {
      cwd: root,
      input: read(BLUFF_EXAMPLE),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, headline: expect.stringContaining('2 cards resolve') });
  });
});
