import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: no markup from a string, so nothing in the encoded text can reach the DOM as HTML. */
export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  path: string;
}

/** Modules of blank border scanners need around the code. */
const QUIET = 4;

/** The QR code of `text`, or null when it is too long for any QR code at this error correction. */
export function qrShape(text: string, level: 'L' | 'M' = 'M'): QrShape | null {
  const qr = qrcode(0, level);
  try {
    qr.addData(text, 'Byte');
    qr.make();
  } catch {
    return null;
  }
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: count + 2 * QUIET, path };
}
