import { toSharedFields } from '../../core/event/convert.ts';
import { newId } from '../../core/storage/ids.ts';
import { saveRuling } from '../../core/storage/rulings.ts';
import type { SaveResult } from '../../core/storage/store.ts';
import { blankRuling } from '../../core/toolkit/blank.ts';
import type { Citation, Ruling } from '../../core/toolkit/schema.ts';
import { eventNameNow } from '../data/event-context.ts';
import { loadCited, passageNow } from './passage-now.ts';
import { eventSession } from './use-event.ts';

/**
 * The event's name: from its document, or as last seen on this phone while the document loads after a reload; while
 * the server refuses this phone, with the fact that the team log is this phone's copy only.
 */
function eventName(session: NonNullable<ReturnType<typeof eventSession>>): string {
  const name = eventNameNow(session) || 'the event';
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

/** What the Event page's own form asks for: the rest of the ruling is the event's (its name, the current round). */
export interface QuickRuling {
  table: string;
  question: string;
  ruling: string;
  /** The round it belongs to, when not the clock's (a call made in an earlier round). */
  round?: string;
  /** The rule it cites (a judge call's passage found). */
  citation?: Citation;
}

/**
 * Logs a ruling from the Event page's own form the way every ruling is logged: kept in the judge's personal log (so
 * it stays theirs when they leave the event), and filed in the team log like one saved from the log form. Filed in
 * the team log even when the personal log refuses it (storage full), so the ruling is not lost; the refusal is
 * returned for the page to say.
 */
export async function logFromEventPage(quick: QuickRuling, now = new Date(), id = newId()): Promise<SaveResult> {
  const session = eventSession();
  const ruling: Ruling = {
    ...blankRuling(id, now, {
      event: eventNameNow(session),
      round: quick.round?.trim() || (session?.clock?.round ?? ''),
      table: quick.table.trim(),
      ...(quick.citation ? { citation: quick.citation } : {}),
    }),
    question: quick.question.trim(),
    ruling: quick.ruling.trim(),
  };
  // Both at once: the team log shows it without waiting for the phone's storage.
  const [kept] = await Promise.all([saveRuling(ruling), fileInEvent(ruling)]);
  return kept;
}
