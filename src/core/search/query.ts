import type { Query } from 'minisearch';
import type { SynonymGroups } from '../content/model.ts';
import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** Processed (stemmed) form of a phrase, stop words kept so "a" can stand for Æmber where a ruleset says so. */
const phraseKey = (phrase: string): string[] => tokenize(phrase).map((t) => processTerm(t) ?? t);

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The phrases a query also means, from the ruleset's synonym groups: "bsd" → "black spiral dancer".
 * A phrase that is a stop word ("a") only counts when it is the whole query.
 */
export function expandSynonyms(text: string, groups: SynonymGroups): string[] {
  const tokens = phraseKey(text);
  const expansions = new Set<string>();
  for (const group of groups) {
    const hit = group.some((phrase) => {
      const key = phraseKey(phrase);
      if (key.length === 1 && STOPWORDS.has(key[0] ?? '')) return tokens.length === 1 && tokens[0] === key[0];
      return containsSequence(tokens, key);
    });
    if (hit) for (const phrase of group) if (!containsSequence(tokens, phraseKey(phrase))) expansions.add(phrase);
  }
  return [...expansions];
}

/** The MiniSearch query for what the judge typed: the words themselves, OR each synonym phrase (all its words). */
export function buildQuery(text: string, groups: SynonymGroups): Query {
  const expansions = expandSynonyms(text, groups);
  if (expansions.length === 0) return text;
  return {
    combineWith: 'OR',
    queries: [text, ...expansions.map((phrase) => ({ queries: [phrase], combineWith: 'AND' as const, prefix: false }))],
  };
}
