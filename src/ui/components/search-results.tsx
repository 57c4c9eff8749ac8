import { Component } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SearchHit } from '../../core/search/engine.ts';
import { makeSnippet } from '../../core/search/snippet.ts';
import { entryLabel, findManifest, peekRuleset } from '../data/rulesets.ts';
import { expectLanding, passageOfHit, passagePath } from '../passage/passage-link.ts';
import { KindBadge } from './kind-badge.tsx';

/**
 * Results that fill a phone screen (four or five of them on 412 × 823): painted with the keystroke. The rest
 * wait until the judge scrolls to them (or asks, or arrows past the fifth), so a keystroke never pays for them.
 */
const FIRST_SCREEN = 5;

interface ResultItemProps {
  ruleset: string;
  id: string;
  /** Matched index terms, space-separated: a string, so an unchanged result is not drawn again. */
  terms: string;
  /** The passage the engine matched best, when it names one. */
  passage: string | undefined;
  active: boolean;
}

/** One result; a keystroke that leaves it as it was does not draw it again. */
class ResultItem extends Component<ResultItemProps> {
  override shouldComponentUpdate(next: ResultItemProps): boolean {
    const now = this.props;
    return (
      next.ruleset !== now.ruleset ||
      next.id !== now.id ||
      next.terms !== now.terms ||
      next.passage !== now.passage ||
      next.active !== now.active
    );
  }

  override render() {
    return <Result {...this.props} />;
  }
}

/** Where a result opens: its passage, or its entry's page. */
export function hitPath(hit: Pick<SearchHit, 'ruleset' | 'id' | 'terms'> & { passage?: string }): string {
  const entry = peekRuleset(hit.ruleset)?.byId.get(hit.id);
  return passagePath(hit.ruleset, hit.id, passageOfHit(hit, entry));
}

/** Opens a result in the app, with its matched words handed to the page for highlighting. */
export function openHit(hit: Pick<SearchHit, 'ruleset' | 'id' | 'terms'> & { passage?: string }): string {
  const href = hitPath(hit);
  expectLanding(href, hit.terms);
  return href;
}

function Result({ ruleset: rulesetId, id, terms, passage, active }: ResultItemProps) {
  const ruleset = peekRuleset(rulesetId);
  const entry = ruleset?.byId.get(id);
  if (!ruleset || !entry) return null;
  const parent = entry.parent ? ruleset.byId.get(entry.parent) : undefined;
  const matched = terms.split(' ');
  const target = passageOfHit({ ruleset: rulesetId, id, terms: matched, passage }, entry);
  const href = passagePath(rulesetId, id, target);
  // The snippet shows the passage the result opens on.
  const snippetText = entry.passages.find((p) => p.id === target)?.text ?? entry.text;
  return (
    <li class={active ? 'result active' : 'result'}>
      <a href={href} aria-current={active ? 'true' : undefined} onClick={() => expectLanding(href, matched)}>
        <span class="result-head">
          {entry.number && <span class="num">{entry.number}</span>} <span class="result-title">{entry.title}</span>
        </span>
        <span class="result-meta">
          <KindBadge kind={entry.kind} summary={entry.home !== undefined} />
          <span class="ruleset-label">{findManifest(rulesetId)?.meta.shortTitle}</span>
          {parent && <span class="result-context">in {entryLabel(parent)}</span>}
        </span>
        <span class="snippet">
          {makeSnippet(snippetText, matched).map((part, j) =>
            part.hit ? <mark key={j}>{part.text}</mark> : part.text,
          )}
        </span>
      </a>
    </li>
  );
}

/** The result list: number, title, kind, ruleset (always: a judge must see which book answers) and a highlighted snippet. */
export function SearchResults({ hits, active }: { hits: SearchHit[]; active: number }) {
  const [allShownFor, setAllShownFor] = useState<SearchHit[] | null>(null);
  const more = useRef<HTMLButtonElement>(null);
  const complete = allShownFor === hits || active >= FIRST_SCREEN || hits.length <= FIRST_SCREEN;
  useEffect(() => {
    const button = more.current;
    if (complete || !button || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && setAllShownFor(hits));
    observer.observe(button);
    return () => observer.disconnect();
  }, [hits, complete]);
  const shown = complete ? hits : hits.slice(0, FIRST_SCREEN);
  return (
    <>
      <ol class="results" id="search-results" aria-label="Search results">
        {shown.map((hit, i) => (
          <ResultItem
            key={`${hit.ruleset}/${hit.id}`}
            ruleset={hit.ruleset}
            id={hit.id}
            terms={hit.terms.join(' ')}
            passage={(hit as { passage?: string }).passage}
            active={i === active}
          />
        ))}
      </ol>
      {!complete && (
        <button ref={more} type="button" class="more-results" onClick={() => setAllShownFor(hits)}>
          Show all {hits.length} results
        </button>
      )}
    </>
  );
}
