import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const line = (page: Page) => page.getByRole('complementary', { name: 'About Rulekeeper' });

/**
 * Chrome's install offer, as the browser hands it to the page (headless Chromium never offers: a real
 * BeforeInstallPromptEvent cannot be made by a page). `outcome` is the judge's answer to the prompt.
 */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    (window as unknown as { rkPrompted: number }).rkPrompted = 0;
    event.prompt = async () => void (window as unknown as { rkPrompted: number }).rkPrompted++;
    event.userChoice = Promise.resolve({ outcome: answer });
    dispatchEvent(event);
  }, outcome);

describe('a first visit says what this is (360 px)', () => {
  it('home says it is a rules reference for judges and players that works offline; dismissed, it stays gone', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await expect.poll(() => line(page).isVisible()).toBe(true);
    const text = (await line(page).textContent()) ?? '';
    expect(text).toContain('rules reference for judges and players');
    expect(text).toContain('offline');
    // No install offered by the browser: no install button.
    expect(await line(page).getByRole('button', { name: 'Add to Home Screen' }).count()).toBe(0);
    // Under the search field, which stays where it was painted.
    const field = await page.getByRole('searchbox', { name: 'Search the rules' }).boundingBox();
    const box = await line(page).boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan((field?.y ?? 0) + (field?.height ?? 0));
    await line(page).getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => line(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Rulebooks' }).waitFor();
    // The app has run in full (its code and data are in): it drew no line after the first frame either.
    await page.waitForLoadState('networkidle');
    expect(await line(page).count()).toBe(0);
    await context.close();
  });

  it('offers "Add to Home Screen" when the browser offers install, and is gone once installed', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await expect.poll(() => line(page).isVisible()).toBe(true);
    await offerInstall(page, 'accepted');
    const add = line(page).getByRole('button', { name: 'Add to Home Screen' });
    await expect.poll(() => add.count()).toBe(1);
    await add.click();
    await expect.poll(() => line(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { rkPrompted: number }).rkPrompted)).toBe(1);
    await context.close();
  });

  it('is gone when the app is installed another way (the browser menu)', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/');
    await expect.poll(() => line(page).isVisible()).toBe(true);
    await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => line(page).count()).toBe(0);
    await context.close();
  });
});
