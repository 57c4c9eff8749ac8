import * as v from 'valibot';
import { dedupeFile } from './duplicates.ts';
import { describeIssues } from './issues.ts';
import { MAX_IMPORT_BYTES } from './limits.ts';
import { EXPORT_FORMAT, ExportFileSchema, type ToolkitData } from './schema.ts';

/** A parsed import, or why the file is refused (one line per problem, each saying where). */
export type ImportParse = { ok: true; data: ToolkitData } | { ok: false; problems: string[] };

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file of this size is refused, or null; checked before reading, so a huge file is never loaded. */
export function sizeProblem(bytes: number): string | null {
  if (bytes === 0) return 'The file is empty.';
  return bytes > MAX_IMPORT_BYTES ? `The file is too large (${megabytes(bytes)}); the limit is ${megabytes(MAX_IMPORT_BYTES)}.` : null;
}

/** "line 3, column 5" for a JSON.parse error that gives a position. */
function jsonWhere(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return '';
  const before = text.slice(0, Number(position)).split('\n');
  return ` at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * Reads an export file's text and validates all of it before anything is written: size, JSON syntax, the schema
 * (every field, with its path), then ids repeated with different content.
 */
export function parseImport(text: string): ImportParse {
  // Characters never outnumber UTF-8 bytes, so this also bounds text read without a size check.
  const tooBig = sizeProblem(text.trim() ? text.length : 0);
  if (tooBig) return { ok: false, problems: [tooBig] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [`Not valid JSON${jsonWhere(text, message)}: ${message.replace(/ in JSON at position \d+.*$/, '')}`] };
  }
  // Another app's JSON gets one plain sentence rather than a list of every field it lacks.
  if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { format?: unknown }).format !== EXPORT_FORMAT)
    return { ok: false, problems: [`This is not a Rulekeeper export: it has no "format": "${EXPORT_FORMAT}".`] };
  const parsed = v.safeParse(ExportFileSchema, json);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.issues) };
  const { rulings, bookmarks, notes } = parsed.output;
  return dedupeFile({ rulings, bookmarks, notes });
}
