import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './harness.ts';
import { serveApp } from '../../src/cli/serve-app.ts';
import { deployApp, mainBuild } from './app-builds.ts';

const browser = useBrowser();
const OUT = 'dist-test-update';
/** The run's main build (global setup) is the release a phone first installs here: it shows the package's version. */
const FIRST = mainBuild(inject('syncPorts'));
const FIRST_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const server = await (async () => {
  deployApp(FIRST, OUT);
  return serveApp(OUT);
})();
afterAll(() => server.stop());

/** Visits the app so its service worker installs and controls the page. */
async function visit() {
  const context = await browser().newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  return { context, page };
}

/** Each test may build a release the run has not built yet (about 20 s on a quiet 2-core machine, a minute on a busy one). */
const MAY_BUILD = 240_000;

describe('app updates and the kill switch', () => {
  it(
    'offers a reload when a new version is deployed, and never swaps it in silently',
    async () => {
      deployApp(FIRST, OUT);
      const { context, page } = await visit();
      expect(await page.locator('.app-version').textContent()).toContain(FIRST_VERSION);

      deployApp({ APP_VERSION: 'release-2' }, OUT);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alert');
      await expect.poll(() => prompt.textContent(), { timeout: 20_000 }).toContain('new version');
      // Until the judge says so, the open page keeps the version it started with.
      expect(await page.locator('.app-version').textContent()).toContain(FIRST_VERSION);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => page.locator('.app-version').textContent(), { timeout: 20_000 }).toContain('release-2');
      await context.close();
    },
    MAY_BUILD,
  );

  it(
    'retires the service worker when built with RETIRE_SW=1',
    async () => {
      deployApp(FIRST, OUT);
      const { context, page } = await visit();
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      deployApp({ RETIRE_SW: '1' }, OUT);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
          timeout: 20_000,
        })
        .toBe(0);
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 }).toBe(0);
      await context.close();
    },
    MAY_BUILD,
  );
});
