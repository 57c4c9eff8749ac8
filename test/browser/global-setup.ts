import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../src/cli/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = 'dist-test';
let server: ChildProcess | null = null;

/** Vite run as the app is built for users: without vitest's environment (which switches the app plugins off). */
function viteEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST' && key !== 'NODE_ENV'));
}

/** Builds the app once and serves it with `vite preview`, as the browser tests must test the real build. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromiumPath();
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env: viteEnv(), encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  const port = 4300 + Math.floor(Math.random() * 500);
  server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { cwd: root, env: viteEnv(), stdio: 'pipe', detached: true });
  const baseURL = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(baseURL)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  project.provide('baseURL', baseURL);
  return async () => {
    if (server?.pid) process.kill(-server.pid);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
