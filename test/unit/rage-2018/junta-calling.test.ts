import { describe, expect, it } from 'vitest';
import { creature, junta, phase, run } from './junta-fixtures.ts';

describe('Junta calculator: calling Juntas', () => {
  const cases = [
    {
      name: "4.7.1: a Character whose Renown is below the Junta's cannot call it",
      caller: creature('c', 'gaia', 3),
      kind: 'moot',
      renown: 4,
      callable: false,
      reason: /Renown 3 is below the Junta's Renown 4/,
    },
    {
      name: "4.7.1: a Renown equal to the Junta's is enough to call it",
      caller: creature('c', 'gaia', 4),
      kind: 'moot',
      renown: 4,
      callable: true,
      reason: null,
    },
    {
      name: '4.7.1: Gaia Characters can only call Moots',
      caller: creature('c', 'gaia', 6),
      kind: 'board-meeting',
      renown: 2,
      callable: false,
      reason: /Gaia Characters can only call Moots/,
    },
    {
      name: '4.7.1: Wyrm Characters can only call Board Meetings',
      caller: creature('c', 'wyrm', 6),
      kind: 'moot',
      renown: 2,
      callable: false,
      reason: /Wyrm Characters can only call Board Meetings/,
    },
    {
      name: '4.7.1: a Wyrm Character calls a Board Meeting',
      caller: creature('c', 'wyrm', 6),
      kind: 'board-meeting',
      renown: 2,
      callable: true,
      reason: null,
    },
    {
      name: '4.4.1: Allies may not call Juntas',
      caller: creature('c', 'gaia', 6, { type: 'ally', abilityGivesVotes: true }),
      kind: 'moot',
      renown: 2,
      callable: false,
      reason: /Allies may not call/,
    },
    {
      name: '5: creatures only in the Umbra may not call Juntas',
      caller: creature('c', 'gaia', 6, { world: 'umbra' }),
      kind: 'moot',
      renown: 2,
      callable: false,
      reason: /only in the Umbra/,
    },
    {
      name: '5: creatures in both worlds can call Juntas',
      caller: creature('c', 'gaia', 6, { world: 'both' }),
      kind: 'moot',
      renown: 2,
      callable: true,
      reason: null,
    },
  ] as const;

  for (const c of cases) {
    it(c.name, () => {
      const { output } = run(phase([c.caller], [junta('j', c.kind, c.renown, 'c')]));
      expect(output.calling[0]?.callable).toBe(c.callable);
      if (c.reason) expect(output.calling[0]?.reasons.join('; ')).toMatch(c.reason);
      expect(output.order).toEqual(c.callable ? ['j'] : []);
    });
  }

  it('4.7.1: every rule the call breaks is listed', () => {
    const { output } = run(
      phase([creature('c', 'gaia', 1, { type: 'ally', world: 'umbra' })], [junta('j', 'board-meeting', 5, 'c')]),
    );
    expect(output.calling[0]?.reasons).toHaveLength(4);
  });

  for (const name of ['Skindancer', 'Tribal War', 'Winter Wolf', 'tribal  war']) {
    it(`Moot Errata: ${name} cannot be called in a two-player game`, () => {
      const input = phase([creature('c', 'gaia', 9)], [junta('j', 'moot', 3, 'c', { name })]);
      expect(run({ ...input, twoPlayerGame: true }).output.calling[0]).toMatchObject({
        callable: false,
        reasons: [expect.stringMatching(/two-player game/)],
      });
      expect(run(input).output.calling[0]?.callable).toBe(true);
    });
  }

  for (const name of [
    'Winter Wolf Moot',
    'Skin-Dancer (errata)',
    'SKIN DANCER',
    'The Tribal-War',
    'winter_wolf',
    'Skindancer!',
  ]) {
    it(`Moot Errata: "${name}" is matched whatever the case, spaces, hyphens and surrounding words, and cannot be called in a two-player game`, () => {
      const input = phase([creature('c', 'gaia', 9)], [junta('j', 'moot', 3, 'c', { name })], { twoPlayerGame: true });
      expect(run(input).output.calling[0]).toMatchObject({
        callable: false,
        reasons: [`${name} cannot be called in a two-player game`],
      });
    });
  }

  for (const name of [
    'Midwinter Wolf',
    'Tribal Warfare',
    'Winter Wolves',
    'Wolf Winter',
    'Skindancers',
    'Skin of the Dancer',
  ]) {
    it(`Moot Errata: "${name}" is another name, not one of the three Moots, and can be called in a two-player game`, () => {
      const input = phase([creature('c', 'gaia', 9)], [junta('j', 'moot', 3, 'c', { name })], { twoPlayerGame: true });
      expect(run(input).output.calling[0]?.callable).toBe(true);
    });
  }

  it('Moot Errata: other Moots can be called in a two-player game', () => {
    const input = phase([creature('c', 'gaia', 9)], [junta('j', 'moot', 3, 'c', { name: 'Silver Pack' })], {
      twoPlayerGame: true,
    });
    expect(run(input).output.calling[0]?.callable).toBe(true);
  });

  it('2.2.5: a Junta that cannot be called is not voted on', () => {
    const input = phase(
      [creature('g', 'gaia', 5), creature('w', 'wyrm', 5)],
      [junta('ok', 'moot', 3, 'g'), junta('bad', 'moot', 3, 'w')],
    );
    const { output } = run(input);
    expect(output.order).toEqual(['ok']);
    expect(output.results.map((r) => r.juntaId)).toEqual(['ok']);
  });

  it('headline says when no Junta is called or none can be', () => {
    expect(run(phase([creature('c', 'gaia', 5)], [])).headline).toBe('No Juntas called');
    expect(run(phase([creature('c', 'gaia', 1)], [junta('j', 'moot', 5, 'c')])).headline).toBe(
      'No Junta can be called',
    );
  });
});
