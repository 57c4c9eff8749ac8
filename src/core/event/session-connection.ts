import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { readRoster } from './event-docs.ts';
import {
  PROTOCOL_VERSION,
  REFUSALS,
  TRANSIENT_REFUSALS,
  callsDocName,
  controlDocName,
  encodeToken,
  judgeDocName,
  type ServerNotice,
} from './protocol.ts';
import { MAX_BUSY_RETRIES, busyRetryDelay, isNotAppliedAnswer, unappliedRetryDelay } from './document-retry.ts';
import {
  CONNECT_GRACE_MS,
  PHONE_REFUSALS,
  SessionState,
  type EventMembership,
  type SessionOptions,
  type SyncState,
  type UnsentChange,
} from './session-state.ts';

/** Waits for a stored copy to load, or at most 10 s: a phone whose storage hangs still syncs (the server copes). */
function loaded(whenSynced: Promise<unknown>): Promise<unknown> {
  return Promise.race([whenSynced.catch(() => null), new Promise((r) => setTimeout(r, 10_000))]);
}

/**
 * The connection side of an event session: the control document, every judge's document and the judge calls, each
 * kept on the phone and synced over one WebSocket to the event's Hocuspocus server, with each document's sign-in,
 * retries and what the server has confirmed. EventSession (event-session.ts) adds what a judge does with them.
 */
export class SessionConnection {
  /** Where this phone stands with the server and each document (session-state.ts). */
  protected readonly state = new SessionState();
  readonly control = new Y.Doc();
  /** Players' calls (written by the server) and the judges' actions on them (see core/event/calls.ts). */
  readonly callsDoc = new Y.Doc();
  readonly judgeDocs = new Map<string, Y.Doc>();
  protected readonly providers = new Map<string, HocuspocusProvider>();
  private readonly stored: { whenSynced: Promise<unknown>; destroy(): void }[] = [];
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly graceTimer: ReturnType<typeof setTimeout>;

  constructor(
    readonly me: EventMembership,
    protected readonly options: SessionOptions,
  ) {
    const { state } = this;
    this.socket = new HocuspocusProviderWebsocket({
      url: me.server,
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
      ...(options.quietTimeoutMs ? { messageReconnectTimeout: options.quietTimeoutMs } : {}),
      // Retry soon after a drop (a venue's Wi-Fi flickers), then back off to 10 s.
      delay: 500,
      minDelay: 250,
      factor: 1.5,
      maxDelay: 10_000,
      onStatus: ({ status }) => {
        state.online = status === 'connected';
        if (status === 'connected') state.attemptFailed = false;
        // A new connection asks for every document again, the ones refused as busy too.
        if (status === 'connected') state.clearBusyRetries();
        // 'disconnected' follows a failed attempt or a dropped connection; 'connecting' says nothing yet.
        if (status === 'disconnected') state.attemptFailed = true;
        this.changed();
      },
    });
    this.graceTimer = setTimeout(() => {
      if (state.online || state.attemptFailed) return;
      state.attemptFailed = true;
      this.changed();
    }, CONNECT_GRACE_MS);
    for (const [name, changes] of Object.entries(options.unsent?.load() ?? {}))
      if (Array.isArray(changes)) state.unsent.set(name, changes);
    this.open(controlDocName(me.event), this.control);
    this.control.getMap('roster').observe(() => this.openTeam());
    this.ownDoc();
    this.open(callsDocName(me.event), this.callsDoc);
  }

  /** The last refusal from the server, until a connection succeeds again. */
  get problem(): string | null {
    return this.state.problem;
  }

  get online(): boolean {
    return this.state.online;
  }

  /** True once the server said this phone is revoked: final, so the phone stops asking (see stopAsking). */
  get revoked(): boolean {
    return this.state.revoked;
  }

  protected changed(): void {
    this.options.onChange?.();
  }

  private report(reason: string): void {
    if (reason === 'revoked') this.stopAsking();
    this.state.problem = reason;
    this.options.onProblem?.(reason);
    this.changed();
  }

  private token(): string {
    const { judge, key, name, join } = this.me;
    return encodeToken({ v: PROTOCOL_VERSION, app: this.options.app, judge, key, name, ...(join ? { join } : {}) });
  }

