import { describe, expect, it } from 'vitest';
import { frenzy, run } from './frenzy-fixtures.ts';

describe('Frenzy calculator: cards drawn and hacked-apart level', () => {
  it('6.11.3: a full frenzy draws cards equal to current Rage in crinos; hacked apart at Health + Rage', () => {
    const { output } = run(frenzy({ crinosRage: 5, crinosHealth: 7 }));
    expect(output).toMatchObject({ rageAtStart: 5, healthAtStart: 7, cardsDrawn: 5, deathAt: 7, hackedApartAt: 12 });
  });

  it('6.11.3: a creature in breed form changes to crinos, and its crinos Rage and Health count', () => {
    const { output, text } = run(frenzy({ formAtStart: 'breed', crinosRage: 4, crinosHealth: 6 }));
    expect(output).toMatchObject({ cardsDrawn: 4, hackedApartAt: 10 });
    expect(text).toMatch(/immediately changes to crinos or battle form/);
  });

  it('4.1.10: multipliers are applied first, then additions (Rage 3, doubled, +1 = 7)', () => {
    const { output, text } = run(
      frenzy({ crinosRage: 3, rageMultiplier: 2, rageChanges: [{ name: 'Might of Thor', amount: 1 }] }),
    );
    expect(output.cardsDrawn).toBe(7);
    expect(text).toMatch(/Rage in crinos 3 × 2 = 6, \+ 1 \(Might of Thor\) = 7 \(multiplier first, then additions\)/);
  });

  it('6.11.3: abilities that directly increase Rage (Might of Thor, Beast-of-War) add cards drawn and raise the hacked-apart level', () => {
    const { output } = run(
      frenzy({
        crinosRage: 5,
        crinosHealth: 7,
        rageChanges: [
          { name: 'Might of Thor', amount: 2 },
          { name: 'Beast-of-War', amount: 1 },
        ],
      }),
    );
    expect(output).toMatchObject({ cardsDrawn: 8, hackedApartAt: 15 });
  });

  it('6.11.3: "cards at +X Rage" (Battle Song, Gibbous Moon) add no cards and do not raise the hacked-apart level', () => {
    const { output, text } = run(
      frenzy({
        crinosRage: 5,
        crinosHealth: 7,
        playCardsAtPlusRage: [
          { name: 'Battle Song', amount: 2 },
          { name: 'Gibbous Moon', amount: 1 },
        ],
      }),
    );
    expect(output).toMatchObject({ cardsDrawn: 5, hackedApartAt: 12 });
    expect(text).toMatch(/neither add cards drawn for frenzy nor raise the hacked-apart level/);
  });

  it('6.11.3: "may play combat actions of X Rage or less" (most Firearms) adds no cards and does not raise the level', () => {
    const { output } = run(frenzy({ crinosRage: 5, crinosHealth: 7, mayPlayRageX: 7 }));
    expect(output).toMatchObject({ cardsDrawn: 5, hackedApartAt: 12 });
  });

  it('4.1.10, 6.11.3: the Shotgun and Battle Song example: a natural Rage 2 Character draws 2, not 9, 7 or 4', () => {
    const { output } = run(
      frenzy({
        crinosRage: 2,
        crinosHealth: 5,
        mayPlayRageX: 7,
        playCardsAtPlusRage: [{ name: 'Battle Song', amount: 2 }],
      }),
    );
    expect(output).toMatchObject({ rageAtStart: 2, cardsDrawn: 2, hackedApartAt: 7 });
  });

  it('4.1.10: Rage is never below zero after all modifications', () => {
    const { output, text } = run(
      frenzy({ crinosRage: 2, crinosHealth: 5, rageChanges: [{ name: 'Drain', amount: -4 }] }),
    );
    expect(output).toMatchObject({ rageAtStart: 0, cardsDrawn: 0, hackedApartAt: 5 });
    expect(text).toMatch(/never below zero/);
  });

  it('6.5.3.B: on a Battlefield the frenzy draws no cards but the creature still fights until hacked apart', () => {
    const { output, text } = run(frenzy({ battlefield: true, crinosRage: 5, crinosHealth: 7 }));
    expect(output).toMatchObject({ cardsDrawn: 0, hackedApartAt: 12, discardAtEnd: 0 });
    expect(text).toMatch(/Against a Battlefield a frenzy draws no cards/);
  });

  for (const kind of ['limited', 'fox'] as const) {
    it(`6.11.1: a ${kind} frenzy draws no cards and has no hacked-apart level`, () => {
      const { output } = run(frenzy({ kind, crinosRage: 5 }));
      expect(output).toMatchObject({ cardsDrawn: 0, hackedApartAt: null, discardAtEnd: 0 });
    });
  }

  it('6.11.3: later changes to Rage or Health do not move the hacked-apart level nor the cards drawn', () => {
    const before = run(frenzy({ crinosRage: 5, crinosHealth: 7 })).output;
    const after = run(frenzy({ crinosRage: 5, crinosHealth: 7, laterRageChange: 3, laterHealthChange: -2 }));
    expect(after.output).toMatchObject({ cardsDrawn: before.cardsDrawn, hackedApartAt: before.hackedApartAt });
    expect(after.text).toMatch(/the hacked-apart level stays 12/);
  });

  it('6.11.3: Health changes at frenzy start count toward the hacked-apart level', () => {
    const { output } = run(
      frenzy({ crinosRage: 5, crinosHealth: 7, healthMultiplier: 2, healthChanges: [{ name: 'Armor', amount: 1 }] }),
    );
    expect(output).toMatchObject({ healthAtStart: 15, deathAt: 15, hackedApartAt: 20 });
  });
});
