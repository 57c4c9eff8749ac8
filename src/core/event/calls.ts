import * as Y from 'yjs';
import { EVENT_ID, MAX_CALL_TEXT, MAX_TABLES, type CallRefusal } from './protocol.ts';
import type { RosterEntry } from './event-docs.ts';

/**
 * Judge calls: a player's call for a table (written by the server into the event's calls document) and what the
 * judges did about it (actions appended by their phones). A call's state is never stored: every phone, and the
 * server answering the player, folds the actions in the array's order, which Yjs makes the same on every peer.
 */

export type CallState = 'waiting' | 'claimed' | 'escalated' | 'resolved' | 'cancelled';
export type CallActionKind = 'claim' | 'release' | 'escalate' | 'resolve' | 'ruling';

/** A call as the server recorded it (root `calls`). */
export interface CallRecord {
  id: string;
  table: number;
  /** The player's words ('' when none): plain text, shown as text. */
  text: string;
  /** The ruleset the player picked ('' when the event has one, or none was picked). */
  game: string;
  calledAt: string;
  /** The round on the event's clock when the call came in ('' when none). */
  round: string;
}

/** What a judge did about a call (root `actions`). `ruling` is the id of a ruling logged from the call. */
export interface CallAction {
  call: string;
  kind: CallActionKind;
  by: string;
  at: string;
  ruling?: string;
}

/** A call as the judges' phones show it. */
export interface CallView extends CallRecord {
  state: CallState;
  /** When the state shown began. */
  stateAt: string;
  /** The judge on the way (the first un-released claim), with their name from the roster. */
  claimedBy: string | null;
  claimedByName: string | null;
  /** The first claim: the time to a judge. */
  claimedAt: string | null;
  escalatedAt: string | null;
  escalatedBy: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  cancelledAt: string | null;
  /** Rulings logged from this call, in the order logged. */
  rulings: string[];
}

/** All a player's phone learns of a call: never anything else from the judges' documents. */
export interface PlayerCallView {
  id: string;
  table: number;
  state: CallState;
  calledAt: string;
  stateAt: string;
  judgeFirstName?: string;
}

const OPEN: ReadonlySet<CallState> = new Set(['waiting', 'claimed', 'escalated']);
export const isOpen = (state: CallState): boolean => OPEN.has(state);

const callsMap = (doc: Y.Doc) => doc.getMap<unknown>('calls');
const cancelledMap = (doc: Y.Doc) => doc.getMap<unknown>('cancelled');
const actionsArray = (doc: Y.Doc) => doc.getArray<unknown>('actions');

const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;
const KINDS: ReadonlySet<string> = new Set(['claim', 'release', 'escalate', 'resolve', 'ruling']);

export function readCallRecord(raw: unknown): CallRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  if (!text(c.id, 100) || !c.id || !text(c.calledAt, 40) || !text(c.text, MAX_CALL_TEXT)) return null;
  if (typeof c.table !== 'number' || !Number.isInteger(c.table) || c.table < 1 || c.table > MAX_TABLES) return null;
  return {
    id: c.id,
    table: c.table,
    text: c.text,
    game: text(c.game, 100) ? c.game : '',
    calledAt: c.calledAt,
    round: text(c.round, 300) ? c.round : '',
  };
}

export function readCallAction(raw: unknown): CallAction | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const a = raw as Record<string, unknown>;
  if (!text(a.call, 100) || !text(a.by, 100) || !text(a.at, 40) || typeof a.kind !== 'string' || !KINDS.has(a.kind))
    return null;
  const action: CallAction = { call: a.call, kind: a.kind as CallActionKind, by: a.by, at: a.at };
  if (a.kind === 'ruling') {
    if (!text(a.ruling, 100) || !a.ruling) return null;
    action.ruling = a.ruling;
  }
  return action;
}

/** The calls the server recorded, oldest first (a damaged entry is skipped, never fatal). */
export function readCalls(doc: Y.Doc): CallRecord[] {
  const out: CallRecord[] = [];
  for (const raw of callsMap(doc).values()) {
    const call = readCallRecord(raw);
    if (call) out.push(call);
  }
  return out.sort(byCalledAt);
}

/** The judges' actions in array order (the order every phone folds them in). */
export function readCallActions(doc: Y.Doc): CallAction[] {
  return actionsArray(doc)
    .toArray()
    .map(readCallAction)
    .filter((a): a is CallAction => a !== null);
}

/** Players' cancellations: call id -> when. */
export function readCancellations(doc: Y.Doc): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, at] of cancelledMap(doc).entries()) if (text(at, 40)) out.set(id, at);
  return out;
}

/** A judge's action on a call (their phone appends it; the server checks `by` is the connected judge). */
export function appendCallAction(doc: Y.Doc, action: CallAction): void {
  actionsArray(doc).push([{ ...action }]);
}

