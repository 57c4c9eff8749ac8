import { useLocation } from 'preact-iso';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { findManifest } from '../data/rulesets.ts';
import { eventScope, scopeTitle } from '../search/scope.ts';
import { useSearchField } from '../search/use-search-field.ts';
import { ScopeChoice } from './scope-choice.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchResults, openHit } from './search-results.tsx';
import { SearchStatus } from './search-status.tsx';
import { appHref, appPath } from '../base-path.ts';

/** A search over the page, kept in its own history entry: Back closes it, and Back to it brings it back as it was. */
interface LayerState {
  q: string;
  r: string | null;
  /** How far the results were scrolled. */
  scroll: number;
  /** How far the page under it was scrolled, for Back from a result to the page as it was. */
  pageY: number;
}

interface HistoryState {
  rkSearch?: LayerState;
}

/** A pause in typing this long writes the search into its history entry (a reload keeps it too). */
const SAVE_PAUSE_MS = 400;

const layerInHistory = (): LayerState | null => (history.state as HistoryState | null)?.rkSearch ?? null;

/** The ruleset whose pages these are (`/<ruleset>/…`), if any. */
function rulesetOfPath(path: string): string | null {
  const first = path.split('/')[1];
  return first && findManifest(first) ? first : null;
}

/** Where search starts: a rulebook's own pages in that rulebook, elsewhere the active event's rulebooks, else all. */
const defaultScope = (path: string): string | null => rulesetOfPath(path) ?? eventScope();

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * Search from every page: the header's Search (or `/` anywhere) opens the search over the page; Esc, ✕ or Back
 * close it and leave the page as it was. On home, it is the page's own field.
 */
export function HeaderSearch() {
  const path = appPath(useLocation().path);
  const home = path === '/';
  const [layer, setLayer] = useState<LayerState | null>(layerInHistory);

  const open = () => {
    if (home) {
      document.getElementById('q')?.focus();
      return;
    }
    if (layerInHistory()) return;
    const state: LayerState = { q: '', r: defaultScope(path), scroll: 0, pageY: scrollY };
    history.pushState(
      { ...(history.state as object | null), rkSearch: state } satisfies HistoryState,
      '',
      location.href,
    );
    setLayer(state);
  };
  useEffect(() => {
    const onPop = () => setLayer(layerInHistory());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  // From the first render, so a "/" pressed at once is not lost; home's own field listens there.
  useLayoutEffect(() => {
    if (home) return;
    const onSlash = (e: KeyboardEvent) => {
      if (e.key !== '/' || typing(e.target) || e.ctrlKey || e.metaKey || e.altKey || layerInHistory()) return;
      e.preventDefault();
      open();
    };
    addEventListener('keydown', onSlash);
    return () => removeEventListener('keydown', onSlash);
  }, [home, path]);

  return (
    <>
      <button type="button" class="header-search" aria-haspopup="dialog" aria-keyshortcuts="/" onClick={open}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.5" />
          <path d="M15 15l6 6" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" />
        </svg>
        <span class="header-search-label">Search</span>
      </button>
      {layer && !home && <SearchLayer initial={layer} here={defaultScope(path)} onLeave={() => setLayer(null)} />}
    </>
  );
}

/** The search over the page: the same field, filter and results as home, in a sheet that scrolls on its own. */
function SearchLayer({ initial, here, onLeave }: { initial: LayerState; here: string | null; onLeave: () => void }) {
  const { route } = useLocation();
  const sheet = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef(initial.scroll);
  const leaving = useRef(false);
  const { text, ruleset, setRuleset, state, hits, box } = useSearchField(initial.q, initial.r, (hit) => {
    leave();
    route(appHref(openHit(hit)));
  });

  const save = () => {
    const current = layerInHistory();
    if (!current) return;
    const next: LayerState = { ...current, q: text, r: ruleset, scroll: sheet.current?.scrollTop ?? current.scroll };
    history.replaceState({ ...(history.state as object | null), rkSearch: next } satisfies HistoryState, '');
  };
  useEffect(() => {
    const timer = setTimeout(save, SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, ruleset]);
  // Back to the results: scrolled where they were, once they are tall enough again.
  useLayoutEffect(() => {
    const el = sheet.current;
    const want = pendingScroll.current;
    if (!el || !want || el.scrollHeight - el.clientHeight < want) return;
    el.scrollTop = want;
    pendingScroll.current = 0;
  });
  // A new search types into the field; results come back from Back for reading (no keyboard over them).
  // Closed, focus returns to where it was; leaving for a result, the result's page takes it.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    if (initial.q) {
      sheet.current?.focus({ preventScroll: true });
      // The page under it, drawn again on the way back, where it was (after the router's own scrolling).
      queueMicrotask(() => scrollTo(0, initial.pageY));
    } else document.getElementById('q')?.focus();
    return () => {
      if (!leaving.current) before?.focus({ preventScroll: true });
    };
  }, []);

  /** Opening a result: this entry remembers the search and its scroll, so Back returns to them. */
  const leave = () => {
    save();
    leaving.current = true;
    onLeave();
  };
  const onClickCapture = (e: MouseEvent) => {
    if ((e.target as Element).closest?.('a[href]')) leave();
  };
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    history.back();
  };
  const hereTitle = here ? scopeTitle(here) : undefined;

  return (
    <div
      ref={sheet}
      class="search-layer"
      role="dialog"
      aria-modal="true"
      aria-label="Search the rules"
      tabIndex={-1}
      onClickCapture={onClickCapture}
      onKeyDownCapture={onKeyDownCapture}
    >
      <div class="search-layer-head">
        <SearchBox {...box} />
        <button type="button" class="icon-button search-close" aria-label="Close search" onClick={() => history.back()}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {here && hereTitle && (
        <ScopeChoice
          scope={here}
          ruleset={ruleset}
          inScope={`In ${hereTitle} only.`}
          onlyLabel={`Search ${hereTitle} only`}
          onChoose={setRuleset}
        />
      )}
      <SearchStatus state={state} text={text} />
      {hits.length > 0 && (
        <SearchResults hits={hits} active={box.active} arrived={text === initial.q} onScope={setRuleset} />
      )}
    </div>
  );
}
