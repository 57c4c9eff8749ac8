import * as v from 'valibot';
import { MAX_CITATIONS, MAX_ITEMS, MAX_LONG, MAX_SHORT } from './limits.ts';

/** Where a ruling stands: given at the table, appealed to the head judge, then upheld or overturned. */
export const RULING_STATUSES = ['given', 'appealed', 'upheld', 'overturned'] as const;

/** The export format's name and version, checked on import so another app's JSON is refused by name. */
export const EXPORT_FORMAT = 'rulekeeper-toolkit';
export const EXPORT_VERSION = 1;

const shortText = v.pipe(v.string('expected text'), v.maxLength(MAX_SHORT, `too long (more than ${MAX_SHORT} characters)`));
const longText = v.pipe(v.string('expected text'), v.maxLength(MAX_LONG, `too long (more than ${MAX_LONG} characters)`));
const required = v.pipe(shortText, v.minLength(1, 'must not be empty'));
const id = v.pipe(required, v.maxLength(100, 'too long (more than 100 characters)'), v.regex(/^[A-Za-z0-9_-]+$/, 'only letters, digits, - and _ are allowed'));
/** Times are ISO 8601; stored in UTC so they sort as text and a re-import compares equal. */
const timestamp = v.pipe(
  v.string('expected a date and time'),
  v.isoTimestamp('expected a date and time like 2025-03-01T14:05:00.000Z'),
  v.transform((s) => new Date(s).toISOString()),
);
const record = <T extends v.ObjectEntries>(entries: T) => v.object(entries, 'expected an object');
const list = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, 'expected a list'), v.maxLength(max, `too many items (more than ${max})`));

/** A rule cited by a ruling, as it read when the ruling was made: the edition is stored, not looked up later. */
export const CitationSchema = record({
  ruleset: required,
  anchor: required,
  /** Printed number ("6.9.2"), or null when the rule has none. */
  number: v.nullable(shortText),
  title: shortText,
  /** The citation as the ruleset's template wrote it: "Rage 2018 §6.9.2 BLUFFS". */
  label: shortText,
  /** The ruleset's edition at the time of the ruling. */
  edition: shortText,
});
export type Citation = v.InferOutput<typeof CitationSchema>;

/** A calculator result attached to a ruling: its input and its output exactly as the judge saw it. */
export const AttachedResultSchema = record({
  /** "rage-2018/bluff". */
  calculator: required,
  title: shortText,
  ruleset: required,
  input: v.unknown(),
  headline: longText,
  facts: list(record({ label: shortText, value: longText }), MAX_ITEMS),
  /** Each step with the sections it cites, as shown: anchor and label ("§6.2 step 4"). */
  steps: list(record({ text: longText, cites: list(record({ anchor: required, label: shortText }), MAX_CITATIONS) }), MAX_ITEMS),
});
export type AttachedResult = v.InferOutput<typeof AttachedResultSchema>;

/** One ruling a judge made. Optional fields default to empty, so a hand-made file needs only the essentials. */
export const RulingSchema = record({
  id,
  /** When the ruling was made; set automatically on capture. */
  createdAt: timestamp,
  /** Last change; on import the newer copy of a ruling wins. */
  updatedAt: timestamp,
  event: v.optional(shortText, ''),
  round: v.optional(shortText, ''),
  table: v.optional(shortText, ''),
  players: v.optional(shortText, ''),
  question: longText,
  ruling: longText,
  citations: v.optional(list(CitationSchema, MAX_CITATIONS), []),
  attachment: v.optional(v.nullable(AttachedResultSchema), null),
  status: v.picklist(RULING_STATUSES, `expected one of ${RULING_STATUSES.join('/')}`),
  appealOutcome: v.optional(longText, ''),
});
export type Ruling = v.InferOutput<typeof RulingSchema>;
export type RulingStatus = Ruling['status'];

/** A bookmarked section, with the label it had when bookmarked so lists need not load the rules. */
export const BookmarkSchema = record({ ruleset: required, anchor: required, label: shortText, createdAt: timestamp });
export type Bookmark = v.InferOutput<typeof BookmarkSchema>;

/** A judge's own note on a section, in Markdown. */
export const NoteSchema = record({ ruleset: required, anchor: required, label: shortText, text: longText, createdAt: timestamp, updatedAt: timestamp });
export type Note = v.InferOutput<typeof NoteSchema>;

/** The JSON export: everything the judge wrote (rulings, bookmarks, notes), re-importable. */
export const ExportFileSchema = v.object(
  {
    format: v.literal(EXPORT_FORMAT),
    version: v.literal(EXPORT_VERSION, `expected ${EXPORT_VERSION} (made by another version of Rulekeeper)`),
    exportedAt: v.optional(timestamp),
    rulings: v.optional(list(RulingSchema, MAX_ITEMS), []),
    bookmarks: v.optional(list(BookmarkSchema, MAX_ITEMS), []),
    notes: v.optional(list(NoteSchema, MAX_ITEMS), []),
  },
  'expected a Rulekeeper export (a JSON object)',
);
export type ExportFile = v.InferOutput<typeof ExportFileSchema>;

/** What an import or export carries. */
export type ToolkitData = Pick<ExportFile, 'rulings' | 'bookmarks' | 'notes'>;
