// The fields' look (kit) and the team log's cards (log's tk-*): imported here, so a first visit to /event has them.
import '../kit/toolkit.css';
import '../rulings/log.css';
import './event.css';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { rulingProblems } from '../../core/toolkit/ruling-problems.ts';
import { judgeName, type SharedRulingView } from '../../core/event/event-docs.ts';
import type { CallView } from '../../core/event/calls.ts';
import type { ImportOutcome } from '../rulings/import-file.ts';
import { importIntoTeamLog } from './import-team-log.ts';
import { teamLogJson } from '../../core/event/team-log-file.ts';
import { downloadText } from '../kit/save-file.ts';
import { type BookNow, changeOf, useBooksNow } from '../rulings/cited-now.ts';
import { ChangeMark } from '../rulings/ruling-list.tsx';
import { SharedCitations, sharedCitedNow } from './shared-citations.tsx';
import { JsonFileButton } from '../kit/json-file-button.tsx';
import { CallsSection } from './calls-section.tsx';
import { ClockSection } from './clock-section.tsx';
import { RulingExtensions } from './extensions.tsx';
import { SetupSection } from './setup-section.tsx';
import { Team } from './team-section.tsx';
import { RemovedClock, RemovedNote } from './removed-from-event.tsx';
import { ThisPhone } from './this-phone.tsx';
import { StaysOnPhone, SyncStatus, UnsentNote } from './sync-status.tsx';
import { invitationGreeting, readInvitation } from './membership.ts';
import { joinEvent, useEvent } from './use-event.ts';
import { logFromEventPage } from './file-ruling.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { findManifest } from '../data/rulesets.ts';
import { formatDate } from '../format.ts';
import { shortTime } from '../kit/time.ts';
import type { EventInfo } from '../../core/event/event-docs.ts';
import { QuestionAndRuling } from './question-and-ruling.tsx';
import { ProblemLine } from '../kit/problem-line.tsx';

/** /event: join an event from an invitation, or run the active one (clock, team, shared log). */
export function EventPage() {
  const session = useEvent();
  return (
    <main id="main" class="tk-page event-page">
      <h1>Event</h1>
      {session ? <ActiveEvent session={session} /> : <JoinForm />}
    </main>
  );
}

/** The judge's name an invitation carries (a head judge's link: the name given when the event was created). */
const invitedName = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('n') ?? '';
/** The invitation part of a link opened or pasted: from its "#". */
const hashOf = (link: string): string => (link.includes('#') ? link.slice(link.indexOf('#')) : '');

