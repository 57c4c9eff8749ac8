import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import jsQR from 'jsqr';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Reads back a QR code printed by terminalQr (half blocks, black on white) and decodes it as a camera would. */
export function decodeTerminalQr(output: string): string | null {
  const rows: boolean[][] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('\x1b[30;47m')) continue;
    const cells = [...line.replaceAll('\x1b[30;47m', '').replaceAll('\x1b[0m', '')];
    rows.push(cells.map((c) => c === '▀' || c === '█'));
    rows.push(cells.map((c) => c === '▄' || c === '█'));
  }
  if (rows.length === 0) return null;
  const scale = 8;
  const width = rows[0]!.length * scale;
  const height = rows.length * scale;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = rows[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([v, v, v, 255], (y * width + x) * 4);
    }
  return jsQR(pixels, width, height)?.data ?? null;
}

/**
 * `npm run sync-server -- <args>` as README says to run it, in its own process group (npm, tsx and node), so
 * stopping it stops them all.
 */
export async function runSyncServerCommand(args: string[], until: (out: string) => boolean) {
  const child = spawn('npm', ['run', '--silent', 'sync-server', '--', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const end = Date.now() + 60_000;
  while (!until(out)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`sync-server did not get there:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    output: () => out,
    /** Stops npm, tsx and the server, and resolves once every one of them has exited (npm exits first). */
    stop: async () => {
      const alive = () => {
        try {
          process.kill(-child.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (alive()) process.kill(-child.pid!, 'SIGTERM');
      const end = Date.now() + 15_000;
      while (alive() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      if (alive()) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}

/** The head judge's link in the command's output: the line that is the app's Event page with a fragment. */
export function headLinkIn(output: string, appUrl: string): string | null {
  return output.split('\n').find((line) => line.startsWith(`${appUrl}/event#`)) ?? null;
}
