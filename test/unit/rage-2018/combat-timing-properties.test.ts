import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleset } from '../content/load.ts';
import { advance } from '../../../src/rulesets/rage-2018/combat-timing/advance.ts';
import { fightsOn } from '../../../src/rulesets/rage-2018/combat-timing/frenzy.ts';
import {
  COMBAT_STEPS,
  type CombatCreature,
  type CombatTimingInput,
  type ResolutionCard,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';
import { SECTION } from '../../../src/rulesets/rage-2018/combat-timing/sections.ts';

const anchors = new Set(ruleset('rage-2018').entries.map((e) => e.id));

const creatureArb = (name: string, side: CombatCreature['side']): fc.Arbitrary<CombatCreature> =>
  fc.boolean().chain((fullFrenzy) =>
    fc.record({
      name: fc.constant(name),
      side: fc.constant(side),
      status: fc.constantFrom('fighting', 'fighting', 'dead', 'hacked-apart', 'left'),
      fullFrenzy: fc.constant(fullFrenzy),
      frenzyCardsDrawn: fullFrenzy ? fc.integer({ min: 0, max: 6 }) : fc.constant(0),
      playedCombatAction: fc.boolean(),
      hasCombatActionForNextRound: fc.boolean(),
      noValidTargetFullRound: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  );

const speed = fc.constantFrom('fast', 'normal', 'slow', 'both');

const resolutionArb = (names: string[]): fc.Arbitrary<ResolutionCard> =>
  fc.constantFrom(...names).chain((owner) =>
    fc.oneof(
      fc.record({
        kind: fc.constant('attack' as const),
        name: fc.constant(''),
        owner: fc.constant(owner),
        speed,
        damage: fc.nat(6),
        target: fc.constantFrom(...names.filter((n) => n !== owner)),
        undodgeable: fc.boolean(),
        unblockable: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('dodge' as const),
        name: fc.constant('Dodge'),
        owner: fc.constant(owner),
        speed,
      }),
      fc.record({
        kind: fc.constant('block' as const),
        name: fc.constant('Block'),
        owner: fc.constant(owner),
        speed,
        amount: fc.nat(4),
      }),
    ),
  );

/** A valid combat: one to three creatures a side, at any step, with resolution cards among them. */
const inputArb: fc.Arbitrary<CombatTimingInput> = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
  .chain(([a, d]) =>
    fc.tuple(
      ...[...Array(a).keys()].map((i) => creatureArb(`A${i}`, 'attacker')),
      ...[...Array(d).keys()].map((i) => creatureArb(`D${i}`, 'defender')),
    ),
  )
  .chain((creatures) =>
    fc.record({
      step: fc.constantFrom(...COMBAT_STEPS),
      round: fc.integer({ min: 1, max: 5 }),
      creatures: fc.constant(creatures),
      attackerWithdraws: fc.boolean(),
      withdrawalPrevented: fc.boolean(),
      endedByCard: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      resolution: fc.array(resolutionArb(creatures.map((c) => c.name)), { maxLength: 5 }),
    }),
  );

function run(input: CombatTimingInput) {
  const outcome = combatTimingCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe('combat timing: invariants', () => {
  it('compute never throws on arbitrary JSON, and a refusal always names where', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          inputArb.map((i) => ({ ...i, round: -1 })),
        ),
        (value) => {
          const outcome = combatTimingCalculator.run(value as CombatTimingInput);
          if (!outcome.ok) for (const p of outcome.problems) expect(p.path.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('every step cites at least one section, and every cited anchor exists in the built rage-2018 content', () => {
    for (const anchor of Object.values(SECTION)) expect(anchors).toContain(anchor);
    fc.assert(
      fc.property(inputArb, (input) => {
        const outcome = run(input);
        for (const step of outcome.steps) {
          expect(step.cites.length).toBeGreaterThan(0);
          for (const cite of step.cites) expect(anchors).toContain(cite);
        }
      }),
    );
  });

  it('3.2: only the Beginning-of-Combat and Between-rounds steps are Open Play', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(run(input).output.play === 'open').toBe(
          input.step === 'beginning-of-combat' || input.step === 'between-rounds',
        );
      }),
    );
  });

  it('6.3.1 and 6.11.3: combat never ends by withdrawal while a creature stays in full frenzy, nor when withdrawal is prevented', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { next, roundEnd } = run(input).output;
        if (next.kind !== 'combat-ends' || !next.reasons.includes('withdrawal')) return;
        expect(input.withdrawalPrevented).toBe(false);
        const stillFrenzied = roundEnd?.frenzyChecks.filter((f) => !f.frenzyEnds) ?? [];
        expect(stillFrenzied).toEqual([]);
      }),
    );
  });

  it('6.3: combat ends whenever a side has no creature left fighting', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fighting = input.creatures.filter(fightsOn);
        const emptySide = !fighting.some((c) => c.side === 'attacker') || !fighting.some((c) => c.side === 'defender');
        if (emptySide) expect(run(input).output.next.kind).toBe('combat-ends');
      }),
    );
  });

  it('6.10.1: no dodge or block ever affects a faster attack', () => {
    const rank = (s: string) => ['fast', 'normal', 'slow'].indexOf(s === 'both' ? 'normal' : s);
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = run({ ...input, step: 'resolution' }).output.resolution;
        for (const d of plan?.defences ?? []) {
          for (const a of d.canAffect)
            expect(rank((input.resolution[a] as ResolutionCard).speed)).toBeGreaterThanOrEqual(
              rank((input.resolution[d.card] as ResolutionCard).speed),
            );
        }
      }),
    );
  });

  it('6.2 step 5, 6.10.1: a card resolves exactly when its creature is still in the combat; the others are discarded, and no dodge or block of a removed creature is offered', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = run({ ...input, step: 'resolution' }).output.resolution;
        if (!plan) throw new Error('no plan at the Resolution step');
        const inCombat = new Set(input.creatures.filter(fightsOn).map((c) => c.name));
        const resolving = plan.order.flatMap((o) => o.cards).sort((a, b) => a - b);
        const discarded = plan.discarded.flatMap((d) => d.cards).sort((a, b) => a - b);
        expect(resolving).toEqual(input.resolution.flatMap((c, i) => (inCombat.has(c.owner) ? [i] : [])));
        expect(discarded).toEqual(input.resolution.flatMap((c, i) => (inCombat.has(c.owner) ? [] : [i])));
        for (const d of plan.defences)
          expect(inCombat.has((input.resolution[d.card] as ResolutionCard).owner)).toBe(true);
      }),
    );
  });

  it('moving on with the Next step button always gives valid input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const moved = advance(input, run(input).output.next);
        expect(combatTimingCalculator.validate(moved).ok).toBe(true);
      }),
    );
  });
});
