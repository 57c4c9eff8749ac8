import { CONTEXT_LINE_PX, topBarBottom } from './section-context.tsx';

/** What a thumb presses on a page: none may be left half under the header where a passage lands. */
const CONTROLS = 'main button, main a.tk-action, main a.button, main input, main select, main summary';

/**
 * After landing on a passage: where a control straddles the header's edge (the top bar, and the section's line
 * hung below it once the heading is scrolled away), scrolls up just enough to show it whole (not "Log ruling"
 * cut in half). A few passes, as showing one may bring the heading, and its line's edge, back.
 */
export function showControlsWhole(): void {
  for (let pass = 0; pass < 3; pass++) {
    const bar = topBarBottom();
    const head = document.querySelector('.section-head')?.getBoundingClientRect();
    const edge = bar + (head && head.bottom <= bar ? CONTEXT_LINE_PX : 0);
    let cut = 0;
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.closest('.section-context')) continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.top < edge && r.bottom > edge) cut = Math.max(cut, edge - r.top);
    }
    if (cut === 0) return;
    scrollBy(0, -Math.ceil(cut));
  }
}
