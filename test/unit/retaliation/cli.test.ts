import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = 'src/rulesets/retaliation/stealth-check';
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

/** `npm run calc -- <args> < stdin`, as a judge runs it. */
function calc(args: string[], stdin: string) {
  const run = spawnSync('npm', ['run', '--silent', 'calc', '--', ...args], {
    cwd: root,
    input: stdin,
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each test spawns npm and tsx: seconds under a loaded machine.
describe('npm run calc on the stealth check calculator', { timeout: 30_000 }, () => {
  it('stealth-check --json < example-input.json prints example-output.json (README example kept current)', () => {
    const { code, stdout } = calc(['stealth-check', '--json'], read(`${dir}/example-input.json`));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(read(`${dir}/example-output.json`)));
  });

  it('for a judge: headline, one fact per NPC, steps citing sections by title', () => {
    const { code, stdout } = calc(['retaliation/stealth-check'], read(`${dir}/example-input.json`));
    expect(code).toBe(0);
    expect(stdout).toContain('Stealth check difficulty (Retaliation)');
    expect(stdout).toContain('2 stealth checks · Guard: difficulty 5 · Watchdog: difficulty 1');
    expect(stdout).toMatch(/Guard: +difficulty 5, 2 from the dice/);
    expect(stdout).toMatch(/use the highest difficulty, 5\. \[STEALTH CHECK\]$/m);
  });

  it('exits 1 naming the path of a negative HEX count', () => {
    const input = JSON.parse(read(`${dir}/example-input.json`));
    input.npcs[0].spots[0].hexesBetween = -1;
    const { code, stderr } = calc(['stealth-check'], JSON.stringify(input));
    expect(code).toBe(1);
    expect(stderr).toContain(
      "npcs[0].spots[0].hexesBetween: The number of HEXES between you and the NPC can't be negative (got -1)",
    );
  });
});
