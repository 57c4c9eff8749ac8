import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { wcagViolations } from '../axe.ts';
import { newPhone } from '../harness.ts';

/** The phone every journey starts on: 360 × 740, in the theme given. */
export const PHONE_WIDTH = 360;

/** A fresh profile (no visit before: no stylesheet, cache or service worker warmed) on a 360 × 740 phone. */
export async function freshPhone(
  browser: Browser,
  colorScheme: 'light' | 'dark',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await newPhone(browser, { colorScheme, isMobile: true });
  return { context, page, errors: consoleErrors(page) };
}

/** Every console error and uncaught exception of the page, as they come. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

/**
 * Controls a thumb must reach: those of the page's main part, and the bars fixed over it (the highlighted passage's).
 * Measured against the phone's 360 px, not innerWidth: in mobile emulation a page that overflows widens innerWidth.
 */
const CONTROLS = 'main :is(button, input, select, textarea, a, summary), .passage-bar :is(button, a)';

/** What reaches past the screen: the page's width, and each visible control not fully inside [0, 360]. */
export function outsideTheScreen(page: Page): Promise<{ scrollWidth: number; controls: string[] }> {
  return page.evaluate(
    ({ selector, width }) => {
      // A control inside a box that scrolls sideways (a wide table) is reached by scrolling that box.
      const scrolledInBox = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const x = getComputedStyle(p).overflowX;
          if (x === 'auto' || x === 'scroll') return true;
        }
        return false;
      };
      const controls = [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          // Shown, and no visually-hidden 1 px box.
          return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && el.checkVisibility();
        })
        .filter((el) => !scrolledInBox(el))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.left < -0.5 || r.right > width + 0.5)
        .map(
          ({ el, r }) =>
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '').trim().slice(0, 40)}" ${Math.round(r.left)}..${Math.round(r.right)}`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, controls };
    },
    { selector: CONTROLS, width: PHONE_WIDTH },
  );
}

/** The checks every route passes on a phone: its page found, nothing past 360 px, every control on screen, no console error, axe 0. */
export async function expectFitsAndClean(page: Page, errors: string[], where: string): Promise<void> {
  expect(await page.locator('h1').allTextContents(), `${where}: heading`).not.toContainEqual(
    expect.stringMatching(/not found/i),
  );
  const outside = await outsideTheScreen(page);
  expect(outside.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(outside.controls, `${where}: controls past the screen`).toEqual([]);
  const violations = (await wcagViolations(page)).map(
    (v) => `${v.id} (${v.impact}) ${v.help}: ${v.targets.slice(0, 3).join(' | ')}`,
  );
  expect(violations, `${where}: axe`).toEqual([]);
  expect(errors, `${where}: console errors`).toEqual([]);
}
