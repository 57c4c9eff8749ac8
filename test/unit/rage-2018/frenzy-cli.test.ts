import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calc } from '../cli/calc.ts';

const CITED_SECTION = '§6.11.3';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const example = readFileSync(`${root}/src/rulesets/rage-2018/frenzy/example-input.json`, 'utf8');

describe('npm run calc -- frenzy', () => {
  it('prints the documented example for a judge, citing printed section numbers', async () => {
    const { code, stdout } = await calc(['frenzy'], example);
    expect(code).toBe(0);
    expect(stdout).toContain(
      JSON.parse(readFileSync(`${root}/src/rulesets/rage-2018/frenzy/example-output.json`, 'utf8')).headline,
    );
    expect(stdout).toMatch(/^1\. .* \[.+\]$/m);
    expect(stdout).toContain(CITED_SECTION);
  });

  it('exits 1 with the path of each problem', async () => {
    const { code, stderr } = await calc(['frenzy'], '{"twoPlayerGame": 3}');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}[a-zA-Z]+: /m);
  });
});
