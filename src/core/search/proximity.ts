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

const NOWHERE: readonly number[] = [];

/**
 * Share of consecutive query-word pairs that also stand together (in order, within a few words) in the
 * document: "junta take effect" fits "A Junta takes effect" better than a text that has the words apart.
 * The last query word may be unfinished (the word being typed): it stands wherever one of `lastForms` (the
 * document's words the search matched for it) stands.
 */
export function proximity(
  queryWords: readonly string[],
  doc: WordPositions,
  lastForms: readonly string[],
  weights: readonly number[] = [],
): number {
  if (queryWords.length < 2) return 0;
  // A pair counts by the lighter of its two words (a story's words count less than the question's).
  const pair = (i: number) => Math.min(weights[i] ?? 1, weights[i + 1] ?? 1);
  const last = queryWords.length - 1;
  const positions = queryWords.map((q, i) =>
    i === last
      ? [q, ...lastForms.filter((f) => f !== q)].flatMap((f) => doc.get(f) ?? NOWHERE)
      : (doc.get(q) ?? NOWHERE),
  );
  let [together, all] = [0, 0];
  for (let i = 0; i < last; i++) {
    const next = positions[i + 1] ?? NOWHERE;
    all += pair(i);
    if ((positions[i] ?? NOWHERE).some((p) => next.some((n) => n > p && n - p <= WINDOW))) together += pair(i);
  }
  return all > 0 ? together / all : 0;
}
