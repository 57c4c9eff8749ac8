import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Server, type Connection, type Extension } from '@hocuspocus/server';
import { SQLite } from '@hocuspocus/extension-sqlite';
import { Redis } from '@hocuspocus/extension-redis';
import * as Y from 'yjs';
import {
  CALLS_ROOTS,
  CONTROL_ROOTS,
  JUDGE_ROOTS,
  MAX_UPDATE_BYTES,
  PROTOCOL_VERSION,
  controlDocName,
  decodeToken,
  parseDocName,
  type HeadCommand,
  type Refusal,
  type Role,
  type ServerNotice,
} from '../core/event/protocol.ts';
import { setEventInfo, setRosterEntry } from '../core/event/event-docs.ts';
import { callsEndpoints, type CallLimits } from './calls-http.ts';
import { EventStore, hashSecret, newSecret } from './event-store.ts';
import { RateLimiter } from './rate-limit.ts';
import { rootsWritten } from './update-roots.ts';

export interface SyncServerOptions {
  port: number;
  /** The address to listen on (127.0.0.1 unless given: behind a TLS proxy on the same machine). */
  host?: string;
  /** Where documents.sqlite and events.sqlite live. */
  dataDir: string;
  /** Secret for the admin endpoint (creating events); none disables it. */
  adminSecret?: string;
  /** WebSocket connections allowed per address per minute. */
  connectionsPerMinute?: number;
  /** Redis for several server processes sharing the events ("redis://host:port"). */
  redis?: string;
  /** Rate limits of players' judge calls (see calls-http.ts). */
  callLimits?: Partial<CallLimits>;
  /** Logs a line per refusal (never a secret). */
  log?: (line: string) => void;
}

/** What a connection may do, set in onAuthenticate. */
export interface JudgeContext {
  event: string;
  judge: string;
  role: Role;
}

/**
 * A refusal Hocuspocus passes to the provider: `reason` reaches the app, which explains it to the judge. Its message
 * is empty: Hocuspocus prints a failing hook's message as a raw line ("[onAuthenticate] revoked"), and the server
 * logs each refusal itself, in its own words.
 */
class Refused extends Error {
  constructor(
    readonly reason: Refusal,
    readonly code = 4403,
  ) {
    super('');
  }
}

/** Roots a phone may create in each kind of document (the roster is the server's, written from its records). */
const WRITABLE_ROOTS = {
  control: new Set<string>(CONTROL_ROOTS.filter((r) => r !== 'roster')),
  judge: new Set<string>(JUDGE_ROOTS),
  // Calls and players' cancellations are the server's (from players' requests); judges add actions only.
  calls: new Set<string>(CALLS_ROOTS.filter((r) => r === 'actions')),
};

/** True when the server's copy already holds the whole struct: applying it again changes nothing. */
function alreadyHeld(struct: { id: Y.ID; length: number }, known: Y.Doc | undefined): boolean {
  return known !== undefined && struct.id.clock + struct.length <= Y.getState(known.store, struct.id.client);
}

/**
 * Refuses an update that is too large, does not decode as a Yjs update, or writes into a root type the document
 * does not have (or one only the server writes, the roster), whether its items name that root or a neighbour in it.
 * Runs before Hocuspocus applies it, so a refused update changes nothing on the server or on anyone else's phone.
 * Only what is new to the server (`known`) is judged: a phone that reloads sends back changes the server already
 * holds, among them the server's own roster entries.
 */
export function checkUpdate(
  payload: Uint8Array,
  kind: 'control' | 'judge' | 'calls',
  known?: Y.Doc,
  checkRoots = true,
): Refusal | null {
  if (payload.byteLength > MAX_UPDATE_BYTES) return 'update-too-large';
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(payload);
  } catch {
    return 'malformed-update';
  }
  if (checkRoots)
    for (const root of rootsWritten(decoded, known)) if (!WRITABLE_ROOTS[kind].has(root)) return 'malformed-update';
  // Nothing is ever deleted in the calls document (judges append actions; the server adds calls and
  // cancellations under new keys): a deletion could only undo another judge's action or a player's call.
  if (kind === 'calls' && decoded.ds.clients.size > 0) return 'malformed-update';
  // Actions are plain values added at the end: an action slipped in before others would reorder who claimed first.
  if (kind === 'calls' && checkRoots)
    for (const struct of decoded.structs) {
      if (!(struct instanceof Y.Item) || alreadyHeld(struct, known)) continue;
      if (struct.rightOrigin !== null || struct.parentSub !== null || !(struct.content instanceof Y.ContentAny))
        return 'malformed-update';
    }
  return null;
}

/**
 * True when the update holds a change signed (`by`: a revision, a note, a deletion) by another judge than the one
 * connected: each judge writes under their own name only. Changes the server already has are not checked again (a
 * phone passing on a teammate's document sends them back); they were checked when their author sent them.
 */
