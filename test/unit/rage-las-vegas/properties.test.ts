import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIGGER_SECTION } from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/sections.ts';
import { frenzyTriggerCalculator } from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/index.ts';
import type { FrenzyTriggerInput } from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/input.ts';
import { CROSSING_SECTION } from '../../../src/rulesets/rage-las-vegas/umbra-crossing/sections.ts';
import { umbraCrossingCalculator } from '../../../src/rulesets/rage-las-vegas/umbra-crossing/index.ts';
import {
  CROSSING_CHARACTERS,
  CROSSING_DIRECTIONS,
  CROSSING_TIMES,
  type UmbraCrossingInput,
} from '../../../src/rulesets/rage-las-vegas/umbra-crossing/input.ts';
import { UMBRAL_CHART_SECTION, umbraLevelOf } from '../../../src/rulesets/rage-las-vegas/umbral-chart.ts';
import { anchors, runCrossing, runTrigger } from './fixtures.ts';

const spot = fc.integer({ min: 1, max: 25 });
const crossingArb: fc.Arbitrary<UmbraCrossingInput> = fc.record({
  umbralTrack: spot,
  character: fc.constantFrom(...CROSSING_CHARACTERS),
  gnosis: fc.integer({ min: 0, max: 12 }),
  direction: fc.constantFrom(...CROSSING_DIRECTIONS),
  time: fc.constantFrom(...CROSSING_TIMES),
});
const triggerArb: fc.Arbitrary<FrenzyTriggerInput> = fc.record({
  umbralTrack: spot,
  frenzy: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  baseHealth: fc.integer({ min: 1, max: 14 }),
  woundsThisRound: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
});

describe('Las Vegas calculators: invariants', () => {
  it('#umbral-chart: the Umbra level never falls as the track spot rises', () => {
    fc.assert(
      fc.property(spot, spot, (a, b) => {
        expect(umbraLevelOf(Math.min(a, b))).toBeLessThanOrEqual(umbraLevelOf(Math.max(a, b)));
      }),
    );
  });

  it("#entering-the-umbra: the discard is never negative and never above the table's 3 cards", () => {
    fc.assert(
      fc.property(crossingArb, (input) => {
        const { output } = runCrossing(input);
        expect(output.discard).toBeGreaterThanOrEqual(0);
        expect(output.discard).toBeLessThanOrEqual(3);
        if (!output.allowed) expect(output.discard).toBe(0);
      }),
    );
  });

  it('#entering-the-umbra: more Gnosis never costs more, and the last-minute cost is never below the one paid as picked', () => {
    fc.assert(
      fc.property(crossingArb, fc.integer({ min: 0, max: 5 }), (input, more) => {
        const picked = { ...input, character: 'garou' as const, time: 'picking-alpha' as const };
        expect(runCrossing({ ...picked, gnosis: input.gnosis + more }).output.discard).toBeLessThanOrEqual(
          runCrossing(picked).output.discard,
        );
        expect(runCrossing({ ...picked, time: 'before-alpha-action' }).output.discard).toBeGreaterThanOrEqual(
          runCrossing(picked).output.discard,
        );
      }),
    );
  });

  it('#entering-the-umbra: the discard never falls as the track spot rises', () => {
    fc.assert(
      fc.property(crossingArb, spot, (input, other) => {
        const low = runCrossing({ ...input, umbralTrack: Math.min(input.umbralTrack, other) }).output.discard;
        expect(
          runCrossing({ ...input, umbralTrack: Math.max(input.umbralTrack, other) }).output.discard,
        ).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it('#special-abilities: more wounds never undo a frenzy, and a frenzy needs wounds at or above the trigger', () => {
    fc.assert(
      fc.property(
        triggerArb,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        (input, wounds, more) => {
          const fewer = runTrigger({ ...input, woundsThisRound: wounds }).output;
          if (fewer.frenzies)
            expect(runTrigger({ ...input, woundsThisRound: wounds + more }).output.frenzies).toBe(true);
          if (fewer.frenzies) expect(wounds).toBeGreaterThanOrEqual(fewer.triggerDamage ?? Infinity);
        },
      ),
    );
  });

  it('#special-abilities (reading): a Garou that took no wounds in the round never frenzies ("goes berserk if badly wounded")', () => {
    fc.assert(
      fc.property(triggerArb, (input) => {
        const { output } = runTrigger({ ...input, woundsThisRound: 0 });
        expect(output.frenzies).toBe(false);
        if (output.woundsToFrenzy !== null) expect(output.woundsToFrenzy).toBe(Math.max(1, output.triggerDamage ?? 0));
      }),
    );
  });

  it('#special-abilities: a higher base Health never lowers the Trigger Damage', () => {
    fc.assert(
      fc.property(triggerArb, fc.integer({ min: 0, max: 5 }), (input, more) => {
        const base = runTrigger(input).output.baseTriggerDamage;
        expect(
          runTrigger({ ...input, baseHealth: input.baseHealth + more }).output.baseTriggerDamage,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('compute never throws on arbitrary JSON, and every problem has a path and a message', () => {
    for (const calculator of [umbraCrossingCalculator, frenzyTriggerCalculator]) {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
          const outcome = calculator.run(value as never);
          if (!outcome.ok)
            for (const p of outcome.problems) expect(p.path.length * p.message.length).toBeGreaterThan(0);
        }),
      );
    }
  });

  it('compute never throws when one field of a valid input is replaced by arbitrary JSON', () => {
    fc.assert(
      fc.property(
        crossingArb,
        fc.constantFrom(...Object.keys(umbraCrossingCalculator.defaults())),
        fc.jsonValue(),
        (input, key, junk) => {
          expect(() => umbraCrossingCalculator.run({ ...input, [key]: junk } as never)).not.toThrow();
        },
      ),
    );
    fc.assert(
      fc.property(
        triggerArb,
        fc.constantFrom(...Object.keys(frenzyTriggerCalculator.defaults())),
        fc.jsonValue(),
        (input, key, junk) => {
          expect(() => frenzyTriggerCalculator.run({ ...input, [key]: junk } as never)).not.toThrow();
        },
      ),
    );
  });

  it('every cited anchor exists in the built rage-las-vegas content, and every step cites one', () => {
    for (const anchor of [
      ...Object.values(UMBRAL_CHART_SECTION),
      ...Object.values(CROSSING_SECTION),
      ...Object.values(TRIGGER_SECTION),
    ])
      expect(anchors.has(anchor), anchor).toBe(true);
    const steps = (outcome: { steps: { cites: string[] }[] }) => {
      for (const step of outcome.steps) {
        expect(step.cites.length).toBeGreaterThan(0);
        for (const cite of step.cites) expect(anchors.has(cite), cite).toBe(true);
      }
    };
    fc.assert(
      fc.property(crossingArb, (input) => {
        steps(runCrossing(input));
      }),
    );
    fc.assert(
      fc.property(triggerArb, (input) => {
        steps(runTrigger(input));
      }),
    );
  });
});
