import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleset } from '../content/load.ts';
import type { BluffCard, BluffCreature, BluffInput } from '../../../src/rulesets/rage-2018/bluff/input.ts';
import { bluffCalculator } from '../../../src/rulesets/rage-2018/bluff/index.ts';
import { SECTION } from '../../../src/rulesets/rage-2018/bluff/sections.ts';

const anchors = new Set(ruleset('rage-2018').entries.map((e) => e.id));

const NAMES = ['A', 'B', 'C', 'D'];
const rage = fc.integer({ min: 0, max: 9 });

const creatureArb = (name: string): fc.Arbitrary<BluffCreature> =>
  fc.record({
    name: fc.constant(name),
    rage,
    rageBonus: fc.integer({ min: -4, max: 4 }),
    rageAllowance: fc.option(rage, { nil: null }),
    restrictedPlay: fc.option(
      fc.record({ min: fc.integer({ min: 0, max: 3 }), max: fc.option(fc.integer({ min: 3, max: 9 }), { nil: null }) }),
      { nil: null, freq: 4 },
    ),
    forcedPlay: fc.boolean(),
    fullFrenzy: fc.boolean(),
  });

const cardArb = (creatures: BluffCreature[]): fc.Arbitrary<BluffCard> =>
  fc.constantFrom(...creatures).chain((owner) =>
    fc.record({
      name: fc.constantFrom('', 'Claw', 'Dodge'),
      owner: fc.constant(owner.name),
      type: fc.constantFrom('combat-action', 'combat-action', 'combat-event', 'alternate'),
      rage: fc.option(rage, { nil: null, freq: 4 }),
      requirementsMet: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      forcedPlayMet: owner.forcedPlay ? fc.boolean() : fc.constant(true),
      target: fc.option(fc.constantFrom(...creatures.map((c) => c.name).filter((n) => n !== owner.name)), {
        nil: null,
      }),
    }),
  );

/** A valid round: two to four creatures and up to six cards among them. */
const inputArb: fc.Arbitrary<BluffInput> = fc
  .integer({ min: 2, max: 4 })
  .chain((n) => fc.tuple(...NAMES.slice(0, n).map(creatureArb)))
  .chain((creatures) =>
    fc.record({ creatures: fc.constant(creatures), cards: fc.array(cardArb(creatures), { maxLength: 6 }) }),
  );

function rulings(input: BluffInput) {
  const outcome = bluffCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe('bluff legality: invariants', () => {
  it('compute never throws on arbitrary JSON, and a refusal always names where', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          inputArb.map((i) => ({ ...i, cards: [...i.cards, { owner: 'X' }] })),
        ),
        (value) => {
          const outcome = bluffCalculator.run(value as BluffInput);
          if (!outcome.ok) {
            expect(outcome.problems.length).toBeGreaterThan(0);
            for (const p of outcome.problems) expect(p.path.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('every valid round is accepted and every card gets exactly one ruling', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(bluffCalculator.validate(input)).toEqual({ ok: true, value: input });
        expect(rulings(input).output.cards.map((c) => c.card)).toEqual(input.cards.map((_, i) => i));
      }),
    );
  });

  it('6.9.1: an illegal card is never a bluff, never resolves, and always says why', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const c of rulings(input).output.cards) {
          expect(c.resolves).toBe(c.verdict === 'legal' || c.verdict === 'bluff-succeeds');
          expect(c.illegalReasons.length > 0).toBe(c.verdict === 'illegal');
        }
      }),
    );
  });

  it("6.9.1: adding an illegal card never changes the other cards' rulings (illegal cards are not cards played)", () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), fc.nat(), (input, o, t) => {
        const owner = input.creatures[o % input.creatures.length] as BluffCreature;
        const others = input.creatures.filter((c) => c !== owner);
        const target = (others[t % others.length] as BluffCreature).name;
        const illegal: BluffCard = {
          name: 'Face-down event',
          owner: owner.name,
          type: 'combat-event',
          rage: null,
          requirementsMet: true,
          forcedPlayMet: true,
          target,
        };
        const before = rulings(input).output.cards.map((c) => c.verdict);
        const after = rulings({ ...input, cards: [...input.cards, illegal] }).output.cards.map((c) => c.verdict);
        expect(after).toEqual([...before, 'illegal']);
      }),
    );
  });

  it('6.9.2 with 4.1.10: a card is a bluff exactly when it needs more than max(Rage after bonuses, allowance)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const c of rulings(input).output.cards) {
          if (c.verdict === 'illegal') continue;
          const card = input.cards[c.card] as BluffCard;
          const owner = input.creatures.find((x) => x.name === card.owner) as BluffCreature;
          const playable = Math.max(0, owner.rage + owner.rageBonus, owner.rageAllowance ?? 0);
          const bluff = card.type !== 'alternate' && card.rage !== null && card.rage > playable;
          expect(c.verdict.startsWith('bluff')).toBe(bluff);
        }
      }),
    );
  });

  it('6.6.5: no bluff targeting the user of a legal alternate combat action succeeds', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = rulings(input).output;
        const users = new Set(
          out.cards
            .filter((c) => c.verdict === 'legal' && input.cards[c.card]?.type === 'alternate')
            .map((c) => input.cards[c.card]?.owner),
        );
        for (const c of out.cards)
          if (users.has(input.cards[c.card]?.target ?? '')) expect(c.verdict).not.toBe('bluff-succeeds');
      }),
    );
  });

  it('every step and ruling cites at least one section, and every cited anchor exists in the built rage-2018 content', () => {
    for (const anchor of Object.values(SECTION)) expect(anchors).toContain(anchor);
    fc.assert(
      fc.property(inputArb, (input) => {
        const outcome = rulings(input);
        for (const step of [...outcome.steps, ...outcome.output.cards.flatMap((c) => c.why)]) {
          expect(step.cites.length).toBeGreaterThan(0);
          for (const cite of step.cites) expect(anchors).toContain(cite);
        }
      }),
    );
  });
});
