import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PageEntry } from '../../core/content/manifest.ts';
import { entryPath } from '../../core/content/routes.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { EntryBody } from '../components/entry-body.tsx';
import { KindBadge } from '../components/kind-badge.tsx';
import { Loading } from '../components/loading.tsx';
import { TermSheet } from '../components/term-sheet.tsx';
import { type RulesetView, ancestorsOf, citation, entryLabel, sectionTitle } from '../data/rulesets.ts';
import { useSectionView } from '../data/section-view.ts';
import { PassageBar } from '../section/passage-bar.tsx';
import { SectionContext } from '../passage/section-context.tsx';
import { usePassageLanding } from '../passage/use-passage-landing.ts';
import { SectionActions } from '../section/section-actions.tsx';
import { NotFound } from '../components/not-found.tsx';
import { appHref } from '../base-path.ts';

/** The page of a section; an inline entry (definition, sidebar) opens its section, scrolled to it. */
export function SectionPage({ ruleset: id, anchor }: { ruleset: string; anchor: string }) {
  const state = useSectionView(id, anchor);
  if (state.status === 'absent') return <NotFound what={`No section “${anchor}” in ${state.shortTitle}.`} />;
  if (state.status !== 'ready') return <Loading state={state} />;
  const { ruleset } = state;
  let entry = ruleset.byId.get(anchor);
  if (!entry) return <NotFound what={`No section “${anchor}” in ${ruleset.meta.shortTitle}.`} />;
  while (entry.inline && entry.parent) entry = ruleset.byId.get(entry.parent) ?? entry;
  return <Section ruleset={ruleset} entry={entry} highlight={anchor === entry.id ? undefined : anchor} />;
}

/** An entry drawn on its section's page, with the words to highlight in it. */
interface EntryProps {
  ruleset: RulesetView;
  entry: PageEntry;
  highlight: string | undefined;
}

function Section({ ruleset, entry, highlight }: EntryProps) {
  const [term, setTerm] = useState<string | null>(null);
  const index = ruleset.pages.findIndex((p) => p.id === entry.id);
  const prev = ruleset.pages[index - 1];
  const next = ruleset.pages[index + 1];
  const { landed, dismiss } = usePassageLanding(ruleset, entry.id);
  // The same elements while the section is the same: landing on a passage (or a term sheet) redraws the actions and
  // the bar, not the rules text, whose diff is most of a render.
  const text = useMemo(
    () => (
      <>
        <EntryBody ruleset={ruleset} entry={entry} highlight={highlight} />
        <Subsections ruleset={ruleset} entry={entry} highlight={highlight} />
      </>
    ),
    [ruleset, entry, highlight],
  );
  useEffect(() => {
    document.title = sectionTitle(entry, ruleset.meta);
    setTerm(null);
    // A link to a passage lands on the passage instead (usePassageLanding).
    if (highlight && !location.hash) document.getElementById(highlight)?.scrollIntoView({ block: 'center' });
  }, [entry.id, highlight]);

  // Tapping a defined term shows its definition in place instead of leaving the page.
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.('a.term');
    const anchor = link?.getAttribute('data-term');
    // A definition not among the page's data (none expected: a chapter carries those it links to) opens as a link.
    if (!link || !anchor || !ruleset.byId.has(anchor) || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    e.stopPropagation();
    setTerm(anchor);
  };

  return (
    <main id="main" class="section-page" onClick={onClick}>
      <Breadcrumbs ruleset={ruleset} trail={ancestorsOf(ruleset, entry)} />
      <article>
        <header class="section-head">
          <h1>
            {entry.number && <span class="num">{entry.number}</span>} {entry.title}
          </h1>
          {entry.kind !== 'rule' && <KindBadge kind={entry.kind} />}
          <p class="cite muted">{citation(ruleset, entry)}</p>
        </header>
        <SectionActions ruleset={ruleset} entry={entry} passage={landed} />
        {text}
      </article>
      <nav class="prev-next" aria-label="Previous and next section">
        {prev ? (
          <a rel="prev" href={appHref(entryPath(ruleset.meta.id, prev.id))}>
            <span class="muted">Previous</span> {entryLabel(prev)}
          </a>
        ) : (
          <span />
        )}
        {next && (
          <a rel="next" href={appHref(entryPath(ruleset.meta.id, next.id))}>
            <span class="muted">Next</span> {entryLabel(next)}
          </a>
        )}
      </nav>
      <SectionContext entry={entry} />
      {landed && <PassageBar ruleset={ruleset} entry={entry} passage={landed} onDismiss={dismiss} />}
      {term && <TermSheet ruleset={ruleset} anchor={term} onClose={() => setTerm(null)} />}
    </main>
  );
}

/** A chapter lists its sections; a section shows its subsections' text in full, to read on. */
function Subsections({ ruleset, entry, highlight }: EntryProps) {
  const children = entry.children.map((c) => ruleset.byId.get(c)).filter((c): c is PageEntry => !!c && !c.inline);
  if (children.length === 0) return null;
  if (entry.depth <= 1)
    return (
      <ul class="child-list">
        {children.map((c) => (
          <li key={c.id}>
            <a href={appHref(entryPath(ruleset.meta.id, c.id))}>{entryLabel(c)}</a>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {children.map((c) => (
        <section key={c.id} id={c.id} class="subsection" aria-labelledby={`h-${c.id}`}>
          <h2 id={`h-${c.id}`}>
            <a href={appHref(entryPath(ruleset.meta.id, c.id))}>
              {c.number && <span class="num">{c.number}</span>} {c.title}
            </a>
          </h2>
          <EntryBody ruleset={ruleset} entry={c} highlight={highlight} />
          <Subsections ruleset={ruleset} entry={c} highlight={highlight} />
        </section>
      ))}
    </>
  );
}
