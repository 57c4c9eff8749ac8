import { ItemHead, NumberField, Segmented, Toggle } from '../../form-fields.tsx';
import type { CombatCreature, CreatureStatus } from '../../../../rulesets/rage-2018/combat-timing/input.ts';
import { COMBAT_TIMING_RANGES } from '../../../../rulesets/rage-2018/combat-timing/ranges.ts';

const SIDES = [
  { value: 'attacker', label: 'Attacker' },
  { value: 'defender', label: 'Defender' },
] as const;

const STATUSES: readonly { value: CreatureStatus; label: string }[] = [
  { value: 'fighting', label: 'Fighting' },
  { value: 'dead', label: 'Dead' },
  { value: 'hacked-apart', label: 'Hacked apart' },
  { value: 'left', label: 'Left' },
];

// Not set until the judge says: an unset fact must not read as "played none" (which would end combat, 6.3).
const PLAYED = [
  { value: 'not-set', label: 'Not set' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Only a creature in full frenzy can be hacked apart: the choice shows then (or while chosen), keeping the row short on a phone. */
function statusOptions(c: CombatCreature): readonly { value: CreatureStatus; label: string }[] {
  return c.fullFrenzy || c.status === 'hacked-apart' ? STATUSES : STATUSES.filter((s) => s.value !== 'hacked-apart');
}

/** One creature: side, state, frenzy, and this round's facts once the rounds have begun. */
export function CreatureEditor({
  creature: c,
  inRound,
  onChange,
  onRemove,
}: {
  creature: CombatCreature;
  inRound: boolean;
  onChange: (c: CombatCreature) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<CombatCreature>) => onChange({ ...c, ...patch });
  return (
    <div class="cf-item">
      <ItemHead
        label="Creature"
        name={c.name}
        removeLabel={`Remove ${c.name}`}
        onName={(name) => set({ name })}
        onRemove={onRemove}
      />
      <Segmented label="Side" options={SIDES} value={c.side} onChange={(side) => set({ side })} />
      <Segmented label="State" options={statusOptions(c)} value={c.status} onChange={(status) => set({ status })} />
      <Toggle label="Full frenzy" checked={c.fullFrenzy} onChange={(fullFrenzy) => set({ fullFrenzy })} />
      {c.fullFrenzy && (
        <NumberField
          range={COMBAT_TIMING_RANGES.frenzyCardsDrawn}
          notSet
          label="Cards drawn for the frenzy"
          value={c.frenzyCardsDrawn}
          onChange={(frenzyCardsDrawn) => set({ frenzyCardsDrawn })}
        />
      )}
      {inRound && (
        <>
          <Segmented
            label="Played a legal Combat Action this round"
            options={PLAYED}
            value={c.playedCombatAction === null ? 'not-set' : c.playedCombatAction ? 'yes' : 'no'}
            onChange={(v) => set({ playedCombatAction: v === 'not-set' ? null : v === 'yes' })}
          />
          {c.fullFrenzy && (
            <Toggle
              label="Hand holds a Combat Action it can play next round"
              checked={c.hasCombatActionForNextRound}
              onChange={(hasCombatActionForNextRound) => set({ hasCombatActionForNextRound })}
            />
          )}
          <Toggle
            label="No valid target for a full round"
            checked={c.noValidTargetFullRound}
            onChange={(noValidTargetFullRound) => set({ noValidTargetFullRound })}
          />
        </>
      )}
    </div>
  );
}
