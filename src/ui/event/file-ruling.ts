import { toSharedFields } from '../../core/event/convert.ts';
import { newId } from '../../core/storage/ids.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { eventContext } from './event-context.ts';
import { loadCited, passageNow } from './passage-now.ts';
import { eventSession } from './use-event.ts';

/**
 * The event's name: from its document, or as last seen on this phone while the document loads after a reload; while
 * the server refuses this phone, with the fact that the team log is this phone's copy only.
 */
function eventName(session: NonNullable<ReturnType<typeof eventSession>>): string {
  const name = session.info?.name || eventContext()?.name || 'the event';
  return session.phoneRefusal ? `${name}, on this phone only (the sync server refused this phone)` : name;
}

/**
 * Files a ruling just saved to the personal log into the active event's team log as well, under the current round
 * when it names none, with each cited rule's text and edition as this phone shows them now. Returns the event's
 * name, or null when the phone is in no event. Works offline: the team log merges when the server is reachable.
 */
export async function fileInEvent(ruling: Ruling): Promise<string | null> {
  const session = eventSession();
  if (!session) return null;
  await loadCited(ruling.citations);
  const round = ruling.round || session.clock?.round || '';
  session.logRuling(ruling.id, newId(), toSharedFields({ ...ruling, round }, passageNow), ruling.createdAt);
  return eventName(session);
}

/**
 * Carries an edit of a ruling that is in the active event's team log into it, as a new revision with each cited
 * rule's text as this phone shows it now. Only where this judge may write: their own ruling, or any as head judge
 * (the server refuses the rest, and a refused edit would leave this phone's copy apart from the team's). Returns
 * the event's name, or null when the ruling is not in the team log or not this judge's to edit.
 */
export async function reviseInEvent(ruling: Ruling): Promise<string | null> {
  const session = eventSession();
  const shared = session?.log.find((r) => r.id === ruling.id);
  if (!session || !shared || shared.deleted) return null;
  if (shared.owner !== session.me.judge && session.role !== 'head') return null;
  await loadCited(ruling.citations);
  const round = ruling.round || shared.fields.round;
  const fields = toSharedFields({ ...ruling, round }, passageNow);
  return session.editRuling(shared.owner, ruling.id, newId(), fields) ? eventName(session) : null;
}
