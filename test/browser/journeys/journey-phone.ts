import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from '../harness.ts';

export type ColorScheme = 'light' | 'dark';

/**
 * A phone as a person picks it up: a fresh profile (no earlier visit, no cache, no service worker), 360 × 740, touch,
 * in the colour scheme given; confirmations ("Leave the event on this phone?") are answered yes.
 */
export async function journeyPhone(
  browser: Browser,
  colorScheme: ColorScheme,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    colorScheme,
  });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  return { context, page };
}

/** The Event page's status line. */
export const eventStatus = (page: Page) => page.locator('.event-status');

/** Writes the name on the join form and joins; resolves once the phone is connected. */
export async function confirmAndJoin(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the event' }).click();
  await expect.poll(() => eventStatus(page).getAttribute('data-sync'), { timeout: 20_000 }).toBe('connected');
}

/** Logs a ruling with the Event page's own form ("Log a ruling for the team"). */
export async function logFromEventForm(page: Page, ruling: { table: string; question: string; ruling: string }) {
  const form = page.getByRole('form', { name: 'Log a ruling for the team' });
  await form.getByLabel('Table').fill(ruling.table);
  await form.getByLabel('Question').fill(ruling.question);
  await form.getByLabel('Ruling').fill(ruling.ruling);
  await form.getByRole('button', { name: 'Log for the team' }).click();
}

/** How many rulings with this question the team log on the Event page shows. */
export const teamLogHas = (page: Page, question: string) =>
  page.getByRole('region', { name: 'Team ruling log' }).locator('.event-question', { hasText: question }).count();

/** The questions the personal log (/log) shows, once its cards are there (polled: the log loads from IndexedDB). */
export async function personalLog(page: Page, atLeast: number): Promise<string[]> {
  await page.goto('/log');
  const cards = page.locator('.tk-card-question');
  await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(atLeast);
  return cards.allTextContents();
}
