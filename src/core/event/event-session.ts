import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import {
  addExtension,
  addNote,
  editRuling,
  logRuling,
  markDeleted,
  readClockOf,
  readEventInfo,
  readEventExtensions,
  readEventLog,
  readRoster,
  setClock,
  setEventInfo,
  type EventInfo,
  type SharedNote,
} from './event-docs.ts';
import type { RoundClock } from './clock.ts';
import { appendCallAction, callViews, type CallActionKind, type CallView } from './calls.ts';
import {
  PROTOCOL_VERSION,
  REFUSALS,
  TRANSIENT_REFUSALS,
  callsDocName,
  controlDocName,
  encodeToken,
  judgeDocName,
  type HeadCommand,
  type Refusal,
  type ServerNotice,
} from './protocol.ts';
import type { RulingFields } from './shared-ruling.ts';
import { newId } from '../storage/ids.ts';

/** Who this phone is in an event, as kept on the phone (the key never leaves it except to the event's server). */
export interface EventMembership {
  server: string;
  event: string;
  judge: string;
  key: string;
  name: string;
  /** The join secret from the invitation (a floor judge's first connection), or the one the head judge shows. */
  join?: string;
}

/** Keeps a document on the phone (y-indexeddb in the app; nothing in Node clients). */
export type Persist = (name: string, doc: Y.Doc) => { whenSynced: Promise<unknown>; destroy(): void };

export interface SessionOptions {
  app: string;
  /** WebSocket implementation for Node clients (the browser's is used otherwise). */
  WebSocketPolyfill?: unknown;
  persist?: Persist;
  /** Called when the server refuses or drops this phone, with the server's reason (see REFUSALS). */
  onProblem?: (reason: string) => void;
  /**
   * Keeps the list of changes the server has not confirmed across reloads (localStorage in the app), so a change
   * refused after a reload is still named on the ruling it concerns.
   */
  unsent?: { load(): Record<string, UnsentChange[]>; save(unsent: Record<string, UnsentChange[]>): void };
  /** Called on any change of the shared state (rulings, roster, clock, calls) or the connection. */
  onChange?: () => void;
  /** Called with a call secret the server made for the head judge (shown once: the phone keeps it). */
  onCallSecret?: (secret: string) => void;
}

/** Refusals of the phone itself (every document): nothing it changes reaches the team until the judge acts. */
export const PHONE_REFUSALS: ReadonlySet<string> = new Set<Refusal>([
  'unknown-event',
  'bad-secret',
  'revoked',
  'other-version',
]);

/** A change this phone made, remembered until the server confirms it has it. */
export interface UnsentChange {
  kind: 'ruling' | 'note' | 'clock' | 'event' | 'deletion' | 'extension' | 'call';
  ruling?: string;
  /** The judge call an action concerns. */
  call?: string;
}

/**
 * What the status line says: connecting (no attempt has failed yet), connected, syncing, offline (an attempt failed;
 * with changes waiting), or refused (with why).
 */
export type SyncState =
  | { state: 'connecting'; waiting: number }
  | { state: 'connected'; waiting: 0 }
  | { state: 'syncing'; waiting: number }
  | { state: 'offline'; waiting: number }
  | { state: 'refused'; reason: string; phoneRefused: boolean; waiting: number };

/**
 * How long a first connection attempt may hang (a captive portal, Wi-Fi that drops packets) before the status line
 * says offline rather than connecting.
 */
export const CONNECT_GRACE_MS = 10_000;

/**
 * How long a phone waits before asking again for a document the server refused as busy (see TRANSIENT_REFUSALS): 1 s,
 * doubling up to 30 s, each wait drawn between half and all of it, so a hall of phones refused together does not come
 * back together.
 */
export function busyRetryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

/** Busy refusals of one document in a row after which the phone waits for its next connection (about 10 minutes). */
export const MAX_BUSY_RETRIES = 25;

/**
 * True for the server's "not applied" answer to a change this phone sent (Hocuspocus's SyncStatus message, false): a
 * catch-up the server did not apply, such as a teammate's change the server lost, which only its author may send.
 * The message is the document's name (a length-prefixed string), the message type (8) and 0.
 */