/** The server records a player's call. */
export function addCall(doc: Y.Doc, call: CallRecord): void {
  callsMap(doc).set(call.id, { ...call });
}

/** The server records a player's cancellation. */
export function cancelCall(doc: Y.Doc, call: string, at: string): void {
  cancelledMap(doc).set(call, at);
}

function byCalledAt(a: { calledAt: string; id: string }, b: { calledAt: string; id: string }): number {
  return a.calledAt === b.calledAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.calledAt < b.calledAt ? -1 : 1;
}

/**
 * The state of each call from its record, the actions (in array order) and the cancellations. Rules: the first
 * claim while nobody holds the call wins (a later claim by another judge changes nothing); a release by the judge
 * holding it (or a head judge) frees it; an escalation stays until resolved; the first resolve ends the call and
 * every action after it but a ruling link is ignored; a player's cancellation ends an open call, unless the call was
 * resolved no later than it. Oldest call first.
 */
export function foldCalls(
  records: readonly CallRecord[],
  actions: readonly CallAction[],
  cancelled: ReadonlyMap<string, string>,
  roster: readonly RosterEntry[] = [],
): CallView[] {
  const names = new Map(roster.map((r) => [r.judge, r.name]));
  const heads = new Set(roster.filter((r) => r.role === 'head').map((r) => r.judge));
  const views = new Map<string, CallView>();
  for (const r of records)
    views.set(r.id, {
      ...r,
      state: 'waiting',
      stateAt: r.calledAt,
      claimedBy: null,
      claimedByName: null,
      claimedAt: null,
      escalatedAt: null,
      escalatedBy: null,
      resolvedAt: null,
      resolvedBy: null,
      cancelledAt: null,
      rulings: [],
    });
  // Each call's live holder while folding (claimedAt keeps the first claim even after a release).
  for (const a of actions) {
    const v = views.get(a.call);
    if (!v) continue;
    if (a.kind === 'ruling') {
      if (a.ruling && !v.rulings.includes(a.ruling)) v.rulings.push(a.ruling);
      continue;
    }
    if (v.resolvedAt !== null) continue;
    if (a.kind === 'claim') {
      if (v.claimedBy !== null) continue;
      v.claimedBy = a.by;
      v.claimedAt ??= a.at;
      if (v.escalatedAt === null) v.stateAt = a.at;
    } else if (a.kind === 'release') {
      if (v.claimedBy === null || (v.claimedBy !== a.by && !heads.has(a.by))) continue;
      v.claimedBy = null;
      if (v.escalatedAt === null) v.stateAt = a.at;
    } else if (a.kind === 'escalate') {
      if (v.escalatedAt !== null) continue;
      v.escalatedAt = a.at;
      v.escalatedBy = a.by;
      v.stateAt = a.at;
    } else if (a.kind === 'resolve') {
      v.resolvedAt = a.at;
      v.resolvedBy = a.by;
    }
  }
  for (const v of views.values()) {
    v.claimedByName = v.claimedBy === null ? null : (names.get(v.claimedBy) ?? null);
    const cancelledAt = cancelled.get(v.id) ?? null;
    const resolvedFirst = v.resolvedAt !== null && (cancelledAt === null || v.resolvedAt <= cancelledAt);
    if (resolvedFirst) {
      v.state = 'resolved';
      v.stateAt = v.resolvedAt!;
    } else if (cancelledAt !== null) {
      v.state = 'cancelled';
      v.stateAt = cancelledAt;
      v.cancelledAt = cancelledAt;
      v.resolvedAt = null;
      v.resolvedBy = null;
    } else if (v.escalatedAt !== null) v.state = 'escalated';
    else if (v.claimedBy !== null) v.state = 'claimed';
    else v.state = 'waiting';
  }
  return [...views.values()].sort(byCalledAt);
}

/** Every call of the document as the judges see it, oldest first; `roster` names the judges. */
export function callViews(doc: Y.Doc, roster: readonly RosterEntry[] = []): CallView[] {
  return foldCalls(readCalls(doc), readCallActions(doc), readCancellations(doc), roster);
}

/** The calls still needing a judge or with one, oldest first. */
export function openCalls(views: readonly CallView[]): CallView[] {
  return views.filter((v) => isOpen(v.state));
}

/** The table's open call, if any (at most one: the server refuses a second). */
export function openCallForTable(views: readonly CallView[], table: number): CallView | null {
  return views.find((v) => v.table === table && isOpen(v.state)) ?? null;
}

/** The table's latest call, open or not: what the player's page shows. */
export function latestCallForTable(views: readonly CallView[], table: number): CallView | null {
  let latest: CallView | null = null;
  for (const v of views) if (v.table === table && (latest === null || byCalledAt(latest, v) < 0)) latest = v;
  return latest;
}

