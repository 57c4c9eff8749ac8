import { processTerm, tokenize } from './tokenize.ts';

/** How far apart (in indexed words) two query words may stand and still count as said together. */
const WINDOW = 3;

/** Indexed words of a text in order, stop words dropped: "takes effect immediately" → take, effect, immedi. */
export function indexedWords(text: string): string[] {
  return tokenize(text).flatMap((t) => processTerm(t) ?? []);
}

/** Where each indexed word of a document stands: built once per document, so ranking a result is a few lookups. */
export type WordPositions = ReadonlyMap<string, readonly number[]>;

export function wordPositions(text: string): WordPositions {
  const positions = new Map<string, number[]>();
  indexedWords(text).forEach((word, p) => {
    const list = positions.get(word);
    if (list) list.push(p);
    else positions.set(word, [p]);
  });
  return positions;
}

/**
 * Share of consecutive query-word pairs that also stand together (in order, within a few words) in the
 * document: "junta take effect" fits "A Junta takes effect" better than a text that has the words apart.
 * The last query word may be a prefix (the word being typed).
 */
export function proximity(queryWords: readonly string[], doc: WordPositions): number {
  if (queryWords.length < 2) return 0;
  const last = queryWords.length - 1;
  const positions = queryWords.map((q, i) => {
    if (i !== last || q.length < 2) return doc.get(q) ?? [];
    const found: number[] = [];
    for (const [word, at] of doc) if (word.startsWith(q)) found.push(...at);
    return found;
  });
  let together = 0;
  for (let i = 0; i < last; i++) {
    const next = positions[i + 1] ?? [];
    if ((positions[i] ?? []).some((p) => next.some((n) => n > p && n - p <= WINDOW))) together++;
  }
  return together / last;
}
