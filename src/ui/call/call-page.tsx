import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { callTextProblem, isOpen, parseCallLink, type CallLink, type PlayerCallView } from '../../core/event/calls.ts';
import { MAX_CALL_TEXT, callRefusalMessage } from '../../core/event/protocol.ts';
import { findManifest } from '../data/rulesets.ts';
import { allowedServer } from '../event/membership.ts';
import { fetchStatus, sendCall, sendCancel, type CallAnswer } from './call-api.ts';
import './call.css';

/**
 * The player's page, opened from a table card's QR code (`/call#s=…&e=…&t=…&c=…&n=…`): no account, no name. The
 * player may say what happened and pick the game, calls a judge, then sees the call's state, polled every 2 s. A call
 * made without a connection is kept while the page stays open and sent once the phone is back online.
 */

const POLL_MS = 2_000;
const RAISE = 'If you need a judge now, raise your hand.';
/** Refusals that mean this table card cannot call at all (as opposed to this one attempt). */
const CARD_REFUSALS = new Set(['unknown-event', 'bad-call-secret', 'calls-off', 'bad-table']);

/** "14:05", the phone's own time. */
function clockTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function gameName(id: string): string {
  return findManifest(id)?.meta.title ?? id;
}

export function stateSentence(call: PlayerCallView): string {
  switch (call.state) {
    case 'waiting':
      return `Waiting for a judge since ${clockTime(call.calledAt)}.`;
    case 'claimed':
      return call.judgeFirstName ? `${call.judgeFirstName} is on the way.` : 'A judge is on the way.';
    case 'escalated':
      return 'With the head judge: they are looking into it.';
    case 'resolved':
      return `Resolved at ${clockTime(call.stateAt)}.`;
    case 'cancelled':
      return `You cancelled the call at ${clockTime(call.stateAt)}.`;
  }
}

export function CallPage() {
  const link = useMemo(() => readLink(location.hash), []);
  if ('problem' in link)
    return (
      <CallFrame>
        <p class="call-problem" role="alert">
          {link.problem}
        </p>
      </CallFrame>
    );
  return <TableCall link={link} />;
}

function readLink(hash: string): CallLink | { problem: string } {
  const link = parseCallLink(hash);
  if ('problem' in link) return link;
  if (allowedServer(link.server))
    return { problem: `This table card points to a judges' server this app cannot reach. ${RAISE}` };
  return link;
}

function CallFrame({ children }: { children: preact.ComponentChildren }) {
  useEffect(() => {
    document.title = 'Call a judge · Rulekeeper';
  }, []);
  return (
    <main id="main" class="call-page">
      <h1>Call a judge</h1>
      {children}
    </main>
  );
}

