import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../src/rulesets/rage-2018/frenzy/${file}`, import.meta.url), 'utf8'));

describe('Frenzy calculator: the documented example', () => {
  it('6.11.3: Might of Thor counts, Battle Song and the Shotgun do not: draws 6, hacked apart at 12', () => {
    const outcome = frenzyCalculator.run(read('example-input.json') as never);
    expect(outcome.ok && outcome.output).toMatchObject({
      cardsDrawn: 6,
      hackedApartAt: 12,
      deathAt: 5,
      status: 'dead-but-fighting',
      discardAtEnd: 4,
    });
  });
});
