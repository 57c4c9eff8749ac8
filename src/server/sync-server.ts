import { Server, type Connection, type Extension } from '@hocuspocus/server';
import {
  MAX_UPDATE_BYTES,
  controlDocName,
  decodeToken,
  parseDocName,
  type HeadCommand,
  MAX_COMMAND_ID,
  type Refusal,
  type ServerNotice,
} from '../core/event/protocol.ts';
import { setEventInfo, setRosterEntry } from '../core/event/event-docs.ts';
import { callsEndpoints, type CallLimits } from './calls-http.ts';
import { hashSecret, newSecret } from './event-store.ts';
import { RateLimiter } from './rate-limit.ts';
import { SharedRedis } from './shared-redis.ts';
import { reasonOf } from './reachability.ts';
import { openStorage } from './storage.ts';
import { adminEndpoints } from './admin-http.ts';
import { Refused, readOnlyFor, type JudgeContext } from './connection-context.ts';
import { sameRosterEntry, sweepRevoked } from './roster-upkeep.ts';
import { checkUpdate, signedByAnother } from './update-checks.ts';

export interface SyncServerOptions {
  port: number;
  /** The address to listen on (127.0.0.1 unless given: behind a TLS proxy on the same machine). */
  host?: string;
  /** Where documents.sqlite and events.sqlite live (unless `database` is given). */
  dataDir: string;
  /** PostgreSQL for the documents and event records, shared by every instance ("postgres://..."). */
  database?: string;
  /** Secret for the admin endpoint (creating events); none disables it. */
  adminSecret?: string;
  /** WebSocket connections allowed per address per minute. */
  connectionsPerMinute?: number;
  /** Redis for several server instances sharing the events' live updates ("redis://host:port"). */
  redis?: string;
  /** Rate limits of players' judge calls (see calls-http.ts). */
  callLimits?: Partial<CallLimits>;
  /**
   * Behind a reverse proxy on this machine every connection comes from the proxy's address: trust the address the
   * proxy adds last to X-Forwarded-For for the per-address limit (only when a proxy always sets it).
   */
  trustProxy?: boolean;
  /**
   * How long a connection's check against the records may take (retries of a failed lookup included) before the
   * phone is told `busy`, a refusal it retries (60 s unless given).
   */
  authWaitMs?: number;
  /** Logs a line per refusal (never a secret). */
  log?: (line: string) => void;
}

