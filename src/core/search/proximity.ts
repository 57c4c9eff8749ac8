import { processTerm, tokenize } from './tokenize.ts';

/** How far apart (in indexed words) two query words may stand and still count as said together. */
const WINDOW = 3;

/** Indexed words of a text in order, stop words dropped: "takes effect immediately" → take, effect, immedi. */
export function indexedWords(text: string): string[] {
  return tokenize(text).flatMap((t) => processTerm(t) ?? []);
}

/**
 * Share of consecutive query-word pairs that also stand together (in order, within a few words) in the
 * document: "junta take effect" fits "A Junta takes effect" better than a text that has the words apart.
 * The last query word may be a prefix (the word being typed).
 */
export function proximity(queryWords: readonly string[], docWords: readonly string[]): number {
  if (queryWords.length < 2) return 0;
  const last = queryWords.length - 1;
  const positions = queryWords.map((q, i) => {
    const found: number[] = [];
    docWords.forEach((w, p) => (w === q || (i === last && q.length >= 2 && w.startsWith(q))) && found.push(p));
    return found;
  });
  let together = 0;
  for (let i = 0; i < last; i++) {
    const next = positions[i + 1] ?? [];
    if ((positions[i] ?? []).some((p) => next.some((n) => n > p && n - p <= WINDOW))) together++;
  }
  return together / last;
}
