import { ItemHead, NumberField, Segmented, Toggle } from '../../form-fields.tsx';
import type { BluffCard, BluffCardType, BluffCreature } from '../../../../rulesets/rage-2018/bluff/input.ts';
import { BLUFF_RANGES } from '../../../../rulesets/rage-2018/bluff/ranges.ts';

const TYPES: readonly { value: BluffCardType; label: string }[] = [
  { value: 'combat-action', label: 'Action' },
  { value: 'combat-event', label: 'Event' },
  { value: 'alternate', label: 'Alternate' },
];

const NO_TARGET = '\u0000none';

/** One revealed card: who plays it at whom, what it is and what it needs; owner and target are one tap each. */
export function CardEditor({
  card,
  index,
  creatures,
  onChange,
  onRemove,
}: {
  card: BluffCard;
  index: number;
  creatures: BluffCreature[];
  onChange: (c: BluffCard) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<BluffCard>) => onChange({ ...card, ...patch });
  const owner = creatures.find((c) => c.name === card.owner);
  const targets = [
    { value: NO_TARGET, label: 'No target' },
    ...creatures.filter((c) => c.name !== card.owner).map((c) => ({ value: c.name, label: c.name })),
  ];
  return (
    <div class="cf-item">
      <ItemHead
        label={`Card ${index + 1}`}
        name={card.name}
        placeholder="Name (optional)"
        removeLabel={`Remove card ${index + 1}`}
        onName={(name) => set({ name })}
        onRemove={onRemove}
      />
      <Segmented
        label="Played by"
        options={creatures.map((c) => ({ value: c.name, label: c.name }))}
        value={card.owner}
        onChange={(o) => set({ owner: o })}
      />
      <Segmented
        label="Target"
        options={targets}
        value={card.target ?? NO_TARGET}
        onChange={(t) => set({ target: t === NO_TARGET ? null : t })}
      />
      <Segmented
        label="Combat Action, Combat Event (face down) or alternate"
        options={TYPES}
        value={card.type}
        onChange={(type) => set({ type })}
      />
      {card.type !== 'combat-event' && (
        <div class="cf-grid">
          <Toggle
            label="Rage requirement"
            checked={card.rage !== null}
            onChange={(on) => set({ rage: on ? 1 : null })}
          />
          {card.rage !== null && (
            <NumberField
              range={BLUFF_RANGES.cardRage}
              label="Rage needed"
              value={card.rage}
              onChange={(rage) => set({ rage })}
            />
          )}
        </div>
      )}
      {card.type !== 'combat-event' && (
        <Toggle
          label="Non-Rage requirements met (form, Gnosis, weapon…)"
          checked={card.requirementsMet}
          onChange={(requirementsMet) => set({ requirementsMet })}
        />
      )}
      {owner?.forcedPlay && (
        <Toggle
          label="Meets the Forced Play conditions"
          checked={card.forcedPlayMet}
          onChange={(forcedPlayMet) => set({ forcedPlayMet })}
        />
      )}
    </div>
  );
}
