declare module 'virtual:rulesets' {
  import type { RulesetManifest } from './core/content/manifest.ts';
  /** Every ruleset in `content/`, in library order. */
  export const RULESETS: RulesetManifest[];
  /** This build's list of rulebooks as a file (`data/rulebooks.<hash>.json`): an update finds its own by it. */
  export const RULEBOOKS_URL: string;
}

/** The release, from package.json or APP_VERSION at build time. */
declare const __APP_VERSION__: string;

/** Sync servers (origins) this build may connect to besides its own: SYNC_ORIGINS at build time. */
declare const __SYNC_ORIGINS__: string[];
