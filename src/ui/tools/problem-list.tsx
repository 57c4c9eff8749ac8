import type { CalcProblem } from '../../core/calc/contract.ts';
import { problemText, shownAtField } from './problem-text.ts';

/**
 * Where the answer goes, while there is none: that there is none yet (the card pinned above says what it needs), and
 * the problems no field shows itself, each naming the field as its label does.
 */
export function ProblemList({ problems, input }: { problems: CalcProblem[]; input: unknown }) {
  const listed = problems.filter((p) => !shownAtField(p));
  return (
    <div class="calc-problems" role="alert">
      <p class="calc-problems-head">
        {listed.length === 0
          ? 'No answer yet: the marked fields say what they need.'
          : `No answer yet: ${listed.length === 1 ? 'one problem' : `${listed.length} problems`} to fix.`}
      </p>
      {listed.length > 0 && (
        <ul>
          {listed.map((p, i) => (
            <li key={i}>{problemText(p, input)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
