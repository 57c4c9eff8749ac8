import { describe, expect, it } from 'vitest';
import {
  type BluffCard,
  type BluffCreature,
  type BluffInput,
  newCard,
  newCreature,
} from '../../../src/rulesets/rage-2018/bluff/input.ts';
import { bluffCalculator } from '../../../src/rulesets/rage-2018/bluff/index.ts';
import type { CardVerdict } from '../../../src/rulesets/rage-2018/bluff/rulings.ts';

const creature = (name: string, rage: number, more: Partial<BluffCreature> = {}): BluffCreature => ({
  ...newCreature(name, rage),
  ...more,
});
const card = (owner: string, target: string | null, rage: number | null, more: Partial<BluffCard> = {}): BluffCard => ({
  ...newCard(owner, target, rage),
  ...more,
});

function verdicts(input: BluffInput): CardVerdict[] {
  const outcome = bluffCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.output.cards.map((c) => c.verdict);
}

const A3 = creature('A', 3);
const B3 = creature('B', 3);

/** Each case: the rule's own statement, the round, the expected verdict of every card in order. */
const cases: { rule: string; input: BluffInput; expected: CardVerdict[] }[] = [
  {
    rule: '6.9.2: a Combat Action needing more Rage than the creature has is a bluff; it succeeds when the target played no legal cards',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 5)] },
    expected: ['bluff-succeeds'],
  },
  {
    rule: '6.9.2: a bluff with a target succeeds if the target also bluffed',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 5), card('B', 'A', 4)] },
    expected: ['bluff-succeeds', 'bluff-succeeds'],
  },
  {
    rule: '6.9.2: a bluff with a target fails if the target played a legal card and did not bluff',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 5), card('B', 'A', 2)] },
    expected: ['bluff-fails', 'legal'],
  },
  {
    rule: '6.9.1: illegal cards are not "cards played": a target whose only card is illegal played no legal cards',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 5), card('B', 'A', 2, { requirementsMet: false })] },
    expected: ['bluff-succeeds', 'illegal'],
  },
  {
    rule: '6.9.2: a bluff with no target succeeds if no creature targeted it with a non-bluffed Combat Action',
    input: { creatures: [A3, B3, creature('C', 3)], cards: [card('A', null, 5), card('B', 'C', 2)] },
    expected: ['bluff-succeeds', 'legal'],
  },
  {
    rule: '6.9.2: a bluff with no target fails if a creature targeted it with a non-bluffed Combat Action',
    input: { creatures: [A3, B3], cards: [card('A', null, 5), card('B', 'A', 2)] },
    expected: ['bluff-fails', 'legal'],
  },
  {
    rule: '6.9.2: a bluff with no target succeeds when the only card targeting it is itself a bluff',
    input: { creatures: [A3, B3], cards: [card('A', null, 5), card('B', 'A', 6)] },
    expected: ['bluff-succeeds', 'bluff-succeeds'],
  },
  {
    rule: '6.9.1: an illegal card targeting a bluffer does not make its untargeted bluff fail',
    input: { creatures: [A3, B3], cards: [card('A', null, 5), card('B', 'A', null, { type: 'combat-event' })] },
    expected: ['bluff-succeeds', 'illegal'],
  },
  {
    rule: '6.9.2: a Combat Action with no Rage requirement is never a bluff',
    input: { creatures: [creature('A', 0), B3], cards: [card('A', 'B', null)] },
    expected: ['legal'],
  },
  {
    rule: '4.1.10: Shotgun and Battle Song: Rage 2 +2 with a Rage 7 allowance plays Rage 7 legally but Rage 9 is a bluff',
    input: {
      creatures: [creature('A', 2, { rageBonus: 2, rageAllowance: 7 }), creature('B', 5)],
      cards: [card('A', 'B', 7), card('A', 'B', 9), card('B', 'A', 1)],
    },
    expected: ['legal', 'bluff-fails', 'legal'],
  },
  {
    rule: '4.1.10: a Rage X allowance also allows combat actions of less Rage (a Rage 6 card with a Shotgun)',
    input: { creatures: [creature('A', 2, { rageAllowance: 7 }), B3], cards: [card('A', 'B', 6)] },
    expected: ['legal'],
  },
  {
    rule: '4.1.10: a +X Rage bonus does not add to the allowance: Rage 2 +2 with Shotgun 7 cannot meet Rage 8',
    input: {
      creatures: [creature('A', 2, { rageBonus: 2, rageAllowance: 7 }), B3],
      cards: [card('A', 'B', 8), card('B', 'A', 1)],
    },
    expected: ['bluff-fails', 'legal'],
  },
  {
    rule: '4.1.10: when the modified Rage is higher than the allowance, the Rage counts',
    input: { creatures: [creature('A', 6, { rageBonus: 2, rageAllowance: 7 }), B3], cards: [card('A', 'B', 8)] },
    expected: ['legal'],
  },
  {
    rule: '4.1.10: Rage may never be below zero after all modifications',
    input: {
      creatures: [creature('A', 1, { rageBonus: -3 }), B3],
      cards: [card('A', 'B', 0), card('A', 'B', 1), card('B', 'A', 2)],
    },
    expected: ['legal', 'bluff-fails', 'legal'],
  },
  {
    rule: '6.6.5: an alternate combat action is a legal Combat Action and bluffs will not work against its user',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 5), card('B', 'A', null, { type: 'alternate' })] },
    expected: ['bluff-fails', 'legal'],
  },
  {
    rule: '6.6.5: bluffs do not work against an alternate combat action user even if it also bluffed (reading)',
    input: {
      creatures: [A3, B3],
      cards: [card('A', 'B', 5), card('B', 'A', null, { type: 'alternate' }), card('B', 'A', 9)],
    },
    expected: ['bluff-fails', 'legal', 'bluff-succeeds'],
  },
  {
    rule: '6.6.5: an alternate combat action targeting a creature makes its untargeted bluff fail',
    input: { creatures: [A3, B3], cards: [card('A', null, 5), card('B', 'A', null, { type: 'alternate' })] },
    expected: ['bluff-fails', 'legal'],
  },
  {
    rule: '6.6.6A: a restricted-play creature cannot play Combat Actions without a Rage requirement (they are illegal)',
    input: { creatures: [creature('A', 3, { restrictedPlay: { min: 1, max: 1 } }), B3], cards: [card('A', 'B', null)] },
    expected: ['illegal'],
  },
  {
    rule: '6.6.6A: restricted to Rage 1 Combat Actions: a Rage 2 card is illegal, a Rage 1 card is legal',
    input: {
      creatures: [creature('A', 3, { restrictedPlay: { min: 1, max: 1 } }), B3],
      cards: [card('A', 'B', 2), card('A', 'B', 1)],
    },
    expected: ['illegal', 'legal'],
  },
  {
    rule: '6.9.1: a Combat Event played face down is an illegal card',
    input: { creatures: [A3, B3], cards: [card('A', 'B', null, { type: 'combat-event' })] },
    expected: ['illegal'],
  },
  {
    rule: '6.9.1: a Combat Action whose non-Rage requirements are not met is illegal, not a bluff',
    input: { creatures: [A3, B3], cards: [card('A', 'B', 8, { requirementsMet: false })] },
    expected: ['illegal'],
  },
  {
    rule: '6.6.6B: a card that does not meet the conditions of a Forced Play effect is illegal',
    input: {
      creatures: [creature('A', 3, { forcedPlay: true }), B3],
      cards: [card('A', 'B', 2, { forcedPlayMet: false })],
    },
    expected: ['illegal'],
  },
  {
    rule: '6.6.6B: Alternate Combat Actions cannot be played while affected by Forced Play',
    input: {
      creatures: [creature('A', 3, { forcedPlay: true }), B3],
      cards: [card('A', 'B', null, { type: 'alternate' })],
    },
    expected: ['illegal'],
  },
  {
    rule: '6.11.3: full frenzy is a type of Forced Play, so no Alternate Combat Actions',
    input: {
      creatures: [creature('A', 3, { fullFrenzy: true }), B3],
      cards: [card('A', 'B', null, { type: 'alternate' })],
    },
    expected: ['illegal'],
  },
  {
    rule: '6.11.3: a fully frenzied creature plays bluffs, judged like any other bluff',
    input: {
      creatures: [creature('A', 3, { fullFrenzy: true }), B3],
      cards: [card('A', 'B', 2), card('A', 'B', 6), card('B', 'A', 1)],
    },
    expected: ['legal', 'bluff-fails', 'legal'],
  },
];

