declare module 'virtual:rulesets' {
  import type { RulesetManifest } from './core/content/manifest.ts';
  /** Every ruleset in `content/`, in library order. */
  export const RULESETS: RulesetManifest[];
}

/** The release, from package.json or APP_VERSION at build time. */
declare const __APP_VERSION__: string;
