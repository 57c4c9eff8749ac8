import { toSharedFields } from '../../core/event/convert.ts';
import { newId } from '../../core/storage/ids.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { loadCited, passageNow } from './passage-now.ts';
import { eventSession } from './use-event.ts';

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
  return session.info?.name ?? 'the event';
}
