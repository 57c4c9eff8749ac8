import { describe, expect, it } from 'vitest';
import { bluffDefaults } from '../../../src/rulesets/rage-2018/bluff/input.ts';
import { bluffCalculator } from '../../../src/rulesets/rage-2018/bluff/index.ts';

/** The defaults with the value at `path` replaced (or deleted when undefined), as untrusted JSON. */
function withChange(...changes: [path: (string | number)[], value: unknown][]): unknown {
  const input: unknown = structuredClone(bluffDefaults());
  for (const [path, value] of changes) {
    const parent = path
      .slice(0, -1)
      .reduce((node, key) => (node as Record<string | number, unknown>)[key], input) as Record<
      string | number,
      unknown
    >;
    const key = path[path.length - 1] as string | number;
    if (value === undefined) delete parent[key];
    else parent[key] = value;
  }
  return input;
}

function problems(input: unknown) {
  const outcome = bluffCalculator.run(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('bluff legality: invalid input gets a specific message with a path', () => {
  it.each([
    [
      'negative Rage',
      withChange([['creatures', 0, 'rage'], -1]),
      'creatures[0].rage',
      "Rage can't be negative (got -1)",
    ],
    [
      'a card targeting a creature not in the combat',
      withChange([['cards', 0, 'target'], 'Zhyzhak']),
      'cards[0].target',
      'targets "Zhyzhak", who is not in this combat',
    ],
    [
      'an owner not in the combat',
      withChange([['cards', 1, 'owner'], 'Nobody']),
      'cards[1].owner',
      '"Nobody" is not a creature in this combat',
    ],
    [
      'a missing field',
      withChange([['cards', 0, 'requirementsMet'], undefined]),
      'cards[0].requirementsMet',
      'missing: expected true or false',
    ],
    [
      'a fractional Rage requirement',
      withChange([['cards', 0, 'rage'], 2.5]),
      'cards[0].rage',
      'expected a whole number from 0 to 99, or null for none, got 2.5',
    ],
    [
      'an unknown card type',
      withChange([['cards', 0, 'type'], 'gift']),
      'cards[0].type',
      'expected one of "combat-action", "combat-event", "alternate", got "gift"',
    ],
    [
      'two creatures with one name',
      withChange([['creatures', 1, 'name'], 'Attacker']),
      'creatures[1].name',
      'two creatures are called "Attacker": give each a different name',
    ],
    [
      'a card targeting its own creature',
      withChange([['cards', 0, 'target'], 'Attacker']),
      'cards[0].target',
      'targets its own creature "Attacker": choose an opponent or no target',
    ],
    [
      'a Forced Play condition on a creature without Forced Play',
      withChange([['cards', 0, 'forcedPlayMet'], false]),
      'cards[0].forcedPlayMet',
      '"Attacker" is not under a Forced Play effect, so this must be true',
    ],
    [
      '6.11.3: a Forced Play condition on a fully frenzied creature with no other Forced Play effect (full frenzy is a type of Forced Play, with no condition on the card)',
      withChange([['creatures', 0, 'fullFrenzy'], true], [['cards', 0, 'forcedPlayMet'], false]),
      'cards[0].forcedPlayMet',
      '"Attacker" is under no Forced Play effect other than full frenzy, which sets no condition a card can fail (it must play every Combat Action it can), so this must be true',
    ],
    [
      'a restriction whose highest Rage is below its lowest',
      withChange([['creatures', 0, 'restrictedPlay'], { min: 3, max: 1 }]),
      'creatures[0].restrictedPlay.max',
      'the highest Rage allowed (1) is below the lowest (3)',
    ],
    [
      'an empty creature name',
      withChange([['creatures', 0, 'name'], ' ']),
      'creatures[0].name',
      "A creature name can't be empty",
    ],
  ])('%s', (_what, input, path, message) => {
    expect(problems(input)).toContainEqual({ path, message });
  });

  it('refuses input that is not an object', () => {
    expect(problems(null)).toEqual([{ path: '(input)', message: 'expected an object, got null' }]);
    expect(problems([1])).toEqual([{ path: '(input)', message: 'expected an object, got a list' }]);
  });

  it('reports every problem at once, not just the first', () => {
    const input = withChange([['creatures', 0, 'rage'], -2], [['cards', 1, 'target'], 'Ghost']);
    expect(problems(input).map((p) => p.path)).toEqual(['creatures[0].rage', 'cards[1].target']);
  });

  it('accepts the defaults and returns them unchanged', () => {
    expect(bluffCalculator.validate(bluffDefaults())).toEqual({ ok: true, value: bluffDefaults() });
  });
});
