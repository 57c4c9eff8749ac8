import type { CalcProblem } from '../../core/calc/contract.ts';
import { namedPath } from '../../core/calc/named-path.ts';

/**
 * Instead of an answer: what the calculator still needs (`head`), then what is wrong with the input, field by field
 * (list items by the names entered).
 */
export function ProblemList({ head, problems, input }: { head: string; problems: CalcProblem[]; input: unknown }) {
  return (
    <div class="calc-problems" role="alert">
      <p class="calc-problems-head">{head}</p>
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
