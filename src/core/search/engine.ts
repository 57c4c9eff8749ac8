import { isOn } from './ablation.ts';
import { definesAsked, fitOf, namesExactly, rulebookSpecificity, wordsOf } from './fit.ts';
import { type QueryIntent, readIntent } from './intent.ts';
import { ASKED_NOTHING, type AskedKind } from './passages.ts';
import { indexedWords } from './proximity.ts';
import { SYNONYM_WEIGHT, readingOf, readingsIn, searchReading } from './reading.ts';
import type { SearchHit, SearchRequest, SearchableRuleset } from './search-types.ts';
import { type TableTalk, readTableTalk } from './table-talk.ts';
import { tokenize } from './tokenize.ts';

export type { SearchHit, SearchRequest, SearchableRuleset } from './search-types.ts';
export { prepareRanking } from './fit.ts';

/** Weight of a title that names what a definition question asks about ("what does elusive mean" → ELUSIVE). */
const DEFINITION_WEIGHT = 1.5;
/**
 * Candidates kept from each reading, re-ranked by passage fit: enough for the results shown. Passage fit at most
 * multiplies a score by a small constant, and every one of these scores at least as well as any below them,
 * so twice the results asked for (at least this many) holds the best.
 */
const RERANK = 60;

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
