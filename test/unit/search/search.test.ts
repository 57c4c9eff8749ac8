import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';
import { searchText, toSearchDocuments } from '../../../src/core/search/documents.ts';
import { search } from '../../../src/core/search/engine.ts';
import { createSearchIndex, loadSearchIndex, saveSearchIndex } from '../../../src/core/search/index.ts';
import { queryVariants } from '../../../src/core/search/query.ts';
import { makeSnippet } from '../../../src/core/search/snippet.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/content', import.meta.url));
const { data } = buildRuleset(fixtures, 'mini');
const documents = toSearchDocuments(data.entries);
const mini = {
  id: 'mini',
  ...createSearchIndex(documents),
  synonyms: data.synonyms,
  text: (id: string) => searchText(data.entries.find((e) => e.id === id)),
  passages: (id: string) => data.entries.find((e) => e.id === id)?.passages,
  questions: (id: string) => data.entries.find((e) => e.id === id)?.questions,
};
const top = (text: string) => search([mini], { text, ruleset: 'mini' }).map((h) => h.id);

/** A ruleset of one untitled entry per text, `d0`, `d1`…: a ranking question in its smallest form. */
function rulesetOf(texts: string[]) {
  const docs = texts.map((text, i) => ({ id: `d${i}`, number: '', title: '', terms: '', text, home: '' }));
  return {
    id: 'two',
    ...createSearchIndex(docs),
    synonyms: [],
    text: (id: string) => docs.find((d) => d.id === id)?.text,
  };
}

describe('search', () => {
  it('reads text in lower case: any casing of a search has its answer (the page files answers by lower case)', () => {
    const words = [...new Set(documents.flatMap((d) => `${d.title} ${d.text}`.split(/\s+/)))].filter(Boolean);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean()),
        (picked, upper) => {
          const text = picked.join(' ').toLowerCase();
          const cased = [...text].map((c, i) => (upper[i % Math.max(1, upper.length)] ? c.toUpperCase() : c)).join('');
          expect(search([mini], { text: cased, ruleset: 'mini' })).toEqual(search([mini], { text, ruleset: 'mini' }));
        },
      ),
    );
  });

  it("finds an entry by its question index, in words its text lacks, and lands on the question's passage", () => {
    const [hit] = search([mini], { text: 'only certain cards', ruleset: 'mini' });
    expect(hit).toMatchObject({ id: 'closed-play', passage: 'closed-play--a-period-of-the' });
  });

  it('finds a section by words of its title first', () => {
    expect(top('bluffs')[0]).toBe('2-1-bluffs');
  });

  it('matches inflections through stemming', () => {
    expect(top('frenzies')).toContain('chapter-2-combat');
    expect(top('bluffed')).toContain('2-1-bluffs');
  });

  it('matches the word being typed by prefix', () => {
    expect(top('blu')[0]).toBe('2-1-bluffs');
    expect(top('older tim')[0]).toBe('sidebar-older-timings');
  });

  it('completes the word being typed where its stem is shorter than what is typed', () => {
    // "timin" is no prefix of the stem "time" (timing, timings), and two edits away: the vocabulary completes it.
    expect(top('older timin')[0]).toBe('sidebar-older-timings');
    expect(top('timin')).toContain('1-1-timing');
  });

  it('searches a stop word typed last, as it may begin a word', () => {
    expect(top('be')).toContain('sidebar-older-timings');
    expect(top('the')).toEqual([]);
  });

  it('does not hold a finished stop word at the end of a question against an entry that lacks it', () => {
    // Across rulebooks an entry counts by the share of the query's words it holds: "it" may begin a word being
    // typed ("item"), but a judge asking "… attack it" has finished the question.
    const book = (id: string, title: string, text: string) => {
      const docs = [{ id: `${id}0`, number: '', title, terms: '', text, home: '' }];
      return { id, ...createSearchIndex(docs), synonyms: [], text: () => `${title}\n${text}` };
    };
    const rulebooks = [
      book('a', '', 'An exhausted creature can not attack.'),
      book('b', 'Creature attack', 'A creature can attack an item.'),
    ];
    expect(search(rulebooks, { text: 'can an exhausted creature attack it' })[0]?.id).toBe('a0');
  });

  it('across rulebooks, counts a word only one rulebook has above a word they all have', () => {
    // Each entry holds two of the three words; "card" is in every rulebook, "sept" in one: it tells which is meant.
    const book = (id: string, text: string) => {
      const docs = [{ id: `${id}0`, number: '', title: '', terms: '', text, home: '' }];
      return { id, ...createSearchIndex(docs), synonyms: [], text: () => `\n${text}` };
    };
    const rulebooks = [
      book('a', 'Each card has a limit.'),
      book('b', 'Each sept has a card.'),
      book('c', 'A card over the limit is discarded.'),
    ];
    expect(search(rulebooks, { text: 'sept card limit' })[0]?.id).toBe('b0');
  });

  it('tolerates a typo in a longer word', () => {
    expect(top('bluffz')[0]).toBe('2-1-bluffs');
    expect(top('specal card')).toContain('1-1-timing');
  });

  it('reads a slip back to the word as written when its stem is two edits away', () => {
    // "timngs" is one letter from timings but two from its stem (time): the index alone cannot see the slip.
    expect(top('older timngs')[0]).toBe('sidebar-older-timings');
    expect(top('timngs')).toContain('1-1-timing');
  });

  it('reads a word that begins nothing and is no slip as the end of a longer word of the rulebook', () => {
    const two = rulesetOf(['Shapeshifters cannot vote.', 'Shifting is a free action.']);
    expect(search([two], { text: 'shifters' }).map((h) => h.id)).toEqual(['d0']);
  });

  it('leaves correctly spelled words exact: no neighbour one letter away joins in', () => {
    const two = rulesetOf(['Ready the creature.', 'Read the card aloud.']);
    expect(search([two], { text: 'ready creature' }).map((h) => h.id)).toEqual(['d0']);
    expect(search([two], { text: 'creeture' }).map((h) => h.id)).toEqual(['d0']);
  });

  it('expands abbreviations players use, from the ruleset synonyms', () => {
    expect(queryVariants('bsd frenzy', data.synonyms).map((v) => v.text)).toEqual([
      'bsd frenzy',
      'black spiral dancer frenzy',
    ]);
    expect(queryVariants('in battle form', data.synonyms).map((v) => v.text)).toEqual(['in battle form', 'in crinos']);
    expect(top('bsd')).toContain('chapter-2-combat');
    expect(top('crinos')).toContain('chapter-2-combat');
  });

  it('weighs a phrase swapped in as one word, so a long synonym does not outscore the words typed', () => {
    const [, swapped] = queryVariants('bsd frenzy', data.synonyms);
    expect([...(swapped?.termWeights ?? [])]).toEqual([
      ['black', 1 / 3],
      ['spiral', 1 / 3],
      ['dancer', 1 / 3],
    ]);
  });

  it('finds a section by its printed number, however spaced', () => {
    expect(top('1.2.3')[0]).toBe('1-2-3-phases');
    expect(top('1.2. 3')[0]).toBe('1-2-3-phases');
  });

  it('ranks a defined term above running text that mentions it', () => {
    expect(top('closed play')[0]).toBe('closed-play');
  });

  it('searches across rulesets when no ruleset is given, labelling each hit', () => {
    const other = { ...mini, id: 'other' };
    const hits = search([mini, other], { text: 'bluffs', ruleset: null });
    expect(new Set(hits.map((h) => h.ruleset))).toEqual(new Set(['mini', 'other']));
    expect(search([mini, other], { text: 'bluffs', ruleset: 'other' }).every((h) => h.ruleset === 'other')).toBe(true);
  });

  it('keeps fiction out of the index', () => {
    const withFiction = toSearchDocuments([{ ...data.entries[0]!, id: 'story', kind: 'fiction' }]);
    expect(withFiction).toEqual([]);
  });
});

