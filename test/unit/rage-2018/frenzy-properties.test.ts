import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleset } from '../content/load.ts';
import { frenzyCalculator } from '../../../src/rulesets/rage-2018/frenzy/index.ts';
import {
  CREATURE_CLASSES,
  CREATURE_TYPES,
  FORMS,
  FRENZY_KINDS,
  type FrenzyInput,
} from '../../../src/rulesets/rage-2018/frenzy/input.ts';
import { FRENZY_SECTION } from '../../../src/rulesets/rage-2018/frenzy/sections.ts';

const anchors = new Set(ruleset('rage-2018').entries.map((e) => e.id));

const changes = fc.array(
  fc.record({ name: fc.constantFrom('', 'Might of Thor', 'Drain'), amount: fc.integer({ min: -6, max: 6 }) }),
  { maxLength: 3 },
);
/** Valid input: "died earlier" only in a full frenzy (any other frenzy ends when the creature dies). */
const validInput: fc.Arbitrary<FrenzyInput> = fc
  .record({
    creatureType: fc.constantFrom(...CREATURE_TYPES),
    classes: fc.uniqueArray(fc.constantFrom(...CREATURE_CLASSES), { minLength: 1, maxLength: 3 }),
    cardAllowsFrenzy: fc.boolean(),
    alreadyFrenzied: fc.boolean(),
    kind: fc.constantFrom(...FRENZY_KINDS),
    formAtStart: fc.constantFrom(...FORMS),
    crinosRage: fc.integer({ min: 0, max: 12 }),
    crinosHealth: fc.integer({ min: 0, max: 15 }),
    rageMultiplier: fc.integer({ min: 1, max: 3 }),
    rageChanges: changes,
    playCardsAtPlusRage: changes,
    mayPlayRageX: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
    healthMultiplier: fc.integer({ min: 1, max: 3 }),
    healthChanges: changes,
    battlefield: fc.boolean(),
    damage: fc.integer({ min: 0, max: 40 }),
    diedEarlier: fc.boolean(),
    laterRageChange: fc.integer({ min: -10, max: 10 }),
    laterHealthChange: fc.integer({ min: -10, max: 10 }),
    handAtEnd: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  })
  .map((input) => (input.kind === 'full' ? input : { ...input, diedEarlier: false }));

function computed(input: FrenzyInput) {
  const outcome = frenzyCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe('Frenzy calculator: invariants', () => {
  it('compute never throws on arbitrary JSON, and every problem has a path and a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        const outcome = frenzyCalculator.run(value as never);
        if (!outcome.ok) for (const p of outcome.problems) expect(p.path.length * p.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('compute never throws when one field of a valid input is replaced by arbitrary JSON', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.constantFrom(...Object.keys(frenzyCalculator.defaults())),
        fc.jsonValue(),
        (input, key, junk) => {
          expect(() => frenzyCalculator.run({ ...input, [key]: junk } as never)).not.toThrow();
        },
      ),
    );
  });

  it('6.11.3: the hacked-apart level and the cards drawn never change with later Rage or Health changes', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        (input, rage, health) => {
          const before = computed({ ...input, laterRageChange: 0, laterHealthChange: 0 }).output;
          const after = computed({ ...input, laterRageChange: rage, laterHealthChange: health }).output;
          expect(after.hackedApartAt).toBe(before.hackedApartAt);
          expect(after.cardsDrawn).toBe(before.cardsDrawn);
        },
      ),
    );
  });

  it('6.11.3, 4.1.10: "+X Rage to play cards" and "may play Rage X" never change the cards drawn or the hacked-apart level', () => {
    fc.assert(
      fc.property(
        validInput,
        changes,
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        (input, plus, rageX) => {
          const base = computed({ ...input, playCardsAtPlusRage: [], mayPlayRageX: null }).output;
          const other = computed({ ...input, playCardsAtPlusRage: plus, mayPlayRageX: rageX }).output;
          expect([other.cardsDrawn, other.hackedApartAt]).toEqual([base.cardsDrawn, base.hackedApartAt]);
        },
      ),
    );
  });

  it('cards drawn and discarded are never negative, and the discard never exceeds the draw or the hand', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { output } = computed(input);
        expect(output.cardsDrawn).toBeGreaterThanOrEqual(0);
        expect(output.discardAtEnd).toBeGreaterThanOrEqual(0);
        expect(output.discardAtEnd).toBeLessThanOrEqual(output.cardsDrawn);
        if (input.handAtEnd !== null) expect(output.discardAtEnd).toBeLessThanOrEqual(input.handAtEnd);
      }),
    );
  });

  it('6.4, 6.11.3: a status of fighting means the damage is under both thresholds', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { output } = computed(input);
        if (output.status === 'fighting') {
          expect(input.damage).toBeLessThan(output.deathAt ?? 0);
          if (output.hackedApartAt !== null) expect(input.damage).toBeLessThan(output.hackedApartAt);
        }
        if (output.status === 'hacked-apart')
          expect(input.damage).toBeGreaterThanOrEqual(output.hackedApartAt ?? Infinity);
      }),
    );
  });

  it('4.1.10, 6.11.3: the hacked-apart level is never below the Rage at frenzy start, and a Health of zero or less at frenzy start means no frenzy', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { output } = computed(input);
        if (output.hackedApartAt !== null) expect(output.hackedApartAt).toBeGreaterThanOrEqual(output.rageAtStart ?? 0);
        if (output.healthAtStart !== null && output.healthAtStart <= 0) {
          expect(output).toMatchObject({
            canFrenzy: false,
            status: 'dead',
            dead: true,
            cardsDrawn: 0,
            hackedApartAt: null,
            discardAtEnd: 0,
          });
        }
      }),
    );
  });

  it('Sidebar: Combat Events, 6.11.3: "died earlier" is refused exactly when the frenzy is not full', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const outcome = frenzyCalculator.run({ ...input, diedEarlier: true });
        expect(outcome.ok).toBe(input.kind === 'full');
        if (!outcome.ok) expect(outcome.problems.map((p) => p.path)).toEqual(['diedEarlier']);
      }),
    );
  });

  it('every cited section exists in the built rage-2018 content', () => {
    for (const anchor of Object.values(FRENZY_SECTION)) expect(anchors.has(anchor), anchor).toBe(true);
    fc.assert(
      fc.property(validInput, (input) => {
        for (const step of computed(input).steps) {
          expect(step.cites.length).toBeGreaterThan(0);
          for (const cite of step.cites) expect(anchors.has(cite), cite).toBe(true);
        }
      }),
    );
  });
});
