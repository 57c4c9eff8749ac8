import { stem } from 'porter2';
import { STOPWORDS } from './stopwords.ts';

/**
 * Tokens: section numbers stay whole ("6.9.2", "6.5.4c"), words keep inner hyphens' parts apart
 * ("Beast-of-War" → beast, of, war) and lose apostrophes ("can't" → cant).
 */
const TOKEN = /\d+(?:\.\s?\d+)*\.?[a-z]?(?![\p{L}\d])|[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower case, accents folded, Æ → ae: what a judge types without the special keys. */
export function normalizeText(text: string): string {
  return text
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits text into raw tokens (normalised, not yet stemmed). */
export function tokenize(text: string): string[] {
  return (normalizeText(text).match(TOKEN) ?? []).map((t) => t.replace(/['’]/g, '').replace(/\s/g, ''));
}

/** A section number as indexed: spaces and a trailing dot dropped ("2.2. 4" → "2.2.4", "6.9.1." → "6.9.1"). */
export function normalizeNumber(number: string): string {
  return normalizeText(number).replace(/\s+/g, '').replace(/\.$/, '');
}

/** Stemming is the costly part of searching, ranking and snippets; the words of the rules repeat, so each is stemmed once. */
const processed = new Map<string, string | null>();
/** The same, for an evaluation that switched stemming off (see ranking-options.ts). */
const unstemmed = new Map<string, string | null>();

/**
 * Index/query form of a token: null for stop words, numbers as they are, words stemmed (frenzied → frenzi); not
 * stemmed for an evaluation that switched stemming off (its index is built so too).
 */
export function processTerm(token: string, stemming = true): string | null {
  const cache = stemming ? processed : unstemmed;
  let term = cache.get(token);
  if (term === undefined) {
    term = STOPWORDS.has(token) ? null : /^\d/.test(token) ? token.replace(/\.$/, '') : stemming ? stem(token) : token;
    cache.set(token, term);
  }
  return term;
}
