import { useEffect, useState } from 'preact/hooks';
import type { SearchHit } from '../../core/search/engine.ts';
import { makeSnippet } from '../../core/search/snippet.ts';
import { entryPath } from '../../core/content/routes.ts';
import { entryLabel, findManifest, peekRuleset } from '../data/rulesets.ts';
import { whenIdle } from '../search/idle.ts';
import { KindBadge } from './kind-badge.tsx';

/** Results that fill a phone screen (four or five of them on 412 × 823): painted with the keystroke; the rest follow when the page is idle. */
const FIRST_SCREEN = 5;

/** The result list: number, title, kind, ruleset (always: a judge must see which book answers) and a highlighted snippet. */
export function SearchResults({ hits, active }: { hits: SearchHit[]; active: number }) {
  const [completeFor, setCompleteFor] = useState<SearchHit[] | null>(null);
  useEffect(() => (hits.length > FIRST_SCREEN ? whenIdle(() => setCompleteFor(hits)) : undefined), [hits]);
  const shown = completeFor === hits || active >= FIRST_SCREEN ? hits : hits.slice(0, FIRST_SCREEN);
  return (
    <ol class="results" id="search-results" aria-label="Search results">
      {shown.map((hit, i) => {
        const ruleset = peekRuleset(hit.ruleset);
        const entry = ruleset?.byId.get(hit.id);
        if (!ruleset || !entry) return null;
        const parent = entry.parent ? ruleset.byId.get(entry.parent) : undefined;
        return (
          <li key={`${hit.ruleset}/${hit.id}`} class={i === active ? 'result active' : 'result'}>
            <a href={entryPath(hit.ruleset, hit.id)} aria-current={i === active ? 'true' : undefined}>
              <span class="result-head">
                {entry.number && <span class="num">{entry.number}</span>} <span class="result-title">{entry.title}</span>
              </span>
              <span class="result-meta">
                <KindBadge kind={entry.kind} summary={entry.home !== undefined} />
                <span class="ruleset-label">{findManifest(hit.ruleset)?.meta.shortTitle}</span>
                {parent && <span class="result-context">in {entryLabel(parent)}</span>}
              </span>
              <span class="snippet">
                {makeSnippet(entry.text, hit.terms).map((part, j) => (part.hit ? <mark key={j}>{part.text}</mark> : part.text))}
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
