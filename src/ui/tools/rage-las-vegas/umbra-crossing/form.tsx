import type { CalcFormProps } from '../../form-props.ts';
import { NumberField, Panel, Segmented } from '../../form-fields.tsx';
import { TrackField } from '../track-field.tsx';
import type {
  CrossingCharacter,
  CrossingDirection,
  CrossingTime,
  UmbraCrossingInput,
} from '../../../../rulesets/rage-las-vegas/umbra-crossing/input.ts';
import { UMBRA_CROSSING_RANGES } from '../../../../rulesets/rage-las-vegas/umbra-crossing/ranges.ts';

const CHARACTER_OPTIONS: { value: CrossingCharacter; label: string }[] = [
  { value: 'garou', label: 'Garou' },
  { value: 'spirit', label: 'Spirit' },
  { value: 'human', label: 'Human' },
  { value: 'other', label: 'Other' },
];
const DIRECTION_OPTIONS: { value: CrossingDirection; label: string }[] = [
  { value: 'to-umbra', label: 'To the Umbra' },
  { value: 'to-real-world', label: 'To the real world' },
];
const TIME_OPTIONS: { value: CrossingTime; label: string }[] = [
  { value: 'picking-alpha', label: 'As it is picked' },
  { value: 'before-alpha-action', label: 'Just before its action' },
  { value: 'after-moot-voting', label: 'After Moot voting' },
];

/** One alpha crossing between the real world and the Umbra: the track spot, who it is, where and when it moves. */
export default function UmbraCrossingForm({ value, onChange }: CalcFormProps<UmbraCrossingInput>) {
  const set = (patch: Partial<UmbraCrossingInput>) => onChange({ ...value, ...patch });
  return (
    <div class="lv-form">
      <Panel title="Umbra">
        <TrackField value={value.umbralTrack} onChange={(umbralTrack) => set({ umbralTrack })} />
      </Panel>
      <Panel title="Alpha">
        <Segmented
          label="Character"
          options={CHARACTER_OPTIONS}
          value={value.character}
          onChange={(character) => set({ character })}
        />
        <NumberField
          range={UMBRA_CROSSING_RANGES.gnosis}
          label="Gnosis"
          value={value.gnosis}
          onChange={(gnosis) => set({ gnosis })}
        />
      </Panel>
      <Panel title="Move">
        <Segmented
          label="Where to"
          options={DIRECTION_OPTIONS}
          value={value.direction}
          onChange={(direction) => set({ direction })}
        />
        <Segmented label="When" options={TIME_OPTIONS} value={value.time} onChange={(time) => set({ time })} />
      </Panel>
    </div>
  );
}
