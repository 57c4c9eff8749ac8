import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app.tsx';

/**
 * Build time only, in Node (@preact/preset-vite's prerender, through main.tsx's `prerender`): home's markup goes into
 * index.html, so a phone paints the search field and the rulebooks from the HTML alone, before any script arrives.
 * The app then renders over it, reusing those very elements. The browser never loads this chunk (not precached).
 */
export async function prerenderHome(): Promise<{ html: string }> {
  asFirstVisit();
  return { html: await renderToStringAsync(<App />) };
}

/** What components read while rendering, as a first visit has it: no history entry state, nothing stored. */
function asFirstVisit(): void {
  const empty = new Map<string, string>();
  Object.assign(globalThis, {
    history: { state: null, length: 1 },
    localStorage: {
      getItem: (key: string) => empty.get(key) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    },
  });
}
