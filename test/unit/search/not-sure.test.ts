import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { answersWeakly, missOdds, notSureSignals } from '../../../src/core/search/confidence.ts';
import { search } from '../../../src/core/search/engine.ts';

/** A list of results as "not sure" reads it: each one's strength and score, best first. */
const list = (...hits: [strength: number, score: number][]) => hits.map(([strength, score]) => ({ strength, score }));

describe('warning "not sure" from more than the share of words the first result holds', () => {
  it('warns when the first result states little of the question, on thin evidence, with a runner-up close behind', () => {
    expect(answersWeakly(list([0.25, 12], [0.25, 11], [0.2, 9]))).toBe(true);
  });

  it('does not warn when the first result states most of the question', () => {
    expect(answersWeakly(list([0.9, 120], [0.5, 60]))).toBe(false);
  });

  it('trusts a clear winner found on strong evidence though it holds under two fifths of the asking words', () => {
    // Table talk or another game's words: the asking sentence is mostly words the rulebook has not, yet one entry
    // matches its rare words far ahead of the rest.
    expect(answersWeakly(list([0.33, 400], [0.3, 100]))).toBe(false);
    // The same first result with a runner-up as strong is no longer a clear answer.
    expect(answersWeakly(list([0.33, 40], [0.3, 40]))).toBe(true);
  });

  it('warns on a first result holding under half the asking words when nothing sets it apart from the next', () => {
    expect(answersWeakly(list([0.45, 20], [0.45, 20]))).toBe(true);
    expect(answersWeakly(list([0.45, 300], [0.45, 60]))).toBe(false);
  });

  it('never warns above a first result holding half the asking words, however short the question and low its score', () => {
    // "redirection rules", "ilegal rank": two words, one held, few matches to score: answered all the same.
    expect(answersWeakly(list([0.5, 3], [0.5, 3]))).toBe(false);
    expect(answersWeakly(list([1, 1]))).toBe(false);
  });

  it('does not warn above no results at all', () => {
    expect(answersWeakly([])).toBe(false);
    expect(notSureSignals([])).toBeUndefined();
  });

  it('reads a lone result as a clear winner', () => {
    expect(notSureSignals(list([0.45, 20]))?.runnerUp).toBe(0);
    expect(answersWeakly(list([0.45, 20]))).toBe(false);
    expect(answersWeakly(list([0.45, 20], [0.45, 19]))).toBe(true);
  });

  it('is never less sure for a first result that states more or scores more, nor surer for a closer runner-up', () => {
    const strength = fc.double({ min: 0, max: 1, noNaN: true });
    const score = fc.double({ min: 0, max: 1000, noNaN: true });
    fc.assert(
      fc.property(strength, strength, score, score, fc.double({ min: 0, max: 1, noNaN: true }), (s1, s2, a, b, r) => {
        const odds = (strength: number, score: number, runnerUp: number) =>
          missOdds({ strength, logScore: Math.log1p(score), runnerUp });
        expect(odds(Math.max(s1, s2), a, r)).toBeLessThanOrEqual(odds(Math.min(s1, s2), a, r));
        expect(odds(s1, Math.max(a, b), r)).toBeLessThanOrEqual(odds(s1, Math.min(a, b), r));
        expect(odds(s1, a, r)).toBeLessThanOrEqual(odds(s1, a, Math.min(1, r + 0.1)));
      }),
    );
  });
});

describe('"not sure" on the real rulebooks', () => {
  const loaded = loadRulesets();
  const weak = (text: string, ruleset: string | null) =>
    answersWeakly(search(loaded.searchable, { text, ruleset, limit: 10 }));

  it('answers a question the rules state without a warning', () => {
    expect(weak('can I bluff without a target', 'rage-2018')).toBe(false);
    expect(weak('what does frenzy mean', null)).toBe(false);
  });

  it('warns above a question no rulebook speaks to', () => {
    expect(weak('do penguins vote in parliament on tuesdays', null)).toBe(true);
    expect(weak('do penguins vote in parliament on tuesdays', 'rage-2018')).toBe(true);
  });
});
