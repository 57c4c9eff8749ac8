import { useEffect, useRef, useState } from 'preact/hooks';
import type { PageEntry } from '../../core/content/manifest.ts';

/** The line's height in CSS pixels (.section-context in bars-and-layers.css, 32 and its border): landing keeps controls whole. */
export const CONTEXT_LINE_PX = 33;

/** The bottom of the sticky top bar, where the line hangs. */
export const topBarBottom = (): number => document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;

/**
 * Once the section's heading is scrolled under the header, a compact line hung below it names the section (number
 * and title), so a judge landed far down a passage always sees which rule they read; a tap goes to the section's top.
 */
export function SectionContext({ entry }: { entry: PageEntry }) {
  const [shown, setShown] = useState(false);
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const head = document.querySelector('.section-head');
    if (!head) return;
    const barBottom = topBarBottom();
    // Through the CSSOM, not a style attribute: the prerendered page's CSP allows no inline style.
    if (line.current) line.current.style.top = `${barBottom}px`;
    const observer = new IntersectionObserver(([e]) => setShown(!!e && !e.isIntersecting), {
      rootMargin: `-${Math.round(barBottom)}px 0px 0px 0px`,
    });
    observer.observe(head);
    return () => observer.disconnect();
  }, [entry.id]);
  const toTop = () => {
    scrollTo({ top: 0 });
    const heading = document.querySelector<HTMLElement>('.section-head h1');
    // Focusable only from here (set now, so the prerendered heading's markup stays as it is).
    if (heading) heading.tabIndex = -1;
    heading?.focus({ preventScroll: true });
  };
  return (
    <div ref={line} class="section-context" hidden={!shown}>
      <button type="button" onClick={toTop} aria-label={`To the top of ${entry.number ?? ''} ${entry.title}`.trim()}>
        <span class="section-context-label">
          {entry.number && <span class="num">{entry.number}</span>} {entry.title}
        </span>
        <span aria-hidden="true">↑</span>
      </button>
    </div>
  );
}
