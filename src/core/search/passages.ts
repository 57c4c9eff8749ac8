import type { IndexQuestion, Passage } from '../content/model.ts';
import { type WordPositions, proximity, wordPositions } from './proximity.ts';

/** The words of an entry's title and of each of its passages: a query is matched against one passage at a time. */
export interface EntryWords {
  title: WordPositions;
  /** Title and text read as one: words of a title followed by the first words of the text also stand together. */
  whole: WordPositions;
  passages: readonly { id: string | null; words: WordPositions }[];
}

/**
 * Reads an entry's words by passage. Without passages (an index built before them), each line of the text is
 * one: the build writes paragraphs, list items and table rows on lines of their own. A question of the entry's
 * question index is read as one more block of its answering passage: a question asked in its words lands there.
 */
export function entryWords(
  title: string,
  text: string,
  passages: readonly Passage[] | undefined,
  questions: readonly IndexQuestion[] = [],
): EntryWords {
  const blocks = passages?.length
    ? passages.map((p) => ({ id: p.id as string | null, text: p.text }))
    : text.split('\n').map((line) => ({ id: null, text: line }));
  blocks.push(...questions.map((q) => ({ id: q.passage, text: q.text })));
  const asked = questions.map((q) => q.text).join('\n');
  return {
    title: wordPositions(title),
    whole: wordPositions(asked ? `${title}\n${text}\n${asked}` : `${title}\n${text}`),
    passages: blocks.filter((b) => b.text.trim()).map((b) => ({ id: b.id, words: wordPositions(b.text) })),
  };
}

/** How well one passage answers a query: the share of its words there (title included) and how close they stand. */
export interface PassageFit {
  /** The passage's anchor, or null without passages (or when no passage has a query word). */
  id: string | null;
  /** Share of the query's words found in the passage or the entry's title. */
  coverage: number;
  /** Share of consecutive query-word pairs standing together in the passage (see proximity). */
  near: number;
}

const NO_FIT: PassageFit = { id: null, coverage: 0, near: 0 };

/**
 * The passage that answers the query best: most of its words (a word in the title counts in every passage), then
 * those words closest together. Words scattered over a long section fit no passage well; a passing mention
 * covers little of the query.
 */
export function bestPassage(
  queryWords: readonly string[],
  entry: EntryWords,
  lastForms: readonly string[],
): PassageFit {
  if (queryWords.length === 0) return NO_FIT;
  const last = queryWords.length - 1;
  const forms = (i: number, q: string) => (i === last ? [q, ...lastForms] : [q]);
  const inTitle = queryWords.map((q, i) => forms(i, q).some((f) => entry.title.has(f)));
  let best = NO_FIT;
  let bestFit = 0;
  for (const passage of entry.passages) {
    let found = 0;
    queryWords.forEach((q, i) => {
      if (inTitle[i] || forms(i, q).some((f) => passage.words.has(f))) found++;
    });
    if (found === 0) continue;
    const coverage = found / queryWords.length;
    const near = proximity(queryWords, passage.words, lastForms);
    if (coverage + near > bestFit) [best, bestFit] = [{ id: passage.id, coverage, near }, coverage + near];
  }
  // A title-only match still tells how much of the query the entry covers.
  if (best === NO_FIT && inTitle.some(Boolean))
    return { id: null, coverage: inTitle.filter(Boolean).length / queryWords.length, near: 0 };
  return best;
}
