import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SearchHit } from '../../core/search/engine.ts';
import { afterFirstContentfulPaint } from './after-first-paint.ts';
import { downloadSearch, isSearchReady, prepareSearch, runSearch } from './search-service.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; hits: SearchHit[] };

/** Results for what is typed; runs synchronously once the indexes are loaded, so results land in the same frame. */
export function useSearch(text: string, ruleset: string | null): SearchState {
  const [loadedTick, setLoadedTick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!isSearchReady(ruleset)) {
      downloadSearch(ruleset);
      afterFirstContentfulPaint()
        .then(() => prepareSearch(ruleset))
        .then(
          () => live && setLoadedTick((t) => t + 1),
          (e: Error) => live && setError(e.message),
        );
    }
    return () => {
      live = false;
    };
  }, [ruleset]);
  // Searched once per text and scope: moving through results with the arrows re-renders without searching again.
  const hits = useMemo(
    () => (text.trim() && isSearchReady(ruleset) ? runSearch(text, ruleset) : null),
    [text, ruleset, loadedTick],
  );
  if (!text.trim()) return { status: 'idle' };
  if (error) return { status: 'error', message: error };
  if (!hits) return { status: 'loading' };
  return { status: 'done', hits };
}
