import type { SearchDocument } from './options.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** The words of the documents as written (normalised, not stemmed), sorted: what a judge may be typing (players' words
 * of the question index too). */
export function vocabulary(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const d of documents)
    for (const field of [d.title, d.terms, d.text, d.questions ?? ''])
      for (const word of tokenize(field)) if (!/^\d/.test(word)) words.add(word);
  return [...words].sort();
}

/** First index of `words` (sorted) not before `prefix`. */
export function lowerBound(words: readonly string[], prefix: string): number {
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
export function stemsBeyond(words: readonly string[], partial: string, stemming = true): string[] {
  const stem = processTerm(partial, stemming);
  if (stem === null) return [];
  const stems = new Set<string>();
  for (let i = lowerBound(words, partial), end = Math.min(words.length, i + MAX_COMPLETIONS); i < end; i++) {
    const word = words[i] ?? '';
    if (!word.startsWith(partial)) break;
    const term = processTerm(word, stemming);
    if (term !== null && !term.startsWith(stem)) stems.add(term);
  }
  return [...stems];
}

/** True when `a` and `b` differ by at most one edit: a letter changed, added or dropped, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  const [m, n] = [a.length, b.length];
  if (m - n > 1 || n - m > 1) return false;
  let i = 0;
  while (i < m && i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === m || i === n) return true;
  // From the first difference on, the rest must agree after one letter dropped, added, changed or swapped.
  // Compared in place, without slices or closures: this runs on every word of a rulebook of a slip's length.
  let [x, y] = m > n ? [i + 1, i] : m < n ? [i, i + 1] : [i + 1, i + 1];
  const swapped =
    m === n && i + 1 < m && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i);
  while (x < m && a.charCodeAt(x) === b.charCodeAt(y)) [x, y] = [x + 1, y + 1];
  if (x === m) return true;
  if (!swapped) return false;
  for (x = i + 2; x < m; x++) if (a.charCodeAt(x) !== b.charCodeAt(x)) return false;
  return true;
}

/**
 * Words of `words` one edit from `word` as written, so a slip is read back to the word meant before stemming:
 * "holdng" is one edit from holding, though two from its stem (hold), which is all a typo search on the index sees.
 */
export function oneEditAway(words: readonly string[], word: string): string[] {
  let lengths = byLength.get(words);
  if (!lengths) {
    byLength.set(words, (lengths = new Map()));
    for (const w of words) {
      const same = lengths.get(w.length);
      if (same) same.push(w);
      else lengths.set(w.length, [w]);
    }
  }
  const found: string[] = [];
  for (const n of [word.length - 1, word.length, word.length + 1])
    for (const w of lengths.get(n) ?? []) if (w !== word && withinOneEdit(word, w)) found.push(w);
  return found.sort();
}

/** Words of `words` that end in `word` and are longer: the whole of a word a judge shortens ("shifter" → shapeshifter). */
export function endingIn(words: readonly string[], word: string): string[] {
  return words.filter((w) => w.length > word.length && w.endsWith(word));
}

/** A vocabulary's words by length: a word one edit away is one letter longer, shorter or as long. */
const byLength = new WeakMap<readonly string[], Map<number, string[]>>();

/** A vocabulary's index terms (its words stemmed, or not for an evaluation without stemming), sorted. */
const termsOfWords = {
  stemmed: new WeakMap<readonly string[], readonly string[]>(),
  unstemmed: new WeakMap<readonly string[], readonly string[]>(),
};

/** Which words a rulebook has at all, as indexed. */
export function indexTerms(words: readonly string[], stemming = true): readonly string[] {
  const known: WeakMap<readonly string[], readonly string[]> = stemming ? termsOfWords.stemmed : termsOfWords.unstemmed;
  let terms = known.get(words);
  if (!terms) {
    const stems = new Set<string>();
    for (const w of words) {
      const term = processTerm(w, stemming);
      if (term !== null) stems.add(term);
    }
    known.set(words, (terms = [...stems].sort()));
  }
  return terms;
}

/** Whether sorted `terms` hold `term`, or with `prefix` a term beginning with it. */
export function holdsTerm(terms: readonly string[], term: string, prefix: boolean): boolean {
  const found = terms[lowerBound(terms, term)] ?? '';
  return prefix ? found.startsWith(term) : found === term;
}
