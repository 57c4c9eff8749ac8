import { describe, expect, it } from 'vitest';
import type { AttackCard, ResolutionCard, Speed } from '../../../src/rulesets/rage-2018/combat-timing/input.ts';
import { planResolution } from '../../../src/rulesets/rage-2018/combat-timing/resolution-order.ts';

const attack = (name: string, speed: Speed, more: Partial<AttackCard> = {}): AttackCard => ({ kind: 'attack', name, owner: 'A', speed, damage: 3, target: 'D', undodgeable: false, unblockable: false, ...more });
const dodge = (name: string, speed: Speed, owner = 'D'): ResolutionCard => ({ kind: 'dodge', name, owner, speed });
const block = (name: string, speed: Speed, amount = 2): ResolutionCard => ({ kind: 'block', name, owner: 'D', speed, amount });
const texts = (cards: ResolutionCard[]) => planResolution(cards).steps.map((s) => s.text).join('\n');

describe('resolution-order helper', () => {
  it('6.10.1: Fast Striking resolves before normal, normal before Slow Striking; both keywords act at normal speed', () => {
    const plan = planResolution([attack('Slow', 'slow'), attack('Both', 'both'), attack('Fast', 'fast'), attack('Normal', 'normal')]);
    expect(plan.order).toEqual([
      { speed: 'fast', cards: [2] },
      { speed: 'normal', cards: [1, 3] },
      { speed: 'slow', cards: [0] },
    ]);
  });

  it('6.10.1: a Fast Strike cannot be dodged by a normal Fancy Footwork, unless that Fancy Footwork is itself Fast Striking', () => {
    expect(planResolution([attack('Fast Strike', 'fast'), dodge('Fancy Footwork', 'normal')]).defences).toEqual([{ card: 1, canAffect: [] }]);
    expect(planResolution([attack('Fast Strike', 'fast'), dodge('Fancy Footwork', 'fast')]).defences).toEqual([{ card: 1, canAffect: [0] }]);
  });

  it('6.10.2: dodges and blocks do not prevent damage from faster attacks but may prevent damage from slower ones', () => {
    const plan = planResolution([attack('Fast', 'fast'), attack('Normal', 'normal'), attack('Slow', 'slow'), block('Block', 'normal')]);
    expect(plan.defences).toEqual([{ card: 3, canAffect: [1, 2] }]);
  });

  it('Undodgeable: dodges have no effect on this attack; Unblockable: blocks have none', () => {
    const cards = [attack('Undodgeable', 'normal', { undodgeable: true }), attack('Unblockable', 'normal', { unblockable: true }), dodge('Dodge', 'normal'), block('Block', 'normal')];
    expect(planResolution(cards).defences).toEqual([
      { card: 2, canAffect: [1] },
      { card: 3, canAffect: [0] },
    ]);
    expect(planResolution(cards).steps.flatMap((s) => s.cites)).toEqual(expect.arrayContaining(['undodgeable', 'unblockable']));
  });

  it('6.10.2 (reading): a dodge protects the creature that played it, not its packmates', () => {
    expect(planResolution([attack('Claw', 'normal', { target: 'D2' }), dodge('Dodge', 'normal', 'D')]).defences).toEqual([{ card: 1, canAffect: [] }]);
  });

  it('6.2 step 5: where a creature takes damage at the same speed, the opponent decides the order it lands', () => {
    const plan = planResolution([attack('Claw', 'normal'), attack('Bite', 'both'), attack('Kick', 'fast')]);
    expect(plan.sameSpeedHits).toEqual([{ target: 'D', speed: 'normal', attacks: [0, 1] }]);
    expect(texts([attack('Claw', 'normal'), attack('Bite', 'both')])).toContain('D takes 2 attacks at normal speed: the opponent decides the order the damage lands.');
  });

  it('6.10.2: a block prevents a specified amount of damage; 6.10.3: redirection comes after dodges and blocks', () => {
    const text = texts([attack('Claw', 'normal'), block('Parry', 'fast', 2)]);
    expect(text).toContain('Parry (D blocks 2) prevents up to 2 damage from one attack');
    expect(text).toContain('dodges and blocks apply first, then redirection, then other cards which affect damage cards');
  });

  it('6.2 step 4: with no cards left, nothing resolves', () => {
    expect(planResolution([])).toMatchObject({ order: [], defences: [], sameSpeedHits: [] });
  });
});
