import { definesAsked, fitOf, namesExactly, rulebookSpecificity, wordsOf } from './fit.ts';
import { type QueryIntent, readIntent } from './intent.ts';
import { ASKED_NOTHING, type AskedKind, askedWords, pinnedBy } from './passages.ts';
import { indexedWords } from './proximity.ts';
import { type RankingOptions, type RankingWeights, isOn, rankingOptions } from './ranking-options.ts';
import { type Reading, readingOf, readingsIn, searchReading } from './reading.ts';
import { rulebookPrior } from './rulebook-prior.ts';
import type { SearchHit, SearchRequest, SearchableRuleset } from './search-types.ts';
import { type TableTalk, readTableTalk } from './table-talk.ts';
import { tokenize } from './tokenize.ts';

export type { SearchHit, SearchRequest, SearchableRuleset } from './search-types.ts';
export { prepareRanking } from './fit.ts';

/** The query as read once for every ruleset searched: its story, what it asks, and how it is ranked. */
interface ReadQuery {
  ranking: RankingOptions;
  /** Candidates kept from each reading for re-ranking (see RankingWeights.rerank and acrossRerank). */
  keep: number;
  talk: TableTalk;
  intent: QueryIntent & { definedText: string };
  /** Index terms of what a definition question asks about (none for another question). */
  asked: string[];
  askedKind: AskedKind;
  /** The query's words as typed: only those may be slips. */
  typedWords: Set<string>;
  /** Searching more than one ruleset: results are merged by score. */
  merging: boolean;
  specificity: ((term: string, prefix: boolean) => number) | null;
  /** Index terms of the words asked about, to find an entry titled exactly so. */
  askedWords: Set<string>;
  /** Every word of the sentence that asks, to find an index question asked in nearly its words (null: off). */
  askedAs: ReadonlySet<string> | null;
}

/** A hit before the final list: its matched terms as MiniSearch returns them, most never shown. */
type RankedHit = Omit<SearchHit, 'terms'> & {
  terms: Iterable<string>;
  named: boolean;
  titled: boolean;
  /** The query is one of the entry's index questions, asked in nearly its words. */
  pinned: boolean;
  own: number;
};

/** An entry's best score over the readings of the query, with what it matched. */
interface Best {
  home: string;
  score: number;
  /** The score as a search of its own rulebook alone ranks it: the coverage across rulebooks left out. */
  own: number;
  terms: Iterable<string>;
  passage: string | null;
  strength: number;
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
  const query = readQuery(text, targets, limit, rankingOptions(request.ranking));
  const prior = priorOf(targets, query);
  const hits = targets.flatMap((ruleset) => rankIn(ruleset, targets, query));
  // Across rulebooks, a question naming no game leans to the rulebook its words are most of (rulebook-prior.ts). It
  // orders the list only: a score stays the evidence the entry states the question, which "not sure" reads.
  const leaning = (hit: RankedHit) => (prior ? Math.fround(hit.score * (prior.get(hit.ruleset) ?? 1)) : hit.score);
  hits.sort(
    (a, b) =>
      Number(b.named) - Number(a.named) ||
      Number(b.titled) - Number(a.titled) ||
      Number(b.pinned) - Number(a.pinned) ||
      leaning(b) - leaning(a) ||
      a.ruleset.localeCompare(b.ruleset) ||
      a.id.localeCompare(b.id),
  );
  if (query.merging && isOn(query.ranking, 'ownorder')) {
    const { ownOrderCoverage, storyOwnOrderCoverage, acrossCoveragePower } = query.ranking.weights;
    const story = query.talk.asked !== query.talk.text;
    inOwnOrder(hits, (story ? storyOwnOrderCoverage : ownOrderCoverage) / acrossCoveragePower);
  }
  if (query.merging && !query.intent.named.size && isOn(query.ranking, 'intent'))
    showSecondRulebook(hits, query.ranking.weights);
  if (query.merging && !query.intent.named.size && isOn(query.ranking, 'intent'))
    showSiblings(hits, targets, query.ranking.weights);
  return hits.slice(0, limit).map(({ named: _, titled: _t, pinned: _p, own: _o, ...hit }) => ({
    ...hit,
    terms: [...new Set(hit.terms)].sort(),
  }));
}

