import { useEffect, useState } from 'preact/hooks';
import { agoText, spanText } from '../../core/event/call-times.ts';
import { callMedians, isOpen, type CallView } from '../../core/event/calls.ts';
import { newId } from '../../core/storage/ids.ts';
import { rulingProblems } from '../../core/toolkit/ruling-problems.ts';
import { findManifest, loadRuleset } from '../data/rulesets.ts';
import { hitPath, openHit } from '../components/search-results.tsx';
import { labelOf } from '../search/result-view.ts';
import { citationOf } from '../rulings/citation-of.ts';
import { appHref } from '../base-path.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { logFromEventPage } from './file-ruling.ts';
import { callSoundOn, setCallSound } from './call-alerts.ts';
import { prepareCallSearch, useCallPassage, type CallPassage } from './call-passage.ts';
import { afterPaint } from '../after-paint.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { CALLS_HASH, showCallsSection } from './nav-calls.tsx';
import { UnsentNote } from './sync-status.tsx';
import { QuestionAndRuling } from './question-and-ruling.tsx';
import { ProblemLine } from '../kit/problem-line.tsx';

/** Resolved and cancelled calls kept in view below the open ones (the latest first). */
const RECENT_SHOWN = 20;

/** The time now, moving on every few seconds: a call's age reads live. */
function useNow(every = 5000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

/**
 * "Judge calls" on the Event page: the open calls oldest first (table, round, how long ago, the player's words and
 * the passage the app finds for them), what each judge does about them, the round's median times, and the calls
 * resolved lately, folded away.
 */
export function CallsSection({ session }: { session: EventSession }) {
  const now = useNow();
  const calls = session.calls;
  const open = calls.filter((c) => isOpen(c.state));
  const done = calls.filter((c) => !isOpen(c.state)).reverse();
  const tables = session.info?.tables ?? 0;
  const round = session.clock?.round ?? null;
  const medians = callMedians(calls, round);
  // With calls on, the search worker loads the rulebooks now: a call's passage then shows with the call.
  const callsOn = tables > 0;
  useEffect(() => (callsOn ? afterPaint(prepareCallSearch) : undefined), [callsOn]);
  // Opened from the header's count on another page: the section comes into view once it is drawn.
  useEffect(() => {
    if (location.hash === CALLS_HASH) showCallsSection();
  }, []);
  return (
    <section id="calls" class="event-section event-calls" aria-labelledby="event-calls-title">
      <h2 id="event-calls-title" tabIndex={-1}>
        Judge calls{open.length > 0 && ` (${open.length} open)`}
      </h2>
      {tables === 0 && calls.length === 0 && (
        <p class="muted">
          Judge calls are off. The head judge turns them on by setting the number of tables in Event setup, then prints
          the table cards: a player scans their table's card to call a judge, and the call shows here.
        </p>
      )}
      {tables > 0 && open.length === 0 && <p class="muted">No open calls: a player's call shows here at once.</p>}
      {open.length > 0 && (
        <ol class="tk-list call-list" aria-label="Open calls, oldest first">
          {open.map((c) => (
            <CallCard key={c.id} call={c} session={session} now={now} />
          ))}
        </ol>
      )}
      {medians.calls > 0 && (
        <p class="call-medians" data-testid="call-medians">
          {round ? `${round}: ` : ''}
          {medians.calls} call{medians.calls === 1 ? '' : 's'}; median time to a judge{' '}
          <strong>{spanText(medians.toJudgeMs)}</strong>, to a resolution{' '}
          <strong>{spanText(medians.toResolutionMs)}</strong>.
        </p>
      )}
      {done.length > 0 && (
        <details class="call-done">
          <summary>Recently resolved ({Math.min(done.length, RECENT_SHOWN)})</summary>
          <ol class="tk-list call-list" aria-label="Recently resolved calls, latest first">
            {done.slice(0, RECENT_SHOWN).map((c) => (
              <CallCard key={c.id} call={c} session={session} now={now} />
            ))}
          </ol>
        </details>
      )}
      <CallSoundToggle />
    </section>
  );
}

function CallSoundToggle() {
  const [on, setOn] = useState(callSoundOn);
  return (
    <label class="event-check call-sound">
      <input
        type="checkbox"
        name="call-sound"
        checked={on}
        onChange={(e) => {
          setCallSound(e.currentTarget.checked);
          setOn(e.currentTarget.checked);
        }}
      />
      <span>Play a sound on a new call (this phone; it always vibrates where it can)</span>
    </label>
  );
}

/** What a call's state says on the card, from this judge's point of view. */
function stateLine(call: CallView, me: string, head: boolean): string {
  const who = call.claimedBy === me ? 'You are' : `${call.claimedByName ?? 'A judge'} is`;
  switch (call.state) {
    case 'waiting':
      return 'Waiting for a judge';
    case 'claimed':
      return `${who} going`;
    case 'escalated':
      return [
        head ? 'Escalated to you, the head judge' : 'Escalated to the head judge',
        call.claimedBy && `${who} at the table`,
      ]
        .filter(Boolean)
        .join('; ');
    case 'resolved':
      return `Resolved ${shortClock(call.resolvedAt)}`;
    case 'cancelled':
      return `Cancelled by the player ${shortClock(call.cancelledAt)}`;
  }
}

const shortClock = (iso: string | null) =>
  iso ? `at ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : '';

function CallCard({ call, session, now }: { call: CallView; session: EventSession; now: number }) {
  const me = session.me.judge;
  const head = session.role === 'head';
  const passage = useCallPassage(call.text, call.game || undefined);
  const [logging, setLogging] = useState(false);
  const open = isOpen(call.state);
  const act = (kind: Parameters<EventSession['callAction']>[1]) => session.callAction(call.id, kind);
  const forHead = head && call.state === 'escalated';
  const game = call.game ? (findManifest(call.game)?.meta.shortTitle ?? call.game) : '';
  const logged = session.log.filter((r) => call.rulings.includes(r.id) && !r.deleted);
  return (
    <li
      class={`tk-card call-card call-${call.state}${forHead ? ' call-for-head' : ''}`}
      data-call={call.id}
      data-state={call.state}
      aria-label={`Table ${call.table}`}
    >
      <p class="call-head">
        <strong class="call-table">Table {call.table}</strong>
        {call.round && <span>{call.round}</span>}
        {game && <span>{game}</span>}
        <time class="call-ago muted" dateTime={call.calledAt} title={new Date(call.calledAt).toLocaleString()}>
          {agoText(now - Date.parse(call.calledAt))}
        </time>
      </p>
      <p class="call-state" data-claimed-by={call.claimedBy ?? ''}>
        {forHead && <strong class="call-head-mark">Head judge: </strong>}
        {stateLine(call, me, head)}
      </p>
      {call.text ? (
        <blockquote class="call-words" aria-label="The player's words">
          {call.text}
        </blockquote>
      ) : (
        <p class="muted small">The player called without writing what happened.</p>
      )}
      <PassageFound passage={passage} />
      <UnsentNote session={session} why={session.unsentCall(call.id)} />
      {logged.length > 0 && (
        <p class="call-rulings small">
          Ruling{logged.length === 1 ? '' : 's'} logged from this call:{' '}
          {logged.map((r, i) => (
            <span key={r.id} data-ruling-link={r.id}>
              {i > 0 && '; '}
              {r.fields.ruling || r.fields.question || 'a ruling'}
            </span>
          ))}
        </p>
      )}
      <div class="tk-row call-actions">
        {open && call.claimedBy === null && (
          <button type="button" class="button" onClick={() => act('claim')}>
            I’m going
          </button>
        )}
        {open && call.claimedBy !== null && (call.claimedBy === me || head) && (
          <button type="button" class="tk-action" onClick={() => act('release')}>
            Release
          </button>
        )}
        {open && call.state !== 'escalated' && (
          <button type="button" class="tk-action" onClick={() => act('escalate')}>
            Escalate to head judge
          </button>
        )}
        {open && (
          <button type="button" class="tk-action" onClick={() => act('resolve')}>
            Resolved
          </button>
        )}
        {call.state !== 'cancelled' && !logging && (
          <button type="button" class="tk-action" onClick={() => setLogging(true)}>
            Log a ruling
          </button>
        )}
      </div>
      {logging && <CallRulingForm call={call} passage={passage} session={session} onDone={() => setLogging(false)} />}
    </li>
  );
}

/** The passage found for the player's words, one tap from opening, with the search's "not sure" said as results say it. */
function PassageFound({ passage }: { passage: CallPassage }) {
  if (passage.state === 'none') return null;
  if (passage.state === 'searching')
    return (
      <p class="call-passage muted small" aria-live="polite">
        Searching the rules for the player’s words…
      </p>
    );
  if (passage.state === 'nothing')
    return <p class="call-passage muted small">No rule found for the player’s words: search by hand.</p>;
  if (passage.state === 'error') return <p class="call-passage muted small">{passage.message}</p>;
  const { hit, weak } = passage;
  const view = hit.view;
  const book = findManifest(hit.ruleset)?.meta.shortTitle ?? hit.ruleset;
  return (
    <div class={weak ? 'call-passage call-passage-weak' : 'call-passage'} data-weak={String(weak)}>
      {weak && (
        <p class="results-note" role="note">
          Not sure: the closest match; no rule states the player’s words directly.
        </p>
      )}
      <a
        class="call-passage-link"
        href={appHref(hitPath(hit))}
        // The router follows the link; the page it opens highlights the words matched, as from search results.
        onClick={() => openHit(hit)}
      >
        <span class="call-passage-title">
          {book} {labelOf(view)}
        </span>
        <span class="snippet">
          {view.snippet.map((part, j) => (part.hit ? <mark key={j}>{part.text}</mark> : part.text))}
        </span>
      </a>
    </div>
  );
}

/** The rule found, as a citation of the ruling logged from the call: its text as this phone shows it now. */
async function citationFound(passage: CallPassage): Promise<Citation | null> {
  if (passage.state !== 'found') return null;
  const { hit } = passage;
  const ruleset = await loadRuleset(hit.ruleset).catch(() => null);
  const entry = ruleset?.byId.get(hit.id);
  if (!ruleset || !entry) return null;
  return citationOf(
    ruleset,
    entry,
    entry.passages.find((p) => p.id === hit.passage),
  );
}

/** "Log a ruling" from a call: table, round, the player's words and the passage found, filled in; linked to the call. */
function CallRulingForm({
  call,
  passage,
  session,
  onDone,
}: {
  call: CallView;
  passage: CallPassage;
  session: EventSession;
  onDone: () => void;
}) {
  const [table, setTable] = useState(String(call.table));
  const [round, setRound] = useState(call.round || session.clock?.round || '');
  const [question, setQuestion] = useState(call.text);
  const [ruling, setRuling] = useState('');
  // A "not sure" match is offered, not cited unasked: the judge ticks it if it is the rule.
  const [cite, setCite] = useState(passage.state === 'found' && !passage.weak);
  const [problem, setProblem] = useState<string | null>(null);
  const found = passage.state === 'found' ? passage.hit : null;
  const submit = async (e: Event) => {
    e.preventDefault();
    const [first] = rulingProblems({ question, ruling }, Date.now());
    if (first) return setProblem(first.message);
    setProblem(null);
    const citation = cite ? await citationFound(passage) : null;
    const id = newId();
    // Kept in the judge's personal log and filed in the team log, like every ruling a judge logs.
    const kept = await logFromEventPage(
      { table, round, question, ruling, ...(citation ? { citation } : {}) },
      new Date(),
      id,
    );
    session.callAction(call.id, 'ruling', id);
    if (!kept.ok) return setProblem(`Logged for the team, but not kept in your personal log: ${kept.message}`);
    onDone();
  };
  return (
    <form
      class="tk-form call-ruling"
      aria-label={`Log a ruling for table ${call.table}`}
      onSubmit={(e) => void submit(e)}
    >
      <div class="event-grid">
        <label>
          Table
          <input name="table" inputMode="numeric" value={table} onInput={(e) => setTable(e.currentTarget.value)} />
        </label>
        <label>
          Round
          <input name="round" value={round} onInput={(e) => setRound(e.currentTarget.value)} />
        </label>
      </div>
      <QuestionAndRuling question={question} ruling={ruling} onQuestion={setQuestion} onRuling={setRuling} />
      {found && (
        <label class="event-check">
          <input type="checkbox" name="cite" checked={cite} onChange={(e) => setCite(e.currentTarget.checked)} />
          <span>
            Cite {findManifest(found.ruleset)?.meta.shortTitle} {labelOf(found.view)}
          </span>
        </label>
      )}
      <ProblemLine problem={problem} />
      <div class="tk-row">
        <button type="submit" class="button">
          Log for the team
        </button>
        <button type="button" class="tk-action" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
