import { hydrate, render } from 'preact';
import { afterPaint } from './after-paint.ts';
import { App } from './app.tsx';
import { preloadSectionPage } from './pages/section-lazy.ts';
import { RESERVED_ANCHORS } from '../core/content/routes.ts';
import { downloadRulesetEarly } from './data/rulesets.ts';
import { loadSectionEarly, loadSectionView } from './data/section-view.ts';
// One stylesheet, split by job: imported together and in this order, they make the one inlined into every page.
import './styles/global.css';
import './styles/results.css';
import './styles/reading.css';
import './styles/bars-and-layers.css';
import { appPath } from './base-path.ts';
import { keepTypedBeforeStart } from './search/typed-before-start.ts';
import { replayEarlyTaps } from './early-taps.ts';
import { OTHER_PAGE_CLASS } from '../core/content/page-markers.ts';
import { inEvent } from './data/event-context.ts';
import { startSearch } from './search/search-client.ts';
import { eventScope, validScope } from './search/scope.ts';

/** Build time: home's and each section's markup (see prerender.tsx); the browser never loads that module. */
export const prerender = ({ url }: { url: string }) => import('./prerender.tsx').then((m) => m.prerenderPage(url));

// In the browser only: the build imports this module in Node to prerender pages.
if (typeof document !== 'undefined') boot();

function boot(): void {
  // A deep link's data starts downloading now, alongside its page's chunk rather than after it: a section's chapter,
  // or the whole rulebook for its glossary, about and tools pages.
  const [, rulesetId, anchor] = appPath(location.pathname).split('/');
  if (rulesetId && anchor) {
    if (RESERVED_ANCHORS.includes(anchor)) downloadRulesetEarly(rulesetId);
    else loadSectionEarly(rulesetId, anchor);
  }
  // Home is the search: its worker starts loading the indexes now, not once the page is drawn and its effects run.
  if (!rulesetId) {
    const linked = new URLSearchParams(location.search).get('r');
    startSearch(validScope(linked) ? linked : eventScope());
  }

  const root = document.getElementById('app') as HTMLElement;
  const html = document.documentElement;
  // The build prerendered home into index.html and each section into its own page (prerender.tsx). When that markup
  // is this address's page, the app renders over it, reusing its elements and keeping what was typed meanwhile; a
  // section first waits for its code and chapter, so that render matches the markup instead of showing "Loading".
  // Otherwise the markup was hidden (src/build/vite/prerendered-pages.ts) and the page is drawn afresh.
  const prerendered = !html.classList.contains(OTHER_PAGE_CLASS);
  const section = prerendered && rulesetId && anchor ? sectionReady(rulesetId, anchor) : Promise.resolve();
  // The first render in a task of its own: evaluating the bundle and drawing the page are each a task, not one long one.
  void section.then(() =>
    setTimeout(() => {
      if (prerendered) keepTypedBeforeStart();
      else root.replaceChildren();
      html.classList.remove(OTHER_PAGE_CLASS);
      // Hydrating only attaches handlers, where rendering would set every attribute again and re-parse each rule's
      // HTML; it is right only when the app's first render is the markup's, a first visit's: no event on this phone
      // (its header), no history entry state (an open search).
      if (prerendered && !inEvent() && history.state === null) hydrate(<App />, root);
      else render(<App />, root);
      // Once the page's first effects have run (Preact runs them in a task after the next frame): a tap made while the
      // app was on its way now acts, and no mount effect undoes it.
      afterPaint(replayEarlyTaps);
    }),
  );
}

/** A prerendered section's code and data, loaded; a failure is the page's to show once rendered. */
function sectionReady(rulesetId: string, anchor: string): Promise<unknown> {
  return Promise.all([preloadSectionPage(), loadSectionView(rulesetId, anchor)]).catch(() => undefined);
}
