import { describe, expect, it } from 'vitest';
import { frenzyTriggerCalculator } from '../../../src/rulesets/rage-las-vegas/frenzy-trigger/index.ts';
import { umbraCrossingCalculator } from '../../../src/rulesets/rage-las-vegas/umbra-crossing/index.ts';
import { crossing, trigger } from './fixtures.ts';

function problems(compute: (input: never) => { ok: boolean; problems?: unknown }, input: unknown) {
  const outcome = compute(input as never);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
}

const cases: {
  name: string;
  compute: (input: never) => { ok: boolean };
  input: unknown;
  path: string;
  message: RegExp;
}[] = [
  {
    name: 'umbra-crossing: not an object',
    compute: umbraCrossingCalculator.run,
    input: 'spot 7',
    path: '(input)',
    message: /expected an object/,
  },
  {
    name: 'umbra-crossing: track spot 0, below the chart',
    compute: umbraCrossingCalculator.run,
    input: crossing({ umbralTrack: 0 }),
    path: 'umbralTrack',
    message: /Umbral track spot can't be below 1 \(got 0\)/,
  },
  {
    name: 'umbra-crossing: track spot 26, off the chart',
    compute: umbraCrossingCalculator.run,
    input: crossing({ umbralTrack: 26 }),
    path: 'umbralTrack',
    message: /can't be above 25 \(got 26\)/,
  },
  {
    name: 'umbra-crossing: a fractional track spot',
    compute: umbraCrossingCalculator.run,
    input: crossing({ umbralTrack: 7.5 }),
    path: 'umbralTrack',
    message: /whole number/,
  },
  {
    name: 'umbra-crossing: negative Gnosis',
    compute: umbraCrossingCalculator.run,
    input: crossing({ gnosis: -1 }),
    path: 'gnosis',
    message: /Gnosis can't be negative \(got -1\)/,
  },
  {
    name: 'umbra-crossing: an unknown character',
    compute: umbraCrossingCalculator.run,
    input: crossing({ character: 'vampire' as never }),
    path: 'character',
    message: /"garou", "spirit", "human", "other"/,
  },
  {
    name: 'umbra-crossing: an unknown time',
    compute: umbraCrossingCalculator.run,
    input: crossing({ time: 'end-phase' as never }),
    path: 'time',
    message: /"picking-alpha"/,
  },
  {
    name: 'umbra-crossing: a missing direction',
    compute: umbraCrossingCalculator.run,
    input: { ...crossing(), direction: undefined },
    path: 'direction',
    message: /missing/,
  },
  {
    name: 'frenzy-trigger: track spot 30',
    compute: frenzyTriggerCalculator.run,
    input: trigger({ umbralTrack: 30 }),
    path: 'umbralTrack',
    message: /can't be above 25/,
  },
  {
    name: 'frenzy-trigger: base Health 0, below the table',
    compute: frenzyTriggerCalculator.run,
    input: trigger({ baseHealth: 0 }),
    path: 'baseHealth',
    message: /Base Health can't be below 1/,
  },
  {
    name: 'frenzy-trigger: a negative Frenzy number',
    compute: frenzyTriggerCalculator.run,
    input: trigger({ frenzy: -2 }),
    path: 'frenzy',
    message: /can't be negative/,
  },
  {
    name: 'frenzy-trigger: negative wounds',
    compute: frenzyTriggerCalculator.run,
    input: trigger({ woundsThisRound: -1 }),
    path: 'woundsThisRound',
    message: /can't be negative/,
  },
  {
    name: 'frenzy-trigger: wounds as text',
    compute: frenzyTriggerCalculator.run,
    input: trigger({ woundsThisRound: '3' as never }),
    path: 'woundsThisRound',
    message: /or null for none/,
  },
];

describe('Las Vegas calculators: invalid input gets a specific message with a path', () => {
  it('each accepts its own defaults', () => {
    expect(umbraCrossingCalculator.validate(umbraCrossingCalculator.defaults()).ok).toBe(true);
    expect(frenzyTriggerCalculator.validate(frenzyTriggerCalculator.defaults()).ok).toBe(true);
  });

  for (const c of cases) {
    it(c.name, () => {
      expect(problems(c.compute, c.input)).toContainEqual({ path: c.path, message: expect.stringMatching(c.message) });
    });
  }
});
