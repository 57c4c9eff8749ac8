import { describe, expect, it } from 'vitest';
import { search } from '../../../src/core/search/engine.ts';
import { createSearchIndex } from '../../../src/core/search/index.ts';
import { rulebookPrior } from '../../../src/core/search/rulebook-prior.ts';
import type { SearchableRuleset } from '../../../src/core/search/search-types.ts';

/** A ruleset of entries given as [title, text], searchable as the app searches one. */
function ruleset(id: string, entries: readonly (readonly [string, string])[]): SearchableRuleset {
  const docs = entries.map(([title, text], i) => ({ id: `${id}-${i}`, number: '', title, terms: '', text, home: '' }));
  const texts = new Map(docs.map((d) => [d.id, `${d.title}\n${d.text}`]));
  return { id, synonyms: [], text: (entry) => texts.get(entry), ...createSearchIndex(docs) };
}

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i}`).join(' ');
const of = (prior: Map<string, number>, id: string) => prior.get(id) ?? Number.NaN;
const WEIGHTS = { strength: 1, smoothing: 5 };
const words = (...terms: string[]) => terms.map((term) => ({ term, prefix: false, weight: 1 }));

describe('the rulebook prior across all rulebooks', () => {
  it('points to the rulebook that uses a word far more often than the others', () => {
    const a = ruleset('a', [
      ['Widget', 'a widget moves'],
      ['Widget rest', 'each widget rests'],
      ['Widget fight', 'widget against widget'],
      ['Other', 'nothing here'],
    ]);
    const b = ruleset('b', [
      ['Start', 'begin the game'],
      ['Widget', 'a widget is rare here'],
      ['End', 'the game ends'],
      ['More', 'still nothing'],
    ]);
    const prior = rulebookPrior([a, b], words('widget'), WEIGHTS);
    expect(of(prior, 'a')).toBe(1);
    expect(of(prior, 'b')).toBeLessThan(0.8);
  });

  it('leaves rulebooks that use a word alike equally likely, and tells nothing from words none holds', () => {
    const a = ruleset('a', [
      ['Card one', 'play a card'],
      ['Card two', 'draw a card'],
    ]);
    const b = ruleset('b', [
      ['Card three', 'discard a card'],
      ['Card four', 'show a card'],
    ]);
    const alike = rulebookPrior([a, b], words('card'), WEIGHTS);
    expect(of(alike, 'a')).toBeCloseTo(1, 9);
    expect(of(alike, 'b')).toBeCloseTo(1, 9);
    const unknown = rulebookPrior([a, b], words('gloomhaven'), WEIGHTS);
    expect([...unknown.values()]).toEqual([1, 1]);
  });

  it('does not favour a rulebook of few long entries for a common word', () => {
    // Per word of text both use "card" as often: the long entries of `long` hold it in each, the short ones of
    // `short` in two of ten. Counted in entries alone, `long` would look twice as likely.
    const long = ruleset('long', [
      ['Long one', `card ${filler(48)}`],
      ['Long two', `card ${filler(48)}`],
    ]);
    const short = ruleset('short', [
      ...Array.from({ length: 2 }, (_, i) => [`Short ${i}`, `card ${filler(8)}`] as const),
      ...Array.from({ length: 8 }, (_, i) => [`Plain ${i}`, filler(9)] as const),
    ]);
    const prior = rulebookPrior([long, short], words('card'), WEIGHTS);
    expect(of(prior, 'short')).toBeGreaterThan(0.9);
    expect(of(prior, 'long')).toBeGreaterThan(0.9);
  });

  it('counts a word of the story around a question less than a word of the question', () => {
    const a = ruleset('a', [
      ['Widget', 'a widget'],
      ['Widget two', 'a widget'],
      ['Plain', 'nothing'],
    ]);
    const b = ruleset('b', [
      ['Gizmo', 'a gizmo'],
      ['Gizmo two', 'a gizmo'],
      ['Plain', 'nothing'],
    ]);
    const prior = rulebookPrior(
      [a, b],
      [
        { term: 'widget', prefix: false, weight: 1 },
        { term: 'gizmo', prefix: false, weight: 0.5 },
      ],
      WEIGHTS,
    );
    expect(of(prior, 'a')).toBe(1);
    expect(of(prior, 'b')).toBeLessThan(1);
  });

  it('raises the answer of the rulebook a question naming no game is about, and only across rulebooks', () => {
    // `tokens` is a word of every entry of one game; the other mentions it once, where BM25 weighs it most.
    const tokens = ruleset('tokens', [
      ['Placing tokens', 'place tokens on a card when it fights'],
      ['Removing tokens', 'remove tokens from a card at the end of the round'],
      ['Token limit', 'a card holds at most three tokens of one colour, and no more'],
      ['Spending tokens', 'spend tokens to heal a card'],
      ['Trading tokens', 'trade tokens between two cards'],
      ['Lost tokens', 'tokens of a card that leaves play are lost'],
      ['Setup', 'each player shuffles a deck of cards'],
    ]);
    const other = ruleset('other', [
      ['Leaders', `a card of a leader holds tokens of rank; ${filler(150)}`],
      ['Setup', 'each player shuffles a deck of cards'],
      ['Turns', 'players take turns'],
      ['Winning', 'the last player standing wins'],
      ['Cards', 'cards are played face up'],
      ...['Movement', 'Terrain', 'Weather', 'Scoring', 'Rounds', 'Events', 'Camps', 'Rivers', 'Forts', 'Roads'].map(
        (t) => [t, `${t} rules apply`] as const,
      ),
    ]);
    const targets = [other, tokens];
    const text = 'how many tokens can a card hold';
    const first = (without: 'prior'[] = []) => search(targets, { text, limit: 5, ranking: { without } })[0]?.ruleset;
    expect(first(['prior'])).toBe('other');
    expect(first()).toBe('tokens');
    // It orders the list only: each result's score stays the evidence that "not sure" reads.
    const scores = (without: 'prior'[] = []) =>
      new Map(search(targets, { text, limit: 20, ranking: { without } }).map((h) => [h.id, h.score]));
    expect(scores()).toEqual(scores(['prior']));
    // With a game chosen, the prior changes nothing.
    const filtered = (without: 'prior'[] = []) =>
      search(targets, { text, ruleset: 'other', limit: 5, ranking: { without } }).map((h) => [h.id, h.score]);
    expect(filtered()).toEqual(filtered(['prior']));
  });
});

describe('merging rulebooks in their own order', () => {
  // A story told around the question names its game by words only that game uses ("brobnar"), held by entries that
  // do not answer it. Across rulebooks such a word weighs most (coverage across rulebooks); within its own rulebook it
  // should not outrank the answer, which holds the words of the sentence that asks.
  const story = ruleset('story', [
    ['Brobnar', 'brobnar giants love to smash'],
    ['First turn', 'on the first turn a player may play only one card or discard only one card'],
    ['Houses', 'brobnar, dis and logos are houses; choose a house each turn'],
    ['Fight', 'a brobnar creature may fight an enemy creature'],
    ['Giants', 'brobnar giants are big'],
    ['Smash', 'brobnar smash'],
  ]);
  const others = ['a', 'b', 'c'].map((id) =>
    ruleset(id, [
      ['Playing cards', 'play cards from your hand during your turn'],
      ['Discard', 'discard a card at the end of the turn'],
      ['First player', 'the first player is chosen at random'],
    ]),
  );
  const targets = [story, ...others];
  const text =
    'my brobnar giants deck is great fun and I love to smash things with brobnar at the table with my friends ' +
    'tonight. How many cards can I play on the first turn?';
  const order = (without: 'ownorder'[] = []) =>
    search(targets, { text, limit: 10, ranking: { without } }).map((h) => `${h.ruleset}:${h.id}`);
  const storyOnly = (ids: string[]) => ids.filter((id) => id.startsWith('story:'));

  it("orders a rulebook's results among themselves as a search of that rulebook alone does", () => {
    const own = search(targets, { text, ruleset: 'story', limit: 10 }).map((h) => `story:${h.id}`);
    expect(own[0]).toBe('story:story-1');
    expect(storyOnly(order())).toEqual(own.slice(0, storyOnly(order()).length));
    expect(order()[0]).toBe('story:story-1');
    expect(order(['ownorder'])[0]).toBe('story:story-0');
  });

  it('keeps the places the merge gives each rulebook', () => {
    const rulesetsOf = (ids: string[]) => ids.map((id) => id.split(':')[0]);
    expect(rulesetsOf(order())).toEqual(rulesetsOf(order(['ownorder'])));
  });
});
