import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calc } from '../cli/calc.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = 'src/rulesets/retaliation/stealth-check';
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

describe('npm run calc on the stealth check calculator', () => {
  it('for a judge: headline, one fact per NPC, steps citing sections by title', async () => {
    const { code, stdout } = await calc(['retaliation/stealth-check'], read(`${dir}/example-input.json`));
    expect(code).toBe(0);
    expect(stdout).toContain('Stealth check difficulty (Retaliation)');
    expect(stdout).toContain('2 stealth checks · Guard: difficulty 5 · Watchdog: difficulty 1');
    expect(stdout).toMatch(/Guard: +difficulty 5, 2 from the dice/);
    expect(stdout).toMatch(/use the highest difficulty, 5\. \[STEALTH CHECK\]$/m);
  });

  it('exits 1 naming the path of a negative HEX count', async () => {
    const input = JSON.parse(read(`${dir}/example-input.json`));
    input.npcs[0].spots[0].hexesBetween = -1;
    const { code, stderr } = await calc(['stealth-check'], JSON.stringify(input));
    expect(code).toBe(1);
    expect(stderr).toContain(
      "npcs[0].spots[0].hexesBetween: The number of HEXES between you and the NPC can't be negative (got -1)",
    );
  });
});
