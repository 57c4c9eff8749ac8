import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stealthCheckCalculator } from '../../../src/rulesets/retaliation/stealth-check/index.ts';
import {
  ATTITUDES,
  STEALTH_FORMS,
  type Spot,
  type StealthCheckInput,
  type StealthNpc,
} from '../../../src/rulesets/retaliation/stealth-check/input.ts';
import { STEALTH_SECTION } from '../../../src/rulesets/retaliation/stealth-check/sections.ts';
import { anchors, run } from './fixtures.ts';

const spotArb: fc.Arbitrary<Spot> = fc.oneof(
  fc.record({ where: fc.constant('line-of-sight' as const), hexesBetween: fc.integer({ min: 0, max: 7 }) }),
  fc.constant({ where: 'directly-behind' as const }),
);
const npcArb: fc.Arbitrary<StealthNpc> = fc.record({
  name: fc.constantFrom('', 'Guard', 'Dog'),
  stateCard: fc.option(
    fc.record({ lineOfSight: fc.integer({ min: 0, max: 6 }), attitude: fc.constantFrom(...ATTITUDES) }),
    { nil: null },
  ),
  spots: fc.array(spotArb, { minLength: 1, maxLength: 4 }),
});
const inputArb: fc.Arbitrary<StealthCheckInput> = fc.record({
  form: fc.constantFrom(...STEALTH_FORMS),
  physical: fc.integer({ min: 0, max: 5 }),
  stealthSkill: fc.integer({ min: 0, max: 5 }),
  npcs: fc.array(npcArb, { maxLength: 4 }),
});

describe('Stealth check: invariants', () => {
  it('#stealth-check: one result per NPC, and the check difficulty is the highest of the spots its Line of Sight reaches', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { output } = run(input);
        if (input.form === 'crinos') return;
        expect(output.npcs).toHaveLength(input.npcs.length);
        for (const check of output.npcs) {
          const reached = check.spotDifficulties.filter((d): d is number => d !== null);
          if (check.check) expect(check.difficulty).toBe(Math.max(...reached));
          else expect(check.difficulty).toBeNull();
        }
      }),
    );
  });

  it('#stealth-check: adding a spot never lowers the difficulty (the highest is used)', () => {
    fc.assert(
      fc.property(inputArb, npcArb, spotArb, (input, target, extra) => {
        const before = run({ ...input, form: 'homid', npcs: [target] }).output.npcs[0]?.difficulty ?? -Infinity;
        const after =
          run({ ...input, form: 'homid', npcs: [{ ...target, spots: [...target.spots, extra] }] }).output.npcs[0]
            ?.difficulty ?? -Infinity;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('#stealth-check: closer is never easier: one HEX fewer between you never lowers the difficulty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (lineOfSight, n) => {
        const at = (k: number) =>
          run({
            form: 'homid',
            physical: 2,
            stealthSkill: 0,
            npcs: [
              {
                name: '',
                stateCard: { lineOfSight, attitude: 'neutral' },
                spots: [{ where: 'line-of-sight', hexesBetween: k }],
              },
            ],
          }).output.npcs[0]?.difficulty ?? -Infinity;
        expect(at(n - 1)).toBeGreaterThanOrEqual(at(n));
      }),
    );
  });

  it('#skill-checks: successes needed from the dice are never negative, and zero exactly on an automatic success', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const check of run(input).output.npcs) {
          if (!check.check) continue;
          expect(check.neededFromDice).toBeGreaterThanOrEqual(0);
          expect(check.neededFromDice === 0).toBe(check.automaticSuccess);
        }
      }),
    );
  });

  it('#sneak-attack: a move ending directly behind an NPC with a state card opens a Sneak Attack whatever its Attitude (Oblivious too)', () => {
    fc.assert(
      fc.property(inputArb, npcArb, fc.constantFrom(...ATTITUDES), (input, npc, attitude) => {
        if (input.form === 'crinos') return;
        const behind: StealthNpc = {
          ...npc,
          name: 'Target',
          stateCard: { lineOfSight: npc.stateCard?.lineOfSight ?? 3, attitude },
          spots: [...npc.spots, { where: 'directly-behind' }],
        };
        expect(run({ ...input, npcs: [behind] }).text).toContain(
          'Ending directly behind Target and still holding your STEALTH token, you may attempt a Sneak Attack on it',
        );
      }),
    );
  });

  it('compute never throws on arbitrary JSON, and every problem has a path and a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        const outcome = stealthCheckCalculator.run(value as never);
        if (!outcome.ok) for (const p of outcome.problems) expect(p.path.length * p.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('compute never throws when one field of a valid input, or of one of its NPCs, is replaced by arbitrary JSON', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom('form', 'physical', 'stealthSkill', 'npcs'),
        fc.constantFrom('name', 'stateCard', 'spots'),
        fc.jsonValue(),
        (input, key, npcKey, junk) => {
          expect(() => stealthCheckCalculator.run({ ...input, [key]: junk } as never)).not.toThrow();
          expect(() =>
            stealthCheckCalculator.run({
              ...input,
              npcs: input.npcs.map((n) => ({ ...n, [npcKey]: junk })),
            } as never),
          ).not.toThrow();
        },
      ),
    );
  });

  it('every cited anchor exists in the built retaliation content, and every step cites one', () => {
    for (const anchor of Object.values(STEALTH_SECTION)) expect(anchors.has(anchor), anchor).toBe(true);
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const step of run(input).steps) {
          expect(step.cites.length).toBeGreaterThan(0);
          for (const cite of step.cites) expect(anchors.has(cite), cite).toBe(true);
        }
      }),
    );
  });
});
