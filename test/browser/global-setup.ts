import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions, chromiumPath } from '../../src/cli/chromium.ts';
import { serveApp } from '../../src/cli/serve-app.ts';
import { BUILDS, deployApp, mainBuild } from './app-builds.ts';

/**
 * Builds the app once and serves it with `vite preview`: browser tests test the real build. The build may also
 * connect to a sync server on one port chosen here (SYNC_ORIGINS), which the event-mode test starts itself.
 * One Chromium serves every test file (each connects to it and opens its own contexts: no profile is shared).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromiumPath();
  const syncPort = 20_000 + Math.floor(Math.random() * 20_000);
  // A fresh set of builds per run (app-builds.ts): test files of this run share them, no run reuses another's.
  rmSync(BUILDS, { recursive: true, force: true });
  deployApp(mainBuild(syncPort), 'dist-test');
  const { url, stop } = await serveApp('dist-test');
  const browserServer = await chromium.launchServer(chromiumLaunchOptions());
  project.provide('baseURL', url);
  project.provide('syncPort', syncPort);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    stop();
    await browserServer.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    syncPort: number;
    browserEndpoint: string;
  }
}
