import type { CalcProblem } from '../../core/calc/contract.ts';

/** What is wrong with the input, field by field, instead of an answer. */
export function ProblemList({ problems }: { problems: CalcProblem[] }) {
  return (
    <div class="calc-problems" role="alert">
      <p class="calc-problems-head">Fix the input to see the answer:</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code>{p.path}</code> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
