import type { SynonymGroups } from '../content/model.ts';
import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** Processed form of each synonym phrase: every keystroke checks every phrase of the ruleset's groups. */
const phraseKeys = new Map<string, string[]>();

/** Processed (stemmed) form of a phrase, stop words kept so "a" can stand for Æmber where a ruleset says so. */
function phraseKey(phrase: string): string[] {
  let key = phraseKeys.get(phrase);
  if (!key) phraseKeys.set(phrase, (key = tokenize(phrase).map((t) => processTerm(t) ?? t)));
  return key;
}

function indexOfSequence(haystack: string[], needle: string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The ways a query can be read with the ruleset's synonym groups: the query itself, then the query with one
 * phrase swapped for another of its group ("bsd frenzy" → "black spiral dancer frenzy"). Each reading is
 * searched on its own and a document keeps its best score, so a text full of synonyms does not outrank one
 * that matches the words typed. A stop-word phrase ("a") only counts when it is the whole query.
 */
export function queryVariants(text: string, groups: SynonymGroups): string[] {
  const raw = tokenize(text);
  const keys = raw.map((t) => processTerm(t) ?? t);
  const variants = [text];
  for (const group of groups) {
    for (const phrase of group) {
      const key = phraseKey(phrase);
      if (key.length === 1 && STOPWORDS.has(key[0] ?? '') && keys.length !== 1) continue;
      const at = indexOfSequence(keys, key);
      if (at < 0) continue;
      for (const other of group) {
        if (other === phrase) continue;
        const variant = [...raw.slice(0, at), other, ...raw.slice(at + key.length)].join(' ');
        if (!variants.includes(variant)) variants.push(variant);
      }
    }
  }
  return variants;
}
