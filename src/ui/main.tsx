import { render } from 'preact';
import { App } from './app.tsx';
import { downloadRulesetEarly } from './data/rulesets.ts';
import './styles/global.css';
import { appPath } from './base-path.ts';

// A deep link's data starts downloading now, alongside its page's chunk rather than after it.
const [, rulesetId, anchor] = appPath(location.pathname).split('/');
if (rulesetId && anchor) downloadRulesetEarly(rulesetId);

// The first render in a task of its own: evaluating the bundle and drawing the page are each a task, not one long one.
setTimeout(() => render(<App />, document.getElementById('app') as HTMLElement));
