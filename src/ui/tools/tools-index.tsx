import { useEffect } from 'preact/hooks';
import { rulesetPath, toolPath } from '../../core/content/routes.ts';
import { calculatorsOf } from '../../rulesets/calculators.ts';
import { findManifest } from '../data/rulesets.ts';
import { formFor } from './forms.ts';
import './tools.css';
import { appHref } from '../base-path.ts';

/** A ruleset's calculators that have a form in the app, each with what it answers. */
export function ToolsIndex({ ruleset }: { ruleset: string }) {
  const tools = calculatorsOf(ruleset).filter((c) => formFor(c));
  const shortTitle = findManifest(ruleset)?.meta.shortTitle ?? ruleset;
  useEffect(() => {
    document.title = `Tools · ${shortTitle} · Rulekeeper`;
  }, [ruleset]);
  return (
    <main id="main" class="tools-index">
      <nav class="breadcrumbs" aria-label="Breadcrumbs">
        <a href={appHref(rulesetPath(ruleset))}>{shortTitle}</a>
      </nav>
      <h1>{shortTitle} tools</h1>
      {tools.length === 0 ? (
        <p class="muted">No tools for this rulebook yet.</p>
      ) : (
        <ul class="tool-list">
          {tools.map((t) => (
            <li key={t.id}>
              <a href={appHref(toolPath(ruleset, t.id))}>
                <strong>{t.title}</strong>
                <span>{t.description}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
