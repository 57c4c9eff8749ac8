import { type SearchHit, type SearchableRuleset, prepareRanking, search } from '../../core/search/engine.ts';
import { searchText } from '../../core/search/documents.ts';
import { loadSearchIndex } from '../../core/search/index.ts';
import { prepareSnippet } from '../../core/search/snippet.ts';
import { markFirstDataLoaded } from '../data/first-data.ts';
import { download, downloadEarly } from '../data/download.ts';
import { MANIFEST, downloadRulesetEarly, findManifest, loadRuleset, peekRuleset } from '../data/rulesets.ts';
import { inIdleMoments } from './idle.ts';

/** Prebuilt indexes, loaded once per ruleset in chunks (loadJSAsync) so typing is never blocked. */
const engines = new Map<string, Promise<SearchableRuleset>>();
const ready = new Map<string, SearchableRuleset>();
/** Rulesets whose entries are read (or being read) in idle moments. */
const prepared = new Set<string>();

function loadEngine(id: string): Promise<SearchableRuleset> {
  let engine = engines.get(id);
  if (!engine) {
    const manifest = findManifest(id);
    if (!manifest) return Promise.reject(new Error(`Unknown ruleset "${id}"`));
    engine = Promise.all([download(manifest.indexUrl), loadRuleset(id)]).then(async ([json, data]) => {
      const searchable = {
        id,
        ...(await loadSearchIndex(json)),
        synonyms: data.synonyms,
        text: (entry: string) => searchText(data.byId.get(entry)),
        passages: (entry: string) => data.byId.get(entry)?.passages,
        names: data.meta.names,
      };
      ready.set(id, searchable);
      return searchable;
    });
    engine.catch(() => engines.delete(id));
    engines.set(id, engine);
  }
  return engine;
}

/**
 * Reads every entry's words for ranking and snippets while the judge is not typing (done on the first keystroke
 * that needs an entry, that reading would delay the results). Started once the search is ready, so it cannot
 * delay that either.
 */
function prepareWhenIdle(rulesets: readonly SearchableRuleset[]): void {
  const fresh = rulesets.filter((r) => !prepared.has(r.id));
  for (const r of fresh) prepared.add(r.id);
  inIdleMoments(
    fresh.flatMap((searchable) =>
      (peekRuleset(searchable.id)?.entries ?? []).map((entry) => () => {
        prepareRanking(searchable, entry.id);
        prepareSnippet(entry.text);
      }),
    ),
  );
}

/** Starts downloading what a search over `ruleset` needs, without reading any of it yet. */
export function downloadSearch(ruleset: string | null): void {
  for (const id of scopeOf(ruleset)) {
    const manifest = findManifest(id);
    if (!manifest || engines.has(id)) continue;
    downloadEarly(manifest.indexUrl);
    downloadRulesetEarly(id);
  }
}

/** The rulesets a search covers: one, or all. */
export function scopeOf(ruleset: string | null): string[] {
  return ruleset ? [ruleset] : MANIFEST.map((m) => m.meta.id);
}

/** Starts loading what a search over `ruleset` needs; resolves when it can run. */
export function prepareSearch(ruleset: string | null): Promise<void> {
  return Promise.all(scopeOf(ruleset).map(loadEngine)).then((loaded) => {
    // `npm run bench` times first paint to this mark: from here a search answers in the same frame.
    performance.mark('rk:search-ready', { detail: { ruleset } });
    markFirstDataLoaded();
    prepareWhenIdle(loaded);
  });
}

/** True when every index in scope is loaded, so `runSearch` answers synchronously. */
export function isSearchReady(ruleset: string | null): boolean {
  return scopeOf(ruleset).every((id) => ready.has(id));
}

/** Searches the loaded indexes in scope. */
export function runSearch(text: string, ruleset: string | null, limit = 30): SearchHit[] {
  const scope = scopeOf(ruleset);
  return search(
    scope.flatMap((id) => ready.get(id) ?? []),
    { text, ruleset, limit },
  );
}
