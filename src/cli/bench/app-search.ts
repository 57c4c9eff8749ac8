import { type SearchableRuleset, search } from '../../core/search/engine.ts';
import { forgetRecentWords } from '../../core/search/word-search.ts';
import type { BenchQuery } from './questions.ts';

/** Results the app asks for per keystroke (its results list). */
const APP_LIMIT = 30;

/**
 * One search as the app runs it: from cold for a fresh query, otherwise with the words the engine remembers
 * from the keystrokes before, as in a judge's search box.
 */
export function runAppSearch(searchable: readonly SearchableRuleset[], q: BenchQuery): unknown {
  if (q.fresh) forgetRecentWords();
  return search(searchable, { text: q.text, ruleset: q.ruleset, limit: APP_LIMIT });
}
