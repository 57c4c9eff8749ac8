import { describe, expect, it } from 'vitest';
import { type Validation, defineCalculator } from '../../../src/core/calc/contract.ts';

/** A calculator that counts how often its input is checked and what its compute is given. */
function counting() {
  const seen = { validated: 0, computed: [] as number[] };
  const calculator = defineCalculator<number, number>({
    id: 'double',
    ruleset: 'test',
    title: 'Double',
    description: 'Doubles a whole number.',
    answers: 'its double',
    ranges: { n: { label: 'The number', min: 0, max: 99 } },
    defaults: () => 1,
    validate: (input): Validation<number> => {
      seen.validated++;
      return Number.isInteger(input)
        ? { ok: true, value: input as number }
        : { ok: false, problems: [{ path: '', message: 'a whole number' }] };
    },
    compute: (n) => {
      seen.computed.push(n);
      return { ok: true, headline: `${n * 2}`, facts: [], steps: [], output: n * 2 };
    },
  });
  return { calculator, seen };
}

describe('defineCalculator', () => {
  it('run checks the input once, then computes on the checked value', () => {
    const { calculator, seen } = counting();
    expect(calculator.run(21)).toMatchObject({ ok: true, output: 42 });
    expect(seen).toEqual({ validated: 1, computed: [21] });
  });

  it('run returns the problems of bad input without computing', () => {
    const { calculator, seen } = counting();
    expect(calculator.run('21')).toEqual({ ok: false, problems: [{ path: '', message: 'a whole number' }] });
    expect(seen).toEqual({ validated: 1, computed: [] });
  });

  it('compute trusts checked input and does not check it again', () => {
    const { calculator, seen } = counting();
    calculator.compute(4);
    expect(seen.validated).toBe(0);
  });
});
