import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../src/core/search/index.ts';
import { combineWords, forgetRecentWords, searchWord } from '../../../src/core/search/word-search.ts';

/** Few words, so random documents share them and queries hit, miss, prefix and typo-match in every mix. */
const VOCABULARY = ['bluff', 'bluffs', 'blue', 'rage', 'rages', 'frenzy', 'target', 'junta', 'moot', 'garou'];

const documentText = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));
const documents = fc.array(documentText, { minLength: 1, maxLength: 15 });
/** Query words: from the vocabulary, cut short (prefixes) or one letter off (typos); repeats allowed. */
const queryWord = fc.oneof(
  fc.constantFrom(...VOCABULARY),
  fc.constantFrom(...VOCABULARY).chain((w) => fc.nat({ max: w.length - 2 }).map((n) => w.slice(0, n + 2))),
  fc.constantFrom('blaff', 'rge', 'frenzi', 'mooot', 'xyz'),
);
/** One weight per word, so a repeated word weighs the same in both searches (as the app gives it). */
const weightOf = (term: string) => 0.5 + (term.length % 3) / 4;

describe('word-by-word search equals one MiniSearch query (property, as minisearch tests itself)', () => {
  // 200 random cases take about 3 s alone; a loaded 2-core machine can take several times that.
  it(
    'combineWords over searchWord finds the same documents with the same scores and matched terms',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          documents,
          fc.array(queryWord, { minLength: 1, maxLength: 5 }),
          fc.boolean(),
          fc.constantFrom(false as const, 0.2, 1),
          (texts, words, prefix, fuzzy) => {
            forgetRecentWords();
            const docs = texts.map((text, i) => ({ id: `d${i}`, number: '', title: '', terms: '', text, home: '' }));
            const { index } = createSearchIndex(docs);
            const combined = combineWords(
              words.map((term) => searchWord(index, { term, prefix, fuzzy, weight: weightOf(term) })),
            );
            const query = index.search(words.join(' '), {
              tokenize: (t) => t.split(' '),
              processTerm: (t) => t,
              prefix,
              fuzzy,
              boostTerm: (term) => weightOf(term),
            });
            const byId = <T extends { id: unknown }>(list: T[]) =>
              [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));
            const mine = byId(combined);
            const theirs = byId(query);
            expect(mine.map((f) => f.id)).toEqual(theirs.map((r) => String(r.id)));
            mine.forEach((f, i) => {
              const r = theirs[i]!;
              expect(f.score).toBeCloseTo(r.score, 9);
              expect([...f.terms].sort()).toEqual([...r.terms].sort());
            });
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
