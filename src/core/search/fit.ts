import { type AskedKind, type EntryWords, bestPassage, entryWords } from './passages.ts';
import { type WordPositions, proximity } from './proximity.ts';
import { DEFAULT_RANKING, type RankingOptions, isOn } from './ranking-options.ts';
import type { SearchableRuleset } from './search-types.ts';
import { holdsTerm, indexTerms } from './vocabulary.ts';

/** An entry's words per ruleset, by id and by the switches they are read with (questions, stemming). */
const wordsCache = new WeakMap<SearchableRuleset, Map<string, EntryWords>>();

export function wordsOf(ruleset: SearchableRuleset, id: string, ranking: RankingOptions): EntryWords {
  let cache = wordsCache.get(ruleset);
  if (!cache) wordsCache.set(ruleset, (cache = new Map()));
  const [questionsOn, stemming] = [isOn(ranking, 'questions'), isOn(ranking, 'stemming')];
  // The app's own key is the id alone: an evaluation's switches make another.
  const key = questionsOn && stemming ? id : `${id} ${questionsOn} ${stemming}`;
  let words = cache.get(key);
  if (!words) {
    const full = ruleset.text(id) ?? '';
    const cut = full.indexOf('\n');
    const [title, text] = cut < 0 ? [full, ''] : [full.slice(0, cut), full.slice(cut + 1)];
    const questions = questionsOn ? ruleset.questions?.(id) : undefined;
    cache.set(key, (words = entryWords(title, text, ruleset.passages?.(id), questions, stemming)));
  }
  return words;
}

/** Reads an entry's word positions ahead of the first search that ranks it (the app does it when idle). */
export function prepareRanking(ruleset: SearchableRuleset, id: string, ranking = DEFAULT_RANKING): void {
  wordsOf(ruleset, id, ranking);
  indexTerms(ruleset.words, isOn(ranking, 'stemming'));
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
 * Across rulebooks, a word of the query counts for coverage by how few of the rulebooks searched have it at all:
 * "card" or "happen" is in every game and tells little of which one is meant, "sept" or "amber" points to one. A
 * word no rulebook has tells nothing either. The last word may be unfinished: any word it begins counts. Used by the
 * coverage across rulebooks (RankingWeights.acrossCoveragePower).
 */
export function rulebookSpecificity(
  targets: readonly SearchableRuleset[],
  stemming: boolean,
): (term: string, prefix: boolean) => number {
  const known = new Map<string, number>();
  return (term, prefix) => {
    const key = `${term} ${prefix}`;
    let weight = known.get(key);
    if (weight === undefined) {
      const holding = targets.filter((t) => holdsTerm(indexTerms(t.words, stemming), term, prefix)).length;
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
  /** What it is multiplied by in its own rulebook alone: the coverage across rulebooks left out. */
  ownBoost: number;
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
  ranking: RankingOptions,
): Fit {
  const w = ranking.weights;
  const fit = bestPassage(queryWords, words, lastForms, asked, storyWeights, coreWeights, w);
  // Words together in a passage, or a title's words followed by the first words of the text.
  const near = Math.max(fit.near, proximity(queryWords, words.whole, lastForms, storyWeights));
  const passageBoost = isOn(ranking, 'proximity')
    ? 1 + w.proximity * near + w.coverage * fit.coverage + w.kind * fit.kind
    : 1;
  const acrossWeights = weights?.map((w, i) => w * (storyWeights[i] ?? 1));
  const across = acrossWeights
    ? queryCoverage(queryWords, acrossWeights, words.whole, lastForms) ** w.acrossCoveragePower
    : 1;
  // An FAQ whose question shares the query's words but whose answer does not is a similar question, not the answer.
  const answers =
    words.titleAsks && isOn(ranking, 'intent') ? w.askingTitleFloor + (1 - w.askingTitleFloor) * fit.own : 1;
  return {
    passage: fit.id,
    coverage: fit.coverage,
    core: fit.core,
    near,
    across,
    boost: passageBoost * across * answers,
    ownBoost: passageBoost * answers,
  };
}

/** The query is an entry's title, word for word (once stemmed): that entry is what the judge named. */
export function namesExactly(asked: ReadonlySet<string>, entry: EntryWords): boolean {
  if (asked.size === 0 || asked.size !== entry.title.size) return false;
  for (const w of asked) if (!entry.title.has(w)) return false;
  return true;
}
