import type { RulesetMeta } from './model.ts';

/**
 * The contract between build and app: what the app knows of a ruleset before loading it, enough for the library and
 * to fetch the rest. The build writes one per ruleset into `virtual:rulesets`.
 */
export interface RulesetManifest {
  meta: RulesetMeta;
  /** URL of the ruleset's data JSON (RulesetData). */
  dataUrl: string;
  /** URL of its prebuilt search index JSON (MiniSearch index and vocabulary). */
  indexUrl: string;
  counts: { entries: number; definitions: number; notes: number };
}
