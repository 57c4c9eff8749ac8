import type { PageEntry } from '../../core/content/manifest.ts';
import type { Passage } from '../../core/content/model.ts';
import type { RulesetView } from '../data/rulesets.ts';

/** A passage and the entry whose body holds it (a section, a subsection shown on its parent's page, a sidebar…). */
export interface PassageInEntry {
  entry: PageEntry;
  passage: Passage;
}

/** Finds a passage by its anchor (`<entry>--<words>`, unique in the ruleset). */
export function findPassage(ruleset: RulesetView, id: string): PassageInEntry | undefined {
  const cut = id.indexOf('--');
  const owner = cut > 0 ? ruleset.byId.get(id.slice(0, cut)) : undefined;
  for (const entry of owner ? [owner, ...ruleset.byId.values()] : ruleset.byId.values()) {
    const passage = entry.passages.find((p) => p.id === id);
    if (passage) return { entry, passage };
  }
  return undefined;
}
