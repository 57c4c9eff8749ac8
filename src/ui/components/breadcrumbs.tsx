import type { PageEntry } from '../../core/content/manifest.ts';
import { entryPath, rulesetPath } from '../../core/content/routes.ts';
import type { LoadedRuleset } from '../data/rulesets.ts';
import { entryLabel } from '../data/rulesets.ts';
import { appHref } from '../base-path.ts';

/** Where a page sits: Rulebooks › ruleset › chapter › section. */
export function Breadcrumbs({ ruleset, trail }: { ruleset: LoadedRuleset; trail: PageEntry[] }) {
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
