import { describe, expect, it } from 'vitest';
import { combatTimingDefaults } from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

/** The defaults with the values at the given paths replaced (deleted when undefined), as untrusted JSON. */
function withChange(...changes: [path: (string | number)[], value: unknown][]): unknown {
  const input: unknown = {
    ...structuredClone(combatTimingDefaults()),
    resolution: [
      {
        kind: 'attack',
        name: 'Claw',
        owner: 'Attacker',
        speed: 'normal',
        damage: 3,
        target: 'Defender',
        undodgeable: false,
        unblockable: false,
      },
    ],
  };
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
  const outcome = combatTimingCalculator.run(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

describe('combat timing: invalid input gets a specific message with a path', () => {
  it.each([
    ['round 0', withChange([['round'], 0]), 'round', "The round can't be below 1 (got 0)"],
    [
      'an unknown step',
      withChange([['step'], 'recovery']),
      'step',
      'expected one of "declaration", "pre-combat", "beginning-of-combat", "play-card", "targeting", "reveal", "bluff", "resolution", "withdrawal", "between-rounds", got "recovery"',
    ],
    [
      'a missing field (at the Withdrawal step, where it matters)',
      withChange([['step'], 'withdrawal'], [['creatures', 0, 'playedCombatAction'], undefined]),
      'creatures[0].playedCombatAction',
      'missing: expected true, false, or null for not set',
    ],
    [
      'negative frenzy cards',
      withChange([['creatures', 0, 'frenzyCardsDrawn'], -1]),
      'creatures[0].frenzyCardsDrawn',
      "Cards drawn for frenzy can't be negative (got -1)",
    ],
    [
      'frenzy cards without full frenzy',
      withChange([['creatures', 0, 'frenzyCardsDrawn'], 2]),
      'creatures[0].frenzyCardsDrawn',
      '"Attacker" is not in full frenzy, so it drew no cards for frenzy',
    ],
    [
      'two creatures with one name',
      withChange([['creatures', 1, 'name'], 'Attacker']),
      'creatures[1].name',
      'two creatures are called "Attacker": give each a different name',
    ],
    [
      'no defender',
      withChange([['creatures', 1, 'side'], 'attacker']),
      'creatures',
      'a combat has at least one defender: add one',
    ],
    [
      'an attack on a creature not in the combat',
      withChange([['resolution', 0, 'target'], 'Bob']),
      'resolution[0].target',
      'targets "Bob", who is not in this combat',
    ],
    [
      'an attack by a creature not in the combat',
      withChange([['resolution', 0, 'owner'], 'Bob']),
      'resolution[0].owner',
      '"Bob" is not a creature in this combat',
    ],
    [
      'an attack on its own creature',
      withChange([['resolution', 0, 'target'], 'Attacker']),
      'resolution[0].target',
      'targets its own creature "Attacker": choose an opponent',
    ],
    [
      'negative damage',
      withChange([['resolution', 0, 'damage'], -3]),
      'resolution[0].damage',
      "Damage can't be negative (got -3)",
    ],
    [
      'an unknown creature state',
      withChange([['creatures', 1, 'status'], 'fled']),
      'creatures[1].status',
      'expected one of "fighting", "dead", "hacked-apart", "left", got "fled"',
    ],
    [
      'an unknown speed',
      withChange([['resolution', 0, 'speed'], 'lightning']),
      'resolution[0].speed',
      'expected one of "normal", "fast", "slow", "both", got "lightning"',
    ],
  ])('%s', (_what, input, path, message) => {
    expect(problems(input)).toContainEqual({ path, message });
  });

  it('6.11.3: accepts a creature hacked apart, whether its frenzy is ending now or has already ended', () => {
    for (const fullFrenzy of [true, false]) {
      expect(
        combatTimingCalculator.validate(
          withChange([['creatures', 1, 'status'], 'hacked-apart'], [['creatures', 1, 'fullFrenzy'], fullFrenzy]),
        ).ok,
      ).toBe(true);
    }
  });

  it('accepts the defaults and returns them unchanged', () => {
    expect(combatTimingCalculator.validate(combatTimingDefaults())).toEqual({
      ok: true,
      value: combatTimingDefaults(),
    });
  });
});
