import { resolve } from 'node:path';
import type { Entry, RulesetData } from '../core/content/model.ts';
import type { SearchableRuleset } from '../core/search/engine.ts';
import { toSearchDocuments } from '../core/search/documents.ts';
import { createSearchIndex } from '../core/search/index.ts';
import { DEFAULT_RANKING, type RankingOptions } from '../core/search/ranking-options.ts';
import { searchText } from '../core/search/documents.ts';
import { type BuiltRuleset, buildAllRulesets } from '../build/content/build-ruleset.ts';

export const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

/** Rulesets with their search indexes, and a look-up of their data and entries. */
export interface LoadedRulesets {
  searchable: SearchableRuleset[];
  data: Map<string, RulesetData>;
  entry: (ruleset: string, id: string) => Entry;
}

/**
 * Every ruleset built from `content/` with its search index, for the command-line tools; indexed for the given ranking
 * options (an evaluation without stemming or questions searches an index built without them).
 */
export function loadRulesets(contentDir = CONTENT_DIR, ranking: RankingOptions = DEFAULT_RANKING): LoadedRulesets {
  return searchableRulesets(buildAllRulesets(contentDir), ranking);
}

/** Built rulesets with a fresh search index each (built now: an index depends on the ranking features switched on). */
export function searchableRulesets(
  built: readonly BuiltRuleset[],
  ranking: RankingOptions = DEFAULT_RANKING,
): LoadedRulesets {
  const data = new Map(built.map((b) => [b.data.meta.id, b.data]));
  const entries = new Map(built.map((b) => [b.data.meta.id, new Map(b.data.entries.map((e) => [e.id, e]))]));
  return {
    data,
    searchable: built.map((b) => ({
      id: b.data.meta.id,
      ...createSearchIndex(toSearchDocuments(b.data.entries, ranking), ranking),
      synonyms: b.data.synonyms,
      ...(b.data.otherGames ? { otherGames: b.data.otherGames } : {}),
      ...(b.data.plainWords ? { plainWords: b.data.plainWords } : {}),
      text: (id: string) => searchText(entries.get(b.data.meta.id)?.get(id)),
      passages: (id: string) => entries.get(b.data.meta.id)?.get(id)?.passages,
      questions: (id: string) => entries.get(b.data.meta.id)?.get(id)?.questions,
      names: b.data.meta.names,
      ...(b.data.meta.siblings ? { siblings: b.data.meta.siblings } : {}),
    })),
    entry(ruleset, id) {
      const found = entries.get(ruleset)?.get(id);
      if (!found) throw new Error(`no entry ${ruleset}#${id}`);
      return found;
    },
  };
}
