import { describe, expect, it } from 'vitest';
import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';
import { frenzy } from './frenzy-fixtures.ts';

function problems(input: unknown) {
  const outcome = frenzyCalculator.compute(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('Frenzy calculator: invalid input gets a specific message with a path', () => {
  it('accepts its own defaults', () => {
    expect(frenzyCalculator.validate(frenzyCalculator.defaults()).ok).toBe(true);
  });

  const cases: { name: string; input: unknown; path: string; message: RegExp }[] = [
    { name: 'not an object', input: [], path: '(input)', message: /expected an object/ },
    { name: 'negative Rage', input: frenzy({ crinosRage: -1 }), path: 'crinosRage', message: /can't be negative/ },
    { name: 'negative damage', input: frenzy({ damage: -3 }), path: 'damage', message: /can't be negative/ },
    { name: 'a multiplier of zero', input: frenzy({ rageMultiplier: 0 }), path: 'rageMultiplier', message: /can't be below 1/ },
    { name: 'a fractional multiplier', input: frenzy({ healthMultiplier: 1.5 }), path: 'healthMultiplier', message: /whole number/ },
    { name: 'no creature class', input: frenzy({ classes: [] }), path: 'classes', message: /at least one creature class/ },
    { name: 'an unknown creature class', input: frenzy({ classes: ['werewolf' as never] }), path: 'classes[0]', message: /"garou"/ },
    { name: 'a class listed twice', input: frenzy({ classes: ['garou', 'garou'] }), path: 'classes[1]', message: /listed twice/ },
    { name: 'an unknown frenzy kind', input: frenzy({ kind: 'berserk' as never }), path: 'kind', message: /"full", "limited", "fox"/ },
    { name: 'a Rage change without an amount', input: frenzy({ rageChanges: [{ name: 'Might of Thor' } as never] }), path: 'rageChanges[0].amount', message: /missing/ },
    { name: 'a missing field', input: { ...frenzy(), battlefield: undefined }, path: 'battlefield', message: /missing/ },
    { name: 'a negative hand size', input: frenzy({ handAtEnd: -1 }), path: 'handAtEnd', message: /can't be negative/ },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(problems(c.input)).toContainEqual({ path: c.path, message: expect.stringMatching(c.message) });
    });
  }
});
