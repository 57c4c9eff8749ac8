import { describe, expect, it } from 'vitest';
import { stealthCheckCalculator } from '../../../src/rulesets/retaliation/stealth-check/index.ts';
import { between, move, npc } from './fixtures.ts';

function problems(input: unknown) {
  const outcome = stealthCheckCalculator.run(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('Stealth check: invalid input gets a specific message with a path', () => {
  it('accepts its own defaults', () => {
    expect(stealthCheckCalculator.validate(stealthCheckCalculator.defaults()).ok).toBe(true);
  });

  const cases: { name: string; input: unknown; path: string; message: RegExp; need?: string }[] = [
    { name: 'not an object', input: null, path: '(input)', message: /expected an object, got null/ },
    {
      name: 'an unknown form',
      input: move([], { form: 'hispo' as never }),
      path: 'form',
      message: /"homid", "lupus", "crinos"/,
    },
    {
      name: 'negative PHYSICAL',
      input: move([], { physical: -1 }),
      path: 'physical',
      message: /PHYSICAL can't be negative/,
    },
    {
      name: 'a negative STEALTH skill',
      input: move([], { stealthSkill: -2 }),
      path: 'stealthSkill',
      message: /STEALTH skill level can't be negative/,
    },
    { name: 'NPCs not a list', input: move({} as never), path: 'npcs', message: /expected a list/ },
    {
      name: 'an NPC with no spot',
      input: move([npc([])]),
      path: 'npcs[0].spots',
      message: /at least one HEX of your move inside its Line of Sight/,
    },
    {
      name: 'negative HEXES between',
      input: move([npc([between(-1)])]),
      path: 'npcs[0].spots[0].hexesBetween',
      message: /HEXES between you and the NPC can't be negative/,
    },
    {
      name: 'an unknown spot place',
      input: move([npc([{ where: 'beside' } as never])]),
      path: 'npcs[0].spots[0].where',
      message: /"line-of-sight", "directly-behind"/,
    },
    {
      name: 'a negative Line of Sight value',
      input: move([npc([between(0)], { lineOfSight: -3, attitude: 'neutral' })]),
      path: 'npcs[0].stateCard.lineOfSight',
      message: /Line of Sight value can't be negative/,
    },
    {
      name: 'an unknown Attitude',
      input: move([npc([between(0)], { lineOfSight: 3, attitude: 'sleepy' as never })]),
      path: 'npcs[0].stateCard.attitude',
      message: /"oblivious"/,
    },
    {
      name: 'a missing hexesBetween',
      input: move([npc([{ where: 'line-of-sight' } as never])]),
      path: 'npcs[0].spots[0].hexesBetween',
      message: /missing/,
      need: 'the number of HEXES between you and the NPC',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      // A missing value also names what the answer waits for ("Enter the damage now").
      const need = 'need' in c ? { need: c.need } : {};
      expect(problems(c.input)).toContainEqual({ path: c.path, message: expect.stringMatching(c.message), ...need });
    });
  }
});
