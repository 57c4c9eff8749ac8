import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import './form-fields.css';

/** A whole number with − and + buttons for one-handed use; typing works too. `null` shows as empty, "not set". */
export function NumberField({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number | null;
  min?: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const set = (next: number) => onChange(min === undefined ? next : Math.max(min, next));
  return (
    <div class="cf-field cf-number">
      <label for={id}>{label}</label>
      <div class="cf-number-row">
        <button
          type="button"
          class="cf-step"
          aria-label={`${label}: one less`}
          disabled={value === null || (min !== undefined && value <= min)}
          onClick={() => value !== null && set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={value === null ? '' : String(value)}
          placeholder={value === null ? 'not set' : undefined}
          min={min}
          step={1}
          onInput={(e) => {
            const parsed = Number.parseInt(e.currentTarget.value, 10);
            if (Number.isFinite(parsed)) set(parsed);
          }}
        />
        <button
          type="button"
          class="cf-step"
          aria-label={`${label}: one more`}
          onClick={() => set(value === null ? (min ?? 0) : value + 1)}
        >
          +
        </button>
      </div>
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

/** One choice among several, as a native select: compact on a phone. */
export function SelectField<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
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
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
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
