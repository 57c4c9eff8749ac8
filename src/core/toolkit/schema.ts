import * as v from 'valibot';
import { inputProblem } from './input-bounds.ts';
import { shownValue } from './issues.ts';
import {
  MAX_AHEAD_MS,
  MAX_CITATIONS,
  MAX_INPUT_CHARS,
  MAX_INPUT_DEPTH,
  MAX_ITEMS,
  MAX_LONG,
  MAX_SHORT,
} from './limits.ts';
import { isSectionId } from '../content/routes.ts';
import { futureProblem, timeProblem, toUtc } from './times.ts';

/** Where a ruling stands: given at the table, appealed to the head judge, then upheld or overturned. */
export const RULING_STATUSES = ['given', 'appealed', 'upheld', 'overturned'] as const;

/** The export format's name and version, checked on import so another app's JSON is refused by name. */
export const EXPORT_FORMAT = 'rulekeeper-toolkit';
export const EXPORT_VERSION = 1;

const shortText = v.pipe(
  v.string('expected text'),
  v.maxLength(MAX_SHORT, `too long (more than ${MAX_SHORT} characters)`),
);
const longText = v.pipe(
  v.string('expected text'),
  v.maxLength(MAX_LONG, `too long (more than ${MAX_LONG} characters)`),
);
const required = v.pipe(shortText, v.minLength(1, 'must not be empty'));
const id = v.pipe(
  required,
  v.maxLength(100, 'too long (more than 100 characters)'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'only letters, digits, - and _ are allowed'),
);
/**
 * A ruleset id or a section anchor, as the content build makes them (see SECTION_ID in core/content/routes.ts): links are built from them,
 * so "/evil.example" or "a/b" must never get in (an empty one is reported as empty, once).
 */
const sectionPart = (what: string, example: string) =>
  v.pipe(
    required,
    v.check(
      (s: string) => s === '' || isSectionId(s),
      `expected ${what}: lower-case letters, digits and - (like ${example})`,
    ),
  );
const rulesetId = sectionPart('a rulebook id', 'rage-2018');
const anchor = sectionPart('a section anchor', '6-9-2-bluffs');
/**
 * Times are ISO 8601 with a time zone, read exactly (see times.ts): a time Date cannot read or a day that does not
 * exist is refused, never moved. Stored in UTC so they sort as text and a re-import compares equal.
 */
const timestamp = v.pipe(
  v.string('expected a date and time'),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? timeProblem(dataset.value) : null;
    if (problem) addIssue({ message: `${problem}, got ${shownValue(dataset.value)}` });
  }),
  v.transform(toUtc),
);
/** When something was recorded: not far in the future either, where a typo would head the log and its carry-over for ever. */
const recorded = v.pipe(
  timestamp,
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? futureProblem(dataset.value, Date.now(), MAX_AHEAD_MS) : null;
    if (problem) addIssue({ message: `${problem}, got ${shownValue(dataset.value)}` });
  }),
);
const record = <T extends v.ObjectEntries>(entries: T) => v.object(entries, 'expected an object');
const list = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, 'expected a list'), v.maxLength(max, `too many items (more than ${max})`));
/**
 * A rule across fields of a valid record, reported on `field`: "rulings[2].updatedAt: earlier than createdAt (…)".
 * It runs once the record's fields are each valid, so a problem is never reported twice over.
 */
const crossCheck = <T extends Record<string, unknown>>(field: keyof T & string, problem: (r: T) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const r = dataset.value;
    const message = problem(r);
    if (message)
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: r, key: field, value: r[field] }] });
  });
/** A record's last change is not before its creation (the app never writes that). */
const changedAfterCreated = <T extends { createdAt: string; updatedAt: string }>() =>
  crossCheck<T>('updatedAt', (r) =>
    r.updatedAt < r.createdAt ? `earlier than createdAt (${r.createdAt}), got ${shownValue(r.updatedAt)}` : null,
  );

/** A rule cited by a ruling, as it read when the ruling was made: the edition is stored, not looked up later. */
export const CitationSchema = record({
  ruleset: rulesetId,
  anchor,
  /** Printed number ("6.9.2"), or null when the rule has none. */
  number: v.nullable(shortText),
  title: shortText,
  /** The citation as the ruleset's template wrote it: "Rage 2018 §6.9.2 BLUFFS". */
  label: shortText,
  /** The ruleset's edition at the time of the ruling. */
  edition: shortText,
  /** The date of that edition (YYYY, YYYY-MM or YYYY-MM-DD); absent in rulings logged before it was kept. */
  editionDate: v.optional(shortText),
  /** The passage cited within the section ('' or absent: the whole section). */
  passage: v.optional(shortText),
  /** The cited rule's text as it read when the ruling was made; absent when unknown (logged before it was kept). */
  text: v.optional(longText),
  /**
   * When `text` was recorded, if after the ruling: a ruling logged before texts were kept gets it when first opened
   * on a phone whose edition of the rulebook is still the one cited (citations made with the ruling leave it out).
   */
  textRecordedAt: v.optional(timestamp),
});
export type Citation = v.InferOutput<typeof CitationSchema>;

