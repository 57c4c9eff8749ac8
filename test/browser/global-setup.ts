import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../src/cli/chromium.ts';
import { buildApp, serveApp } from '../../src/cli/serve-app.ts';

/**
 * Builds the app once and serves it with `vite preview`: browser tests test the real build. The build may also
 * connect to a sync server on one port chosen here (SYNC_ORIGINS), which the event-mode test starts itself.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  chromiumPath();
  const syncPort = 20_000 + Math.floor(Math.random() * 20_000);
  buildApp('dist-test', { SYNC_ORIGINS: `ws://127.0.0.1:${syncPort}` });
  const { url, stop } = await serveApp('dist-test');
  project.provide('baseURL', url);
  project.provide('syncPort', syncPort);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    syncPort: number;
  }
}
