import { describe, expect, it } from 'vitest';
import { runTrigger, trigger } from './fixtures.ts';

/** The Base Health / Trigger Damage table, as printed, at its row edges. */
const TRIGGER_TABLE = [
  { baseHealth: 1, triggerDamage: 1 },
  { baseHealth: 3, triggerDamage: 1 },
  { baseHealth: 4, triggerDamage: 2 },
  { baseHealth: 6, triggerDamage: 2 },
  { baseHealth: 7, triggerDamage: 3 },
  { baseHealth: 11, triggerDamage: 3 },
] as const;

/** The Umbral Chart's effects on frenzy, level by level, with a spot of each level. */
const CHART = [
  { level: 1, spot: 1, canFrenzy: false, bonus: 0, drop: 0 },
  { level: 2, spot: 10, canFrenzy: true, bonus: 0, drop: 0 },
  { level: 3, spot: 11, canFrenzy: true, bonus: 1, drop: 0 },
  { level: 4, spot: 20, canFrenzy: true, bonus: 2, drop: 0 },
  { level: 5, spot: 21, canFrenzy: true, bonus: 2, drop: 1 },
] as const;

describe('Frenzy trigger: the Base Health table of #special-abilities (Umbra level 2: no effects)', () => {
  for (const row of TRIGGER_TABLE) {
    it(`#special-abilities: base Health ${row.baseHealth} triggers at ${row.triggerDamage}+ wounds`, () => {
      const { output } = runTrigger(trigger({ baseHealth: row.baseHealth }));
      expect(output).toMatchObject({
        baseTriggerDamage: row.triggerDamage,
        triggerDamage: row.triggerDamage,
        woundsToFrenzy: row.triggerDamage,
      });
    });
  }

  it('#special-abilities: Janus, Health 5 and Frenzy 2, takes 3 in one round: exceeds his Trigger Damage of 2, frenzies and draws two', () => {
    const { output, text } = runTrigger(trigger({ baseHealth: 5, frenzy: 2, woundsThisRound: 3 }));
    expect(output).toMatchObject({ triggerDamage: 2, frenzies: true, cardsDrawn: 2 });
    expect(text).toMatch(/exceeds its Trigger Damage of 2, so it frenzies and its player draws 2 Combat cards/);
  });

  it('#special-abilities: "takes or exceeds": wounds equal to the Trigger Damage trigger it', () => {
    expect(runTrigger(trigger({ woundsThisRound: 2 })).output.frenzies).toBe(true);
  });

  it('#special-abilities: fewer wounds than the Trigger Damage in the round: no frenzy', () => {
    const { output, headline } = runTrigger(trigger({ woundsThisRound: 1 }));
    expect(output.frenzies).toBe(false);
    expect(headline).toContain('no frenzy');
  });

  it('#special-abilities: without wounds entered, the result gives the trigger only', () => {
    expect(runTrigger(trigger({ woundsThisRound: null })).output.frenzies).toBeNull();
  });

  it('#special-abilities: only a Garou with the Frenzy trait goes berserk', () => {
    const { output, headline } = runTrigger(trigger({ frenzy: null, woundsThisRound: 6 }));
    expect(output).toMatchObject({ canFrenzy: false, triggerDamage: null, cardsDrawn: null, frenzies: false });
    expect(headline).toBe('Cannot frenzy: no Frenzy trait');
  });
});

describe('Frenzy trigger: Umbra level effects on frenzy (#umbral-chart)', () => {
  for (const row of CHART) {
    it(`#umbral-chart: level ${row.level}: ${row.canFrenzy ? `Frenzy +${row.bonus}, Trigger Damage −${row.drop}` : 'Garou cannot frenzy'}`, () => {
      const { output } = runTrigger(trigger({ umbralTrack: row.spot, baseHealth: 7, frenzy: 2 }));
      expect(output.umbraLevel).toBe(row.level);
      expect(output.canFrenzy).toBe(row.canFrenzy);
      if (row.canFrenzy) expect(output).toMatchObject({ cardsDrawn: 2 + row.bonus, triggerDamage: 3 - row.drop });
    });
  }

  it('#umbral-chart: level 1 "Garou cannot frenzy", whatever the wounds', () => {
    const { output, headline } = runTrigger(trigger({ umbralTrack: 5, woundsThisRound: 9 }));
    expect(output).toMatchObject({ canFrenzy: false, frenzies: false });
    expect(headline).toBe('Cannot frenzy at Umbra level 1');
  });

  it('#umbral-chart: level 5 "Frenzy Trigger Damage drops by 1": Janus frenzies on 1 wound and draws 2 + 2', () => {
    const { output, text } = runTrigger(trigger({ umbralTrack: 24, woundsThisRound: 1 }));
    expect(output).toMatchObject({ baseTriggerDamage: 2, triggerDamage: 1, cardsDrawn: 4, frenzies: true });
    expect(text).toContain('2 − 1 = 1');
  });

  it('#umbral-chart, #special-abilities (reading): at level 5 a base Health 1-3 Garou has Trigger Damage 0, but an unwounded Garou does not frenzy: it "goes berserk if badly wounded"', () => {
    const { output, text, headline } = runTrigger(trigger({ umbralTrack: 25, baseHealth: 2, woundsThisRound: 0 }));
    expect(output).toMatchObject({ baseTriggerDamage: 1, triggerDamage: 0, woundsToFrenzy: 1, frenzies: false });
    expect(headline).toBe('Frenzies at 1+ wounds in a round · draws 4 Combat cards · 0 this round: no frenzy');
    expect(text).toMatch(/Reading: a Trigger Damage of 0 still needs at least 1 wound in the round/);
    expect(text).toMatch(/It took 0 wounds this round: it was not wounded, so it does not frenzy/);
  });

  it('#umbral-chart, #special-abilities (reading): with Trigger Damage 0, one wound in the round triggers the frenzy', () => {
    const { output } = runTrigger(trigger({ umbralTrack: 25, baseHealth: 2, woundsThisRound: 1 }));
    expect(output).toMatchObject({ triggerDamage: 0, woundsToFrenzy: 1, frenzies: true });
  });

  it('#umbral-chart (reading): "gains Frenzy +1" does not give the Frenzy trait to a Garou without one', () => {
    const { output, text } = runTrigger(trigger({ umbralTrack: 12, frenzy: null }));
    expect(output.canFrenzy).toBe(false);
    expect(text).toMatch(/do not say it gives the Frenzy trait/);
  });
});

describe('Frenzy trigger: the rules text is incomplete (#special-abilities)', () => {
  it('#special-abilities: every result says which lists the source lost', () => {
    for (const over of [{}, { frenzy: null }, { umbralTrack: 2 }]) {
      const { output, text, facts } = runTrigger(trigger(over));
      expect(output.incompleteRules).toHaveLength(2);
      expect(text).toMatch(
        /The rules text is incomplete: the source lost the list of Derangements .* and the list of what a regenerating character cannot do/,
      );
      expect(facts).toContainEqual({ label: 'Rules text', value: 'incomplete: 2 lists lost in the source' });
    }
  });
});
