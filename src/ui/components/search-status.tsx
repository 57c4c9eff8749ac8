import { findManifest } from '../data/rulesets.ts';
import type { SearchState } from '../search/use-search.ts';

/** What the search is doing, said to screen readers as it changes: loading, failed, no match, or how many results. */
export function SearchStatus({ state, text }: { state: SearchState; text: string }) {
  return (
    // data-answered: the text the results shown answer (the worker answers a keystroke a few ms after it);
    // `npm run bench` times each keystroke to the paint that carries its answer.
    <div aria-live="polite" class="search-status" data-answered={state.status === 'done' ? state.text : ''}>
      {state.status === 'loading' && <p class="muted">Loading the search index…</p>}
      {state.status === 'error' && (
        // What failed, in the judge's terms, and what to do: the next keystroke fetches the files again.
        <p class="error">
          Search could not load {findManifest(state.ruleset)?.meta.shortTitle ?? state.ruleset} ({state.message}). Type
          again to retry; if it keeps failing, check this phone’s connection.
        </p>
      )}
      {state.status === 'done' &&
        (state.hits.length === 0 ? (
          <p class="muted">No rule matches “{text}”.</p>
        ) : (
          <p class="visually-hidden">{state.hits.length} results</p>
        ))}
    </div>
  );
}
