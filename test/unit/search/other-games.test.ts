import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import type { OtherGameWords } from '../../../src/core/content/model.ts';
import { search } from '../../../src/core/search/engine.ts';
import { inOwnWords } from '../../../src/core/search/other-games.ts';
import { RANKING_WEIGHTS } from '../../../src/core/search/ranking-options.ts';

const WORDS: OtherGameWords = [
  { words: ['graveyard', 'gy'], means: 'discard pile' },
  { words: ['tap', 'tapped'], means: 'exhaust' },
  { words: ['first strike'], means: 'fast striking' },
  { words: ['mana'], means: null },
];

describe("other games' words read in this game's own", () => {
  it('replaces each word or phrase with the own term, weighed below a typed word', () => {
    const read = inOwnWords('can I tap a creature in my graveyard', WORDS);
    expect(read?.text).toBe('can i exhaust a creature in my discard pile');
    expect([...(read?.termWeights ?? [])]).toEqual([
      ['exhaust', RANKING_WEIGHTS.otherGame],
      ['discard', RANKING_WEIGHTS.otherGame / 2],
      ['pile', RANKING_WEIGHTS.otherGame / 2],
    ]);
    expect(inOwnWords('does first strike beat a dodge', WORDS)?.text).toBe('does fast striking beat a dodge');
  });

  it('drops a word with no counterpart here, and reads nothing else into a query', () => {
    expect(inOwnWords('how much mana for a gift', WORDS)?.text).toBe('how much for a gift');
    expect(inOwnWords('discard pile order', WORDS)).toBeNull();
    expect(inOwnWords('graveyard', undefined)).toBeNull();
  });

  it('leaves a word another rulebook searched uses as its own: it points to that game', () => {
    expect(inOwnWords('tap my creature', WORDS, (t) => t === 'tap')).toBeNull();
  });

  it('never weighs an own term at or above a typed word (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('graveyard', 'gy', 'tap', 'first strike', 'mana', 'creature', 'deck', 'when'), {
          minLength: 1,
          maxLength: 8,
        }),
        (words) => {
          const read = inOwnWords(words.join(' '), WORDS);
          for (const weight of read?.termWeights.values() ?? []) expect(weight).toBeLessThan(1);
        },
      ),
    );
  });
});

describe("other games' words in the rulebooks (other-games.yaml)", () => {
  const loaded = loadRulesets();

  it('hold at least a hundred words and phrases, each rulebook answering every family of games', () => {
    const all = new Set([...loaded.data.values()].flatMap((d) => (d.otherGames ?? []).flatMap((w) => w.words)));
    expect(all.size).toBeGreaterThanOrEqual(100);
    for (const d of loaded.data.values()) expect(d.otherGames?.length ?? 0, d.meta.id).toBeGreaterThanOrEqual(60);
  });

  it("find the game's own rule from another game's word", () => {
    const top = (text: string, ruleset: string) =>
      search(loaded.searchable, { text, ruleset, limit: 3 }).map((h) => h.id);
    expect(top('can I look at my opponents graveyard', 'keyforge')).toContain('discard-pile');
    expect(top('do creatures have summoning sickness', 'keyforge')).toContain('ready-and-exhausted');
    expect(top('does first strike hit before the other card', 'rage-2018')).toContain(
      '6-10-1-fast-striking-slow-striking',
    );
  });
});
