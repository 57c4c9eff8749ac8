import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
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
describe('npm run calc on the Las Vegas calculators', { timeout: 30_000 }, () => {
  for (const id of ['umbra-crossing', 'frenzy-trigger']) {
    const dir = `src/rulesets/rage-las-vegas/${id}`;
    it(`${id} --json < example-input.json prints example-output.json (README example kept current)`, () => {
      const { code, stdout } = calc([id, '--json'], read(`${dir}/example-input.json`));
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual(JSON.parse(read(`${dir}/example-output.json`)));
    });
  }

  it('umbra-crossing for a judge: headline, facts and steps citing sections by title', () => {
    const { code, stdout } = calc(
      ['rage-las-vegas/umbra-crossing'],
      read('src/rulesets/rage-las-vegas/umbra-crossing/example-input.json'),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Umbra crossing cost (Rage Las Vegas)');
    expect(stdout).toContain('Garou (Gnosis 5) to the Umbra: discard 2 cards from the Sept deck');
    expect(stdout).toMatch(/^1\. The marker is on spot 17 .* \[The State of the Umbra, Umbral Chart\]$/m);
  });

  it('frenzy-trigger exits 1 naming the path on a track spot off the chart', () => {
    const { code, stderr } = calc(
      ['frenzy-trigger'],
      JSON.stringify({ umbralTrack: 26, frenzy: 2, baseHealth: 5, woundsThisRound: null }),
    );
    expect(code).toBe(1);
    expect(stderr).toContain("umbralTrack: The Umbral track spot can't be above 25 (got 26)");
  });
});
