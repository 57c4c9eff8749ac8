import { useState } from 'preact/hooks';
import { parseTableCount } from '../../core/event/table-cards.ts';
import { appHref } from '../base-path.ts';
import { loadCallSecret } from './call-secret.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { ProblemLine } from '../kit/problem-line.tsx';

/** Where the printable sheet of table cards is. */
export const TABLE_CARDS_PATH = '/event/tables';

/**
 * The head judge's table cards: how many tables can call a judge, the call secret the cards carry (made, or made
 * anew after a warning: old cards stop working), and the printable sheet.
 */
export function TableCardsSetup({ session }: { session: EventSession }) {
  const tables = session.info?.tables ?? 0;
  const [count, setCount] = useState(tables ? String(tables) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [secret, setSecret] = useState(() => loadCallSecret(session.me.event));
  const [making, setMaking] = useState(false);
  const save = (e: Event) => {
    e.preventDefault();
    const read = parseTableCount(count);
    if ('problem' in read) {
      setSaid(null);
      return setProblem(read.problem);
    }
    setProblem(null);
    session.setTables(read.tables);
    setSaid(`Saved: tables 1 to ${read.tables} can call a judge.`);
  };
  const make = async () => {
    if (
      secret &&
      !confirm(
        'Make a new call secret? Every table card printed before stops working at once: print the new cards and lay them out.',
      )
    )
      return;
    setMaking(true);
    const made = await session.newCallSecret();
    setMaking(false);
    if (made) {
      setSecret(made);
      setSaid(secret ? 'New call secret made: cards printed before no longer work.' : 'Call secret made.');
    } else {
      setSaid(null);
      setProblem('The sync server did not answer: no call secret was made. Try again once this phone is online.');
    }
  };
  return (
    <div class="table-cards-setup" role="group" aria-labelledby="table-cards-title">
      <h3 id="table-cards-title">Table cards (judge calls)</h3>
      <p class="muted small">
        Each table gets a card with a QR code: a player scans it to call a judge, and the call shows on every judge’s
        phone. The cards work only for this event’s tables, with the call secret made here.
      </p>
      <form class="tk-form table-count" aria-label="Number of tables" onSubmit={save} noValidate>
        <label>
          Number of tables (1–500)
          <input
            name="tables"
            inputMode="numeric"
            value={count}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'table-count-problem' : undefined}
            onInput={(e) => {
              setCount(e.currentTarget.value);
              setSaid(null);
            }}
          />
        </label>
        <ProblemLine problem={problem} id="table-count-problem" />
        <button type="submit" class="button">
          Save the tables
        </button>
      </form>
      <div class="tk-row">
        <button type="button" class="tk-action" disabled={making} onClick={() => void make()}>
          {secret ? 'Make a new call secret (old cards stop working)' : 'Make the call secret'}
        </button>
        {tables > 0 && secret && (
          <a class="tk-action" href={appHref(TABLE_CARDS_PATH)}>
            Print the table cards
          </a>
        )}
      </div>
      {tables > 0 && !secret && (
        <p class="muted small">Make the call secret to print the cards (this phone keeps it for printing again).</p>
      )}
      <p role="status" class={said ? 'tk-notice' : 'visually-hidden'}>
        {said ?? ''}
      </p>
    </div>
  );
}
