import type { IndexQuestion, OtherGameWords, Passage, SynonymGroups } from '../content/model.ts';
import { isOn } from './ablation.ts';
import type { SearchIndex } from './index.ts';
import { type QueryIntent, readIntent } from './intent.ts';
import { SEARCH_OPTIONS, fuzzyDistance } from './options.ts';
import { ASKED_NOTHING, type AskedKind, type EntryWords, bestPassage, entryWords } from './passages.ts';
import { inOwnWords } from './other-games.ts';
import { type WordPositions, indexedWords, proximity } from './proximity.ts';
import { type QueryVariant, queryVariants } from './query.ts';
import { processTerm, tokenize } from './tokenize.ts';
import { endingIn, holdsTerm, indexTerms, oneEditAway, stemsBeyond } from './vocabulary.ts';
import { type TableTalk, readTableTalk } from './table-talk.ts';
import { type Found, combineWords, searchWord } from './word-search.ts';

/** One result: which entry, how well it matched, and the index terms it matched (for highlighting). */
export interface SearchHit {
  ruleset: string;
  id: string;
  score: number;
  terms: string[];
  /** Anchor of the passage that matched best (the snippet is cut from it), when the ruleset has passages. */
  passage?: string;
  /**
   * How much of the question the entry's best passage (or its question index) says, 0–1: the share of the
   * query's words found there, by weight. Low for every result: no result states what was asked.
   */
  strength: number;
}

/** What the engine needs of a ruleset: its index and vocabulary, synonyms, and the text of its entries. */
export interface SearchableRuleset extends SearchIndex {
  id: string;
  synonyms: SynonymGroups;
  /** Title and text of an entry (title on the first line), for proximity ranking. */
  text: (id: string) => string | undefined;
  /** Passages of an entry, for ranking an entry by its best passage and naming it in the result. */
  passages?: (id: string) => readonly Passage[] | undefined;
  /** An entry's question index: questions it answers, each pinned to its passage. */
  questions?: (id: string) => readonly IndexQuestion[] | undefined;
  /** Words players bring from other games, read as this game's own terms (other-games.yaml). */
  otherGames?: OtherGameWords;
  /** Names and shorthands of the game (lower case): in a search across rulebooks they steer to this one. */
  names?: readonly string[];
}

export interface SearchRequest {
  text: string;
  /** Only this ruleset; null or absent searches every ruleset given. */
  ruleset?: string | null;
  limit?: number;
}

/** Weight of query words standing together in the best passage of a result (0: ignored; 1: up to doubles the score). */
const PROXIMITY_WEIGHT = 0.8;
/** Weight of the share of the query's words found together in the best passage (or the title). */
const COVERAGE_WEIGHT = 1;
/** Weight of a title that names what a definition question asks about ("what does elusive mean" → ELUSIVE). */
const DEFINITION_WEIGHT = 1.5;
/** The query as typed, names included, read in the game it names: counts a little less than the words without. */
const NAMES_KEPT_WEIGHT = 0.9;
/**
 * Candidates kept from each reading, re-ranked by passage fit: enough for the results shown. Passage fit at most
 * multiplies a score by a small constant, and every one of these scores at least as well as any below them,
 * so twice the results asked for (at least this many) holds the best.
 */
const RERANK = 60;
/** Weight of a best passage of the kind the question asks for: one that forbids, or states a consequence. */
const KIND_WEIGHT = 0.5;
/** What an FAQ scores with no query word in its answer, of what it scores with all of them there. */
const ASKING_TITLE_FLOOR = 0.5;
/** A match through a synonym ranks just below the same match on the words typed. */
const SYNONYM_WEIGHT = 0.9;
/** A word completed from the vocabulary counts as a prefix match does. */
const COMPLETION_WEIGHT = SEARCH_OPTIONS.weights?.prefix ?? 0.5;
/** Shortest word being typed worth completing from the vocabulary: below it, the stem prefix finds nearly all. */
const MIN_COMPLETED = 3;

const wordsCache = new WeakMap<SearchableRuleset, Map<string, EntryWords>>();

function wordsOf(ruleset: SearchableRuleset, id: string): EntryWords {
  let cache = wordsCache.get(ruleset);
  if (!cache) wordsCache.set(ruleset, (cache = new Map()));
  let words = cache.get(id);
  if (!words) {
    const full = ruleset.text(id) ?? '';
    const cut = full.indexOf('\n');
    const [title, text] = cut < 0 ? [full, ''] : [full.slice(0, cut), full.slice(cut + 1)];
    const questions = isOn('questions') ? ruleset.questions?.(id) : undefined;
    cache.set(id, (words = entryWords(title, text, ruleset.passages?.(id), questions)));
  }
  return words;
}

