import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';

/** The README's "### Ranges" table: one row per number, `| label | from | to |`. */
function readmeRanges(key: string): { label: string; min: number; max: number }[] {
  const readme = readFileSync(new URL(`../../../src/rulesets/${key}/README.md`, import.meta.url), 'utf8');
  const start = readme.indexOf('\n### Ranges\n');
  if (start === -1) return [];
  const section = readme.slice(start + 1).split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^\| (.+?) \| (-?\d+) \| (-?\d+) \|$/.exec(line))
    .filter((m) => m !== null)
    .map(([, label, min, max]) => ({ label: label ?? '', min: Number(min), max: Number(max) }));
}

describe("every calculator's README lists the range of each number it reads, as its validation enforces", () => {
  for (const calculator of CALCULATORS) {
    const key = calculatorKey(calculator);
    it(key, () => {
      const declared = Object.values(calculator.ranges).map(({ label, min, max }) => ({ label, min, max }));
      expect(declared.length).toBeGreaterThan(0);
      expect(readmeRanges(key)).toEqual(declared);
      for (const range of declared) expect(range.min).toBeLessThanOrEqual(range.max);
    });
  }
});
