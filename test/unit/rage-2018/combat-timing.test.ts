import { describe, expect, it } from 'vitest';
import { advance } from '../../../src/rulesets/rage-2018/combat-timing/advance.ts';
import type { CombatTimingOutput } from '../../../src/rulesets/rage-2018/combat-timing/compute.ts';
import {
  type CombatCreature,
  type CombatStep,
  type CombatTimingInput,
  combatTimingDefaults,
  newCombatCreature,
} from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { combatTimingCalculator } from '../../../src/rulesets/rage-2018/combat-timing/index.ts';

const creature = (name: string, side: CombatCreature['side'], more: Partial<CombatCreature> = {}): CombatCreature => ({
  ...newCombatCreature(name, side),
  ...more,
});

function at(step: CombatStep, more: Partial<CombatTimingInput> = {}): CombatTimingInput {
  return { ...combatTimingDefaults(), step, round: 1, ...more };
}

function run(input: CombatTimingInput) {
  const outcome = combatTimingCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

const texts = (steps: { text: string }[]) => steps.map((s) => s.text).join('\n');
const ends = (output: CombatTimingOutput) => (output.next.kind === 'combat-ends' ? output.next.reasons : []);

describe('combat timing: steps, play and order', () => {
  it.each([
    ['declaration', 'closed'],
    ['pre-combat', 'closed'],
    ['beginning-of-combat', 'open'],
    ['play-card', 'closed'],
    ['targeting', 'closed'],
    ['reveal', 'closed'],
    ['bluff', 'closed'],
    ['resolution', 'closed'],
    ['withdrawal', 'closed'],
    ['between-rounds', 'open'],
  ] as const)('3.2, 6.1, 6.2: the %s step is %s play', (step, play) => {
    expect(
      run(at(step, { creatures: [creature('A', 'attacker', { playedCombatAction: true }), creature('D', 'defender')] }))
        .output.play,
    ).toBe(play);
  });

  it('6.1 and 6.2: declaration, pre-combat, beginning-of-combat, then the seven round steps, then round 2 step 1', () => {
    let input = at('declaration', {
      creatures: [creature('A', 'attacker', { playedCombatAction: true }), creature('D', 'defender')],
    });
    const visited: string[] = [];
    for (let i = 0; i < 11; i++) {
      visited.push(`${input.step}@${input.round}`);
      const { output } = run(input);
      input = advance(
        { ...input, creatures: input.creatures.map((c) => ({ ...c, playedCombatAction: c.side === 'attacker' })) },
        output.next,
      );
    }
    // Written out from the rulebook, not read from the implementation: 6.1 steps 1–3 (Declaration, Pre-Combat,
    // Beginning-of-Combat), 6.2 steps 1–7 (Play Card … Between-rounds), and "start a new combat round at step 1".
    expect(visited).toEqual([
      'declaration@1',
      'pre-combat@1',
      'beginning-of-combat@1',
      'play-card@1',
      'targeting@1',
      'reveal@1',
      'bluff@1',
      'resolution@1',
      'withdrawal@1',
      'between-rounds@1',
      'play-card@2',
    ]);
  });

  it('6.1: first the attacker, then the defender, then other players in random order; the Declaration step is attacker then defending player', () => {
    const creatures = [creature('Albrecht', 'attacker'), creature('Zhyzhak', 'defender')];
    expect(texts(run(at('pre-combat', { creatures })).output.actingOrder)).toMatch(
      /first the attacker \(Albrecht\), then the defender \(Zhyzhak\), then other players \(in random order/,
    );
    expect(texts(run(at('declaration', { creatures })).output.actingOrder)).toBe(
      'The attacker (Albrecht) acts first, then the defending player (Zhyzhak), if any.',
    );
  });

  it('6.7: with pack combat on both sides, targets alternate between the attacking and defending packs', () => {
    const creatures = [
      creature('A1', 'attacker'),
      creature('A2', 'attacker'),
      creature('D1', 'defender'),
      creature('D2', 'defender'),
    ];
    expect(texts(run(at('targeting', { creatures })).output.actingOrder)).toContain(
      'the attacking pack chooses targets for one of its creatures, then the defending pack',
    );
  });

  it('6.7: with pack combat on one side, its opponent declares which creature its Combat Actions target', () => {
    const creatures = [creature('A', 'attacker'), creature('D1', 'defender'), creature('D2', 'defender')];
    expect(texts(run(at('targeting', { creatures })).output.actingOrder)).toContain(
      'The defenders are in pack combat: the opponent of the pack combat declares',
    );
  });

  it('6.8: the reveal mini-step goes feint, alternative, instinctive, then targets', () => {
    const text = texts(run(at('reveal')).output.mustHappen);
    const order = ['feint', 'Alternative Combat Actions', 'Instinctive Combat Action', 'targets are chosen'].map((w) =>
      text.indexOf(w),
    );
    expect(order.every((p) => p >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('6.6.6B and 6.11.3: a fully frenzied creature plays every Combat Action it can, bluffs included, and no alternates', () => {
    const creatures = [
      creature('Sasha', 'attacker', { fullFrenzy: true, frenzyCardsDrawn: 3 }),
      creature('D', 'defender'),
    ];
    expect(texts(run(at('play-card', { creatures })).output.mayUse)).toContain(
      'Sasha is in full frenzy: it must play every Combat Action that it can, including bluffs',
    );
    expect(texts(run(at('reveal', { creatures })).output.mayUse)).toContain(
      'Sasha: full frenzy is a type of Forced Play, so no Alternate Combat Actions.',
    );
  });

  it('6.2 step 4: the Bluff step discards illegal cards first, then failed bluffs', () => {
    const text = texts(run(at('bluff')).output.mustHappen);
    expect(text.indexOf('Discard all illegal cards first')).toBeLessThan(text.indexOf('bluffs'));
  });
});

describe('combat timing: end of round and end of combat', () => {
  const withdrawal = (creatures: CombatCreature[], more: Partial<CombatTimingInput> = {}) =>
    run(at('withdrawal', { round: 2, creatures, ...more }));
  const played = { playedCombatAction: true };
  const none = { playedCombatAction: false };

  it('6.3: combat ends when no creature played a Combat Action during the round', () => {
    expect(ends(withdrawal([creature('A', 'attacker', none), creature('D', 'defender', none)]).output)).toEqual([
      'no-combat-action',
    ]);
  });

  it('6.3, Sidebar: Quick combat summary: the end for no Combat Action is checked at the end of the round and cites the summary it is read from', () => {
    const outcome = withdrawal([creature('A', 'attacker', none), creature('D', 'defender', none)]);
    const step = outcome.steps.find((s) => s.text.startsWith('No creature played a Combat Action this round'));
    expect(step?.cites).toEqual(['6-3-ending-combat', '6-9-1-illegal-cards', 'sidebar-quick-combat-summary']);
    expect(step?.text).toContain('a round passes in which no combat cards are played');
  });

  it('6.3: combat goes on to the Between-rounds step when a Combat Action was played and nobody withdraws', () => {
    expect(withdrawal([creature('A', 'attacker', played), creature('D', 'defender')]).output.next).toEqual({
      kind: 'step',
      step: 'between-rounds',
      round: 2,
    });
  });

  it('6.3.1: the attacker may withdraw, which ends the whole combat', () => {
    const outcome = withdrawal([creature('A', 'attacker', played), creature('D', 'defender')], {
      attackerWithdraws: true,
    });
    expect(ends(outcome.output)).toEqual(['withdrawal']);
    expect(outcome.headline).toBe('Withdrawal: the attacker withdraws, so the whole combat ends (6.3.1).');
  });

  it('6.3.1 and 6.11.3: no withdrawal while any creature is in full frenzy', () => {
    const outcome = withdrawal(
      [
        creature('A', 'attacker', played),
        creature('D', 'defender', { ...played, fullFrenzy: true, frenzyCardsDrawn: 2 }),
      ],
      { attackerWithdraws: true },
    );
    expect(outcome.output.roundEnd?.withdrawalPossible).toBe(false);
    expect(outcome.output.next.kind).toBe('step');
    expect(texts(outcome.steps)).toContain('The attacker wants to withdraw but cannot: D is in full frenzy.');
  });

  it('6.3.1: Maim prevents any attacker withdrawing', () => {
    const outcome = withdrawal([creature('A', 'attacker', played), creature('D', 'defender')], {
      attackerWithdraws: true,
      withdrawalPrevented: true,
    });
    expect(outcome.output.roundEnd?.withdrawalPossible).toBe(false);
    expect(outcome.output.next.kind).toBe('step');
  });

  it('6.11.2: a frenzy ends when the creature played no combat action and has none to play next round; then withdrawal is possible', () => {
    const frenzied = creature('Sasha', 'attacker', {
      fullFrenzy: true,
      frenzyCardsDrawn: 4,
      playedCombatAction: false,
      hasCombatActionForNextRound: false,
    });
    const outcome = withdrawal([frenzied, creature('D', 'defender', played)], { attackerWithdraws: true });
    expect(outcome.output.roundEnd?.frenzyChecks).toEqual([
      expect.objectContaining({ creature: 'Sasha', frenzyEnds: true, discard: 4 }),
    ]);
    expect(texts(outcome.steps)).toContain('discards 4 combat cards at random (the whole hand if fewer)');
    expect(ends(outcome.output)).toEqual(['withdrawal']);
  });

  it.each([
    ['played a combat action this round', { playedCombatAction: true, hasCombatActionForNextRound: false }],
    ['holds a Combat Action it can play next round', { playedCombatAction: false, hasCombatActionForNextRound: true }],
  ])('6.11.2: a frenzy continues when the creature %s', (_what, facts) => {
    const outcome = withdrawal([
      creature('Sasha', 'attacker', { fullFrenzy: true, frenzyCardsDrawn: 2, ...facts }),
      creature('D', 'defender', played),
    ]);
    expect(outcome.output.roundEnd?.frenzyChecks[0]?.frenzyEnds).toBe(false);
    expect(outcome.output.roundEnd?.withdrawalPossible).toBe(false);
  });

  it('6.3: combat ends when there are no defenders: a killed non-frenzied defender is removed at once', () => {
    const outcome = run(
      at('resolution', {
        creatures: [creature('A', 'attacker', played), creature('D', 'defender', { status: 'dead' })],
      }),
    );
    expect(ends(outcome.output)).toEqual(['no-defenders']);
  });

  it('6.11.3: a killed fully frenzied creature keeps fighting, so combat goes on', () => {
    const outcome = run(
      at('resolution', {
        creatures: [
          creature('A', 'attacker', played),
          creature('D', 'defender', { status: 'dead', fullFrenzy: true, frenzyCardsDrawn: 2 }),
        ],
      }),
    );
    expect(outcome.output.next.kind).toBe('step');
    expect(outcome.output.defenders).toEqual(['D']);
    expect(texts(outcome.output.mustHappen)).toContain('D is dead but in full frenzy: it keeps fighting');
  });

  it('6.3: a creature with no valid targets for a full round is removed from combat, which can leave no defenders', () => {
    const outcome = withdrawal([
      creature('A', 'attacker', played),
      creature('D', 'defender', { noValidTargetFullRound: true }),
    ]);
    expect(outcome.output.roundEnd?.removedNoTarget).toEqual(['D']);
    expect(ends(outcome.output)).toEqual(['no-defenders']);
  });

  it('6.3: a card that forces combat to end ends it at any step', () => {
    expect(ends(run(at('pre-combat', { endedByCard: true })).output)).toEqual(['ending-card']);
  });

  it('6.3, 6.11.2, 6.11.3: after combat, frenzies end with their discards, dead frenzied creatures go to the Victory Pile, hands refill', () => {
    const outcome = withdrawal(
      [
        creature('A', 'attacker', { ...played, fullFrenzy: true, frenzyCardsDrawn: 3, status: 'dead' }),
        creature('D', 'defender', played),
      ],
      { endedByCard: true },
    );
    const after = texts(outcome.output.afterCombat);
    expect(after).toContain("Combat ends, so A's frenzy ends: its player discards 3 combat cards");
    expect(after).toContain(
      'A is dead: it fights no more and goes to the Victory Pile of the pack that killed it, if any.',
    );
    expect(after).toContain(
      'refill their combat hands up to their combat hand size, without voluntarily discarding first',
    );
    expect(after.indexOf('discards 3')).toBeLessThan(after.indexOf('refill'));
  });
});

describe('combat timing: a creature hacked apart (6.11.3, 6.11.2)', () => {
  const played = { playedCombatAction: true };
  const hacked = (more: Partial<CombatCreature> = {}) =>
    creature('Fomor', 'defender', { status: 'hacked-apart', fullFrenzy: true, frenzyCardsDrawn: 3, ...more });

  it('6.11.3: a creature hacked apart stops fighting: it is out of the combat, unlike a dead creature in full frenzy', () => {
    const outcome = run(
      at('resolution', {
        creatures: [creature('A', 'attacker', played), hacked(), creature('D2', 'defender', played)],
      }),
    );
    expect(outcome.output.defenders).toEqual(['D2']);
    expect(outcome.facts).not.toContainEqual({ label: 'Full frenzy', value: 'Fomor' });
  });

  it('6.11.2, 6.11.3: being hacked apart removes it from combat, which ends its frenzy with its discards; it goes into the Victory Pile of the pack that killed it', () => {
    const outcome = run(
      at('resolution', {
        creatures: [creature('A', 'attacker', played), hacked(), creature('D2', 'defender', played)],
      }),
    );
    const step = outcome.output.mustHappen.find((s) => s.text.startsWith('Fomor is hacked apart'));
    expect(step?.text).toBe(
      'Fomor is hacked apart: its damage reached its Health plus Rage from when it frenzied, so it stops fighting and is removed from combat. That ends its frenzy: its player discards 3 combat cards at random (the whole hand if fewer), as many as were drawn for the frenzy. It goes into the Victory Pile of the pack that killed it, if any.',
    );
    expect(step?.cites).toEqual(
      expect.arrayContaining(['6-11-3-full-frenzy-additional-rules', '6-11-2-ending-a-frenzy']),
    );
  });

  it('6.3.1, 6.11.3: a creature hacked apart is no longer in full frenzy in the combat, so the attacker may withdraw', () => {
    const outcome = run(
      at('withdrawal', {
        round: 2,
        attackerWithdraws: true,
        creatures: [creature('A', 'attacker', played), hacked(played), creature('D2', 'defender', played)],
      }),
    );
    expect(outcome.output.roundEnd).toMatchObject({ frenzyChecks: [], withdrawalPossible: true });
    expect(ends(outcome.output)).toEqual(['withdrawal']);
  });

  it('6.3: the last defender hacked apart leaves no defenders: combat ends', () => {
    expect(ends(run(at('resolution', { creatures: [creature('A', 'attacker', played), hacked()] })).output)).toEqual([
      'no-defenders',
    ]);
  });

  it('6.11.2: moving on, the frenzy of a creature hacked apart is over (its discard was shown once)', () => {
    const input = at('resolution', {
      creatures: [creature('A', 'attacker', played), hacked(), creature('D2', 'defender', played)],
    });
    const next = advance(input, run(input).output.next);
    expect(next.creatures[1]).toMatchObject({ status: 'hacked-apart', fullFrenzy: false, frenzyCardsDrawn: 0 });
    expect(texts(run(next).output.mustHappen)).toContain('Fomor is hacked apart');
    expect(texts(run(next).output.mustHappen)).not.toContain('discards 3');
  });
});

describe('combat timing: moving on with the Next step button', () => {
  it('6.2 step 7: a new round resets the round facts and the resolution cards', () => {
    const input = at('between-rounds', {
      round: 2,
      creatures: [
        creature('A', 'attacker', { playedCombatAction: true, hasCombatActionForNextRound: false }),
        creature('D', 'defender'),
      ],
    });
    const next = advance(
      { ...input, resolution: [{ kind: 'dodge', name: '', owner: 'D', speed: 'normal' }] },
      run(input).output.next,
    );
    expect(next).toMatchObject({ step: 'play-card', round: 3, resolution: [] });
    expect(next.creatures[0]).toMatchObject({ playedCombatAction: null, hasCombatActionForNextRound: true });
  });

  it('6.11.2 and 6.3: leaving the Withdrawal step ends frenzies out of Combat Actions and removes creatures without targets', () => {
    const input = at('withdrawal', {
      creatures: [
        creature('A', 'attacker', { playedCombatAction: true }),
        creature('F', 'attacker', {
          fullFrenzy: true,
          frenzyCardsDrawn: 2,
          playedCombatAction: false,
          hasCombatActionForNextRound: false,
        }),
        creature('N', 'attacker', { noValidTargetFullRound: true }),
        creature('D', 'defender'),
      ],
    });
    const next = advance(input, run(input).output.next);
    expect(next.step).toBe('between-rounds');
    expect(next.creatures.find((c) => c.name === 'F')).toMatchObject({ fullFrenzy: false, frenzyCardsDrawn: 0 });
    expect(next.creatures.find((c) => c.name === 'N')?.status).toBe('left');
  });

  it('6.3: nothing moves once combat has ended', () => {
    const input = at('withdrawal', {
      creatures: [
        creature('A', 'attacker', { playedCombatAction: false }),
        creature('D', 'defender', { playedCombatAction: false }),
      ],
    });
    expect(advance(input, run(input).output.next)).toBe(input);
  });
});
