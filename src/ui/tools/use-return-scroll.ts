import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** Kept on a calculator's history entry when a link leaves it: Back to it scrolls to where the judge was reading. */
interface ReturnState {
  rkCalcY?: number;
}

/** Frames the restored scroll is tried again on while the page grows to its height (half a second). */
const MAX_FRAMES = 30;

const savedY = (): number | null => (history.state as ReturnState | null)?.rkCalcY ?? null;

/**
 * Back from a cited rule (or any link) returns to the answer as it was read: the page's scroll is written into this
 * history entry when a link is followed, as the header search does for the page under it, and restored once the
 * input is loaded again and the answer drawn (`ready`); the browser's own restoring runs before that and falls short.
 */
export function useReturnScroll(ready: boolean): void {
  const pending = useRef(savedY());

  useEffect(() => {
    // Capture, so it runs before the router's click handler pushes the next page's entry.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      if (!(e.target as Element | null)?.closest?.('a[href]')) return;
      history.replaceState({ ...(history.state as object | null), rkCalcY: scrollY } satisfies ReturnState, '');
    };
    addEventListener('click', onClick, true);
    return () => removeEventListener('click', onClick, true);
  }, []);

  // Once: the form and the answer are drawn in the same frame as the loaded input, so the page is as tall as it was.
  useLayoutEffect(() => {
    const want = pending.current;
    if (!ready || want === null) return;
    pending.current = null;
    scrollTo(0, want);
    // The page may still be a pixel short of where it was (CI once landed on 4531 for 4532): again on the next few
    // frames as it grows, until it gets there or the judge scrolls.
    let frames = 0;
    let moved = false;
    const stop = () => (moved = true);
    addEventListener('touchstart', stop, { once: true, passive: true });
    addEventListener('wheel', stop, { once: true, passive: true });
    addEventListener('keydown', stop, { once: true });
    const again = () => {
      if (moved || Math.abs(scrollY - want) < 1 || ++frames > MAX_FRAMES) {
        removeEventListener('touchstart', stop);
        removeEventListener('wheel', stop);
        removeEventListener('keydown', stop);
        return;
      }
      scrollTo(0, want);
      requestAnimationFrame(again);
    };
    requestAnimationFrame(again);
    // A reload later starts where the judge then is, not here.
    const { rkCalcY: _done, ...rest } = (history.state as ReturnState | null) ?? {};
    history.replaceState(rest, '');
  });
}
