import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';
import { readIntent } from '../../../src/core/search/intent.ts';
import { askedWords, bestPassage, entryWords, pinnedBy } from '../../../src/core/search/passages.ts';
import { RANKING_WEIGHTS } from '../../../src/core/search/ranking-options.ts';
import { indexedWords } from '../../../src/core/search/proximity.ts';

describe('landing on the deciding passage, not a neighbour (issue 34)', () => {
  const loaded = loadRulesets();

  it('reads "without" as the rules\' "no", and prefers the passage where the words stand closest', () => {
    const entry = entryWords('BLUFFS', '', [
      { id: 'a', text: 'it has a target and the target also bluffed OR target played no legal cards' },
      { id: 'b', text: 'OR it has no target and no creature targeted it with a non-bluffed Combat Action' },
    ]);
    expect(bestPassage(indexedWords('bluff without a target'), entry, []).id).toBe('b');
  });

  it('asks "is it legal to …" of the rule on what follows, not of legality', () => {
    expect(readIntent('is it legal to bluff without a target', new Map()).text).toBe('is it to bluff without a target');
    expect(readIntent('legal cards', new Map()).text).toBe('legal cards');
    expect(readIntent('are illegal cards discarded', new Map()).text).toContain('illegal');
  });

  it('cites the bullet that decides a bluff with no target', () => {
    const [hit] = search(loaded.searchable, { text: 'is it legal to bluff without a target', ruleset: 'rage-2018' });
    expect(hit?.id).toBe('6-9-2-bluffs');
    expect(hit?.passage).toBe('6-9-2-bluffs--or-it-has-no');
  });

  describe('a question asked in nearly the words of an index question', () => {
    const entry = entryWords(
      'USING A REACT',
      '',
      [{ id: 'p', text: 'If you run out of cards, there is no penalty.' }],
      [
        { text: 'what happens if my deck runs out', passage: 'p' },
        { text: 'what is a card effect', passage: 'p' },
      ],
    );
    const pinned = (q: string) => pinnedBy(askedWords(q), entry, RANKING_WEIGHTS)?.passage ?? null;

    it('is pinned to that question\'s passage, its stop words read too ("what if", "runs out")', () => {
      expect(pinned('what if my deck runs out')).toBe('p');
      expect(pinned('What happens if my deck runs out?')).toBe('p');
    });

    it('is not when it asks about a word the question does not have, however many others it shares', () => {
      expect(pinned('what is a flex card')).toBeNull();
      expect(pinned('what happens if my combat deck runs out')).toBeNull();
    });

    it("is not when it shares too few of the question's words, or is too short to tell", () => {
      expect(pinned('so what happens then if my deck runs out')).toBeNull();
      expect(pinned('deck runs out')).toBeNull();
    });

    it('outranks, across all rulebooks, a title that only shares a word with it', () => {
      const hits = search(loaded.searchable, { text: 'what if my deck runs out' });
      expect(hits[0]).toMatchObject({ ruleset: 'warlord', id: 'using-a-react' });
      expect(hits[0]?.passage).toBe('using-a-react--if-you-run-out');
      const off = search(loaded.searchable, { text: 'what if my deck runs out', ranking: { without: ['pinned'] } });
      expect(off[0]?.id).not.toBe('using-a-react');
    });
  });
});
