import { aboutPath, glossaryPath, rulesetPath, toolsPath } from '../../core/content/routes.ts';
import { RULESETS_WITH_TOOLS } from '../../rulesets/with-tools.ts';
import { MANIFEST } from '../data/rulesets.ts';
import { formatDate } from '../format.ts';
import { appHref } from '../base-path.ts';

/** The rulebooks in the app, each with the edition in force, so a judge sees at a glance which version applies. */
export function Library() {
  return (
    <section class="library" aria-labelledby="library-title">
      <h2 id="library-title">Rulebooks</h2>
      <ul class="cards">
        {MANIFEST.map(({ meta, counts }) => (
          <li key={meta.id} class="card">
            <h3>
              <a href={appHref(rulesetPath(meta.id))}>{meta.title}</a>
            </h3>
            <p class="muted">
              {meta.edition} · <time dateTime={meta.date}>{formatDate(meta.date, meta.dateEstimated)}</time> ·{' '}
              {counts.entries} entries
            </p>
            <p class="card-links">
              <a href={appHref(rulesetPath(meta.id))}>Contents</a>
              <a href={appHref(glossaryPath(meta.id))}>Glossary</a>
              {RULESETS_WITH_TOOLS.has(meta.id) && <a href={appHref(toolsPath(meta.id))}>Tools</a>}
              <a href={appHref(aboutPath(meta.id))}>About</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
