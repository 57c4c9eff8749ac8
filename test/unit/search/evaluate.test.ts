import { describe, expect, it } from 'vitest';
import { evaluate, normalizeForMatch, parseQuestions } from '../../../src/core/search/evaluate.ts';

describe('evaluate', () => {
  it('compares phrases ignoring case, whitespace, quotes and emphasis', () => {
    expect(normalizeForMatch('Illegal cards are NOT considered “cards played”')).toBe(
      normalizeForMatch('illegal cards are *not*  considered "cards played"'),
    );
  });

  it('parses the judge-questions format with | between phrases', () => {
    expect(parseQuestions('ruleset\tquestion\texpected\nrage-2018\tfox frenzy\tflees|runs away\n')).toEqual([
      { ruleset: 'rage-2018', question: 'fox frenzy', expected: ['flees', 'runs away'] },
    ]);
    expect(() => parseQuestions('ruleset\tquestion\nx\ty\n')).toThrow('no "expected" column');
  });

  it('scores recall@3 and MRR@10 from the rank of the first matching result', () => {
    const results: Record<string, string[]> = { a: ['no', 'no', 'yes it is'], b: ['nothing'], c: ['yes'] };
    const report = evaluate(
      ['a', 'b', 'c'].map((q) => ({ ruleset: 'r', question: q, expected: ['yes'] })),
      (q) => (results[q.question] ?? []).map((text, i) => ({ ruleset: 'r', id: String(i), text })),
    );
    expect(report.questions.map((q) => q.rank)).toEqual([3, null, 1]);
    expect(report.recallAt3).toBeCloseTo(2 / 3);
    expect(report.mrrAt10).toBeCloseTo((1 / 3 + 1) / 3);
  });
});
