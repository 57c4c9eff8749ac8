import { render } from 'preact';
import { App } from './app.tsx';
import { RESERVED_ANCHORS } from '../core/content/routes.ts';
import { downloadRulesetEarly } from './data/rulesets.ts';
import { loadSectionEarly } from './data/section-view.ts';
import './styles/global.css';
import { appPath } from './base-path.ts';
import { keepTypedBeforeStart } from './search/typed-before-start.ts';

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
  // It renders over index.html's prerendered home, reusing its elements; what was typed there meanwhile is kept.
  setTimeout(() => {
    keepTypedBeforeStart();
    render(<App />, document.getElementById('app') as HTMLElement);
  });
}
