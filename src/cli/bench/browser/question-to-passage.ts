import type { Browser, Page } from 'playwright-core';
import type { JudgeQuestion } from '../../../core/search/evaluate.ts';
import { searchPath } from '../../../core/content/routes.ts';
import { type LatencySummary, summarize } from '../stats.ts';
import { PHONE_CPU_THROTTLING } from './engine-in-chromium.ts';
import { openPhone } from './phone.ts';

/** Tapping a result to the frame that shows its passage highlighted in view, in the built app at 4× CPU. */
export interface QuestionToPassageResult {
  /** Questions whose first result opens on a passage (the others open a section's top: nothing to time). */
  questions: number;
  /** The first section the page opens (nothing of it drawn before). */
  cold: LatencySummary;
  /** The same result tapped again after Back. */
  warm: LatencySummary;
}

/** Questions timed: a known long section first (§6.11.3, its passage ~1,000 px down), then some of each rulebook. */
const PER_RULESET = 3;
/** Taps of the same result after Back, per question. */
const WARM_TAPS = 3;

/**
 * Installed before each tap: times from the tap's click on a result (when the app acts on it; the touch events
 * before it are the test driver's round trips) to the frame in which the highlighted passage is in the viewport, painted (a message posted from requestAnimationFrame runs after it).
 * Plain JavaScript source: the bench runs through tsx, whose helpers do not exist in the page.
 */
const PROBE = `window.rkPassageMs = new Promise((resolve) => {
  const onClick = (e) => {
    if (!(e.target && e.target.closest && e.target.closest('.result a'))) return;
    removeEventListener('click', onClick, true);
    const start = e.timeStamp;
    const frame = () => requestAnimationFrame(() => {
      const el = document.querySelector('.passage-hit');
      const box = el && el.getBoundingClientRect();
      if (!box || box.top >= innerHeight || box.bottom <= 0) return frame();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
    frame();
  };
  addEventListener('click', onClick, true);
}); undefined`;

function armProbe(page: Page): Promise<void> {
  return page.evaluate(PROBE);
}

async function tapFirstResult(page: Page): Promise<number> {
  await armProbe(page);
  await page.locator('.result a').first().tap();
  return page.evaluate('window.rkPassageMs') as Promise<number>;
}

/** The questions timed: `hacked apart` in Rage 2018, then the first few of each rulebook. */
export function passageQuestions(questions: readonly JudgeQuestion[]): JudgeQuestion[] {
  const byRuleset = new Map<string, JudgeQuestion[]>();
  for (const q of questions) byRuleset.set(q.ruleset, [...(byRuleset.get(q.ruleset) ?? []), q]);
  return [
    { ruleset: 'rage-2018', question: 'hacked apart', expected: [] },
    ...[...byRuleset.values()].flatMap((qs) => qs.slice(0, PER_RULESET)),
  ];
}

/**
 * For each question, a fresh page of the app at `/?q=…&r=…` (its rulebook filter), the first result tapped:
 * cold, as no section was drawn yet; then Back and the same result tapped again, warm.
 */
export async function measureQuestionToPassage(
  browser: Browser,
  baseURL: string,
  questions: readonly JudgeQuestion[],
): Promise<QuestionToPassageResult> {
  const cold: number[] = [];
  const warm: number[] = [];
  let timed = 0;
  for (const q of passageQuestions(questions)) {
    const { context: phone, page } = await openPhone(browser, baseURL, PHONE_CPU_THROTTLING);
    try {
      await page.goto(searchPath(q.question, q.ruleset));
      const first = page.locator('.result a').first();
      await first.waitFor({ timeout: 60_000 });
      if (!(await first.getAttribute('href'))?.includes('#')) continue;
      timed++;
      cold.push(await tapFirstResult(page));
      for (let i = 0; i < WARM_TAPS; i++) {
        await page.goBack();
        await page.locator('.result a').first().waitFor();
        warm.push(await tapFirstResult(page));
      }
    } finally {
      await phone.close();
    }
  }
  return { questions: timed, cold: summarize(cold), warm: summarize(warm) };
}
