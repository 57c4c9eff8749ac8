import { useLocation } from 'preact-iso';
import { useEffect, useRef, useState } from 'preact/hooks';
import { getSetting, setSetting } from '../../core/storage/store.ts';
import { FirstVisit } from '../pwa/first-visit.tsx';
import { Library } from '../components/library.tsx';
import { ScopeChoice } from '../components/scope-choice.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SearchResults, hitPath, openHit } from '../components/search-results.tsx';
import { SearchStatus } from '../components/search-status.tsx';
import { whenIdle } from '../data/when-idle.ts';
import { takeTypedBeforeStart } from '../search/typed-before-start.ts';
import { eventScope, scopeTitle, validScope } from '../search/scope.ts';
import { HomeRoundClock } from '../event/home-clock.tsx';
import { RecentSearches } from './recent-searches.tsx';
import { useSearchField } from '../search/use-search-field.ts';
import { appHref } from '../base-path.ts';
import { rememberOpenedResult, useResultReturn } from './result-return.ts';

const FILTER_SETTING = 'searchRuleset';
/** A pause in typing this long writes the search into the URL. */
const URL_PAUSE_MS = 400;

/**
 * Puts the search into home's address (replacing it), so reload, Back and shared links (?q=…) bring it back. Only
 * while the address is still home's: a result opened meanwhile, while its page's code loads and home is still
 * drawn, keeps its own address.
 */
function writeSearchUrl(text: string, ruleset: string | null): void {
  const params = new URLSearchParams();
  if (text) params.set('q', text);
  if (ruleset) params.set('r', ruleset);
  const url = appHref(params.size ? `/?${params}` : '/');
  if (location.pathname === appHref('/') && url !== location.pathname + location.search)
    history.replaceState(null, '', url);
}

/** Home: the search a judge types into, and the library of rulebooks when nothing is typed. */
export function Home() {
  const { query, route } = useLocation();
  // While an event is active, search starts in its rulebooks (a link's own filter still wins).
  const [inEvent] = useState(eventScope);
  const pendingUrl = useRef<(() => void) | null>(null);
  const { text, setText, ruleset, setRuleset, setActive, state, hits, box } = useSearchField(
    () => query.q ?? takeTypedBeforeStart(),
    validScope(query.r) ? query.r : inEvent,
    (hit) => {
      pendingUrl.current?.();
      // This search as typed: Enter may come before the effect of its last keystroke ran (pendingUrl then wrote the
      // keystroke before: 'junta ti' for 'junta tie', app.test 'Back from a result opened mid-typing').
      writeSearchUrl(text, ruleset);
      rememberOpenedResult(appHref(hitPath(hit)));
      route(appHref(openHit(hit)));
    },
  );
  // The search the page opened with (its address, Back, or typed while the app started): not being typed past.
  const [arrivedText] = useState(text);

  // The filter is remembered across visits unless the URL says otherwise.
  useEffect(() => {
    if (query.r !== undefined || inEvent) return;
    void whenIdle()
      .then(() => getSetting<string | null>(FILTER_SETTING, null))
      .then((saved) => validScope(saved) && setRuleset(saved));
  }, []);
  // The URL mirrors the search, so reload, back and shared links (?q=…) bring it back; written once typing
  // pauses, as a history update costs a slow phone a millisecond or two a keystroke.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const write = () => {
      clearTimeout(timer);
      pendingUrl.current = null;
      writeSearchUrl(text, ruleset);
    };
    pendingUrl.current = write;
    timer = setTimeout(write, URL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, ruleset]);
  // Before any link or result opens another page, so that Back returns to this very search.
  useEffect(() => {
    const flush = () => pendingUrl.current?.();
    addEventListener('click', flush, true);
    return () => removeEventListener('click', flush, true);
  }, []);

  const chooseRuleset = (next: string | null) => {
    setRuleset(next);
    void setSetting(FILTER_SETTING, next);
  };
  // Back from a result: the one opened where it stood, and focused.
  useResultReturn(
    hits.map((h) => appHref(hitPath(h))),
    setActive,
  );

  return (
    <main id="main" class="home">
      <HomeRoundClock />
      <SearchBox {...box} onRuleset={chooseRuleset} />
      {inEvent && (
        <ScopeChoice
          scope={inEvent}
          ruleset={ruleset}
          inScope={`In ${scopeTitle(inEvent)} only (the event's rulebooks).`}
          onlyLabel="Search the event's rulebooks only"
          onChoose={chooseRuleset}
        />
      )}
      <SearchStatus state={state} text={text} />
      {state.status === 'idle' && <FirstVisit />}
      {state.status === 'idle' && (
        <RecentSearches
          onPick={(t, r) => {
            setText(t);
            setActive(0);
            setRuleset(validScope(r) ? r : null);
          }}
        />
      )}
      {hits.length > 0 ? (
        <SearchResults hits={hits} active={box.active} arrived={text === arrivedText} onScope={chooseRuleset} />
      ) : (
        state.status === 'idle' && <Library />
      )}
    </main>
  );
}