/** Reads the query once: the sentence that asks in a story, what kind of answer it wants, which games it names. */
function readQuery(
  text: string,
  targets: readonly SearchableRuleset[],
  limit: number,
  ranking: RankingOptions,
): ReadQuery {
  const stemming = isOn(ranking, 'stemming');
  // A long question told as a story is read for the sentence that asks (table-talk.ts).
  const talk: TableTalk = isOn(ranking, 'talk')
    ? readTableTalk(text, stemming, ranking.weights.story)
    : { text, asked: text, storyWeights: new Map() };
  const names = new Map(targets.map((r) => [r.id, r.names ?? []]));
  const intent = kindAsked(
    readIntent(talk.text, names, stemming),
    talk.asked === talk.text ? null : readIntent(talk.asked, names, stemming),
  );
  // BM25 scores of different rulesets compare as they are (normalising per ruleset measured worse; see eval).
  const merging = targets.length > 1;
  return {
    ranking,
    keep: merging ? Math.max(ranking.weights.acrossRerank, limit) : Math.max(ranking.weights.rerank, 2 * limit),
    talk,
    intent,
    asked: intent.definition ? indexedWords(intent.definedText, stemming) : [],
    askedKind: isOn(ranking, 'intent') ? intent : ASKED_NOTHING,
    typedWords: new Set(tokenize(text)),
    merging,
    specificity: merging ? rulebookSpecificity(targets, stemming) : null,
    askedWords: new Set(indexedWords(intent.definedText, stemming)),
    askedAs: isOn(ranking, 'pinned') && isOn(ranking, 'questions') ? askedWords(talk.asked, stemming) : null,
  };
}

/** Across rulebooks, for a question naming no game: how likely each rulebook is from its words (else null). */
function priorOf(targets: readonly SearchableRuleset[], query: ReadQuery): Map<string, number> | null {
  const { merging, intent, ranking, talk } = query;
  if (!merging || intent.named.size || !isOn(ranking, 'prior')) return null;
  const words = indexedWords(intent.text, isOn(ranking, 'stemming'));
  const terms = [...new Set(words)].map((term) => ({
    term,
    prefix: term === words.at(-1),
    weight: talk.storyWeights.get(term) ?? 1,
  }));
  const { priorStrength: strength, priorSmoothing: smoothing } = ranking.weights;
  return rulebookPrior(targets, terms, { strength, smoothing });
}

/** One ruleset's hits: each entry at its best over the readings of the query, a summary below its definition left out. */
function rankIn(ruleset: SearchableRuleset, targets: readonly SearchableRuleset[], query: ReadQuery): RankedHit[] {
  const { ranking, talk, typedWords, intent, merging, askedWords, askedAs } = query;
  const best = new Map<string, Best>();
  readingsIn(ruleset, intent, targets, ranking).forEach(({ variant, weight }) =>
    scoreReading(ruleset, readingOf(ruleset, variant, typedWords, talk.storyWeights, ranking), weight, query, best),
  );
  const ranked = [...best].sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b));
  // A rulebook the query names ("… keyforge") comes before the others: the judge said which game.
  const named = merging && intent.named.has(ruleset.id);
  // A summary definition adds nothing when the definition it summarises ranks above it.
  const shown = new Set<string>();
  const hits: RankedHit[] = [];
  for (const [id, { home, score, own, terms, passage, strength }] of ranked) {
    shown.add(id);
    if (home && shown.has(home)) continue;
    const words = wordsOf(ruleset, id, ranking);
    const titled = isOn(ranking, 'intent') && namesExactly(askedWords, words);
    // Asked in an index question's words: its passage answers, whatever passage shared more words.
    const pin = askedAs && pinnedBy(askedAs, words, ranking.weights);
    const hit = { ruleset: ruleset.id, id, score, own, terms, named, titled, pinned: !!pin, strength };
    const at = pin ? pin.passage : passage;
    hits.push({ ...hit, ...(at ? { passage: at } : {}) });
  }
  return hits;
}

/** Scores one reading's candidates by how their passages fit it, keeping each entry's best score in `best`. */
function scoreReading(
  ruleset: SearchableRuleset,
  reading: Reading,
  weight: number,
  { ranking, keep, asked, askedKind, specificity }: ReadQuery,
  best: Map<string, Best>,
): void {
  const lastWord = reading.words.at(-1) ?? '';
  const last = reading.words.length - 1;
  const weights = specificity && reading.words.map((w, i) => specificity(w, i === last));
  const finished = reading.endsInStopWord ? reading.words.slice(0, -1) : reading.words;
  const finishedWeights = weights && (reading.endsInStopWord ? weights.slice(0, -1) : weights);
  const finishedStory = reading.endsInStopWord ? reading.weights.slice(0, -1) : reading.weights;
  const results = searchReading(ruleset.index, reading, ranking);
  // Ties at the cut are all kept: which of them is listed first depends on how the index was built.
  const cut = Math.fround(results[Math.min(results.length, keep) - 1]?.score ?? 0);
  for (const r of results) {
    if (Math.fround(r.score) < cut) break;
    const id = r.id;
    const words = wordsOf(ruleset, id, ranking);
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
      ranking,
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
        ranking,
      );
      if (typing.boost > fit.boost) fit = typing;
    }
    const defines = asked.length ? 1 + ranking.weights.definition * definesAsked(asked, words) : 1;
    // Canonical scores: a saved index sums in another order (last-bit differences); rounding to single
    // precision makes results independent of how the index was built. Other readings count a little less.
    const score = Math.fround(r.score * fit.boost * defines * weight);
    const own = Math.fround(r.score * fit.ownBoost * defines * weight);
    const seen = best.get(id);
    const strength = fit.core * (reading.variant.termWeights.size ? ranking.weights.synonym : 1);
    if (!seen) best.set(id, { home: r.home, score, own, terms: r.terms, passage: fit.passage, strength });
    else {
      seen.own = Math.max(seen.own, own);
      if (score > seen.score) [seen.score, seen.passage] = [score, fit.passage ?? seen.passage];
      seen.strength = Math.max(seen.strength, strength);
      seen.terms = new Set([...seen.terms, ...r.terms]);
    }
  }
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

