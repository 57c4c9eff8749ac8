import { textOf } from '../../core/content/manifest.ts';
import type { PassageLookup } from '../../core/event/convert.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { findManifest, loadRuleset, peekRuleset } from '../data/rulesets.ts';

/**
 * A cited rule as this phone shows it now: the passage's text, or the section's own text when the whole section is
 * cited (passage ''). Null when this phone has no such rule or its rulebook is not loaded (see loadCited).
 */
export const passageNow: PassageLookup = (cite: Citation & { passage?: string }) => {
  const entry = peekRuleset(cite.ruleset)?.byId.get(cite.anchor);
  if (!entry) return null;
  const passage = cite.passage ?? '';
  if (!passage) return { passage: '', text: textOf(entry) };
  const found = entry.passages.find((p) => p.id === passage);
  return found ? { passage, text: found.text } : null;
};

/** Loads the rulebooks these citations are in (those this phone has), so passageNow can answer for them. */
export async function loadCited(cites: readonly Pick<Citation, 'ruleset'>[]): Promise<void> {
  const ids = [...new Set(cites.map((c) => c.ruleset))].filter((id) => findManifest(id) && !peekRuleset(id));
  await Promise.all(ids.map((id) => loadRuleset(id).catch(() => null)));
}
