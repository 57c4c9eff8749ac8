import type { PageEntry } from '../../core/content/manifest.ts';
import { textOf } from '../../core/content/manifest.ts';
import type { Passage } from '../../core/content/model.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { type RulesetView, citation } from '../data/rulesets.ts';

/**
 * A citation of `entry` (or of one `passage` of it) as it reads today, with today's edition and its date: stored
 * with a ruling, it keeps these words, so the ruling can tell later whether the rule still says them.
 */
export function citationOf(ruleset: RulesetView, entry: PageEntry, passage?: Passage): Citation {
  return {
    ruleset: ruleset.meta.id,
    anchor: entry.id,
    number: entry.number,
    title: entry.title,
    label: citation(ruleset, entry),
    edition: ruleset.meta.edition,
    editionDate: ruleset.meta.date,
    passage: passage?.id ?? '',
    text: passage?.text ?? textOf(entry),
  };
}

/** The absolute address of an app path, for links shared outside the app (under the app's sub-path, if any). */
export { absoluteUrl } from '../base-path.ts';
