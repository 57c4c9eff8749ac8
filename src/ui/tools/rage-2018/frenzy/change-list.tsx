import { NumberField, TextField } from '../../form-fields.tsx';
import type { StatChange } from '../../../../rulesets/rage-2018/frenzy/input.ts';
import { FRENZY_RANGES } from '../../../../rulesets/rage-2018/frenzy/ranges.ts';

/** A list of named stat changes (e.g. Might of Thor +2), quick to add to and remove from. */
export function ChangeList({
  label,
  example,
  changes,
  onChange,
}: {
  label: string;
  example: string;
  changes: StatChange[];
  onChange: (changes: StatChange[]) => void;
}) {
  const update = (index: number, patch: Partial<StatChange>) =>
    onChange(changes.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <div class="cf-field frenzy-changes" role="group" aria-label={label}>
      <span class="cf-label">{label}</span>
      {changes.map((change, index) => (
        <div key={index} class="frenzy-change">
          <TextField
            label="Card or ability"
            value={change.name}
            placeholder={example}
            onChange={(name) => update(index, { name })}
          />
          <NumberField
            range={FRENZY_RANGES.change}
            label="Amount"
            value={change.amount}
            onChange={(amount) => update(index, { amount })}
          />
          <button
            type="button"
            class="cf-remove"
            aria-label={`Remove ${change.name || `${label} ${index + 1}`}`}
            onClick={() => onChange(changes.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <div>
        <button type="button" class="cf-add" onClick={() => onChange([...changes, { name: '', amount: 1 }])}>
          + {label}
        </button>
      </div>
    </div>
  );
}
