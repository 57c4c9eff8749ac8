import type { SearchState } from '../search/use-search.ts';

/** What the search is doing, said to screen readers as it changes: loading, failed, no match, or how many results. */
export function SearchStatus({ state, text }: { state: SearchState; text: string }) {
  return (
    <div aria-live="polite" class="search-status">
      {state.status === 'loading' && <p class="muted">Loading the search index…</p>}
      {state.status === 'error' && <p class="error">Search could not load: {state.message}</p>}
      {state.status === 'done' &&
        (state.hits.length === 0 ? (
          <p class="muted">No rule matches “{text}”.</p>
        ) : (
          <p class="visually-hidden">{state.hits.length} results</p>
        ))}
    </div>
  );
}
