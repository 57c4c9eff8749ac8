import type { SearchDocument } from './options.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** The words of the documents as written (normalised, not stemmed), sorted: what a judge may be typing. */
export function vocabulary(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const d of documents)
    for (const field of [d.title, d.terms, d.text])
      for (const word of tokenize(field)) if (!/^\d/.test(word)) words.add(word);
  return [...words].sort();
}

/** First index of `words` (sorted) not before `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let [lo, hi] = [0, words.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Longest run of completions read: a few letters typed can begin hundreds of words, and their stems mostly begin alike. */
const MAX_COMPLETIONS = 200;

/**
 * Index terms of the words that begin with `partial` (a word being typed) but whose stems do not begin with its
 * stem, which a prefix search on that stem misses: "startin" → start (starting), "equipm" → equip (equipment).
 */
export function stemsBeyond(words: readonly string[], partial: string): string[] {
  const stem = processTerm(partial);
  if (stem === null) return [];
  const stems = new Set<string>();
  for (let i = lowerBound(words, partial), end = Math.min(words.length, i + MAX_COMPLETIONS); i < end; i++) {
    const word = words[i] ?? '';
    if (!word.startsWith(partial)) break;
    const term = processTerm(word);
    if (term !== null && !term.startsWith(stem)) stems.add(term);
  }
  return [...stems];
}

/** True when `a` and `b` differ by at most one edit: a letter changed, added or dropped, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length)
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  return a.length > b.length ? rest(i + 1, i) : rest(i, i + 1);
}

/**
 * Words of `words` one edit from `word` as written, so a slip is read back to the word meant before stemming:
 * "holdng" is one edit from holding, though two from its stem (hold), which is all a typo search on the index sees.
 */
export function oneEditAway(words: readonly string[], word: string): string[] {
  return words.filter((w) => w !== word && withinOneEdit(word, w));
}
