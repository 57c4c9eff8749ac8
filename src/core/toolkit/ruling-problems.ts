import { MAX_AHEAD_MS } from './limits.ts';
import type { Ruling } from './schema.ts';

/** What a ruling's form asks for before it is logged: the field to correct and why, in the judge's words. */
export interface RulingProblem {
  field: 'question' | 'createdAt';
  message: string;
}

/** True when neither the question nor the ruling is written: such a ruling says nothing and is not logged. */
export function blankRulingFields(r: Pick<Ruling, 'question' | 'ruling'>): boolean {
  return !r.question.trim() && !r.ruling.trim();
}

/**
 * Why a ruling cannot be logged yet, first problem first; none when it can. Every form that logs a ruling (the
 * personal log's, the Event page's, a judge call's) asks this, so each refuses the same rulings with the same words.
 */
export function rulingProblems(
  r: Pick<Ruling, 'question' | 'ruling'> & { createdAt?: string },
  now: number,
): RulingProblem[] {
  const problems: RulingProblem[] = [];
  if (blankRulingFields(r))
    problems.push({ field: 'question', message: 'Write the question or the ruling: an empty ruling is not logged.' });
  if (r.createdAt !== undefined && Date.parse(r.createdAt) - now > MAX_AHEAD_MS)
    problems.push({ field: 'createdAt', message: 'The time is more than a day ahead: correct the date first.' });
  return problems;
}