export async function startSyncServer(options: SyncServerOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  /** Revoked judges whose refusal is logged already: a revocation is final, said once (a phone may still ask). */
  const revokedLogged = new Set<string>();
  function logRefusal(token: string, documentName: string, reason: string): void {
    if (reason !== 'revoked') return log(`refused ${documentName.slice(0, 100)}: ${reason}`);
    const t = decodeToken(token);
    const asking = `${parseDocName(documentName)?.event ?? '?'}/${t && 'judge' in t ? t.judge : '?'}`;
    if (revokedLogged.has(asking)) return;
    revokedLogged.add(asking);
    log(`refused judge ${asking}: revoked (said once; the phone stops asking)`);
  }
  const storage = await openStorage({
    dataDir: options.dataDir,
    log,
    ...(options.database ? { database: options.database } : {}),
  });
  const store = storage.store;
  const perMinute = options.connectionsPerMinute ?? 600;
  const authWaitMs = options.authWaitMs ?? 60_000;
  const limiter = new RateLimiter(perMinute, 60_000);
  // Every instance closes a judge revoked on any of them.
  const shared = options.redis
    ? new SharedRedis(options.redis, log, ({ event, judge }) => closeJudge(event, judge, 'revoked'))
    : null;

  /** The per-address connection limit: one count for every instance when they share Redis. */
  async function allowConnection(address: string): Promise<boolean> {
    return (await shared?.allowConnection(address, perMinute)) ?? limiter.allow(address);
  }

  /**
   * Writes judges' roster entries into the event's control document, from the server's records: only the judges
   * whose record this instance just changed (joined, renamed, revoked), and only when the entry differs. Another
   * instance's entries are its own to write; rewriting them from a copy not yet synced would write them twice.
   */
  async function publishRoster(event: string, judges: string[], withName = false): Promise<void> {
    const direct = await server.hocuspocus.openDirectConnection(controlDocName(event), {
      event,
      judge: 'server',
      role: 'head',
    });
    const records = (await Promise.all(judges.map((j) => store.judge(event, j)))).filter((j) => j !== null);
    const name = withName ? (await store.event(event))?.name : undefined;
    await direct.transact((doc) => {
      for (const j of records) {
        const entry = { judge: j.judge, name: j.name, role: j.role, revoked: j.revoked, joinedAt: j.joinedAt };
        if (!sameRosterEntry(doc.getMap<unknown>('roster').get(j.judge), entry)) setRosterEntry(doc, entry);
      }
      // A new event shows its name on every phone from the start; the head judge fills in the rest.
      if (name) setEventInfo(doc, { name, startDate: '', endDate: '', rulebooks: [], rounds: [] });
    });
    // Stored and let go in the background: the change is in the document already (and on its way to the phones).
    void direct.disconnect();
  }

  /** A new event and its head judge (admin endpoint, or --create-event): the secrets, shown once. */
  async function createEvent(name: string, headName: string) {
    const created = await store.createEvent(name, headName);
    log(`event ${created.event} created`);
    await publishRoster(created.event, [created.headJudge], true);
    return created;
  }

  function closeJudge(event: string, judge: string, reason: Refusal): void {
    for (const doc of server.hocuspocus.documents.values())
      for (const connection of doc.connections.keys()) {
        const c = (connection as Connection<JudgeContext>).context;
        if (c?.event === event && c.judge === judge) connection.close({ code: 4403, reason });
      }
  }

  /** Who this connection is and what it may write, from the server's records; throws Refused to turn it away. */
  async function authenticate(
    token: string,
    documentName: string,
    connectionConfig: { readOnly: boolean },
  ): Promise<JudgeContext> {
    const doc = parseDocName(documentName);
    if (!doc || !(await store.event(doc.event))) throw new Refused('unknown-event');
    const t = decodeToken(token);
    if (t === null) throw new Refused('bad-secret');
    if ('otherVersion' in t) throw new Refused('other-version');
    let judge = await store.judge(doc.event, t.judge);
    if (judge?.revoked) throw new Refused('revoked');
    if (judge && !(await store.keyMatches(doc.event, t.judge, t.key))) throw new Refused('bad-secret');
    if (judge && t.name && t.name !== judge.name && doc.kind === 'control') {
      // The name the judge confirmed on the phone wins (the head judge's was typed by whoever created the event).
      await store.rename(doc.event, judge.judge, t.name);
      judge = { ...judge, name: t.name };
      void publishRoster(doc.event, [judge.judge]);
    }
    if (!judge) {
      if (!t.join || !t.name || !(await store.joinSecretMatches(doc.event, t.join))) throw new Refused('bad-secret');
      judge = await store.addFloorJudge(doc.event, t.judge, t.name, t.key);
      // The phone opens several documents at once: another of its connections may have added the judge first.
      if (!(await store.keyMatches(doc.event, t.judge, t.key))) throw new Refused('bad-secret');
      log(`event ${doc.event}: judge ${t.judge} joined`);
      void publishRoster(doc.event, [t.judge]);
    }
    if (doc.kind === 'judge' && !(await store.judge(doc.event, doc.judge))) throw new Refused('unknown-event');
    connectionConfig.readOnly = readOnlyFor(judge, doc);
    return { event: doc.event, judge: judge.judge, role: judge.role };
  }

  async function runHeadCommand(context: JudgeContext, command: HeadCommand, reply: (n: ServerNotice) => void) {
    if (context.role !== 'head') return reply({ type: 'error', reason: 'read-only' });
    if (command.type === 'revoke') {
      if (!(await store.revoke(context.event, command.judge))) return reply({ type: 'error', reason: 'unknown-judge' });
      log(`event ${context.event}: judge ${command.judge} revoked`);
      closeJudge(context.event, command.judge, 'revoked');
      await shared?.publishRevocation({ event: context.event, judge: command.judge }).catch(() => {});
      await publishRoster(context.event, [command.judge]);
      reply({ type: 'revoked', judge: command.judge });
    } else if (command.type === 'rotate-join') {
      log(`event ${context.event}: join secret rotated`);
      reply({ type: 'join-secret', secret: await store.rotateJoinSecret(context.event) });
    } else if (command.type === 'new-call-secret') {
      // Only the hash is kept: the secret is shown once, and the old table cards stop working now.
      const secret = newSecret();
      await store.setCallSecretHash(context.event, hashSecret(secret));
      log(`event ${context.event}: new call secret made`);
      reply({ type: 'call-secret', secret });
    }
  }

  /** Writable connections made read-only for one catch-up message (see beforeSync). */
  const relaxedCatchUp = new WeakSet<Connection>();

  const guard: Extension = {
    extensionName: 'rulekeeper-guard',
    async onUpgrade({ request, socket }) {
      const forwarded = options.trustProxy
        ? String(request.headers['x-forwarded-for'] ?? '')
            .split(',')
            .at(-1)
            ?.trim()
        : undefined;
      const address = forwarded || request.socket.remoteAddress || 'unknown';
      if (!(await allowConnection(address))) {
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
      // The records may be out of reach for a moment (a busy or restarting database): a lookup that fails is
      // tried again within the wait (a hall of phones reconnecting at once to fewer instances), and one not
      // answered by then (a stalled database) is refused as busy, which the phone asks again after. A refusal
      // the records give (revoked, unknown key) is final at once.
      const end = Date.now() + authWaitMs;
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Refused('busy')), authWaitMs);
      });
      try {
        for (let delay = 250; ; delay = Math.min(delay * 2, 4_000)) {
          try {
            return await Promise.race([authenticate(token, documentName, connectionConfig), outOfTime]);
          } catch (e) {
            if (e instanceof Refused) {
              const why = e.reason === 'busy' ? `busy (no answer from the records within ${authWaitMs} ms)` : e.reason;
              logRefusal(token, documentName, why);
              throw e;
            }
            if (Date.now() + delay > end) {
              logRefusal(token, documentName, `busy (${reasonOf(e)})`);
              throw new Refused('busy');
            }
            await Promise.race([new Promise((r) => setTimeout(r, delay)), outOfTime]);
          }
        }
      } finally {
        clearTimeout(timer);
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
      if (relaxedCatchUp.delete(connection)) connection.readOnly = false;
      const applied = !connection.readOnly;
      const unreadable = !doc ? 'malformed-update' : checkUpdate(payload, doc.kind, undefined, false);
      const problem =
        unreadable ??
        (applied
          ? (checkUpdate(payload, doc!.kind, document) ??
            (signedByAnother(payload, judge, document) ? 'forged-author' : null))
          : null);
      if (problem && type === 1 && !unreadable) {
        // A phone's catch-up on connecting (sync step 2) sends everything its copy holds that the server lacks,
        // a teammate's changes and the server's own roster entries among them when the server lost them (an
        // instance that died before storing, or before passing them on): not applied, as for a read-only
        // connection, rather than refused. Their authors' phones send them; the phone resends its own next time.
        log(`not applied: the catch-up of ${documentName.slice(0, 100)} from ${judge} (${problem}: not its to write)`);
        connection.readOnly = true;
        relaxedCatchUp.add(connection);
        setImmediate(() => {
          if (relaxedCatchUp.delete(connection)) connection.readOnly = false;
        });
        return;
      }
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
      // The command's id comes back on its answer (see HeadCommand).
      const id = typeof command.id === 'string' && command.id.length <= MAX_COMMAND_ID ? command.id : undefined;
      await runHeadCommand(connection.context as JudgeContext, command, (n) =>
        connection.sendStateless(JSON.stringify(id === undefined ? n : { ...n, id })),
      );
    },
  };

  const handleHttp = adminEndpoints({ adminSecret: options.adminSecret, storage, redis: shared, createEvent });

  const calls = callsEndpoints({
    get hocuspocus() {
      return server.hocuspocus;
    },
    store,
    log,
    ...(storage.documents ? { shared: storage.documents } : {}),
    ...(options.callLimits ? { limits: options.callLimits } : {}),
  });

  const extensions: Extension[] = [guard, ...storage.extensions];
  if (shared) extensions.push(shared.extension(storage.shared));
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
  const sweep = storage.postgres ? sweepRevoked(storage.postgres, server, closeJudge) : null;
  // The address as a client on this machine reaches it (all interfaces are reached through the loopback one).
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    store,
    storage,
    createEvent,
    host,
    url: `ws://${local}:${server.address.port}`,
    httpUrl: `http://${local}:${server.address.port}`,
    async close() {
      await calls.close();
      if (sweep) clearInterval(sweep);
      await server.destroy();
      await shared?.close();
      await storage.close();
    },
  };
}
export type SyncServer = Awaited<ReturnType<typeof startSyncServer>>;
