import { describe, expect, it } from 'vitest';
import { evaluate, normalizeForMatch, parseQuestions, scoresBy } from '../../../src/core/search/evaluate.ts';

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

  it('reads the optional style column and scores each style apart', () => {
    const questions = parseQuestions('ruleset\tquestion\texpected\tstyle\nr\ta\tyes\ttypo\nr\tb\tyes\tnatural\n');
    expect(questions.map((q) => q.style)).toEqual(['typo', 'natural']);
    expect(() => parseQuestions('ruleset\tquestion\texpected\tstyle\nr\ta\tyes\t\n')).toThrow('lacks its style');
    const report = evaluate(questions, (q) => [{ ruleset: 'r', id: '1', text: q.question === 'a' ? 'yes' : 'no' }]);
    expect(scoresBy(report.questions, (q) => q.style)).toMatchObject([
      { group: 'typo', count: 1, recallAt3: 1, mrrAt10: 1 },
      { group: 'natural', count: 1, recallAt3: 0, mrrAt10: 0 },
    ]);
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

  it('measures "not sure" as the share of answered questions flagged and the share of misses flagged', () => {
    const lists: Record<string, { text: string; notSure: boolean }> = {
      a: { text: 'yes', notSure: false },
      b: { text: 'yes', notSure: true },
      c: { text: 'no', notSure: true },
      d: { text: 'no', notSure: false },
    };
    const report = evaluate(
      Object.keys(lists).map((q) => ({ ruleset: 'r', question: q, expected: ['yes'] })),
      (q) => {
        const list = lists[q.question];
        return list ? [{ ruleset: 'r', id: '1', ...list }] : [];
      },
    );
    expect(report.notSureAnswered).toBeCloseTo(1 / 2);
    expect(report.notSureMisses).toBeCloseTo(1 / 2);
    // Nothing to flag: no answer is wrongly flagged, no miss is left unflagged.
    const none = evaluate([], () => []);
    expect([none.notSureAnswered, none.notSureMisses]).toEqual([0, 1]);
  });
});
