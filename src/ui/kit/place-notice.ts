import { type RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { afterPaint } from '../after-paint.ts';

/** What a notice must leave in sight: anything the judge can press or read off the screen (a QR code). */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex="0"], .tk-qr';
/** What the judge is reading, never covered either: the landed passage and the search results. */
const READING = '.passage-hit, .result';
/** Bars docked at the bottom edge (a passage's Cite bar, a calculator's answer line, another notice): sat above. */
const DOCKED = '.passage-bar, .calc-jump, .toast';
/** Room kept between the notice and the screen's edge. */
const MARGIN = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** In sight: not scrolled away, and on top where it is (a control hidden under a sheet is not in sight). */
function inSight(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) return false;
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  return !!top && (el.contains(top) || top.contains(el));
}

/** How far above the bottom edge the notice sits: above whatever is docked there. */
function dockedHeight(notice: HTMLElement): number {
  let height = 0;
  for (const el of document.querySelectorAll<HTMLElement>(DOCKED)) {
    if (el === notice || notice.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.bottom >= innerHeight - 2 * MARGIN && r.top < innerHeight)
      height = Math.max(height, innerHeight - r.top);
  }
  return height;
}

/** Whether the notice's box, where it stands, covers a control in sight, what is being read, or the focused element. */
function coversSomething(notice: HTMLElement, box: DOMRect): boolean {
  const focused = document.activeElement;
  if (
    focused &&
    focused !== document.body &&
    !notice.contains(focused) &&
    overlaps(box, focused.getBoundingClientRect())
  )
    return true;
  for (const el of document.querySelectorAll(READING)) if (overlaps(box, el.getBoundingClientRect())) return true;
  for (const el of document.querySelectorAll(CONTROLS))
    if (!notice.contains(el) && overlaps(box, el.getBoundingClientRect()) && inSight(el)) return true;
  return false;
}

/**
 * Puts a fixed notice at the bottom edge (above a docked bar). Where it would cover a control, what the judge reads
 * or the focused element, it waits below the edge, out of sight but still read out by screen readers, until the page
 * moves from under it or its time is up; `mayWait` false (a question: the update prompt) keeps it at the edge.
 */
export function placeNotice(notice: HTMLElement, mayWait = true): void {
  const was = notice.style.visibility;
  // Hidden while measuring, so what lies under it counts as in sight.
  notice.style.visibility = 'hidden';
  notice.style.top = 'auto';
  notice.style.bottom = `${dockedHeight(notice) + MARGIN}px`;
  const waits = mayWait && coversSomething(notice, notice.getBoundingClientRect());
  if (waits) notice.style.top = `${2 * innerHeight}px`;
  notice.classList.toggle('notice-waiting', waits);
  notice.style.visibility = was;
}

/** Far below the bottom edge (under no control cut by it) until placed again (a question, which never waits, stays where it is). */
function wait(notice: HTMLElement, mayWait: boolean): void {
  if (!mayWait) return;
  notice.style.top = `${2 * innerHeight}px`;
  notice.classList.add('notice-waiting');
}

/** The height of each notice shown: sheets at the bottom of the screen (a QR code) make that much room below them. */
const rooms = new Map<HTMLElement, number>();
function makeRoom(): void {
  const room = [...rooms.values()].reduce((a, b) => a + b, 0);
  if (room) document.documentElement.style.setProperty('--notice-room', `${room}px`);
  else document.documentElement.style.removeProperty('--notice-room');
}

/**
 * Keeps the fixed notice `ref` placed (see placeNotice) while `shown` is what it shows: again as the page scrolls,
 * resizes, changes under it or focus moves.
 */
export function usePlacedNotice(ref: RefObject<HTMLElement | null>, shown: unknown, mayWait = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    let cancel = () => {};
    // After the frame that changed the page, not before it: placing is a layout and a hit test per control on
    // screen (measured: ~2 ms of each keystroke's frame at 4× CPU with the results under a notice).
    const place = () => {
      cancel();
      cancel = afterPaint(() => placeNotice(el, mayWait));
    };
    rooms.set(el, el.getBoundingClientRect().height + 2 * MARGIN);
    makeRoom();
    placeNotice(el, mayWait);
    // The page changed under it: out of sight at once (a style write, no layout), placed again after the paint.
    const changes = new MutationObserver(() => {
      wait(el, mayWait);
      place();
    });
    changes.observe(document.body, { childList: true, subtree: true });
    addEventListener('scroll', place, { passive: true });
    addEventListener('resize', place);
    addEventListener('focusin', place);
    return () => {
      cancel();
      changes.disconnect();
      removeEventListener('scroll', place);
      removeEventListener('resize', place);
      removeEventListener('focusin', place);
      el.style.top = '';
      el.style.bottom = '';
      el.classList.remove('notice-waiting');
      rooms.delete(el);
      makeRoom();
    };
  }, [shown]);
}
