import type { PageEntry } from '../../core/content/manifest.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { type RulesetView, citation } from '../data/rulesets.ts';

/** A citation of `entry` as it reads today, with today's edition: stored with a ruling, it keeps this wording. */
export function citationOf(ruleset: RulesetView, entry: PageEntry): Citation {
  return {
    ruleset: ruleset.meta.id,
    anchor: entry.id,
    number: entry.number,
    title: entry.title,
    label: citation(ruleset, entry),
    edition: ruleset.meta.edition,
  };
}

/** The absolute address of an app path, for links shared outside the app (under the app's sub-path, if any). */
export { absoluteUrl } from '../base-path.ts';
