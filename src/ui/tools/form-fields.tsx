import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import './form-fields.css';

/** A number field's range as its calculator declares it (src/rulesets/<ruleset>/<calculator>/ranges.ts). */
export interface FieldRange {
  min: number;
  max: number;
}

/**
 * What is wrong with what the field holds, or null: said under the field, where the thumb is, naming the field as its
 * label does and echoing what was typed (as typed: 99999999999999999999, not the number it rounds to).
 */
export function fieldProblem(
  label: string,
  typed: string,
  value: number | null,
  range: FieldRange,
  notSet: boolean,
): string | null {
  const span = `a whole number from ${range.min} to ${range.max}`;
  if (value === null || Number.isNaN(value)) return value === null && notSet ? null : `${label}: enter ${span}`;
  if (!Number.isInteger(value)) return `${label} takes whole numbers only (you typed ${typed})`;
  if (value < range.min) return `${label} can't be below ${range.min} (you typed ${typed})`;
  if (value > range.max) return `${label} can't be above ${range.max} (you typed ${typed})`;
  return null;
}

/** The text the field shows: what was typed while it still stands for the value, else the value itself. */
function shownText(typed: string, value: number | null): string {
  const known = value !== null && Number.isFinite(value);
  if (typed.trim() === '') return known ? String(value) : '';
  return Number(typed.trim()) === value ? typed : known ? String(value) : '';
}

type NumberFieldProps = { label: string; value: number | null; range: FieldRange } & (
  | {
      /** Emptied, the field is "not set" (null), an input the calculator answers. */
      notSet: true;
      onChange: (value: number | null) => void;
    }
  | {
      notSet?: false;
      /** Emptied (or "-" alone), the field sends NaN: nothing entered, which the calculator refuses as missing. */
      onChange: (value: number) => void;
    }
);

/**
 * A whole number with − and + buttons for one-handed use; typing works too. It shows its range and passes on what
 * is typed as typed: nothing is clamped, and a value out of range or not whole is said here and refused by the
 * calculator, so the answer never stands for a number other than the one on screen.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, range } = props;
  const id = useId();
  const hintId = `${id}-range`;
  // What was typed, kept as typed; a value set otherwise (− or +, Reset, a share link) replaces it.
  const [typed, setTyped] = useState('');
  const text = shownText(typed, value);
  const problem = fieldProblem(label, text, value, range, props.notSet === true);
  const set = (next: number | null) => {
    if (props.notSet) props.onChange(next);
    else props.onChange(next ?? Number.NaN);
  };
  const known = value !== null && Number.isFinite(value);
  return (
    <div class="cf-field cf-number">
      <label for={id}>{label}</label>
      <div class="cf-number-row">
        <button
          type="button"
          class="cf-step"
          aria-label={`${label}: one less`}
          disabled={!known || value <= range.min}
          onClick={() => known && set(Math.min(range.max, value) - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={text}
          placeholder={props.notSet && value === null ? 'not set' : undefined}
          min={range.min}
          max={range.max}
          step={1}
          required={!props.notSet}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={hintId}
          onInput={(e) => {
            const now = e.currentTarget.value;
            setTyped(now);
            set(now.trim() === '' ? null : Number(now.trim()));
          }}
        />
        <button
          type="button"
          class="cf-step"
          aria-label={`${label}: one more`}
          disabled={known && value >= range.max}
          onClick={() => set(known ? Math.max(range.min, value) + 1 : Math.max(range.min, 0))}
        >
          +
        </button>
      </div>
      <span id={hintId} class={problem ? 'cf-range cf-range-problem' : 'cf-range'}>
        {problem ?? `${range.min} to ${range.max}`}
      </span>
    </div>
  );
}

export function TextField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div class="cf-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** The head of an item in a list the judge builds (a creature, a card, an NPC): its name, and a button removing it. */
export function ItemHead({
  label,
  name,
  placeholder,
  removeLabel,
  onName,
  onRemove,
}: {
  label: string;
  name: string;
  placeholder?: string;
  removeLabel: string;
  onName: (name: string) => void;
  onRemove: () => void;
}) {
  return (
    <div class="cf-item-head">
      <TextField label={label} value={name} placeholder={placeholder} onChange={onName} />
      <button type="button" class="cf-remove" aria-label={removeLabel} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

/** A choice of one value among `options`, each with the label it shows. */
interface ChoiceProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among several, as a native select: compact on a phone. */
export function SelectField<T extends string>({ label, options, value, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div class="cf-field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One choice among a few, as a row of buttons (a radio group). */
export function Segmented<T extends string>({ label, options, value, onChange }: ChoiceProps<T>) {
  return (
    <div class="cf-field">
      <span class="cf-label">{label}</span>
      <div class="cf-seg" role="radiogroup" aria-label={label}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label class="cf-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A bordered group with a heading. */
export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ComponentChildren;
  actions?: ComponentChildren;
}) {
  return (
    <fieldset class="cf-panel">
      <legend>{title}</legend>
      {children}
      {actions && <div class="cf-actions">{actions}</div>}
    </fieldset>
  );
}
