import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { search } from '../../../src/core/search/engine.ts';
import { matchedTerm } from '../../../src/ui/passage/matched-term.ts';
import { passagePath } from '../../../src/core/content/routes.ts';

const loaded = loadRulesets();

describe('the passage a result opens on', () => {
  it('marks words as the snippet does: same stem, or a completion of a term of three letters or more', () => {
    expect(matchedTerm('hacked', ['hack'])).toBe('hack');
    expect(matchedTerm('frenzied', ['frenzi'])).toBe('frenzi');
    expect(matchedTerm('frenzy', ['fre'])).toBe('fre');
    expect(matchedTerm('frenzy', ['fr'])).toBeUndefined();
    expect(matchedTerm('the', ['the'])).toBeUndefined();
  });

  it('§6.11.3 of Rage 2018: "hacked apart" links to the paragraph that defines the hacked-apart level, far down the section', () => {
    const [hit] = search(loaded.searchable, { text: 'hacked apart', ruleset: 'rage-2018', limit: 3 });
    expect(hit?.id).toMatch(/^6-11-3/);
    const entry = loaded.entry('rage-2018', hit?.id ?? '');
    const index = entry.passages.findIndex((p) => p.id === hit?.passage);
    expect(entry.passages[index]?.text).toContain('"hacked apart" level');
    expect(index).toBeGreaterThan(2);
    expect(passagePath('rage-2018', entry.id, hit?.passage)).toBe(`/rage-2018/${entry.id}#${hit?.passage}`);
  });

  it("links to the entry's page when the result names no passage", () => {
    expect(passagePath('rage-2018', '6-11-frenzy', undefined)).toBe('/rage-2018/6-11-frenzy');
  });

  it('encodes each part, so ids from stored data stay a path in this app', () => {
    expect(passagePath('/evil.example', 'a/b', 'p #1')).toBe('/%2Fevil.example/a%2Fb#p%20%231');
    expect(passagePath('', '', undefined)).toBe('/-/-');
  });
});
