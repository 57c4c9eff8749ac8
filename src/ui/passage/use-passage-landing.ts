import { useLocation } from 'preact-iso';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RulesetView } from '../data/rulesets.ts';
import { type PassageInEntry, findPassage } from './find-passage.ts';
import { afterPaint } from '../after-paint.ts';
import { showControlsWhole } from './controls-whole.ts';
import { afterRouteSettled } from '../route-settled.ts';
import { markWords, unmarkWords } from './mark-words.ts';
import { takeLandingTerms } from './passage-link.ts';
import { appPath } from '../base-path.ts';

const HIGHLIGHT_CLASS = 'passage-hit';

/** Set on a history entry once its passage was landed on: Back to it restores the judge's scroll, not the passage. */
interface LandingState {
  rkLanded?: boolean;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * Opens a page on the passage its link names (`#<passage>`): scrolled to just below the header, highlighted with
 * the words the search matched, focused for screen readers. The highlight goes when the judge scrolls it out of
 * view, presses Esc or dismisses it. Returns the highlighted passage (for Cite and Share) and the dismissal.
 */
export function usePassageLanding(
  ruleset: RulesetView,
  page: string,
): { landed: PassageInEntry | null; dismiss: () => void } {
  const { url } = useLocation();
  const hash = location.hash;
  const [landed, setLanded] = useState<(PassageInEntry & { page: string }) | null>(null);
  const element = useRef<HTMLElement | null>(null);

  const dismiss = () => {
    const el = element.current;
    element.current = null;
    if (el) {
      el.classList.remove(HIGHLIGHT_CLASS);
      unmarkWords(el);
    }
    setLanded(null);
  };

  useLayoutEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const state = history.state as LandingState | null;
    if (!id || state?.rkLanded) return;
    let cancelBar = (): void => undefined;
    // After the router's own commit (it scrolls a newly opened page to its top), before the frame is painted.
    const cancel = afterRouteSettled(() => {
      const found = findPassage(ruleset, id);
      const el = document.getElementById(id);
      if (!found || !el) return;
      dismiss();
      element.current = el;
      el.classList.add(HIGHLIGHT_CLASS);
      markWords(el, takeLandingTerms(appPath(location.pathname) + location.hash));
      el.tabIndex = -1;
      el.scrollIntoView({ block: 'start' });
      showControlsWhole();
      el.focus({ preventScroll: true });
      // The passage's bar (Cite, Share) comes a frame after the passage: drawn now, it would draw the page again in
      // the landing's frame and run its effects early (measured: ~10 ms of a warm tap at 4× CPU, reading a bookmark).
      // The history entry is marked then too (a history write is ~5 ms at 4× CPU).
      cancelBar = afterPaint(() => {
        history.replaceState({ ...(history.state as object | null), rkLanded: true } satisfies LandingState, '');
        setLanded({ ...found, page });
      });
      // `npm run bench` times a result's tap to the frame after this mark.
      performance.mark('rk:passage-landed', { detail: { id } });
    });
    return () => {
      cancel();
      cancelBar();
    };
  }, [page, hash, url]);

  useEffect(() => {
    const el = element.current;
    if (!landed || !el) return;
    let seen = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) seen = true;
      else if (seen) dismiss();
    });
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !typing(e.target) && dismiss();
    addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      removeEventListener('keydown', onKey);
    };
  }, [landed]);

  return { landed: landed?.page === page ? landed : null, dismiss };
}
