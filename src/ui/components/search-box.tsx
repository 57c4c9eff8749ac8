import { useLayoutEffect, useRef } from 'preact/hooks';
import { MANIFEST, findManifest } from '../data/rulesets.ts';
import { eventScope, scopeTitle } from '../search/scope.ts';
import { requestSearch } from '../search/search-client.ts';
import { appHref } from '../base-path.ts';

interface Props {
  text: string;
  ruleset: string | null;
  resultCount: number;
  active: number;
  onText: (text: string) => void;
  onRuleset: (ruleset: string | null) => void;
  onActive: (index: number) => void;
  onOpen: () => void;
}

/** The search field and ruleset filter. `/` focuses it from anywhere; arrows move through results, Enter opens. */
export function SearchBox({ text, ruleset, resultCount, active, onText, onRuleset, onActive, onOpen }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // Listening from the first render (not after the first paint), so a "/" pressed at once is not lost.
  useLayoutEffect(() => {
    const focusOnSlash = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    addEventListener('keydown', focusOnSlash);
    return () => removeEventListener('keydown', focusOnSlash);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && resultCount) onActive(Math.min(resultCount - 1, active + 1));
    else if (e.key === 'ArrowUp' && resultCount) onActive(Math.max(0, active - 1));
    // Even before the first answer: the page opens its first result when it comes.
    else if (e.key === 'Enter') onOpen();
    else if (e.key === 'Escape') onText('');
    else return;
    e.preventDefault();
  };
  return (
    // Named fields and an action: Enter pressed on the prerendered page, before the app runs, still searches (/?q=…).
    <form class="search" role="search" action={appHref('/')} onSubmit={(e) => e.preventDefault()}>
      <label class="visually-hidden" for="q">
        Search the rules
      </label>
      <input
        ref={input}
        id="q"
        name="q"
        type="search"
        value={text}
        placeholder="Search rules — e.g. frenzy gifts"
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        enterkeyhint="search"
        aria-controls={resultCount ? 'search-results' : undefined}
        onInput={(e) => {
          const typed = (e.target as HTMLInputElement).value;
          // The worker searches while the page draws the keystroke; the results' hook picks up this same search.
          if (typed.trim()) void requestSearch(typed, ruleset);
          onText(typed);
        }}
        onKeyDown={onKeyDown}
      />
      {MANIFEST.length > 1 && (
        <>
          <label class="visually-hidden" for="ruleset-filter">
            Rulebook
          </label>
          <select
            id="ruleset-filter"
            name="r"
            value={ruleset ?? ''}
            onChange={(e) => onRuleset((e.target as HTMLSelectElement).value || null)}
          >
            <option value="">All rulebooks</option>
            {/* Several rulebooks at once: the active event's (or the scope chosen). */}
            {[...new Set([ruleset, eventScope()])].map(
              (scope) =>
                scope &&
                !findManifest(scope) && (
                  <option key={scope} value={scope}>
                    {scopeTitle(scope)}
                  </option>
                ),
            )}
            {MANIFEST.map((m) => (
              <option key={m.meta.id} value={m.meta.id}>
                {m.meta.shortTitle}
              </option>
            ))}
          </select>
        </>
      )}
    </form>
  );
}
