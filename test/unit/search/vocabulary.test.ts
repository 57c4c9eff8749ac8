import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processTerm } from '../../../src/core/search/tokenize.ts';
import { stemsBeyond, vocabulary } from '../../../src/core/search/vocabulary.ts';

const doc = (text: string) => ({ id: text, number: '', title: '', terms: '', text, home: '' });

describe('vocabulary', () => {
  it('lists the words as written, normalised, sorted, without numbers', () => {
    expect(vocabulary([doc('Starting hand: 6.9.2 Équipment'), doc('starting Bluffs')])).toEqual([
      'bluffs',
      'equipment',
      'hand',
      'starting',
    ]);
  });
});

describe('stemsBeyond', () => {
  const words = vocabulary([doc('starting started start stars equipment equip bluffing bluffs')]);

  it('completes a word typed past its stem', () => {
    expect(stemsBeyond(words, 'startin')).toEqual(['start']);
    expect(stemsBeyond(words, 'equipme')).toEqual(['equip']);
    expect(stemsBeyond(words, 'bluffi')).toEqual(['bluf']);
  });

  it('adds nothing the prefix search on the stem already finds', () => {
    expect(stemsBeyond(words, 'sta')).toEqual([]);
    expect(stemsBeyond(words, 'zzz')).toEqual([]);
  });

  it('returns only stems of words that begin with what is typed, none that the stem prefix covers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.nat(), (word, cut) => {
        const partial = word.slice(0, 1 + (cut % word.length));
        const stem = processTerm(partial) ?? '';
        for (const s of stemsBeyond(words, partial)) {
          expect(s.startsWith(stem)).toBe(false);
          expect(words.some((w) => w.startsWith(partial) && processTerm(w) === s)).toBe(true);
        }
      }),
    );
  });
});
