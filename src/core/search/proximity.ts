import { processTerm, tokenize } from './tokenize.ts';

/** How far apart (in indexed words) two query words may stand and still count as said together. */
const WINDOW = 3;

/** Indexed words of a text in order, stop words dropped: "takes effect immediately" → take, effect, immedi. */
export function indexedWords(text: string, stemming = true): string[] {
  return tokenize(text).flatMap((t) => processTerm(t, stemming) ?? []);
}

/** Where each indexed word of a document stands: built once per document, so ranking a result is a few lookups. */
export type WordPositions = ReadonlyMap<string, readonly number[]>;

export function wordPositions(text: string, stemming = true): WordPositions {
  const positions = new Map<string, number[]>();
  indexedWords(text, stemming).forEach((word, p) => {
    const list = positions.get(word);
    if (list) list.push(p);
    else positions.set(word, [p]);
  });
  return positions;
}

/**
 * Share of consecutive query-word pairs that also stand together (in order, within a few words) in the
 * document: "junta take effect" fits "A Junta takes effect" better than a text that has the words apart.
 * The last query word may be unfinished (the word being typed): it stands wherever one of `lastForms` (the
 * document's words the search matched for it) stands. `pairs` (a pair by its first word's place, in order) may
 * leave out pairs the document cannot hold: the share is the same, without looking their words up.
 */
export function proximity(
  queryWords: readonly string[],
  doc: WordPositions,
  lastForms: readonly string[],
  weights: readonly number[] = [],
  pairs?: readonly number[],
): number {
  if (queryWords.length < 2) return 0;
  const last = queryWords.length - 1;
  // A pair counts by the lighter of its two words (a story's words count less than the question's).
  const pair = (i: number) => Math.min(weights[i] ?? 1, weights[i + 1] ?? 1);
  let all = 0;
  for (let i = 0; i < last; i++) all += pair(i);
  // Read for every passage of every candidate: no list is built, and a word the passage lacks ends its pairs at once.
  let together = 0;
  const count = pairs?.length ?? last;
  for (let n = 0; n < count; n++) {
    const i = pairs ? (pairs[n] as number) : n;
    const here = doc.get(queryWords[i] ?? '');
    if (!here) continue;
    const word = queryWords[i + 1] ?? '';
    if (i + 1 === last) {
      if (nearestAfterAny([here], doc, [word, ...lastForms]) <= WINDOW) together += pair(i);
      continue;
    }
    const next = doc.get(word);
    if (next && nearestAfter(here, next) <= WINDOW) together += pair(i);
  }
  return all > 0 ? together / all : 0;
}

/**
 * nearestAfter from any list of `from` to where any of `forms` stands in the document: the same as merging each
 * side's lists first (the nearest over a union is the nearest of its parts), without merging or sorting.
 */
export function nearestAfterAny(
  from: readonly (readonly number[])[],
  doc: WordPositions,
  forms: readonly string[],
): number {
  let nearest = Infinity;
  for (const f of forms) {
    const to = doc.get(f);
    if (to) for (const at of from) nearest = Math.min(nearest, nearestAfter(at, to));
  }
  return nearest;
}

/**
 * The fewest words from a position in `from` forward to one in `to` (both in order), Infinity when none follows:
 * one pass over both, where a common word's pairs would otherwise be counted one by one.
 */
export function nearestAfter(from: readonly number[], to: readonly number[]): number {
  let nearest = Infinity;
  let j = 0;
  for (const p of from) {
    while (j < to.length && (to[j] ?? 0) <= p) j++;
    if (j === to.length) break;
    nearest = Math.min(nearest, (to[j] ?? 0) - p);
  }
  return nearest;
}
