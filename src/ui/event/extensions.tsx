import { useState } from 'preact/hooks';
import { formatRemaining } from '../../core/event/clock.ts';
import { judgeName } from '../../core/event/event-docs.ts';
import { parseExtension, tableTimes, tableName, type TimeExtension } from '../../core/event/time-extensions.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { useRoundClock } from './use-round-clock.ts';
import { ProblemLine } from '../kit/problem-line.tsx';

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/** "extend table 12 by 3 minutes": from a ruling (its table filled in) or from the clock. */
export function ExtendForm({
  session,
  table: initialTable = '',
  ruling = '',
  round,
  onDone,
}: {
  session: EventSession;
  table?: string;
  ruling?: string;
  /** The round the time is added to (the clock's, else the ruling's). */
  round: string;
  onDone?: () => void;
}) {
  const [table, setTable] = useState(tableName(initialTable));
  const [mins, setMins] = useState('3');
  const [problem, setProblem] = useState<string | null>(null);
  const read = parseExtension(table, mins);
  const label = 'problem' in read ? 'Extend the table' : `Extend table ${read.table} by ${read.ms / 60_000} min`;
  const problemId = `extend-problem-${ruling || 'clock'}`;
  const submit = (e: Event) => {
    e.preventDefault();
    if ('problem' in read) return setProblem(read.problem);
    if (!round) return setProblem('No round is running: the head judge starts the clock first.');
    setProblem(null);
    session.grantExtension({ round, table: read.table, ms: read.ms, ruling });
    setTable(tableName(initialTable));
    onDone?.();
  };
  return (
    <form class="tk-form event-extend" onSubmit={submit} aria-label="Time extension" noValidate>
      <div class="event-grid">
        <label>
          Table
          <input
            name="extend-table"
            inputMode="numeric"
            value={table}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onInput={(e) => setTable(e.currentTarget.value)}
          />
        </label>
        <label>
          Minutes to add
          <input
            name="extend-minutes"
            inputMode="numeric"
            value={mins}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onInput={(e) => setMins(e.currentTarget.value)}
          />
        </label>
      </div>
      <ProblemLine problem={problem} id={problemId} />
      <button type="submit" class="tk-action">
        {label}
      </button>
    </form>
  );
}

/** One extension as a line: table, time added, by whom, the head judge's correction if any. */
function ExtensionLine({ session, ext }: { session: EventSession; ext: TimeExtension }) {
  const [correcting, setCorrecting] = useState(false);
  const [mins, setMins] = useState(String(ext.ms / 60_000));
  const [problem, setProblem] = useState<string | null>(null);
  const isHead = session.role === 'head';
  const save = (e: Event) => {
    e.preventDefault();
    const t = mins.trim();
    // 0 withdraws the extension; otherwise the same range as a grant.
    const read = t === '0' ? { ms: 0 } : parseExtension(ext.table, t);
    if ('problem' in read) return setProblem(read.problem);
    session.correctExtension(ext, read.ms);
    setProblem(null);
    setCorrecting(false);
  };
  return (
    <li data-extension={ext.id}>
      <span>
        Table {ext.table}: +{minutes(ext.ms)}, by {judgeName(session.roster, ext.by)}
        {ext.corrected &&
          ` (corrected from ${minutes(ext.corrected.grantedMs)} by ${judgeName(session.roster, ext.corrected.by)})`}
      </span>
      {isHead && !correcting && (
        <button type="button" class="tk-action" onClick={() => setCorrecting(true)}>
          Correct
        </button>
      )}
      {correcting && (
        <form class="tk-form event-correct" onSubmit={save} aria-label={`Correct table ${ext.table}'s extension`}>
          <label>
            Minutes for table {ext.table} (0 withdraws it)
            <input
              name="correct-minutes"
              inputMode="numeric"
              value={mins}
              aria-invalid={problem ? true : undefined}
              onInput={(e) => setMins(e.currentTarget.value)}
            />
          </label>
          <ProblemLine problem={problem} />
          <div class="tk-row">
            <button type="submit" class="button">
              Save the correction
            </button>
            <button type="button" class="tk-action" onClick={() => setCorrecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The clock section's extensions: each extended table of the round with its own time left, and a grant form. */
export function ExtensionsPanel({ session }: { session: EventSession }) {
  const state = useRoundClock();
  const clock = session.clock;
  const all = session.extensions.filter((e) => clock && e.round === clock.round);
  const times = state ? tableTimes(state.clock, all, state.now) : [];
  const [open, setOpen] = useState(false);
  if (!clock) return null;
  return (
    <section class="event-extensions" aria-label="Time extensions">
      <h3>Time extensions</h3>
      {times.length === 0 ? (
        <p class="muted">No table has extra time in {clock.round}.</p>
      ) : (
        <ul class="event-table-times">
          {times.map((t) => (
            <li key={t.table} data-table={t.table}>
              <strong>Table {t.table}</strong> <span class="muted">+{minutes(t.extensionMs)}</span>{' '}
              <span class="round-clock-time">{t.left > 0 ? `${formatRemaining(t.left)} left` : 'ended'}</span>
            </li>
          ))}
        </ul>
      )}
      {all.length > 0 && (
        <ul class="event-extension-list" aria-label="Extensions granted">
          {all.map((e) => (
            <ExtensionLine key={e.id} session={session} ext={e} />
          ))}
        </ul>
      )}
      {open ? (
        <ExtendForm session={session} round={clock.round} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" class="tk-action" onClick={() => setOpen(true)}>
          Extend a table’s time
        </button>
      )}
    </section>
  );
}

/** On a team log ruling: the extensions granted with it, and a grant for its table. */
export function RulingExtensions({
  session,
  ruling,
  table,
  round,
}: {
  session: EventSession;
  ruling: string;
  table: string;
  round: string;
}) {
  const [open, setOpen] = useState(false);
  const granted = session.extensions.filter((e) => e.ruling === ruling);
  const clockRound = session.clock?.round ?? round;
  return (
    <div class="event-ruling-extensions">
      {granted.length > 0 && (
        <ul class="event-extension-list" aria-label="Time extensions with this ruling">
          {granted.map((e) => (
            <ExtensionLine key={e.id} session={session} ext={e} />
          ))}
        </ul>
      )}
      {open ? (
        <ExtendForm session={session} table={table} ruling={ruling} round={clockRound} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" class="tk-action" onClick={() => setOpen(true)}>
          Extend time{table ? ` for table ${tableName(table)}` : ''}
        </button>
      )}
    </div>
  );
}
