import { describe, expect, it } from 'vitest';
import { useBrowser, waitForOfflineReady } from '../harness.ts';
import { journeyPhone } from './journey-phone.ts';

const browser = useBrowser();

/** A player's question, in their words, and the words of the passage that answers it. */
const QUESTION = 'do illegal cards count as played for frenzy';
const ANSWER = 'Illegal cards are NOT considered "cards played" for purposes of frenzy';

describe.each(['light', 'dark'] as const)('Player (%s)', (colorScheme) => {
  it('asks a question in their own words on home, opens the passage that answers it, cites it, and the shared link opens on another phone that is offline', async () => {
    const player = await journeyPhone(browser(), colorScheme);
    const other = await journeyPhone(browser(), colorScheme);
    try {
      await player.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { page } = player;
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the rules' }).fill(QUESTION);
      const first = page.locator('.result a').first();
      await expect.poll(() => first.textContent(), { timeout: 10_000 }).toBeTruthy();
      await first.click();

      // The passage that answers, highlighted and in view; the bar under the thumb cites it.
      const hit = page.locator('.passage-hit');
      await expect.poll(() => hit.textContent(), { timeout: 10_000 }).toContain(ANSWER);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      const bar = page.getByRole('group', { name: /^Highlighted passage of / });
      const section = ((await bar.getAttribute('aria-label')) ?? '').replace('Highlighted passage of ', '');
      expect(section).toMatch(/^Rage 2018 §\d/);
      await bar.getByRole('button', { name: 'Cite passage' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toContain(`Copied: ${section}, this passage`);
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      const cited = await clipboard();
      expect(cited).toContain(section);
      expect(cited).toContain(ANSWER);

      // The link, shared: the system sheet where there is one, the clipboard here.
      await bar.getByRole('button', { name: 'Share passage' }).click();
      await expect.poll(clipboard).not.toBe(cited);
      const link = (await clipboard()).split(' ').at(-1)!;
      expect(link).toMatch(/^http:\/\/[^ ]+\/rage-2018\/[^#]+#.+/);

      // The other phone visited the app once (at the table, on the venue's Wi-Fi); now it is offline.
      await other.page.goto('/');
      await waitForOfflineReady(other.page);
      await other.context.setOffline(true);
      await other.page.goto(link);
      const landed = other.page.locator('.passage-hit');
      await expect.poll(() => landed.textContent(), { timeout: 10_000 }).toContain(ANSWER);
      expect(await other.page.locator('h1').textContent()).toContain(section.replace(/^Rage 2018 §/, ''));
    } finally {
      await player.context.close();
      await other.context.close();
    }
  });
});
