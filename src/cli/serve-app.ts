/** The built app for the browser tests and the bench: `vite build` into a folder, then `vite preview` of it. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reservePort } from '../server/ports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Vite run as the app is built for users: without vitest's environment (which switches the app plugins off). */
function viteEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST' && key !== 'NODE_ENV'),
  );
  return { ...env, ...extra };
}

/** `vite build` into `outDir` (relative to the project), with extra environment such as APP_VERSION or RETIRE_SW. */
export function buildApp(outDir: string, extra: Record<string, string> = {}): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: viteEnv(extra),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
}

/** `vite preview` of `outDir` on a free port; resolves with its URL and a stop function. */
export async function serveApp(outDir: string): Promise<{ url: string; stop: () => void }> {
  const port = await reservePort();
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { cwd: root, env: viteEnv({}), stdio: 'ignore', detached: true },
  );
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, stop: () => server.pid && process.kill(-server.pid) };
}
