import { useState } from 'preact/hooks';
import type { EventInfo } from '../../core/event/event-docs.ts';
import { readSetupForm, type SetupField } from '../../core/event/event-setup.ts';
import { MANIFEST, findManifest } from '../data/rulesets.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { TableCardsSetup } from './table-cards-setup.tsx';

/** The head judge's setup of the event: name, dates, the rulebooks in play (those this app has) and the rounds. */
export function SetupSection({ session }: { session: EventSession }) {
  const info = session.info;
  const [saved, setSaved] = useState(false);
  return (
    <section class="event-section" aria-labelledby="event-setup-title">
      <h2 id="event-setup-title">Event setup</h2>
      {/* Filled in afresh whenever the event changes (loaded from the phone, or saved): never a stale form. The
          tables are saved apart (below), so saving them keeps what is being typed here. */}
      <SetupForm
        key={JSON.stringify({ ...info, tables: undefined })}
        info={info}
        onSave={(next) => {
          session.setEventInfo(next);
          setSaved(true);
        }}
        onEdit={() => setSaved(false)}
      />
      <p role="status" class={saved ? 'tk-notice' : 'visually-hidden'}>
        {saved ? 'Saved. Every judge’s phone shows it when it next syncs.' : ''}
      </p>
      <TableCardsSetup session={session} />
    </section>
  );
}

function SetupForm({
  info,
  onSave,
  onEdit,
}: {
  info: EventInfo | null;
  onSave: (info: EventInfo) => void;
  onEdit: () => void;
}) {
  const [name, setName] = useState(info?.name ?? '');
  const [firstDay, setFirstDay] = useState(info?.startDate ?? '');
  const [lastDay, setLastDay] = useState(info?.endDate ?? '');
  const [rulebooks, setRulebooks] = useState<string[]>(info?.rulebooks ?? []);
  const [rounds, setRounds] = useState(info?.rounds.join(', ') ?? '');
  const [problems, setProblems] = useState<{ field: SetupField; message: string }[]>([]);
  const problemOf = (field: SetupField) => problems.find((p) => p.field === field);
  const invalid = (field: SetupField) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `setup-${field}-problem` } : {};
  const message = (field: SetupField) => {
    const p = problemOf(field);
    return p ? (
      <span class="event-field-problem" id={`setup-${field}-problem`}>
        {p.message}
      </span>
    ) : null;
  };
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onEdit();
    };
  // Rulebooks the event names that this app does not have (another phone's newer app): kept, and said so.
  const foreign = rulebooks.filter((id) => !findManifest(id));
  const save = (e: Event) => {
    e.preventDefault();
    const read = readSetupForm({ name, firstDay, lastDay, rulebooks, rounds });
    if ('problems' in read) return setProblems(read.problems);
    setProblems([]);
    onSave(read.info);
  };
  return (
    <form onSubmit={save} aria-label="Event setup" class="tk-form event-setup" noValidate>
      <label>
        Event name
        <input
          name="event-name"
          value={name}
          {...invalid('name')}
          onInput={(e) => edit(setName)(e.currentTarget.value)}
        />
        {message('name')}
      </label>
      <div class="event-grid">
        <label>
          First day
          <input
            type="date"
            name="first-day"
            value={firstDay}
            {...invalid('firstDay')}
            onInput={(e) => edit(setFirstDay)(e.currentTarget.value)}
          />
          {message('firstDay')}
        </label>
        <label>
          Last day
          <input
            type="date"
            name="last-day"
            value={lastDay}
            min={firstDay || undefined}
            {...invalid('lastDay')}
            onInput={(e) => edit(setLastDay)(e.currentTarget.value)}
          />
          {message('lastDay')}
        </label>
      </div>
      <fieldset class="event-rulebooks" {...invalid('rulebooks')}>
        <legend>Rulebooks in play</legend>
        {MANIFEST.map(({ meta }) => (
          <label key={meta.id} class="event-check">
            <input
              type="checkbox"
              name="rulebooks"
              value={meta.id}
              checked={rulebooks.includes(meta.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                edit(setRulebooks)(on ? [...rulebooks, meta.id] : rulebooks.filter((r) => r !== meta.id));
              }}
            />
            <span>{meta.shortTitle}</span>
          </label>
        ))}
        {foreign.length > 0 && (
          <p class="muted small">
            Also in play, not in this app: {foreign.join(', ')} (set on another judge’s phone; kept when you save).
          </p>
        )}
        {message('rulebooks')}
      </fieldset>
      <label>
        Rounds (comma-separated)
        <input
          name="rounds"
          placeholder="Round 1, Round 2, Top 8"
          value={rounds}
          {...invalid('rounds')}
          onInput={(e) => edit(setRounds)(e.currentTarget.value)}
        />
        {message('rounds')}
      </label>
      {problems.length > 0 && (
        <p class="tk-error" role="alert">
          Not saved: {problems.map((p) => p.message).join(' ')}
        </p>
      )}
      <button type="submit" class="button">
        Save the event
      </button>
    </form>
  );
}
