import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { juntaCalculator } from '../../../src/rulesets/rage-2018/junta/index.ts';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../src/rulesets/rage-2018/junta/${file}`, import.meta.url), 'utf8'));

describe('Junta calculator: the documented example', () => {
  it('4.7.3, 4.7.6, 4.7.7: the example shows a drawn tie, a death taking effect at once and a tied vote', () => {
    const outcome = juntaCalculator.run(read('example-input.json') as never);
    expect(outcome.ok && outcome.headline).toBe(
      'Moot 1 passes 24–13 · Board Meeting 1 fails 8–24 · Moot 2 fails 8–8 (tie)',
    );
  });
});
