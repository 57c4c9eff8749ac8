import { type RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { afterPaint } from '../after-paint.ts';

/** What a notice must leave in sight: anything the judge can press or read off the screen (a QR code), other notices. */
const NEEDED = 'a[href], button, input, select, textarea, summary, [tabindex="0"], .tk-qr, .toast';
/** Room kept between the notice and the screen's edge. */
const MARGIN = 8;
/** Distance between the positions tried, bottom up. */
const STEP = 4;

/** The rectangles of what is in sight and needed: a control hidden under a sheet is not in sight. */
function neededRects(notice: HTMLElement): DOMRect[] {
  const rects: DOMRect[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(NEEDED)) {
    if (notice.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && (el.contains(top) || top.contains(el))) rects.push(r);
  }
  return rects;
}

/**
 * Moves a fixed notice to the lowest place on screen where it covers nothing needed (the bottom when it is free,
 * else above a sheet or between controls); where no place is free, to the one covering the fewest.
 */
export function placeNotice(notice: HTMLElement): void {
  const was = notice.style.visibility;
  // Hidden while measuring, so what lies under it counts as in sight.
  notice.style.visibility = 'hidden';
  const height = notice.getBoundingClientRect().height;
  const { left, right } = notice.getBoundingClientRect();
  const rects = neededRects(notice);
  let best = { top: innerHeight - height - MARGIN, covered: Infinity };
  for (let top = innerHeight - height - MARGIN; top >= MARGIN; top -= STEP) {
    const bottom = top + height;
    const covered = rects.filter((r) => r.left < right && left < r.right && r.top < bottom && top < r.bottom).length;
    if (covered < best.covered) best = { top, covered };
    if (covered === 0) break;
  }
  notice.style.top = `${best.top}px`;
  notice.style.bottom = 'auto';
  notice.style.visibility = was;
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
 * resizes or changes under it.
 */
export function usePlacedNotice(ref: RefObject<HTMLElement | null>, shown: unknown): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    let cancel = () => {};
    // After the frame that changed the page, not before it: placing is a layout and a hit test per control on
    // screen (measured: ~2 ms of each keystroke's frame at 4× CPU with the results under a notice).
    const place = () => {
      cancel();
      cancel = afterPaint(() => placeNotice(el));
    };
    rooms.set(el, el.getBoundingClientRect().height + 2 * MARGIN);
    makeRoom();
    placeNotice(el);
    const changes = new MutationObserver(place);
    changes.observe(document.body, { childList: true, subtree: true });
    addEventListener('scroll', place, { passive: true });
    addEventListener('resize', place);
    return () => {
      cancel();
      changes.disconnect();
      removeEventListener('scroll', place);
      removeEventListener('resize', place);
      el.style.top = '';
      el.style.bottom = '';
      rooms.delete(el);
      makeRoom();
    };
  }, [shown]);
}
