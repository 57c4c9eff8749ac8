import { describe, expect, it } from 'vitest';
import { blankRulingFields, rulingProblems } from '../../../src/core/toolkit/ruling-problems.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('what a ruling needs before it is logged', () => {
  it('refuses a ruling with neither question nor ruling (spaces are nothing)', () => {
    expect(blankRulingFields({ question: '  ', ruling: '\n' })).toBe(true);
    expect(rulingProblems({ question: ' ', ruling: '' }, NOW)).toEqual([
      { field: 'question', message: 'Write the question or the ruling: an empty ruling is not logged.' },
    ]);
  });

  it('takes a ruling with only a question, or only a ruling', () => {
    expect(rulingProblems({ question: 'Can a creature bluff?', ruling: '' }, NOW)).toEqual([]);
    expect(rulingProblems({ question: '', ruling: 'Yes.' }, NOW)).toEqual([]);
    expect(blankRulingFields({ question: '', ruling: 'Yes.' })).toBe(false);
  });

  it('refuses a time more than a day ahead of this phone, not one a little ahead', () => {
    const ruling = { question: 'q', ruling: '' };
    expect(rulingProblems({ ...ruling, createdAt: '2026-11-28T13:00:00.000Z' }, NOW)).toEqual([
      { field: 'createdAt', message: 'The time is more than a day ahead: correct the date first.' },
    ]);
    expect(rulingProblems({ ...ruling, createdAt: '2026-11-28T11:00:00.000Z' }, NOW)).toEqual([]);
  });

  it('names every problem, the empty ruling first', () => {
    const problems = rulingProblems({ question: '', ruling: '', createdAt: '2027-01-01T00:00:00.000Z' }, NOW);
    expect(problems.map((p) => p.field)).toEqual(['question', 'createdAt']);
  });
});
