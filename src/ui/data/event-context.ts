import { STORE_KEYS, getJson, getText, removeKey, setJson } from '../local-store.ts';

/**
 * What the rest of the app needs of the active event (its name, rulebooks and current round), kept in localStorage
 * beside the membership: search and the ruling form read it at once, without loading the sync engine.
 */
export interface EventContext {
  name: string;
  rulebooks: string[];
  round: string;
}

/** Sent on window when this phone joins or leaves an event (the header's clock appears or goes). */
export const MEMBERSHIP_CHANGED = 'rulekeeper:event-membership';

export function membershipChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MEMBERSHIP_CHANGED));
}

export function inEvent(): boolean {
  return getText(STORE_KEYS.membership) !== null;
}

/** The active event as last seen on this phone; null when the phone is in no event. */
export function eventContext(): EventContext | null {
  if (!inEvent()) return null;
  const raw =
    getJson(STORE_KEYS.eventContext, (value) =>
      typeof value === 'object' && value !== null ? (value as Partial<EventContext>) : null,
    ) ?? {};
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    rulebooks: Array.isArray(raw.rulebooks) ? raw.rulebooks.filter((r) => typeof r === 'string') : [],
    round: typeof raw.round === 'string' ? raw.round : '',
  };
}

/**
 * The active event's name: from its document, or as last seen on this phone while the document loads after a
 * reload; '' when neither knows it.
 */
export function eventNameNow(session: { info: { name: string } | null } | null): string {
  return session?.info?.name || eventContext()?.name || '';
}

/** Keeps what is known now; what the shared documents have not told this phone yet stays as last seen. */
export function saveEventContext(known: Partial<EventContext>): void {
  const before = eventContext() ?? { name: '', rulebooks: [], round: '' };
  const next = { ...before, ...known };
  if (JSON.stringify(next) !== JSON.stringify(before)) setJson(STORE_KEYS.eventContext, next);
}

export function clearEventContext(): void {
  removeKey(STORE_KEYS.eventContext);
}
