import { isOn } from './ablation.ts';
import { type AskedKind, type EntryWords, bestPassage, entryWords } from './passages.ts';
import { type WordPositions, proximity } from './proximity.ts';
import type { SearchableRuleset } from './search-types.ts';
import { holdsTerm, indexTerms } from './vocabulary.ts';

/** Weight of query words standing together in the best passage of a result (0: ignored; 1: up to doubles the score). */
const PROXIMITY_WEIGHT = 0.8;
/** Weight of the share of the query's words found together in the best passage (or the title). */
const COVERAGE_WEIGHT = 1;
/** Weight of a best passage of the kind the question asks for: one that forbids, or states a consequence. */
const KIND_WEIGHT = 0.5;
/** What an FAQ scores with no query word in its answer, of what it scores with all of them there. */
const ASKING_TITLE_FLOOR = 0.5;

const wordsCache = new WeakMap<SearchableRuleset, Map<string, EntryWords>>();

export function wordsOf(ruleset: SearchableRuleset, id: string): EntryWords {
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

/** A title that names what is asked about: its words and the question's, all of one in the other (Jaccard). */
export function definesAsked(asked: readonly string[], entry: EntryWords): number {
  const title = new Set(entry.title.keys());
  if (title.size === 0 || asked.length === 0) return 0;
  const wanted = new Set(asked);
  let shared = 0;
  for (const w of wanted) if (title.has(w)) shared++;
  if (shared === 0 || (shared < wanted.size && shared < title.size)) return 0;
  return shared / (title.size + wanted.size - shared);
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
export function rulebookSpecificity(targets: readonly SearchableRuleset[]): (term: string, prefix: boolean) => number {
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
export interface Fit {
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
export function fitOf(
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

/** The query is an entry's title, word for word (once stemmed): that entry is what the judge named. */
export function namesExactly(asked: ReadonlySet<string>, entry: EntryWords): boolean {
  if (asked.size === 0 || asked.size !== entry.title.size) return false;
  for (const w of asked) if (!entry.title.has(w)) return false;
  return true;
}
