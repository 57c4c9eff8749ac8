import { LocationProvider, Route, Router, lazy } from 'preact-iso';
import { HeaderSearch } from './components/header-search.tsx';
import { StorageBanner } from './components/storage-banner.tsx';
import { Home } from './pages/home.tsx';
import { SectionPage, preloadSectionPage } from './pages/section-lazy.ts';
import { preloadSectionPageWith } from './search/ready-to-open.ts';
import { NotFound } from './components/not-found.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { LogPage, NewRulingPage, RulingPage, SharedRulingPage } from './log/pages.ts';
import { ToastHost } from './kit/toasts.tsx';
import { ToolkitNav } from './toolkit-nav.tsx';
import { appHref, appPath } from './base-path.ts';
import { routeSettled } from './route-settled.ts';

// Results make the section page's code ready before a tap; search cannot import a page, so the routes hand it down.
preloadSectionPageWith(preloadSectionPage);

// A ruleset's own pages load with their route, so the first frame evaluates less (precached like every chunk).
const ContentsPage = lazy(() => import('./pages/contents.tsx').then((m) => m.ContentsPage));
const GlossaryPage = lazy(() => import('./pages/glossary.tsx').then((m) => m.GlossaryPage));
const AboutPage = lazy(() => import('./pages/about.tsx').then((m) => m.AboutPage));
// Calculators load on first use: a judge searching rules never pays for them.
const ToolPage = lazy(() => import('./tools/tool-page.tsx').then((m) => m.ToolPage));
const EventPage = lazy(() => import('./event/event-page.tsx').then((m) => m.EventPage));
const TableCardsPage = lazy(() => import('./event/table-cards-page.tsx').then((m) => m.TableCardsPage));
const WhatChangedPage = lazy(() => import('./pages/what-changed.tsx').then((m) => m.WhatChangedPage));
const SavedPage = lazy(() => import('./pages/saved.tsx').then((m) => m.SavedPage));
const ToolsIndex = lazy(() => import('./tools/tools-index.tsx').then((m) => m.ToolsIndex));
const CallPage = lazy(() => import('./call/call-page.tsx').then((m) => m.CallPage));

/** A player's page from a table card: opened fresh from a QR code, it never navigates elsewhere in the app. */
const isCallPage = () => typeof location !== 'undefined' && appPath(location.pathname) === '/call';

/** The player's page alone: no search, no judge's toolkit, nothing that is not about calling a judge. */
function CallApp() {
  return (
    <LocationProvider>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="top-bar">
        <span class="brand">
          <img src={appHref('/icon.svg')} alt="" width={28} height={28} /> <span class="brand-name">Rulekeeper</span>
        </span>
      </header>
      <Router onRouteChange={routeSettled}>
        <Route path={appHref('/call')} component={CallPage} />
        <Route default component={CallPage} />
      </Router>
    </LocationProvider>
  );
}

/** Routes in matching order: a ruleset's own pages before its sections. */
export function App() {
  if (isCallPage()) return <CallApp />;
  return (
    <LocationProvider>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="top-bar">
        <a href={appHref('/')} class="brand" aria-label="Rulekeeper: search the rules">
          <img src={appHref('/icon.svg')} alt="" width={28} height={28} /> <span class="brand-name">Rulekeeper</span>
        </a>
        <HeaderSearch />
        <ToolkitNav />
      </header>
      <StorageBanner />
      <Router onRouteChange={routeSettled}>
        <Route path={appHref('/')} component={Home} />
        <Route path={appHref('/log')} component={LogPage} />
        <Route path={appHref('/log/new')} component={NewRulingPage} />
        <Route path={appHref('/log/shared')} component={SharedRulingPage} />
        <Route path={appHref('/log/:id')} component={RulingPage} />
        <Route path={appHref('/saved')} component={SavedPage} />
        <Route path={appHref('/event')} component={EventPage} />
        <Route path={appHref('/event/tables')} component={TableCardsPage} />
        <Route path={appHref('/:ruleset/glossary')} component={GlossaryPage} />
        <Route path={appHref('/:ruleset/about')} component={AboutPage} />
        <Route path={appHref('/:ruleset/changes')} component={WhatChangedPage} />
        <Route path={appHref('/:ruleset/tools')} component={ToolsIndex} />
        <Route path={appHref('/:ruleset/tools/:tool')} component={ToolPage} />
        <Route path={appHref('/:ruleset')} component={ContentsPage} />
        <Route path={appHref('/:ruleset/:anchor')} component={SectionPage} />
        <Route default component={NotFound} />
      </Router>
      <footer class="app-footer">
        <span class="app-version">Rulekeeper {__APP_VERSION__}</span>
      </footer>
      <UpdatePrompt />
      <ToastHost />
    </LocationProvider>
  );
}
