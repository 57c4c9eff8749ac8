import { useEffect } from 'preact/hooks';
import type { PageEntry } from '../../core/content/manifest.ts';
import { entryPath } from '../../core/content/routes.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { EntryBody } from '../components/entry-body.tsx';
import { Loading } from '../components/loading.tsx';
import { ancestorsOf, entryLabel } from '../data/rulesets.ts';
import { useRuleset } from '../data/use-ruleset.ts';
import { appHref } from '../base-path.ts';

const initial = (e: PageEntry): string => {
  const c = e.title
    .replace(/^the\s+/i, '')
    .normalize('NFKD')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

/** Every definition A–Z, each with where it stands in the rules. */
export function GlossaryPage({ ruleset: id }: { ruleset: string }) {
  const state = useRuleset(id);
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.ruleset.meta.shortTitle} · Glossary · Rulekeeper`;
  }, [state.status]);
  if (state.status !== 'ready') return <Loading state={state} />;
  const { ruleset } = state;
  const definitions = ruleset.entries
    .filter((e) => e.kind === 'definition')
    .sort((a, b) =>
      a.title.replace(/^the\s+/i, '').localeCompare(b.title.replace(/^the\s+/i, ''), 'en', { sensitivity: 'base' }),
    );
  const letters = [...new Set(definitions.map(initial))];
  return (
    <main id="main" class="glossary-page">
      <Breadcrumbs ruleset={ruleset} trail={[]} />
      <h1>Glossary A–Z</h1>
      <nav class="letters" aria-label="Letters">
        {letters.map((l) => (
          <a key={l} href={`#letter-${l}`}>
            {l}
          </a>
        ))}
      </nav>
      {letters.map((letter) => (
        <section key={letter} aria-labelledby={`letter-${letter}`}>
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <dl class="glossary">
            {definitions
              .filter((d) => initial(d) === letter)
              .map((d) => {
                const place = ancestorsOf(ruleset, d).at(-1);
                return (
                  <div key={d.id} class="glossary-item">
                    <dt>
                      <a href={appHref(entryPath(id, d.id))}>{d.title}</a>
                      {d.terms && d.terms.length > 1 && <span class="muted"> ({d.terms.slice(1).join(', ')})</span>}
                    </dt>
                    <dd>
                      <EntryBody ruleset={ruleset} entry={d} />
                      {place && <p class="muted small">In {entryLabel(place)}</p>}
                    </dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}
    </main>
  );
}