/** The rulesets searched that are siblings of `id` (declared on either side), in the order searched. */
function siblingsOf(id: string, targets: readonly SearchableRuleset[]): string[] {
  const own = targets.find((r) => r.id === id)?.siblings ?? [];
  return targets.filter((r) => r.id !== id && (own.includes(r.id) || r.siblings?.includes(id))).map((r) => r.id);
}

/**
 * A question naming no game, first answered by a rulebook with siblings (Rage 2018 and Rage: Across Las Vegas
 * share most words, so one fills the first three): a sibling's best answer not among the first three is raised to
 * `siblingPlace` when it scores near enough and states as much of the question. The best of each rulebook in the
 * first three is labelled `bestOf`, so the list reads as the best of each rather than three of one.
 */
function showSiblings<T extends { ruleset: string; score: number; strength: number; bestOf?: true }>(
  hits: T[],
  targets: readonly SearchableRuleset[],
  { siblingPlace: place, siblingShare, siblingStrength }: RankingWeights,
): void {
  const first = hits[0];
  if (!first) return;
  const siblings = siblingsOf(first.ruleset, targets);
  for (const sibling of siblings) {
    const at = hits.findIndex((h) => h.ruleset === sibling);
    const hit = hits[at];
    if (!hit || at <= place) continue;
    if (hit.score < siblingShare * first.score || hit.strength < first.strength - siblingStrength) continue;
    hits.splice(at, 1);
    hits.splice(place, 0, hit);
  }
  // Labelled where the first three hold the best of the first rulebook and of a sibling.
  const shown = hits.slice(0, place + 1);
  if (!shown.some((h) => siblings.includes(h.ruleset))) return;
  for (const ruleset of [first.ruleset, ...siblings]) {
    const at = shown.findIndex((h) => h.ruleset === ruleset);
    if (at >= 0) hits[at] = { ...(hits[at] as T), bestOf: true };
  }
}

/**
 * A question naming no game that two rulebooks answer (Rage 2018 and Rage: Across Las Vegas share most terms):
 * the other rulebook's best answer is shown among the first three when it scores near the first, each labelled.
 */
function showSecondRulebook<T extends { ruleset: string; score: number }>(
  hits: T[],
  { secondRulebookPlace: place, secondRulebookShare: share }: RankingWeights,
): void {
  const first = hits[0];
  if (!first) return;
  const other = hits.findIndex((h) => h.ruleset !== first.ruleset);
  if (other <= place) return;
  const hit = hits[other] as T;
  if (hit.score < share * first.score) return;
  hits.splice(other, 1);
  hits.splice(place, 0, hit);
}

/**
 * Across rulebooks, each rulebook's results keep the places the merge gave that rulebook, ordered among themselves
 * with less of the coverage across rulebooks (its boost to the power `share`, 0: as a search of that rulebook alone
 * ranks them): a word only one game uses tells which game is meant more than which of its entries answers.
 */
function inOwnOrder(hits: RankedHit[], share: number): void {
  const key = (h: RankedHit) => (h.own > 0 ? h.own * (h.score / h.own) ** share : 0);
  const byRuleset = new Map<string, RankedHit[]>();
  for (const hit of hits) {
    const list = byRuleset.get(hit.ruleset);
    if (list) list.push(hit);
    else byRuleset.set(hit.ruleset, [hit]);
  }
  for (const list of byRuleset.values())
    list.sort(
      (a, b) =>
        Number(b.titled) - Number(a.titled) ||
        Number(b.pinned) - Number(a.pinned) ||
        key(b) - key(a) ||
        a.id.localeCompare(b.id),
    );
  const next = new Map<string, number>();
  hits.forEach((hit, i) => {
    const at = next.get(hit.ruleset) ?? 0;
    next.set(hit.ruleset, at + 1);
    hits[i] = byRuleset.get(hit.ruleset)?.[at] ?? hit;
  });
}
