import { STATUS_LABELS } from '../../core/toolkit/describe.ts';
import { RULING_STATUSES, type RulingStatus } from '../../core/toolkit/schema.ts';

/** Short words for the segmented control; the full label is what screen readers hear. */
const SHORT: Record<RulingStatus, string> = {
  given: 'Given',
  appealed: 'Appealed',
  upheld: 'Upheld',
  overturned: 'Overturned',
};

/** The ruling's status as one row of large radio buttons. */
export function StatusPicker({ value, onChange }: { value: RulingStatus; onChange: (status: RulingStatus) => void }) {
  return (
    <fieldset class="tk-status-picker">
      <legend>Status</legend>
      {RULING_STATUSES.map((s) => (
        <label key={s} class={s === value ? 'checked' : undefined}>
          <input
            type="radio"
            name="status"
            value={s}
            checked={s === value}
            aria-label={STATUS_LABELS[s]}
            onChange={() => onChange(s)}
          />
          {SHORT[s]}
        </label>
      ))}
    </fieldset>
  );
}
