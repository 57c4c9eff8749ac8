import { toFileIn } from '../../core/event/team-log-file.ts';
import { newId } from '../../core/storage/ids.ts';
import { type ImportOutcome, importWith, leftOutNotes } from '../rulings/import-file.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { loadCited, passageNow } from './passage-now.ts';

/**
 * Files the rulings of a Rulekeeper export (a team log's, or a judge's personal log) into the team log: all of the
 * file is checked first, and only rulings the team log lacks are added, so importing twice adds nothing.
 */
export function importIntoTeamLog(
  session: EventSession,
  file: Pick<File, 'name' | 'size' | 'text'>,
): Promise<ImportOutcome> {
  return importWith(file, 'the team log', async (parsed) => {
    const { rulings, bookmarks, notes } = parsed.data;
    await loadCited(rulings.flatMap((r) => r.citations));
    const plan = toFileIn(rulings, session.log, passageNow);
    for (const r of plan.add) session.logRuling(r.id, newId(), r.fields, r.createdAt);
    const personal = bookmarks.length + notes.length;
    return {
      ok: true,
      message: `${plan.add.length} ruling(s) added to the team log${plan.already ? `; ${plan.already} already in it` : ''}.`,
      notes: [
        ...leftOutNotes(parsed),
        ...(personal ? [`${personal} bookmark(s) and note(s) in the file belong to a personal log: left out.`] : []),
        ...(parsed.calls
          ? [`${parsed.calls} judge call(s) in the file stay in the file: calls come only from players' table cards.`]
          : []),
      ],
    };
  });
}
