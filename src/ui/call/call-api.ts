import { readPlayerCallView, type CallLink, type PlayerCallView, httpBaseOf } from '../../core/event/calls.ts';
import { callRefusalMessage } from '../../core/event/protocol.ts';

/**
 * The player's page talking to the judges' sync server over HTTP (see calls-http.ts on the server). Every request
 * ends within a few seconds: an answer, a refusal with the server's words, or "unreachable" (offline, or the server
 * down), never a wait without end.
 */

export type CallAnswer =
  | { kind: 'call'; call: PlayerCallView | null; existing: boolean; event?: { name: string; rulebooks: string[] } }
  | { kind: 'refused'; reason: string; message: string }
  | { kind: 'unreachable' };

const TIMEOUT_MS = 8_000;

async function ask(url: string, init: RequestInit): Promise<CallAnswer> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.json();
  } catch {
    return { kind: 'unreachable' };
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!res.ok) {
    const reason = typeof b.reason === 'string' ? b.reason.slice(0, 40) : `http-${res.status}`;
    return { kind: 'refused', reason, message: callRefusalMessage(reason) };
  }
  const call = b.call === null ? null : readPlayerCallView(b.call);
  if (b.call !== null && call === null)
    return { kind: 'refused', reason: 'bad-answer', message: callRefusalMessage('bad-answer') };
  const e = b.event as { name?: unknown; rulebooks?: unknown } | undefined;
  const event =
    e && typeof e.name === 'string' && Array.isArray(e.rulebooks)
      ? { name: e.name, rulebooks: e.rulebooks.filter((r): r is string => typeof r === 'string') }
      : undefined;
  return { kind: 'call', call, existing: b.existing === true, ...(event ? { event } : {}) };
}

/** The table's latest call and the event's name and games. */
export function fetchStatus(link: CallLink): Promise<CallAnswer> {
  return ask(`${httpBaseOf(link.server)}/calls/${encodeURIComponent(link.event)}/${link.table}`, {
    headers: { 'x-call-secret': link.secret },
  });
}

export function sendCall(link: CallLink, words: string, game: string): Promise<CallAnswer> {
  return ask(`${httpBaseOf(link.server)}/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event: link.event,
      table: link.table,
      secret: link.secret,
      ...(words ? { text: words } : {}),
      ...(game ? { game } : {}),
    }),
  });
}

export function sendCancel(link: CallLink, call: string): Promise<CallAnswer> {
  return ask(`${httpBaseOf(link.server)}/calls/${encodeURIComponent(link.event)}/${link.table}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: link.secret, call }),
  });
}
