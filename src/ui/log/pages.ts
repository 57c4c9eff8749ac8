import { lazy } from 'preact-iso';

/** The log's pages, loaded when first opened (and precached for offline use like every other chunk). */
export const LogPage = lazy(() => import('./log-page.tsx').then((m) => m.LogPage));
export const NewRulingPage = lazy(() => import('./new-ruling-page.tsx').then((m) => m.NewRulingPage));
export const RulingPage = lazy(() => import('./ruling-page.tsx').then((m) => m.RulingPage));
export const SharedRulingPage = lazy(() => import('./shared-ruling-page.tsx').then((m) => m.SharedRulingPage));
