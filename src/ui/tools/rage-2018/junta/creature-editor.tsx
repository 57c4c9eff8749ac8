import { ItemHead, NumberField, Segmented, SelectField, Toggle } from '../../form-fields.tsx';
import type { Allegiance, JuntaCreature, VoterType, World } from '../../../../rulesets/rage-2018/junta/input.ts';
import { JUNTA_RANGES } from '../../../../rulesets/rage-2018/junta/ranges.ts';

const ALLEGIANCE_OPTIONS: { value: Allegiance; label: string }[] = [
  { value: 'gaia', label: 'Gaia' },
  { value: 'wyrm', label: 'Wyrm' },
];
const TYPE_OPTIONS: { value: VoterType; label: string }[] = [
  { value: 'character', label: 'Character' },
  { value: 'ally', label: 'Ally' },
];
const WORLD_OPTIONS: { value: World; label: string }[] = [
  { value: 'physical', label: 'Physical' },
  { value: 'umbra', label: 'Umbra only' },
  { value: 'both', label: 'Both' },
];

/** One creature: the common fields in view, vote modifiers folded away. */
export function CreatureEditor({
  creature,
  onChange,
  onRemove,
}: {
  creature: JuntaCreature;
  onChange: (patch: Partial<JuntaCreature>) => void;
  onRemove: () => void;
}) {
  const modified =
    creature.renownDoublings + Math.abs(creature.renownChange) + creature.extraVotes > 0 ||
    creature.votesInEitherKind ||
    creature.abilityGivesVotes;
  return (
    <div class="cf-item junta-creature">
      <ItemHead
        label="Name"
        name={creature.name}
        removeLabel={`Remove ${creature.name || creature.id}`}
        onName={(name) => onChange({ name })}
        onRemove={onRemove}
      />
      <div class="cf-grid">
        <NumberField
          range={JUNTA_RANGES.renown}
          label="Renown"
          value={creature.renown}
          onChange={(renown) => onChange({ renown })}
        />
        <Segmented
          label="Allegiance"
          options={ALLEGIANCE_OPTIONS}
          value={creature.allegiance}
          onChange={(allegiance) => onChange({ allegiance })}
        />
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          value={creature.type}
          onChange={(type) => onChange({ type })}
        />
        <SelectField
          label="World"
          options={WORLD_OPTIONS}
          value={creature.world}
          onChange={(world) => onChange({ world })}
        />
      </div>
      <details class="cf-more">
        <summary>Vote modifiers{modified ? ' (in use)' : ''}</summary>
        <div class="cf-grid">
          <NumberField
            range={JUNTA_RANGES.renownDoublings}
            label="Renown doublings"
            value={creature.renownDoublings}
            onChange={(renownDoublings) => onChange({ renownDoublings })}
          />
          <NumberField
            range={JUNTA_RANGES.renownChange}
            label="Renown + / −"
            value={creature.renownChange}
            onChange={(renownChange) => onChange({ renownChange })}
          />
          <NumberField
            range={JUNTA_RANGES.extraVotes}
            label="Extra votes"
            value={creature.extraVotes}
            onChange={(extraVotes) => onChange({ extraVotes })}
          />
        </div>
        <Toggle
          label="Can vote in Juntas of the other allegiance (e.g. Pentex Executive)"
          checked={creature.votesInEitherKind}
          onChange={(votesInEitherKind) => onChange({ votesInEitherKind })}
        />
        {creature.type === 'ally' && (
          <>
            <Toggle
              label="An ability gives this Ally votes"
              checked={creature.abilityGivesVotes}
              onChange={(abilityGivesVotes) => onChange({ abilityGivesVotes })}
            />
            {creature.abilityGivesVotes && (
              <>
                <Toggle
                  label="The ability sets a number of votes (not Renown)"
                  checked={creature.abilityVoteCount !== null}
                  onChange={(set) => onChange({ abilityVoteCount: set ? creature.renown : null })}
                />
                {creature.abilityVoteCount !== null && (
                  <NumberField
                    range={JUNTA_RANGES.abilityVoteCount}
                    label="Votes the ability gives"
                    value={creature.abilityVoteCount}
                    onChange={(abilityVoteCount) => onChange({ abilityVoteCount })}
                  />
                )}
              </>
            )}
          </>
        )}
      </details>
    </div>
  );
}
