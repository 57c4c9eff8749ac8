import * as Y from 'yjs';
import { CALLS_ROOTS, CONTROL_ROOTS, JUDGE_ROOTS, MAX_UPDATE_BYTES, type Refusal } from '../core/event/protocol.ts';
import { rootsDeleted, rootsWritten } from './update-roots.ts';

/** What an update may write: decisions on a payload and the server's copy, testable without a socket. */

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
 * Refuses an update that is too large, does not decode as a Yjs update, or writes into or deletes from a root type the
 * document does not have (or one only the server writes, the roster), whether its items name that root or a
 * neighbour in it.
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
  if (checkRoots) {
    for (const root of rootsWritten(decoded, known)) if (!WRITABLE_ROOTS[kind].has(root)) return 'malformed-update';
    // Nor may it delete there: a head judge's phone deleting a roster entry would drop a judge from every roster.
    for (const root of rootsDeleted(decoded, known)) if (!WRITABLE_ROOTS[kind].has(root)) return 'malformed-update';
  }
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
