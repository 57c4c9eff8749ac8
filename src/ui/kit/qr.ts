import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: no markup from a string, so nothing in the encoded text can reach the DOM as HTML. */
export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  path: string;
}

/** Modules of blank border scanners need around the code. */
const QUIET = 4;

/**
 * Largest QR version drawn: 77×77 modules, which a phone camera still reads from another phone's screen across a
 * table. Longer text gets no code (the caller offers a link or file instead).
 */
export const MAX_QR_VERSION = 15;

/** The QR code of `text` at error correction M (reads through glare and smudges), or null when it needs a larger code. */
export function qrShape(text: string): QrShape | null {
  const qr = qrcode(0, 'M');
  try {
    qr.addData(text, 'Byte');
    qr.make();
  } catch {
    return null;
  }
  const count = qr.getModuleCount();
  // Version n has 17 + 4n modules a side.
  if ((count - 17) / 4 > MAX_QR_VERSION) return null;
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: count + 2 * QUIET, path };
}
