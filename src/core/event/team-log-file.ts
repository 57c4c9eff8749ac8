import { buildExport } from '../toolkit/export-json.ts';
import type { CallExport, Ruling } from '../toolkit/schema.ts';
import type { CallView } from './calls.ts';
import { toRuling, toSharedFields, type PassageLookup } from './convert.ts';
import type { SharedRulingView } from './event-docs.ts';
import type { RulingFields } from './shared-ruling.ts';

/**
 * The team log as a file in the personal log's export format: each ruling with the event's name and its round,
 * and each cited rule with the text it had when cited. Any Rulekeeper imports it into a personal log; a team log
 * imports it back (see toFileIn). Deleted rulings are left out. The event's judge calls are kept beside the rulings.
 */
export function teamLogJson(
  log: readonly SharedRulingView[],
  eventName: string,
  now: Date,
  calls: readonly CallView[] = [],
): string {
  const rulings = log.filter((r) => !r.deleted).map((r) => toRuling(r, eventName));
  const file = buildExport({ rulings, bookmarks: [], notes: [] }, now);
  // The judge calls go with it, oldest first: the event's record of who called, who went and how long it took.
  return `${JSON.stringify(calls.length ? { ...file, calls: calls.map(callExport) } : file, null, 2)}\n`;
}

/** A call as the export keeps it: the judge who went by name, as the team saw it. */
export function callExport(call: CallView): CallExport {
  return {
    id: call.id,
    table: call.table,
    round: call.round,
    game: call.game,
    text: call.text,
    state: call.state,
    calledAt: call.calledAt,
    claimedAt: call.claimedAt,
    claimedBy: call.claimedByName ?? call.claimedBy,
    escalatedAt: call.escalatedAt,
    resolvedAt: call.resolvedAt,
    cancelledAt: call.cancelledAt,
    rulings: [...call.rulings],
  };
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