export function isNotAppliedAnswer(data: ArrayBuffer | Uint8Array): boolean {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  let at = 0;
  const varUint = () => {
    let value = 0;
    for (let shift = 0; at < bytes.length && shift < 35; shift += 7) {
      const b = bytes[at++]!;
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
    return -1;
  };
  const nameLength = varUint();
  if (nameLength < 0) return false;
  at += nameLength;
  return varUint() === 8 && at === bytes.length - 1 && bytes[at] === 0;
}

/** Waits for a stored copy to load, or at most 10 s: a phone whose storage hangs still syncs (the server copes). */
function loaded(whenSynced: Promise<unknown>): Promise<unknown> {
  return Promise.race([whenSynced.catch(() => null), new Promise((r) => setTimeout(r, 10_000))]);
}

/**
 * An event as this phone takes part in it: the control document, every judge's document and the judge calls, each
 * kept on the phone and synced over one WebSocket to the event's Hocuspocus server. Logging works offline; the
 * documents merge when any network path to the server exists.
 */
export class EventSession {
  readonly control = new Y.Doc();
  /** Players' calls (written by the server) and the judges' actions on them (see core/event/calls.ts). */
  readonly callsDoc = new Y.Doc();
  readonly judgeDocs = new Map<string, Y.Doc>();
  private providers = new Map<string, HocuspocusProvider>();
  private stored: { destroy(): void }[] = [];
  private socket: HocuspocusProviderWebsocket;
  /** The last refusal from the server, until a connection succeeds again. */
  problem: string | null = null;
  online = false;
  /**
   * True once a connection attempt has failed, hung past CONNECT_GRACE_MS, or a connection dropped (until the next one
   * succeeds): offline.
   */
  private failed = false;
  /** True once the server said this phone is revoked: final, so the phone stops asking (see stopAsking). */
  revoked = false;
  private graceTimer: ReturnType<typeof setTimeout>;

  constructor(
    readonly me: EventMembership,
    private readonly options: SessionOptions,
  ) {
    this.socket = new HocuspocusProviderWebsocket({
      url: me.server,
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
      // Retry soon after a drop (a venue's Wi-Fi flickers), then back off to 10 s.
      delay: 500,
      minDelay: 250,
      factor: 1.5,
      maxDelay: 10_000,
      onStatus: ({ status }) => {
        this.online = status === 'connected';
        if (status === 'connected') this.failed = false;
        // A new connection asks for every document again, the ones refused as busy too.
        if (status === 'connected') this.clearBusy();
        // 'disconnected' follows a failed attempt or a dropped connection; 'connecting' says nothing yet.
        if (status === 'disconnected') this.failed = true;
        this.changed();
      },
    });
    this.graceTimer = setTimeout(() => {
      if (this.online || this.failed) return;
      this.failed = true;
      this.changed();
    }, CONNECT_GRACE_MS);
    for (const [name, changes] of Object.entries(options.unsent?.load() ?? {}))
      if (Array.isArray(changes)) this.unsent.set(name, changes);
    this.open(controlDocName(me.event), this.control);
    this.control.getMap('roster').observe(() => this.openTeam());
    this.ownDoc();
    this.open(callsDocName(me.event), this.callsDoc);
  }

  private changed(): void {
    this.options.onChange?.();
  }

  private report(reason: string): void {
    if (reason === 'revoked') this.stopAsking();
    this.problem = reason;
    this.options.onProblem?.(reason);
    this.changed();
  }

  private token(): string {
    const { judge, key, name, join } = this.me;
    return encodeToken({ v: PROTOCOL_VERSION, app: this.options.app, judge, key, name, ...(join ? { join } : {}) });
  }

  private open(name: string, doc: Y.Doc): void {
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
        this.busy.delete(name);
        this.unknownDocs.delete(name);
        if (this.problem && this.problem !== 'read-only') this.problem = null;
        this.changed();
      },
      // The phone's standing is its control and own documents'; a teammate's document the server does not know
      // (a roster entry it lost) is that document's problem only. A busy server is asked again, a refusal is final.
      onAuthenticationFailed: ({ reason }) => {
        if (TRANSIENT_REFUSALS.has(reason) && this.askAgainLater(name, reason)) return;
        this.busy.delete(name);
        if (this.mine(name)) return this.report(reason);
        this.unknownDocs.add(name);
        this.options.onProblem?.(reason);
        this.changed();
      },
      onStateless: ({ payload }) => this.onNotice(payload),
      // The server closes one document with a reason (revoked, a refused update); the others stay connected.
      onClose: ({ event }) => {
        if (!(event.reason in REFUSALS)) return;
        if (PHONE_REFUSALS.has(event.reason)) return this.mine(name) ? this.report(event.reason) : undefined;
        this.refusedDocs.set(name, event.reason);
        this.options.onProblem?.(event.reason);
        this.changed();
      },
      onSynced: () => this.changed(),
      // Every change this phone sent is on the server once none is left unacknowledged.
      onUnsyncedChanges: ({ number }) => {
        if (number > 0 || !provider.isSynced) return;
        this.settled(name);
        if (this.unsent.delete(name)) this.saveUnsent();
        this.refusedDocs.delete(name);
        this.changed();
      },
    });
    provider.on('message', ({ event }: { event: MessageEvent }) => {
      if (event.data instanceof ArrayBuffer && isNotAppliedAnswer(event.data)) this.notApplied(name);
    });
    this.providers.set(name, provider);
    this.docNames.set(doc, name);
    // The stored copy is loaded before the provider syncs. Loaded after, it would reach the provider as one local
    // change holding the whole document (the server's roster entries too), sent to the server as this phone's
    // update; loaded before, the sync's state vectors exchange only what either side lacks.
    if (!stored) return provider.attach();
    this.unloaded.set(doc, []);
    void loaded(stored.whenSynced).then(() => {
      if (this.destroyed) return;
      const writes = this.unloaded.get(doc) ?? [];
      this.unloaded.delete(doc);
      for (const write of writes) write();
      provider.attach();
    });
  }

  /**
   * Changes made before their document's stored copy has loaded, applied once it has: made earlier, a change would
   * not know the stored values it replaces, and Yjs could keep an older stored clock over the judge's new one.
   */
  private unloaded = new Map<Y.Doc, (() => void)[]>();

  /** Makes a change and remembers it as unsent until the server has it (see onUnsyncedChanges). */
  private write(doc: Y.Doc, what: UnsentChange, change: () => unknown): void {
    const made = () => {
      if (change() === false) return;
      const name = this.docNames.get(doc)!;
      this.unsent.set(name, [...(this.unsent.get(name) ?? []), what]);
      this.saveUnsent();
      this.changed();
    };
    const waiting = this.unloaded.get(doc);
    if (waiting) waiting.push(made);
    else made();
  }

  // --- What the server has, and what it refused ---

  /** Changes made on this phone that the server has not confirmed yet, by document name. */
  private unsent = new Map<string, UnsentChange[]>();

  private saveUnsent(): void {
    this.options.unsent?.save(Object.fromEntries(this.unsent));
  }
  /** Documents whose changes the server refused (a refused update), with why; the changes stay on this phone. */
  private refusedDocs = new Map<string, string>();
  private docNames = new Map<Y.Doc, string>();

  /** Why the server refuses this phone altogether (its secret, its event, revoked), or null. */
  get phoneRefusal(): string | null {
    return this.problem && this.problem !== 'read-only' ? this.problem : null;
  }

  /** Where this phone stands with the server, as the status line tells the judge. */
  get sync(): SyncState {
    const waiting = [...this.unsent.values()].reduce((n, list) => n + list.length, 0);
    const phone = this.phoneRefusal;
    const reason = phone ?? this.refusedDocs.values().next().value ?? null;
    if (reason) return { state: 'refused', reason, phoneRefused: phone !== null, waiting };
    if (!this.online) return { state: this.failed ? 'offline' : 'connecting', waiting };
    if (!this.allSynced || waiting > 0) return { state: 'syncing', waiting };
    return { state: 'connected', waiting: 0 };
  }

  /**
   * Whether a change of this phone's to a ruling (logged, edited, a note) has not reached the server: null when it
   * has (or none was made), otherwise why not yet — "waiting", or the server's refusal (see REFUSALS).
   */
  unsentRuling(ruling: string): string | null {
    return this.unsentWhere((c) => c.ruling === ruling);
  }

  /** The same for the round clock (the head judge's changes to it, and time extensions granted from it). */
  get unsentClock(): string | null {
    return this.unsentWhere((c) => c.kind === 'clock' || (c.kind === 'extension' && !c.ruling));
  }

  private unsentWhere(match: (c: UnsentChange) => boolean): string | null {
    for (const [name, changes] of this.unsent)
      if (changes.some(match)) {
        return this.phoneRefusal ?? this.refusedDocs.get(name) ?? 'waiting';
      }
    return null;
  }

  /** Teammates' documents the server refused to open (it does not know the judge): not waited for. */
  private unknownDocs = new Set<string>();

  /** Documents the server refused as busy, with the refusals in a row and the timer that asks again. */
  private busy = new Map<string, { refusals: number; timer: ReturnType<typeof setTimeout> | null }>();

  /**
   * Documents whose catch-up the server did not apply (it lacks a teammate's change this phone relays), with the
   * timer that syncs them again: once the author's phone has sent the change, the next sync has nothing the server
   * lacks, is acknowledged, and the status settles to connected.
   */
  private unapplied = new Map<string, { attempts: number; timer: ReturnType<typeof setTimeout> | null }>();

  private notApplied(name: string): void {
    if (this.destroyed || this.revoked) return;
    const entry = this.unapplied.get(name) ?? { attempts: 0, timer: null };
    this.unapplied.set(name, entry);
    if (entry.timer) return;
    // 2 s, doubling to a minute: a state-vector exchange each, small beside what a phone syncs anyway.
    const delay = Math.min(60_000, 2_000 * 2 ** entry.attempts++);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const provider = this.providers.get(name);
      if (!provider || this.destroyed || this.revoked || !this.online) return;
      if (provider.isSynced && provider.hasUnsyncedChanges) provider.forceSync();
    }, delay);
  }

  private settled(name: string): void {
    const entry = this.unapplied.get(name);
    if (entry?.timer) clearTimeout(entry.timer);
    this.unapplied.delete(name);
  }

  /** Documents waiting to be asked for again after a busy refusal. */
  get busyDocuments(): string[] {
    return [...this.busy.keys()];
  }

  /**
   * Asks again for a document the server refused as busy, after busyRetryDelay; false once MAX_BUSY_RETRIES refusals
   * came in a row (the refusal then stands until the next connection, which asks for every document again).
   */
  private askAgainLater(name: string, reason: string): boolean {
    if (this.revoked || this.destroyed) return true;
    const entry = this.busy.get(name) ?? { refusals: 0, timer: null };
    if (entry.timer) clearTimeout(entry.timer);
    if (entry.refusals >= MAX_BUSY_RETRIES) return false;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const provider = this.providers.get(name);
      // Disconnected meanwhile: the next connection authenticates every document anyway.
      if (!provider || this.revoked || this.destroyed || !this.online) return;
      // What the provider does on a new connection, for this document only (the others stay as they are).
      void provider.sendToken().then(() => provider.startSync());
    }, busyRetryDelay(entry.refusals));
    entry.refusals++;
    this.busy.set(name, entry);
    this.options.onProblem?.(reason);
    this.changed();
    return true;
  }

  private mine(name: string): boolean {
    return name === controlDocName(this.me.event) || name === judgeDocName(this.me.event, this.me.judge);
  }

  private ownDoc(): Y.Doc {
    return this.judgeDoc(this.me.judge);
  }

  private judgeDoc(judge: string): Y.Doc {
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

  // --- What a judge does ---

  get role(): 'head' | 'floor' {
    return readRoster(this.control).find((e) => e.judge === this.me.judge)?.role ?? 'floor';
  }

  logRuling(id: string, revision: string, fields: RulingFields, at = new Date().toISOString()): void {
    const doc = this.ownDoc();
    this.write(doc, { kind: 'ruling', ruling: id }, () =>
      logRuling(doc, { id, createdAt: at, by: this.me.judge, revision, fields }),
    );
  }

  /** Edits a ruling where it lives (the owner's document: the server lets only its owner or the head judge write). */
  editRuling(
    owner: string,
    id: string,
    revision: string,
    fields: RulingFields,
    at = new Date().toISOString(),
  ): boolean {
    const doc = this.judgeDoc(owner);
    let edited = false;
    this.write(
      doc,
      { kind: 'ruling', ruling: id },
      () => (edited = editRuling(doc, { ruling: id, by: this.me.judge, at, revision, fields })),
    );
    return edited;
  }

  addNote(note: Omit<SharedNote, 'by'>): void {
    const doc = this.ownDoc();
    this.write(doc, { kind: 'note', ruling: note.ruling }, () => addNote(doc, { ...note, by: this.me.judge }));
  }

  deleteRuling(id: string, at = new Date().toISOString()): void {
    this.write(this.control, { kind: 'deletion', ruling: id }, () => markDeleted(this.control, id, this.me.judge, at));
  }

  setEventInfo(info: EventInfo): void {
    this.write(this.control, { kind: 'event' }, () => setEventInfo(this.control, info));
  }

  /** The number of tables that can call a judge (0: calls off), beside the event's setup (the server reads it). */
  setTables(tables: number): void {
    this.write(this.control, { kind: 'event' }, () => this.control.getMap<unknown>('event').set('tables', tables));
  }

  setClock(clock: RoundClock): void {
    this.write(this.control, { kind: 'clock' }, () => setClock(this.control, clock));
  }

  /** What this judge does about a player's call (claim, release, escalate, resolve, a ruling logged from it). */
  callAction(call: string, kind: CallActionKind, ruling?: string, at = new Date().toISOString()): void {
    const doc = this.callsDoc;
    this.write(doc, { kind: 'call', call, ...(ruling ? { ruling } : {}) }, () =>
      appendCallAction(doc, { call, kind, by: this.me.judge, at, ...(ruling ? { ruling } : {}) }),
    );
  }

  /** Every call of the event as this phone knows it, oldest first, with the claiming judge's name. */
  get calls(): CallView[] {
    return callViews(this.callsDoc, this.roster);
  }

  /** Whether this judge's action on a call has not reached the server: null when it has, else why not yet. */
  unsentCall(call: string): string | null {
    return this.unsentWhere((c) => c.kind === 'call' && c.call === call);
  }

  /** Gives a table more time in a round (from a ruling, or from the clock), in this judge's own document. */
  grantExtension(grant: { round: string; table: string; ms: number; ruling?: string }, at = new Date()): string {
    const id = newId();
    const { round, table, ms, ruling = '' } = grant;
    const doc = this.ownDoc();
    this.write(doc, { kind: 'extension', ...(ruling ? { ruling } : {}) }, () =>
      addExtension(doc, { id, round, table, ms, ruling, by: this.me.judge, at: at.toISOString() }),
    );
    return id;
  }

  /** The head judge's correction of an extension (0 withdraws it): added beside it, the grant itself is kept. */
  correctExtension(
    extension: { id: string; round: string; table: string; ruling: string },
    ms: number,
    at = new Date(),
  ): void {
    const { id, round, table, ruling } = extension;
    const doc = this.ownDoc();
    this.write(doc, { kind: 'extension', ...(ruling ? { ruling } : {}) }, () =>
      addExtension(doc, {
        id: newId(),
        corrects: id,
        round,
        table,
        ms,
        ruling,
        by: this.me.judge,
        at: at.toISOString(),
      }),
    );
  }

  /** The time extensions in force (the head judge's corrections applied), oldest first. */
  get extensions() {
    return readEventExtensions(this.control, this.judgeDocs);
  }

  get log() {
    return readEventLog(this.control, this.judgeDocs);
  }

  get roster() {
    return readRoster(this.control);
  }

  get info() {
    return readEventInfo(this.control);
  }

  get clock() {
    return readClockOf(this.control);
  }

  // --- Head judge commands, answered by the server ---

  private waiting: ((n: ServerNotice) => void)[] = [];

  private onNotice(payload: string): void {
    let notice: ServerNotice;
    try {
      notice = JSON.parse(payload) as ServerNotice;
    } catch {
      return;
    }
    if (notice.type === 'join-secret') this.me.join = notice.secret;
    if (notice.type === 'call-secret') this.options.onCallSecret?.(notice.secret);
    this.waiting.shift()?.(notice);
    this.changed();
  }

  private command(command: HeadCommand): Promise<ServerNotice | null> {
    const provider = this.providers.get(controlDocName(this.me.event))!;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 10_000);
      this.waiting.push((n) => {
        clearTimeout(timer);
        resolve(n);
      });
      provider.sendStateless(JSON.stringify(command));
      if (command.type === 'revoke') {
        // The server answers a revoke only on failure; the roster change is the answer.
        const roster = this.control.getMap('roster');
        const seen = () => {
          if (readRoster(this.control).find((e) => e.judge === command.judge)?.revoked) {
            roster.unobserve(seen);
            clearTimeout(timer);
            this.waiting.shift();
            resolve({ type: 'error', reason: '' });
          }
        };
        roster.observe(seen);
      }
    });
  }

  /**
   * A new call secret for the table cards (the head judge's): cards printed before stop working. The server keeps
   * only its hash, so the phone keeps the secret (see onCallSecret) to print cards again.
   */
  async newCallSecret(): Promise<string | null> {
    const answer = await this.command({ type: 'new-call-secret' });
    return answer?.type === 'call-secret' ? answer.secret : null;
  }

  /** Revokes a judge (a lost phone): resolves true once the roster shows it. */
  async revoke(judge: string): Promise<boolean> {
    const answer = await this.command({ type: 'revoke', judge });
    return answer !== null && answer.type === 'error' && answer.reason === '';
  }

  /** A new join secret: old invitations stop working; judges already in keep their own keys. */
  async rotateJoinSecret(): Promise<string | null> {
    const answer = await this.command({ type: 'rotate-join' });
    return answer?.type === 'join-secret' ? answer.secret : null;
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
        this.unknownDocs.has(name) || (p.isSynced && (!p.hasUnsyncedChanges || (!head && !writable(name)))),
    );
  }

  goOffline(): void {
    this.failed = true;
    this.socket.disconnect();
    this.changed();
  }

  goOnline(): void {
    // A revocation is final: the network coming back does not make the phone ask again.
    if (this.revoked) return;
    this.problem = null;
    if (this.socket.status === 'disconnected') void this.socket.connect();
  }

  async whenStored(): Promise<void> {
    await Promise.all(this.stored.map((s) => (s as { whenSynced?: Promise<unknown> }).whenSynced));
  }

  /**
   * After a revocation: no more connection attempts (each would be refused, and logged by the server). The documents
   * stay on the phone as its last copy of the event; rulings logged from here on stay on it too.
   */
  private stopAsking(): void {
    if (this.revoked) return;
    this.revoked = true;
    this.clearBusy();
    this.online = false;
    this.socket.disconnect();
  }

  private destroyed = false;

  private clearBusy(): void {
    for (const entry of this.busy.values()) if (entry.timer) clearTimeout(entry.timer);
    this.busy.clear();
  }

  private clearUnapplied(): void {
    for (const name of [...this.unapplied.keys()]) this.settled(name);
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.graceTimer);
    this.clearBusy();
    this.clearUnapplied();
    // A socket closed while still connecting reports an error (Node's ws throws it when nobody listens).
    const ws = this.socket.webSocket as { addEventListener?: (type: string, f: () => void) => void } | null;
    ws?.addEventListener?.('error', () => {});
    for (const p of this.providers.values()) p.destroy();
    this.socket.destroy();
    for (const s of this.stored) s.destroy();
  }
}
