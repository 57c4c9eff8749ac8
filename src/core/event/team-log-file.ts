import { exportJson } from '../toolkit/export-json.ts';
import type { Ruling } from '../toolkit/schema.ts';
import { toRuling, toSharedFields, type PassageLookup } from './convert.ts';
import type { SharedRulingView } from './event-docs.ts';
import type { RulingFields } from './shared-ruling.ts';

/**
 * The team log as a file in the personal log's export format: each ruling with the event's name and its round,
 * and each cited rule with the text it had when cited. Any Rulekeeper imports it into a personal log; a team log
 * imports it back (see toFileIn). Deleted rulings are left out.
 */
export function teamLogJson(log: readonly SharedRulingView[], eventName: string, now: Date): string {
  const rulings = log.filter((r) => !r.deleted).map((r) => toRuling(r, eventName));
  return exportJson({ rulings, bookmarks: [], notes: [] }, now);
}

/**
 * The rulings of an imported file that a team log lacks (by id), as shared rulings: a cited rule keeps the text
 * the file stored for it, else takes the text this phone shows now. Rulings already in the log are counted.
 */
export function toFileIn(
  rulings: readonly Ruling[],
  log: readonly Pick<SharedRulingView, 'id'>[],
  lookup: PassageLookup,
): { add: { id: string; createdAt: string; fields: RulingFields }[]; already: number } {
  const have = new Set(log.map((r) => r.id));
  const stored: PassageLookup = (c) => (c.text !== undefined ? { passage: c.passage ?? '', text: c.text } : lookup(c));
  const fresh = rulings.filter((r) => !have.has(r.id));
  return {
    add: fresh.map((r) => ({ id: r.id, createdAt: r.createdAt, fields: toSharedFields(r, stored) })),
    already: rulings.length - fresh.length,
  };
}
