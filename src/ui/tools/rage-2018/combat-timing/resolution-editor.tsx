import { ItemHead, NumberField, Segmented, Toggle } from '../../form-fields.tsx';
import { withKind } from '../../../../rulesets/rage-2018/combat-timing/edit.ts';
import type { CombatCreature, ResolutionCard, Speed } from '../../../../rulesets/rage-2018/combat-timing/input.ts';
import { COMBAT_TIMING_RANGES } from '../../../../rulesets/rage-2018/combat-timing/ranges.ts';

const KINDS = [
  { value: 'attack', label: 'Attack' },
  { value: 'dodge', label: 'Dodge' },
  { value: 'block', label: 'Block' },
] as const;

const SPEEDS: readonly { value: Speed; label: string }[] = [
  { value: 'fast', label: 'Fast' },
  { value: 'normal', label: 'Normal' },
  { value: 'slow', label: 'Slow' },
  { value: 'both', label: 'Fast + Slow' },
];

/** One card left after the Bluff step: what it does, whose it is, its speed, and for an attack its target. */
export function ResolutionCardEditor({
  card,
  index,
  creatures,
  onChange,
  onRemove,
}: {
  card: ResolutionCard;
  index: number;
  creatures: CombatCreature[];
  onChange: (c: ResolutionCard) => void;
  onRemove: () => void;
}) {
  const names = creatures.map((c) => ({ value: c.name, label: c.name }));
  return (
    <div class="cf-item">
      <ItemHead
        label={`Card ${index + 1}`}
        name={card.name}
        placeholder="Name (optional)"
        removeLabel={`Remove card ${index + 1}`}
        onName={(name) => onChange({ ...card, name })}
        onRemove={onRemove}
      />
      <Segmented
        label="Kind"
        options={KINDS}
        value={card.kind}
        onChange={(kind) => onChange(withKind(card, kind, creatures))}
      />
      <Segmented
        label="Played by"
        options={names}
        value={card.owner}
        onChange={(owner) => onChange({ ...card, owner })}
      />
      <Segmented label="Speed" options={SPEEDS} value={card.speed} onChange={(speed) => onChange({ ...card, speed })} />
      {card.kind === 'attack' && (
        <>
          <Segmented
            label="Target"
            options={names.filter((n) => n.value !== card.owner)}
            value={card.target}
            onChange={(target) => onChange({ ...card, target })}
          />
          <NumberField
            range={COMBAT_TIMING_RANGES.damage}
            label="Damage"
            value={card.damage}
            onChange={(damage) => onChange({ ...card, damage })}
          />
          <div class="cf-grid">
            <Toggle
              label="Undodgeable"
              checked={card.undodgeable}
              onChange={(undodgeable) => onChange({ ...card, undodgeable })}
            />
            <Toggle
              label="Unblockable"
              checked={card.unblockable}
              onChange={(unblockable) => onChange({ ...card, unblockable })}
            />
          </div>
        </>
      )}
      {card.kind === 'block' && (
        <NumberField
          range={COMBAT_TIMING_RANGES.blocked}
          label="Damage blocked"
          value={card.amount}
          onChange={(amount) => onChange({ ...card, amount })}
        />
      )}
    </div>
  );
}
