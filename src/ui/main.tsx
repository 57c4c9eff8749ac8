import { render } from 'preact';
import { App } from './app.tsx';
import { RESERVED_ANCHORS } from '../core/content/routes.ts';
import { downloadRulesetEarly } from './data/rulesets.ts';
import { loadSectionEarly } from './data/section-view.ts';
import './styles/global.css';
import { appPath } from './base-path.ts';
import { keepTypedBeforeStart } from './search/typed-before-start.ts';
import { NOT_HOME_CLASS } from '../build/prerendered-home.ts';

/** Build time: home's markup for index.html (see prerender.tsx); the browser never loads that module. */
export const prerender = () => import('./prerender.tsx').then((m) => m.prerenderHome());

// In the browser only: the build imports this module in Node to prerender home.
if (typeof document !== 'undefined') boot();

function boot(): void {
  // A deep link's data starts downloading now, alongside its page's chunk rather than after it: a section's chapter,
  // or the whole rulebook for its glossary, about and tools pages.
  const [, rulesetId, anchor] = appPath(location.pathname).split('/');
  if (rulesetId && anchor) {
    if (RESERVED_ANCHORS.includes(anchor)) downloadRulesetEarly(rulesetId);
    else loadSectionEarly(rulesetId, anchor);
  }

  // The first render in a task of its own: evaluating the bundle and drawing the page are each a task, not one long one.
  setTimeout(() => {
    const root = document.getElementById('app') as HTMLElement;
    const html = document.documentElement;
    // index.html's prerendered home: on home the app renders over it, reusing its elements and keeping what was typed
    // meanwhile; on any other address it was hidden (src/build/prerendered-home.ts), and the page is drawn afresh.
    if (html.classList.contains(NOT_HOME_CLASS)) root.replaceChildren();
    else keepTypedBeforeStart();
    html.classList.remove(NOT_HOME_CLASS);
    render(<App />, root);
  });
}