/** What the player may see: the state, its times, and the claiming judge's first name. Nothing else. */
export function playerView(view: CallView): PlayerCallView {
  const out: PlayerCallView = {
    id: view.id,
    table: view.table,
    state: view.state,
    calledAt: view.calledAt,
    stateAt: view.stateAt,
  };
  const first = view.claimedByName?.trim().split(/\s+/)[0];
  if ((view.state === 'claimed' || view.state === 'escalated') && first) out.judgeFirstName = first;
  return out;
}

/** Reads a server's answer: a PlayerCallView, or null if it is anything else. */
export function readPlayerCallView(raw: unknown): PlayerCallView | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const states = ['waiting', 'claimed', 'escalated', 'resolved', 'cancelled'];
  if (!text(c.id, 100) || !text(c.calledAt, 40) || !text(c.stateAt, 40) || typeof c.table !== 'number') return null;
  if (typeof c.state !== 'string' || !states.includes(c.state)) return null;
  const out: PlayerCallView = {
    id: c.id,
    table: c.table,
    state: c.state as CallState,
    calledAt: c.calledAt,
    stateAt: c.stateAt,
  };
  if (text(c.judgeFirstName, 80) && c.judgeFirstName) out.judgeFirstName = c.judgeFirstName;
  return out;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median time (ms) from a call to a judge claiming it, and to its resolution, over the round's calls (all calls
 * when `round` is null); null when no call of the round got that far. Cancelled calls count for neither.
 */
export function callMedians(
  calls: readonly CallView[],
  round: string | null,
): { calls: number; toJudgeMs: number | null; toResolutionMs: number | null } {
  const inRound = calls.filter((c) => round === null || c.round === round);
  const span = (from: string, to: string | null) => (to === null ? NaN : Date.parse(to) - Date.parse(from));
  const ok = (n: number) => Number.isFinite(n) && n >= 0;
  return {
    calls: inRound.length,
    toJudgeMs: median(
      inRound
        .filter((c) => c.state !== 'cancelled')
        .map((c) => span(c.calledAt, c.claimedAt))
        .filter(ok),
    ),
    toResolutionMs: median(inRound.map((c) => span(c.calledAt, c.resolvedAt)).filter(ok)),
  };
}

/** Why a player's words cannot be sent as they are, or null: too long, or with control characters. */
export function callTextProblem(words: string): Extract<CallRefusal, 'text-too-long' | 'bad-text'> | null {
  if (words.length > MAX_CALL_TEXT) return 'text-too-long';
  // Control characters (line breaks included: it is one line) and the bidirectional overrides that reorder text.
  if (/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(words)) return 'bad-text';
  return null;
}

// --- The table card's link: `<app>/call#s=<sync ws url>&e=<event>&t=<table>&c=<call secret>&n=<event name>`. ---

export interface CallLink {
  server: string;
  event: string;
  table: number;
  secret: string;
  name: string;
}

/** The link printed on a table card; `callPage` is the absolute address of the app's /call page. */
export function callLink(callPage: string, link: CallLink): string {
  const fields: [string, string][] = [
    ['s', link.server],
    ['e', link.event],
    ['t', String(link.table)],
    ['c', link.secret],
    ['n', link.name],
  ];
  return `${callPage}#${fields.map(([k, value]) => `${k}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Fragment parameters as URLSearchParams reads them ('+' is a space), without needing the DOM's URL types. */
function fragmentParams(hash: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    try {
      if (!out.has(key)) out.set(key, decodeURIComponent(raw.replace(/\+/g, ' ')));
    } catch {
      // A malformed escape leaves the parameter out: the link then reads as incomplete.
    }
  }
  return out;
}

/** Reads a table card's link fragment (with or without '#'); a broken one is a message for the player. */
export function parseCallLink(hash: string): CallLink | { problem: string } {
  const p = fragmentParams(hash);
  const server = p.get('s') ?? '';
  const event = p.get('e') ?? '';
  const table = Number(p.get('t') ?? '');
  const secret = p.get('c') ?? '';
  const incomplete = {
    problem: 'This table card link is incomplete. Raise your hand so a judge sees you.',
  };
  if (!/^wss?:\/\/./.test(server) || !EVENT_ID.test(event) || !secret || secret.length > 200) return incomplete;
  if (!Number.isInteger(table) || table < 1 || table > MAX_TABLES) return incomplete;
  return { server, event, table, secret, name: (p.get('n') ?? '').slice(0, 300) };
}

/** The sync server's HTTP address for its ws(s) address: ws -> http, wss -> https, no trailing slash. */
export function httpBaseOf(wsUrl: string): string {
  return wsUrl.replace(/^ws(s?):\/\//i, 'http$1://').replace(/\/+$/, '');
}