/** Reads an entry's word positions ahead of the first search that ranks it (the app does it when idle). */
export function prepareRanking(ruleset: SearchableRuleset, id: string): void {
  wordsOf(ruleset, id);
  indexTerms(ruleset.words);
}

/** One reading of the query against one ruleset, with what ranking needs to know of its words. */
interface Reading {
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
function readingOf(
  ruleset: SearchableRuleset,
  variant: QueryVariant,
  typed: ReadonlySet<string>,
  story: ReadonlyMap<string, number>,
): Reading {
  // The last word may be unfinished: a judge is typing it.
  const tokens = tokenize(variant.text);
  const read = tokens.flatMap((word) => {
    const term = processTerm(word);
    return term === null ? [] : [{ word, term }];
  });
  const last = tokens.at(-1) ?? '';
  const words = read.map((t) => t.term);
  const weights = read.map(({ term }) => story.get(term) ?? 1);
  // A sentence that asks in fewer than two words of its own ("is that right?") asks what its story tells.
  const vague = read.filter(({ term }) => !story.has(term)).length < MIN_ASKED_WORDS;

  // A stop word typed last is searched all the same: it may begin another word ("in" → initiative).
  const endsInStopWord = last.length >= 2 && processTerm(last) === null;
  if (endsInStopWord) {
    words.push(last);
    weights.push(1);
  }
  const completions = new Set(last.length >= MIN_COMPLETED ? stemsBeyond(ruleset.words, last) : []);
  read.forEach(({ word, term }, i) => {
    if (!typed.has(word) || (i === words.length - 1 && completions.size)) return;
    const corrected = spelledAs(ruleset, word, term, i, words);
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
const entriesWith = (index: SearchableRuleset['index'], term: string): number =>
  searchWord(index, { term, prefix: false, fuzzy: false, weight: 1 }).found.length;

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
): string | undefined {
  if (fuzzyDistance(term) === false) return undefined;
  const prefixRule = SEARCH_OPTIONS.prefix as (term: string, i: number, terms: readonly string[]) => boolean;
  const prefix = prefixRule(term, i, terms);
  let read = readSlips.get(ruleset);
  if (!read) readSlips.set(ruleset, (read = new Map()));
  // Asked again at every keystroke after it (and in every other rulebook, where a word of this one is unknown).
  const key = `${word} ${prefix}`;
  if (read.has(key)) return read.get(key);
  let best: { term: string; entries: number } | undefined;
  if (searchWord(ruleset.index, { term, prefix, fuzzy: false, weight: 1 }).found.length === 0) {
    for (const readings of [oneEditAway, endingIn]) {
      const meant = new Set(readings(ruleset.words, word).flatMap((w) => processTerm(w) ?? []));
      meant.delete(term);
      for (const candidate of meant) {
        const entries = entriesWith(ruleset.index, candidate);
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
function searchReading(index: SearchableRuleset['index'], { variant, words, weights, completions }: Reading): Found[] {
  // A synonym's words share one word's weight; a story's words count less.
  const storyOf = new Map(words.map((w, i) => [w, weights[i] ?? 1]));
  const weight = (term: string) => (variant.termWeights.get(term) ?? 1) * (storyOf.get(term) ?? 1);
  const prefixRule = SEARCH_OPTIONS.prefix as (term: string, i: number, terms: string[]) => boolean;
  const typed = words.map((term, i) =>
    searchWord(index, { term, prefix: prefixRule(term, i, words), fuzzy: false, weight: weight(term) }),
  );
  const completed = [...completions].map((term) =>
    searchWord(index, { term, prefix: false, fuzzy: false, weight: COMPLETION_WEIGHT }),
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
      return fuzzy === false ? [] : [searchWord(index, { term, prefix: false, fuzzy, weight: weight(term) })];
    return onlyAsPrefix(i, term) ? [searchWord(index, { term, prefix: false, fuzzy: 1, weight: weight(term) })] : [];
  });
  return combineWords([...typed, ...completed, ...typos]);
}

/** A title that names what is asked about: its words and the question's, all of one in the other (Jaccard). */
function definesAsked(asked: readonly string[], entry: EntryWords): number {
  const title = new Set(entry.title.keys());
  if (title.size === 0 || asked.length === 0) return 0;
  const wanted = new Set(asked);
  let shared = 0;
  for (const w of wanted) if (title.has(w)) shared++;
  if (shared === 0 || (shared < wanted.size && shared < title.size)) return 0;
  return shared / (title.size + wanted.size - shared);
}

/** Readings of the query in one ruleset: its words (names of games taken out), and as typed in a game it names. */
function readingsIn(
  ruleset: SearchableRuleset,
  intent: QueryIntent,
  targets: readonly SearchableRuleset[],
): { variant: QueryVariant; weight: number }[] {
  const synonyms = isOn('synonyms') ? ruleset.synonyms : [];
  const readings = queryVariants(intent.text, synonyms).map((variant, v) => ({
    variant,
    weight: v === 0 ? 1 : SYNONYM_WEIGHT,
  }));
  // Another game's words read in this game's own ("graveyard" → discard pile), below the words typed.
  const ownedElsewhere = (term: string) =>
    targets.some((t) => t !== ruleset && holdsTerm(indexTerms(t.words), term, false));
  const own = isOn('othergames') ? inOwnWords(intent.text, ruleset.otherGames, ownedElsewhere) : null;
  if (own)
    queryVariants(own.text, synonyms).forEach((variant) =>
      readings.push({
        variant: { text: variant.text, termWeights: new Map([...own.termWeights, ...variant.termWeights]) },
        // Read as a synonym is (measured on the round-three tuning half: other-game MRR 0.802 at 1, 0.833 at 0.9).
        weight: SYNONYM_WEIGHT,
      }),
    );
  if (intent.named.has(ruleset.id) && intent.withNames !== intent.text)
    readings.push({ variant: { text: intent.withNames, termWeights: new Map() }, weight: NAMES_KEPT_WEIGHT });
  return readings;
}

/**
 * Across rulebooks, a hit counts by the share of the query's words its entry holds, squared: BM25 weighs a word by
 * how rare it is in its own rulebook, so one rare word in another game would otherwise outrank every word of the
 * question in the right one (measured: all-rulebooks recall@3 0.868 → 0.878 and MRR@10 0.814 → 0.829 on the style
 * and dev questions; dividing by each rulebook's best score measured worse). Words count in that share by how few
 * rulebooks have them (rulebookSpecificity; measured: styles 0.905/0.798 → 0.915/0.808, dev 0.902/0.829 →
 * 0.902/0.836).
 */
const ACROSS_COVERAGE_POWER = 2;

/**
 * Across rulebooks, a word of the query counts for coverage by how few of the rulebooks searched have it at all:
 * "card" or "happen" is in every game and tells little of which one is meant, "sept" or "amber" points to one. A
 * word no rulebook has tells nothing either. The last word may be unfinished: any word it begins counts.
 */
function rulebookSpecificity(targets: readonly SearchableRuleset[]): (term: string, prefix: boolean) => number {
  const known = new Map<string, number>();
  return (term, prefix) => {
    const key = `${term} ${prefix}`;
    let weight = known.get(key);
    if (weight === undefined) {
      const holding = targets.filter((t) => holdsTerm(indexTerms(t.words), term, prefix)).length;
      weight = Math.log(1 + targets.length / (holding || targets.length));
      known.set(key, weight);
    }
    return weight;
  };
}

/** Share of the query's words found in an entry (its last word also in the forms it was completed to), by weight. */
function queryCoverage(
  queryWords: readonly string[],
  weights: readonly number[],
  words: WordPositions,
  lastForms: readonly string[],
): number {
  const last = queryWords.length - 1;
  let [all, found] = [0, 0];
  queryWords.forEach((q, i) => {
    const weight = weights[i] ?? 1;
    all += weight;
    if (words.has(q) || (i === last && lastForms.some((f) => words.has(f)))) found += weight;
  });
  return all > 0 ? found / all : 1;
}

/** How well an entry answers the query's words beyond BM25: by its best passage and, across rulebooks, its coverage. */
interface Fit {
  /** The best passage's anchor. */
  passage: string | null;
  coverage: number;
  /** Coverage of the sentence that asks, a story's words aside (see PassageFit). */
  core: number;
  near: number;
  across: number;
  /** What the BM25 score is multiplied by. */
  boost: number;
}

/** `weights`: of each query word across rulebooks (see rulebookSpecificity), or null searching one rulebook. */
function fitOf(
  queryWords: readonly string[],
  storyWeights: readonly number[],
  coreWeights: readonly number[],
  weights: readonly number[] | null,
  words: EntryWords,
  lastForms: readonly string[],
  asked: AskedKind,
): Fit {
  const fit = bestPassage(queryWords, words, lastForms, asked, storyWeights, coreWeights);
  // Words together in a passage, or a title's words followed by the first words of the text.
  const near = Math.max(fit.near, proximity(queryWords, words.whole, lastForms, storyWeights));
  const passageBoost = isOn('proximity')
    ? 1 + PROXIMITY_WEIGHT * near + COVERAGE_WEIGHT * fit.coverage + KIND_WEIGHT * fit.kind
    : 1;
  const acrossWeights = weights?.map((w, i) => w * (storyWeights[i] ?? 1));
  const across = acrossWeights
    ? queryCoverage(queryWords, acrossWeights, words.whole, lastForms) ** ACROSS_COVERAGE_POWER
    : 1;
  // An FAQ whose question shares the query's words but whose answer does not is a similar question, not the answer.
  const answers = words.titleAsks && isOn('intent') ? ASKING_TITLE_FLOOR + (1 - ASKING_TITLE_FLOOR) * fit.own : 1;
  return {
    passage: fit.id,
    coverage: fit.coverage,
    core: fit.core,
    near,
    across,
    boost: passageBoost * across * answers,
  };
}

/**
 * Searches one ruleset, or all of them and merges by score. Each ruleset is queried with its own synonyms,
 * so "A" means Æmber only in KeyForge. Across rulesets, the results of a ruleset the query names come first.
 */
export function search(rulesets: readonly SearchableRuleset[], request: SearchRequest): SearchHit[] {
  const text = request.text.trim();
  if (!text) return [];
  const targets = request.ruleset ? rulesets.filter((r) => r.id === request.ruleset) : rulesets;
  const limit = request.limit ?? 20;
  const keep = Math.max(RERANK, 2 * limit);
  // A long question told as a story is read for the sentence that asks (table-talk.ts).
  const talk: TableTalk = isOn('talk') ? readTableTalk(text) : { text, asked: text, storyWeights: new Map() };
  const names = new Map(targets.map((r) => [r.id, r.names ?? []]));
  const intent = kindAsked(
    readIntent(talk.text, names),
    talk.asked === talk.text ? null : readIntent(talk.asked, names),
  );
  const asked = intent.definition ? indexedWords(intent.definedText) : [];
  const askedKind: AskedKind = isOn('intent') ? intent : ASKED_NOTHING;
  const typedWords = new Set(tokenize(text));
  // BM25 scores of different rulesets compare as they are (normalising per ruleset measured worse; see eval).
  const merging = targets.length > 1;
  const specificity = merging ? rulebookSpecificity(targets) : null;
  // Matched terms stay as MiniSearch returns them until a hit makes the final list: most never do.
  const hits: (Omit<SearchHit, 'terms'> & { terms: Iterable<string>; named: boolean; titled: boolean })[] = [];
  const askedWords = new Set(indexedWords(intent.definedText));
  for (const ruleset of targets) {
    const best = new Map<
      string,
      { home: string; score: number; terms: Iterable<string>; passage: string | null; strength: number }
    >();
    readingsIn(ruleset, intent, targets).forEach(({ variant, weight }) => {
      const reading = readingOf(ruleset, variant, typedWords, talk.storyWeights);
      const lastWord = reading.words.at(-1) ?? '';
      const last = reading.words.length - 1;
      const weights = specificity && reading.words.map((w, i) => specificity(w, i === last));
      const finished = reading.endsInStopWord ? reading.words.slice(0, -1) : reading.words;
      const finishedWeights = weights && (reading.endsInStopWord ? weights.slice(0, -1) : weights);
      const finishedStory = reading.endsInStopWord ? reading.weights.slice(0, -1) : reading.weights;
      const results = searchReading(ruleset.index, reading);
      // Ties at the cut are all kept: which of them is listed first depends on how the index was built.
      const cut = Math.fround(results[Math.min(results.length, keep) - 1]?.score ?? 0);
      for (const r of results) {
        if (Math.fround(r.score) < cut) break;
        const id = r.id;
        const words = wordsOf(ruleset, id);
        const lastForms = r.terms.filter((t) => t.startsWith(lastWord) || reading.completions.has(t));
        // A stop word typed last may begin a word ("in" → initiative) or end a question ("… when I play it"): as
        // a finished word it is no part of what an entry should cover; an entry it begins a word of reads either way.
        let fit = fitOf(
          finished,
          finishedStory,
          reading.coreWeights,
          finishedWeights,
          words,
          reading.endsInStopWord ? [] : lastForms,
          askedKind,
        );
        if (reading.endsInStopWord && lastForms.length) {
          const typing = fitOf(
            reading.words,
            reading.weights,
            reading.coreWeights,
            weights,
            words,
            lastForms,
            askedKind,
          );
          if (typing.boost > fit.boost) fit = typing;
        }
        const defines = asked.length ? 1 + DEFINITION_WEIGHT * definesAsked(asked, words) : 1;
        // Canonical scores: a saved index sums in another order (last-bit differences); rounding to single
        // precision makes results independent of how the index was built. Other readings count a little less.
        const score = Math.fround(r.score * fit.boost * defines * weight);
        const seen = best.get(id);
        const strength = fit.core * (reading.variant.termWeights.size ? SYNONYM_WEIGHT : 1);
        if (!seen) best.set(id, { home: r.home, score, terms: r.terms, passage: fit.passage, strength });
        else {
          if (score > seen.score) [seen.score, seen.passage] = [score, fit.passage ?? seen.passage];
          seen.strength = Math.max(seen.strength, strength);
          seen.terms = new Set([...seen.terms, ...r.terms]);
        }
      }
    });
    const ranked = [...best].sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b));
    // A rulebook the query names ("… keyforge") comes before the others: the judge said which game.
    const named = merging && intent.named.has(ruleset.id);
    // A summary definition adds nothing when the definition it summarises ranks above it.
    const shown = new Set<string>();
    for (const [id, { home, score, terms, passage, strength }] of ranked) {
      shown.add(id);
      if (home && shown.has(home)) continue;
      const titled = isOn('intent') && namesExactly(askedWords, wordsOf(ruleset, id));
      hits.push({ ruleset: ruleset.id, id, score, terms, named, titled, strength, ...(passage ? { passage } : {}) });
    }
  }
  hits.sort(
    (a, b) =>
      Number(b.named) - Number(a.named) ||
      Number(b.titled) - Number(a.titled) ||
      b.score - a.score ||
      a.ruleset.localeCompare(b.ruleset) ||
      a.id.localeCompare(b.id),
  );
  if (merging && !intent.named.size && isOn('intent')) showSecondRulebook(hits);
  return hits
    .slice(0, limit)
    .map(({ named: _, titled: _t, ...hit }) => ({ ...hit, terms: [...new Set(hit.terms)].sort() }));
}

/**
 * A long question's kind (definition, prohibition, consequence) is read from the sentence that asks, not from its
 * story ("he could not attack, so … what does frenzy mean?" asks a definition); its words to search stay all of it.
 */
function kindAsked(whole: QueryIntent, sentence: QueryIntent | null): QueryIntent & { definedText: string } {
  if (!sentence) return { ...whole, definedText: whole.text };
  const { definition, prohibition, consequence } = sentence;
  return { ...whole, definition, prohibition, consequence, definedText: sentence.text };
}

/** The query is an entry's title, word for word (once stemmed): that entry is what the judge named. */
function namesExactly(asked: ReadonlySet<string>, entry: EntryWords): boolean {
  if (asked.size === 0 || asked.size !== entry.title.size) return false;
  for (const w of asked) if (!entry.title.has(w)) return false;
  return true;
}

/** Share of the best score another rulebook's best answer needs to be shown among the first three. */
const SECOND_RULEBOOK_SHARE = 0.7;
/** Place (0-based) a second rulebook's answer is raised to: the first three are what a judge reads. */
const SECOND_RULEBOOK_PLACE = 2;

/**
 * A question naming no game that two rulebooks answer (Rage 2018 and Rage: Across Las Vegas share most terms):
 * the other rulebook's best answer is shown among the first three when it scores near the first, each labelled.
 */
function showSecondRulebook<T extends { ruleset: string; score: number }>(hits: T[]): void {
  const first = hits[0];
  if (!first) return;
  const other = hits.findIndex((h) => h.ruleset !== first.ruleset);
  if (other <= SECOND_RULEBOOK_PLACE) return;
  const hit = hits[other] as T;
  if (hit.score < SECOND_RULEBOOK_SHARE * first.score) return;
  hits.splice(other, 1);
  hits.splice(SECOND_RULEBOOK_PLACE, 0, hit);
}
