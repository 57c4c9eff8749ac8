import { lazy } from 'preact-iso';

// Sections load with their route, so the home page, opened most, does not evaluate them (precached like every
// chunk). A prerendered section page requests the chunk from its HTML (src/build/vite/section-page-preloads.ts).
export const SectionPage = lazy(() => import('./section.tsx').then((m) => m.SectionPage));

/** The section page's code, loaded ahead: before a prerendered section's first render, or once results show. */
export const preloadSectionPage = (): Promise<unknown> => SectionPage.preload();
