import { resolve } from 'node:path';
import { buildApp, serveApp } from '../../serve-app.ts';

/** Where the bench builds the app (ignored by git and lint like the other build folders). */
const OUT_DIR = 'dist-bench';

/** The app as users get it: `vite build`, served by `vite preview` (gzip, like any static host). */
export async function startBuiltApp(): Promise<{ url: string; dir: string; stop: () => void }> {
  buildApp(OUT_DIR);
  return { ...(await serveApp(OUT_DIR)), dir: resolve(import.meta.dirname, '../../../..', OUT_DIR) };
}
