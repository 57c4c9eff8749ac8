import type { CalcOutcome } from '../../core/calc/contract.ts';
import { citeLabel } from '../../core/calc/cite-label.ts';
import { entryPath } from '../../core/content/routes.ts';
import { useRuleset } from '../data/use-ruleset.ts';
import { appHref } from '../base-path.ts';

type Answer = Extract<CalcOutcome<unknown>, { ok: true }>;

/** The answer: headline, facts, and the numbered reasoning, each step linking to the sections that decide it. */
export function CalcResult({ ruleset, outcome }: { ruleset: string; outcome: Answer }) {
  const state = useRuleset(ruleset);
  const entryOf = (id: string) => (state.status === 'ready' ? state.ruleset.byId.get(id) : undefined);
  return (
    <div class="calc-answer">
      <p class="calc-headline">{outcome.headline}</p>
      {outcome.facts.length > 0 && (
        <dl class="calc-facts">
          {outcome.facts.map((f, i) => (
            <div key={i} class="calc-fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2 class="calc-why">Why</h2>
      <ol class="calc-steps">
        {outcome.steps.map((s, i) => (
          <li key={i}>
            <span>{s.text}</span>{' '}
            <span class="calc-cites">
              {s.cites.map((anchor) => (
                <a
                  key={anchor}
                  class="calc-cite"
                  href={appHref(entryPath(ruleset, anchor))}
                  title={entryOf(anchor)?.title}
                >
                  {citeLabel(anchor, entryOf)}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
