import type { EntryLabel } from '../../core/content/chapters.ts';
import { entryPath, rulesetPath } from '../../core/content/routes.ts';
import type { RulesetView } from '../data/rulesets.ts';
import { entryLabel } from '../data/rulesets.ts';
import { appHref } from '../base-path.ts';

/** Where a page sits: Rulebooks › ruleset › chapter › section. */
export function Breadcrumbs({ ruleset, trail }: { ruleset: RulesetView; trail: EntryLabel[] }) {
  return (
    <nav class="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href={appHref('/')}>Rulebooks</a>
        </li>
        <li>
          <a href={appHref(rulesetPath(ruleset.meta.id))}>{ruleset.meta.shortTitle}</a>
        </li>
        {trail.map((e) => (
          <li key={e.id}>
            <a href={appHref(entryPath(ruleset.meta.id, e.id))}>{entryLabel(e)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
