import { describe, expect, it } from 'vitest';
import { juntaCalculator } from '../../../src/rulesets/rage-2018/junta/index.ts';
import { creature, junta, phase } from './junta-fixtures.ts';

function problems(input: unknown) {
  const outcome = juntaCalculator.run(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('Junta calculator: invalid input gets a specific message with a path', () => {
  it('accepts its own defaults', () => {
    expect(juntaCalculator.validate(juntaCalculator.defaults()).ok).toBe(true);
    expect(juntaCalculator.run(juntaCalculator.defaults()).ok).toBe(true);
  });

  const cases: { name: string; input: unknown; path: string; message: RegExp }[] = [
    { name: 'not an object', input: 42, path: '(input)', message: /expected an object/ },
    {
      name: 'negative Renown',
      input: phase([creature('c', 'gaia', -1)], []),
      path: 'creatures[0].renown',
      message: /can't be negative/,
    },
    {
      name: 'fractional Renown',
      input: phase([creature('c', 'gaia', 2.5)], []),
      path: 'creatures[0].renown',
      message: /whole number/,
    },
    {
      name: 'unknown allegiance',
      input: phase([{ ...creature('c', 'gaia', 2), allegiance: 'rogue' as never }], []),
      path: 'creatures[0].allegiance',
      message: /"gaia", "wyrm"/,
    },
    {
      name: 'missing field',
      input: { twoPlayerGame: false, creatures: [], drawnOrder: [] },
      path: 'juntas',
      message: /missing/,
    },
    {
      name: 'negative extra votes',
      input: phase([creature('c', 'gaia', 2, { extraVotes: -1 })], []),
      path: 'creatures[0].extraVotes',
      message: /can't be negative/,
    },
    {
      name: 'duplicate creature id',
      input: phase([creature('c', 'gaia', 2), creature('c', 'wyrm', 3)], []),
      path: 'creatures[1].id',
      message: /two creatures have the id "c"/,
    },
    {
      name: 'caller not a creature',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'ghost')]),
      path: 'juntas[0].callerId',
      message: /"ghost" is not the id of any creature/,
    },
    {
      name: 'vote by an unknown creature',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'c', { votes: { ghost: 'yes' } })]),
      path: 'juntas[0].votes.ghost',
      message: /not the id of any creature/,
    },
    {
      name: 'vote that is not yes, no or abstain',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'c', { votes: { c: 'maybe' as never } })]),
      path: 'juntas[0].votes.c',
      message: /"yes", "no", "abstain"/,
    },
    {
      name: 'effect on an unknown creature',
      input: phase(
        [creature('c', 'gaia', 2)],
        [junta('j', 'moot', 1, 'c', { ifPassed: { kills: ['ghost'], removesVotes: [] } })],
      ),
      path: 'juntas[0].ifPassed.kills[0]',
      message: /not the id of any creature/,
    },
    {
      name: 'drawn order naming an unknown Junta',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'c')], { drawnOrder: ['x'] }),
      path: 'drawnOrder[0]',
      message: /not the id of any Junta/,
    },
    {
      name: 'drawn order listing a Junta twice',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'c')], { drawnOrder: ['j', 'j'] }),
      path: 'drawnOrder[1]',
      message: /listed twice/,
    },
    {
      name: 'an id that is not text',
      input: phase([creature('c', 'gaia', 2)], [junta('j', 'moot', 1, 'c', { cardBarsVoters: [7 as never] })]),
      path: 'juntas[0].cardBarsVoters[0]',
      message: /expected the id of a creature/,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(problems(c.input)).toContainEqual({ path: c.path, message: expect.stringMatching(c.message) });
    });
  }

  it('an id such as "__proto__" or "constructor" is an ordinary id', () => {
    const input = phase(
      [creature('__proto__', 'gaia', 4), creature('constructor', 'gaia', 3)],
      [junta('j', 'moot', 1, '__proto__')],
    );
    const parsed = JSON.parse(JSON.stringify(input).replace('"votes":{}', '"votes":{"__proto__":"yes"}'));
    const outcome = juntaCalculator.run(parsed);
    expect(outcome.ok && outcome.output.results[0]).toMatchObject({ yes: 4, no: 0 });
  });
});
