import { MessageType } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';

/**
 * When a phone asks the server again for one document: after a busy refusal (see TRANSIENT_REFUSALS), and after the
 * server's "not applied" answer to a catch-up it relayed.
 */

/**
 * How long a phone waits before asking again for a document the server refused as busy: 1 s, doubling up to 30 s,
 * each wait drawn between half and all of it, so a hall of phones refused together does not come back together.
 */
export function busyRetryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

/** Busy refusals of one document in a row after which the phone waits for its next connection (about 10 minutes). */
export const MAX_BUSY_RETRIES = 25;

/** 2 s, doubling to a minute: a state-vector exchange each, small beside what a phone syncs anyway. */
export function unappliedRetryDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** attempt);
}

/**
 * True for the server's "not applied" answer to a change this phone sent (Hocuspocus's SyncStatus message, false): a
 * catch-up the server did not apply, such as a teammate's change the server lost, which only its author may send.
 * The message is the document's name, the message type and 0, read as the provider reads Hocuspocus messages (lib0).
 */
export function isNotAppliedAnswer(data: ArrayBuffer | Uint8Array): boolean {
  const message = decoding.createDecoder(data instanceof Uint8Array ? data : new Uint8Array(data));
  try {
    decoding.readVarString(message);
    return (
      decoding.readVarUint(message) === MessageType.SyncStatus &&
      decoding.readVarUint(message) === 0 &&
      !decoding.hasContent(message)
    );
  } catch {
    // Cut short (lib0 throws on reading past the end): no answer of the server's.
    return false;
  }
}
