import type { OtherGameWords } from '../content/model.ts';
import { inOwnWords } from './other-games.ts';
import type { QueryIntent } from './intent.ts';
import { SEARCH_OPTIONS, fuzzyDistance } from './options.ts';
import { type QueryVariant, queryVariants } from './query.ts';
import { type RankingOptions, isOn } from './ranking-options.ts';
import type { SearchableRuleset } from './search-types.ts';
import { processTerm, tokenize } from './tokenize.ts';
import { endingIn, holdsTerm, indexTerms, oneEditAway, stemsBeyond } from './vocabulary.ts';
import { type Found, combineWords, searchWord } from './word-search.ts';

/** Shortest word being typed worth completing from the vocabulary: below it, the stem prefix finds nearly all. */
const MIN_COMPLETED = 3;

/** One reading of the query against one ruleset, with what ranking needs to know of its words. */
export interface Reading {
  variant: QueryVariant;
  /** Index terms of the reading, in order. */
  words: string[];
  /** What each of `words` weighs in coverage: a word of the story around the question counts less (table-talk.ts). */
  weights: number[];
  /** What each of `words` weighs in how much of the question a passage states (strength, "not sure"). */
  coreWeights: number[];
  /** Terms that complete the last word beyond its stem ("startin" → start). */
  completions: Set<string>;
  /** The last word is a stop word, searched as the start of a word being typed: the judge may have finished it. */
  endsInStopWord: boolean;
}

/** `typed`: the words the judge typed; only those may be slips (a synonym's words are spelled right). */
export function readingOf(
  ruleset: SearchableRuleset,
  variant: QueryVariant,
  typed: ReadonlySet<string>,
  story: ReadonlyMap<string, number>,
  ranking: RankingOptions,
): Reading {
  const stemming = isOn(ranking, 'stemming');
  // The last word may be unfinished: a judge is typing it.
  const tokens = tokenize(variant.text);
  const read = tokens.flatMap((word) => {
    const term = processTerm(word, stemming);
    return term === null ? [] : [{ word, term }];
  });
  const last = tokens.at(-1) ?? '';
  const words = read.map((t) => t.term);
  const weights = read.map(({ term }) => story.get(term) ?? 1);
  // A sentence that asks in fewer than two words of its own ("is that right?") asks what its story tells.
  const vague = read.filter(({ term }) => !story.has(term)).length < MIN_ASKED_WORDS;

  // A stop word typed last is searched all the same: it may begin another word ("in" → initiative).
  const endsInStopWord = last.length >= 2 && processTerm(last, stemming) === null;
  if (endsInStopWord) {
    words.push(last);
    weights.push(1);
  }
  const completions = new Set(last.length >= MIN_COMPLETED ? stemsBeyond(ruleset.words, last, stemming) : []);
  read.forEach(({ word, term }, i) => {
    if (!typed.has(word) || (i === words.length - 1 && completions.size)) return;
    const corrected = spelledAs(ruleset, word, term, i, words, ranking);
    if (corrected) words[i] = corrected;
  });
  // The words of the sentence that asks: a typed stop word that ends the query is none.
  const coreWeights = words.map((_term, i) =>
    i >= read.length ? 0 : story.has(read[i]?.term ?? '') && !vague ? 0 : 1,
  );
  return { variant, words, weights, coreWeights, completions, endsInStopWord };
}

/** Fewest words of its own a sentence that asks needs to say what it asks without its story. */
const MIN_ASKED_WORDS = 2;
/** Words already read for slips, per ruleset: what each was read as (undefined: as typed). */
const readSlips = new WeakMap<SearchableRuleset, Map<string, string | undefined>>();
const SLIPS_REMEMBERED = 2000;

/** How often a term is in the index: of two readings of a slip, the more common word is likelier meant. */
const entriesWith = (index: SearchableRuleset['index'], term: string, boosts: boolean): number =>
  searchWord(index, { term, prefix: false, fuzzy: false, weight: 1, boosts }).found.length;

/**
 * The index term of the word a slip was meant to be, read in this ruleset's own words (one edit from what was
 * typed, "holdng" → holding → hold), when the word as typed begins nothing in it; else undefined. A word no slip
 * reads may be the end of a longer word a judge shortens ("shifters" → shapeshifters).
 */
function spelledAs(
  ruleset: SearchableRuleset,
  word: string,
  term: string,
  i: number,
  terms: readonly string[],
  ranking: RankingOptions,
): string | undefined {
  if (fuzzyDistance(term) === false) return undefined;
  const [stemming, boosts] = [isOn(ranking, 'stemming'), isOn(ranking, 'boosts')];
  const prefixRule = SEARCH_OPTIONS.prefix as (term: string, i: number, terms: readonly string[]) => boolean;
  const prefix = prefixRule(term, i, terms);
  let read = readSlips.get(ruleset);
  if (!read) readSlips.set(ruleset, (read = new Map()));
  // Asked again at every keystroke after it (and in every other rulebook, where a word of this one is unknown).
  const key = stemming ? `${word} ${prefix}` : `${word} ${prefix} unstemmed`;
  if (read.has(key)) return read.get(key);
  let best: { term: string; entries: number } | undefined;
  if (searchWord(ruleset.index, { term, prefix, fuzzy: false, weight: 1, boosts }).found.length === 0) {
    for (const readings of [oneEditAway, endingIn]) {
      const meant = new Set(readings(ruleset.words, word).flatMap((w) => processTerm(w, stemming) ?? []));
      meant.delete(term);
      for (const candidate of meant) {
        const entries = entriesWith(ruleset.index, candidate, boosts);
        if (entries > (best?.entries ?? 0) || (entries === best?.entries && candidate < best.term))
          best = { term: candidate, entries };
      }
      if (best) break;
    }
  }
  if (read.size >= SLIPS_REMEMBERED) read.delete(read.keys().next().value ?? '');
  read.set(key, best?.term);
  return best?.term;
}

