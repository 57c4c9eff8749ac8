import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { Library } from './library.tsx';
import { appHref } from '../base-path.ts';

/**
 * A page for a link that leads nowhere: says what was not found, with a search and every rulebook to go on from.
 * Any page whose thing is missing shows it (a section, a ruling, the app's fallback), so it sits with the components.
 */
export function NotFound({ what = 'This page does not exist.' }: { what?: string }) {
  const { route } = useLocation();
  const [text, setText] = useState('');
  return (
    <main id="main" class="not-found">
      <h1>Not found</h1>
      <p>{what}</p>
      <form
        class="search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          route(appHref(text.trim() ? `/?${new URLSearchParams({ q: text.trim() })}` : '/'));
        }}
      >
        <input
          type="search"
          name="q"
          aria-label="Search the rules"
          placeholder="Search the rules"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" class="button">
          Search
        </button>
      </form>
      <Library />
    </main>
  );
}
