import type { SearchHit } from '../../core/search/engine.ts';
import { makeSnippet } from '../../core/search/snippet.ts';
import { entryPath } from '../../core/content/routes.ts';
import { entryLabel, findManifest, peekRuleset } from '../data/rulesets.ts';
import { KindBadge } from './kind-badge.tsx';

/** The result list: number, title, kind, ruleset (always: a judge must see which book answers) and a highlighted snippet. */
export function SearchResults({ hits, active }: { hits: SearchHit[]; active: number }) {
  return (
    <ol class="results" id="search-results" aria-label="Search results">
      {hits.map((hit, i) => {
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