  private open(name: string, doc: Y.Doc): void {
    const { state } = this;
    const stored = this.options.persist?.(name, doc);
    if (stored) this.stored.push(stored);
    doc.on('update', () => this.changed());
    const provider: HocuspocusProvider = new HocuspocusProvider({
      name,
      document: doc,
      // Presence is not used: one awareness per socket (the control document's) keeps the connection's ping alive
      // without every judge document broadcasting presence to the whole team.
      ...(name === controlDocName(this.me.event) ? {} : { awareness: null }),
      websocketProvider: this.socket,
      token: () => this.token(),
      onAuthenticated: () => {
        state.busyRetries.delete(name);
        state.unknownDocs.delete(name);
        if (state.problem && state.problem !== 'read-only') state.problem = null;
        this.changed();
      },
      // The phone's standing is its control and own documents'; a teammate's document the server does not know
      // (a roster entry it lost) is that document's problem only. A busy server is asked again, a refusal is final.
      onAuthenticationFailed: ({ reason }) => {
        if (TRANSIENT_REFUSALS.has(reason) && this.askAgainLater(name, reason)) return;
        state.busyRetries.delete(name);
        if (this.mine(name)) return this.report(reason);
        state.unknownDocs.add(name);
        this.options.onProblem?.(reason);
        this.changed();
      },
      onStateless: ({ payload }) => this.onNotice(payload),
      // The server closes one document with a reason (revoked, a refused update); the others stay connected.
      onClose: ({ event }) => {
        if (!(event.reason in REFUSALS)) return;
        if (PHONE_REFUSALS.has(event.reason)) return this.mine(name) ? this.report(event.reason) : undefined;
        state.refusedDocs.set(name, event.reason);
        this.options.onProblem?.(event.reason);
        this.changed();
      },
      onSynced: () => this.changed(),
      // Every change this phone sent is on the server once none is left unacknowledged.
      onUnsyncedChanges: ({ number }) => {
        if (number > 0 || !provider.isSynced) return;
        state.settled(name);
        if (state.unsent.delete(name)) this.saveUnsent();
        state.refusedDocs.delete(name);
        this.changed();
      },
    });
    provider.on('message', ({ event }: { event: MessageEvent }) => {
      if (event.data instanceof ArrayBuffer && isNotAppliedAnswer(event.data)) this.notApplied(name);
    });
    this.providers.set(name, provider);
    state.docNames.set(doc, name);
    // The stored copy is loaded before the provider syncs. Loaded after, it would reach the provider as one local
    // change holding the whole document (the server's roster entries too), sent to the server as this phone's
    // update; loaded before, the sync's state vectors exchange only what either side lacks.
    if (!stored) return provider.attach();
    state.writesBeforeLoad.set(doc, []);
    void loaded(stored.whenSynced).then(() => {
      if (state.destroyed) return;
      const writes = state.writesBeforeLoad.get(doc) ?? [];
      state.writesBeforeLoad.delete(doc);
      for (const write of writes) write();
      provider.attach();
    });
  }

  /** Makes a change and remembers it as unsent until the server has it (see onUnsyncedChanges). */
  protected write(doc: Y.Doc, what: UnsentChange, change: () => unknown): void {
    const { state } = this;
    const made = () => {
      if (change() === false) return;
      const name = state.docNames.get(doc)!;
      state.unsent.set(name, [...(state.unsent.get(name) ?? []), what]);
      this.saveUnsent();
      this.changed();
    };
    const beforeLoad = state.writesBeforeLoad.get(doc);
    if (beforeLoad) beforeLoad.push(made);
    else made();
  }

  private saveUnsent(): void {
    this.options.unsent?.save(Object.fromEntries(this.state.unsent));
  }

  /** A notice from the server on the control document: the answer to the head judge's command of its id. */
  private onNotice(payload: string): void {
    let notice: ServerNotice;
    try {
      notice = JSON.parse(payload) as ServerNotice;
    } catch {
      return;
    }
    if (notice.type === 'join-secret') this.me.join = notice.secret;
    if (notice.type === 'call-secret') this.options.onCallSecret?.(notice.secret);
    const waiting = this.state.answerResolvers;
    // A server from before command ids answers without one: then the oldest command waiting takes it, as before.
    (notice.id !== undefined ? waiting.get(notice.id) : waiting.values().next().value)?.(notice);
    this.changed();
  }

  // --- What the server has, and what it refused ---

  /** Why the server refuses this phone altogether (its secret, its event, revoked), or null. */
  get phoneRefusal(): string | null {
    return this.state.phoneRefusal;
  }

  /** Where this phone stands with the server, as the status line tells the judge. */
  get sync(): SyncState {
    return this.state.syncState(this.allSynced);
  }

  /**
   * Whether a change of this phone's to a ruling (logged, edited, a note) has not reached the server: null when it
   * has (or none was made), otherwise why not yet (see SessionState.unsentStatus).
   */
  unsentRuling(ruling: string): string | null {
    return this.state.unsentStatus((c) => c.ruling === ruling);
  }

  /** The same for the round clock (the head judge's changes to it, and time extensions granted from it). */
  get unsentClock(): string | null {
    return this.state.unsentStatus((c) => c.kind === 'clock' || (c.kind === 'extension' && !c.ruling));
  }

  /** Whether this judge's action on a call has not reached the server: null when it has, else why not yet. */
  unsentCall(call: string): string | null {
    return this.state.unsentStatus((c) => c.kind === 'call' && c.call === call);
  }

