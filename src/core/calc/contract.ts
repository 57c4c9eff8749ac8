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
  /** Set when the value is missing (left out, or a form's field emptied): its name after "Enter", "the printed Rage". */
  need?: string;
}

/** A computed answer: the headline, facts as rows, the cited steps and the machine-readable output. */
export interface CalcAnswer<Output> {
  ok: true;
  headline: string;
  facts: CalcFact[];
  steps: CalcStep[];
  output: Output;
}

export type CalcOutcome<Output> = CalcAnswer<Output> | { ok: false; problems: CalcProblem[] };

export type Validation<Input> = { ok: true; value: Input } | { ok: false; problems: CalcProblem[] };

/**
 * A number field's range and the words used to name it in messages ("The printed Rage"). Every number field
 * declares both bounds, from the rules or, where they set none, a sane bound its calculator's input.ts justifies.
 */
export interface NumberRule {
  label: string;
  min: number;
  max: number;
}

/** What a calculator declares: who it is, its defaults, how it checks input and how it answers checked input. */
export interface CalculatorSpec<Input, Output> {
  /** Stable id, used in URLs, storage and `npm run -s calc -- <id>`. */
  id: string;
  ruleset: string;
  title: string;
  /** One line: what question it answers. */
  description: string;
  /** What the answer tells, after "to see": "when this creature frenzies", said while an input is still missing. */
  answers: string;
  defaults: () => Input;
  /**
   * The range of every number it reads (ranges.ts), from the rules or a sane bound they leave open: its validation
   * refuses a value outside, its form shows the range on the field, and its README lists them (### Ranges).
   */
  ranges: Readonly<Record<string, NumberRule>>;
  /** Checks untrusted input (a stored state, a share link, CLI JSON, a form's edit) before computing. */
  validate: (input: unknown) => Validation<Input>;
  /** Answers input `validate` accepted; trusts it and does not check it again. */
  compute: (input: Input) => CalcAnswer<Output>;
}

/**
 * A calculator: pure, no DOM (its form is UI, in src/ui/tools/<ruleset>/<calculator>/form.tsx). A caller that keeps
 * the validation (the app validates once per change) calls `validate` then `compute`; `run` does both at once.
 */
export interface Calculator<Input, Output> extends CalculatorSpec<Input, Output> {
  /** Validates untrusted input, then computes; never throws on bad input. */
  run: (input: unknown) => CalcOutcome<Output>;
}

/** The one way to make a calculator: `run` validates once, then hands the checked value to `compute`. */
export function defineCalculator<Input, Output>(spec: CalculatorSpec<Input, Output>): Calculator<Input, Output> {
  return {
    ...spec,
    run: (input) => {
      const checked = spec.validate(input);
      return checked.ok ? spec.compute(checked.value) : checked;
    },
  };
}
