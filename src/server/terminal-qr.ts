import qrcode from 'qrcode-generator';

/** Modules of blank border a phone camera needs around the code. */
const QUIET = 2;
// Black on white whatever the terminal's own colours, so the code reads on a dark terminal as on a light one.
const START = '\x1b[30;47m';
const END = '\x1b[0m';
/** Two modules a character (top, bottom): a dark module is drawn, a light one is the white background. */
const CELLS = [' ', '▄', '▀', '█'] as const;

/** The modules of `text`'s QR code (error correction M), quiet zone included: true is dark. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const size = count + 2 * QUIET;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const r = row - QUIET;
      const c = col - QUIET;
      return r >= 0 && c >= 0 && r < count && c < count && qr.isDark(r, c);
    }),
  );
}

/** `text` as a QR code a phone can scan off a terminal: two rows of modules per line of half blocks. */
export function terminalQr(text: string): string {
  const modules = qrModules(text);
  const lines: string[] = [];
  for (let row = 0; row < modules.length; row += 2) {
    const top = modules[row]!;
    const bottom = modules[row + 1] ?? top.map(() => false);
    lines.push(START + top.map((dark, col) => CELLS[(dark ? 2 : 0) + (bottom[col] ? 1 : 0)]).join('') + END);
  }
  return lines.join('\n');
}
