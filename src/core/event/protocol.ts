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
export type EventDocument = { kind: 'control'; event: string } | { kind: 'judge'; event: string; judge: string };

export function controlDocName(event: string): string {
  return `${event}/control`;
}

export function judgeDocName(event: string, judge: string): string {
  return `${event}/judge/${judge}`;
}

export function parseDocName(name: string): EventDocument | null {
  const parts = name.split('/');
  const [event, kind, judge] = parts;
  if (!event || !EVENT_ID.test(event)) return null;
  if (parts.length === 2 && kind === 'control') return { kind: 'control', event };
  if (parts.length === 3 && kind === 'judge' && judge && JUDGE_ID.test(judge)) return { kind: 'judge', event, judge };
  return null;
}

/** The root types each document may have: an update creating any other is refused by the server. */
export const CONTROL_ROOTS = ['event', 'roster', 'clock', 'deleted'] as const;
export const JUDGE_ROOTS = ['rulings', 'notes', 'extensions'] as const;

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
} as const;
export type Refusal = keyof typeof REFUSALS;

export function refusalMessage(reason: string): string {
  return reason in REFUSALS
    ? REFUSALS[reason as Refusal]
    : `The sync server refused the connection (${reason.slice(0, 80)}).`;
}

/** Messages the head judge's phone sends to the server over the control document (Hocuspocus stateless messages). */
export type HeadCommand = { type: 'revoke'; judge: string } | { type: 'rotate-join' };
/** What the server answers on the control document. */
export type ServerNotice = { type: 'join-secret'; secret: string } | { type: 'error'; reason: string };
