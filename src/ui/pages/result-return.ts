import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { afterPaint } from '../after-paint.ts';

/** Kept on the results' history entry when a result opens: which one, and where it stood on screen. */
interface ResultReturnState {
  rkResult?: { href: string; top: number };
}

const resultLink = (href: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('.result a[href]')].find((a) => a.getAttribute('href') === href);

/** Remembers on the current history entry that the result `href` (its link on screen) is being opened. */
export function rememberOpenedResult(href: string): void {
  const item = resultLink(href)?.closest('.result');
  const top = item ? item.getBoundingClientRect().top : 0;
  history.replaceState(
    { ...(history.state as object | null), rkResult: { href, top } } satisfies ResultReturnState,
    '',
  );
}

/**
 * Back to the results from a result: once they are drawn again, the one opened stands where it stood (not where the
 * browser's scroll, restored before the results came, put the page) and has the focus. `hrefs` are the results'
 * links in order; `show(i)` makes the i-th drawn (the list draws the first screenful until scrolled) and active.
 */
export function useResultReturn(hrefs: string[], show: (index: number) => void): void {
  const [target] = useState(() => (history.state as ResultReturnState | null)?.rkResult ?? null);
  const [done, setDone] = useState(false);
  // A result tapped (not opened with Enter, which remembers it itself) is remembered before it opens.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('.result a[href]');
      const href = link?.getAttribute('href');
      if (href) rememberOpenedResult(href);
    };
    addEventListener('click', onClick, true);
    return () => removeEventListener('click', onClick, true);
  }, []);
  const index = target && !done ? hrefs.indexOf(target.href) : -1;
  useEffect(() => {
    if (index >= 0) show(index);
  }, [index]);
  useLayoutEffect(() => {
    if (!target || done || index < 0) return;
    const link = resultLink(target.href);
    const item = link?.closest('.result');
    if (!link || !item) return;
    const place = () => {
      scrollBy(0, item.getBoundingClientRect().top - target.top);
      // One opened from the keyboard may have stood off screen (arrows do not scroll the page): brought into view.
      const box = item.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) item.scrollIntoView({ block: 'center' });
    };
    place();
    // Again once painted: what stands above the results (the search's status line) may have moved them since.
    afterPaint(place);
    link.focus({ preventScroll: true });
    setDone(true);
    const { rkResult: _, ...rest } = (history.state as (ResultReturnState & object) | null) ?? {};
    history.replaceState(rest, '');
  });
}