export const FactSchema = record({ label: shortText, value: longText });
/** A section a calculator step cites, as shown: anchor and label ("§6.2 step 4"). */
export const StepCiteSchema = record({ anchor, label: shortText });
export const StepSchema = record({ text: longText, cites: list(StepCiteSchema, MAX_CITATIONS) });

/** The calculator's input as the judge entered it: any JSON, bounded so storage and comparison stay safe. */
const calculatorInput = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = inputProblem(dataset.value, MAX_INPUT_DEPTH, MAX_INPUT_CHARS);
    if (problem) addIssue({ message: problem });
  }),
);

/** A calculator result attached to a ruling: its input and its output exactly as the judge saw it. */
export const AttachedResultSchema = record({
  /** "rage-2018/bluff". */
  calculator: required,
  title: shortText,
  ruleset: rulesetId,
  input: calculatorInput,
  headline: longText,
  facts: list(FactSchema, MAX_ITEMS),
  /** Each step with the sections it cites. */
  steps: list(StepSchema, MAX_ITEMS),
});
export type AttachedResult = v.InferOutput<typeof AttachedResultSchema>;

/** A ruling's fields; `time` checks its times. Optional fields default to empty, so a hand-made file needs only the essentials. */
const rulingEntries = (time: v.GenericSchema<string, string>) => ({
  id,
  /** When the ruling was made; set automatically on capture. */
  createdAt: time,
  /** Last change; on import the newer copy of a ruling wins. */
  updatedAt: time,
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

/** A ruling being typed (a draft): any state the form can be in on the way, such as nothing written yet. */
export const RulingDraftSchema = record(rulingEntries(timestamp));

/**
 * One ruling a judge made, as import and shared links accept it: the fields, and what the form itself insists on
 * (a question or a ruling; an appeal outcome only once appealed; a time not far ahead; changed after created).
 */
const RulingFields = record(rulingEntries(recorded));
type RulingFields = v.InferOutput<typeof RulingFields>;
export const RulingSchema = v.pipe(
  RulingFields,
  crossCheck<RulingFields>('question', (r) =>
    r.question.trim() || r.ruling.trim() ? null : 'the question and the ruling are both empty (write at least one)',
  ),
  crossCheck<RulingFields>('appealOutcome', (r) =>
    r.status === 'given' && r.appealOutcome.trim()
      ? `an appeal outcome needs the status appealed, upheld or overturned (the status is "given"), got ${shownValue(r.appealOutcome)}`
      : null,
  ),
  changedAfterCreated<RulingFields>(),
);
export type Ruling = v.InferOutput<typeof RulingSchema>;
export type RulingStatus = Ruling['status'];

/** A bookmarked section, with the label it had when bookmarked so lists need not load the rules. */
export const BookmarkSchema = record({ ruleset: rulesetId, anchor, label: shortText, createdAt: recorded });
export type Bookmark = v.InferOutput<typeof BookmarkSchema>;

/** A judge's own note on a section, in Markdown. */
const NoteFields = record({
  ruleset: rulesetId,
  anchor,
  label: shortText,
  text: longText,
  createdAt: recorded,
  updatedAt: recorded,
});
export const NoteSchema = v.pipe(NoteFields, changedAfterCreated<v.InferOutput<typeof NoteFields>>());
export type Note = v.InferOutput<typeof NoteSchema>;

/**
 * A player's judge call as a team log's export keeps it (an event's record, not re-imported: calls come from players'
 * phones): the table, the player's words, the state it ended in, the judge who went, its times and the rulings
 * logged from it. Files made before calls were kept have none.
 */
const optionalTime = v.nullable(timestamp);
export const CallExportSchema = record({
  id,
  table: v.pipe(v.number('expected a table number'), v.integer('expected a whole table number'), v.minValue(1)),
  round: shortText,
  game: shortText,
  text: longText,
  state: v.picklist(['waiting', 'claimed', 'escalated', 'resolved', 'cancelled'], 'expected a call state'),
  calledAt: timestamp,
  claimedAt: optionalTime,
  claimedBy: v.nullable(shortText),
  escalatedAt: optionalTime,
  resolvedAt: optionalTime,
  cancelledAt: optionalTime,
  rulings: list(id, MAX_ITEMS),
});
export type CallExport = v.InferOutput<typeof CallExportSchema>;

/** The JSON export: everything the judge wrote (rulings, bookmarks, notes), re-importable; a team log's, its calls. */
export const ExportFileSchema = v.object(
  {
    format: v.literal(EXPORT_FORMAT),
    version: v.pipe(
      v.number(`must be the number ${EXPORT_VERSION}`),
      v.check(
        (n: number) => n === EXPORT_VERSION,
        `expected ${EXPORT_VERSION} (made by another version of Rulekeeper)`,
      ),
    ),
    exportedAt: v.optional(timestamp),
    rulings: v.optional(list(RulingSchema, MAX_ITEMS), []),
    bookmarks: v.optional(list(BookmarkSchema, MAX_ITEMS), []),
    notes: v.optional(list(NoteSchema, MAX_ITEMS), []),
    calls: v.optional(list(CallExportSchema, MAX_ITEMS)),
  },
  'expected a Rulekeeper export (a JSON object)',
);
export type ExportFile = v.InferOutput<typeof ExportFileSchema>;

/** What an import or export carries. */
export type ToolkitData = Pick<ExportFile, 'rulings' | 'bookmarks' | 'notes'>;
