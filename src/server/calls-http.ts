import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hocuspocus } from '@hocuspocus/server';
import * as Y from 'yjs';
import {
  addCall,
  callTextProblem,
  callViews,
  cancelCall,
  latestCallForTable,
  openCallForTable,
  playerView,
  readCancellations,
  type CallRecord,
  type CallView,
  type PlayerCallView,
} from '../core/event/calls.ts';
import { readClockOf, readEventInfo, type RosterEntry } from '../core/event/event-docs.ts';
import {
  CALL_REFUSALS,
  EVENT_ID,
  MAX_CALL_BODY_BYTES,
  callsDocName,
  controlDocName,
  type CallRefusal,
} from '../core/event/protocol.ts';
import { secretMatches, type EventRecord, type JudgeRecord } from './event-store.ts';
import type { StoredDocuments } from './postgres-documents.ts';
import { RateLimiter } from './rate-limit.ts';

/**
 * Players' calls over HTTP (the player's page has no account and no WebSocket): a call secret from the table card
 * admits one table's call for one event. Calls and cancellations are written into the event's calls document
 * through Hocuspocus (stored like the rest of the event, synced to the judges' phones); a player's answer is folded
 * from the same document and carries only the state and the claiming judge's first name.
 */

/** What the calls endpoints need of the server's records (the event store, whichever database it uses). */
export interface CallsStore {
  event(id: string): EventRecord | null | Promise<EventRecord | null>;
  judges(event: string): JudgeRecord[] | Promise<JudgeRecord[]>;
  callSecretHash(event: string): Promise<string | null>;
}

export interface CallLimits {
  /** Calls and cancellations per address per minute (a venue's phones may share one address). */
  perAddress: number;
  /** Calls and cancellations per table per minute. */
  perTable: number;
  /** Status requests per address per minute (each player's page asks every 2 s). */
  statusPerAddress: number;
  /** Status requests per table per minute. */
  statusPerTable: number;
}

export const DEFAULT_CALL_LIMITS: CallLimits = {
  perAddress: 300,
  perTable: 10,
  // 500 tables behind one venue address, each page asking every 2 s, is 15 000 a minute.
  statusPerAddress: 30_000,
  statusPerTable: 120,
};

const STATUS: Record<CallRefusal, number> = {
  'unknown-event': 404,
  'bad-call-secret': 403,
  'calls-off': 403,
  'bad-table': 400,
  'text-too-long': 400,
  'bad-text': 400,
  'rate-limited': 429,
  'too-large': 413,
  'unknown-call': 404,
  'bad-request': 400,
};

class CallRefused extends Error {
  constructor(readonly reason: CallRefusal) {
    super(reason);
  }
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, x-call-secret',
  'Access-Control-Max-Age': '600',
};

type Direct = Awaited<ReturnType<Hocuspocus['openDirectConnection']>>;

/** How long the server keeps an event's documents open after the last call request (answers need no reload). */
const KEEP_MS = 5 * 60_000;

