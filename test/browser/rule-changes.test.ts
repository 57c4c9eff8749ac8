import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../src/cli/serve-app.ts';
import { deployApp, ruleChangesBuild } from './app-builds.ts';
import { storedRow } from './stored.ts';
import { useBrowser, waitForOfflineReady } from './harness.ts';

const browser = useBrowser();
const OUT = 'dist-test-rule-changes';
const SCREENS = '/work/screens';
const server = await (async () => {
  deployApp(ruleChangesBuild('a'), OUT);
  return serveApp(OUT);
})();
afterAll(() => server.stop());

/** Logs a ruling citing `cite` ("ruleset/section[/passage]") from the capture page; returns the ruling's path. */
async function logCiting(page: Page, cite: string, question: string): Promise<string> {
  await page.goto(`/log/new?cite=${cite}`);
  await expect.poll(() => page.getByRole('list', { name: 'Rules cited' }).textContent()).toContain('Test Rules §');
  await page.getByLabel('Question').fill(question);
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
  return new URL(page.url()).pathname;
}

/** May build both versions, if no file of this run has yet (about 20 s each on a quiet 2-core machine, a minute on a busy one). */
const BUILDS_TWICE = 300_000;

describe('rulings and an update that changes a rulebook', () => {
  it(
    'the prompt says what changed, each ruling shows how its rule stands, "What changed" lists exactly the differences, offline',
    async () => {
      const context = await browser().newContext({
        baseURL: server.url,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await page.goto('/');
      await waitForOfflineReady(page);

      // Version A: rulings citing a passage about to change, be removed, move; a section about to be renumbered;
      // a passage that stays.
      const ruling = {
        changed: await logCiting(page, 'test-rules/1-2-bluffs/1-2-bluffs--a-bluff-succeeds-if', 'Bluff with no card?'),
        removed: await logCiting(page, 'test-rules/1-1-drawing/1-1-drawing--a-player-who-cannot', 'Empty deck?'),
        moved: await logCiting(page, 'test-rules/1-2-bluffs/1-2-bluffs--a-garou-in-frenzy', 'Frenzy attack?'),
        renumbered: await logCiting(page, 'test-rules/2-1-junta', 'Junta order?'),
        same: await logCiting(page, 'test-rules/1-3-healing/1-3-healing--a-character-heals-one', 'Healing?'),
      };
      // Each keeps the words it cites and the edition with its date.
      await page.goto(ruling.changed);
      await page.getByText('Text as cited').click();
      await expect
        .poll(() => page.locator('.tk-cites').textContent())
        .toContain('A bluff succeeds if the target also bluffed and no card prevents it.');
      expect(await page.locator('.tk-cites').textContent()).toContain('First printing, January 2020');

      // Version B is deployed; the phone finds it as it would any update.
      deployApp(ruleChangesBuild('b'), OUT);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alert');
      await expect
        .poll(() => prompt.textContent(), { timeout: 30_000 })
        .toContain(
          "Rules changed: Test Rules: 1 passage changed, 1 added, 1 removed, 2 moved, 1 editor's note changed (new edition: Second printing).",
        );
      const cost = await page.evaluate(() => performance.getEntriesByName('rulekeeper:rule-changes')[0]?.duration);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const kept = JSON.stringify(await storedRow(page, 'settings', 'ruleUpdates'));
      console.log(`Working out the update's changes at 4x CPU: ${cost?.toFixed(0)} ms; kept: ${kept.length} bytes`);

      // From here on, no network: the update and both versions' texts are on the phone.
      await context.setOffline(true);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => page.locator('.app-version').textContent(), { timeout: 20_000 }).toContain('rules-b');
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Rules updated. Test Rules:');

      // The log marks each ruling whose rule changed, and filters on it.
      await page.goto('/log');
      const card = (question: string) => page.locator('.tk-card', { hasText: question });
      await expect.poll(() => card('Bluff with no card?').textContent()).toContain('Rule changed');
      expect(await card('Empty deck?').textContent()).toContain('Rule removed');
      expect(await card('Frenzy attack?').textContent()).toContain('Rule moved');
      expect(await card('Junta order?').textContent()).toContain('Rule moved');
      expect(await card('Healing?').textContent()).not.toContain('Rule ');
      await page.getByLabel(/Cites a changed rule/).check();
      await expect.poll(() => page.locator('.tk-card').count()).toBe(4);
      expect(await page.locator('.tk-card').allTextContents()).not.toContainEqual(expect.stringContaining('Healing?'));

      // Each ruling shows how its rule stands now, both editions named.
      await page.goto(ruling.changed);
      const note = page.locator('.tk-cite-changed');
      await expect.poll(() => note.textContent()).toContain('This rule reads differently now');
      expect(await note.locator('del').allTextContents()).toEqual(['card']);
      expect(await note.locator('ins').allTextContents()).toEqual(['effect']);
      expect(await note.textContent()).toContain('First printing, January 2020');
      expect(await note.textContent()).toContain('Second printing, June 2021');
      expect(await page.locator('.tk-cites').textContent()).toContain(
        'Made on the First printing, January 2020; this phone has the Second printing, June 2021.',
      );
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/28-changed-ruling-360.png`, fullPage: true });

      await page.goto(ruling.moved);
      await expect.poll(() => note.textContent()).toContain('This rule has moved');
      expect(await note.textContent()).toContain('Test Rules §1.3 HEALING');
      await page.goto(ruling.renumbered);
      await expect.poll(() => note.textContent()).toContain('This rule has moved');
      expect(await note.textContent()).toContain('Test Rules §2.2 JUNTA');
      await page.goto(ruling.removed);
      await expect.poll(() => note.textContent()).toContain('This rule is no longer in Test Rules');
      await page.goto(ruling.same);
      await expect.poll(() => page.locator('.tk-cites').textContent()).toContain('Test Rules §1.3 HEALING');
      expect(await note.count()).toBe(0);

      // "What changed": exactly the differences, in reading order, with the rulings citing them.
      await page.goto('/test-rules/changes');
      const heads = page.locator('.tk-change-head');
      await expect.poll(() => heads.count()).toBe(6);
      expect(await heads.allTextContents()).toEqual([
        'Removed from §1.1 DRAWING',
        'Changed in §1.2 BLUFFS',
        'Added to §1.2 BLUFFS',
        'Moved from §1.2 BLUFFS to §1.3 HEALING, same words',
        'Moved from §2.1 JUNTA to §2.2 JUNTA, same words',
        "Editor's note added in §2.2 JUNTA (the editors' words, not the rules')",
      ]);
      const changed = page.locator('.tk-change').nth(1);
      expect(await changed.locator('del').allTextContents()).toEqual(['card']);
      expect(await changed.locator('ins').allTextContents()).toEqual(['effect']);
      expect(await changed.textContent()).toContain('Cited by a ruling: Bluff with no card?');
      expect(await page.locator('main').textContent()).toContain(
        'Before: First printing, January 2020. Now: Second printing, June 2021.',
      );
      await page.screenshot({ path: `${SCREENS}/28-what-changed-360.png`, fullPage: true });
      // Its links open the rule as it reads now.
      await changed.getByRole('link', { name: '§1.2 BLUFFS' }).click();
      await expect.poll(() => page.locator('main').textContent()).toContain('no effect prevents it');

      // Nothing lost: the five rulings are all there.
      await page.goto('/log');
      await expect.poll(() => page.locator('.tk-card').count()).toBe(5);
      await context.close();
    },
    BUILDS_TWICE,
  );
});
