import { useLocation } from 'preact-iso';
import type { CalcOutcome } from '../../core/calc/contract.ts';
import { citeLabel } from '../../core/calc/cite-label.ts';
import type { AttachedResult } from '../../core/toolkit/schema.ts';
import type { AnyCalculator } from '../../rulesets/calculators.ts';
import { loadRuleset } from '../data/rulesets.ts';
import { handOverResult } from '../rulings/capture.ts';
import { NEW_RULING_PATH } from '../routes.ts';
import '../kit/toolkit.css';
import { appHref } from '../base-path.ts';

type Answer = Extract<CalcOutcome<unknown>, { ok: true }>;

/** The result as the judge sees it, labels included, with a plain-JSON copy of the input. */
async function attach(calculator: AnyCalculator, input: unknown, outcome: Answer): Promise<AttachedResult> {
  const ruleset = await loadRuleset(calculator.ruleset).catch(() => undefined);
  const entryOf = (id: string) => ruleset?.byId.get(id);
  return {
    calculator: `${calculator.ruleset}/${calculator.id}`,
    title: calculator.title,
    ruleset: calculator.ruleset,
    input: JSON.parse(JSON.stringify(input)) as unknown,
    headline: outcome.headline,
    facts: outcome.facts.map((f) => ({ label: f.label, value: f.value })),
    steps: outcome.steps.map((s) => ({
      text: s.text,
      cites: s.cites.map((anchor) => ({ anchor, label: citeLabel(anchor, entryOf) })),
    })),
  };
}

/** "Log a ruling" under a calculator's answer: opens the capture page with this result attached. */
export function LogRulingButton({
  calculator,
  input,
  outcome,
}: {
  calculator: AnyCalculator;
  input: unknown;
  outcome: CalcOutcome<unknown>;
}) {
  const { route } = useLocation();
  if (!outcome.ok) return null;
  const log = async () => {
    handOverResult(await attach(calculator, input, outcome));
    route(appHref(NEW_RULING_PATH));
  };
  return (
    <button type="button" class="tk-action tk-action-primary" onClick={() => void log()}>
      <span aria-hidden="true">+</span> Log a ruling
    </button>
  );
}
