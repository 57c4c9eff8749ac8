import { ItemHead, NumberField, SelectField, Toggle } from '../../form-fields.tsx';
import { DEFAULT_LINE_OF_SIGHT } from '../../../../rulesets/retaliation/stealth-check/difficulty.ts';
import {
  ATTITUDES,
  type Attitude,
  type Spot,
  type StealthNpc,
} from '../../../../rulesets/retaliation/stealth-check/input.ts';
import { ATTITUDE_NAMES } from '../../../../rulesets/retaliation/stealth-check/reaction.ts';
import { SpotRow } from './spot-row.tsx';
import { STEALTH_CHECK_RANGES } from '../../../../rulesets/retaliation/stealth-check/ranges.ts';

const ATTITUDE_OPTIONS: { value: Attitude; label: string }[] = ATTITUDES.map((a) => ({
  value: a,
  label: ATTITUDE_NAMES[a],
}));

/** One NPC: its name, state card (Line of Sight and Attitude) and the HEXES of the move inside its Line of Sight. */
export function NpcEditor({
  npc,
  label,
  onChange,
  onRemove,
}: {
  npc: StealthNpc;
  label: string;
  onChange: (npc: StealthNpc) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<StealthNpc>) => onChange({ ...npc, ...patch });
  const setSpot = (index: number, spot: Spot) => set({ spots: npc.spots.map((s, i) => (i === index ? spot : s)) });
  const card = npc.stateCard;
  return (
    <div class="cf-item st-npc">
      <ItemHead
        label="NPC"
        name={npc.name}
        placeholder={label}
        removeLabel={`Remove ${npc.name.trim() || label}`}
        onName={(name) => set({ name })}
        onRemove={onRemove}
      />
      <Toggle
        label="Has a state card"
        checked={card !== null}
        onChange={(on) => set({ stateCard: on ? { lineOfSight: DEFAULT_LINE_OF_SIGHT, attitude: 'neutral' } : null })}
      />
      {card !== null && (
        <div class="cf-grid">
          <NumberField
            range={STEALTH_CHECK_RANGES.lineOfSight}
            label="Line of Sight value"
            value={card.lineOfSight}
            onChange={(lineOfSight) => set({ stateCard: { ...card, lineOfSight } })}
          />
          <SelectField
            label="Attitude"
            options={ATTITUDE_OPTIONS}
            value={card.attitude}
            onChange={(attitude) => set({ stateCard: { ...card, attitude } })}
          />
        </div>
      )}
      {npc.spots.map((spot, i) => (
        <SpotRow
          key={i}
          spot={spot}
          label={`HEX ${i + 1} of the move`}
          onChange={(next) => setSpot(i, next)}
          onRemove={() => set({ spots: npc.spots.filter((_, j) => j !== i) })}
        />
      ))}
      <div class="cf-actions">
        <button
          type="button"
          class="cf-add"
          onClick={() => set({ spots: [...npc.spots, { where: 'line-of-sight', hexesBetween: 0 }] })}
        >
          + HEX of the move
        </button>
      </div>
    </div>
  );
}
