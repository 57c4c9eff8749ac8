import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { QrShape } from './qr.ts';
import './toolkit.css';

/**
 * A QR code another phone scans to open `url` (offline too, if that phone has Rulekeeper); Escape closes it.
 * `url` is undefined while it is being made, null when it is too long for a code a phone can scan: `tooLong` then
 * offers another way (a link, a file).
 */
export function QrDialog({
  title,
  url,
  onClose,
  tooLong,
}: {
  title: string;
  url: string | null | undefined;
  onClose: () => void;
  tooLong?: ComponentChildren;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  useKeptAboveSheet(sheet);
  // The QR encoder loads when a code is first asked for; undefined while it loads, null when the text is too long.
  const [shape, setShape] = useState<QrShape | null | undefined>(undefined);
  useEffect(() => {
    if (url === null) setShape(null);
    else if (url !== undefined) void import('./qr.ts').then((m) => setShape(m.qrShape(url)));
  }, [url]);
  useEffect(() => {
    // Focus moves into the sheet and, when it closes, back to the button that opened it.
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);
  return (
    <div ref={sheet} class="tk-sheet" role="dialog" aria-modal="false" aria-labelledby="qr-title">
      <div class="tk-sheet-head">
        <h2 id="qr-title">QR code</h2>
        <button ref={close} type="button" class="icon-button" aria-label="Close QR code" onClick={onClose}>
          ✕
        </button>
      </div>
      <p class="muted small">{title}</p>
      {shape === undefined ? (
        <p class="muted">Drawing the code…</p>
      ) : shape ? (
        <svg
          class="tk-qr"
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          role="img"
          aria-label={`QR code opening ${title}`}
          shape-rendering="crispEdges"
        >
          <rect width={shape.size} height={shape.size} fill="#fff" />
          <path d={shape.path} fill="#000" />
        </svg>
      ) : (
        <div class="tk-qr-too-long">
          <p>Too long for a QR code a phone can scan: send it as a link or a file instead.</p>
          {tooLong}
        </div>
      )}
      {shape && <p class="tk-url small">{url}</p>}
    </div>
  );
}

/** Room kept between the button that opened the sheet and its top edge. */
const GAP = 8;

/**
 * The button that opened the sheet, and the buttons beside it, stay in sight above it (Share, after a look at the
 * code): the page gets the sheet's height of room below it and scrolls up just enough, again whenever the sheet grows
 * (a notice below the code). Found when a 5-digit port made the address two lines and hid Share at 360 × 740.
 */
function useKeptAboveSheet(sheet: { current: HTMLDivElement | null }): void {
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    // A tap that does not focus the button (Safari) leaves the row of buttons before the sheet to keep.
    const focused = document.activeElement;
    const kept =
      focused instanceof HTMLElement && focused !== document.body
        ? focused
        : el.parentElement?.querySelector<HTMLElement>(':scope > .tk-actions');
    const keep = () => {
      const top = el.getBoundingClientRect().top;
      document.documentElement.style.setProperty('--sheet-room', `${innerHeight - top}px`);
      const under = kept ? kept.getBoundingClientRect().bottom + GAP - top : 0;
      if (under > 0) scrollBy({ top: under, behavior: 'instant' });
    };
    keep();
    const resized = new ResizeObserver(keep);
    resized.observe(el);
    return () => {
      resized.disconnect();
      document.documentElement.style.removeProperty('--sheet-room');
    };
  }, []);
}
