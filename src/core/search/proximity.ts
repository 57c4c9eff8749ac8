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
    i === last ? positionsOfAny(doc, [q, ...lastForms.filter((f) => f !== q)]) : (doc.get(q) ?? NOWHERE),
  );
  let [together, all] = [0, 0];
  for (let i = 0; i < last; i++) {
    all += pair(i);
    if (nearestAfter(positions[i] ?? NOWHERE, positions[i + 1] ?? NOWHERE) <= WINDOW) together += pair(i);
  }
  return all > 0 ? together / all : 0;
}

/** Where any of `forms` stands in the document, in order (one form's positions are in order already). */
export function positionsOfAny(doc: WordPositions, forms: readonly string[]): readonly number[] {
  if (forms.length === 1) return doc.get(forms[0] ?? '') ?? NOWHERE;
  const all = forms.flatMap((f) => doc.get(f) ?? NOWHERE);
  return all.length > 1 ? all.sort((a, b) => a - b) : all;
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