export function callsEndpoints(deps: {
  hocuspocus: Hocuspocus;
  store: CallsStore;
  log: (line: string) => void;
  limits?: Partial<CallLimits>;
  /**
   * The documents shared by several instances (PostgreSQL): a table's call is checked and created under a lock they
   * all respect, against what is stored, so two players' calls reaching two instances at once make one call.
   */
  shared?: { exclusive<T>(key: string, run: (stored: StoredDocuments) => Promise<T>): Promise<T> };
}) {
  const limits = { ...DEFAULT_CALL_LIMITS, ...deps.limits };
  const writesByAddress = new RateLimiter(limits.perAddress, 60_000);
  const writesByTable = new RateLimiter(limits.perTable, 60_000);
  const readsByAddress = new RateLimiter(limits.statusPerAddress, 60_000);
  const readsByTable = new RateLimiter(limits.statusPerTable, 60_000);
  const context = { event: '', judge: 'server', role: 'head' as const };

  // Documents held open for answering: one direct connection each, closed after a while without requests.
  const kept = new Map<string, { direct: Promise<Direct>; last: number }>();
  const sweep = setInterval(() => void forget(Date.now() - KEEP_MS), 60_000);
  sweep.unref();
  async function keep(name: string): Promise<Direct> {
    let entry = kept.get(name);
    if (!entry) {
      entry = { direct: deps.hocuspocus.openDirectConnection(name, context), last: 0 };
      kept.set(name, entry);
      entry.direct.catch(() => kept.delete(name));
    }
    entry.last = Date.now();
    return entry.direct;
  }
  async function forget(before: number): Promise<void> {
    for (const [name, entry] of kept)
      if (entry.last < before) {
        kept.delete(name);
        folded.delete(name.split('/')[0]!);
        // Stores the document and unloads it unless a judge's phone still has it open.
        await (await entry.direct).disconnect().catch(() => {});
      }
  }

  /** Writes through a connection of its own, whose closing stores the document at once: an answered call is on disk. */
  async function write(name: string, change: Parameters<Direct['transact']>[0]): Promise<void> {
    await keep(name);
    const direct = await deps.hocuspocus.openDirectConnection(name, context);
    try {
      await direct.transact(change);
    } finally {
      await direct.disconnect();
    }
  }

  async function roster(event: string): Promise<RosterEntry[]> {
    return (await deps.store.judges(event)).map((j) => ({
      judge: j.judge,
      name: j.name,
      role: j.role,
      revoked: j.revoked,
      joinedAt: j.joinedAt,
    }));
  }

  /** The event, the call secret and the table checked, in that order (nothing about the event before the secret). */
  async function admit(event: string, secret: unknown, table: unknown) {
    if (!EVENT_ID.test(event) || !(await deps.store.event(event))) throw new CallRefused('unknown-event');
    const hash = await deps.store.callSecretHash(event);
    if (typeof secret !== 'string' || !secret || secret.length > 200 || !hash || !secretMatches(secret, hash))
      throw new CallRefused('bad-call-secret');
    const control = (await keep(controlDocName(event))).document!;
    const info = readEventInfo(control);
    const tables = info?.tables ?? 0;
    if (tables < 1) throw new CallRefused('calls-off');
    if (typeof table !== 'number' || !Number.isInteger(table) || table < 1 || table > tables)
      throw new CallRefused('bad-table');
    return { info: info!, table, round: readClockOf(control)?.round ?? '' };
  }

  async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
    if (Number(request.headers['content-length'] ?? 0) > MAX_CALL_BODY_BYTES) throw new CallRefused('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_CALL_BODY_BYTES) throw new CallRefused('too-large');
      chunks.push(chunk);
    }
    let value: unknown;
    try {
      value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new CallRefused('bad-request');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CallRefused('bad-request');
    return value as Record<string, unknown>;
  }

  /**
   * The calls of an event as folded for the last change of its calls document: every player's page asks every 2 s,
   * and folding every call for each request would cost the server most of its time at a large event.
   */
  const changes = new WeakMap<Y.Doc, number>();
  const changesOf = (doc: Y.Doc): number => {
    let n = changes.get(doc);
    if (n === undefined) {
      changes.set(doc, (n = 0));
      doc.on('update', () => changes.set(doc, (changes.get(doc) ?? 0) + 1));
    }
    return n;
  };
  const folded = new Map<string, { key: [Y.Doc, number, Y.Doc, number]; views: CallView[] }>();
  async function currentViews(event: string): Promise<CallView[]> {
    const doc = (await keep(callsDocName(event))).document!;
    // A change of the calls, or of the control document (where a judge's renaming shows), folds again.
    const control = (await keep(controlDocName(event))).document!;
    const key: [Y.Doc, number, Y.Doc, number] = [doc, changesOf(doc), control, changesOf(control)];
    const cached = folded.get(event);
    if (cached && cached.key.every((k, i) => k === key[i])) return cached.views;
    const views = callViews(doc, await roster(event));
    // Kept only if nothing changed meanwhile (the roster is read asynchronously).
    if (changesOf(doc) === key[1] && changesOf(control) === key[3]) folded.set(event, { key, views });
    return views;
  }

  async function viewOf(event: string, table: number, pick: 'open' | 'latest'): Promise<PlayerCallView | null> {
    const views = await currentViews(event);
    const found = pick === 'open' ? openCallForTable(views, table) : latestCallForTable(views, table);
    return found ? playerView(found) : null;
  }

  async function newCall(request: IncomingMessage, address: string) {
    const body = await readBody(request);
    const event = typeof body.event === 'string' ? body.event : '';
    if (!writesByTable.allow(`${event}/${String(body.table)}`)) throw new CallRefused('rate-limited');
    const { info, table, round } = await admit(event, body.secret, body.table);
    const words = body.text === undefined ? '' : body.text;
    if (typeof words !== 'string') throw new CallRefused('bad-request');
    const problem = callTextProblem(words);
    if (problem) throw new CallRefused(problem);
    const game = typeof body.game === 'string' && info.rulebooks.includes(body.game) ? body.game : '';
    const names = await roster(event);
    const name = callsDocName(event);
    let answer: { status: number; call: PlayerCallView; existing?: true } | null = null;
    // Checked and written in one transaction: two phones calling for one table at once make one call. With several
    // instances, under the table's lock and with what another instance stored merged in first; the new call is
    // stored before the lock is let go, so the next instance to take it finds the call.
    const checkAndCreate = async (stored?: StoredDocuments) => {
      const held = stored ? await stored.read(name) : null;
      await write(name, (doc) => {
        if (held) Y.applyUpdate(doc, held);
        create(doc);
      });
      if (stored && answer?.status === 201)
        await stored.write(name, Y.encodeStateAsUpdate((await keep(name)).document!));
    };
    const create = (doc: Y.Doc) => {
      const open = openCallForTable(callViews(doc, names), table);
      if (open) {
        answer = { status: 200, call: playerView(open), existing: true };
        return;
      }
      const record: CallRecord = {
        id: `call-${randomBytes(9).toString('base64url')}`,
        table,
        text: words.trim(),
        game,
        calledAt: new Date().toISOString(),
        round,
      };
      addCall(doc, record);
      answer = {
        status: 201,
        call: { id: record.id, table, state: 'waiting', calledAt: record.calledAt, stateAt: record.calledAt },
      };
    };
    if (deps.shared) await deps.shared.exclusive(`call:${event}/${table}`, checkAndCreate);
    else await checkAndCreate();
    const done = answer as unknown as { status: number; call: PlayerCallView; existing?: true };
    deps.log(
      done.existing
        ? `event ${event}: table ${table} called again (open call ${done.call.id})`
        : `event ${event}: table ${table} called (${done.call.id}) from ${address}`,
    );
    return { status: done.status, body: done.existing ? { call: done.call, existing: true } : { call: done.call } };
  }

  async function cancel(request: IncomingMessage, event: string, table: number) {
    const body = await readBody(request);
    if (!writesByTable.allow(`${event}/${table}`)) throw new CallRefused('rate-limited');
    await admit(event, body.secret, table);
    const id = body.call;
    if (typeof id !== 'string') throw new CallRefused('bad-request');
    const names = await roster(event);
    let found = false;
    await write(callsDocName(event), (doc) => {
      const view = callViews(doc, names).find((v) => v.id === id && v.table === table);
      if (!view) return;
      found = true;
      // Only an open call is cancelled, and only once (the cancellations map is never overwritten).
      if (
        (view.state === 'waiting' || view.state === 'claimed' || view.state === 'escalated') &&
        !readCancellations(doc).has(id)
      )
        cancelCall(doc, id, new Date().toISOString());
    });
    if (!found) throw new CallRefused('unknown-call');
    deps.log(`event ${event}: table ${table} cancelled ${id}`);
    const view = callViews((await keep(callsDocName(event))).document!, names).find((v) => v.id === id)!;
    return { status: 200, body: { call: playerView(view) } };
  }

  async function status(request: IncomingMessage, url: URL, event: string, table: number) {
    if (!readsByTable.allow(`${event}/${table}`)) throw new CallRefused('rate-limited');
    const header = request.headers['x-call-secret'];
    const { info } = await admit(event, typeof header === 'string' ? header : url.searchParams.get('secret'), table);
    return {
      status: 200,
      body: {
        call: await viewOf(event, table, 'latest'),
        event: { name: info.name, rulebooks: info.rulebooks },
      },
    };
  }

  /** Answers /calls requests; false for any other path. */
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/calls' && !url.pathname.startsWith('/calls/')) return false;
    const send = (code: number, body: unknown) => {
      response.writeHead(code, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return true;
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    const parts = url.pathname.split('/').slice(2);
    try {
      const isStatus = request.method === 'GET' && parts.length === 2;
      if (!(isStatus ? readsByAddress : writesByAddress).allow(address)) throw new CallRefused('rate-limited');
      const table = Number(parts[1]);
      let answer: { status: number; body: unknown };
      if (request.method === 'POST' && parts.length === 0) answer = await newCall(request, address);
      else if (isStatus) answer = await status(request, url, parts[0]!, table);
      else if (request.method === 'POST' && parts.length === 3 && parts[2] === 'cancel')
        answer = await cancel(request, parts[0]!, table);
      else {
        send(404, { reason: 'bad-request', message: CALL_REFUSALS['bad-request'] });
        return true;
      }
      send(answer.status, answer.body);
    } catch (e) {
      if (!(e instanceof CallRefused)) {
        deps.log(`calls: ${request.method} ${url.pathname.slice(0, 80)} failed: ${(e as Error).message.slice(0, 200)}`);
        send(500, {
          reason: 'error',
          message: `The judges' server had a problem. Raise your hand so a judge sees you.`,
        });
        return true;
      }
      // The path holds the event id and table, never a secret (the secret travels in the body or a header).
      deps.log(`refused a call request ${request.method} ${url.pathname.slice(0, 80)} from ${address}: ${e.reason}`);
      send(STATUS[e.reason], { reason: e.reason, message: CALL_REFUSALS[e.reason] });
      // A body left unread would keep the socket busy: close it after the answer.
      if (e.reason === 'too-large') request.resume();
    }
    return true;
  }

  return {
    handle,
    async close(): Promise<void> {
      clearInterval(sweep);
      await forget(Infinity);
    },
  };
}
