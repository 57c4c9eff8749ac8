/** What a phone and the sync server agree on: the protocol version, the documents of an event, the join token. */

/**
 * Bumped when the shared documents or the token change shape: a server and a phone of different versions refuse each
 * other clearly. 2: judges' documents hold time extensions per table.
 */
export const PROTOCOL_VERSION = 2;

/** Largest single update a phone may send (a ruling with a long calculator result is a few kB; an import of hundreds stays under this). */
export const MAX_UPDATE_BYTES = 512 * 1024;

/** An event id as the server makes them: 8 to 64 letters, digits, - and _. */
export const EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A judge id, made by the judge's phone. */
export const JUDGE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * An event is split into documents so the server enforces who writes what with Hocuspocus's own read-only
 * connections instead of inspecting every change: the control document (event, roster, clock, deletions) is written
 * by the head judge only; each judge's document holds the rulings, notes and time extensions that judge wrote, written by that judge
 * (and the head judge, who records appeal outcomes), read by the whole team.
 */
export type EventDocument =
  | { kind: 'control'; event: string }
  | { kind: 'judge'; event: string; judge: string }
  | { kind: 'calls'; event: string };

export function controlDocName(event: string): string {
  return `${event}/control`;
}

export function judgeDocName(event: string, judge: string): string {
  return `${event}/judge/${judge}`;
}

/**
 * The event's judge calls (see calls.ts): the calls themselves and players' cancellations are written by the server
 * (from the players' HTTP requests), the judges' actions on them by any judge of the event.
 */
export function callsDocName(event: string): string {
  return `${event}/calls`;
}

export function parseDocName(name: string): EventDocument | null {
  const parts = name.split('/');
  const [event, kind, judge] = parts;
  if (!event || !EVENT_ID.test(event)) return null;
  if (parts.length === 2 && kind === 'control') return { kind: 'control', event };
  if (parts.length === 2 && kind === 'calls') return { kind: 'calls', event };
  if (parts.length === 3 && kind === 'judge' && judge && JUDGE_ID.test(judge)) return { kind: 'judge', event, judge };
  return null;
}

/** The root types each document may have: an update creating any other is refused by the server. */
export const CONTROL_ROOTS = ['event', 'roster', 'clock', 'deleted'] as const;
export const JUDGE_ROOTS = ['rulings', 'notes', 'extensions'] as const;
/** `calls` and `cancelled` are the server's; judges' phones write `actions` only. */
export const CALLS_ROOTS = ['calls', 'cancelled', 'actions'] as const;

export type Role = 'head' | 'floor';

/**
 * What a phone sends as its Hocuspocus token: the protocol version, who it is and its secret. A judge's first
 * connection also carries the event's join secret and the judge's name; the judge's own key (made on the phone) is
 * registered then and is what later connections prove.
 */
export interface JoinToken {
  v: number;
  app: string;
  judge: string;
  key: string;
  name?: string;
  join?: string;
}

export function encodeToken(token: JoinToken): string {
  return JSON.stringify(token);
}

/** Reads a token; a token of another protocol version is reported as such, anything else malformed as null. */
export function decodeToken(text: string): JoinToken | { otherVersion: number | string } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  if (t.v !== PROTOCOL_VERSION) return { otherVersion: typeof t.v === 'number' ? t.v : String(t.app ?? 'unknown') };
  const short = (s: unknown, max: number) => typeof s === 'string' && s.length > 0 && s.length <= max;
  if (!short(t.app, 40) || typeof t.judge !== 'string' || !JUDGE_ID.test(t.judge) || !short(t.key, 200)) return null;
  if (t.name !== undefined && !short(t.name, 80)) return null;
  if (t.join !== undefined && !short(t.join, 200)) return null;
  return {
    v: PROTOCOL_VERSION,
    app: t.app as string,
    judge: t.judge,
    key: t.key as string,
    ...(t.name === undefined ? {} : { name: t.name as string }),
    ...(t.join === undefined ? {} : { join: t.join as string }),
  };
}

/**
 * Why the server refused or closed a connection: the reason string Hocuspocus passes to the provider, which the app
 * turns into a message for the judge.
 */
