import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.1 levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One failed rule, with where it fails: enough to find and fix it from the test output. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page on the whole document and returns its WCAG 2.1 A/AA violations. */
export async function wcagViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not as a <script>: the app's content security policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, WCAG_21_AA);
}
