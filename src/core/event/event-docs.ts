import * as Y from 'yjs';
import * as v from 'valibot';
import { readClock, type RoundClock } from './clock.ts';
import { currentState, readRevisions, type Race, type Revision, type RulingFields } from './shared-ruling.ts';
import { MAX_LONG, MAX_SHORT } from '../toolkit/limits.ts';
import { MAX_TABLES, type Role } from './protocol.ts';
import {
  extensionsInForce,
  readExtensionEntries,
  type TimeExtension,
  type TimeExtensionEntry,
} from './time-extensions.ts';

/** Reading and writing an event's shared documents (see protocol.ts for which document holds what). */

/** The event as the head judge set it up. */
export const EventInfoSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_SHORT)),
  /** First and last day, YYYY-MM-DD. */
  startDate: v.pipe(v.string(), v.maxLength(10)),
  endDate: v.pipe(v.string(), v.maxLength(10)),
  /** Ruleset ids in play: search defaults to them. */
  rulebooks: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20)),
  /** Round names, in order ("Round 1", "Top 8"). */
  rounds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_SHORT))), v.maxLength(50)),
  /** Tables that can call a judge (1..500); 0, or absent in events set up before calls, is calls off. */
  tables: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TABLES)), 0),
});
/** The event as written: a form that does not set the tables leaves them as they are. */
export type EventInfo = v.InferInput<typeof EventInfoSchema>;
/** The event as read: the tables always there (0 when never set). */
export type ReadEventInfo = v.InferOutput<typeof EventInfoSchema>;

export interface RosterEntry {
  judge: string;
  name: string;
  role: Role;
  revoked: boolean;
  joinedAt: string;
}

/** A judge's name as the team sees it (their id when the roster does not have them yet). */
export function judgeName(roster: readonly RosterEntry[], judge: string): string {
  return roster.find((j) => j.judge === judge)?.name ?? judge;
}

export interface SharedNote {
  id: string;
  ruling: string;
  by: string;
  at: string;
  text: string;
}

/** A ruling of the shared log as a phone shows it. */
export interface SharedRulingView {
  id: string;
  /** The judge whose document holds it (who logged it): set by where it lives, not by what it claims. */
  owner: string;
  createdAt: string;
  /** When the revision shown was made (the ruling's last change). */
  updatedAt: string;
  fields: RulingFields;
  /** When edits raced, all of them (the first is shown as the ruling). */
  race: Race | null;
  revisions: number;
  /** Revisions a phone could not read (from another version or damaged): counted so the judge knows. */
  damaged: number;
  notes: SharedNote[];
  deleted: { by: string; at: string } | null;
}

const rulings = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('rulings');
const notes = (doc: Y.Doc) => doc.getArray<unknown>('notes');

/** Files a new ruling in the judge's own document. */
export function logRuling(
  doc: Y.Doc,
  ruling: { id: string; createdAt: string; by: string; revision: string; fields: RulingFields },
): void {
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    map.set('id', ruling.id);
    map.set('createdAt', ruling.createdAt);
    const revisions = new Y.Array<unknown>();
    const first: Revision = {
      id: ruling.revision,
      parents: [],
      by: ruling.by,
      at: ruling.createdAt,
      fields: ruling.fields,
    };
    revisions.push([first]);
    map.set('revisions', revisions);
    rulings(doc).set(ruling.id, map);
  });
}

/**
 * Records an edit as a new revision on top of every revision this phone has seen as current: nothing is
 * overwritten, so an edit made at the same time on another phone stays, and the ruling shows the race.
 * Returns false when the ruling is not in this document.
 */
export function editRuling(
  doc: Y.Doc,
  edit: { ruling: string; by: string; at: string; revision: string; fields: RulingFields },
): boolean {
  const map = rulings(doc).get(edit.ruling);
  const list = map?.get('revisions');
  if (!(list instanceof Y.Array)) return false;
  const { revisions } = readRevisions(list.toArray());
  const built = new Set(revisions.flatMap((r) => r.parents));
  const parents = revisions.filter((r) => !built.has(r.id)).map((r) => r.id);
  const revision: Revision = { id: edit.revision, parents, by: edit.by, at: edit.at, fields: edit.fields };
  list.push([revision]);
  return true;
}

/** A note on any ruling of the event, kept in the writing judge's own document. */
export function addNote(doc: Y.Doc, note: SharedNote): void {
  notes(doc).push([note]);
}

function readNote(raw: unknown): SharedNote | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const n = raw as Record<string, unknown>;
  const ok = (x: unknown, max: number) => typeof x === 'string' && x.length <= max;
  if (!ok(n.id, 100) || !ok(n.ruling, 100) || !ok(n.by, 100) || !ok(n.at, 40) || !ok(n.text, MAX_LONG)) return null;
  return {
    id: n.id as string,
    ruling: n.ruling as string,
    by: n.by as string,
    at: n.at as string,
    text: n.text as string,
  };
}

