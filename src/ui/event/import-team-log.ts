import { toFileIn } from '../../core/event/team-log-file.ts';
import { newId } from '../../core/storage/ids.ts';
import { parseImport, sizeProblem } from '../../core/toolkit/parse-import.ts';
import type { ImportOutcome } from '../toolkit/import-file.ts';
import type { EventSession } from './event-session.ts';
import { loadCited, passageNow } from './passage-now.ts';

/**
 * Files the rulings of a Rulekeeper export (a team log's, or a judge's personal log) into the team log: all of the
 * file is checked first, and only rulings the team log lacks are added, so importing twice adds nothing.
 */
export async function importIntoTeamLog(
  session: EventSession,
  file: Pick<File, 'name' | 'size' | 'text'>,
): Promise<ImportOutcome> {
  const refused = (problems: string[]): ImportOutcome => ({
    ok: false,
    message: `“${file.name}” was not imported; nothing in the team log changed.`,
    problems,
  });
  try {
    const tooBig = sizeProblem(file.size);
    if (tooBig) return refused([tooBig]);
    const parsed = parseImport(await file.text());
    if (!parsed.ok) return refused(parsed.problems);
    const { rulings, bookmarks, notes } = parsed.data;
    await loadCited(rulings.flatMap((r) => r.citations));
    const plan = toFileIn(rulings, session.log, passageNow);
    for (const r of plan.add) session.logRuling(r.id, newId(), r.fields, r.createdAt);
    const personal = bookmarks.length + notes.length;
    return {
      ok: true,
      message: `${plan.add.length} ruling(s) added to the team log${plan.already ? `; ${plan.already} already in it` : ''}.`,
      notes: [
        ...(parsed.ignored.length
          ? [`Left out, as this version of Rulekeeper does not know them: ${parsed.ignored.join(', ')}.`]
          : []),
        ...(personal ? [`${personal} bookmark(s) and note(s) in the file belong to a personal log: left out.`] : []),
      ],
    };
  } catch (error) {
    return refused([
      `Something went wrong while importing (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}).`,
    ]);
  }
}
