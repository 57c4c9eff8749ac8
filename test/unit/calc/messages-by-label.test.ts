import { describe, expect, it } from 'vitest';
import { findCalculator } from '../../../src/rulesets/calculators.ts';
import { fieldProblem } from '../../../src/ui/tools/form-fields.tsx';
import { problemText, shownAtField } from '../../../src/ui/tools/problem-text.ts';
import { whatItNeeds } from '../../../src/ui/tools/what-it-needs.ts';

const frenzy = findCalculator('rage-2018', 'frenzy')!;
const RAGE = { min: 0, max: 99 };

/** The problems the frenzy calculator finds with its defaults changed as given. */
function problemsWith(change: Record<string, unknown>) {
  const input = { ...(frenzy.defaults() as object), ...change };
  const checked = frenzy.validate(input);
  return { input, problems: checked.ok ? [] : checked.problems };
}

describe('calculator messages name a field as its label does, once, and echo what was typed', () => {
  it('a number field says what is wrong by its label, with the text typed (not the number it rounds to)', () => {
    expect(fieldProblem('Printed Rage', '-3', -3, RAGE, false)).toBe("Printed Rage can't be below 0 (you typed -3)");
    expect(fieldProblem('Printed Health', '99999999999999999999', 1e20, RAGE, false)).toBe(
      "Printed Health can't be above 99 (you typed 99999999999999999999)",
    );
    expect(fieldProblem('Printed Rage', '2.5', 2.5, RAGE, false)).toBe(
      'Printed Rage takes whole numbers only (you typed 2.5)',
    );
    expect(fieldProblem('Umbral track spot (1–25)', '', Number.NaN, { min: 1, max: 25 }, false)).toBe(
      'Umbral track spot (1–25): enter a whole number from 1 to 25',
    );
    expect(fieldProblem('Later Rage change', '', null, RAGE, true)).toBeNull();
  });

  it('what the fields say is not said again where the answer goes, and the pinned card says it once', () => {
    const { problems } = problemsWith({ crinosRage: -3, crinosHealth: 1e20 });
    expect(problems.map((p) => p.path)).toEqual(['crinosRage', 'crinosHealth']);
    expect(problems.every(shownAtField)).toBe(true);
    expect(whatItNeeds(problems, frenzy.answers)).toMatch(/^Fix the 2 marked fields to see when this creature/);
  });

  it('a problem no field shows names the list item as entered and never a field’s internal name', () => {
    const problem = {
      path: 'creatures[0].restrictedPlay.max',
      message: 'the highest Rage allowed (1) is below the lowest (5)',
    };
    const input = { creatures: [{ name: 'Sasha' }] };
    expect(shownAtField(problem)).toBe(false);
    expect(problemText(problem, input)).toBe('“Sasha”: the highest Rage allowed (1) is below the lowest (5)');
    expect(problemText({ path: 'gnosis', message: "Gnosis can't be above 99 (got 1000)" }, {})).toBe(
      "Gnosis can't be above 99 (got 1000)",
    );
    expect(whatItNeeds([problem], frenzy.answers)).toMatch(/^Fix the problem below to see /);
  });
});
