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
import { controlDocName, type HeadCommand, type ServerNotice } from './protocol.ts';
import type { RulingFields } from './shared-ruling.ts';
import { newId } from '../storage/ids.ts';
import { SessionConnection } from './session-connection.ts';

export { busyRetryDelay, isNotAppliedAnswer, MAX_BUSY_RETRIES } from './document-retry.ts';
export {
  CONNECT_GRACE_MS,
  PHONE_REFUSALS,
  type EventMembership,
  type Persist,
  type SessionOptions,
  type SyncState,
  type UnsentChange,
} from './session-state.ts';

/**
 * An event as this phone takes part in it: the team log, the round clock, time extensions and judge calls, written
 * to documents kept on the phone and synced to the event's Hocuspocus server (session-connection.ts). Logging works
 * offline; the documents merge when any network path to the server exists.
 */
export class EventSession extends SessionConnection {
  // --- What a judge does ---

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

  /** Sends a command and resolves with the server's answer to it (by its id), or null after 10 s without one. */
  private command(command: HeadCommand): Promise<ServerNotice | null> {
    const provider = this.providers.get(controlDocName(this.me.event))!;
    const { answerResolvers } = this.state;
    const id = `${++this.state.commandsSent}-${Math.random().toString(36).slice(2, 10)}`;
    return new Promise((resolve) => {
      // One never answered (a connection lost meanwhile) stops waiting, and no later answer is taken for it.
      const timer = setTimeout(() => {
        answerResolvers.delete(id);
        resolve(null);
      }, 10_000);
      answerResolvers.set(id, (n) => {
        clearTimeout(timer);
        answerResolvers.delete(id);
        resolve(n);
      });
      provider.sendStateless(JSON.stringify({ ...command, id }));
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

  /** Revokes a judge (a lost phone): true once the server says so, after it wrote the roster entry that shows it. */
  async revoke(judge: string): Promise<boolean> {
    const answer = await this.command({ type: 'revoke', judge });
    return answer?.type === 'revoked' && answer.judge === judge;
  }

  /** A new join secret: old invitations stop working; judges already in keep their own keys. */
  async rotateJoinSecret(): Promise<string | null> {
    const answer = await this.command({ type: 'rotate-join' });
    return answer?.type === 'join-secret' ? answer.secret : null;
  }
}
