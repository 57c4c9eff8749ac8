import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';
import { evaluate, parseQuestions } from '../../../src/core/search/evaluate.ts';

const loaded = loadRulesets();
const questions = parseQuestions(
  readFileSync(fileURLToPath(new URL('../../fixtures/judge-questions.tsv', import.meta.url)), 'utf8'),
);
const run = (rulesetFilter: boolean, qs = questions) =>
  evaluate(qs, (q) =>
    search(loaded.searchable, { text: q.question, ruleset: rulesetFilter ? q.ruleset : null, limit: 10 }).map((h) => ({
      ruleset: h.ruleset,
      id: h.id,
      text: loaded.entry(h.ruleset, h.id).text,
    })),
  );

/**
 * Floors at the recall@3 reached on the 30 judge questions (issue 7): 30/30 in the top 3 with the ruleset filter,
 * 29/30 across every rulebook ("killing blow who gets the kill" ranks 4th behind Warlord and Retaliation rules).
 * Search changes may raise these, never lower them; raise the floor when they do.
 */
const FILTERED_FLOOR = 30 / 30;
const UNFILTERED_FLOOR = 29 / 30;

describe('search quality on the judge questions (gate)', () => {
  it('finds the right Rage 2018 rule in the top 3 for every Rage 2018 question', () => {
    expect(
      run(
        true,
        questions.filter((q) => q.ruleset === 'rage-2018'),
      ).recallAt3,
    ).toBeGreaterThanOrEqual(FILTERED_FLOOR);
  });

  it(`reaches recall@3 ≥ ${FILTERED_FLOOR.toFixed(3)} with the ruleset filter, and ≥ ${UNFILTERED_FLOOR.toFixed(3)} without`, () => {
    expect(questions.every((q) => loaded.data.has(q.ruleset))).toBe(true);
    expect(run(true).recallAt3).toBeGreaterThanOrEqual(FILTERED_FLOOR);
    expect(run(false).recallAt3).toBeGreaterThanOrEqual(UNFILTERED_FLOOR);
  });
});
