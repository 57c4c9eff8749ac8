import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';
import { bestPassage, matchedTerm } from '../../../src/ui/passage/best-passage.ts';
import { passageOfHit, passagePath } from '../../../src/ui/passage/passage-link.ts';

const loaded = loadRulesets();

describe('the passage a result opens on', () => {
  it('matches words as the snippet does: same stem, or a completion of a term of three letters or more', () => {
    expect(matchedTerm('hacked', ['hack'])).toBe('hack');
    expect(matchedTerm('frenzied', ['frenzi'])).toBe('frenzi');
    expect(matchedTerm('frenzy', ['fre'])).toBe('fre');
    expect(matchedTerm('frenzy', ['fr'])).toBeUndefined();
    expect(matchedTerm('the', ['the'])).toBeUndefined();
  });

  it('is the passage holding most of the matched terms, then most matched words, then the first', () => {
    const passages = [
      { id: 'a', text: 'A creature attacks.' },
      { id: 'b', text: 'A creature is hacked apart when damaged.' },
      { id: 'c', text: 'Hacked apart, hacked apart: a creature.' },
    ];
    expect(bestPassage(passages, ['hack', 'apart'])?.id).toBe('c');
    expect(bestPassage(passages, ['hack', 'damag'])?.id).toBe('b');
    expect(bestPassage(passages, ['creatur'])?.id).toBe('a');
    expect(bestPassage(passages, ['umbra'])).toBeUndefined();
  });

  it('§6.11.3 of Rage 2018: "hacked apart" opens on the paragraph that defines the hacked-apart level, far down the section', () => {
    const [hit] = search(loaded.searchable, { text: 'hacked apart', ruleset: 'rage-2018', limit: 3 });
    expect(hit?.id).toMatch(/^6-11-3/);
    const entry = loaded.entry('rage-2018', hit?.id ?? '');
    const passage = passageOfHit({ ruleset: 'rage-2018', id: entry.id, terms: hit?.terms ?? [] }, entry);
    const index = entry.passages.findIndex((p) => p.id === passage);
    expect(entry.passages[index]?.text).toContain('"hacked apart" level');
    expect(index).toBeGreaterThan(2);
    expect(passagePath('rage-2018', entry.id, passage)).toBe(`/rage-2018/${entry.id}#${passage}`);
  });

  it('keeps the passage the engine names, when it names one', () => {
    const entry = loaded.entry('rage-2018', loaded.data.get('rage-2018')?.entries[3]?.id ?? '');
    expect(passageOfHit({ ruleset: 'rage-2018', id: entry.id, terms: ['x'], passage: 'chosen' }, entry)).toBe('chosen');
  });
});
