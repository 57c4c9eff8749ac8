import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CITED_SECTION = '§4.7.3';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const example = readFileSync(`${root}/src/rulesets/rage-2018/junta/example-input.json`, 'utf8');

function calc(args: string[], stdin: string) {
  const run = spawnSync('npx', ['tsx', 'src/cli/calc.ts', ...args], { cwd: root, input: stdin, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each test spawns tsx, which takes seconds on a busy machine.
describe('npm run calc -- junta', { timeout: 30_000 }, () => {
  it('prints the documented example for a judge, citing printed section numbers', () => {
    const { code, stdout } = calc(['junta'], example);
    expect(code).toBe(0);
    expect(stdout).toContain(
      JSON.parse(readFileSync(`${root}/src/rulesets/rage-2018/junta/example-output.json`, 'utf8')).headline,
    );
    expect(stdout).toMatch(/^1\. .* \[.+\]$/m);
    expect(stdout).toContain(CITED_SECTION);
  });

  it('--json prints the documented example output', () => {
    const { code, stdout } = calc(['rage-2018/junta', '--json'], example);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(
      JSON.parse(readFileSync(`${root}/src/rulesets/rage-2018/junta/example-output.json`, 'utf8')),
    );
  });

  it('exits 1 with the path of each problem', () => {
    const { code, stderr } = calc(['junta'], '{"twoPlayerGame": 3}');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}[a-zA-Z]+: /m);
  });
});
