import { describe, expect, it } from 'vitest';
import type { IndexQuestion, Passage } from '../../../src/core/content/model.ts';
import { answersWeakly, betterElsewhere } from '../../../src/core/search/confidence.ts';
import { type SearchableRuleset, search } from '../../../src/core/search/engine.ts';
import { createSearchIndex } from '../../../src/core/search/index.ts';
import { readIntent } from '../../../src/core/search/intent.ts';

interface Written {
  id: string;
  title: string;
  passages: string[];
  questions?: { text: string; passage: number }[];
}

/** A ruleset of entries written out passage by passage: ranking questions in their smallest form. */
function rulesetOf(id: string, written: Written[]): SearchableRuleset {
  const passages = new Map<string, Passage[]>(
    written.map((w) => [w.id, w.passages.map((text, i) => ({ id: `${w.id}--p${i}`, text }))]),
  );
  const questions = new Map<string, IndexQuestion[]>(
    written.map((w) => [w.id, (w.questions ?? []).map((q) => ({ text: q.text, passage: `${w.id}--p${q.passage}` }))]),
  );
  const docs = written.map((w) => ({
    id: w.id,
    number: '',
    title: w.title,
    terms: '',
    text: w.passages.join('\n'),
    questions: (w.questions ?? []).map((q) => q.text).join('\n'),
    home: '',
  }));
  return {
    id,
    ...createSearchIndex(docs),
    synonyms: [],
    text: (e) => {
      const w = written.find((x) => x.id === e);
      return w && `${w.title}\n${w.passages.join('\n')}`;
    },
    passages: (e) => passages.get(e),
    questions: (e) => questions.get(e),
  };
}

const ids = (rulesets: SearchableRuleset[], text: string, ruleset: string | null = null) =>
  search(rulesets, { text, ruleset }).map((h) => h.id);

describe('reading what a question asks', () => {
  const names = new Map<string, string[]>();

  it('reads a prohibition from the negation a judge types, apostrophe or not', () => {
    expect(readIntent("can't attack in the umbra", names).prohibition).toBe(true);
    expect(readIntent('is it illegal to discard', names).prohibition).toBe(true);
    expect(readIntent('attack in the umbra', names).prohibition).toBe(false);
  });

  it('reads "what happens if/when" as asking for a consequence, and searches the event, not "happens"', () => {
    expect(readIntent('what happens when a creature dies', names)).toMatchObject({
      consequence: true,
      text: 'what when a creature dies',
    });
    expect(readIntent('what if my deck runs out', names).consequence).toBe(true);
    // "when does X happen" asks when, not what follows: its words are searched as typed.
    expect(readIntent('when does a moot happen', names)).toMatchObject({
      consequence: false,
      text: 'when does a moot happen',
    });
  });
});

describe('ranking by what a question asks', () => {
  it('puts the passage that forbids first for a question asking what is not allowed', () => {
    const book = rulesetOf('b', [
      {
        id: 'moving',
        title: 'Moving',
        passages: ['Characters in the Umbra attack as characters attack anywhere.'],
      },
      { id: 'limits', title: 'Limits', passages: ['Characters in the Umbra may not attack.'] },
    ]);
    expect(ids([book], "can't characters attack in the umbra")[0]).toBe('limits');
  });

  it('puts the passage that states a consequence first for "what happens if"', () => {
    const book = rulesetOf('b', [
      { id: 'deck', title: 'Decks', passages: ['Your deck runs from top to bottom; the deck holds forty cards.'] },
      { id: 'empty', title: 'Running out', passages: ['If your deck runs out, shuffle your discards.'] },
    ]);
    expect(ids([book], 'what happens if my deck runs out')[0]).toBe('empty');
  });

  it("ranks an entry first when the query is its title, over entries full of the title's words", () => {
    const book = rulesetOf('b', [
      {
        id: 'play',
        title: 'Play',
        passages: ['Play cards. Play cards in play. Entering play: play a card into play.'],
      },
      { id: 'entering-play', title: 'Entering Play', passages: ['A card comes in as described.'] },
    ]);
    expect(ids([book], 'entering play')[0]).toBe('entering-play');
  });

  it("ranks an FAQ by its answer as well as its question: the title's words alone don't win", () => {
    const book = rulesetOf('b', [
      {
        id: 'faq',
        title: 'Can a creature with elusive be attacked by a creature that has skirmish?',
        passages: ['Yes.'],
      },
      {
        id: 'elusive',
        title: 'Elusive',
        passages: ['A creature with elusive takes no damage the first time it is attacked.'],
      },
    ]);
    expect(ids([book], 'creature elusive attacked')[0]).toBe('elusive');
  });

  it('finds an entry by a question of its index in words the rule lacks, on its answering passage', () => {
    const book = rulesetOf('b', [
      {
        id: 'discard',
        title: 'Discard pile',
        passages: ['Cards are placed face up.', 'The discard pile is open information.'],
        questions: [{ text: 'can I look at what my opponent threw away', passage: 1 }],
      },
      { id: 'looking', title: 'Looking at cards', passages: ['You may look at your own hand at any time.'] },
    ]);
    const [hit] = search([book], { text: 'can I see what my opponent threw away', ruleset: null });
    expect(hit).toMatchObject({ id: 'discard', passage: 'discard--p1' });
  });

  it('shows the best answer of a second rulebook among the first three when it scores near the first', () => {
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `f${i}`, title: `Other ${i}`, passages: ['Cards.'] }));
    const a = rulesetOf('a', [
      { id: 'a1', title: 'Frenzy rage 1', passages: ['Frenzy rage.'] },
      { id: 'a2', title: 'Rage frenzy 2', passages: ['Rage frenzy.'] },
      { id: 'a3', title: 'Frenzy and rage 3', passages: ['Frenzy, rage.'] },
      { id: 'a4', title: 'Rage and frenzy 4', passages: ['Rage, frenzy.'] },
      ...filler(8),
    ]);
    const b = rulesetOf('b', [
      { id: 'b1', title: 'Frenzy', passages: ['When frenzy starts, rage rises.'] },
      ...filler(4),
    ]);
    const hits = search([a, b], { text: 'frenzy rage' });
    expect(hits[0]?.ruleset).toBe('a');
    expect(hits.slice(0, 3).map((h) => h.ruleset)).toContain('b');
  });
});

describe('offering the rulebook that states what was asked', () => {
  // A first result stating little on thin evidence, a runner-up close behind: the list answers weakly (not-sure.test.ts).
  const weak = [
    { strength: 0.3, score: 10 },
    { strength: 0.9, score: 9 },
  ];

  it('offers another rulebook only when its best result states the question clearly better', () => {
    expect(betterElsewhere(weak, [{ ruleset: 'keyforge', strength: 0.8 }])).toBe('keyforge');
    expect(betterElsewhere(weak, [{ ruleset: 'keyforge', strength: 0.35 }])).toBeUndefined();
    expect(betterElsewhere([{ strength: 0.35, score: 10 }], [{ ruleset: 'keyforge', strength: 0.55 }])).toBeUndefined();
    expect(betterElsewhere([{ strength: 0.9, score: 10 }], [{ ruleset: 'keyforge', strength: 1 }])).toBeUndefined();
  });

  it('offers none when the list searched answers firmly', () => {
    expect(answersWeakly([{ strength: 0.3, score: 500 }])).toBe(false);
    expect(betterElsewhere([{ strength: 0.3, score: 500 }], [{ ruleset: 'keyforge', strength: 1 }])).toBeUndefined();
  });
});
