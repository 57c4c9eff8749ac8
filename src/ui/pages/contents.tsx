import { useEffect } from 'preact/hooks';
import type { EntryLabel } from '../../core/content/chapters.ts';
import { aboutPath, entryPath, glossaryPath, toolsPath } from '../../core/content/routes.ts';
import { RULESETS_WITH_TOOLS } from '../../rulesets/with-tools.ts';
import { Loading } from '../components/loading.tsx';
import { entryLabel } from '../data/rulesets.ts';
import { type TocView, useTocView } from '../data/section-view.ts';
import { formatDate } from '../format.ts';
import { appHref } from '../base-path.ts';

/** The table of contents: every section, chapters folded so a phone screen stays short. */
export function ContentsPage({ ruleset: id }: { ruleset: string }) {
  const state = useTocView(id);
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.ruleset.meta.shortTitle} · Contents · Rulekeeper`;
  }, [state.status]);
  if (state.status !== 'ready') return <Loading state={state} />;
  const { ruleset } = state;
  const chapters = ruleset.pages.filter((e) => e.parent === null);
  return (
    <main id="main" class="contents-page">
      <h1>{ruleset.meta.title}</h1>
      <p class="muted">
        {ruleset.meta.edition} · {formatDate(ruleset.meta.date, ruleset.meta.dateEstimated)}
      </p>
      <p class="card-links">
        <a href={appHref(glossaryPath(id))}>Glossary A–Z</a>
        {RULESETS_WITH_TOOLS.has(id) && <a href={appHref(toolsPath(id))}>Tools</a>}
        <a href={appHref(aboutPath(id))}>About this rulebook</a>
      </p>
      <h2>Contents</h2>
      <ul class="toc">
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a href={appHref(entryPath(id, chapter.id))}>{entryLabel(chapter)}</a>
            {/* The toggle sits beside the chapter link, not around it: a link inside a summary is a control in a control. */}
            {chapter.children.some((c) => ruleset.labels.get(c)?.inline === false) && (
              <details open={chapters.length <= 2}>
                <summary aria-label={`Sections of ${entryLabel(chapter)}`}>Sections</summary>
                <TocChildren ruleset={ruleset} entry={chapter} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}

function TocChildren({ ruleset, entry }: { ruleset: TocView; entry: EntryLabel }) {
  const children = entry.children.map((c) => ruleset.labels.get(c)).filter((c): c is EntryLabel => !!c && !c.inline);
  if (children.length === 0) return null;
  return (
    <ul>
      {children.map((c) => (
        <li key={c.id}>
          <a href={appHref(entryPath(ruleset.meta.id, c.id))}>{entryLabel(c)}</a>
          <TocChildren ruleset={ruleset} entry={c} />
        </li>
      ))}
    </ul>
  );
}