/** Everything in one judge's document: their rulings (without notes and deletions, which the log adds) and notes. */
export function readJudgeDoc(doc: Y.Doc, owner: string): { rulings: SharedRulingView[]; notes: SharedNote[] } {
  const out: SharedRulingView[] = [];
  for (const [id, map] of rulings(doc).entries()) {
    if (!(map instanceof Y.Map)) continue;
    const list = map.get('revisions');
    const createdAt = map.get('createdAt');
    if (!(list instanceof Y.Array) || typeof createdAt !== 'string') continue;
    const { revisions, damaged } = readRevisions(list.toArray());
    const state = currentState(revisions);
    if (!state) continue;
    out.push({
      id,
      owner,
      createdAt,
      updatedAt: state.at,
      fields: state.fields,
      race: state.race,
      revisions: revisions.length,
      damaged,
      notes: [],
      deleted: null,
    });
  }
  const noteList = notes(doc)
    .toArray()
    .map(readNote)
    .filter((n): n is SharedNote => n !== null);
  return { rulings: out, notes: noteList };
}

// --- The control document: event, roster, clock, deletions (written by the head judge; roster by the server). ---

export function setEventInfo(doc: Y.Doc, info: EventInfo): void {
  const map = doc.getMap<unknown>('event');
  doc.transact(() => {
    for (const [k, value] of Object.entries(info)) if (value !== undefined) map.set(k, value);
  });
}

export function readEventInfo(doc: Y.Doc): ReadEventInfo | null {
  const parsed = v.safeParse(EventInfoSchema, doc.getMap<unknown>('event').toJSON());
  return parsed.success ? parsed.output : null;
}

/** The clock is one value, replaced whole: a start and a pause never mix into a clock nobody set. */
export function setClock(doc: Y.Doc, clock: RoundClock): void {
  doc.getMap<unknown>('clock').set('state', clock);
}

export function readClockOf(doc: Y.Doc): RoundClock | null {
  return readClock(doc.getMap<unknown>('clock').get('state'));
}

export function setRosterEntry(doc: Y.Doc, entry: RosterEntry): void {
  doc.getMap<unknown>('roster').set(entry.judge, entry);
}

export function readRoster(doc: Y.Doc): RosterEntry[] {
  const out: RosterEntry[] = [];
  for (const [judge, raw] of doc.getMap<unknown>('roster').entries()) {
    if (typeof raw !== 'object' || raw === null) continue;
    const e = raw as Record<string, unknown>;
    if (typeof e.name !== 'string' || (e.role !== 'head' && e.role !== 'floor')) continue;
    out.push({
      judge,
      name: e.name,
      role: e.role,
      revoked: e.revoked === true,
      joinedAt: typeof e.joinedAt === 'string' ? e.joinedAt : '',
    });
  }
  return out.sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : 1));
}

/** Only the head judge deletes a ruling: it is marked in the control document, and hidden on every phone. */
export function markDeleted(doc: Y.Doc, ruling: string, by: string, at: string): void {
  doc.getMap<unknown>('deleted').set(ruling, { by, at });
}

/** The team's log: every judge's rulings with every judge's notes and the head judge's deletions. Newest first. */
export function readEventLog(control: Y.Doc, judgeDocs: ReadonlyMap<string, Y.Doc>): SharedRulingView[] {
  const all: SharedRulingView[] = [];
  const allNotes: SharedNote[] = [];
  for (const [owner, doc] of judgeDocs) {
    const part = readJudgeDoc(doc, owner);
    all.push(...part.rulings);
    allNotes.push(...part.notes);
  }
  const deleted = control.getMap<unknown>('deleted');
  for (const r of all) {
    r.notes = allNotes.filter((n) => n.ruling === r.id).sort((a, b) => (a.at < b.at ? -1 : 1));
    const d = deleted.get(r.id) as { by?: unknown; at?: unknown } | undefined;
    if (d && typeof d.by === 'string' && typeof d.at === 'string') r.deleted = { by: d.by, at: d.at };
  }
  return all.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}

// --- Time extensions per table: in the granting judge's own document (see time-extensions.ts). ---

const extensions = (doc: Y.Doc) => doc.getArray<unknown>('extensions');

/** A grant, or a head judge's correction of one, in the writing judge's own document. */
export function addExtension(doc: Y.Doc, entry: TimeExtensionEntry): void {
  extensions(doc).push([entry]);
}

/** The extensions in force in the event: every judge's grants, with the head judge's corrections applied. */
export function readEventExtensions(control: Y.Doc, judgeDocs: ReadonlyMap<string, Y.Doc>): TimeExtension[] {
  const heads = new Set(
    readRoster(control)
      .filter((e) => e.role === 'head')
      .map((e) => e.judge),
  );
  const entries = new Map<string, TimeExtensionEntry[]>();
  for (const [owner, doc] of judgeDocs) entries.set(owner, readExtensionEntries(extensions(doc).toArray()));
  return extensionsInForce(entries, (judge) => heads.has(judge));
}