/**
 * What one reading finds, word by word. Words that match nothing as typed are searched again with typo
 * tolerance; the others stay exact (or prefix), so "bluffz" finds bluffs without "ready" also finding "reach".
 */
export function searchReading(
  index: SearchableRuleset['index'],
  { variant, words, weights, completions }: Reading,
  ranking: RankingOptions,
): Found[] {
  const boosts = isOn(ranking, 'boosts');
  // A synonym's words share one word's weight; a story's words count less.
  const storyOf = new Map(words.map((w, i) => [w, weights[i] ?? 1]));
  const weight = (term: string) => (variant.termWeights.get(term) ?? 1) * (storyOf.get(term) ?? 1);
  const prefixRule = SEARCH_OPTIONS.prefix as (term: string, i: number, terms: string[]) => boolean;
  const typed = words.map((term, i) =>
    searchWord(index, { term, prefix: prefixRule(term, i, words), fuzzy: false, weight: weight(term), boosts }),
  );
  const completed = [...completions].map((term) =>
    searchWord(index, { term, prefix: false, fuzzy: false, weight: ranking.weights.completion, boosts }),
  );
  const last = words.length - 1;
  const completes = completed.some((c) => c.found.length > 0);
  const found = (i: number) => (typed[i]?.found.length ?? 0) > 0 || (i === last && completes);
  // Found only as the beginning of other words: a slip ("sect" for sept) may begin an unrelated word (section).
  const onlyAsPrefix = (i: number, term: string) =>
    !/^\d/.test(term) &&
    term.length >= (i === last ? 5 : 4) &&
    !(i === last && completes) &&
    !(typed[i]?.found ?? []).some((f) => f.terms.includes(term));
  const typos = words.flatMap((term, i) => {
    const fuzzy = fuzzyDistance(term);
    if (!found(i))
      return fuzzy === false ? [] : [searchWord(index, { term, prefix: false, fuzzy, weight: weight(term), boosts })];
    return onlyAsPrefix(i, term)
      ? [searchWord(index, { term, prefix: false, fuzzy: 1, weight: weight(term), boosts })]
      : [];
  });
  return combineWords([...typed, ...completed, ...typos]);
}

/** Each ruleset's other games' words and everyday words as one list, per switches on: read in one pass. */
const wordMaps = new WeakMap<SearchableRuleset, Map<string, OtherGameWords>>();

function wordMapsOf(ruleset: SearchableRuleset, ranking: RankingOptions): OtherGameWords {
  const [other, plain] = [isOn(ranking, 'othergames'), isOn(ranking, 'plainwords')];
  const key = `${other} ${plain}`;
  let lists = wordMaps.get(ruleset);
  if (!lists) wordMaps.set(ruleset, (lists = new Map()));
  let list = lists.get(key);
  if (!list)
    lists.set(
      key,
      (list = [...(other ? (ruleset.otherGames ?? []) : []), ...(plain ? (ruleset.plainWords ?? []) : [])]),
    );
  return list;
}

/** Readings of the query in one ruleset: its words (names of games taken out), and as typed in a game it names. */
export function readingsIn(
  ruleset: SearchableRuleset,
  intent: QueryIntent,
  targets: readonly SearchableRuleset[],
  ranking: RankingOptions,
): { variant: QueryVariant; weight: number }[] {
  const { synonym, namesKept } = ranking.weights;
  const stemming = isOn(ranking, 'stemming');
  const synonyms = isOn(ranking, 'synonyms') ? ruleset.synonyms : [];
  const readings = queryVariants(intent.text, synonyms, stemming).map((variant, v) => ({
    variant,
    weight: v === 0 ? 1 : synonym,
  }));
  // Another game's words and everyday ones read in this game's own ("graveyard" → discard pile), below the words typed.
  const ownedElsewhere = (term: string) =>
    targets.some((t) => t !== ruleset && holdsTerm(indexTerms(t.words, stemming), term, false));
  const own = inOwnWords(
    intent.text,
    wordMapsOf(ruleset, ranking),
    ownedElsewhere,
    stemming,
    ranking.weights.otherGame,
  );
  if (own)
    queryVariants(own.text, synonyms, stemming).forEach((variant) =>
      readings.push({
        variant: { text: variant.text, termWeights: new Map([...own.termWeights, ...variant.termWeights]) },
        // Weighed as a synonym: a word the judge did not type ranks below the same match on the words typed.
        weight: synonym,
      }),
    );
  if (intent.named.has(ruleset.id) && intent.withNames !== intent.text)
    readings.push({ variant: { text: intent.withNames, termWeights: new Map() }, weight: namesKept });
  return readings;
}
