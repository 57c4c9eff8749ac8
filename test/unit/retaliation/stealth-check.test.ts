import { describe, expect, it } from 'vitest';
import { behind, between, move, npc, run } from './fixtures.ts';

/** "twice the NPC's Line of Sight value, -1 for each HEX between you and the NPC"; "directly behind": value −1. */
const DIFFICULTIES = [
  {
    name: 'the rulebook example: Line of Sight 3, 2 HEXES away (1 between): 6 − 1 = 5',
    lineOfSight: 3,
    spot: between(1),
    difficulty: 5,
  },
  { name: 'Line of Sight 3, adjacent (none between): 6', lineOfSight: 3, spot: between(0), difficulty: 6 },
  { name: 'Line of Sight 3, at the far end (2 between): 4', lineOfSight: 3, spot: between(2), difficulty: 4 },
  { name: 'Line of Sight 5, 3 between: 10 − 3 = 7', lineOfSight: 5, spot: between(3), difficulty: 7 },
  { name: 'directly behind, Line of Sight 3: 3 − 1 = 2', lineOfSight: 3, spot: behind, difficulty: 2 },
  { name: 'directly behind, Line of Sight 5: 5 − 1 = 4', lineOfSight: 5, spot: behind, difficulty: 4 },
] as const;

describe('Stealth check: the difficulty (#stealth-check)', () => {
  for (const d of DIFFICULTIES) {
    it(`#stealth-check: ${d.name}`, () => {
      const { output } = run(move([npc([d.spot], { lineOfSight: d.lineOfSight, attitude: 'neutral' })]));
      expect(output.npcs[0]).toMatchObject({ check: true, difficulty: d.difficulty });
    });
  }

  it('#line-of-sight: an NPC without a state card has Line of Sight 3 (the example: difficulty 5)', () => {
    const { output, text } = run(move([npc([between(1)])]));
    expect(output.npcs[0]).toMatchObject({ lineOfSight: 3, attitude: 'neutral', difficulty: 5 });
    expect(text).toContain('2 × 3 − 1 = 5');
  });

  it('#stealth-check: moving closer to an NPC uses the highest difficulty', () => {
    const { output, text } = run(move([npc([between(2), between(1), between(0)])]));
    expect(output.npcs[0]).toMatchObject({ spotDifficulties: [4, 5, 6], difficulty: 6 });
    expect(text).toMatch(/use the highest difficulty, 6/);
  });

  it('#stealth-check: moving round to directly behind still uses the highest difficulty met on the way', () => {
    expect(run(move([npc([between(0), behind])])).output.npcs[0]).toMatchObject({
      spotDifficulties: [6, 2],
      difficulty: 6,
    });
  });

  it('#stealth-check: one check for each NPC whose Line of Sight you enter or move through', () => {
    const { output, headline } = run(
      move([npc([between(1)], null, 'Guard'), npc([behind], { lineOfSight: 4, attitude: 'aggressive' }, 'Dog')]),
    );
    expect(output.npcs.map((n) => [n.npc, n.difficulty])).toEqual([
      ['Guard', 5],
      ['Dog', 3],
    ]);
    expect(headline).toBe('2 stealth checks · Guard: difficulty 5 · Dog: difficulty 3');
  });

  it('#line-of-sight: a HEX beyond the Line of Sight value needs no check', () => {
    const { output, text } = run(move([npc([between(3)])]));
    expect(output.npcs[0]).toMatchObject({ check: false, difficulty: null, spotDifficulties: [null] });
    expect(text).toMatch(/You never enter NPC 1's Line of Sight, which extends 3 HEXES: no check/);
  });

  it('#attitude: an Oblivious NPC cannot detect characters in STEALTH mode: no check', () => {
    const { output, headline } = run(move([npc([between(0)], { lineOfSight: 3, attitude: 'oblivious' })]));
    expect(output.npcs[0]).toMatchObject({ check: false, difficulty: null });
    expect(headline).toBe('No stealth check');
  });
});

describe('Stealth check: passing it (#skill-checks, #lupus, #crinos)', () => {
  it('#skill-checks: automatic successes (STEALTH level) at least the difficulty in Homid form: no roll', () => {
    const { output, text } = run(move([npc([behind])], { stealthSkill: 2 }));
    expect(output.npcs[0]).toMatchObject({ difficulty: 2, automaticSuccess: true, neededFromDice: 0 });
    expect(text).toMatch(/you automatically succeed, no roll/);
  });

  it('#skill-checks: otherwise roll PHYSICAL black dice for the successes still needed', () => {
    const { output, text } = run(move([npc([between(1)])], { stealthSkill: 2, physical: 3 }));
    expect(output.npcs[0]).toMatchObject({ difficulty: 5, automaticSuccess: false, neededFromDice: 3 });
    expect(text).toMatch(/roll 3 black dice \(PHYSICAL 3\) and get 3 more successes/);
  });

  it('#lupus: in Lupus form you must add 1 success to all stealth checks', () => {
    const homid = run(move([npc([between(1)])], { stealthSkill: 1 })).output;
    const lupus = run(move([npc([between(1)])], { stealthSkill: 1, form: 'lupus' }));
    expect(lupus.output.automaticSuccesses).toBe(homid.automaticSuccesses + 1);
    expect(lupus.output.npcs[0]?.neededFromDice).toBe((homid.npcs[0]?.neededFromDice ?? 0) - 1);
    expect(lupus.text).toMatch(/In Lupus form you must add 1 success to all stealth checks/);
  });

  it('#lupus, #skill-checks (reading): the Lupus success counts toward an automatic success', () => {
    expect(run(move([npc([behind])], { stealthSkill: 1, form: 'lupus' })).output.npcs[0]).toMatchObject({
      difficulty: 2,
      automaticSuccess: true,
    });
  });

  it('#stealth-mode, #crinos: no STEALTH mode in Crinos form, so no checks', () => {
    const { output, headline, text } = run(move([npc([between(0)])], { form: 'crinos' }));
    expect(output).toMatchObject({ inStealthMode: false, npcs: [] });
    expect(headline).toContain('Crinos form');
    expect(text).toMatch(/You cannot enter STEALTH mode in Crinos form/);
  });
});

describe('Stealth check: being detected (#stealth-check, #attitude, #sneak-attack)', () => {
  const reactions = [
    ['neutral', /it detects you but won’t begin combat/],
    ['aggressive', /it immediately begins combat, and every Aggressive NPC on the tile joins in/],
    ['hunting', /acts just like an Aggressive NPC/],
    ['delirium', /acts just like a Neutral NPC/],
  ] as const;
  for (const [attitude, reaction] of reactions) {
    it(`#stealth-check, #attitude: a failed check against a ${attitude} NPC costs the STEALTH token, and it reacts by its Attitude`, () => {
      const { text } = run(move([npc([between(0)], { lineOfSight: 3, attitude })]));
      expect(text).toMatch(/you lose your STEALTH token/);
      expect(text).toMatch(reaction);
    });
  }

  it('#stealth-check: when detected during your movement, complete it before the NPC reacts', () => {
    expect(run(move([npc([between(0)])])).text).toMatch(/complete it before adjudicating any NPC’s reaction/);
  });

  it('#sneak-attack: ending directly behind an NPC with a state card opens a Sneak Attack', () => {
    expect(run(move([npc([between(0), behind], { lineOfSight: 3, attitude: 'neutral' }, 'Guard')])).text).toMatch(
      /you may attempt a Sneak Attack on it/,
    );
  });

  it('#sneak-attack, #attitude: ending directly behind an Oblivious NPC (no check) still opens a Sneak Attack', () => {
    const { output, headline, text } = run(
      move([npc([behind], { lineOfSight: 3, attitude: 'oblivious' }, 'Sleeping Guard')], {
        physical: 2,
        stealthSkill: 1,
      }),
    );
    expect(output.npcs[0]).toMatchObject({ check: false, attitude: 'oblivious' });
    expect(headline).toBe('No stealth check');
    expect(text).toMatch(
      /Ending directly behind Sleeping Guard and still holding your STEALTH token, you may attempt a Sneak Attack on it/,
    );
    const sneak = run(move([npc([behind], { lineOfSight: 3, attitude: 'oblivious' }, 'Sleeping Guard')])).steps.find(
      (s) => s.text.startsWith('Ending directly behind'),
    );
    expect(sneak?.cites).toEqual(['sneak-attack']);
  });

  it('#sneak-attack: an Oblivious NPC not ended directly behind gets no Sneak Attack note', () => {
    expect(run(move([npc([behind, between(0)], { lineOfSight: 3, attitude: 'oblivious' })])).text).not.toMatch(
      /Sneak Attack/,
    );
  });

  it('#sneak-attack: only NPCs whose State card is on the table can be the target of Sneak Attacks', () => {
    expect(run(move([npc([behind], null, 'Bystander')])).text).toMatch(
      /Bystander: it has no state card on the table, so it cannot be the target of a Sneak Attack/,
    );
  });
});
