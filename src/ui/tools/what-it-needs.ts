import type { CalcProblem } from '../../core/calc/contract.ts';

/**
 * What a calculator says instead of an answer while its input is incomplete or wrong: the first value it waits for
 * ("Enter the printed Rage to see when this creature frenzies, …"), else that the input needs fixing.
 */
export function whatItNeeds(problems: CalcProblem[], answers: string): string {
  const missing = problems.find((p) => p.need !== undefined);
  if (missing) return `Enter ${missing.need} to see ${answers}`;
  const count = problems.length === 1 ? 'the problem below' : `the ${problems.length} problems below`;
  return `Fix ${count} to see ${answers}`;
}
