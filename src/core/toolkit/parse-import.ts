import * as v from 'valibot';
import { dedupeFile } from './duplicates.ts';
import { describeIssues } from './issues.ts';
import { jsonErrorOffset } from './json-where.ts';
import { MAX_IMPORT_BYTES } from './limits.ts';
import { EXPORT_FORMAT, ExportFileSchema, type ToolkitData } from './schema.ts';
import { unknownFields } from './unknown-fields.ts';

/**
 * A parsed import, or why the file is refused (one line per problem, each saying where). `ignored` lists the fields
 * this version does not know, which are not kept: the import summary says so.
 */
export type ImportParse =
  | { ok: true; data: ToolkitData; ignored: string[]; /** Judge calls a team log's export carries. */ calls?: number }
  | { ok: false; problems: string[] };

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const exactly = (bytes: number): string => `${bytes.toLocaleString('en')} bytes`;

/** Why a file of this size is refused, or null; checked before reading, so a huge file is never loaded. */
export function sizeProblem(bytes: number): string | null {
  if (bytes === 0) return 'The file is empty.';
  // In bytes too: a file just over the limit would otherwise read "5.0 MB; the limit is 5.0 MB".
  return bytes > MAX_IMPORT_BYTES
    ? `The file is too large (${megabytes(bytes)}, ${exactly(bytes)}); the limit is ${megabytes(MAX_IMPORT_BYTES)} (${exactly(MAX_IMPORT_BYTES)}).`
    : null;
}

/** "line 3, column 5" of a character offset. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** A JSON syntax error as one line, with where it is: JSON.parse gives a position for most errors; the rest are found. */
function jsonProblem(text: string, message: string): string {
  const given = /position (\d+)/.exec(message)?.[1];
  const offset = given === undefined ? jsonErrorOffset(text) : Number(given);
  if (offset >= text.length)
    return `Not valid JSON: the file ends too early, at ${lineAndColumn(text, text.length)} (was it cut short?)`;
  const where = offset >= 0 ? ` at ${lineAndColumn(text, offset)}` : '';
  return `Not valid JSON${where}: ${message.replace(/ in JSON at position \d+.*$/, '')}`;
}

/**
 * Reads an export file's text and validates all of it before anything is written: size, JSON syntax, the schema
 * (every field, with its path), then ids repeated with different content. Never throws: whatever goes wrong is a
 * refusal.
 */
export function parseImport(raw: string): ImportParse {
  // A byte-order mark (some editors add one) is not part of the JSON.
  const text = raw.replace(/^\uFEFF/, '');
  // Characters never outnumber UTF-8 bytes, so this also bounds text read without a size check.
  const tooBig = sizeProblem(text.trim() ? text.length : 0);
  if (tooBig) return { ok: false, problems: [tooBig] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [jsonProblem(text, error instanceof Error ? error.message : String(error))] };
  }
  // Another app's JSON gets one plain sentence rather than a list of every field it lacks.
  if (
    typeof json !== 'object' ||
    json === null ||
    Array.isArray(json) ||
    (json as { format?: unknown }).format !== EXPORT_FORMAT
  )
    return { ok: false, problems: [`This is not a Rulekeeper export: it has no "format": "${EXPORT_FORMAT}".`] };
  try {
    const parsed = v.safeParse(ExportFileSchema, json);
    if (!parsed.success) return { ok: false, problems: describeIssues(parsed.issues) };
    const { rulings, bookmarks, notes, calls } = parsed.output;
    const deduped = dedupeFile({ rulings, bookmarks, notes });
    if (!deduped.ok) return deduped;
    return { ...deduped, ignored: unknownFields(json), ...(calls?.length ? { calls: calls.length } : {}) };
  } catch (error) {
    // Validation is written not to throw; if it ever does, the judge still gets a refusal rather than silence.
    return {
      ok: false,
      problems: [
        `The file could not be checked (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}).`,
      ],
    };
  }
}
