import { describe, expect, it } from 'vitest';
import { creature, junta, phase, run } from './junta-fixtures.ts';

// The app gives creatures and Juntas opaque ids (c1, j1); --json must name them as the judge entered them too.
const named = <T extends { name: string }>(thing: T, name: string): T => ({ ...thing, name });

describe('Junta: creatures and Juntas are named in the output by the names entered, beside their ids (4.7)', () => {
  const input = phase(
    [
      named(creature('c1', 'gaia', 8), 'Silver Fang elder'),
      named(creature('c2', 'gaia', 6), 'Black Fury'),
      named(creature('c3', 'wyrm', 5), 'Black Spiral Dancer'),
      named(creature('c4', 'gaia', 6), 'Red Talon'),
    ],
    [
      named(
        junta('j1', 'moot', 5, 'c1', { votes: { c1: 'yes' }, ifPassed: { kills: ['c3'], removesVotes: ['c2'] } }),
        'Moot 1',
      ),
      named(junta('j2', 'moot', 4, 'c2'), 'Moot 2'),
      named(junta('j3', 'moot', 4, 'c4'), 'Moot 3'),
    ],
  );

  it("calling checks, the voting order and undrawn ties (4.7.3) carry the Juntas' names", () => {
    const { output } = run(input);
    expect(output.calling.map((c) => [c.juntaId, c.name])).toEqual([
      ['j1', 'Moot 1'],
      ['j2', 'Moot 2'],
      ['j3', 'Moot 3'],
    ]);
    expect(output.order).toEqual(['j1', 'j2', 'j3']);
    expect(output.orderNames).toEqual(['Moot 1', 'Moot 2', 'Moot 3']);
    expect(output.undrawnTies).toEqual([['j2', 'j3']]);
    expect(output.undrawnTieNames).toEqual([['Moot 2', 'Moot 3']]);
  });

  it('each result, each voter and what a passed Junta did (4.7.6) carry names', () => {
    const { output } = run(input);
    const first = output.results[0];
    expect(first?.name).toBe('Moot 1');
    expect(first?.passed).toBe(true);
    expect(first?.killedNames).toEqual(['Black Spiral Dancer']);
    expect(first?.votesRemovedNames).toEqual(['Black Fury']);
    const names = new Map(input.creatures.map((c) => [c.id, c.name]));
    for (const result of output.results)
      for (const line of [...result.groups.flatMap((g) => g.voters), ...result.notEligible])
        expect(line.name).toBe(names.get(line.creatureId));
  });

  it('a creature or Junta entered without a name is named by its id, as in the explanation', () => {
    const { output } = run(
      phase([creature('c1', 'gaia', 8, { name: '' })], [junta('j1', 'moot', 5, 'c1', { name: '' })]),
    );
    expect(output.calling[0]?.name).toBe('j1');
    expect(output.results[0]?.name).toBe('j1');
    expect(output.results[0]?.groups[0]?.voters[0]?.name).toBe('c1');
  });
});
