import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { likelyNextTexts } from '../../../src/core/search/next-keystrokes.ts';
import { vocabulary } from '../../../src/core/search/vocabulary.ts';

const doc = (text: string) => ({ id: text, number: '', title: '', terms: '', text, home: '' });
const rage = vocabulary([doc('frenzy frenzied frenzies fight fighting first fetish gift gifts hacked apart')]);
const keyforge = vocabulary([doc('fight forge frenzy house')]);

describe('likelyNextTexts', () => {
  it('in a word: a space first, then the letters that carry on its words, those of the most words first', () => {
    // fr: only e carries on (frenzied, frenzies, frenzy, and KeyForge's frenzy).
    expect(likelyNextTexts([rage, keyforge], 'can a fr')).toEqual(['can a fr ', 'can a fre']);
    // f: i (fight, fighting, first, KeyForge's fight) and r (4 words each), then e (fetish) and o (forge).
    expect(likelyNextTexts([rage, keyforge], 'f')).toEqual(['f ', 'fi', 'fr', 'fe', 'fo']);
  });

  it('keeps what was typed as typed, capitals included, and reads the word in lower case', () => {
    expect(likelyNextTexts([rage], 'Hacke')).toEqual(['Hacke ', 'Hacked']);
  });

  it('after a space: every letter that begins a word, those beginning the most first', () => {
    const next = likelyNextTexts([rage], 'hacked ');
    expect(next[0]).toBe('hacked f');
    expect(next.map((t) => t.slice(-1)).sort()).toEqual(['a', 'f', 'g', 'h']);
  });

  it('nothing after a digit or a sign, and no letter that begins no word', () => {
    expect(likelyNextTexts([rage], '6.11')).toEqual([]);
    expect(likelyNextTexts([rage], 'frenzy?')).toEqual([]);
    expect(likelyNextTexts([rage], 'zq')).toEqual(['zq ']);
  });

  it('in an empty box: every letter that begins a word', () => {
    expect(likelyNextTexts([rage], '')).toEqual(['f', 'g', 'a', 'h']);
  });

  it('offers only texts one key on, a space first in a word, each letter carrying on a word of the rulebooks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rage, ...keyforge), fc.nat(), (word, cut) => {
        const typed = `rule ${word.slice(0, 1 + (cut % word.length))}`;
        const next = likelyNextTexts([rage, keyforge], typed);
        expect(next[0]).toBe(`${typed} `);
        expect(new Set(next).size).toBe(next.length);
        for (const text of next.slice(1)) {
          expect(text.slice(0, -1)).toBe(typed);
          const partial = text.slice('rule '.length);
          expect([...rage, ...keyforge].some((w) => w.startsWith(partial))).toBe(true);
        }
        // Every letter that carries on a word is offered.
        const partial = typed.slice('rule '.length);
        for (const w of [...rage, ...keyforge])
          if (w.startsWith(partial) && w.length > partial.length)
            expect(next).toContain(typed + w.charAt(partial.length));
      }),
    );
  });
});
