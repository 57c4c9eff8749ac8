import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../../src/rulesets/calculators.ts';
import { RULESETS_WITH_TOOLS } from '../../../src/rulesets/with-tools.ts';

describe('"Tools" is offered exactly for the rulebooks that have calculators', () => {
  it('RULESETS_WITH_TOOLS lists the rulebooks of CALCULATORS, no more, no fewer', () => {
    expect([...RULESETS_WITH_TOOLS].sort()).toEqual([...new Set(CALCULATORS.map((c) => c.ruleset))].sort());
  });
});
