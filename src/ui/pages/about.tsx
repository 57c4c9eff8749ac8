import { useEffect } from 'preact/hooks';
import { changesPath, entryPath } from '../../core/content/routes.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { Loading } from '../components/loading.tsx';
import { type LoadedRuleset, citation, entryLabel } from '../data/rulesets.ts';
import { useRuleset } from '../data/use-ruleset.ts';
import { formatDate } from '../format.ts';
import { appHref } from '../base-path.ts';

/** Source credit, edition, how to cite, and every editor's note in the text. */
export function AboutPage({ ruleset: id }: { ruleset: string }) {
  const state = useRuleset(id);
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.ruleset.meta.shortTitle} · About · Rulekeeper`;
  }, [state.status]);
  if (state.status !== 'ready') return <Loading state={state} />;
  const { ruleset } = state;
  const { meta } = ruleset;
  return (
    <main id="main" class="about-page">
      <Breadcrumbs ruleset={ruleset} trail={[]} />
      <h1>{meta.title}</h1>
      <dl class="facts">
        <dt>Game</dt>
        <dd>{meta.game}</dd>
        <dt>Edition</dt>
        <dd>{meta.edition}</dd>
        <dt>Date</dt>
        <dd>{formatDate(meta.date, meta.dateEstimated)}</dd>
        <dt>Changes</dt>
        <dd>
          <a href={appHref(changesPath(id))}>What changed in this rulebook's text with updates of Rulekeeper</a>
        </dd>
        <dt>Source</dt>
        <dd>
          {meta.source.description} <span class="muted">({meta.source.file})</span>
        </dd>
        <dt>Credit</dt>
        <dd>{meta.credit}</dd>
        <dt>How to cite</dt>
        <dd>
          <code>{citeExample(ruleset)}</code>
        </dd>
      </dl>
      <div class="prose" dangerouslySetInnerHTML={{ __html: ruleset.aboutHtml }} />
      <h2>Editor's notes ({ruleset.notes.length})</h2>
      <p class="muted">Where the source is damaged or ambiguous, the text is kept as it is and marked with a note.</p>
      <ol class="notes-list">
        {ruleset.notes.map((note, i) => {
          const entry = ruleset.byId.get(note.entry);
          return (
            <li key={i}>
              <a href={appHref(entryPath(id, note.entry))}>{entry ? entryLabel(entry) : note.entry}</a>: {note.text}
            </li>
          );
        })}
      </ol>
    </main>
  );
}

/** How a section of this rulebook is cited, shown on a real one: a numbered subsection where there is one. */
function citeExample(ruleset: LoadedRuleset): string {
  const example =
    ruleset.pages.find((e) => e.number?.includes('.')) ?? ruleset.pages.find((e) => e.number) ?? ruleset.pages[0];
  return example ? citation(ruleset, example) : ruleset.meta.shortTitle;
}
