import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** Kept on a calculator's history entry when a link leaves it: Back to it scrolls to where the judge was reading. */
interface ReturnState {
  rkCalcY?: number;
}

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
    // A reload later starts where the judge then is, not here.
    const { rkCalcY: _done, ...rest } = (history.state as ReturnState | null) ?? {};
    history.replaceState(rest, '');
  });
}
