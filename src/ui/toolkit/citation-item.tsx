import type { Citation } from '../../core/toolkit/schema.ts';
import { findManifest } from '../data/rulesets.ts';
import { sectionPath } from './routes.ts';
import { appHref } from '../base-path.ts';

/** A cited rule: a link to it, with the edition it was read in, and a flag when the app now has another edition. */
export function CitationItem({ cite }: { cite: Citation }) {
  const now = findManifest(cite.ruleset)?.meta.edition;
  return (
    <>
      <a href={appHref(sectionPath(cite.ruleset, cite.anchor))}>{cite.label}</a>{' '}
      <span class="muted small">({cite.edition})</span>
      {now && now !== cite.edition && <span class="badge tk-edition-changed">now: {now}</span>}
    </>
  );
}
