import * as v from 'valibot';
import { AttachedResultSchema, CitationSchema, RULING_STATUSES } from '../toolkit/schema.ts';
import { MAX_CITATIONS, MAX_LONG, MAX_SHORT } from '../toolkit/limits.ts';

/**
 * A cited rule as it read when the ruling was made: the citation, the passage id and its text, and the rulebook
 * edition (in the citation). A teammate's phone with another text for that passage shows the difference.
 */
export const SharedCitationSchema = v.object({
  ...CitationSchema.entries,
  /** The passage id within the section ('' when the whole section is cited). */
  passage: v.pipe(v.string(), v.maxLength(MAX_SHORT)),
  /** The passage's text as the citing phone showed it. */
  text: v.pipe(v.string(), v.maxLength(MAX_LONG)),
});
export type SharedCitation = v.InferOutput<typeof SharedCitationSchema>;

const short = v.pipe(v.string(), v.maxLength(MAX_SHORT));
const long = v.pipe(v.string(), v.maxLength(MAX_LONG));

/** What a judge can change on a shared ruling: each edit records all of them, so any revision reads on its own. */
export const RulingFieldsSchema = v.object({
  round: short,
  table: short,
  players: short,
  question: long,
  ruling: long,
  status: v.picklist(RULING_STATUSES),
  appealOutcome: long,
  citations: v.pipe(v.array(SharedCitationSchema), v.maxLength(MAX_CITATIONS)),
  attachment: v.nullable(AttachedResultSchema),
});
export type RulingFields = v.InferOutput<typeof RulingFieldsSchema>;
export const FIELD_NAMES = Object.keys(RulingFieldsSchema.entries) as (keyof RulingFields)[];

/**
 * One edit of a shared ruling. Edits are kept, never overwritten: two judges editing the same ruling offline both
 * add a revision with the same parent, and the ruling then shows that the edits raced, with both texts.
 */
export const RevisionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  /** The revisions this one was made on top of (all current heads, so an edit after a race settles it). */
  parents: v.pipe(v.array(v.string()), v.maxLength(50)),
  /** The judge who made the edit. */
  by: v.pipe(v.string(), v.maxLength(100)),
  /** When (ISO 8601, UTC), from the editing phone's clock. */
  at: v.pipe(v.string(), v.maxLength(40)),
  fields: RulingFieldsSchema,
});
export type Revision = v.InferOutput<typeof RevisionSchema>;

/** Reads the revisions that are well formed; damaged ones (another app's, a hostile phone's) are counted, not used. */
export function readRevisions(raw: readonly unknown[]): { revisions: Revision[]; damaged: number } {
  const revisions: Revision[] = [];
  let damaged = 0;
  for (const r of raw) {
    const parsed = v.safeParse(RevisionSchema, r);
    if (parsed.success) revisions.push(parsed.output);
    else damaged++;
  }
  return { revisions, damaged };
}

/** The revisions no other revision builds on: one normally, several when edits raced. Latest first. */
export function heads(revisions: readonly Revision[]): Revision[] {
  const built = new Set(revisions.flatMap((r) => r.parents));
  return revisions.filter((r) => !built.has(r.id)).sort(latestFirst);
}

function latestFirst(a: Revision, b: Revision): number {
  return a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;
}

/** Two or more edits made without seeing each other: the ruling shows the latest and keeps the others visible. */
export interface Race {
  /** The edits that raced, latest first (the first one is what the ruling shows). */
  edits: { by: string; at: string; changed: Partial<RulingFields> }[];
}

/** The fields of `rev` that differ from `base`. */
export function changedFields(rev: RulingFields, base: RulingFields | undefined): Partial<RulingFields> {
  const out: Partial<RulingFields> = {};
  for (const name of FIELD_NAMES)
    if (!base || JSON.stringify(rev[name]) !== JSON.stringify(base[name]))
      (out as Record<string, unknown>)[name] = rev[name];
  return out;
}

/**
 * The ruling as it reads now: the latest head. When several heads exist, each raced edit's own changes (against
 * the revision it was made on) are listed so no judge's edit is silently dropped.
 */
export function currentState(
  revisions: readonly Revision[],
): { fields: RulingFields; race: Race | null; at: string } | null {
  const tips = heads(revisions);
  const top = tips[0];
  if (!top) return null;
  if (tips.length === 1) return { fields: top.fields, race: null, at: top.at };
  const byId = new Map(revisions.map((r) => [r.id, r]));
  const edits = tips.map((r) => ({
    by: r.by,
    at: r.at,
    changed: changedFields(r.fields, byId.get(r.parents[0] ?? '')?.fields),
  }));
  return { fields: top.fields, race: { edits }, at: top.at };
}
