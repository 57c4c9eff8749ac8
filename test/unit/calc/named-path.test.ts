import { describe, expect, it } from 'vitest';
import { namedPath } from '../../../src/core/calc/named-path.ts';

// Issue 14: the judge at the form reads what is wrong by the names entered, not by a list index.
describe('a problem path names list items as entered', () => {
  const input = {
    creatures: [{ name: 'Sasha' }, { name: 'Fomor' }],
    cards: [
      { name: 'Claw', owner: 'Sasha' },
      { name: '', owner: 'Fomor' },
    ],
    juntas: [{ name: 'Moot 1', votes: { 'odd id': 'yes' }, ifPassed: { kills: ['ghost'] } }],
  };

  it('a named item is shown by its name', () => {
    expect(namedPath(input, 'cards[0].owner')).toBe('cards “Claw”.owner');
    expect(namedPath(input, 'creatures[1].rage')).toBe('creatures “Fomor”.rage');
  });

  it('nested lists and keys that are no plain names are followed', () => {
    expect(namedPath(input, 'juntas[0].ifPassed.kills[0]')).toBe('juntas “Moot 1”.ifPassed.kills[0]');
    expect(namedPath(input, 'juntas[0].votes["odd id"]')).toBe('juntas “Moot 1”.votes["odd id"]');
  });

  it('an item with no name keeps its place; a path it cannot follow is kept as is', () => {
    expect(namedPath(input, 'cards[1].target')).toBe('cards[1].target');
    expect(namedPath(input, 'cards[7].target')).toBe('cards[7].target');
    expect(namedPath(input, 'round')).toBe('round');
    expect(namedPath(input, '(input)')).toBe('(input)');
  });
});
