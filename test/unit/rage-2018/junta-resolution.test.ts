import { describe, expect, it } from 'vitest';
import { creature, junta, lineOf, phase, resultOf, run } from './junta-fixtures.ts';

const creatures = [creature('alpha', 'gaia', 7), creature('victim', 'gaia', 5), creature('other', 'gaia', 3)];

describe('Junta calculator: a Junta takes effect as soon as its voting ends', () => {
  it('4.7.6: a creature killed by a passed Junta does not vote in later Juntas', () => {
    const juntas = [
      junta('kill', 'moot', 5, 'alpha', {
        votes: { alpha: 'yes', victim: 'no' },
        ifPassed: { kills: ['victim'], removesVotes: [] },
      }),
      junta('later', 'moot', 2, 'alpha', { votes: { victim: 'yes' } }),
    ];
    const { output, steps } = run(phase(creatures, juntas));
    expect(resultOf(output, 'kill')).toMatchObject({ passed: true, killed: ['victim'] });
    expect(lineOf(output, 'later', 'victim')).toMatchObject({
      eligible: false,
      votes: 0,
      reason: expect.stringMatching(/killed by kill/),
    });
    expect(resultOf(output, 'later').yes).toBe(0);
    expect(steps.join('\n')).toMatch(/takes effect at once, before the next Junta is voted: victim dies/);
  });

  it('4.7.6: a creature stripped of its votes by a passed Junta does not vote in later Juntas', () => {
    const juntas = [
      junta('strip', 'moot', 5, 'alpha', { votes: { alpha: 'yes' }, ifPassed: { kills: [], removesVotes: ['other'] } }),
      junta('later', 'moot', 2, 'alpha'),
    ];
    const { output } = run(phase(creatures, juntas));
    expect(resultOf(output, 'strip').votesRemoved).toEqual(['other']);
    expect(lineOf(output, 'later', 'other')).toMatchObject({
      eligible: false,
      reason: expect.stringMatching(/lost its voting rights to strip/),
    });
  });

  it('4.7.6: the effect does not reach back into the Junta that caused it', () => {
    const juntas = [
      junta('kill', 'moot', 5, 'alpha', {
        votes: { alpha: 'yes', victim: 'no' },
        ifPassed: { kills: ['victim'], removesVotes: [] },
      }),
    ];
    expect(lineOf(run(phase(creatures, juntas)).output, 'kill', 'victim')).toMatchObject({ eligible: true, votes: 5 });
  });

  it('4.7.2, 4.7.6: a failed Junta has no effect on later Juntas', () => {
    const juntas = [
      junta('kill', 'moot', 5, 'alpha', {
        votes: { alpha: 'yes', victim: 'no', other: 'no' },
        ifPassed: { kills: ['victim'], removesVotes: [] },
      }),
      junta('later', 'moot', 2, 'alpha'),
    ];
    const { output, steps } = run(phase(creatures, juntas));
    expect(resultOf(output, 'kill')).toMatchObject({ passed: false, killed: [] });
    expect(lineOf(output, 'later', 'victim').eligible).toBe(true);
    expect(steps.join('\n')).toMatch(/failed, so the effects marked for a pass do not happen/);
  });

  it('4.7.3, 4.7.6: effects follow the voting order, not the order the Juntas were entered', () => {
    const juntas = [
      junta('later', 'moot', 2, 'alpha', { votes: { victim: 'yes' } }),
      junta('kill', 'moot', 5, 'alpha', { votes: { alpha: 'yes' }, ifPassed: { kills: ['victim'], removesVotes: [] } }),
    ];
    const { output } = run(phase(creatures, juntas));
    expect(output.order).toEqual(['kill', 'later']);
    expect(lineOf(output, 'later', 'victim').eligible).toBe(false);
  });
});
