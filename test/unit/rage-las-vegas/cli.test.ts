import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calc } from '../cli/calc.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

describe('npm run calc on the Las Vegas calculators', () => {
  it('umbra-crossing for a judge: headline, facts and steps citing sections by title', async () => {
    const { code, stdout } = await calc(
      ['rage-las-vegas/umbra-crossing'],
      read('src/rulesets/rage-las-vegas/umbra-crossing/example-input.json'),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Umbra crossing cost (Rage Las Vegas)');
    expect(stdout).toContain('Garou (Gnosis 5) to the Umbra: discard 2 cards from the Sept deck');
    expect(stdout).toMatch(/^1\. The marker is on spot 17 .* \[The State of the Umbra, Umbral Chart\]$/m);
  });

  it('frenzy-trigger exits 1 naming the path on a track spot off the chart', async () => {
    const { code, stderr } = await calc(
      ['frenzy-trigger'],
      JSON.stringify({ umbralTrack: 26, frenzy: 2, baseHealth: 5, woundsThisRound: null }),
    );
    expect(code).toBe(1);
    expect(stderr).toContain("umbralTrack: The Umbral track spot can't be above 25 (got 26)");
  });
});
