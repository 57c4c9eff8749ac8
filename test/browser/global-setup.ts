import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../src/cli/chromium.ts';
import { buildApp, serveApp } from '../../src/cli/serve-app.ts';

/** Builds the app once and serves it with `vite preview`: browser tests test the real build. */
export default async function setup(project: TestProject): Promise<() => void> {
  chromiumPath();
  buildApp('dist-test');
  const { url, stop } = await serveApp('dist-test');
  project.provide('baseURL', url);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
