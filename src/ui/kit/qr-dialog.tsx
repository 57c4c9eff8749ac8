import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
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
    <div class="tk-sheet" role="dialog" aria-modal="false" aria-labelledby="qr-title">
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
