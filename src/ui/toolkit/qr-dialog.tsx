import { useEffect, useRef, useState } from 'preact/hooks';
import type { QrShape } from './qr.ts';
import './toolkit.css';

/** A QR code another phone scans to open `url` (offline too, if that phone has Rulekeeper); Escape closes it. */
export function QrDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  // The QR encoder loads when a code is first asked for; undefined while it loads, null when the text is too long.
  const [shape, setShape] = useState<QrShape | null | undefined>(undefined);
  useEffect(() => void import('./qr.ts').then((m) => setShape(m.qrShape(url, url.length > 300 ? 'L' : 'M'))), [url]);
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
        <p class="error">Too long for a QR code: use Share or Copy instead.</p>
      )}
      <p class="tk-url small">{url}</p>
    </div>
  );
}
