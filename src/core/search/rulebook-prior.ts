import MiniSearch from 'minisearch';
import type { SearchDocument } from './options.ts';
import type { SearchableRuleset } from './search-types.ts';

/** Document frequencies read per index, by term: a question's words are looked up once for every later question. */
const frequencies = new WeakMap<MiniSearch<SearchDocument>, Map<string, number>>();
/** Enough terms for every question of a session; the oldest are dropped past it. */
const TERMS_REMEMBERED = 5000;

/** How many of a ruleset's entries hold `term` (or, with `prefix`, a term beginning with it), in any field. */
export function documentFrequency(index: MiniSearch<SearchDocument>, term: string, prefix: boolean): number {
  let known = frequencies.get(index);
  if (!known) frequencies.set(index, (known = new Map()));
  const key = prefix ? `${term}*` : term;
  let count = known.get(key);
  if (count === undefined) {
    count = index.search(term, { tokenize: (t) => [t], processTerm: (t) => t, prefix, fuzzy: false }).length;
    if (known.size >= TERMS_REMEMBERED) known.delete(known.keys().next().value ?? '');
    known.set(key, count);
  }
  return count;
}

/** Words in a ruleset's entries (titles and text), counted once per ruleset. */
const wordCounts = new WeakMap<SearchableRuleset, number>();

function wordCount(ruleset: SearchableRuleset): number {
  let count = wordCounts.get(ruleset);
  if (count === undefined) {
    count = 0;
    for (const { id } of ruleset.index.search(MiniSearch.wildcard))
      count += (ruleset.text(String(id)) ?? '').split(/\s+/).length;
    wordCounts.set(ruleset, count);
  }
  return count;
}

/**
 * Each ruleset's size in entries of the average length across all of them: a rulebook of few long entries (Rage:
 * Across Las Vegas) holds a common word in most of its entries, which says its entries are long, not that it is meant.
 */
function sizesInEntries(targets: readonly SearchableRuleset[]): number[] {
  const words = targets.map(wordCount);
  const entries = targets.reduce((sum, r) => sum + r.index.documentCount, 0);
  const perEntry = words.reduce((a, b) => a + b, 0) / Math.max(1, entries);
  return words.map((w) => (perEntry > 0 ? w / perEntry : 1));
}

/** One word of the question, as the prior reads it. */
export interface PriorTerm {
  term: string;
  /** The word may be unfinished (typed last): entries holding a word it begins count. */
  prefix: boolean;
  /** What it weighs: a word of the story around the question counts less (table-talk.ts). */
  weight: number;
}

/**
 * Across rulebooks, for a question naming no game, how likely each rulebook is to be the one asked about, from the
 * question's words alone (computed from the indexes, nothing listed by hand): each rulebook read as a bag of entries,
 * a word weighs by the share of its entries that hold it (sizes in entries of the average length; smoothed towards
 * the share across all rulebooks by `smoothing` entries), so a word every game uses alike tells little and one a
 * rulebook uses far more often than the others ("sept", "aember", "check" in KeyForge's sense) points to it.
 * Returned per ruleset as its likelihood relative to the likeliest's, per word (a geometric mean: a long question is
 * no surer than a short one), to the power `strength`: 1 for the likeliest, less for the others; all 1 when no word
 * of the question is in any rulebook.
 */
export function rulebookPrior(
  targets: readonly SearchableRuleset[],
  terms: readonly PriorTerm[],
  { strength, smoothing }: { strength: number; smoothing: number },
): Map<string, number> {
  const prior = new Map(targets.map((r) => [r.id, 1]));
  if (targets.length < 2 || strength === 0) return prior;
  const sizes = sizesInEntries(targets);
  const total = sizes.reduce((a, b) => a + b, 0);
  const logLikelihood = targets.map(() => 0);
  let weighed = 0;
  for (const { term, prefix, weight } of terms) {
    const counts = targets.map((r) => documentFrequency(r.index, term, prefix));
    const all = counts.reduce((a, b) => a + b, 0);
    // A word no rulebook has is a slip or chit-chat: it tells nothing of which game is meant.
    if (all === 0 || weight <= 0) continue;
    const background = all / total;
    counts.forEach((count, i) => {
      const share = (count + smoothing * background) / ((sizes[i] ?? 1) + smoothing);
      logLikelihood[i] = (logLikelihood[i] ?? 0) + weight * Math.log(share);
    });
    weighed += weight;
  }
  if (weighed === 0) return prior;
  const best = Math.max(...logLikelihood);
  targets.forEach((r, i) => prior.set(r.id, Math.exp((strength * ((logLikelihood[i] ?? 0) - best)) / weighed)));
  return prior;
}
