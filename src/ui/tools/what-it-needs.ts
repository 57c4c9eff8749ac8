import type { CalcProblem } from '../../core/calc/contract.ts';
import { shownAtField } from './problem-text.ts';

/**
 * What a calculator says instead of an answer while its input is incomplete or wrong, once, on the card pinned under
 * the thumb: the first value it waits for ("Enter the printed Rage to see when this creature frenzies, …"), else
 * what needs fixing: the fields marked (they say what is wrong), or the problems listed where the answer goes.
 */
export function whatItNeeds(problems: CalcProblem[], answers: string): string {
  const missing = problems.find((p) => p.need !== undefined);
  if (missing) return `Enter ${missing.need} to see ${answers}`;
  const atFields = problems.filter(shownAtField).length;
  const below = problems.length - atFields;
  const parts = [
    atFields && `the ${atFields === 1 ? 'marked field' : `${atFields} marked fields`}`,
    below && `the ${below === 1 ? 'problem' : `${below} problems`} below`,
  ].filter(Boolean);
  return `Fix ${parts.join(' and ')} to see ${answers}`;
}
