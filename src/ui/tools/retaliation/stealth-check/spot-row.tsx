import { NumberField, Segmented } from '../../form-fields.tsx';
import type { Spot } from '../../../../rulesets/retaliation/stealth-check/input.ts';
import { STEALTH_CHECK_RANGES } from '../../../../rulesets/retaliation/stealth-check/ranges.ts';

const PLACE_OPTIONS: { value: Spot['where']; label: string }[] = [
  { value: 'line-of-sight', label: 'In Line of Sight' },
  { value: 'directly-behind', label: 'Directly behind' },
];

/** One HEX of the move inside an NPC's Line of Sight: where it is and, in front, the HEXES between. */
export function SpotRow({
  spot,
  label,
  onChange,
  onRemove,
}: {
  spot: Spot;
  label: string;
  onChange: (spot: Spot) => void;
  onRemove: () => void;
}) {
  return (
    <div class="st-spot">
      <Segmented
        label={label}
        options={PLACE_OPTIONS}
        value={spot.where}
        onChange={(where) => onChange(where === 'directly-behind' ? { where } : { where, hexesBetween: 0 })}
      />
      <div class="st-spot-row">
        {spot.where === 'line-of-sight' && (
          <NumberField
            range={STEALTH_CHECK_RANGES.hexesBetween}
            label="HEXES between (adjacent: 0)"
            value={spot.hexesBetween}
            onChange={(hexesBetween) => onChange({ where: 'line-of-sight', hexesBetween })}
          />
        )}
        <button type="button" class="cf-remove" aria-label={`Remove ${label}`} onClick={onRemove}>
          ✕
        </button>
      </div>
    </div>
  );
}
