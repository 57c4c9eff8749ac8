import type * as Y from 'yjs';
import type { Refusal, ServerNotice } from './protocol.ts';

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
  /** How long a connection may stay quiet before the provider drops and reopens it (Hocuspocus: 30 s). */
  quietTimeoutMs?: number;
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
 * What the status line says: connecting (no attempt has failed yet), connected, syncing, offline (an attempt failed),
 * or refused (with why); `unsent` counts this phone's changes the server has not confirmed.
 */
export type SyncState =
  | { state: 'connecting'; unsent: number }
  | { state: 'connected'; unsent: 0 }
  | { state: 'syncing'; unsent: number }
  | { state: 'offline'; unsent: number }
  | { state: 'refused'; reason: string; phoneRefused: boolean; unsent: number };

/**
 * How long a first connection attempt may hang (a captive portal, Wi-Fi that drops packets) before the status line
 * says offline rather than connecting.
 */
export const CONNECT_GRACE_MS = 10_000;

/** A timer that asks the server again for one document, with how many times it has already. */
export interface RetryTimer {
  attempts: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Everything an event session knows about its connection and its documents, in one place: what the status line and
 * the unsent marks are worked out from.
 */
export class SessionState {
  /** True while the socket is connected. */
  online = false;
  /**
   * True once a connection attempt has failed, hung past CONNECT_GRACE_MS, or a connection dropped (until the next one
   * succeeds): offline.
   */
  attemptFailed = false;
  /** The last refusal from the server, until a connection succeeds again. */
  problem: string | null = null;
  /** True once the server said this phone is revoked: final, so the phone stops asking. */
  revoked = false;
  /** True once the session is destroyed: no timer may act after it. */
  destroyed = false;

  /** Each document's name on the server. */
  readonly docNames = new Map<Y.Doc, string>();
  /**
   * Changes made before their document's stored copy has loaded, applied once it has: made earlier, a change would
   * not know the stored values it replaces, and Yjs could keep an older stored clock over the judge's new one.
   */
  readonly writesBeforeLoad = new Map<Y.Doc, (() => void)[]>();
  /** Changes made on this phone that the server has not confirmed yet, by document name. */
  readonly unsent = new Map<string, UnsentChange[]>();
  /** Documents whose changes the server refused (a refused update), with why; the changes stay on this phone. */
  readonly refusedDocs = new Map<string, string>();
  /** Teammates' documents the server refused to open (it does not know the judge): not waited for. */
  readonly unknownDocs = new Set<string>();
  /** Documents the server refused as busy, with the refusals in a row (attempts) and the timer that asks again. */
  readonly busyRetries = new Map<string, RetryTimer>();
  /**
   * Documents whose catch-up the server did not apply (it lacks a teammate's change this phone relays), with the
   * timer that syncs them again: once the author's phone has sent the change, the next sync has nothing the server
   * lacks, is acknowledged, and the status settles to connected.
   */
  readonly unappliedRetries = new Map<string, RetryTimer>();
  /** The head judge's commands sent on the control document and waiting for the server's answer, by command id. */
  readonly answerResolvers = new Map<string, (notice: ServerNotice) => void>();
  /** Head judge commands sent from this page: each one's id starts with its number. */
  commandsSent = 0;

  /** Why the server refuses this phone altogether (its secret, its event, revoked), or null. */
  get phoneRefusal(): string | null {
    return this.problem && this.problem !== 'read-only' ? this.problem : null;
  }

  /** How many changes of this phone's the server has not confirmed. */
  get unsentCount(): number {
    return [...this.unsent.values()].reduce((n, list) => n + list.length, 0);
  }

  /** Where this phone stands with the server, as the status line tells the judge. */
  syncState(allSynced: boolean): SyncState {
    const unsent = this.unsentCount;
    const phone = this.phoneRefusal;
    const reason = phone ?? this.refusedDocs.values().next().value ?? null;
    if (reason) return { state: 'refused', reason, phoneRefused: phone !== null, unsent };
    if (!this.online) return { state: this.attemptFailed ? 'offline' : 'connecting', unsent };
    if (!allSynced || unsent > 0) return { state: 'syncing', unsent };
    return { state: 'connected', unsent: 0 };
  }

  /**
   * Whether a change matching `match` has not reached the server: null when it has (or none was made), otherwise why
   * not yet: 'pending' (not sent, or not confirmed yet), or the server's refusal (see REFUSALS).
   */
  unsentStatus(match: (c: UnsentChange) => boolean): string | null {
    for (const [name, changes] of this.unsent)
      if (changes.some(match)) return this.phoneRefusal ?? this.refusedDocs.get(name) ?? 'pending';
    return null;
  }

  /** Stops the busy retries: a new connection asks for every document again, and a revoked phone asks no more. */
  clearBusyRetries(): void {
    for (const entry of this.busyRetries.values()) if (entry.timer) clearTimeout(entry.timer);
    this.busyRetries.clear();
  }

  /** A document's changes are all on the server: no catch-up to send again. */
  settled(name: string): void {
    const entry = this.unappliedRetries.get(name);
    if (entry?.timer) clearTimeout(entry.timer);
    this.unappliedRetries.delete(name);
  }

  clearUnappliedRetries(): void {
    for (const name of [...this.unappliedRetries.keys()]) this.settled(name);
  }
}
