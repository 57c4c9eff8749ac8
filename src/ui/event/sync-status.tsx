import { refusalMessage } from '../../core/event/protocol.ts';
import { eventNameNow } from '../data/event-context.ts';
import type { EventSession } from '../../core/event/event-session.ts';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
/** "1 change waits", "2 changes wait". */
const waitToBeSent = (n: number) => `${changes(n)} ${n === 1 ? 'waits' : 'wait'} to be sent`;

/** The status line's words: what the phone knows of the server, never more than it knows. */
export function syncText(session: EventSession): string {
  const sync = session.sync;
  if (sync.state === 'connected') return 'connected';
  // Until an attempt has failed the phone does not know it is offline: a reload on slow Wi-Fi is no false alarm.
  if (sync.state === 'connecting') return sync.unsent ? `connecting: ${waitToBeSent(sync.unsent)}` : 'connecting';
  if (sync.state === 'syncing') return sync.unsent ? `syncing: sending ${changes(sync.unsent)}` : 'syncing';
  if (sync.state === 'offline')
    return sync.unsent
      ? `offline: ${waitToBeSent(sync.unsent)}`
      : 'offline: what you log is kept on this phone and sent when it reconnects';
  const what = sync.phoneRefused ? 'refused this phone' : 'refused a change';
  return `not shared: the sync server ${what}${sync.unsent ? `; ${changes(sync.unsent)} kept on this phone only` : ''}`;
}

/** The event's status line, and, when the server refused, why and what the judge can do. */
export function SyncStatus({ session }: { session: EventSession }) {
  const sync = session.sync;
  const name = eventNameNow(session) || 'Event';
  return (
    <>
      <p class="event-status" data-online={session.online} data-sync={sync.state} role="status">
        {name} · {syncText(session)}
      </p>
      {sync.state === 'refused' && <p role="alert">{refusalMessage(sync.reason)}</p>}
    </>
  );
}

/** Beside a team action while the server refuses this phone: what it does now stays on this phone. */
export function StaysOnPhone({ session, what }: { session: EventSession; what: string }) {
  if (!session.phoneRefusal) return null;
  return (
    <p class="event-unsent" role="note">
      {what} stays on this phone: the sync server refused this phone, so the team does not get it.
    </p>
  );
}

/** On a ruling (or the clock) this phone changed: not yet on the server, or refused by it and kept here only. */
export function UnsentNote({ session, why }: { session: EventSession; why: string | null }) {
  // While online (or still connecting) a change waits only the moment it takes to send: said once it waits for a
  // connection that failed.
  if (why === null || (why === 'pending' && (session.online || session.sync.state === 'connecting'))) return null;
  return (
    <p class="event-unsent" role="note">
      {why === 'pending'
        ? 'Not sent yet: kept on this phone and sent when it connects.'
        : `Not shared: ${refusalMessage(why)}`}
    </p>
  );
}
