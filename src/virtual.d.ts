declare module 'virtual:rulesets' {
  import type { RulesetManifest } from './build/assets.ts';
  /** Every ruleset in `content/`, in library order. */
  export const RULESETS: RulesetManifest[];
}
