import type { CalcOutcome } from '../../core/calc/contract.ts';

/** A calculator's form: shows `value` and emits the whole typed input on every change. */
export interface CalcFormProps<Input, Output = unknown> {
  value: Input;
  onChange: (value: Input) => void;
  /** The answer to `value`, computed once by the tool page, for a form that offers what comes next. */
  outcome: CalcOutcome<Output>;
}
