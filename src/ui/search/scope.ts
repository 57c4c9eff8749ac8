import { findManifest } from '../data/rulesets.ts';
import { eventContext } from '../data/event-context.ts';

/**
 * A search's scope as the filter holds it: one rulebook's id, several joined by "+" (an event's rulebooks), or
 * null for every rulebook.
 */
const JOIN = '+';

/** The rulebooks a scope covers, or null for all of them. */
export function scopeIds(scope: string | null): string[] | null {
  return scope ? scope.split(JOIN) : null;
}

/** True when every rulebook the scope names is in this app (a stored or linked scope may name one no longer here). */
export function validScope(scope: string | null | undefined): scope is string {
  return !!scope && scope.split(JOIN).every((id) => findManifest(id));
}

/** While an event is active, the scope of its rulebooks this app has; null when in no event or it names none. */
export function eventScope(): string | null {
  const ids = [...new Set(eventContext()?.rulebooks ?? [])].filter((id) => findManifest(id));
  return ids.length ? ids.join(JOIN) : null;
}

/** "Rage 2018", or "Rage 2018 + KeyForge". */
export function scopeTitle(scope: string): string {
  return scope
    .split(JOIN)
    .map((id) => findManifest(id)?.meta.shortTitle ?? id)
    .join(' + ');
}