describe('a saved index', () => {
  it('searches exactly like a fresh one', async () => {
    const saved = { ...mini, ...(await loadSearchIndex(saveSearchIndex(mini))) };
    const words = [...new Set(documents.flatMap((d) => d.text.split(/\s+/)).filter((w) => w.length > 1))];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        fc.nat({ max: 3 }),
        async (picked, cut) => {
          const text = picked.join(' ').slice(0, Math.max(2, picked.join(' ').length - cut));
          expect(search([saved], { text })).toEqual(search([mini], { text }));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('makeSnippet', () => {
  it('highlights the matched words, including other inflections', () => {
    const parts = makeSnippet('Frenzied creatures draw cards when they frenzy.', ['frenzi']);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Frenzied', 'frenzy']);
    expect(parts.map((p) => p.text).join('')).toBe('Frenzied creatures draw cards when they frenzy.');
  });

  it('shows the densest run of matches', () => {
    const text = `bluff once. ${'filler words here. '.repeat(20)}bluff, bluff and bluff again. ${'more filler. '.repeat(20)}`;
    const hits = makeSnippet(text, ['bluff'], 80).filter((p) => p.hit);
    expect(hits.length).toBe(3);
  });

  it('cuts long text around the matches', () => {
    const text = `${'filler words here. '.repeat(30)}The bluff succeeds. ${'more filler. '.repeat(30)}`;
    const joined = makeSnippet(text, ['bluff'], 80)
      .map((p) => p.text)
      .join('');
    expect(joined).toContain('bluff');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.length).toBeLessThan(100);
  });
});
