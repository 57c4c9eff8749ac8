import type { SynonymGroups } from '../content/model.ts';
import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** One reading of a query: its text, and the weight of each index term that stands in for a typed phrase. */
export interface QueryVariant {
  text: string;
  /** Terms of a swapped-in phrase, each weighted 1/length so "black spiral dancer" counts as much as "bsd". */
  termWeights: ReadonlyMap<string, number>;
}

/** A synonym phrase in processed (stemmed) form, stop words kept so "a" can stand for Æmber where a ruleset says so. */
interface Phrase {
  key: string[];
  group: readonly string[];
  text: string;
}

/**
 * Each ruleset's phrases by their first processed word: a keystroke looks up its words, not every phrase. Stemmed
 * and unstemmed apart (an evaluation may switch stemming off).
 */
const phraseIndexes = {
  stemmed: new WeakMap<SynonymGroups, Map<string, Phrase[]>>(),
  unstemmed: new WeakMap<SynonymGroups, Map<string, Phrase[]>>(),
};

function phraseIndex(groups: SynonymGroups, stemming: boolean): Map<string, Phrase[]> {
  const indexes: WeakMap<SynonymGroups, Map<string, Phrase[]>> = stemming
    ? phraseIndexes.stemmed
    : phraseIndexes.unstemmed;
  let index = indexes.get(groups);
  if (!index) {
    index = new Map();
    for (const group of groups) {
      for (const text of group) {
        const key = tokenize(text).map((t) => processTerm(t, stemming) ?? t);
        const first = key[0];
        if (first === undefined) continue;
        const list = index.get(first) ?? [];
        list.push({ key, group, text });
        index.set(first, list);
      }
    }
    indexes.set(groups, index);
  }
  return index;
}

function startsAt(haystack: readonly string[], at: number, needle: readonly string[]): boolean {
  if (at + needle.length > haystack.length) return false;
  return needle.every((word, j) => haystack[at + j] === word);
}

const NO_WEIGHTS: ReadonlyMap<string, number> = new Map();

/** What a reading searches for: its index terms in order. */
function processedKey(tokens: readonly string[], stemming: boolean): string {
  return tokens.flatMap((t) => processTerm(t, stemming) ?? []).join(' ');
}

/** Index terms of a phrase (stop words dropped), each weighted so together they weigh one word. */
function phraseWeights(phrase: string, stemming: boolean): Map<string, number> {
  const terms = tokenize(phrase).flatMap((t) => processTerm(t, stemming) ?? []);
  return new Map(terms.map((t) => [t, 1 / terms.length]));
}

/**
 * The ways a query can be read with the ruleset's synonym groups: the query itself, then the query with one
 * phrase swapped for another of its group ("bsd frenzy" → "black spiral dancer frenzy"). Each reading is
 * searched on its own and a document keeps its best score, so a text full of synonyms does not outrank one
 * that matches the words typed. A stop-word phrase ("a") only counts when it is the whole query.
 */
export function queryVariants(text: string, groups: SynonymGroups, stemming = true): QueryVariant[] {
  const raw = tokenize(text);
  const keys = raw.map((t) => processTerm(t, stemming) ?? t);
  const variants: QueryVariant[] = [{ text, termWeights: NO_WEIGHTS }];
  // Readings are told apart by their index terms: "attacker" for "attack" reads the same once stemmed.
  const readings = new Set([processedKey(raw, stemming)]);
  const index = phraseIndex(groups, stemming);
  const seen = new Set<Phrase>();
  keys.forEach((first, at) => {
    for (const phrase of index.get(first) ?? []) {
      if (seen.has(phrase) || !startsAt(keys, at, phrase.key)) continue;
      // Only the first place a phrase stands is swapped, as the query is read left to right.
      seen.add(phrase);
      if (phrase.key.length === 1 && STOPWORDS.has(first) && keys.length !== 1) continue;
      for (const other of phrase.group) {
        if (other === phrase.text) continue;
        const swapped = [...raw.slice(0, at), ...tokenize(other), ...raw.slice(at + phrase.key.length)];
        const key = processedKey(swapped, stemming);
        if (readings.has(key)) continue;
        readings.add(key);
        variants.push({ text: swapped.join(' '), termWeights: phraseWeights(other, stemming) });
      }
    }
  });
  return variants;
}
