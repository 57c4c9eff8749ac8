import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';
import { formFor, formKeys } from '../../../src/ui/tools/forms.ts';

describe('calculator forms found by place (src/ui/tools/<ruleset>/<calculator>/form.tsx)', () => {
  it('give every calculator its form', () => {
    for (const c of CALCULATORS) expect(formFor(c), calculatorKey(c)).toBeTypeOf('function');
  });

  it('leave no form without its calculator', () => {
    expect(formKeys().sort()).toEqual(CALCULATORS.map(calculatorKey).sort());
  });
});
