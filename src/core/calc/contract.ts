/**
 * The contract every calculator follows, written once: typed input with defaults, validation that names what is
 * wrong and where, and a pure `compute` whose every step cites the sections that decide it.
 */

/** One step of the reasoning: a plain sentence and the anchors (in the calculator's ruleset) that decide it. */
export interface CalcStep {
  text: string;
  cites: string[];
}

/** A fact of the result shown as a row: "Cards drawn: 4". */
export interface CalcFact {
  label: string;
  value: string;
}

/** What is wrong with an input, and where: `path` like "creatures[2].rage". */
export interface CalcProblem {
  path: string;
  message: string;
}

export type CalcOutcome<Output> =
  | { ok: true; headline: string; facts: CalcFact[]; steps: CalcStep[]; output: Output }
  | { ok: false; problems: CalcProblem[] };

export type Validation<Input> = { ok: true; value: Input } | { ok: false; problems: CalcProblem[] };

/** A calculator: pure, no DOM. Its form lives next to it as `form.tsx` ({ value, onChange }). */
export interface Calculator<Input, Output> {
  /** Stable id, used in URLs, storage and `npm run calc -- <id>`. */
  id: string;
  ruleset: string;
  title: string;
  /** One line: what question it answers. */
  description: string;
  defaults: () => Input;
  /** Checks untrusted input (a stored state, a share link, CLI JSON) before computing. */
  validate: (input: unknown) => Validation<Input>;
  /** Validates, then computes; never throws on bad input. */
  compute: (input: Input) => CalcOutcome<Output>;
}
