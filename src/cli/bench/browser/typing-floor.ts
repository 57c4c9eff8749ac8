import type { Browser } from 'playwright-core';
import type { JudgeQuestion } from '../../../core/search/evaluate.ts';
import { type LatencySummary, summarize } from '../stats.ts';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import { nextKeyDue } from './keystroke.ts';
import { openPhone } from './phone.ts';

/** Keystroke → the typed character painted, in a bare input on a blank page: what Chromium itself takes. */
export interface TypingFloorResult {
  keystrokes: number;
  latency: LatencySummary;
}

/** A page with nothing but an input, served by the test driver (the app's server never sees it). */
const BLANK_PAGE =
  '<!doctype html><meta name="viewport" content="width=device-width"><input id="bare" aria-label="bare">';

/**
 * From the keydown's timestamp to the first frame after the input event, painted (a message posted from
 * requestAnimationFrame runs after it). Plain JavaScript: it runs in the page as it is.
 */
const PROBE = `window.rkFloor = [];
addEventListener('keydown', (e) => {
  const start = e.timeStamp;
  addEventListener('input', () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => window.rkFloor.push(performance.now() - start);
    channel.port2.postMessage(null);
  }), { once: true, capture: true });
}, true);`;

/**
 * The floor under "keystroke → results painted": every question typed, at the same pace and 4× CPU, where no
 * script answers. The app's keystroke can be no faster than this; its figure reads against it.
 */
export async function measureTypingFloor(
  browser: Browser,
  baseURL: string,
  questions: readonly JudgeQuestion[],
): Promise<TypingFloorResult> {
  const { context, page } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
  try {
    await page.route('**/typing-floor.html', (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
    await context.addInitScript({ content: PROBE });
    await page.goto('/typing-floor.html');
    const box = page.locator('#bare');
    for (const q of questions) {
      await box.fill('');
      await box.focus();
      for (const character of q.question) {
        const pressed = Date.now();
        await page.keyboard.type(character);
        await nextKeyDue(pressed);
      }
    }
    const samples = await page.evaluate(() => (window as unknown as { rkFloor: number[] }).rkFloor);
    return { keystrokes: samples.length, latency: summarize(samples) };
  } finally {
    await context.close();
  }
}
