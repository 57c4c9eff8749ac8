import { processTerm, tokenize } from '../../core/search/tokenize.ts';

/** A word of rules text, as the snippet reads them ("6.9.2", "can't", "Æmber"). */
export const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

/** Index terms of words already read: a passage repeats its words, and stemming each again is most of marking it. */
const termOfWord = new Map<string, string | null>();

/** Index term of a word of text (null for a stop word). */
function termOf(word: string): string | null {
  let term = termOfWord.get(word);
  if (term === undefined) {
    term = processTerm(tokenize(word)[0] ?? '');
    termOfWord.set(word, term);
  }
  return term;
}

/**
 * The search term a word of text matched, by the snippet's rule: the same index term, or a completion of a
 * term of three letters or more (what a judge was still typing).
 */
export function matchedTerm(word: string, terms: readonly string[]): string | undefined {
  const term = termOf(word);
  if (term === null) return undefined;
  return terms.find((t) => t === term || (t.length >= 3 && term.startsWith(t)));
}
