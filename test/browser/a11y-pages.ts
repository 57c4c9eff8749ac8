import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { aboutPath, glossaryPath, rulesetPath, searchPath, toolsPath } from '../../src/core/content/routes.ts';
import { CONTENT_DIR } from '../../src/cli/load-rulesets.ts';
import { NEW_RULING_PATH } from '../../src/ui/routes.ts';

/** A page the accessibility gate checks, and what shows it has rendered (not a loading state). */
export interface A11yPage {
  path: string;
  ready: string;
}

const HEADING = 'main:not(.loading) h1';

/** The rulebook whose pages every-route-loaded-first.test.ts opens first on a phone. */
export const OPENED_FIRST_RULESET = 'rage-2018';

/** Every ruleset folder in content/, as the build finds them. */
const rulesets = readdirSync(CONTENT_DIR).filter((id) => existsSync(join(CONTENT_DIR, id, 'ruleset.md')));

/**
 * The pages this gate checks on their own: the results list, every rulebook's contents, glossary, about and tools
 * but Rage 2018's, and the log form with no citation. The others are checked as a judge opens them, first, on a
 * fresh 360 px phone in both themes, axe included (journeys/every-route-loaded-first.test.ts): home, Rage 2018's
 * pages and a long section, each calculator of the registry, the log, a ruling, the log form citing a section,
 * Saved and the Event page. New rulesets and calculators join one or the other by themselves.
 */
export const A11Y_PAGES: readonly A11yPage[] = [
  { path: searchPath('frenzy gifts', null), ready: '.result' },
  ...rulesets
    .filter((id) => id !== OPENED_FIRST_RULESET)
    .flatMap((id) =>
      [rulesetPath(id), glossaryPath(id), aboutPath(id), toolsPath(id)].map((path) => ({ path, ready: HEADING })),
    ),
  { path: NEW_RULING_PATH, ready: HEADING },
];