export const REFUSALS = {
  'unknown-event':
    'The sync server does not know this event, so nothing from this phone reaches the team. Check the invitation link with your head judge; with the right one, leave the event on this phone and join again. What you logged stays on this phone.',
  'bad-secret':
    'The sync server did not accept this phone (an old or mistyped invitation), so nothing from it reaches the team. Ask your head judge to show the invitation QR code again; scan it, then leave the event on this phone and join again. What you logged stays on this phone.',
  revoked: 'Your head judge removed this phone from the event. Rulings already on this phone are kept.',
  'other-version':
    'The sync server runs another version of Rulekeeper. Update the app (or ask whoever runs the server); nothing on this phone is lost.',
  'read-only': 'Only the head judge can change this.',
  'update-too-large':
    'A change was too large for the sync server and was refused; it is kept on this phone only. Tell your head judge; export the team log to keep a copy.',
  'malformed-update':
    'The sync server refused a change as damaged; it is kept on this phone only. Tell your head judge; export the team log to keep a copy.',
  'forged-author':
    "The sync server refused a change signed with another judge's name; it is kept on this phone only. Tell your head judge.",
  'rate-limited': 'Too many connections from this network just now; the app will retry shortly.',
  busy: 'The sync server is busy just now (its records did not answer in time); the app retries by itself, and what you log stays on this phone meanwhile.',
} as const;
export type Refusal = keyof typeof REFUSALS;

/**
 * Refusals that waiting fixes: the server could not check this phone just now (its records out of reach or too slow,
 * a hall of phones reconnecting at once), or too many connections came from one address. The phone asks again later;
 * every other refusal (revoked, an unknown key or event, a bad secret) is final and the phone stops asking.
 */
export const TRANSIENT_REFUSALS: ReadonlySet<string> = new Set<string>([
  'busy',
  'rate-limited',
  // Hocuspocus's word for a failure that gave no reason (a document that could not be loaded, a server of before
  // 'busy'): never one of this server's final refusals, which always name their reason.
  'permission-denied',
]);

export function refusalMessage(reason: string): string {
  return reason in REFUSALS
    ? REFUSALS[reason as Refusal]
    : `The sync server refused the connection (${reason.slice(0, 80)}).`;
}

/**
 * Messages the head judge's phone sends to the server over the control document (Hocuspocus stateless messages).
 * `id` (the phone's own, at most MAX_COMMAND_ID characters) comes back on the answer, so each command gets its own
 * answer however many wait and in whatever order the server answers them.
 */
export type HeadCommand = (
  { type: 'revoke'; judge: string } | { type: 'rotate-join' } | { type: 'new-call-secret' }
) & { id?: string };
/** Longest command id the server echoes. */
export const MAX_COMMAND_ID = 64;
/**
 * The server's answer to a head judge's command, with the command's `id`: `revoked` once the judge's record is
 * revoked and the roster says so; a secret is shown once (the server keeps only its hash).
 */
export type ServerNotice = (
  | { type: 'join-secret'; secret: string }
  | { type: 'call-secret'; secret: string }
  | { type: 'revoked'; judge: string }
  | { type: 'error'; reason: string }
) & { id?: string };

// --- Judge calls over HTTP: what a player's phone sends and why the server may refuse it. ---

/** Longest "What happened?" a player may write. */
export const MAX_CALL_TEXT = 280;
/** Largest request body the calls endpoints read (a 280-character text in JSON is well under 2 kB). */
export const MAX_CALL_BODY_BYTES = 4 * 1024;
/** Most tables an event may have. */
export const MAX_TABLES = 500;

const RAISE = 'Raise your hand so a judge sees you.';

/** Why the server refused a player's call, with what the player's page says (always: what to do now). */
export const CALL_REFUSALS = {
  'unknown-event': `This event is not known to the judges' server: the table card may be from another event. ${RAISE}`,
  'bad-call-secret': `This table card no longer works (the head judge made new cards, or the link is mistyped). ${RAISE}`,
  'calls-off': `Judge calls are not turned on for this event. ${RAISE}`,
  'bad-table': `This table number is not one of the event's tables. ${RAISE}`,
  'text-too-long': `What you wrote is longer than ${MAX_CALL_TEXT} characters: shorten it, or ${RAISE.toLowerCase()}`,
  'bad-text': `What you wrote has characters that cannot be sent (line breaks or control characters): remove them, or ${RAISE.toLowerCase()}`,
  'rate-limited': `Too many calls from here just now; the judges' server is holding back. ${RAISE}`,
  'too-large': `The request was too large for the judges' server. ${RAISE}`,
  'unknown-call': `The judges' server does not know this call. ${RAISE}`,
  'bad-request': `The judges' server could not read this request. ${RAISE}`,
} as const;
export type CallRefusal = keyof typeof CALL_REFUSALS;

export function callRefusalMessage(reason: string): string {
  return reason in CALL_REFUSALS
    ? CALL_REFUSALS[reason as CallRefusal]
    : `The judges' server refused the call (${reason.slice(0, 80)}). ${RAISE}`;
}
