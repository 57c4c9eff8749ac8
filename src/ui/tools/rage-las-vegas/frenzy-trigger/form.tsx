import type { CalcFormProps } from '../../form-props.ts';
import { NumberField, Panel, Toggle } from '../../form-fields.tsx';
import { TrackField } from '../track-field.tsx';
import type { FrenzyTriggerInput } from '../../../../rulesets/rage-las-vegas/frenzy-trigger/input.ts';
import { FRENZY_TRIGGER_RANGES } from '../../../../rulesets/rage-las-vegas/frenzy-trigger/ranges.ts';

/** A Garou in a round of combat: the track spot, its Frenzy trait and base Health, and the wounds of this round. */
export default function FrenzyTriggerForm({ value, onChange }: CalcFormProps<FrenzyTriggerInput>) {
  const set = (patch: Partial<FrenzyTriggerInput>) => onChange({ ...value, ...patch });
  return (
    <div class="lv-form">
      <Panel title="Umbra">
        <TrackField value={value.umbralTrack} onChange={(umbralTrack) => set({ umbralTrack })} />
      </Panel>
      <Panel title="Garou">
        <Toggle
          label="Has the Frenzy trait"
          checked={value.frenzy !== null}
          onChange={(on) => set({ frenzy: on ? 1 : null })}
        />
        {value.frenzy !== null && (
          <NumberField
            range={FRENZY_TRIGGER_RANGES.frenzy}
            label="Frenzy number (as printed)"
            value={value.frenzy}
            onChange={(frenzy) => set({ frenzy })}
          />
        )}
        <NumberField
          range={FRENZY_TRIGGER_RANGES.baseHealth}
          label="Base Crinos or Metis Health"
          value={value.baseHealth}
          onChange={(baseHealth) => set({ baseHealth })}
        />
      </Panel>
      <Panel title="This round of combat">
        <Toggle
          label="Check this round's wounds"
          checked={value.woundsThisRound !== null}
          onChange={(on) => set({ woundsThisRound: on ? 0 : null })}
        />
        {value.woundsThisRound !== null && (
          <NumberField
            range={FRENZY_TRIGGER_RANGES.woundsThisRound}
            label="Wounds taken this round"
            value={value.woundsThisRound}
            onChange={(woundsThisRound) => set({ woundsThisRound })}
          />
        )}
      </Panel>
    </div>
  );
}
