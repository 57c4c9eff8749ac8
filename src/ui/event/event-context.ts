/**
 * What the rest of the app needs of the active event (its name, rulebooks and current round), kept in localStorage
 * beside the membership: search and the ruling form read it at once, without loading the sync engine.
 */
export interface EventContext {
  name: string;
  rulebooks: string[];
  round: string;
}

/** The membership's key (see membership.ts): a phone is in an event while it is set. */
const MEMBERSHIP_KEY = 'rulekeeper.event';
const KEY = 'rulekeeper.event.context';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Sent on window when this phone joins or leaves an event (the header's clock appears or goes). */
export const MEMBERSHIP_CHANGED = 'rulekeeper:event-membership';

export function membershipChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MEMBERSHIP_CHANGED));
}

export function inEvent(): boolean {
  return storage()?.getItem(MEMBERSHIP_KEY) != null;
}

/** The active event as last seen on this phone; null when the phone is in no event. */
export function eventContext(): EventContext | null {
  const store = storage();
  if (!store || store.getItem(MEMBERSHIP_KEY) == null) return null;
  try {
    const raw = JSON.parse(store.getItem(KEY) ?? '{}') as Partial<EventContext>;
    return {
      name: typeof raw.name === 'string' ? raw.name : '',
      rulebooks: Array.isArray(raw.rulebooks) ? raw.rulebooks.filter((r) => typeof r === 'string') : [],
      round: typeof raw.round === 'string' ? raw.round : '',
    };
  } catch {
    return { name: '', rulebooks: [], round: '' };
  }
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
  const store = storage();
  const before = eventContext() ?? { name: '', rulebooks: [], round: '' };
  const next = { ...before, ...known };
  if (store && JSON.stringify(next) !== JSON.stringify(before)) store.setItem(KEY, JSON.stringify(next));
}

export function clearEventContext(): void {
  storage()?.removeItem(KEY);
}
