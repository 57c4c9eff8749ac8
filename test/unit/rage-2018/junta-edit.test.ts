import { describe, expect, it } from 'vitest';
import {
  addCreature,
  addJunta,
  nextId,
  removeCreature,
  removeJunta,
  toggleDrawn,
} from '../../../src/rulesets/rage-2018/junta/edit.ts';
import { juntaCalculator } from '../../../src/rulesets/rage-2018/junta/index.ts';
import { creature, junta, phase } from './junta-fixtures.ts';

describe('Junta form edits keep the input valid', () => {
  it('new ids never clash with existing ones', () => {
    expect(nextId('c', ['c1', 'c3'])).toBe('c4');
    expect(nextId('c', ['c2', 'c3'])).toBe('c4');
    expect(nextId('c', [])).toBe('c1');
  });

  it('removing a creature removes every reference to it, and its Juntas pass to another caller', () => {
    const input = phase(
      [creature('a', 'gaia', 5), creature('b', 'gaia', 4)],
      [
        junta('j', 'moot', 2, 'b', {
          votes: { b: 'yes' },
          cardBarsVoters: ['b'],
          ifPassed: { kills: ['b'], removesVotes: ['b'] },
        }),
      ],
    );
    const edited = removeCreature(input, 'b');
    expect(edited.juntas[0]).toMatchObject({
      callerId: 'a',
      votes: {},
      cardBarsVoters: [],
      ifPassed: { kills: [], removesVotes: [] },
    });
    expect(juntaCalculator.validate(edited).ok).toBe(true);
  });

  it('removing a Junta takes it out of the drawn order', () => {
    const input = toggleDrawn(addJunta(addCreature(juntaCalculator.defaults(), 'wyrm')), 'j2');
    expect(input.drawnOrder).toEqual(['j2']);
    expect(removeJunta(input, 'j2').drawnOrder).toEqual([]);
    expect(juntaCalculator.validate(input).ok).toBe(true);
  });

  it('a new Junta is called by the creature with the highest Renown, of its allegiance', () => {
    const input = addJunta(phase([creature('w', 'wyrm', 9), creature('g', 'gaia', 3)], []));
    expect(input.juntas[0]).toMatchObject({ callerId: 'w', kind: 'board-meeting' });
  });
});
