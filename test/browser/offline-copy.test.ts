import { afterAll, describe, expect, inject, it } from 'vitest';
import { precacheManifest } from '../../src/cli/build-size.ts';
import { appBuild, mainBuild } from './app-builds.ts';
import { newPhone, useBrowser, waitForOfflineReady } from './harness.ts';
import { mostAtOnce, serveStaticHost } from './static-host.ts';

const browser = useBrowser();
/** A phone's round trip on a mobile network: each answer comes this long after its request. */
const ROUND_TRIP_MS = 100;
const built = appBuild(mainBuild(inject('syncPorts')));
const host = await serveStaticHost(built, '/', { latencyMs: ROUND_TRIP_MS });
afterAll(() => host.stop());

/** The files the service worker's manifest lists (the offline copy), by path, as often as listed. */
const manifest = precacheManifest(built).map((url) => `/${url}`);
const manifestFiles = new Set(manifest).size;

describe('the offline copy, on a first visit over a phone network', () => {
  it('is fetched several files at a time, not one after another, holds every file, and then the app works offline', async () => {
    const { context, page } = await newPhone(browser());
    try {
      const opened = performance.now();
      await page.goto(`${host.url}/`);
      await waitForOfflineReady(page);
      const ready = performance.now() - opened;
      // Files the page never fetch()es itself (scripts, styles, icons, the web manifest): only the worker asks for
      // them so. One after another, as Workbox's own install does, no two of them would ever be in flight at once;
      // the JSON data the worker fetches meanwhile fill the other places.
      const copied = host.requests.filter((r) => r.dest === 'empty' && /\.(js|css|png|svg|webmanifest)$/.test(r.path));
      expect(copied.length, 'files only the worker fetched').toBeGreaterThan(50);
      expect(mostAtOnce(copied), 'of those, in flight at once').toBeGreaterThanOrEqual(2);
      const stored = await page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.includes('precache'));
        return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
      });
      expect(manifestFiles).toBeGreaterThan(100);
      // Each file once: a file listed twice in the manifest would be fetched twice.
      expect(manifest.length, 'files listed').toBe(manifestFiles);
      expect(stored.sort(), 'files in the offline copy').toEqual([...new Set(manifest)].sort());
      console.info(
        `offline copy: ${manifestFiles} files, ready ${(ready / 1000).toFixed(1)} s after opening at ${ROUND_TRIP_MS} ms a round trip (one after another: at least ${((manifestFiles * ROUND_TRIP_MS) / 1000).toFixed(1)} s); ${mostAtOnce(host.requests)} requests at most in flight at once`,
      );

      await context.setOffline(true);
      await page.goto(`${host.url}/rage-2018/6-11-frenzy`);
      await page.locator('main:not(.loading) h1').waitFor();
      expect(await page.locator('main h1').textContent()).toContain('FRENZY');
    } finally {
      await context.close();
    }
  });

  it('downloads each search file once: the worker takes the copies the page fetched from the browser’s cache', async () => {
    const { context, page } = await newPhone(browser());
    try {
      const from = host.requests.length;
      await page.goto(`${host.url}/`);
      await page.getByRole('searchbox', { name: 'Search the rules' }).fill('hacked apart');
      await page.locator('.result').first().waitFor();
      await waitForOfflineReady(page);
      const searchFiles = host.requests
        .slice(from)
        .map((r) => r.path)
        .filter((path) => /^\/data\/[a-z0-9-]+\.(index|search)\.[0-9a-f]+\.json$/.test(path));
      expect(searchFiles.length, 'search files asked of the host').toBe(10);
      expect(new Set(searchFiles).size).toBe(10);
      // And the offline copy holds them: search works with the network gone.
      await context.setOffline(true);
      await page.goto(`${host.url}/?q=junta%20tie`);
      await page.locator('.result').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
