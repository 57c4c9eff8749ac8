import { useId } from 'preact/hooks';
import { ItemHead, NumberField, Segmented } from '../../form-fields.tsx';
import { toggleId } from '../../../../rulesets/rage-2018/junta/edit.ts';
import type { Junta, JuntaCreature, JuntaKind, Vote } from '../../../../rulesets/rage-2018/junta/input.ts';
import { JUNTA_RANGES } from '../../../../rulesets/rage-2018/junta/ranges.ts';
import { distinctLabels } from '../../distinct-labels.ts';

const KIND_OPTIONS: { value: JuntaKind; label: string }[] = [
  { value: 'moot', label: 'Moot' },
  { value: 'board-meeting', label: 'Board Meeting' },
];
const VOTE_OPTIONS: { value: Vote; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'abstain', label: '—' },
];

/** What of a name fits the "Called by" select at 360 px beside "(Renown 12)". */
const CALLER_NAME_CHARS = 14;

function nameOf(creature: JuntaCreature): string {
  return creature.name.trim() || creature.id;
}

/** Creatures as toggle chips: who is in a list (killed, stripped of votes, barred by the card). */
function CreatureChips({
  label,
  creatures,
  selected,
  onChange,
}: {
  label: string;
  creatures: JuntaCreature[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <div class="cf-field">
      <span class="cf-label">{label}</span>
      <div class="cf-chips" role="group" aria-label={label}>
        {creatures.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={selected.includes(c.id)}
            onClick={() => onChange(toggleId(selected, c.id))}
          >
            {nameOf(c)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** One Junta: what it is, who called it, each creature's declared vote, and what it does if it passes. */
export function JuntaEditor({
  junta,
  creatures,
  onChange,
  onRemove,
}: {
  junta: Junta;
  creatures: JuntaCreature[];
  onChange: (patch: Partial<Junta>) => void;
  onRemove: () => void;
}) {
  const callerId = useId();
  // A select cannot wrap: long names are cut in the middle, both ends kept, so two never read the same.
  const callerNames = distinctLabels(creatures.map(nameOf), CALLER_NAME_CHARS);
  const vote = (id: string): Vote => (Object.hasOwn(junta.votes, id) ? (junta.votes[id] ?? 'abstain') : 'abstain');
  return (
    <div class="cf-item junta-junta">
      <ItemHead
        label="Junta name"
        name={junta.name}
        removeLabel={`Remove ${junta.name || junta.id}`}
        onName={(name) => onChange({ name })}
        onRemove={onRemove}
      />
      <div class="cf-grid">
        <Segmented label="Kind" options={KIND_OPTIONS} value={junta.kind} onChange={(kind) => onChange({ kind })} />
        <NumberField
          range={JUNTA_RANGES.juntaRenown}
          label="Junta Renown"
          value={junta.renown}
          onChange={(renown) => onChange({ renown })}
        />
        <div class="cf-field junta-caller">
          <label for={callerId}>Called by</label>
          <select id={callerId} value={junta.callerId} onChange={(e) => onChange({ callerId: e.currentTarget.value })}>
            {creatures.map((c, i) => (
              <option key={c.id} value={c.id}>
                {callerNames[i]} (Renown {c.renown})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div class="junta-votes" role="group" aria-label={`Votes in ${junta.name || junta.id}`}>
        {creatures.map((c) => (
          <div key={c.id} class="junta-vote-row">
            <span class="junta-voter">{nameOf(c)}</span>
            <div class="cf-seg" role="radiogroup" aria-label={`${nameOf(c)} votes`}>
              {VOTE_OPTIONS.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  role="radio"
                  aria-checked={vote(c.id) === o.value}
                  aria-label={o.value === 'abstain' ? 'Abstain' : o.label}
                  onClick={() => onChange({ votes: { ...junta.votes, [c.id]: o.value } })}
                >
                  {o.label}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <details class="cf-more">
        <summary>
          If it passes; who the card bars
          {junta.ifPassed.kills.length + junta.ifPassed.removesVotes.length + junta.cardBarsVoters.length
            ? ' (in use)'
            : ''}
        </summary>
        <CreatureChips
          label="Dies if it passes"
          creatures={creatures}
          selected={junta.ifPassed.kills}
          onChange={(kills) => onChange({ ifPassed: { ...junta.ifPassed, kills } })}
        />
        <CreatureChips
          label="Loses its votes if it passes"
          creatures={creatures}
          selected={junta.ifPassed.removesVotes}
          onChange={(removesVotes) => onChange({ ifPassed: { ...junta.ifPassed, removesVotes } })}
        />
        <CreatureChips
          label="The card's requirements bar from voting"
          creatures={creatures}
          selected={junta.cardBarsVoters}
          onChange={(cardBarsVoters) => onChange({ cardBarsVoters })}
        />
      </details>
    </div>
  );
}