function JoinForm() {
  // The head judge's link carries the name given when the event was created: they confirm it or correct it.
  const [name, setName] = useState(() => (typeof location === 'undefined' ? '' : invitedName(location.hash)));
  const [link, setLink] = useState(typeof location === 'undefined' ? '' : location.hash ? location.href : '');
  const [problem, setProblem] = useState<string | null>(null);
  // An invitation opened while this page is open changes only the address's "#": the form takes it as on a load.
  useEffect(() => {
    const takeInvitation = () => {
      if (!invitationGreeting(location.hash)) return;
      setLink(location.href);
      const given = invitedName(location.hash);
      if (given) setName((typed) => (typed.trim() ? typed : given));
      setProblem(null);
    };
    addEventListener('hashchange', takeInvitation);
    return () => removeEventListener('hashchange', takeInvitation);
  }, []);
  const submit = (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return setProblem('Write your name: the head judge sees it on the team list.');
    const m = readInvitation(hashOf(link), name.trim());
    if (typeof m === 'string') return setProblem(m);
    joinEvent(m);
  };
  // Who the link opened (or pasted) makes this judge, and of which event: said first, in their own words.
  const greeting = invitationGreeting(hashOf(link));
  const event = greeting?.eventName ? `“${greeting.eventName}”` : 'your event';
  return (
    <form onSubmit={submit} class="tk-form event-join">
      {greeting?.role === 'head' ? (
        <p>
          You are the head judge of {event}. Check your name as the team should see it and press Join the event: this
          phone then runs the event (the round clock, the team, the setup) and shows the code floor judges scan.
        </p>
      ) : greeting ? (
        <p>
          You are invited to judge {event} as a floor judge. Write your name as the team should see it and press Join
          the event.
        </p>
      ) : (
        <>
          <p>
            To join your judge team, ask your head judge to show the invitation QR code (on their phone's Event page)
            and scan it with this phone's camera, or paste the invitation link they send you. Then write your name as
            the team should see it and press Join the event.
          </p>
          <p class="muted small">
            No invitation, or it is not accepted? Your head judge can show the code again or make a new one. Head judge:
            open the link printed when your event was created.
          </p>
        </>
      )}
      <label>
        Your name <input name="judge-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        Invitation link <input name="invitation" value={link} onInput={(e) => setLink(e.currentTarget.value)} />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" class="button">
        Join the event
      </button>
    </form>
  );
}

function ActiveEvent({ session }: { session: EventSession }) {
  // A phone its head judge removed: the server takes nothing more from it, so it offers no team action (each would
  // only wait on this phone forever); what the team log held stays readable and exportable.
  const removed = session.revoked;
  const isHead = session.role === 'head';
  return (
    <>
      <SyncStatus session={session} />
      {session.info && <EventFacts info={session.info} />}
      {removed ? <RemovedClock /> : <ClockSection session={session} />}
      {!removed && <CallsSection session={session} />}
      <SharedLog session={session} />
      {!removed && <Team session={session} />}
      {isHead && !removed && <SetupSection session={session} />}
      <ThisPhone />
    </>
  );
}

/** What the head judge set up, for every judge of the team: the days, the rulebooks in play and the rounds. */
function EventFacts({ info }: { info: EventInfo }) {
  const days = [info.startDate, info.endDate].filter(Boolean).map((d) => formatDate(d));
  const books = info.rulebooks.map((id) => findManifest(id)?.meta.shortTitle ?? id);
  if (days.length === 0 && books.length === 0 && info.rounds.length === 0) return null;
  return (
    <dl class="event-info">
      {days.length > 0 && (
        <div>
          <dt>Dates</dt>
          <dd>{days[0] === days[1] ? days[0] : days.join(' – ')}</dd>
        </div>
      )}
      {books.length > 0 && (
        <div>
          <dt>Rulebooks</dt>
          <dd>{books.join(', ')}</dd>
        </div>
      )}
      {info.rounds.length > 0 && (
        <div>
          <dt>Rounds</dt>
          <dd>{info.rounds.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

function QuickRuling({ session }: { session: EventSession }) {
  const [question, setQuestion] = useState('');
  const [ruling, setRuling] = useState('');
  const [table, setTable] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const [first] = rulingProblems({ question, ruling }, Date.now());
    if (first) return setProblem(first.message);
    setProblem(null);
    // Into the personal log and the team log: the one way a judge's ruling is kept, whichever form made it.
    void logFromEventPage({ table, question, ruling }).then(
      (kept) =>
        kept.ok ||
        setProblem(`Logged for the team, but not kept in your personal log: ${kept.message} Export the team log.`),
    );
    setQuestion('');
    setRuling('');
    // The next call is at another table: a kept number would file the next ruling at this one.
    setTable('');
  };
  return (
    <form onSubmit={submit} aria-label="Log a ruling for the team" class="tk-form event-ruling">
      <label class="event-table">
        Table
        <input name="table" inputMode="numeric" value={table} onInput={(e) => setTable(e.currentTarget.value)} />
      </label>
      <QuestionAndRuling question={question} ruling={ruling} onQuestion={setQuestion} onRuling={setRuling} />
      <ProblemLine problem={problem} />
      <StaysOnPhone session={session} what="A ruling logged here" />
      <button type="submit" class="button">
        Log for the team
      </button>
    </form>
  );
}

function SharedLog({ session }: { session: EventSession }) {
  const rulings = session.log.filter((r) => !r.deleted);
  // The player's call each ruling was logged from, by ruling id.
  const fromCall = new Map(session.calls.flatMap((c) => c.rulings.map((id) => [id, c] as const)));
  // The rulebooks cited, loaded so each cited text is compared with this phone's as the personal log compares it.
  const books = useBooksNow(rulings.flatMap((r) => r.fields.citations));
  return (
    <section aria-label="Team ruling log" class="event-section">
      <h2>
        Team log ({rulings.length}){session.phoneRefusal && ', as on this phone'}
      </h2>
      {session.revoked ? <RemovedNote /> : <QuickRuling session={session} />}
      {rulings.length === 0 && <p class="muted">No rulings yet: those logged by any judge of the team show here.</p>}
      <ol class="tk-list event-log">
        {rulings.map((r) => (
          <SharedRuling key={r.id} r={r} session={session} call={fromCall.get(r.id)} books={books} />
        ))}
      </ol>
      <div class="tk-transfer">
        <h3>Export and import</h3>
        <div class="tk-row">
          <button type="button" class="tk-action" onClick={() => exportTeamLog(session)}>
            Export the team log (JSON)
          </button>
          {!session.revoked && <TeamLogImport session={session} />}
        </div>
      </div>
    </section>
  );
}

/** The team log in the personal export format, with each cited rule's text: it imports into any Rulekeeper's log. */
function exportTeamLog(session: EventSession): void {
  const json = teamLogJson(session.log, session.info?.name ?? 'Event', new Date(), session.calls);
  downloadText(`rulekeeper-${session.me.event}.json`, json, 'application/json');
}

/** Rulings from an export (a team log's or a personal log's) into the team log; those already in it are skipped. */
function TeamLogImport({ session }: { session: EventSession }) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const lines = outcome ? (outcome.ok ? outcome.notes : outcome.problems) : [];
  return (
    <>
      <JsonFileButton onFile={async (file) => setOutcome(await importIntoTeamLog(session, file))}>
        Import rulings into the team log (JSON)
      </JsonFileButton>
      {outcome && (
        <div class={outcome.ok ? 'tk-notice' : 'tk-error'} role={outcome.ok ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
          {lines.length > 0 && (
            <ul>
              {lines.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

function SharedRuling({
  r,
  session,
  call,
  books,
}: {
  r: SharedRulingView;
  session: EventSession;
  call?: CallView | undefined;
  books: ReadonlyMap<string, BookNow>;
}) {
  const f = r.fields;
  const cited = useMemo(() => sharedCitedNow(f.citations, books), [f.citations, books]);
  return (
    <li class="tk-card event-ruling-item" data-ruling={r.id}>
      <p class="tk-card-head">
        <time dateTime={r.createdAt}>{shortTime(r.createdAt)}</time>
        <strong>{f.round}</strong> {f.table && <span>Table {f.table}</span>}
        <span class="muted">{judgeName(session.roster, r.owner)}</span> <span class="muted">{f.status}</span>
        <ChangeMark kind={changeOf(cited)} />
      </p>
      {call && (
        <p class="muted small event-from-call" data-call={call.id}>
          Logged from table {call.table}’s call
        </p>
      )}
      <p class="event-question">{f.question}</p>
      <p class="event-answer">{f.ruling}</p>
      <UnsentNote session={session} why={session.unsentRuling(r.id)} />
      <SharedCitations citations={f.citations} now={cited} />
      {f.appealOutcome && <p>Appeal: {f.appealOutcome}</p>}
      {r.race && (
        <p class="event-race" role="note">
          Edits raced:{' '}
          {r.race.edits
            .map((e) => `${judgeName(session.roster, e.by)} changed ${Object.keys(e.changed).join(', ')} at ${e.at}`)
            .join('; ')}
          . The latest is shown; the others are kept in the ruling's history.
        </p>
      )}
      {r.damaged > 0 && <p role="note">{r.damaged} edit(s) could not be read on this phone (another app version?).</p>}
      {!session.revoked && <RulingExtensions session={session} ruling={r.id} table={f.table} round={f.round} />}
      {r.notes.map((n) => (
        <p key={n.id} class="event-note">
          Note by {judgeName(session.roster, n.by)}: {n.text}
        </p>
      ))}
      {session.role === 'head' && !session.revoked && (
        <button
          type="button"
          class="tk-action event-delete"
          onClick={() => confirm('Delete this ruling for the whole team?') && session.deleteRuling(r.id)}
        >
          Delete
        </button>
      )}
    </li>
  );
}
