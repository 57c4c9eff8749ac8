import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Controls a thumb must hit on a tool page: buttons, fields, toggles, disclosures and the section links it cites. */
const CONTROLS = [
  '.tool-page button',
  '.tool-page select',
  '.tool-page input:not([type=checkbox])',
  '.tool-page .cf-toggle',
  '.tool-page summary',
  '.calc-cite',
].join(', ');

/** The page fits a 360 px screen and every visible control of the tool is at least 44 px tall. */
export async function checkPhoneLayout(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const small = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
        .map((el) => el.outerHTML.slice(0, 80)),
    CONTROLS,
  );
  expect(small).toEqual([]);
}
