import { describe, expect, it } from 'vitest';
import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';
import { frenzy } from './frenzy-fixtures.ts';

function problems(input: unknown) {
  const outcome = frenzyCalculator.run(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('Frenzy calculator: invalid input gets a specific message with a path', () => {
  it('accepts its own defaults', () => {
    expect(frenzyCalculator.validate(frenzyCalculator.defaults()).ok).toBe(true);
  });

  const cases: { name: string; input: unknown; path: string; message: RegExp; need?: string }[] = [
    { name: 'not an object', input: [], path: '(input)', message: /expected an object/ },
    { name: 'negative Rage', input: frenzy({ crinosRage: -1 }), path: 'crinosRage', message: /can't be negative/ },
    { name: 'negative damage', input: frenzy({ damage: -3 }), path: 'damage', message: /can't be negative/ },
    {
      name: 'a multiplier of zero',
      input: frenzy({ rageMultiplier: 0 }),
      path: 'rageMultiplier',
      message: /can't be below 1/,
    },
    {
      name: 'a fractional multiplier',
      input: frenzy({ healthMultiplier: 1.5 }),
      path: 'healthMultiplier',
      message: /whole number/,
    },
    {
      name: 'no creature class',
      input: frenzy({ classes: [] }),
      path: 'classes',
      message: /at least one creature class/,
    },
    {
      name: 'an unknown creature class',
      input: frenzy({ classes: ['werewolf' as never] }),
      path: 'classes[0]',
      message: /"garou"/,
    },
    {
      name: 'a class listed twice',
      input: frenzy({ classes: ['garou', 'garou'] }),
      path: 'classes[1]',
      message: /listed twice/,
    },
    {
      name: 'an unknown frenzy kind',
      input: frenzy({ kind: 'berserk' as never }),
      path: 'kind',
      message: /"full", "limited", "fox"/,
    },
    {
      name: 'a Rage change without an amount',
      input: frenzy({ rageChanges: [{ name: 'Might of Thor' } as never] }),
      path: 'rageChanges[0].amount',
      message: /missing/,
      need: 'the change',
    },
    {
      // battlefield may now be left out (README: Fields you may omit); damage may not.
      name: 'a missing required field',
      input: { ...frenzy(), damage: undefined },
      path: 'damage',
      message: /missing/,
      need: 'the damage now',
    },
    { name: 'a negative hand size', input: frenzy({ handAtEnd: -1 }), path: 'handAtEnd', message: /can't be negative/ },
    {
      name: 'Sidebar: Combat Events, 6.11.3: "died earlier" in a limited frenzy (only full frenzy lets a dead creature fight on)',
      input: frenzy({ kind: 'limited', diedEarlier: true, damage: 2 }),
      path: 'diedEarlier',
      message:
        /^only a creature in full frenzy fights on after it dies: in a limited frenzy it was removed from combat when it died, which ended the frenzy, so it cannot have died earlier in this frenzy \(set this to false, or the kind to full\)$/,
    },
    {
      name: 'Sidebar: Combat Events, 6.11.3: "died earlier" in a fox frenzy',
      input: frenzy({ kind: 'fox', diedEarlier: true }),
      path: 'diedEarlier',
      message: /in a fox frenzy it was removed from combat when it died/,
    },
  ];
  it('6.11.3: "died earlier" is accepted in a full frenzy', () => {
    expect(frenzyCalculator.validate(frenzy({ kind: 'full', diedEarlier: true })).ok).toBe(true);
  });

  for (const c of cases) {
    it(c.name, () => {
      // A missing value also names what the answer waits for ("Enter the damage now").
      const need = 'need' in c ? { need: c.need } : {};
      expect(problems(c.input)).toContainEqual({ path: c.path, message: expect.stringMatching(c.message), ...need });
    });
  }
});
