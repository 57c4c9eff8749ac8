import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { search } from '../../../src/core/search/engine.ts';
import { parseQuestions } from '../../../src/core/search/evaluate.ts';
import { DEFAULT_RANKING, type RankingRequest, rankingOptions } from '../../../src/core/search/ranking-options.ts';

const questions = parseQuestions(
  readFileSync(fileURLToPath(new URL('../../fixtures/dev-questions.tsv', import.meta.url)), 'utf8'),
).slice(0, 20);
/** Two rulebook loads and a few searches of every question across five rulebooks, on a shared machine. */
const TIMEOUT = 30_000;

/** Each question's ranked ids and scores, searched across every rulebook with the given ranking options. */
function ranks(loaded: ReturnType<typeof loadRulesets>, ranking?: RankingRequest): string[][] {
  return questions.map((q) =>
    search(loaded.searchable, { text: q.question, limit: 10, ...(ranking ? { ranking } : {}) }).map(
      (h) => `${h.ruleset}:${h.id} ${h.score} ${h.strength} ${h.passage ?? ''}`,
    ),
  );
}

describe('ranking options given with a search request', () => {
  it('are the defaults when a request gives none or gives nothing that differs', () => {
    expect(rankingOptions(undefined)).toBe(DEFAULT_RANKING);
    expect(rankingOptions({})).toBe(DEFAULT_RANKING);
    expect(rankingOptions({ weights: { proximity: 0 } }).weights).toMatchObject({ proximity: 0, coverage: 1 });
  });

  it(
    'rank as the defaults do after a search with features off: no cache keeps the switches of its first use',
    () => {
      const fresh = ranks(loadRulesets());
      const loaded = loadRulesets();
      // Entries' words are read first without their question indexes, without intent and without table talk.
      const off = ranks(loaded, { without: ['questions', 'intent', 'talk', 'synonyms', 'othergames'] });
      expect(off).not.toEqual(fresh);
      expect(ranks(loaded)).toEqual(fresh);
      // And the other way round: the switches still count after the defaults were searched.
      expect(ranks(loaded, { without: ['questions', 'intent', 'talk', 'synonyms', 'othergames'] })).toEqual(off);
    },
    TIMEOUT,
  );

  it(
    'take weights from the request: no proximity weight ranks otherwise, the same weights rank alike',
    () => {
      const loaded = loadRulesets();
      expect(ranks(loaded, { weights: { proximity: 0 } })).not.toEqual(ranks(loaded));
      expect(ranks(loaded, { weights: { ...DEFAULT_RANKING.weights } })).toEqual(ranks(loaded));
    },
    TIMEOUT,
  );
});
