import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HALVES, type Half, fnv1a32, halfOf, halvesOf, splitQuestions } from '../../../src/cli/split-questions.ts';
import type { Entry } from '../../../src/core/content/model.ts';
import { type JudgeQuestion, normalizeForMatch, parseQuestions } from '../../../src/core/search/evaluate.ts';
import { processTerm, tokenize } from '../../../src/core/search/tokenize.ts';
import { ruleset } from '../content/load.ts';

/** The blind question set of issue 25: eight styles, split by hash into a tuning half and a test half. */
const STYLES = ['scenario', 'negation', 'numeric', 'order', 'consequence', 'two-word', 'misspelled', 'paraphrase'];
const halves = new Map(
  (Object.keys(HALVES) as Half[]).map((half) => [half, parseQuestions(readFileSync(HALVES[half], 'utf8'))]),
);
const all = [...halves.values()].flat();

/** Content words as search sees them: stop words dropped, the rest stemmed. */
const contentWords = (text: string) => new Set(tokenize(text).flatMap((t) => processTerm(t) ?? []));
const contains = (text: string, phrase: string) => normalizeForMatch(text).includes(normalizeForMatch(phrase));
const entries = (q: JudgeQuestion): Entry[] => ruleset(q.ruleset).entries;

/** Every question of a blind set (`split-questions.ts --set NAME`), with the half it is in. */
const bothHalves = (set: string): (JudgeQuestion & { half: Half })[] => {
  const halves = halvesOf(set);
  return (Object.keys(halves) as Half[]).flatMap((half) =>
    parseQuestions(readFileSync(halves[half], 'utf8')).map((q) => ({ ...q, half })),
  );
};

/** Each expected phrase no entry of its question's rulebook holds, named with its question. */
const unquoted = (questions: readonly JudgeQuestion[]): string[] =>
  questions.flatMap((q) =>
    q.expected
      .filter((phrase) => !entries(q).some((e) => contains(e.text, phrase)))
      .map((phrase) => `${q.ruleset}: "${q.question}" expects "${phrase}"`),
  );

/** Each paraphrase sharing a content word with a passage that holds its expected phrase (or with no such passage). */
const paraphraseProblems = (paraphrases: readonly JudgeQuestion[]): string[] =>
  paraphrases.flatMap((q) => {
    const passages = entries(q).flatMap((e) =>
      e.passages.filter((p) => q.expected.some((phrase) => contains(p.text, phrase))),
    );
    if (!passages.length) return [`"${q.question}": no passage holds its expected phrase`];
    const asked = contentWords(q.question);
    return passages.flatMap((p) => {
      const shared = [...contentWords(p.text)].filter((w) => asked.has(w));
      return shared.length ? [`"${q.question}" shares ${shared.join(', ')} with passage ${p.id}`] : [];
    });
  });

describe('blind judge questions (issue 25)', () => {
  it('quote every expected phrase from an entry of the named rulebook', () => {
    expect(unquoted(all)).toEqual([]);
  });

  it('word each paraphrase with no content word of the passage that answers it', () => {
    const paraphrases = all.filter((q) => q.style === 'paraphrase');
    expect(paraphrases.length).toBeGreaterThanOrEqual(30);
    expect(paraphraseProblems(paraphrases)).toEqual([]);
  });

  it('puts each question in the half the FNV-1a hash of its lower-cased text names', async () => {
    // Published FNV-1a 32-bit test vectors: the split is reproducible outside this code.
    expect([fnv1a32(''), fnv1a32('a'), fnv1a32('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    for (const [half, questions] of halves)
      for (const q of questions) expect(halfOf(q.question), q.question).toBe(half);
    const keys = all.map((q) => q.question.trim().toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect((await splitQuestions(['--check'], async () => '')).code).toBe(0);
  });

  it('has at least 30 questions of each style, each style in both halves, and no other style', () => {
    for (const style of STYLES) {
      expect(all.filter((q) => q.style === style).length, style).toBeGreaterThanOrEqual(30);
      for (const [half, questions] of halves)
        expect(
          questions.some((q) => q.style === style),
          `${style} in ${half}`,
        ).toBe(true);
    }
    expect(all.every((q) => q.style !== undefined && STYLES.includes(q.style))).toBe(true);
  });
});

/** The blind set of issue 34 (round three): eight new styles, split by the same hash. */
const ROUND3_STYLES = [
  'rambling',
  'other-game',
  'paraphrase',
  'shorthand',
  'legality',
  'definition',
  'multi-rule',
  'no-game',
];
const round3All = bothHalves('round3');

describe('blind judge questions, round three (issue 34)', () => {
  it('quote every expected phrase from an entry of the named rulebook', () => {
    expect(unquoted(round3All)).toEqual([]);
  });

  it('are split by the FNV-1a hash, 30 of each style, each style in both halves', async () => {
    for (const q of round3All) expect(halfOf(q.question), q.question).toBe(q.half);
    expect((await splitQuestions(['--set', 'round3', '--check'], async () => '')).code).toBe(0);
    for (const style of ROUND3_STYLES) {
      expect(round3All.filter((q) => q.style === style).length, style).toBe(30);
      for (const half of ['tuning', 'test'] as const)
        expect(
          round3All.some((q) => q.style === style && q.half === half),
          `${style} in ${half}`,
        ).toBe(true);
    }
    expect(round3All.length).toBe(240);
  });
});

/** The blind set of round four (issue 34): the eight styles of round three, written afresh, split by the same hash. */
const round4All = bothHalves('round4');

describe('blind judge questions, round four (issue 34)', () => {
  it('quote every expected phrase from an entry of the named rulebook', () => {
    expect(unquoted(round4All)).toEqual([]);
  });

  it('word each paraphrase with no content word of the passage that answers it', () => {
    const paraphrases = round4All.filter((q) => q.style === 'paraphrase');
    expect(paraphrases.length).toBe(30);
    expect(paraphraseProblems(paraphrases)).toEqual([]);
  });

  it('are split by the FNV-1a hash, 30 of each style, each style in both halves, no question twice', async () => {
    for (const q of round4All) expect(halfOf(q.question), q.question).toBe(q.half);
    expect((await splitQuestions(['--set', 'round4', '--check'], async () => '')).code).toBe(0);
    for (const style of ROUND3_STYLES) {
      expect(round4All.filter((q) => q.style === style).length, style).toBe(30);
      for (const half of ['tuning', 'test'] as const)
        expect(
          round4All.some((q) => q.style === style && q.half === half),
          `${style} in ${half}`,
        ).toBe(true);
    }
    expect(round4All.length).toBe(240);
    const keys = round4All.map((q) => q.question.trim().toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
