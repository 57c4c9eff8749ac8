import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions, chromiumPath } from '../../src/cli/chromium.ts';
import { serveApp } from '../../src/cli/serve-app.ts';
import { reservePorts } from '../../src/server/ports.ts';
import { BUILDS, deployApp, mainBuild } from './app-builds.ts';
import { TEST_WORKERS } from './workers.ts';

interface Shared {
  baseURL: string;
  syncPorts: number[];
  browserEndpoint: string;
  stop(): Promise<void>;
}

/** The run's one build, preview server and Chromium, whichever browser project (parallel or timed) sets up first. */
const SHARED = Symbol.for('rulekeeper.browser-setup');
type Holder = { [SHARED]?: { started: Promise<Shared>; users: number } };

async function start(): Promise<Shared> {
  chromiumPath();
  // One sync port per worker that can run at once: two files' sync servers never share a port. Below the ephemeral
  // range: CI once found 39290 taken by another socket between two files, and four files' servers could not start.
  const syncPorts = await reservePorts(TEST_WORKERS);
  // A fresh set of builds per run (app-builds.ts): test files of this run share them, no run reuses another's.
  rmSync(BUILDS, { recursive: true, force: true });
  deployApp(mainBuild(syncPorts), 'dist-test');
  const { url, stop } = await serveApp('dist-test');
  const browserServer = await chromium.launchServer(chromiumLaunchOptions());
  return {
    baseURL: url,
    syncPorts,
    browserEndpoint: browserServer.wsEndpoint(),
    stop: async () => {
      stop();
      await browserServer.close();
    },
  };
}

/**
 * Builds the app once and serves it with `vite preview`: browser tests test the real build. The build may also
 * connect to the sync servers on the ports chosen here (SYNC_ORIGINS), one per worker (harness.ts `syncPort()`).
 * One Chromium serves every test file (each connects to it and opens its own contexts: no profile is shared).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as Holder;
  holder[SHARED] ??= { started: start(), users: 0 };
  const entry = holder[SHARED];
  entry.users++;
  const shared = await entry.started;
  project.provide('baseURL', shared.baseURL);
  project.provide('syncPorts', shared.syncPorts);
  project.provide('browserEndpoint', shared.browserEndpoint);
  return async () => {
    if (--entry.users > 0) return;
    delete holder[SHARED];
    await shared.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    syncPorts: number[];
    browserEndpoint: string;
  }
}
