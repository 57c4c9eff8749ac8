import type { AttachedResult } from '../../core/toolkit/schema.ts';
import { sectionPath } from '../routes.ts';
import { appHref } from '../base-path.ts';

/**
 * A calculator result as the judge saw it when logging: headline, facts, steps with their rules, and the input.
 * `compact` folds facts and steps away, so a capture form stays short.
 */
export function AttachedResultView({ result, compact = false }: { result: AttachedResult; compact?: boolean }) {
  return (
    <div class="tk-attached">
      <p class="tk-attached-title">
        <span class="muted small">{result.title}</span>
        <strong>{result.headline}</strong>
      </p>
      <details open={!compact}>
        <summary>Details and steps</summary>
        {result.facts.length > 0 && (
          <dl class="facts">
            {result.facts.map((f, i) => (
              <div key={i}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {result.steps.length > 0 && (
          <ol class="tk-steps">
            {result.steps.map((s, i) => (
              <li key={i}>
                {s.text}{' '}
                {s.cites.map((c) => (
                  <a key={c.anchor} class="small" href={appHref(sectionPath(result.ruleset, c.anchor))}>
                    {c.label}{' '}
                  </a>
                ))}
              </li>
            ))}
          </ol>
        )}
      </details>
      <details>
        <summary>Input</summary>
        <pre class="tk-input">{JSON.stringify(result.input, null, 2)}</pre>
      </details>
    </div>
  );
}
