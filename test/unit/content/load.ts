import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { inject } from 'vitest';
import { type BuiltRuleset, buildAllRulesets, selectedRulesets } from '../../../src/build/content/build-ruleset.ts';
import { type LoadedRulesets, searchableRulesets } from '../../../src/cli/load-rulesets.ts';
import type { RulesetData } from '../../../src/core/content/model.ts';
import type { RankingOptions } from '../../../src/core/search/ranking-options.ts';

export const CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));
const SRC = fileURLToPath(new URL('../../../src', import.meta.url));

/** Every file under `dir`, path and bytes, into `hash` (in name order, so the same tree hashes the same). */
function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else hash.update(path).update(readFileSync(path));
  }
}

/** The hash of a tree, worked out once per test file (its files do not change while it runs). */
const treeHashes = new Map<string, string>();
function treeHash(dir: string): string {
  let found = treeHashes.get(dir);
  if (!found) {
    const hash = createHash('sha256');
    hashTree(hash, dir);
    treeHashes.set(dir, (found = hash.digest('hex')));
  }
  return found;
}

/**
 * `buildAllRulesets(contentDir, only)`, built once per run and read back by every unit test file after the first
 * (five rulebooks take over a second to build, each time a test file imports them). The cache is the unit project's
 * (global-setup.ts) and keyed by the content and the source that builds it, so an edit in watch mode builds anew.
 */
export function builtRulesets(contentDir: string, only?: string[]): BuiltRuleset[] {
  const cache = inject('contentCache');
  if (!cache) return buildAllRulesets(contentDir, only);
  const key = JSON.stringify([contentDir, only ?? null, treeHash(contentDir), treeHash(SRC)]);
  const file = join(cache, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.v8`);
  if (existsSync(file)) return deserialize(readFileSync(file)) as BuiltRuleset[];
  const built = buildAllRulesets(contentDir, only);
  // Written aside and renamed into place: a file running alongside never reads half of it.
  writeFileSync(`${file}.${process.pid}`, serialize(built));
  renameSync(`${file}.${process.pid}`, file);
  return built;
}

/**
 * Every ruleset in content/ (or those RULESETS names), as the command-line tools load them (cli/load-rulesets.ts),
 * indexed for the given ranking options (the app's by default).
 */
export const loadRulesets = (ranking?: RankingOptions): LoadedRulesets =>
  searchableRulesets(builtRulesets(CONTENT, selectedRulesets()), ranking);

/** Every ruleset in content/ (or those RULESETS names), read once per test file. */
export const RULESETS: RulesetData[] = builtRulesets(CONTENT, selectedRulesets()).map((b) => b.data);

let every: RulesetData[] | undefined;
/** A ruleset of content/, whatever RULESETS names. */
export function ruleset(id: string): RulesetData {
  every ??= selectedRulesets() ? builtRulesets(CONTENT).map((b) => b.data) : RULESETS;
  const found = every.find((r) => r.meta.id === id);
  if (!found) throw new Error(`no ruleset ${id} in content/`);
  return found;
}
