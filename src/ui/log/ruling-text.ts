import { STATUS_LABELS, attachmentText, citationText, rulingPlace } from '../../core/toolkit/describe.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { longTime } from '../kit/time.ts';

/** A ruling as plain text, to paste in a message or keep when saving fails. */
export function rulingText(r: Ruling): string {
  return [
    `Ruling, ${longTime(r.createdAt)}${rulingPlace(r) ? ` · ${rulingPlace(r)}` : ''}`,
    r.players && `Players: ${r.players}`,
    `Question: ${r.question}`,
    `Ruling: ${r.ruling}`,
    ...r.citations.map((c) => `Cited: ${citationText(c)}`),
    r.attachment && attachmentText(r.attachment),
    `Status: ${STATUS_LABELS[r.status]}${r.appealOutcome ? ` — ${r.appealOutcome}` : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
}
