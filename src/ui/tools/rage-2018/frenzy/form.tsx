import type { CalcFormProps } from '../../form-props.ts';
import { NumberField, Panel, Segmented, Toggle } from '../../form-fields.tsx';
import { ChangeList } from './change-list.tsx';
import { CLASS_TABLE } from '../../../../rulesets/rage-2018/frenzy/creature-classes.ts';
import {
  CREATURE_CLASSES,
  type CreatureType,
  type Form,
  type FrenzyInput,
  type FrenzyKind,
} from '../../../../rulesets/rage-2018/frenzy/input.ts';
import './frenzy-form.css';
import { FRENZY_RANGES } from '../../../../rulesets/rage-2018/frenzy/ranges.ts';

const TYPE_OPTIONS: { value: CreatureType; label: string }[] = [
  { value: 'character', label: 'Character' },
  { value: 'ally', label: 'Ally' },
  { value: 'prey', label: 'Prey' },
];
const KIND_OPTIONS: { value: FrenzyKind; label: string }[] = [
  { value: 'full', label: 'Full' },
  { value: 'limited', label: 'Limited' },
  { value: 'fox', label: 'Fox' },
];
const FORM_OPTIONS: { value: Form; label: string }[] = [
  { value: 'breed', label: 'Breed' },
  { value: 'crinos', label: 'Crinos / battle' },
];

/** One creature going into frenzy: who it is, its crinos stats and modifiers at frenzy start, and its combat since. */
export default function FrenzyForm({ value, onChange }: CalcFormProps<FrenzyInput>) {
  const set = (patch: Partial<FrenzyInput>) => onChange({ ...value, ...patch });
  const toggleClass = (cls: (typeof CREATURE_CLASSES)[number]) =>
    set({ classes: value.classes.includes(cls) ? value.classes.filter((c) => c !== cls) : [...value.classes, cls] });
  return (
    <div class="frenzy-form">
      <Panel title="Creature">
        <Segmented
          label="Type"
          options={TYPE_OPTIONS}
          value={value.creatureType}
          onChange={(creatureType) => set({ creatureType })}
        />
        <div class="cf-field">
          <span class="cf-label">Creature class(es)</span>
          <div class="cf-chips" role="group" aria-label="Creature classes">
            {CREATURE_CLASSES.map((cls) => (
              <button
                key={cls}
                type="button"
                aria-pressed={value.classes.includes(cls)}
                onClick={() => toggleClass(cls)}
              >
                {CLASS_TABLE[cls].name}
              </button>
            ))}
          </div>
        </div>
        <Toggle
          label="A card says it can frenzy anyway"
          checked={value.cardAllowsFrenzy}
          onChange={(cardAllowsFrenzy) => set({ cardAllowsFrenzy })}
        />
        <Toggle
          label="Already in a frenzy"
          checked={value.alreadyFrenzied}
          onChange={(alreadyFrenzied) => set({ alreadyFrenzied })}
        />
      </Panel>
      <Panel title="Frenzy">
        <Segmented
          label="Kind of frenzy"
          options={KIND_OPTIONS}
          value={value.kind}
          onChange={(kind) => set({ kind, diedEarlier: kind === 'full' && value.diedEarlier })}
        />
        <Segmented
          label="Form when it starts"
          options={FORM_OPTIONS}
          value={value.formAtStart}
          onChange={(formAtStart) => set({ formAtStart })}
        />
        <Toggle
          label="Fighting a Battlefield"
          checked={value.battlefield}
          onChange={(battlefield) => set({ battlefield })}
        />
      </Panel>
      <Panel title="Crinos / battle form at frenzy start">
        <div class="cf-grid">
          <NumberField
            range={FRENZY_RANGES.crinosRage}
            label="Printed Rage"
            value={value.crinosRage}
            onChange={(crinosRage) => set({ crinosRage })}
          />
          <NumberField
            range={FRENZY_RANGES.crinosHealth}
            label="Printed Health"
            value={value.crinosHealth}
            onChange={(crinosHealth) => set({ crinosHealth })}
          />
          <NumberField
            range={FRENZY_RANGES.rageMultiplier}
            label="Rage multiplier"
            value={value.rageMultiplier}
            onChange={(rageMultiplier) => set({ rageMultiplier })}
          />
          <NumberField
            range={FRENZY_RANGES.healthMultiplier}
            label="Health multiplier"
            value={value.healthMultiplier}
            onChange={(healthMultiplier) => set({ healthMultiplier })}
          />
        </div>
        <ChangeList
          label="Rage change"
          example="Might of Thor"
          changes={value.rageChanges}
          onChange={(rageChanges) => set({ rageChanges })}
        />
        <ChangeList
          label="Health change"
          example="Gift"
          changes={value.healthChanges}
          onChange={(healthChanges) => set({ healthChanges })}
        />
        <ChangeList
          label="Play cards at +X Rage"
          example="Battle Song"
          changes={value.playCardsAtPlusRage}
          onChange={(playCardsAtPlusRage) => set({ playCardsAtPlusRage })}
        />
        <Toggle
          label='May play "Rage X" combat actions (e.g. a Firearm)'
          checked={value.mayPlayRageX !== null}
          onChange={(on) => set({ mayPlayRageX: on ? 7 : null })}
        />
        {value.mayPlayRageX !== null && (
          <NumberField
            range={FRENZY_RANGES.mayPlayRageX}
            label="X"
            value={value.mayPlayRageX}
            onChange={(mayPlayRageX) => set({ mayPlayRageX })}
          />
        )}
      </Panel>
      <Panel title="Since the frenzy started">
        <div class="cf-grid">
          <NumberField
            range={FRENZY_RANGES.damage}
            label="Damage now"
            value={value.damage}
            onChange={(damage) => set({ damage })}
          />
          <NumberField
            range={FRENZY_RANGES.laterRageChange}
            label="Later Rage change"
            value={value.laterRageChange}
            onChange={(laterRageChange) => set({ laterRageChange })}
          />
          <NumberField
            range={FRENZY_RANGES.laterHealthChange}
            label="Later Health change"
            value={value.laterHealthChange}
            onChange={(laterHealthChange) => set({ laterHealthChange })}
          />
        </div>
        {value.kind === 'full' && (
          <Toggle
            label="Its damage already reached its Health earlier (then healed)"
            checked={value.diedEarlier}
            onChange={(diedEarlier) => set({ diedEarlier })}
          />
        )}
        <Toggle
          label="I know the hand size when the frenzy ends"
          checked={value.handAtEnd !== null}
          onChange={(on) => set({ handAtEnd: on ? 5 : null })}
        />
        {value.handAtEnd !== null && (
          <NumberField
            range={FRENZY_RANGES.handAtEnd}
            label="Cards in the combat hand"
            value={value.handAtEnd}
            onChange={(handAtEnd) => set({ handAtEnd })}
          />
        )}
      </Panel>
    </div>
  );
}