describe('bluff legality: rules as stated', () => {
  for (const { rule, input, expected } of cases) {
    it(rule, () => {
      expect(verdicts(input)).toEqual(expected);
    });
  }

  it('6.9.1: discards illegal cards before determining bluffs, in the explanation too', () => {
    const outcome = bluffCalculator.run({
      creatures: [A3, B3],
      cards: [card('A', null, 5), card('B', 'A', null, { type: 'combat-event' })],
    });
    if (!outcome.ok) throw new Error('invalid');
    const texts = outcome.steps.map((s) => s.text);
    const illegal = texts.findIndex((t) => t.includes('is illegal'));
    const bluff = texts.findIndex((t) => t.includes('the bluff succeeds'));
    expect(illegal).toBeGreaterThan(-1);
    expect(bluff).toBeGreaterThan(illegal);
    expect(outcome.output.cards[1]?.illegalReasons).toEqual(['combat-event']);
  });

  it('6.9.1: names every requirement an illegal card fails', () => {
    const outcome = bluffCalculator.run({
      creatures: [creature('A', 3, { restrictedPlay: { min: 2, max: null }, forcedPlay: true }), B3],
      cards: [card('A', 'B', 1, { requirementsMet: false, forcedPlayMet: false })],
    });
    if (!outcome.ok) throw new Error('invalid');
    expect(outcome.output.cards[0]?.illegalReasons).toEqual(['requirements', 'restricted-play', 'forced-play']);
    expect(outcome.output.cards[0]?.why[0]?.cites).toEqual(
      expect.arrayContaining(['6-9-1-illegal-cards', '6-6-6a-restricted-play', '6-6-6b-forced-play']),
    );
  });

  it('4.1.10: explains that the allowance does not stack with the Rage bonus, citing 4.1.10', () => {
    const outcome = bluffCalculator.run({
      creatures: [creature('Sasha', 2, { rageBonus: 2, rageAllowance: 7 }), B3],
      cards: [card('Sasha', 'B', 9)],
    });
    if (!outcome.ok) throw new Error('invalid');
    const rage = outcome.steps[0];
    expect(rage?.text).toContain('Rage 2 + 2 = 4');
    expect(rage?.text).toContain('up to 7');
    expect(rage?.cites).toContain('4-1-10-modifications-to-statistics');
    expect(outcome.output.creatures[0]).toMatchObject({ rage: 4, playableRage: 7 });
  });

  it('6.11.3: reminds that a fully frenzied creature must play every Combat Action it can, bluffs included', () => {
    const outcome = bluffCalculator.run({
      creatures: [creature('A', 3, { fullFrenzy: true }), B3],
      cards: [card('A', 'B', 6)],
    });
    if (!outcome.ok) throw new Error('invalid');
    expect(
      outcome.steps.some(
        (s) =>
          s.text.includes('must play every Combat Action it can, including bluffs') &&
          s.cites.includes('6-11-3-full-frenzy-additional-rules'),
      ),
    ).toBe(true);
  });

  it('6.2 step 4: headline counts what resolves and what is discarded', () => {
    const outcome = bluffCalculator.run({
      creatures: [A3, B3],
      cards: [card('A', 'B', 5), card('B', 'A', 2), card('B', 'A', null, { type: 'combat-event' })],
    });
    expect(outcome.ok && outcome.headline).toBe('1 card resolves (1 legal); discard 1 illegal, 1 failed bluff.');
    expect(bluffCalculator.run({ creatures: [A3, B3], cards: [] })).toMatchObject({
      ok: true,
      headline: 'No cards revealed: nothing to discard.',
    });
  });
});
