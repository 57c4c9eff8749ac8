import { describe, expect, it } from 'vitest';
import { crossing, runCrossing } from './fixtures.ts';

/** The Umbra Level / Discard table, as printed, with a track spot of each level. */
const DISCARD_TABLE = [
  { level: 1, spot: 3, discard: 0 },
  { level: 2, spot: 7, discard: 1 },
  { level: 3, spot: 13, discard: 2 },
  { level: 4, spot: 18, discard: 3 },
  { level: 5, spot: 25, discard: 3 },
] as const;

/** The Gnosis / Modifier table, as printed, at its row edges. */
const GNOSIS_TABLE = [
  { gnosis: 0, modifier: 0 },
  { gnosis: 3, modifier: 0 },
  { gnosis: 4, modifier: -1 },
  { gnosis: 6, modifier: -1 },
  { gnosis: 7, modifier: -2 },
  { gnosis: 12, modifier: -2 },
] as const;

describe('Umbra crossing: the tables of #entering-the-umbra', () => {
  for (const row of DISCARD_TABLE) {
    it(`#entering-the-umbra: Umbra level ${row.level} (spot ${row.spot}) discards ${row.discard} before Gnosis`, () => {
      const { output } = runCrossing(crossing({ umbralTrack: row.spot, gnosis: 0 }));
      expect(output).toMatchObject({
        umbraLevel: row.level,
        baseDiscard: row.discard,
        gnosisModifier: 0,
        discard: row.discard,
        allowed: true,
      });
    });
  }

  for (const row of GNOSIS_TABLE) {
    it(`#entering-the-umbra: Gnosis ${row.gnosis} gives a modifier of ${row.modifier} (level 5, base 3)`, () => {
      const { output } = runCrossing(crossing({ umbralTrack: 23, gnosis: row.gnosis }));
      expect(output).toMatchObject({ gnosisModifier: row.modifier, discard: 3 + row.modifier });
    });
  }

  it('#entering-the-umbra: the rulebook example: level 4, Gnosis 5: 3 − 1 = 2 cards', () => {
    const { output, text, headline } = runCrossing(crossing({ umbralTrack: 17, gnosis: 5 }));
    expect(output).toMatchObject({ umbraLevel: 4, baseDiscard: 3, gnosisModifier: -1, discard: 2 });
    expect(text).toContain('3 − 1 = 2');
    expect(headline).toContain('discard 2 cards');
  });

  it('#entering-the-umbra: "or vice versa": leaving the Umbra as the alpha is picked costs the same', () => {
    const there = runCrossing(crossing({ umbralTrack: 17, direction: 'to-umbra' })).output;
    const back = runCrossing(crossing({ umbralTrack: 17, direction: 'to-real-world' })).output;
    expect(back.discard).toBe(there.discard);
  });

  it('#entering-the-umbra (reading): the Gnosis modifier never takes the discard below zero', () => {
    const { output, text } = runCrossing(crossing({ umbralTrack: 7, gnosis: 8 }));
    expect(output).toMatchObject({ baseDiscard: 1, gnosisModifier: -2, discard: 0 });
    expect(text).toMatch(/never below zero/);
  });
});

describe('Umbra crossing: who and when (#entering-the-umbra)', () => {
  it("#entering-the-umbra: the last-minute move is not reduced by the character's Gnosis", () => {
    const { output, text } = runCrossing(crossing({ umbralTrack: 17, gnosis: 9, time: 'before-alpha-action' }));
    expect(output).toMatchObject({ baseDiscard: 3, gnosisModifier: null, discard: 3 });
    expect(text).toMatch(/last-minute cost is not reduced by the character's Gnosis/);
  });

  it('#entering-the-umbra: no discard to send a Spirit to the Umbra when it is your alpha', () => {
    const { output, headline } = runCrossing(crossing({ umbralTrack: 23, character: 'spirit', gnosis: 0 }));
    expect(output).toMatchObject({ allowed: true, discard: 0, baseDiscard: null });
    expect(headline).toContain('no discard');
  });

  it('#entering-the-umbra: a Spirit must discard to change its location right before its alpha action', () => {
    const { output, text } = runCrossing(
      crossing({ umbralTrack: 23, character: 'spirit', gnosis: 8, time: 'before-alpha-action' }),
    );
    expect(output).toMatchObject({ discard: 3, gnosisModifier: null });
    expect(text).toMatch(/you must discard to change its location right before it takes its alpha action/);
  });

  it('#entering-the-umbra (reading): the free move sends a Spirit to the Umbra; taking it out as it is picked is paid', () => {
    const { output, text } = runCrossing(
      crossing({ umbralTrack: 13, character: 'spirit', gnosis: 0, direction: 'to-real-world' }),
    );
    expect(output).toMatchObject({ discard: 2, gnosisModifier: 0 });
    expect(text).toMatch(/A Spirit goes free only when sent to the Umbra/);
  });

  for (const time of ['picking-alpha', 'before-alpha-action'] as const) {
    it(`#entering-the-umbra: Humans can't go to the Umbra (${time})`, () => {
      const { output, headline } = runCrossing(crossing({ character: 'human', time }));
      expect(output).toMatchObject({ allowed: false, discard: 0 });
      expect(headline).toContain('not allowed');
    });
  }

  it('#entering-the-umbra, #resolution-phase: after Moot voting a character returns from the Umbra for free', () => {
    const { output, text } = runCrossing(
      crossing({ umbralTrack: 25, direction: 'to-real-world', time: 'after-moot-voting' }),
    );
    expect(output).toMatchObject({ allowed: true, discard: 0, baseDiscard: null });
    expect(text).toMatch(/ended the previous Alpha Phase in the Umbra can return from it for free/);
  });

  it('#entering-the-umbra, #resolution-phase: after Moot voting only a return is given, not a move into the Umbra', () => {
    expect(runCrossing(crossing({ direction: 'to-umbra', time: 'after-moot-voting' })).output).toMatchObject({
      allowed: false,
      discard: 0,
    });
  });

  it('#entering-the-umbra: a character that goes to the Umbra gets a marker and can only attack targets in the Umbra', () => {
    expect(runCrossing(crossing()).text).toMatch(
      /Put a marker on it.*Alphas in the Umbra can only attack targets in the Umbra/,
    );
  });

  it('#entering-the-umbra: "other" characters pay like Garou', () => {
    expect(runCrossing(crossing({ character: 'other', umbralTrack: 17 })).output.discard).toBe(
      runCrossing(crossing({ umbralTrack: 17 })).output.discard,
    );
  });
});
