import * as v from 'valibot';
import { formatRemaining, remaining, type RoundClock } from './clock.ts';
import { MAX_SHORT } from '../toolkit/limits.ts';

/** Most minutes one extension adds: an hour is already far past any judge call. */
export const MAX_EXTENSION = 60;

/**
 * Time added to one table's round (a ruling took time): the table plays on past the round's end by that much.
 * Each is kept in the granting judge's own document (the only one a floor judge may write) and signed with their
 * id; the head judge corrects one by adding a correction in their own document, never by overwriting it. So an
 * extension granted offline merges like a ruling, and nobody's grant is silently lost.
 */
export const TimeExtensionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  /** The round it was granted in (the clock's round name). */
  round: v.pipe(v.string(), v.maxLength(MAX_SHORT)),
  table: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  /** Time added, in ms (0 in a correction withdraws it). */
  ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EXTENSION * 60_000)),
  /** The ruling it was granted with ('' when granted from the clock). */
  ruling: v.pipe(v.string(), v.maxLength(100)),
  /** The judge who granted it (or corrected it). */
  by: v.pipe(v.string(), v.maxLength(100)),
  /** When (ISO 8601, UTC), from that judge's phone. */
  at: v.pipe(v.string(), v.maxLength(40)),
  /** Set on a head judge's correction: the id of the extension it corrects. */
  corrects: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type TimeExtensionEntry = v.InferOutput<typeof TimeExtensionSchema>;

/** Reads the well-formed entries of a judge's document; anything else (another version's, a hostile phone's) is skipped. */
export function readExtensionEntries(raw: readonly unknown[]): TimeExtensionEntry[] {
  const out: TimeExtensionEntry[] = [];
  for (const r of raw) {
    const parsed = v.safeParse(TimeExtensionSchema, r);
    if (parsed.success) out.push(parsed.output);
  }
  return out;
}

/** An extension as the team sees it: the grant, with the head judge's latest correction applied. */
export interface TimeExtension {
  id: string;
  round: string;
  table: string;
  ms: number;
  ruling: string;
  by: string;
  at: string;
  /** The head judge's correction in force, with what was granted before it. */
  corrected: { by: string; at: string; grantedMs: number } | null;
}

const later = (a: { at: string; id: string }, b: { at: string; id: string }) =>
  a.at === b.at ? a.id > b.id : a.at > b.at;

/**
 * The extensions in force, from every judge's entries: a grant counts as signed by the judge whose document holds
 * it; a correction counts only from a head judge (the latest wins); a withdrawn one (0 min) is left out.
 */
export function extensionsInForce(
  entriesByJudge: ReadonlyMap<string, readonly TimeExtensionEntry[]>,
  isHead: (judge: string) => boolean,
): TimeExtension[] {
  const grants = new Map<string, TimeExtension>();
  const corrections = new Map<string, TimeExtensionEntry>();
  for (const [owner, entries] of entriesByJudge)
    for (const e of entries) {
      // An entry signed with another judge's id than its document's owner is not trusted (the server refuses them).
      if (e.by !== owner) continue;
      if (e.corrects === undefined) {
        if (e.ms > 0 && !grants.has(e.id)) grants.set(e.id, { ...e, corrected: null });
      } else if (isHead(owner)) {
        const before = corrections.get(e.corrects);
        if (!before || later(e, before)) corrections.set(e.corrects, e);
      }
    }
  const out: TimeExtension[] = [];
  for (const grant of grants.values()) {
    const c = corrections.get(grant.id);
    const ext = c ? { ...grant, ms: c.ms, corrected: { by: c.by, at: c.at, grantedMs: grant.ms } } : grant;
    if (ext.ms > 0) out.push(ext);
  }
  return out.sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1));
}

/** "12" from "12", "Table 12", "table 12 " (a table is named the same way on every phone). */
export function tableName(text: string): string {
  return text
    .trim()
    .replace(/^table\s*/i, '')
    .trim();
}

/** A grant as typed (table, minutes): its table and length, or what is wrong with it, said to the judge. */
export function parseExtension(table: string, minutes: string): { table: string; ms: number } | { problem: string } {
  const t = tableName(table);
  if (!t) return { problem: 'Write the table number the extension is for.' };
  if (t.length > 40) return { problem: 'A table number is 40 characters at most.' };
  const m = minutes.trim();
  const range = `a whole number of minutes from 1 to ${MAX_EXTENSION}`;
  if (!/^\d+$/.test(m)) return { problem: `Write how much time to add: ${range}.` };
  const n = Number(m);
  if (n < 1 || n > MAX_EXTENSION) return { problem: `${n} minutes cannot be added: write ${range}.` };
  return { table: t, ms: n * 60_000 };
}

/** One table of the round with its own end: the round's time left plus its extensions. */
export interface TableTime {
  table: string;
  /** All the extensions of this table in this round, in ms. */
  extensionMs: number;
  /** Time left at this table (negative once it is over). */
  left: number;
}

/** Every table extended in the clock's round, with its own time left; most time left first. */
export function tableTimes(clock: RoundClock, extensions: readonly TimeExtension[], now: number): TableTime[] {
  const byTable = new Map<string, number>();
  for (const e of extensions) if (e.round === clock.round) byTable.set(e.table, (byTable.get(e.table) ?? 0) + e.ms);
  const roundLeft = remaining(clock, now);
  return [...byTable]
    .map(([table, extensionMs]) => ({ table, extensionMs, left: roundLeft + extensionMs }))
    .sort((a, b) => b.left - a.left || a.table.localeCompare(b.table, undefined, { numeric: true }));
}

/** At time, the tables still playing on their extensions: "still playing: 12 (2:41 left), 7 (0:55 left)"; null when none. */
export function stillPlaying(clock: RoundClock, extensions: readonly TimeExtension[], now: number): string | null {
  if (remaining(clock, now) > 0) return null;
  const playing = tableTimes(clock, extensions, now).filter((t) => t.left > 0);
  if (playing.length === 0) return null;
  return `still playing: ${playing.map((t) => `${t.table} (${formatRemaining(t.left)} left)`).join(', ')}`;
}
