import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../src/core/search/index.ts';
import { combineWords, forgetRecentWords, searchWord } from '../../../src/core/search/word-search.ts';

const doc = (id: string, text: string) => ({ id, number: '', title: '', terms: '', text, home: '' });
const { index } = createSearchIndex([doc('a', 'bluff target'), doc('b', 'bluff bluff rage'), doc('c', 'rage only')]);
const exact = (term: string) => ({ term, prefix: false, fuzzy: false as const, weight: 1 });

describe('combineWords', () => {
  it('adds the words’ scores and multiplies by how many different words a document matched, as one MiniSearch query', () => {
    const combined = combineWords([searchWord(index, exact('bluff')), searchWord(index, exact('rage'))]);
    const query = index.search('bluff rage', { prefix: false, fuzzy: false });
    expect(combined.map((f) => [f.id, f.score.toFixed(6)])).toEqual(query.map((r) => [r.id, r.score.toFixed(6)]));
  });

  it('counts a word typed twice once in the multiplier, as MiniSearch does', () => {
    const bluff = searchWord(index, exact('bluff'));
    const twice = combineWords([bluff, bluff]);
    const query = index.search('bluff bluff', { prefix: false, fuzzy: false });
    expect(twice.map((f) => f.score.toFixed(6))).toEqual(query.map((r) => r.score.toFixed(6)));
  });

  it('keeps each document’s matched terms once, and leaves the words’ own records as they were', () => {
    const bluff = searchWord(index, { term: 'bluf', prefix: true, fuzzy: false, weight: 1 });
    const before = JSON.stringify(bluff);
    const [top] = combineWords([bluff, searchWord(index, exact('target'))]);
    expect(top?.id).toBe('a');
    expect(top?.terms.sort()).toEqual(['bluff', 'target']);
    expect(JSON.stringify(bluff)).toBe(before);
  });
});

describe('searchWord', () => {
  it('remembers a word searched lately, until told to forget', () => {
    const first = searchWord(index, exact('rage'));
    expect(searchWord(index, exact('rage'))).toBe(first);
    expect(searchWord(index, { ...exact('rage'), weight: 0.5 })).not.toBe(first);
    forgetRecentWords();
    expect(searchWord(index, exact('rage'))).not.toBe(first);
    expect(searchWord(index, exact('rage'))).toEqual(first);
  });
});
