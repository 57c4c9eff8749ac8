import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness.ts';
import { buildApp, serveApp } from '../../src/cli/serve-app.ts';

const browser = useBrowser();
const OUT = 'dist-test-update';
const server = await (async () => {
  buildApp(OUT, { APP_VERSION: 'release-1' });
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

/** Each test builds the app twice (about 20 s each on a quiet 2-core machine, a minute on a busy one). */
const BUILDS_TWICE = 240_000;

describe('app updates and the kill switch', () => {
  it(
    'offers a reload when a new version is deployed, and never swaps it in silently',
    async () => {
      buildApp(OUT, { APP_VERSION: 'release-1' });
      const { context, page } = await visit();
      expect(await page.locator('.app-version').textContent()).toContain('release-1');

      buildApp(OUT, { APP_VERSION: 'release-2' });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alert');
      await expect.poll(() => prompt.textContent(), { timeout: 20_000 }).toContain('new version');
      // Until the judge says so, the open page keeps the version it started with.
      expect(await page.locator('.app-version').textContent()).toContain('release-1');
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => page.locator('.app-version').textContent(), { timeout: 20_000 }).toContain('release-2');
      await context.close();
    },
    BUILDS_TWICE,
  );

  it(
    'retires the service worker when built with RETIRE_SW=1',
    async () => {
      buildApp(OUT, { APP_VERSION: 'release-3' });
      const { context, page } = await visit();
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      buildApp(OUT, { RETIRE_SW: '1' });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
          timeout: 20_000,
        })
        .toBe(0);
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 }).toBe(0);
      await context.close();
    },
    BUILDS_TWICE,
  );
});
