import { render } from 'preact';
import { App } from './app.tsx';
import { RESERVED_ANCHORS } from '../core/content/routes.ts';
import { downloadRulesetEarly } from './data/rulesets.ts';
import { loadSectionEarly } from './data/section-view.ts';
import './styles/global.css';
import { appPath } from './base-path.ts';

// A deep link's data starts downloading now, alongside its page's chunk rather than after it: a section's chapter,
// or the whole rulebook for its glossary, about and tools pages.
const [, rulesetId, anchor] = appPath(location.pathname).split('/');
if (rulesetId && anchor) {
  if (RESERVED_ANCHORS.includes(anchor)) downloadRulesetEarly(rulesetId);
  else loadSectionEarly(rulesetId, anchor);
}

// The first render in a task of its own: evaluating the bundle and drawing the page are each a task, not one long one.
setTimeout(() => render(<App />, document.getElementById('app') as HTMLElement));
