import type { PageEntry } from '../../core/content/manifest.ts';
import type { RulesetView } from '../data/rulesets.ts';
import { copyCitation, shareCitation } from './cite-or-share.ts';
import { citedOf } from './section-actions.tsx';
import type { PassageInEntry } from '../passage/find-passage.ts';

/**
 * Under the thumb while a passage is highlighted (the section's own actions are a screen or more above it):
 * cite or share that passage, or clear the highlight.
 */
export function PassageBar({
  ruleset,
  entry,
  passage,
  onDismiss,
}: {
  ruleset: RulesetView;
  entry: PageEntry;
  passage: PassageInEntry;
  onDismiss: () => void;
}) {
  const cited = citedOf(ruleset, entry, passage);
  return (
    <div class="passage-bar" role="group" aria-label={`Highlighted passage of ${cited.cite.label}`}>
      <button type="button" class="tk-action" onClick={() => void copyCitation(cited)}>
        <span aria-hidden="true">§</span> Cite passage
      </button>
      <button type="button" class="tk-action" onClick={() => void shareCitation(cited)}>
        <span aria-hidden="true">↗</span> Share passage
      </button>
      <button type="button" class="tk-action" aria-label="Clear the highlight" onClick={onDismiss}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
