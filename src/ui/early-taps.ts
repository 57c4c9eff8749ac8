import { EARLY_TAPS } from '../core/content/page-markers.ts';

/** What the inline script held: taps in order, and what was typed after a "/" held as a tap on Search (`k`, `e`). */
type HeldTaps = HTMLButtonElement[] & { k?: string | null; e?: number };
type EarlyTaps = Record<typeof EARLY_TAPS, HeldTaps | undefined>;

/**
 * Ends the holding of taps (src/build/vite/prerendered-pages.ts's inline script) and replays, in order, those made on the
 * prerendered page before the app ran: on the very elements the app now owns, or not at all if they are gone. Text
 * typed after an early "/" goes into the search field that tap opened, and a held Enter opens its first result.
 */
export function replayEarlyTaps(): void {
  const store = window as unknown as EarlyTaps;
  const taps = store[EARLY_TAPS] ?? [];
  store[EARLY_TAPS] = undefined;
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
  const typed = taps.k ?? '';
  if (!typed && !taps.e) return;
  // After the render the taps set off (Preact renders in a microtask), the field is there and focused.
  setTimeout(() => {
    const field = document.getElementById('q');
    if (!(field instanceof HTMLInputElement) || document.activeElement !== field) return;
    if (typed) {
      // Before anything typed since the app took over, as it was typed.
      field.value = typed + field.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Once the field has rendered that text.
    if (taps.e) setTimeout(() => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  });
}
