import { fileURLToPath } from 'node:url';
import { buildAllRulesets } from '../../../src/build/build-ruleset.ts';
import type { RulesetData } from '../../../src/core/content/model.ts';

/** Every ruleset in content/, built once per test file. */
export const CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));
export const RULESETS: RulesetData[] = buildAllRulesets(CONTENT).map((b) => b.data);

export function ruleset(id: string): RulesetData {
  const found = RULESETS.find((r) => r.meta.id === id);
  if (!found) throw new Error(`no ruleset ${id} in content/`);
  return found;
}
