import type { CalcFormProps } from '../../form-props.ts';
import { NumberField, Panel, Segmented } from '../../form-fields.tsx';
import {
  type StealthCheckInput,
  type StealthForm,
  type StealthNpc,
  newNpc,
} from '../../../../rulesets/retaliation/stealth-check/input.ts';
import { NpcEditor } from './npc-editor.tsx';
import './stealth-form.css';
import { STEALTH_CHECK_RANGES } from '../../../../rulesets/retaliation/stealth-check/ranges.ts';

const FORM_OPTIONS: { value: StealthForm; label: string }[] = [
  { value: 'homid', label: 'Homid' },
  { value: 'lupus', label: 'Lupus' },
  { value: 'crinos', label: 'Crinos' },
];

/** A pack member's move in STEALTH mode: its form and PHYSICAL + STEALTH, and each NPC whose Line of Sight it crosses. */
export default function StealthCheckForm({ value, onChange }: CalcFormProps<StealthCheckInput>) {
  const set = (patch: Partial<StealthCheckInput>) => onChange({ ...value, ...patch });
  const setNpc = (index: number, npc: StealthNpc) => set({ npcs: value.npcs.map((n, i) => (i === index ? npc : n)) });
  return (
    <div class="st-form">
      <Panel title="Pack member">
        <Segmented label="Form" options={FORM_OPTIONS} value={value.form} onChange={(form) => set({ form })} />
        <div class="cf-grid">
          <NumberField
            range={STEALTH_CHECK_RANGES.physical}
            label="PHYSICAL"
            value={value.physical}
            onChange={(physical) => set({ physical })}
          />
          <NumberField
            range={STEALTH_CHECK_RANGES.stealthSkill}
            label="STEALTH skill"
            value={value.stealthSkill}
            onChange={(stealthSkill) => set({ stealthSkill })}
          />
        </div>
      </Panel>
      <Panel
        title={`NPCs whose Line of Sight you cross (${value.npcs.length})`}
        actions={
          <button type="button" class="cf-add" onClick={() => set({ npcs: [...value.npcs, newNpc()] })}>
            + NPC
          </button>
        }
      >
        {value.npcs.map((npc, i) => (
          <NpcEditor
            key={i}
            npc={npc}
            label={`NPC ${i + 1}`}
            onChange={(next) => setNpc(i, next)}
            onRemove={() => set({ npcs: value.npcs.filter((_, j) => j !== i) })}
          />
        ))}
      </Panel>
    </div>
  );
}
