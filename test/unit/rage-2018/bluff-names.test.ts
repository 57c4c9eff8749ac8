import { describe, expect, it } from 'vitest';
import { bluffCalculator } from '../../../src/rulesets/rage-2018/bluff/index.ts';
import { newCard, newCreature } from '../../../src/rulesets/rage-2018/bluff/input.ts';

// --json names each card as entered beside its index, so a judge never counts cards to read a ruling.
describe('bluff legality: cards are named in the output by the names entered (6.9)', () => {
  const run = (names: string[]) => {
    const outcome = bluffCalculator.run({
      creatures: [newCreature('Sasha', 3), newCreature('Fomor', 4)],
      cards: [
        { ...newCard('Sasha', 'Fomor', 5), name: names[0] ?? '' },
        { ...newCard('Fomor', 'Sasha', 3), name: names[1] ?? '' },
      ],
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    return outcome;
  };

  it('each ruling carries the card name entered, and its reasons use it', () => {
    const { output, steps } = run(['Dis-Arm', 'Claw']);
    expect(output.cards.map((c) => [c.card, c.name, c.verdict])).toEqual([
      [0, 'Dis-Arm', 'bluff-fails'],
      [1, 'Claw', 'legal'],
    ]);
    const text = steps.map((s) => s.text).join('\n');
    expect(text).toContain('Dis-Arm (Sasha → Fomor) is a bluff');
    expect(text).not.toMatch(/Card \d/);
  });

  it('a card entered without a name is called by its place ("Card 2"), the only time a place is used', () => {
    const { output } = run(['Dis-Arm', '']);
    expect(output.cards.map((c) => c.name)).toEqual(['Dis-Arm', 'Card 2']);
  });
});
