import type { CalcProblem } from '../../core/calc/contract.ts';
import { namedPath } from '../../core/calc/named-path.ts';

/** What is wrong with the input, field by field (list items by the names entered), instead of an answer. */
export function ProblemList({ problems, input }: { problems: CalcProblem[]; input: unknown }) {
  return (
    <div class="calc-problems" role="alert">
      <p class="calc-problems-head">Fix the input to see the answer:</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code>{namedPath(input, p.path)}</code> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
