import { describe, expect, it } from 'vitest';
import { creature, junta, phase, resultOf, run } from './junta-fixtures.ts';

const callers = [creature('a', 'gaia', 7), creature('b', 'gaia', 6), creature('c', 'gaia', 6)];

describe('Junta calculator: order of voting', () => {
  it('4.7.3: the highest Renown Junta is voted first, then in descending Renown', () => {
    const { output } = run(
      phase(callers, [junta('low', 'moot', 2, 'a'), junta('high', 'moot', 5, 'b'), junta('mid', 'moot', 3, 'c')]),
    );
    expect(output.order).toEqual(['high', 'mid', 'low']);
    expect(output.results.map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it('4.7.3: ties are decided by the Renown of the calling Character, highest first', () => {
    const { output } = run(phase(callers, [junta('by-b', 'moot', 4, 'b'), junta('by-a', 'moot', 4, 'a')]));
    expect(output.order).toEqual(['by-a', 'by-b']);
    expect(output.undrawnTies).toEqual([]);
  });

  it('4.7.3: further ties are random: the calculator says so and keeps the entered order until the judge enters the draw', () => {
    const { output, steps, headline } = run(phase(callers, [junta('x', 'moot', 4, 'b'), junta('y', 'moot', 4, 'c')]));
    expect(output.undrawnTies).toEqual([['x', 'y']]);
    expect(output.order).toEqual(['x', 'y']);
    expect(steps.join('\n')).toMatch(/decided randomly. Draw their order/);
    expect(headline).toMatch(/draw the order of tied Juntas/);
  });

  it('4.7.3: the order the judge drew settles the tie', () => {
    const { output, steps } = run(
      phase(callers, [junta('x', 'moot', 4, 'b'), junta('y', 'moot', 4, 'c')], { drawnOrder: ['y', 'x'] }),
    );
    expect(output.order).toEqual(['y', 'x']);
    expect(output.undrawnTies).toEqual([]);
    expect(steps.join('\n')).toMatch(/order drawn puts them y and x/);
  });

  it('4.7.3: a tie drawn only in part: the Juntas drawn come first, in the order drawn, then the others in the order entered, and the step says so', () => {
    const { output, steps } = run(
      phase(callers, [junta('j1', 'moot', 3, 'a'), junta('j2', 'moot', 3, 'a'), junta('j3', 'moot', 3, 'a')], {
        drawnOrder: ['j3'],
      }),
    );
    expect(output.order).toEqual(['j3', 'j1', 'j2']);
    expect(output.undrawnTies).toEqual([['j3', 'j1', 'j2']]);
    const text = steps.join('\n');
    expect(text).toContain(
      'Draw the rest of their order and enter it; until then the one drawn so far (j3) comes first, and the others follow in the order entered.',
    );
    expect(text).not.toContain('they are shown in the order entered');
  });

  it("4.7.3: the drawn order never overrides Renown or the callers' Renown", () => {
    const { output } = run(
      phase(callers, [junta('x', 'moot', 4, 'a'), junta('y', 'moot', 4, 'b'), junta('z', 'moot', 5, 'c')], {
        drawnOrder: ['y', 'x', 'z'],
      }),
    );
    expect(output.order).toEqual(['z', 'x', 'y']);
  });

  it('4.7.7: Moots and Board Meetings are voted in one sequence', () => {
    const input = phase(
      [creature('g', 'gaia', 6), creature('w', 'wyrm', 6)],
      [junta('moot', 'moot', 3, 'g'), junta('board', 'board-meeting', 4, 'w')],
    );
    expect(run(input).output.order).toEqual(['board', 'moot']);
  });

  it('4.7.4: creatures vote from highest Renown to lowest, all of one Renown simultaneously', () => {
    const creatures = [
      creature('r3', 'gaia', 3),
      creature('r8', 'gaia', 8),
      creature('r3b', 'gaia', 3),
      creature('r5', 'gaia', 5),
    ];
    const { output, steps } = run(phase(creatures, [junta('j', 'moot', 2, 'r8')]));
    expect(resultOf(output, 'j').groups.map((g) => [g.renown, g.voters.map((v) => v.creatureId)])).toEqual([
      [8, ['r8']],
      [5, ['r5']],
      [3, ['r3', 'r3b']],
    ]);
    expect(steps.join('\n')).toMatch(/Renown 3 vote simultaneously/);
  });
});
