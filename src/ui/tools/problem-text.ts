import type { CalcProblem } from '../../core/calc/contract.ts';
import { namedPath } from '../../core/calc/named-path.ts';

/**
 * A number field's own problem (missing, not whole, out of range): its field says it, by its label and with what was
 * typed (form-fields.tsx), so the answer's place does not say it again.
 */
export function shownAtField(p: CalcProblem): boolean {
  return (
    p.need !== undefined ||
    /^expected a whole number|^.+ can't be (negative|below -?\d+|above -?\d+) \(got /.test(p.message)
  );
}

/** Messages a form never causes (a share link's or a stored input's): they have no label, only the field's path. */
const UNLABELLED = /^(missing: |expected |unknown field)/;

/**
 * A problem as the judge reads it: the names of the list items it is in (“Sasha”), then the message, which names
 * the field as its label does; never a field's internal name, except for input no form makes (a share link's).
 */
export function problemText(p: CalcProblem, input: unknown): string {
  const path = namedPath(input, p.path);
  if (UNLABELLED.test(p.message)) return `${path}: ${p.message}`;
  const items = [...path.matchAll(/“([^”]*)”/g)].map((m) => `“${m[1]}”`);
  const message = p.message.charAt(0).toUpperCase() + p.message.slice(1);
  return items.length ? `${items.join(', ')}: ${p.message}` : message;
}
