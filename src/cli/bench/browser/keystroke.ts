import type { Browser, Page } from 'playwright-core';
import type { JudgeQuestion } from '../../../core/search/evaluate.ts';
import { type LatencySummary, summarize } from '../stats.ts';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import type { KeystrokeProbe, KeystrokeSample } from './keystroke-probe.ts';
import { bundleScript } from './page-bundle.ts';
import { openPhone } from './phone.ts';
import { waitForSearchReady } from './search-ready.ts';

/** Typing the judge questions into the built app's search box, character by character. */
export interface KeystrokeResult {
  /** Results filtered to each question's rulebook, or across every rulebook (the app's default). */
  scope: 'ruleset' | 'all';
  keystrokes: number;
  /** Keystrokes whose results changed the page. */
  changed: number;
  /** Keystrokes painted with their results in the first frame after them (the worker had answered ahead). */
  ownFrame?: number;
  latency: LatencySummary;
}

const probe = (page: Page) => ({
  waitFor: (count: number) =>
    page.evaluate((n) => (window as unknown as { rkKeystrokes: KeystrokeProbe }).rkKeystrokes.waitFor(n), count),
  samples: () => page.evaluate(() => (window as unknown as { rkKeystrokes: KeystrokeProbe }).rkKeystrokes.samples),
});

/**
 * A fast typist's pace (80 words a minute, about 7 characters a second). Keys sent back to back would time a
 * queue of keystrokes instead of one: the app finishes each keystroke's work (the rest of the results, the
 * URL) after its paint, in the time a judge's next key takes.
 */
const TYPING_INTERVAL_MS = 150;

/** Resolves when the next key is due at a fast typist's pace, the last one pressed at `pressed` (Date.now()). */
export const nextKeyDue = (pressed: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, pressed + TYPING_INTERVAL_MS - Date.now())));

/** Clears the box (Escape) and lets the page settle, so the next question starts from the library view. */
async function clearSearch(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Types every question once per scope at 4× CPU, at a fast typist's pace, each keystroke's results painted before the next. */
export async function measureKeystrokes(
  browser: Browser,
  baseURL: string,
  questions: readonly JudgeQuestion[],
): Promise<KeystrokeResult[]> {
  const { context, page } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
  try {
    await context.addInitScript({ content: await bundleScript('keystroke-probe-entry.ts') });
    await page.goto('/');
    await waitForSearchReady(page);
    const results: KeystrokeResult[] = [];
    for (const scope of ['ruleset', 'all'] as const) {
      const samples: KeystrokeSample[] = [];
      for (const q of questions) {
        await page.locator('#ruleset-filter').selectOption(scope === 'all' ? '' : q.ruleset);
        await waitForSearchReady(page);
        const box = page.getByRole('searchbox', { name: 'Search the rules' });
        await box.focus();
        await clearSearch(page);
        const before = (await probe(page).samples()).length;
        for (let i = 0; i < q.question.length; i++) {
          const pressed = Date.now();
          await page.keyboard.type(q.question.charAt(i));
          await probe(page).waitFor(before + i + 1);
          await nextKeyDue(pressed);
        }
        samples.push(...(await probe(page).samples()).slice(before));
      }
      results.push({
        scope,
        keystrokes: samples.length,
        changed: samples.filter((s) => s.changed).length,
        ownFrame: samples.filter((s) => s.ownFrame).length,
        latency: summarize(samples.map((s) => s.ms)),
      });
    }
    return results;
  } finally {
    await context.close();
  }
}
