/** Names the build's inline scripts (src/build/vite/prerendered-pages.ts) and the app that reads them share. */

/** Where the inline script keeps the taps it held back until the app runs (src/ui/early-taps.ts replays them). */
export const EARLY_TAPS = '__rkEarlyTaps';

/** Where home's inline script keeps the fetches of the search files it started, by address (src/ui/search/early-fetches.ts). */
export const EARLY_FETCHES = '__rkEarlyFetches';

/** The class the inline script puts on `<html>` when #app's markup is not the page at this address (global.css, main.tsx). */
export const OTHER_PAGE_CLASS = 'other-page';

/** The class the inline script puts on `<html>` when the first-visit line was dismissed on this device (global.css). */
export const FIRST_VISIT_TOLD_CLASS = 'first-visit-told';
