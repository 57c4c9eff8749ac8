import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/cli/serve-app.ts';

/** A build variant of the app: the environment `vite build` runs with (APP_VERSION, CONTENT_DIR, BASE, RETIRE_SW…). */
export type AppVariant = Record<string, string>;

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Every variant built in this run, one folder each; global setup empties it, so nothing outlives a run. */
export const BUILDS = resolve(root, 'dist-test-builds');

/** A variant's folder name: the same environment, in any order, is the same build. */
function folderOf(variant: AppVariant): string {
  const key = JSON.stringify(Object.entries(variant).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * The app built for `variant`, built the first time a test file of this run asks for it and reused by every later
 * one (a production build takes 20–60 s on a busy 2-core machine). Returns the build's folder; serve a copy of it.
 */
export function appBuild(variant: AppVariant): string {
  const dir = join(BUILDS, folderOf(variant));
  if (existsSync(dir)) return dir;
  const started = Date.now();
  // Built aside and renamed into place, so a half-built folder is never taken for a build.
  const building = `${dir}.building-${process.pid}`;
  buildApp(building, variant);
  writeFileSync(join(building, '.variant.json'), JSON.stringify(variant));
  mkdirSync(BUILDS, { recursive: true });
  // Two files running at once may build the same variant: the first one renamed into place is kept.
  if (existsSync(dir)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, dir);
  console.info(`app built for ${JSON.stringify(variant)}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/**
 * Deploys `variant` to `outDir` (relative to the project) as a host would: the folder's files replaced by the build's,
 * the folder itself kept, so a `vite preview` serving it answers with the new version from the next request on.
 */
export function deployApp(variant: AppVariant, outDir: string): void {
  const from = appBuild(variant);
  const to = resolve(root, outDir);
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(to)) rmSync(join(to, name), { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.variant.json') });
}

/** The build every browser test file is served (global setup): the app allowed to reach the run's sync servers. */
export const mainBuild = (syncPorts: readonly number[]): AppVariant => ({
  SYNC_ORIGINS: syncPorts.map((port) => `ws://127.0.0.1:${port}`).join(' '),
});

/**
 * Two versions of a test rulebook (test/fixtures/rule-changes), the app's only content: B changes a sentence of
 * §1.2 BLUFFS, adds, removes and moves passages, renumbers a section, adds an editor's note and is a new edition.
 */
export const ruleChangesBuild = (version: 'a' | 'b'): AppVariant => ({
  CONTENT_DIR: fileURLToPath(new URL(`../fixtures/rule-changes/${version}`, import.meta.url)),
  APP_VERSION: `rules-${version}`,
});
