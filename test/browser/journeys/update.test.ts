import { afterAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../../src/cli/serve-app.ts';
import { deployApp, ruleChangesBuild } from '../app-builds.ts';
import { useBrowser, waitForOfflineReady } from '../harness.ts';

const browser = useBrowser();
const OUT = 'dist-test-journey-update';
/** The two builds of a test rulebook that rule-changes.test.ts deploys too: built once a run, whichever runs first. */
const server = await (async () => {
  deployApp(ruleChangesBuild('a'), OUT);
  return serveApp(OUT);
})();
afterAll(() => server.stop());

/** May build version B, if no file of this run has yet (about 20 s on a quiet 2-core machine, a minute or more on a busy one). */
const BUILDS_ONCE_MORE = 240_000;

// One build pair is all this journey can afford: run in the light scheme only.
describe('Update (light)', () => {
  it(
    'a judge taps Reload the moment the new version is offered: the notice and the What changed page list the rule that changed',
    async () => {
      const context = await browser().newContext({
        baseURL: server.url,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        hasTouch: true,
        colorScheme: 'light',
      });
      const page = await context.newPage();
      try {
        await page.goto('/');
        await waitForOfflineReady(page);
        expect(await page.locator('.app-version').textContent()).toContain('rules-a');

        // Version B is deployed; the phone finds it as it would any update.
        deployApp(ruleChangesBuild('b'), OUT);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        // The judge taps Reload as soon as the prompt shows: no second of waiting.
        const reload = page.getByRole('alert').getByRole('button', { name: 'Reload' });
        await reload.waitFor({ timeout: 30_000 });
        const tapped = Date.now();
        await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), reload.click()]);
        console.log(
          `Reload tapped at once: the new version loaded ${Date.now() - tapped} ms later, changes worked out`,
        );
        await expect.poll(() => page.locator('.app-version').textContent(), { timeout: 20_000 }).toContain('rules-b');

        // The notice says what changed, and leads to the page that lists it.
        const notice = page.getByRole('status').filter({ hasText: 'Rules updated.' });
        await expect
          .poll(() => notice.allTextContents(), { timeout: 10_000 })
          .toEqual([expect.stringContaining('Rules updated. Test Rules: 1 passage changed')]);
        await notice.getByRole('button', { name: 'What changed' }).click();
        await page.waitForURL(/\/test-rules\/changes$/);
        const heads = page.locator('.tk-change-head');
        await expect.poll(() => heads.allTextContents()).toContain('Changed in §1.2 BLUFFS');
        expect(await heads.count()).toBe(6);
        const changed = page.locator('.tk-change', { hasText: 'Changed in §1.2 BLUFFS' });
        expect(await changed.locator('del').allTextContents()).toEqual(['card']);
        expect(await changed.locator('ins').allTextContents()).toEqual(['effect']);
      } finally {
        await context.close();
      }
    },
    BUILDS_ONCE_MORE,
  );
});
