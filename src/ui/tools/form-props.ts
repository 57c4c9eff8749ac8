/** A calculator's form: shows `value` and emits the whole typed input on every change. */
export interface CalcFormProps<Input> {
  value: Input;
  onChange: (value: Input) => void;
}
