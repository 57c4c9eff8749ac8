import { Component } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { answersWeakly } from '../../core/search/confidence.ts';
import type { SearchHit } from '../../core/search/engine.ts';
import { findManifest } from '../data/rulesets.ts';
import { loadSectionEarly } from '../data/section-view.ts';
import { expectLanding } from '../passage/passage-link.ts';
import { passagePath } from '../../core/content/routes.ts';
import { useReadyToOpen } from '../search/ready-to-open.ts';
import type { FoundHit, ResultView } from '../search/result-view.ts';
import { KindBadge } from './kind-badge.tsx';
import { appHref } from '../base-path.ts';

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
  /** The best answer of its rulebook, shown beside a sibling game's best (SearchHit.bestOf): labelled so. */
  bestOf: boolean;
  /** What to show, computed by the search worker along with the hit. */
  view: ResultView;
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
      next.active !== now.active ||
      next.bestOf !== now.bestOf
    );
  }

  override render() {
    return <Result {...this.props} />;
  }
}

/** Where a result opens: the passage the engine matched best, or its entry's page. */
export function hitPath(hit: Pick<SearchHit, 'ruleset' | 'id' | 'passage'>): string {
  return passagePath(hit.ruleset, hit.id, hit.passage);
}

/**
 * A result is being opened: its matched words are handed to the page for highlighting, and its chapter's data
 * starts downloading now, alongside the section page's code rather than after it (~400 ms after the tap at 4× CPU,
 * once the page's code has loaded).
 */
function opening(ruleset: string, id: string, href: string, terms: readonly string[]): void {
  loadSectionEarly(ruleset, id);
  expectLanding(href, terms);
  // Focus leaves the result (or the search box) before the page that holds it is removed: removing a focused
  // element makes Chromium lay out both pages at once (22–29 ms of a tap at 4× CPU, 0.2 ms blurred).
  // The landing focuses the passage.
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Opens a result in the app, with its matched words handed to the page for highlighting. */
export function openHit(hit: Pick<SearchHit, 'ruleset' | 'id' | 'terms' | 'passage'>): string {
  const href = hitPath(hit);
  opening(hit.ruleset, hit.id, href, hit.terms);
  return href;
}

function Result({ ruleset: rulesetId, id, terms, passage, active, bestOf, view: entry }: ResultItemProps) {
  const matched = terms.split(' ');
  const href = passagePath(rulesetId, id, passage);
  const rulebook = findManifest(rulesetId)?.meta.shortTitle;
  return (
    <li class={active ? 'result active' : 'result'}>
      <a
        href={appHref(href)}
        aria-current={active ? 'true' : undefined}
        onClick={() => opening(rulesetId, id, href, matched)}
      >
        <span class="result-head">
          {entry.number && <span class="num">{entry.number}</span>} <span class="result-title">{entry.title}</span>
        </span>
        <span class="result-meta">
          <KindBadge kind={entry.kind} summary={entry.summary} />
          {/* Sibling games answer alike in different rules: the judge sees which is each book's best answer. */}
          <span class={bestOf ? 'ruleset-label best-of' : 'ruleset-label'}>
            {bestOf ? `Best in ${rulebook}` : rulebook}
          </span>
          {entry.parent && <span class="result-context">in {entry.parent}</span>}
        </span>
        <span class="snippet">
          {entry.snippet.map((part, j) => (part.hit ? <mark key={j}>{part.text}</mark> : part.text))}
        </span>
      </a>
    </li>
  );
}

/**
 * Said above results of which none states what was asked: they are the closest matches, not answers; and, where
 * another rulebook states it, one tap searches there.
 */
function WeakAnswer({ hits, onScope }: { hits: FoundHit[]; onScope?: ((ruleset: string) => void) | undefined }) {
  if (!answersWeakly(hits)) return null;
  const better = hits[0]?.betterIn;
  const title = better ? findManifest(better)?.meta.shortTitle : undefined;
  return (
    <p class="results-note" role="note">
      Closest matches; none states this directly.
      {better && title && onScope && (
        <>
          {' '}
          <button type="button" class="text-button" onClick={() => onScope(better)}>
            {title} answers it: search there
          </button>
        </>
      )}
    </p>
  );
}

/** The result list: number, title, kind, ruleset (always: a judge must see which book answers) and a highlighted snippet. */
export function SearchResults({
  hits,
  active,
  arrived,
  onScope,
}: {
  hits: FoundHit[];
  active: number;
  arrived: boolean;
  /** Searches another rulebook (offered when it answers what this one does not). */
  onScope?: (ruleset: string) => void;
}) {
  // Kept by what the list holds, not by the answer: the worker may answer the same search again (indexes loading).
  const listKey = hits.map((h) => `${h.ruleset}/${h.id}`).join(' ');
  const [allShownFor, setAllShownFor] = useState<string | null>(null);
  const more = useRef<HTMLButtonElement>(null);
  const complete = allShownFor === listKey || active >= FIRST_SCREEN || hits.length <= FIRST_SCREEN;
  useEffect(() => {
    const button = more.current;
    if (complete || !button || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && setAllShownFor(listKey));
    observer.observe(button);
    return () => observer.disconnect();
  }, [listKey, complete]);
  const shown = complete ? hits : hits.slice(0, FIRST_SCREEN);
  useReadyToOpen(hits[0], arrived);
  return (
    <>
      <WeakAnswer hits={hits} onScope={onScope} />
      <ol class="results" id="search-results" aria-label="Search results">
        {shown.map((hit, i) => (
          <ResultItem
            key={`${hit.ruleset}/${hit.id}`}
            ruleset={hit.ruleset}
            id={hit.id}
            terms={hit.terms.join(' ')}
            passage={hit.passage}
            active={i === active}
            bestOf={hit.bestOf === true}
            view={hit.view}
          />
        ))}
      </ol>
      {!complete && (
        <button ref={more} type="button" class="more-results" onClick={() => setAllShownFor(listKey)}>
          Show all {hits.length} results
        </button>
      )}
    </>
  );
}
