import { importData } from '../../core/storage/transfer.ts';
import { describeMerge } from '../../core/toolkit/merge.ts';
import { parseImport, sizeProblem } from '../../core/toolkit/parse-import.ts';

/** What an import did: a summary (and the fields left out), or why the file was refused. */
export type ImportOutcome =
  { ok: true; message: string; notes: string[] } | { ok: false; message: string; problems: string[] };

/**
 * Reads, validates and imports a file; nothing is written unless all of it is valid. Never throws: anything
 * unexpected is a refusal in plain words, and the write is one transaction, so nothing was written.
 */
export async function importFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ImportOutcome> {
  const refused = (problems: string[]): ImportOutcome => ({
    ok: false,
    message: `“${file.name}” was not imported; nothing in your log changed.`,
    problems,
  });
  try {
    const tooBig = sizeProblem(file.size);
    if (tooBig) return refused([tooBig]);
    const parsed = parseImport(await file.text());
    if (!parsed.ok) return refused(parsed.problems);
    const result = await importData(parsed.data);
    if (!result.ok) return refused([result.message]);
    const notes = parsed.ignored.length
      ? [`Left out, as this version of Rulekeeper does not know them: ${parsed.ignored.join(', ')}.`]
      : [];
    return { ok: true, message: describeMerge(result.counts), notes };
  } catch (error) {
    return refused([
      `Something went wrong while importing (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}).`,
    ]);
  }
}
