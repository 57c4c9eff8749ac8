import { useEffect, useMemo } from 'preact/hooks';
import { toolPath, toolsPath } from '../../core/content/routes.ts';
import { type AnyCalculator, findCalculator } from '../../rulesets/calculators.ts';
import { findManifest } from '../data/rulesets.ts';
import { LogRulingButton } from './log-ruling-button.tsx';
import { CalcResult } from './calc-result.tsx';
import { type AnyCalcForm, formFor } from './forms.ts';
import { ProblemList } from './problem-list.tsx';
import { ShareButton } from './share-button.tsx';
import { useCalcInput } from './use-calc-input.ts';
import { useReturnScroll } from './use-return-scroll.ts';
import { whatItNeeds } from './what-it-needs.ts';
import './tools.css';
import { appHref } from '../base-path.ts';

/**
 * A calculator's page: its form, the live answer, Share and Reset; the input survives reloads (IndexedDB), and Back
 * from a cited rule returns to the answer where it was read.
 */
export function ToolPage({ ruleset, tool }: { ruleset: string; tool: string }) {
  const calculator = findCalculator(ruleset, tool);
  const form = calculator && formFor(calculator);
  if (!calculator || !form) {
    return (
      <main id="main" class="tool-page">
        <h1>Tool not found</h1>
        <p>
          There is no tool “{tool}” for this rulebook. <a href={appHref(toolsPath(ruleset))}>See its tools</a>.
        </p>
      </main>
    );
  }
  return <Tool key={`${ruleset}/${tool}`} calculator={calculator} Form={form} />;
}

function Tool({ calculator, Form }: { calculator: AnyCalculator; Form: AnyCalcForm }) {
  const state = useCalcInput(calculator);
  const checked = state.status === 'ready' ? state.checked : null;
  const outcome = useMemo(() => checked && (checked.ok ? calculator.compute(checked.value) : checked), [checked]);
  const shortTitle = findManifest(calculator.ruleset)?.meta.shortTitle ?? calculator.ruleset;
  useReturnScroll(outcome !== null);
  useEffect(() => {
    document.title = `${calculator.title} · ${shortTitle} · Rulekeeper`;
  }, [calculator]);
  const header = (
    <>
      <nav class="breadcrumbs" aria-label="Breadcrumbs">
        <a href={appHref(toolsPath(calculator.ruleset))}>{shortTitle} tools</a>
      </nav>
      <h1>{calculator.title}</h1>
      <p class="muted">{calculator.description}</p>
    </>
  );
  if (state.status === 'loading' || !outcome) {
    return (
      <main id="main" class="tool-page" aria-busy="true">
        {header}
        <p class="muted">Loading your last input…</p>
      </main>
    );
  }
  return (
    <main id="main" class="tool-page">
      {header}
      {state.notice && (
        <p class="calc-notice" role="status">
          {state.notice}
        </p>
      )}
      <div class="calc-toolbar">
        <ShareButton
          title={calculator.title}
          path={toolPath(calculator.ruleset, calculator.id)}
          input={state.input}
          disabled={!outcome.ok}
        />
        <LogRulingButton calculator={calculator} input={state.input} outcome={outcome} />
        <button type="button" class="calc-button" onClick={state.reset}>
          Reset
        </button>
      </div>
      <div class="calc-layout">
        <section class="calc-input" aria-label="Input">
          <Form value={state.input} onChange={state.setInput} outcome={outcome} />
        </section>
        <button type="button" class="calc-jump" onClick={() => goToWhatNeedsYou(outcome.ok)}>
          <span>{outcome.ok ? outcome.headline : whatItNeeds(outcome.problems, calculator.answers)}</span>
          {outcome.ok && <span aria-hidden="true">↓</span>}
        </button>
        <section id="calc-answer" class="calc-output" aria-label="Answer" aria-live="polite">
          {outcome.ok ? (
            <CalcResult ruleset={calculator.ruleset} outcome={outcome} />
          ) : (
            <ProblemList problems={outcome.problems} input={state.input} />
          )}
        </section>
      </div>
    </main>
  );
}

/** The pinned card's tap: to the answer; with none, to the first field that says what it needs, ready to type in. */
function goToWhatNeedsYou(answered: boolean): void {
  const field = answered ? null : document.querySelector<HTMLElement>('.calc-input [aria-invalid="true"]');
  if (!field) return document.getElementById('calc-answer')?.scrollIntoView({ behavior: 'smooth' });
  field.scrollIntoView({ behavior: 'smooth', block: 'center' });
  field.focus({ preventScroll: true });
}
