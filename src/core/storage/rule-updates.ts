import type { BookChanges } from '../changes/compare-versions.ts';
import { getSetting, setSetting } from './store.ts';

/** What one update of the app changed in its rulebooks, worked out on the phone before the update took over. */
export interface RuleUpdate {
  /** When the phone worked it out (the update was ready). */
  at: string;
  /** The rulebooks list (a content-hashed file) the phone had, and the one the update brought. */
  from: string;
  to: string;
  /** Rulebooks whose text differs; a rulebook the update leaves alone is not listed. */
  books: BookChanges[];
}

const KEY = 'ruleUpdates';
/** Updates kept, newest first: each holds only the passages that changed, a few KB. */
const KEPT = 10;

/** The updates recorded on this phone, newest first. */
export function listRuleUpdates(): Promise<RuleUpdate[]> {
  return getSetting<RuleUpdate[]>(KEY, []);
}

/** Records what an update changes (once per update: worked out again, it replaces the earlier record). */
export async function recordRuleUpdate(update: RuleUpdate): Promise<void> {
  const kept = (await listRuleUpdates()).filter((u) => u.to !== update.to || u.from !== update.from);
  await setSetting(KEY, [update, ...kept].slice(0, KEPT));
}

/**
 * True when no update recorded after `since` changed this place of a rulebook (a section, or one passage of it):
 * the words this phone shows now are then those it showed at `since`.
 */
export function unchangedSince(
  updates: readonly RuleUpdate[],
  place: { ruleset: string; anchor: string; passage?: string | undefined },
  since: string,
): boolean {
  return !updates.some(
    (u) =>
      u.at > since &&
      u.books.some(
        (b) =>
          b.ruleset === place.ruleset &&
          b.changes.some((c) => {
            const before = 'before' in c && typeof c.before === 'object' ? c.before : null;
            const after = 'after' in c && typeof c.after === 'object' ? c.after : null;
            const entries = [before?.entry, after?.entry, 'entry' in c ? c.entry : undefined];
            return entries.includes(place.anchor);
          }),
      ),
  );
}
