import { describe, expect, it } from 'vitest';
import { frenzy, run } from './frenzy-fixtures.ts';

const full = { crinosRage: 5, crinosHealth: 7 } as const;

describe('Frenzy calculator: death, hacked apart and the end of the frenzy', () => {
  const statuses = [
    { name: '6.4: below its Health it fights on', damage: 6, status: 'fighting', dead: false },
    {
      name: '6.11.3: a fully frenzied creature with damage equal to its Health is dead but fights on',
      damage: 7,
      status: 'dead-but-fighting',
      dead: true,
    },
    {
      name: '6.11.3: dead but still under the hacked-apart level, it fights on',
      damage: 11,
      status: 'dead-but-fighting',
      dead: true,
    },
    {
      name: '6.11.3: at Health + Rage it is hacked apart and stops fighting',
      damage: 12,
      status: 'hacked-apart',
      dead: true,
    },
    { name: '6.11.3: beyond Health + Rage it is hacked apart', damage: 20, status: 'hacked-apart', dead: true },
  ] as const;
  for (const s of statuses) {
    it(s.name, () => {
      expect(run(frenzy({ ...full, damage: s.damage })).output).toMatchObject({ status: s.status, dead: s.dead });
    });
  }

  it('6.11.3: death triggers are played at the moment it dies, even though it keeps fighting', () => {
    expect(run(frenzy({ ...full, damage: 8 })).text).toMatch(
      /Cards that trigger on its death are played at the moment it died/,
    );
  });

  it('6.11.3: healing the damage after it died does not stop it dying', () => {
    expect(run(frenzy({ ...full, damage: 2, diedEarlier: true })).output).toMatchObject({
      status: 'dead-but-fighting',
      dead: true,
    });
  });

  it('6.4: a later Health reduction lowers the damage at which it dies, not the hacked-apart level', () => {
    expect(run(frenzy({ ...full, damage: 5, laterHealthChange: -2 })).output).toMatchObject({
      deathAt: 5,
      hackedApartAt: 12,
      status: 'dead-but-fighting',
    });
  });

  it('4.1.10: a creature whose Health is modified to zero is dead', () => {
    const { output, text } = run(frenzy({ ...full, laterHealthChange: -7 }));
    expect(output).toMatchObject({ deathAt: 0, dead: true });
    expect(text).toMatch(/Health is modified to zero is dead/);
  });

  it('4.1.10 (reading): a creature whose Health at frenzy start is modified below zero is dead before the frenzy: it does not frenzy, draws nothing and has no hacked-apart level', () => {
    const { output, headline, text } = run(
      frenzy({
        crinosRage: 4,
        crinosHealth: 2,
        rageChanges: [{ name: 'Might of Thor', amount: 2 }],
        healthChanges: [{ name: 'Wither', amount: -5 }],
      }),
    );
    expect(output).toMatchObject({
      canFrenzy: false,
      healthAtStart: -3,
      cardsDrawn: 0,
      deathAt: null,
      hackedApartAt: null,
      status: 'dead',
      dead: true,
      discardAtEnd: 0,
      constraints: [],
    });
    expect(headline).toBe('Cannot frenzy: dead before the frenzy (Health −3 at frenzy start)');
    expect(text).toMatch(/Health in crinos 2, − 5 \(Wither\) = -3/);
    expect(text).toMatch(
      /A creature with a Health modified to zero is dead: with Health −3 at frenzy start it died before the frenzy started/,
    );
    expect(text).not.toMatch(/Hacked-apart level/);
  });

  for (const kind of ['full', 'limited', 'fox'] as const) {
    it(`4.1.10: a Health modified to exactly zero at frenzy start is dead too (${kind} frenzy)`, () => {
      expect(run(frenzy({ ...full, kind, healthChanges: [{ name: 'Drain', amount: -7 }] })).output).toMatchObject({
        canFrenzy: false,
        status: 'dead',
        hackedApartAt: null,
      });
    });
  }

  it('6.11.3 (reading): hacked apart below its current Health, it stops fighting without being dead', () => {
    const { output, text } = run(frenzy({ ...full, damage: 12, laterHealthChange: 10 }));
    expect(output).toMatchObject({ status: 'hacked-apart', dead: false });
    expect(text).toMatch(/the rules say it stops fighting, not that it dies/);
  });

  for (const kind of ['limited', 'fox'] as const) {
    it(`6.4.2, 6.11.3: in a ${kind} frenzy a creature dies at its Health and does not fight on`, () => {
      const { output, text } = run(frenzy({ ...full, kind, damage: 7 }));
      expect(output).toMatchObject({ status: 'dead', dead: true, hackedApartAt: null });
      expect(text).toMatch(/Only full frenzy lets a dead creature fight on/);
    });
  }

  it('6.4: in breed form a limited frenzy flips to crinos on damage and dies only at crinos Health', () => {
    const { output, text } = run(frenzy({ ...full, kind: 'limited', formAtStart: 'breed', damage: 6 }));
    expect(output).toMatchObject({ status: 'fighting', deathAt: 7 });
    expect(text).toMatch(/flips to crinos/);
  });

  it('6.11.2: when the frenzy ends the player discards as many cards as were drawn, at random', () => {
    const { output, text } = run(frenzy({ ...full, handAtEnd: 9 }));
    expect(output.discardAtEnd).toBe(5);
    expect(text).toMatch(/discards 5 combat cards chosen at random/);
  });

  it('6.11.2: if that is more cards than the hand holds, the whole hand is discarded', () => {
    const { output, text } = run(frenzy({ ...full, handAtEnd: 3 }));
    expect(output.discardAtEnd).toBe(3);
    expect(text).toMatch(/the whole hand is discarded/);
  });

  it('6.11.3, 6.3.1, 4.5.3: while in full frenzy: no Gifts, no withdrawal, must play every Combat Action it can including bluffs', () => {
    const { output } = run(frenzy(full));
    expect(output.constraints.join('\n')).toMatch(/No Gifts/);
    expect(output.constraints.join('\n')).toMatch(/attackers may not withdraw/);
    expect(output.constraints.join('\n')).toMatch(/every Combat Action it can, including bluffs/);
  });

  it('6.11.1: a limited frenzy forbids Gifts but has none of the full-frenzy constraints', () => {
    const { output } = run(frenzy({ ...full, kind: 'limited' }));
    expect(output.constraints.join('\n')).toMatch(/No Gifts/);
    expect(output.constraints.join('\n')).not.toMatch(/withdraw|bluffs/);
  });
});