export function signedByAnother(payload: Uint8Array, judge: string, known: Y.Doc): boolean {
  for (const struct of Y.decodeUpdate(payload).structs) {
    const content = struct instanceof Y.Item ? struct.content : null;
    if (!(content instanceof Y.ContentAny || content instanceof Y.ContentJSON)) continue;
    if (alreadyHeld(struct, known)) continue;
    for (const value of content.arr as unknown[])
      if (typeof value === 'object' && value !== null && 'by' in value && value.by !== judge) return true;
  }
  return false;
}

export async function startSyncServer(options: SyncServerOptions) {
  mkdirSync(options.dataDir, { recursive: true });
  const store = new EventStore(join(options.dataDir, 'events.sqlite'));
  const limiter = new RateLimiter(options.connectionsPerMinute ?? 600, 60_000);
  const log = options.log ?? ((line: string) => console.log(line));
  /** Revoked judges whose refusal is logged already: a revocation is final, said once (a phone may still ask). */
  const revokedLogged = new Set<string>();

  /** Writes the judges of an event into its control document, from the server's records. */
  async function publishRoster(event: string, withName = false): Promise<void> {
    const direct = await server.hocuspocus.openDirectConnection(controlDocName(event), {
      event,
      judge: 'server',
      role: 'head',
    });
    await direct.transact((doc) => {
      for (const j of store.judges(event))
        setRosterEntry(doc, { judge: j.judge, name: j.name, role: j.role, revoked: j.revoked, joinedAt: j.joinedAt });
      // A new event shows its name on every phone from the start; the head judge fills in the rest.
      const name = store.event(event)?.name;
      if (withName && name) setEventInfo(doc, { name, startDate: '', endDate: '', rulebooks: [], rounds: [] });
    });
    await direct.disconnect();
  }

  /** A new event and its head judge (admin endpoint, or --create-event): the secrets, shown once. */
  async function createEvent(name: string, headName: string) {
    const created = store.createEvent(name, headName);
    log(`event ${created.event} created`);
    await publishRoster(created.event, true);
    return created;
  }

  function closeJudge(event: string, judge: string, reason: Refusal): void {
    for (const doc of server.hocuspocus.documents.values())
      for (const connection of doc.connections.keys()) {
        const c = (connection as Connection<JudgeContext>).context;
        if (c?.event === event && c.judge === judge) connection.close({ code: 4403, reason });
      }
  }

  async function runHeadCommand(context: JudgeContext, command: HeadCommand, reply: (n: ServerNotice) => void) {
    if (context.role !== 'head') return reply({ type: 'error', reason: 'read-only' });
    if (command.type === 'revoke') {
      if (!store.revoke(context.event, command.judge)) return reply({ type: 'error', reason: 'unknown-judge' });
      log(`event ${context.event}: judge ${command.judge} revoked`);
      closeJudge(context.event, command.judge, 'revoked');
      await publishRoster(context.event);
    } else if (command.type === 'rotate-join') {
      log(`event ${context.event}: join secret rotated`);
      reply({ type: 'join-secret', secret: store.rotateJoinSecret(context.event) });
    } else if (command.type === 'new-call-secret') {
      // Only the hash is kept: the secret is shown once, and the old table cards stop working now.
      const secret = newSecret();
      await store.setCallSecretHash(context.event, hashSecret(secret));
      log(`event ${context.event}: new call secret made`);
      reply({ type: 'call-secret', secret });
    }
  }

  const guard: Extension = {
    extensionName: 'rulekeeper-guard',
    async onUpgrade({ request, socket }) {
      const address = request.socket.remoteAddress ?? 'unknown';
      if (!limiter.allow(address)) {
        log(`refused ${address}: rate-limited`);
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
        // A rejection without an error stops Hocuspocus from upgrading, without crashing the server.
        throw null;
      }
    },
    async onRequest({ request, response }) {
      if ((await calls.handle(request, response)) || (await handleHttp(request, response))) throw null;
    },
    async onAuthenticate({ token, documentName, connectionConfig }): Promise<JudgeContext> {
      /** The event and judge asking, once known (a revoked judge's refusal is logged once). */
      let asking = '';
      try {
        const doc = parseDocName(documentName);
        if (!doc || !store.event(doc.event)) throw new Refused('unknown-event');
        const t = decodeToken(token);
        if (t === null) throw new Refused('bad-secret');
        if ('otherVersion' in t) throw new Refused('other-version');
        let judge = store.judge(doc.event, t.judge);
        asking = `${doc.event}/${t.judge}`;
        if (judge?.revoked) throw new Refused('revoked');
        if (judge && !store.keyMatches(doc.event, t.judge, t.key)) throw new Refused('bad-secret');
        if (judge && t.name && t.name !== judge.name && doc.kind === 'control') {
          // The name the judge confirmed on the phone wins (the head judge's was typed by whoever created the event).
          store.rename(doc.event, judge.judge, t.name);
          judge = { ...judge, name: t.name };
          void publishRoster(doc.event);
        }
        if (!judge) {
          if (!t.join || !t.name || !store.joinSecretMatches(doc.event, t.join)) throw new Refused('bad-secret');
          judge = store.addFloorJudge(doc.event, t.judge, t.name, t.key);
          log(`event ${doc.event}: judge ${t.judge} joined`);
          void publishRoster(doc.event);
        }
        if (doc.kind === 'judge' && !store.judge(doc.event, doc.judge)) throw new Refused('unknown-event');
        // Who writes what: the head judge everything; a floor judge their own document, and actions on calls.
        connectionConfig.readOnly =
          judge.role !== 'head' && doc.kind !== 'calls' && !(doc.kind === 'judge' && doc.judge === judge.judge);
        return { event: doc.event, judge: judge.judge, role: judge.role };
      } catch (e) {
        const reason = e instanceof Refused ? e.reason : 'error';
        if (reason !== 'revoked') log(`refused ${documentName.slice(0, 100)}: ${reason}`);
        else if (!revokedLogged.has(asking)) {
          revokedLogged.add(asking);
          log(`refused judge ${asking}: revoked (said once; the phone stops asking)`);
        }
        throw e;
      }
    },
    async beforeSync({ connection, document, documentName, type, payload }) {
      // 0 is a state vector (a request), 1 and 2 carry changes.
      if (type !== 1 && type !== 2) return;
      const doc = parseDocName(documentName);
      const judge = (connection.context as JudgeContext | undefined)?.judge ?? '';
      // A read-only connection's changes are never applied (Hocuspocus only acknowledges what the server already
      // has): a floor phone whose copy holds something the server lost (a restart within the store's debounce) is
      // not closed for it. Size and decoding are still checked.
      const applied = !connection.readOnly;
      const problem = !doc
        ? 'malformed-update'
        : (checkUpdate(payload, doc.kind, applied ? document : undefined, applied) ??
          (applied && signedByAnother(payload, judge, document) ? 'forged-author' : null));
      if (problem) {
        log(`refused an update to ${documentName.slice(0, 100)} from ${connection.context?.judge}: ${problem}`);
        throw new Refused(problem, problem === 'update-too-large' ? 4413 : 4400);
      }
    },
    async onChange({ documentName, document, instance, context, transactionOrigin, clientsCount }) {
      // Calls and the judges' actions on them are stored at once rather than after the usual debounce: a server
      // killed just after a claim still has it, and no phone is left holding a teammate's action the server lost.
      if (parseDocName(documentName)?.kind !== 'calls') return;
      const payload = {
        clientsCount,
        document,
        documentName,
        instance,
        lastContext: context,
        lastTransactionOrigin: transactionOrigin,
      };
      void instance.storeDocumentHooks(document, payload, true);
    },
    async onStateless({ connection, payload }) {
      let command: HeadCommand;
      try {
        command = JSON.parse(payload) as HeadCommand;
      } catch {
        return;
      }
      await runHeadCommand(connection.context as JudgeContext, command, (n) =>
        connection.sendStateless(JSON.stringify(n)),
      );
    },
  };

  async function handleHttp(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') {
      send(200, { protocol: PROTOCOL_VERSION });
      return true;
    }
    if (url.pathname !== '/admin/events') return false;
    if (!options.adminSecret || request.headers.authorization !== `Bearer ${options.adminSecret}`) {
      send(401, { error: 'admin secret missing or wrong' });
      return true;
    }
    if (request.method !== 'POST') {
      send(405, { error: 'POST a JSON body {"name": "...", "headName": "..."}' });
      return true;
    }
    let body = '';
    for await (const chunk of request) {
      body += chunk;
      if (body.length > 10_000) break;
    }
    let input: { name?: unknown; headName?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      send(400, { error: 'expected a JSON body {"name": "...", "headName": "..."}' });
      return true;
    }
    const ok = (s: unknown) => typeof s === 'string' && s.trim().length > 0 && s.length <= 200;
    if (!ok(input.name) || !ok(input.headName)) {
      send(400, { error: 'name and headName must be non-empty text of at most 200 characters' });
      return true;
    }
    const created = await createEvent((input.name as string).trim(), (input.headName as string).trim());
    send(201, { ...created, protocol: PROTOCOL_VERSION });
    return true;
  }

  const calls = callsEndpoints({
    get hocuspocus() {
      return server.hocuspocus;
    },
    store,
    log,
    ...(options.callLimits ? { limits: options.callLimits } : {}),
  });

  const extensions: Extension[] = [guard, new SQLite({ database: join(options.dataDir, 'documents.sqlite') })];
  if (options.redis) {
    const url = new URL(options.redis);
    extensions.push(new Redis({ host: url.hostname, port: Number(url.port || 6379) }));
  }
  const host = options.host ?? '127.0.0.1';
  const server = new Server<JudgeContext>({
    port: options.port,
    address: host,
    quiet: true,
    stopOnSignals: false,
    debounce: 500,
    maxDebounce: 2_000,
    websocketOptions: { maxPayload: MAX_UPDATE_BYTES + 64 * 1024 },
    extensions,
  });
  await server.listen();
  // The address as a client on this machine reaches it (all interfaces are reached through the loopback one).
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    store,
    createEvent,
    host,
    url: `ws://${local}:${server.address.port}`,
    httpUrl: `http://${local}:${server.address.port}`,
    async close() {
      await calls.close();
      await server.destroy();
      store.close();
    },
  };
}
export type SyncServer = Awaited<ReturnType<typeof startSyncServer>>;
