import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';
import { evaluate, parseQuestions } from '../../../src/core/search/evaluate.ts';

const loaded = loadRulesets();
const questions = parseQuestions(readFileSync(fileURLToPath(new URL('../../fixtures/judge-questions.tsv', import.meta.url)), 'utf8'));
const run = (rulesetFilter: boolean, qs = questions) =>
  evaluate(qs, (q) =>
    search(loaded.searchable, { text: q.question, ruleset: rulesetFilter ? q.ruleset : null, limit: 10 }).map((h) => ({ ruleset: h.ruleset, id: h.id, text: loaded.entry(h.ruleset, h.id).text })),
  );

describe('search quality on the judge questions (gate)', () => {
  it('finds the right Rage 2018 rule in the top 3 for at least 95% of questions', () => {
    expect(run(true, questions.filter((q) => q.ruleset === 'rage-2018')).recallAt3).toBeGreaterThanOrEqual(0.95);
  });

  it('reaches recall@3 ≥ 0.95 on every question with the ruleset filter, and ≥ 0.85 without', () => {
    expect(questions.every((q) => loaded.data.has(q.ruleset))).toBe(true);
    expect(run(true).recallAt3).toBeGreaterThanOrEqual(0.95);
    expect(run(false).recallAt3).toBeGreaterThanOrEqual(0.85);
  });
});
