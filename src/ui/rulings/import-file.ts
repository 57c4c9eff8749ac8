import { importData } from '../../core/storage/transfer.ts';
import { describeMerge } from '../../core/toolkit/merge.ts';
import { type ImportParse, parseImport, sizeProblem } from '../../core/toolkit/parse-import.ts';

/** What an import did: a summary (and the fields left out), or why the file was refused. */
export type ImportOutcome =
  { ok: true; message: string; notes: string[] } | { ok: false; message: string; problems: string[] };

/** A valid export file's contents. */
type ParsedFile = Extract<ImportParse, { ok: true }>;

/** The note on fields a file has that this version does not know (none when it has none). */
export function leftOutNotes(parsed: ParsedFile): string[] {
  return parsed.ignored.length
    ? [`Left out, as this version of Rulekeeper does not know them: ${parsed.ignored.join(', ')}.`]
    : [];
}

/**
 * Reads and checks a file, then hands what it holds to `apply`. Never throws: a file too big or invalid, or
 * anything unexpected, is a refusal in plain words that names the file and says `target` did not change.
 */
export async function importWith(
  file: Pick<File, 'name' | 'size' | 'text'>,
  target: string,
  apply: (parsed: ParsedFile, refused: (problems: string[]) => ImportOutcome) => Promise<ImportOutcome>,
): Promise<ImportOutcome> {
  const refused = (problems: string[]): ImportOutcome => ({
    ok: false,
    message: `“${file.name}” was not imported; nothing in ${target} changed.`,
    problems,
  });
  try {
    const tooBig = sizeProblem(file.size);
    if (tooBig) return refused([tooBig]);
    const parsed = parseImport(await file.text());
    if (!parsed.ok) return refused(parsed.problems);
    return await apply(parsed, refused);
  } catch (error) {
    return refused([
      `Something went wrong while importing (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}).`,
    ]);
  }
}

/** Imports a file into the personal log; nothing is written unless all of it is valid (one transaction). */
export function importFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ImportOutcome> {
  return importWith(file, 'your log', async (parsed, refused) => {
    const result = await importData(parsed.data);
    if (!result.ok) return refused([result.message]);
    return { ok: true, message: describeMerge(result.counts), notes: leftOutNotes(parsed) };
  });
}
