import { useState } from 'preact/hooks';
import type { Citation } from '../../core/toolkit/schema.ts';
import { findManifest, loadRuleset } from '../data/rulesets.ts';
import { labelOf } from '../search/result-view.ts';
import { useSearch } from '../search/use-search.ts';
import { citationOf } from '../rulings/citation-of.ts';

/** Rules shown to pick from: a thumb's reach, not a results page. */
const PICKS = 6;

/** Finds a rule to cite with the app's search and adds it with one tap. */
export function CitePicker({ onPick }: { onPick: (cite: Citation) => void }) {
  const [text, setText] = useState('');
  const state = useSearch(text, null);
  const hits = state.status === 'done' ? state.hits.slice(0, PICKS) : [];
  return (
    <div class="tk-cite-picker">
      <label for="cite-search">Add a rule cited</label>
      <input
        class="tk-field"
        id="cite-search"
        type="search"
        value={text}
        placeholder="Search the rules, e.g. bluff"
        autocomplete="off"
        enterkeyhint="search"
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      {state.status === 'loading' && <p class="muted small">Loading the search index…</p>}
      {state.status === 'done' && hits.length === 0 && <p class="muted small">No rule matches “{text}”.</p>}
      {hits.length > 0 && (
        <ul class="tk-picks" aria-label="Rules to cite">
          {hits.map((hit) => {
            return (
              <li key={`${hit.ruleset}/${hit.id}`}>
                <button
                  type="button"
                  class="tk-pick"
                  onClick={() => {
                    // The citation carries the edition and text: read from the ruleset, loaded once picked.
                    void loadRuleset(hit.ruleset).then((ruleset) => {
                      const entry = ruleset.byId.get(hit.id);
                      if (!entry) return;
                      onPick(citationOf(ruleset, entry));
                      setText('');
                    });
                  }}
                >
                  <span aria-hidden="true">+</span> {labelOf(hit.view)}{' '}
                  <span class="ruleset-label">{findManifest(hit.ruleset)?.meta.shortTitle}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
