import { EARLY_TAPS } from '../core/content/page-markers.ts';

type EarlyTaps = Record<typeof EARLY_TAPS, HTMLButtonElement[] | undefined>;

/**
 * Ends the holding of taps (src/build/vite/prerendered-pages.ts's inline script) and replays, in order, those made on the
 * prerendered page before the app ran: on the very elements the app now owns, or not at all if they are gone.
 */
export function replayEarlyTaps(): void {
  const store = window as unknown as EarlyTaps;
  const taps = store[EARLY_TAPS] ?? [];
  store[EARLY_TAPS] = undefined;
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
}