function TableCall({ link }: { link: CallLink }) {
  const [event, setEvent] = useState<{ name: string; rulebooks: string[] }>({ name: link.name, rulebooks: [] });
  const [call, setCall] = useState<PlayerCallView | null>(null);
  /** This table card cannot call (wrong or old secret, calls off…): why, in the server's words. */
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  /** A refusal of one attempt (too long, too many calls) or what happened to a kept call. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Whether the server answered the last request; null before the first answer. */
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [game, setGame] = useState('');
  /** A call made without a connection, kept until it can be sent. */
  const [pending, setPending] = useState<{ words: string; game: string } | null>(null);
  const [sentWords, setSentWords] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  /** Takes in any answer of the server: the call, the event, or why not. Returns true when it was an answer. */
  function take(answer: CallAnswer, from: 'status' | 'call' | 'cancel'): boolean {
    if (answer.kind === 'unreachable') {
      setReachable(false);
      return false;
    }
    setReachable(true);
    setCheckedAt(new Date().toISOString());
    if (answer.kind === 'refused') {
      if (CARD_REFUSALS.has(answer.reason)) setCardProblem(answer.message);
      else if (from !== 'status' || answer.reason !== 'rate-limited') setNotice(answer.message);
      return true;
    }
    setCardProblem(null);
    if (answer.event) setEvent(answer.event);
    if (from === 'status' || answer.call) setCall(answer.call);
    if (from === 'call' && answer.existing)
      setNotice('Your table already has an open call, shown below: a judge is coming for it.');
    return true;
  }

  // The table's latest call and the event's games, once; then the open call's state every 2 s.
  useEffect(() => {
    let stop = false;
    void fetchStatus(link).then((a) => {
      if (stop) return;
      take(a, 'status');
      setLoaded(true);
    });
    return () => {
      stop = true;
    };
  }, [link]);

  const polling = call !== null && isOpen(call.state);
  useEffect(() => {
    if (!polling && reachable !== false) return;
    let stop = false;
    let timer = 0;
    const tick = async () => {
      const a = await fetchStatus(link);
      if (stop) return;
      take(a, 'status');
      timer = window.setTimeout(() => void tick(), POLL_MS);
    };
    timer = window.setTimeout(() => void tick(), POLL_MS);
    const online = () => {
      window.clearTimeout(timer);
      void tick();
    };
    window.addEventListener('online', online);
    return () => {
      stop = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [link, polling, reachable === false]);

  // A kept call is sent as soon as the phone is back online, and retried with a growing pause meanwhile.
  useEffect(() => {
    if (!pending) return;
    let stop = false;
    let timer = 0;
    let pause = 2_000;
    const attempt = async () => {
      window.clearTimeout(timer);
      const a = await sendCall(link, pending.words, pending.game);
      if (stop) return;
      if (take(a, 'call')) {
        setPending(null);
        if (a.kind === 'call') {
          setSentWords(pending.words);
          setWords('');
          if (!a.existing) setNotice('Your call was sent when the phone came back online.');
        }
        return;
      }
      timer = window.setTimeout(() => void attempt(), pause);
      pause = Math.min(pause * 2, 30_000);
    };
    timer = window.setTimeout(() => void attempt(), pause);
    const online = () => void attempt();
    window.addEventListener('online', online);
    return () => {
      stop = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [link, pending]);

  async function onCall(e: Event) {
    e.preventDefault();
    setNotice(null);
    const text = words.trim();
    const problem = callTextProblem(text);
    if (problem) {
      setNotice(callRefusalMessage(problem));
      field.current?.focus();
      return;
    }
    setBusy(true);
    const a = await sendCall(link, text, game);
    setBusy(false);
    if (!take(a, 'call')) {
      setPending({ words: text, game });
      return;
    }
    if (a.kind === 'call') {
      setSentWords(text);
      setWords('');
    }
  }

  async function onCancel() {
    if (!call) return;
    setBusy(true);
    setNotice(null);
    const a = await sendCancel(link, call.id);
    setBusy(false);
    if (!take(a, 'cancel'))
      setNotice(
        `No connection: the call could not be cancelled. Try again in a moment, or tell the judge when they arrive.`,
      );
  }

  const where = (
    <p class="call-where">
      <span class="call-table">Table {link.table}</span>
      {event.name && <span class="call-event">{event.name}</span>}
    </p>
  );
  if (cardProblem)
    return (
      <CallFrame>
        {where}
        <p class="call-problem" role="alert">
          {cardProblem}
        </p>
      </CallFrame>
    );

  const open = call !== null && isOpen(call.state);
  return (
    <CallFrame>
      {where}
      {reachable === false && !pending && (
        <p class="call-offline" role="alert">
          {open
            ? `No connection to the judges' server right now${checkedAt ? ` (last checked ${clockTime(checkedAt)})` : ''}: the state below may be out of date. Your call is with the judges; if nobody comes, raise your hand.`
            : `No connection to the judges' server right now. You can still call: the call is kept on this phone and sent as soon as it is back online. ${RAISE}`}
        </p>
      )}
      {pending && (
        <p class="call-offline call-pending" role="alert">
          No connection: your call is kept on this phone and will be sent as soon as it is back online. Keep this page
          open. {RAISE}
        </p>
      )}
      {notice && (
        <p class="call-notice" role="status">
          {notice}
        </p>
      )}
      {call && (
        <section class={`call-status call-${call.state}`} aria-label="Your call">
          <p class="call-state" role="status" aria-live="polite">
            {stateSentence(call)}
          </p>
          {open && sentWords && (
            <p class="call-words">
              You wrote: <q>{sentWords}</q>
            </p>
          )}
          {open && (
            <button type="button" class="call-cancel" disabled={busy} onClick={() => void onCancel()}>
              Cancel the call
            </button>
          )}
        </section>
      )}
      {!open && !pending && (loaded || reachable === false) && (
        <form class="call-form" onSubmit={(e) => void onCall(e)} noValidate>
          {call && <h2>Need a judge again?</h2>}
          <label for="call-words">What happened? (optional)</label>
          <input
            id="call-words"
            ref={field}
            type="text"
            maxLength={MAX_CALL_TEXT}
            value={words}
            autoComplete="off"
            aria-describedby="call-count"
            onInput={(e) => setWords((e.target as HTMLInputElement).value)}
          />
          <p id="call-count" class="call-count">
            {words.length}/{MAX_CALL_TEXT} characters
          </p>
          {event.rulebooks.length > 1 && (
            <>
              <label for="call-game">Game</label>
              <select id="call-game" value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value)}>
                <option value="">Not sure</option>
                {event.rulebooks.map((id) => (
                  <option key={id} value={id}>
                    {gameName(id)}
                  </option>
                ))}
              </select>
            </>
          )}
          <button type="submit" class="button call-button" disabled={busy}>
            {busy ? 'Calling…' : 'Call a judge'}
          </button>
        </form>
      )}
      {!loaded && reachable === null && <p class="call-checking">Checking the table card…</p>}
    </CallFrame>
  );
}
