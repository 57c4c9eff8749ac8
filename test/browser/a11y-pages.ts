import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  aboutPath,
  entryPath,
  glossaryPath,
  rulesetPath,
  searchPath,
  toolPath,
  toolsPath,
} from '../../src/core/content/routes.ts';
import { CONTENT_DIR } from '../../src/cli/load-rulesets.ts';
import { CALCULATORS } from '../../src/rulesets/calculators.ts';
import { LOG_PATH, NEW_RULING_PATH, SAVED_PATH } from '../../src/ui/routes.ts';

/** A page the accessibility gate checks, and what shows it has rendered (not a loading state). */
export interface A11yPage {
  path: string;
  ready: string;
}

const HEADING = 'main:not(.loading) h1';

/** Every ruleset folder in content/, as the build finds them. */
const rulesets = readdirSync(CONTENT_DIR).filter((id) => existsSync(join(CONTENT_DIR, id, 'ruleset.md')));

/**
 * Every kind of page: home, results, a section, and for each ruleset its contents, glossary, about and tools;
 * each calculator of the registry; the ruling log's pages. New rulesets and calculators join by themselves.
 */
export const A11Y_PAGES: readonly A11yPage[] = [
  { path: '/', ready: '.library h2' },
  { path: searchPath('frenzy gifts', null), ready: '.result' },
  { path: entryPath('rage-2018', '6-11-frenzy'), ready: HEADING },
  ...rulesets.flatMap((id) =>
    [rulesetPath(id), glossaryPath(id), aboutPath(id), toolsPath(id)].map((path) => ({ path, ready: HEADING })),
  ),
  ...CALCULATORS.map((c) => ({ path: toolPath(c.ruleset, c.id), ready: HEADING })),
  ...[LOG_PATH, NEW_RULING_PATH, SAVED_PATH].map((path) => ({ path, ready: HEADING })),
  // The Event page as a phone in no event shows it (the join form); its states in an event are checked against a
  // real sync server in event-page.test.ts.
  { path: '/event', ready: 'form.event-join' },
];
