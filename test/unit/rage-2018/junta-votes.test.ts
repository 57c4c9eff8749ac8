import { describe, expect, it } from 'vitest';
import { creature, junta, lineOf, phase, resultOf, run } from './junta-fixtures.ts';

describe('Junta calculator: eligibility, votes and tally', () => {
  it('4.7.2: Characters have a number of votes equal to their Renown', () => {
    const { output } = run(phase([creature('c', 'gaia', 6)], [junta('j', 'moot', 2, 'c', { votes: { c: 'yes' } })]));
    expect(lineOf(output, 'j', 'c')).toMatchObject({ eligible: true, votes: 6, vote: 'yes' });
    expect(resultOf(output, 'j')).toMatchObject({ yes: 6, no: 0, passed: true });
  });

  const tallies = [
    { name: '4.7.2: a Junta passes with more votes in favour than against', yes: 6, no: 5, passed: true },
    { name: '4.7.2: a Junta fails with more votes against than in favour', yes: 5, no: 6, passed: false },
    { name: '4.7.2: a tied vote fails', yes: 5, no: 5, passed: false },
    { name: '4.7.2: no votes at all is a tie, and fails', yes: 0, no: 0, passed: false },
  ];
  for (const t of tallies) {
    it(t.name, () => {
      const input = phase(
        [creature('for', 'gaia', t.yes), creature('against', 'gaia', t.no)],
        [junta('j', 'moot', 0, 'for', { votes: { for: 'yes', against: 'no' } })],
      );
      const { output, headline } = run(input);
      expect(resultOf(output, 'j')).toMatchObject({ yes: t.yes, no: t.no, passed: t.passed });
      if (t.yes === t.no) expect(headline).toMatch(/fails \d+–\d+ \(tie\)/);
    });
  }

  it('4.7.4: a creature that abstains adds nothing to either side', () => {
    const input = phase(
      [creature('a', 'gaia', 5), creature('b', 'gaia', 9)],
      [junta('j', 'moot', 0, 'a', { votes: { a: 'yes', b: 'abstain' } })],
    );
    expect(resultOf(run(input).output, 'j')).toMatchObject({ yes: 5, no: 0, passed: true });
  });

  it('4.7.2: Wyrm characters vote in every Board Meeting but only ONE Moot a turn', () => {
    const creatures = [creature('g', 'gaia', 9), creature('w', 'wyrm', 4)];
    const votes = { w: 'no' } as const;
    const juntas = [
      junta('m1', 'moot', 5, 'g', { votes }),
      junta('m2', 'moot', 4, 'g', { votes }),
      junta('b1', 'board-meeting', 3, 'w', { votes }),
      junta('b2', 'board-meeting', 2, 'w', { votes }),
    ];
    const { output } = run(phase(creatures, juntas));
    expect(lineOf(output, 'm1', 'w').eligible).toBe(true);
    expect(lineOf(output, 'm2', 'w')).toMatchObject({
      eligible: false,
      reason: expect.stringMatching(/only one Moot a turn, and it already voted in m1/),
    });
    expect(lineOf(output, 'b1', 'w').eligible).toBe(true);
    expect(lineOf(output, 'b2', 'w').eligible).toBe(true);
  });

  it('4.7.2: Gaia characters vote in every Moot but only ONE Board Meeting a turn', () => {
    const creatures = [creature('g', 'gaia', 4), creature('w', 'wyrm', 9)];
    const votes = { g: 'yes' } as const;
    const juntas = [
      junta('b1', 'board-meeting', 5, 'w', { votes }),
      junta('b2', 'board-meeting', 4, 'w', { votes }),
      junta('m1', 'moot', 3, 'g', { votes }),
      junta('m2', 'moot', 2, 'g', { votes }),
    ];
    const { output } = run(phase(creatures, juntas));
    expect(lineOf(output, 'b1', 'g').eligible).toBe(true);
    expect(lineOf(output, 'b2', 'g').eligible).toBe(false);
    expect(lineOf(output, 'm1', 'g').eligible).toBe(true);
    expect(lineOf(output, 'm2', 'g').eligible).toBe(true);
  });

  it('4.7.2 (reading): abstaining in a Junta of the other allegiance keeps the one allowed for the turn', () => {
    const creatures = [creature('g', 'gaia', 9), creature('w', 'wyrm', 4)];
    const juntas = [
      junta('m1', 'moot', 5, 'g', { votes: { w: 'abstain' } }),
      junta('m2', 'moot', 4, 'g', { votes: { w: 'yes' } }),
    ];
    const { output } = run(phase(creatures, juntas));
    expect(lineOf(output, 'm2', 'w')).toMatchObject({ eligible: true, vote: 'yes', votes: 4 });
  });

  it('4.4.1, 4.7.2: Allies may not vote unless an ability gives them votes', () => {
    const creatures = [
      creature('c', 'gaia', 5),
      creature('ally', 'gaia', 3, { type: 'ally' }),
      creature('voting-ally', 'gaia', 3, { type: 'ally', abilityGivesVotes: true }),
    ];
    const { output } = run(
      phase(creatures, [junta('j', 'moot', 2, 'c', { votes: { ally: 'yes', 'voting-ally': 'yes' } })]),
    );
    expect(lineOf(output, 'j', 'ally')).toMatchObject({ eligible: false, votes: 0 });
    expect(lineOf(output, 'j', 'voting-ally')).toMatchObject({ eligible: true, votes: 3 });
    expect(resultOf(output, 'j').yes).toBe(3);
  });

  it("4.7.2: an Ally's votes equal its Renown unless the ability specifies otherwise", () => {
    const ally = creature('ally', 'gaia', 3, { type: 'ally', abilityGivesVotes: true, abilityVoteCount: 1 });
    const { output } = run(phase([creature('c', 'gaia', 5), ally], [junta('j', 'moot', 2, 'c')]));
    expect(lineOf(output, 'j', 'ally').votes).toBe(1);
  });

  it('5: creatures only in the Umbra may not vote; creatures in both worlds vote as normal', () => {
    const creatures = [
      creature('c', 'gaia', 5),
      creature('umbra', 'gaia', 4, { world: 'umbra' }),
      creature('spirit', 'gaia', 4, { world: 'both' }),
    ];
    const { output } = run(phase(creatures, [junta('j', 'moot', 2, 'c')]));
    expect(lineOf(output, 'j', 'umbra')).toMatchObject({
      eligible: false,
      reason: expect.stringMatching(/only in the Umbra/),
    });
    expect(lineOf(output, 'j', 'spirit').eligible).toBe(true);
  });

  it("4.7.1: a Junta's own requirements can bar a creature from voting", () => {
    const creatures = [creature('c', 'gaia', 5), creature('barred', 'gaia', 4)];
    const { output } = run(phase(creatures, [junta('j', 'moot', 2, 'c', { cardBarsVoters: ['barred'] })]));
    expect(lineOf(output, 'j', 'barred').eligible).toBe(false);
  });

  const modifiers = [
    {
      name: '4.7.5: a doubling doubles the base Renown, not the Renown after additions',
      over: { renownDoublings: 1, renownChange: 1 },
      votes: 7,
    },
    {
      name: '4.7.5: a subtraction also comes after the doubling',
      over: { renownDoublings: 1, renownChange: -2 },
      votes: 4,
    },
    { name: '4.7.5, 4.1.10: Renown cannot be doubled more than once', over: { renownDoublings: 3 }, votes: 6 },
    { name: '4.7.5: extra votes (e.g. Elder Stone) are added', over: { extraVotes: 2 }, votes: 5 },
    {
      name: '4.7.5: doubling, change and extra votes together',
      over: { renownDoublings: 2, renownChange: 1, extraVotes: 2 },
      votes: 9,
    },
    {
      name: '4.7.5 (reading): a subtraction below zero leaves no votes, never negative ones',
      over: { renownChange: -10, extraVotes: 1 },
      votes: 1,
    },
  ];
  for (const m of modifiers) {
    it(m.name, () => {
      const { output, steps } = run(phase([creature('c', 'gaia', 3, m.over)], [junta('j', 'moot', 0, 'c')]));
      expect(lineOf(output, 'j', 'c').votes).toBe(m.votes);
      expect(steps.join('\n')).toMatch(new RegExp(`: ${m.votes} votes? in every Junta it can vote in\\.`));
    });
  }

  it('4.7.7: the Pentex Executive (Renown 8) votes in a Moot when the other Renown 8 creatures do', () => {
    const executive = creature('exec', 'wyrm', 8, { name: 'Pentex Executive', votesInEitherKind: true });
    const creatures = [
      creature('elder', 'gaia', 8),
      executive,
      creature('cub', 'gaia', 2),
      creature('alpha', 'gaia', 9),
    ];
    const juntas = [
      junta('m1', 'moot', 4, 'alpha', { votes: { exec: 'no', elder: 'yes', alpha: 'yes' } }),
      junta('m2', 'moot', 3, 'alpha', { votes: { exec: 'no' } }),
    ];
    const { output, steps } = run(phase(creatures, juntas));
    expect(resultOf(output, 'm1').groups.map((g) => [g.renown, g.voters.map((v) => v.creatureId)])).toEqual([
      [9, ['alpha']],
      [8, ['elder', 'exec']],
      [2, ['cub']],
    ]);
    expect(steps.join('\n')).toMatch(
      /Pentex Executive: an ability lets it vote in Moots and Board Meetings alike: it must cast its votes when the other creatures of its Renown do, or it is taken to abstain/,
    );
    expect(lineOf(output, 'm2', 'exec')).toMatchObject({ eligible: true, votes: 8 });
  });
});
