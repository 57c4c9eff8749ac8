import { ItemHead, NumberField, Toggle } from '../../form-fields.tsx';
import type { BluffCreature } from '../../../../rulesets/rage-2018/bluff/input.ts';
import { BLUFF_RANGES } from '../../../../rulesets/rage-2018/bluff/ranges.ts';

/** "firearm Rage 7, restricted Rage 1": the modifiers in force, for the collapsed summary. */
function modifiers(c: BluffCreature): string {
  const parts = [
    c.rageBonus ? `${c.rageBonus > 0 ? '+' : ''}${c.rageBonus} Rage` : '',
    c.rageAllowance !== null ? `may play Rage ${c.rageAllowance}` : '',
    c.restrictedPlay
      ? `restricted to Rage ${c.restrictedPlay.min}${c.restrictedPlay.max === null ? '+' : c.restrictedPlay.max === c.restrictedPlay.min ? '' : `–${c.restrictedPlay.max}`}`
      : '',
    c.forcedPlay ? 'forced play' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'none';
}

/** One creature: name, Rage, frenzy; bonuses, allowance and play restrictions folded away until needed. */
export function CreatureEditor({
  creature: c,
  onChange,
  onRemove,
}: {
  creature: BluffCreature;
  onChange: (c: BluffCreature) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<BluffCreature>) => onChange({ ...c, ...patch });
  return (
    <div class="cf-item">
      <ItemHead
        label="Creature"
        name={c.name}
        removeLabel={`Remove ${c.name}`}
        onName={(name) => set({ name })}
        onRemove={onRemove}
      />
      <div class="cf-grid">
        <NumberField range={BLUFF_RANGES.rage} label="Rage" value={c.rage} onChange={(rage) => set({ rage })} />
        <Toggle label="Full frenzy" checked={c.fullFrenzy} onChange={(fullFrenzy) => set({ fullFrenzy })} />
      </div>
      <details class="cf-more">
        <summary>Modifiers: {modifiers(c)}</summary>
        <NumberField
          range={BLUFF_RANGES.rageBonus}
          label='"+X Rage" effects (Battle Song…)'
          value={c.rageBonus}
          onChange={(rageBonus) => set({ rageBonus })}
        />
        <Toggle
          label='"May play Rage X" (firearm)'
          checked={c.rageAllowance !== null}
          onChange={(on) => set({ rageAllowance: on ? 7 : null })}
        />
        {c.rageAllowance !== null && (
          <NumberField
            range={BLUFF_RANGES.rageAllowance}
            label="X"
            value={c.rageAllowance}
            onChange={(rageAllowance) => set({ rageAllowance })}
          />
        )}
        <Toggle
          label="Restricted Play (Rage)"
          checked={c.restrictedPlay !== null}
          onChange={(on) => set({ restrictedPlay: on ? { min: 1, max: 1 } : null })}
        />
        {c.restrictedPlay && (
          <div class="cf-grid">
            <NumberField
              range={BLUFF_RANGES.restrictedMin}
              label="Lowest Rage"
              value={c.restrictedPlay.min}
              onChange={(min) => set({ restrictedPlay: { min, max: c.restrictedPlay?.max ?? null } })}
            />
            {c.restrictedPlay.max !== null && (
              <NumberField
                range={BLUFF_RANGES.restrictedMax}
                label="Highest Rage"
                value={c.restrictedPlay.max}
                onChange={(max) => set({ restrictedPlay: { min: c.restrictedPlay?.min ?? 0, max } })}
              />
            )}
            <Toggle
              label="No highest"
              checked={c.restrictedPlay.max === null}
              onChange={(open) =>
                set({
                  restrictedPlay: { min: c.restrictedPlay?.min ?? 0, max: open ? null : (c.restrictedPlay?.min ?? 0) },
                })
              }
            />
          </div>
        )}
        <Toggle
          label="Forced Play (other than frenzy)"
          checked={c.forcedPlay}
          onChange={(forcedPlay) => set({ forcedPlay })}
        />
      </details>
    </div>
  );
}
