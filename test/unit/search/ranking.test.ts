import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { search } from '../../../src/core/search/engine.ts';
import { readIntent } from '../../../src/core/search/intent.ts';
import { makeSnippet, snippetSource } from '../../../src/core/search/snippet.ts';

const loaded = loadRulesets();
const find = (text: string, ruleset: string | null = null, limit = 10) =>
  search(loaded.searchable, { text, ruleset, limit });

describe('ranking the way judges ask (issue 12)', () => {
  it('reads "what does X mean" / "define X" as asking for a definition, without searching those words', () => {
    const names = new Map<string, string[]>();
    expect(readIntent('what does elusive mean', names)).toMatchObject({ text: 'what does elusive', definition: true });
    expect(readIntent('define neighbor', names)).toMatchObject({ text: 'neighbor', definition: true });
    expect(readIntent('what is a flank creature', names).definition).toBe(true);
    // A question about a situation is not a definition question.
    expect(readIntent('what are the phases of a turn', names).definition).toBe(false);
    expect(readIntent('what happens when a creature dies', names).definition).toBe(false);
  });

  it('puts the entry that defines the term first for a definition question (KeyForge Glossary: PURGE)', () => {
    expect(find('what does purge mean', 'keyforge')[0]?.id).toBe('purge');
    expect(find('what is an action card', 'keyforge')[0]?.id).toBe('action-cards');
  });

  it('steers to the game a query names, and does not search the name as a rule word', () => {
    const intent = readIntent('opening hand size keyforge', new Map([['keyforge', ['keyforge', 'kf']]]));
    expect(intent).toMatchObject({ text: 'opening hand size', withNames: 'opening hand size keyforge' });
    expect([...intent.named]).toEqual(['keyforge']);
    const hits = find('opening hand size keyforge');
    expect(hits[0]?.ruleset).toBe('keyforge');
    expect(hits.slice(0, 5).every((h) => h.ruleset === 'keyforge')).toBe(true);
    // Setup (starting hands of seven and six) among KeyForge's first five; Chains, whose questions ask about opening
    // hands too, and Step 5 (draw up to six) hold "hand size" word for word and rank above it since the question index.
    expect(find('opening hand size', 'keyforge', 5).map((h) => h.id)).toContain('setup');
    // A name that is also a rule word of its own game is still searched there (Warlord: the Warlord character).
    expect(find('what happens if my warlord dies')[0]?.ruleset).toBe('warlord');
  });

  it('tries a one-letter slip that only begins unrelated words with one edit ("sect" begins "section": Sept)', () => {
    const top3 = find('sect hand size', 'rage-2018').slice(0, 3);
    expect(top3.map((h) => h.id)).toContain('2-1-3-hand-sizes');
  });

  it('names the passage that matched best and cuts the snippet from it (Rage 2018 §6.11.3)', () => {
    const hit = find('extra combat cards equal to rage when frenzy starts', 'rage-2018').find(
      (h) => h.id === '6-11-3-full-frenzy-additional-rules',
    );
    expect(hit?.passage).toBe('6-11-3-full-frenzy-additional-rules--at-the-start-of');
    const entry = loaded.entry('rage-2018', '6-11-3-full-frenzy-additional-rules');
    const source = snippetSource(entry, hit?.passage);
    expect(source).toBe(entry.passages.find((p) => p.id === hit?.passage)?.text);
    expect(
      makeSnippet(source, hit?.terms ?? [])
        .map((p) => p.text)
        .join(''),
    ).toContain('additional combat cards');
    expect(snippetSource(entry, 'no-such-passage')).toBe(entry.text);
  });

  it('ranks an entry by its best passage: the words together in one paragraph beat the same words scattered', () => {
    // "reshuffle your combat discards" stands in one paragraph of 4.8 COMBAT CARDS.
    expect(find('combat deck runs out reshuffle discards', 'rage-2018')[0]?.id).toBe('4-8-combat-cards');
  });
});
