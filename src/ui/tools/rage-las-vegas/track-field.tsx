import { NumberField } from '../form-fields.tsx';
import { TRACK_FIRST, TRACK_LAST, umbraLevelOf } from '../../../rulesets/rage-las-vegas/umbral-chart.ts';
import './umbra-forms.css';

/** The Umbral track spot (1–25), with the level it reads as shown under it; a spot off the chart is refused. */
export function TrackField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const onChart = Number.isInteger(value) && value >= TRACK_FIRST && value <= TRACK_LAST;
  return (
    <div class="lv-track">
      <NumberField
        label={`Umbral track spot (${TRACK_FIRST}–${TRACK_LAST})`}
        value={value}
        range={{ min: TRACK_FIRST, max: TRACK_LAST }}
        onChange={onChange}
      />
      <p class="lv-hint" aria-live="polite">
        {onChart ? `Umbra level ${umbraLevelOf(value)}` : 'Off the chart'}
      </p>
    </div>
  );
}
