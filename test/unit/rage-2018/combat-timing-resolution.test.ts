import { describe, expect, it } from 'vitest';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';
import {
  type AttackCard,
  type CombatCreature,
  type CombatTimingInput,
  type ResolutionCard,
  type Speed,
  combatTimingDefaults,
  newCombatCreature,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { planResolution } from '../../../src/rulesets/rage-2018/combat-timing/resolution-order.ts';
import { SECTION } from '../../../src/rulesets/rage-2018/combat-timing/sections.ts';

const attack = (name: string, speed: Speed, more: Partial<AttackCard> = {}): AttackCard => ({
  kind: 'attack',
  name,
  owner: 'A',
  speed,
  damage: 3,
  target: 'D',
  undodgeable: false,
  unblockable: false,
  ...more,
});
const dodge = (name: string, speed: Speed, owner = 'D'): ResolutionCard => ({ kind: 'dodge', name, owner, speed });
const block = (name: string, speed: Speed, amount = 2): ResolutionCard => ({
  kind: 'block',
  name,
  owner: 'D',
  speed,
  amount,
});
const texts = (cards: ResolutionCard[]) =>
  planResolution(cards)
    .steps.map((s) => s.text)
    .join('\n');

describe('resolution-order helper', () => {
  it('6.10.1: Fast Striking resolves before normal, normal before Slow Striking; both keywords act at normal speed', () => {
    const plan = planResolution([
      attack('Slow', 'slow'),
      attack('Both', 'both'),
      attack('Fast', 'fast'),
      attack('Normal', 'normal'),
    ]);
    expect(plan.order).toMatchObject([
      { speed: 'fast', cards: [2] },
      { speed: 'normal', cards: [1, 3] },
      { speed: 'slow', cards: [0] },
    ]);
  });

  it('6.10.1: a Fast Strike cannot be dodged by a normal Fancy Footwork, unless that Fancy Footwork is itself Fast Striking', () => {
    expect(planResolution([attack('Fast Strike', 'fast'), dodge('Fancy Footwork', 'normal')]).defences).toMatchObject([
      { card: 1, canAffect: [] },
    ]);
    expect(planResolution([attack('Fast Strike', 'fast'), dodge('Fancy Footwork', 'fast')]).defences).toMatchObject([
      { card: 1, canAffect: [0] },
    ]);
  });

  it('6.10.2: dodges and blocks do not prevent damage from faster attacks but may prevent damage from slower ones', () => {
    const plan = planResolution([
      attack('Fast', 'fast'),
      attack('Normal', 'normal'),
      attack('Slow', 'slow'),
      block('Block', 'normal'),
    ]);
    expect(plan.defences).toMatchObject([{ card: 3, canAffect: [1, 2] }]);
  });

  it('Undodgeable: dodges have no effect on this attack; Unblockable: blocks have none', () => {
    const cards = [
      attack('Undodgeable', 'normal', { undodgeable: true }),
      attack('Unblockable', 'normal', { unblockable: true }),
      dodge('Dodge', 'normal'),
      block('Block', 'normal'),
    ];
    expect(planResolution(cards).defences).toMatchObject([
      { card: 2, canAffect: [1] },
      { card: 3, canAffect: [0] },
    ]);
    expect(planResolution(cards).steps.flatMap((s) => s.cites)).toEqual(
      expect.arrayContaining(['undodgeable', 'unblockable']),
    );
  });

  it('6.10.2 (reading): a dodge protects the creature that played it, not its packmates', () => {
    expect(
      planResolution([attack('Claw', 'normal', { target: 'D2' }), dodge('Dodge', 'normal', 'D')]).defences,
    ).toMatchObject([{ card: 1, canAffect: [] }]);
  });

  it('6.2 step 5: where a creature takes damage at the same speed, the opponent decides the order it lands', () => {
    const plan = planResolution([attack('Claw', 'normal'), attack('Bite', 'both'), attack('Kick', 'fast')]);
    expect(plan.sameSpeedHits).toMatchObject([{ target: 'D', speed: 'normal', attacks: [0, 1] }]);
    expect(texts([attack('Claw', 'normal'), attack('Bite', 'both')])).toContain(
      'D takes 2 attacks at normal speed: the opponent decides the order the damage lands.',
    );
  });

  it('6.10.2: a block prevents a specified amount of damage; 6.10.3: redirection comes after dodges and blocks', () => {
    const text = texts([attack('Claw', 'normal'), block('Parry', 'fast', 2)]);
    expect(text).toContain('Parry (D blocks 2) prevents up to 2 damage from one attack');
    expect(text).toContain(
      'dodges and blocks apply first, then redirection, then other cards which affect damage cards',
    );
  });

  it('6.2 step 4: with no cards left, nothing resolves', () => {
    expect(planResolution([])).toMatchObject({ order: [], defences: [], sameSpeedHits: [] });
  });
});

describe('resolution-order helper: creatures removed from combat (6.2 step 5, 6.10.1)', () => {
  const creature = (
    name: string,
    side: CombatCreature['side'],
    more: Partial<CombatCreature> = {},
  ): CombatCreature => ({ ...newCombatCreature(name, side), playedCombatAction: true, ...more });
  /** The audit's case: A's Fast Claw on D1; D1 (marked dead) played a Slow Maul and a normal Footwork; D2 fights on. */
  const cards: ResolutionCard[] = [
    {
      kind: 'attack',
      name: 'Fast Claw',
      owner: 'A',
      speed: 'fast',
      damage: 9,
      target: 'D1',
      undodgeable: false,
      unblockable: false,
    },
    {
      kind: 'attack',
      name: 'Slow Maul',
      owner: 'D1',
      speed: 'slow',
      damage: 5,
      target: 'A',
      undodgeable: false,
      unblockable: false,
    },
    { kind: 'dodge', name: 'Footwork', owner: 'D1', speed: 'normal' },
  ];
  const withD1 = (d1: Partial<CombatCreature>) => [
    creature('A', 'attacker'),
    creature('D1', 'defender', d1),
    creature('D2', 'defender'),
  ];

  it('6.2 step 5, 6.10.1: a killed non-frenzied creature discards its unresolved Combat Actions: they are not listed as resolving', () => {
    const plan = planResolution(cards, withD1({ status: 'dead' }));
    expect(plan.order).toMatchObject([{ speed: 'fast', cards: [0] }]);
    expect(plan.discarded).toMatchObject([{ creature: 'D1', status: 'dead', cards: [1, 2] }]);
    const text = plan.steps.map((s) => s.text).join('\n');
    expect(text).not.toContain('Then, slow speed');
    expect(text).toContain(
      'D1 has been removed from combat (killed, not in full frenzy): it discards its unresolved Combat Actions, which do not resolve: Slow Maul (D1 → A, 5 damage); Footwork (D1 dodges).',
    );
    const step = plan.steps.find((s) => s.text.startsWith('D1 has been removed'));
    expect(step?.cites).toEqual(expect.arrayContaining([SECTION.resolutionStep, SECTION.speeds]));
  });

  it('6.2 step 5, 6.10.1: the dodges and blocks of a creature removed from combat are not offered against any attack', () => {
    const plan = planResolution(
      [
        ...cards,
        {
          kind: 'attack',
          name: 'Slow Rake',
          owner: 'A',
          speed: 'slow',
          damage: 2,
          target: 'D1',
          undodgeable: false,
          unblockable: false,
        },
      ],
      withD1({ status: 'dead' }),
    );
    expect(plan.defences).toEqual([]);
    expect(plan.steps.map((s) => s.text).join('\n')).not.toContain('prevents all damage from one attack');
  });

  it('6.10.1: a creature that left combat (escaped, no valid targets, a card) discards its unresolved Combat Actions', () => {
    expect(planResolution(cards, withD1({ status: 'left' })).discarded).toMatchObject([
      { creature: 'D1', status: 'left', cards: [1, 2] },
    ]);
  });

  it('6.11.3: a killed creature in full frenzy fights on: its cards still resolve and its dodge is still offered', () => {
    const plan = planResolution(cards, withD1({ status: 'dead', fullFrenzy: true, frenzyCardsDrawn: 2 }));
    expect(plan.discarded).toEqual([]);
    expect(plan.order).toMatchObject([
      { speed: 'fast', cards: [0] },
      { speed: 'normal', cards: [2] },
      { speed: 'slow', cards: [1] },
    ]);
  });

  it("6.2 step 5: the navigator at the Resolution step shows the removed creature's cards as discarded", () => {
    const input: CombatTimingInput = {
      ...combatTimingDefaults(),
      step: 'resolution',
      creatures: withD1({ status: 'dead' }),
      resolution: cards,
    };
    const outcome = combatTimingCalculator.run(input);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.output.resolution).toMatchObject({
      order: [{ speed: 'fast', cards: [0] }],
      defences: [],
      discarded: [{ creature: 'D1', cards: [1, 2] }],
    });
    const text = outcome.steps.map((s) => s.text).join('\n');
    expect(text).not.toContain('Then, slow speed: Slow Maul');
    expect(text).not.toContain('Footwork (D1 dodges) prevents all damage');
  });

  it('6.2 step 5: when every card left belongs to creatures removed from combat, nothing resolves', () => {
    const plan = planResolution(cards.slice(1), withD1({ status: 'left' }));
    expect(plan.order).toEqual([]);
    expect(plan.steps.map((s) => s.text)).toContain('No cards are left to resolve this round.');
  });
});