  /** Documents waiting to be asked for again after a busy refusal. */
  get busyDocuments(): string[] {
    return [...this.state.busyRetries.keys()];
  }

  /** Syncs a document again, a while after the server did not apply its catch-up (see unappliedRetries). */
  private notApplied(name: string): void {
    const { state } = this;
    if (state.destroyed || state.revoked) return;
    const entry = state.unappliedRetries.get(name) ?? { attempts: 0, timer: null };
    state.unappliedRetries.set(name, entry);
    if (entry.timer) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const provider = this.providers.get(name);
      if (!provider || state.destroyed || state.revoked || !state.online) return;
      if (provider.isSynced && provider.hasUnsyncedChanges) provider.forceSync();
    }, unappliedRetryDelay(entry.attempts++));
  }

  /**
   * Asks again for a document the server refused as busy, after busyRetryDelay; false once MAX_BUSY_RETRIES refusals
   * came in a row (the refusal then stands until the next connection, which asks for every document again).
   */
  private askAgainLater(name: string, reason: string): boolean {
    const { state } = this;
    if (state.revoked || state.destroyed) return true;
    const entry = state.busyRetries.get(name) ?? { attempts: 0, timer: null };
    if (entry.timer) clearTimeout(entry.timer);
    if (entry.attempts >= MAX_BUSY_RETRIES) return false;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const provider = this.providers.get(name);
      // Disconnected meanwhile: the next connection authenticates every document anyway.
      if (!provider || state.revoked || state.destroyed || !state.online) return;
      // What the provider does on a new connection, for this document only (the others stay as they are).
      void provider.sendToken().then(() => provider.startSync());
    }, busyRetryDelay(entry.attempts));
    entry.attempts++;
    state.busyRetries.set(name, entry);
    this.options.onProblem?.(reason);
    this.changed();
    return true;
  }

  private mine(name: string): boolean {
    return name === controlDocName(this.me.event) || name === judgeDocName(this.me.event, this.me.judge);
  }

  protected ownDoc(): Y.Doc {
    return this.judgeDoc(this.me.judge);
  }

  protected judgeDoc(judge: string): Y.Doc {
    let doc = this.judgeDocs.get(judge);
    if (!doc) {
      doc = new Y.Doc();
      this.judgeDocs.set(judge, doc);
      this.open(judgeDocName(this.me.event, judge), doc);
    }
    return doc;
  }

  /** Opens the document of every judge on the roster (a new teammate's rulings start arriving). */
  private openTeam(): void {
    for (const entry of readRoster(this.control)) this.judgeDoc(entry.judge);
  }

  get role(): 'head' | 'floor' {
    return readRoster(this.control).find((e) => e.judge === this.me.judge)?.role ?? 'floor';
  }

  // --- Connection ---

  /** True when every document has been handed to the server. */
  get allSynced(): boolean {
    // A document this phone may only read never acknowledges a change sent on it: only its own sync counts.
    const head = this.role === 'head';
    const own = judgeDocName(this.me.event, this.me.judge);
    // Every judge writes the calls document (actions only): its changes are acknowledged like their own document's.
    const writable = (name: string) => name === own || name === callsDocName(this.me.event);
    return [...this.providers].every(
      ([name, p]) =>
        this.state.unknownDocs.has(name) || (p.isSynced && (!p.hasUnsyncedChanges || (!head && !writable(name)))),
    );
  }

  goOffline(): void {
    this.state.attemptFailed = true;
    this.socket.disconnect();
    this.changed();
  }

  goOnline(): void {
    // A revocation is final: the network coming back does not make the phone ask again.
    if (this.state.revoked) return;
    this.state.problem = null;
    if (this.socket.status === 'disconnected') void this.socket.connect();
  }

  async whenStored(): Promise<void> {
    await Promise.all(this.stored.map((s) => s.whenSynced));
  }

  /**
   * After a revocation: no more connection attempts (each would be refused, and logged by the server). The documents
   * stay on the phone as its last copy of the event; rulings logged from here on stay on it too.
   */
  private stopAsking(): void {
    if (this.state.revoked) return;
    this.state.revoked = true;
    this.state.clearBusyRetries();
    this.state.online = false;
    this.socket.disconnect();
  }

  destroy(): void {
    this.state.destroyed = true;
    clearTimeout(this.graceTimer);
    this.state.clearBusyRetries();
    this.state.clearUnappliedRetries();
    // A socket closed while still connecting reports an error (Node's ws throws it when nobody listens).
    const ws = this.socket.webSocket as { addEventListener?: (type: string, f: () => void) => void } | null;
    ws?.addEventListener?.('error', () => {});
    for (const p of this.providers.values()) p.destroy();
    this.socket.destroy();
    for (const s of this.stored) s.destroy();
  }
}
