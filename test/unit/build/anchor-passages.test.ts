import { describe, expect, it } from 'vitest';
import { anchorPassages } from '../../../src/build/content/anchor-passages.ts';
import { loadRulesets } from '../content/load.ts';

describe('passage anchors', () => {
  it('gives each paragraph, list item and table row an anchor from its first words, on the element too', () => {
    const { html, passages } = anchorPassages(
      'e',
      '<p>Attackers may not withdraw.</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<table><tr><td>a</td><td>b</td></tr></table>',
    );
    expect(passages).toEqual([
      { id: 'e--attackers-may-not-withdraw', text: 'Attackers may not withdraw.' },
      { id: 'e--one', text: 'One' },
      { id: 'e--two', text: 'Two' },
      { id: 'e--a-b', text: 'a b' },
    ]);
    expect(html).toContain('<p id="e--attackers-may-not-withdraw">');
    expect(html).toContain('<li id="e--two">Two</li>');
    expect(html).toContain('<tr id="e--a-b">');
  });

  it('keeps an anchor when another passage is added or edited before it', () => {
    const before = anchorPassages('e', '<p>First words here.</p><p>The deciding sentence.</p>').passages;
    const after = anchorPassages(
      'e',
      '<p>New text.</p><p>First words here, edited.</p><p>The deciding sentence.</p>',
    ).passages;
    expect(after.at(-1)?.id).toBe(before.at(-1)?.id);
  });

  it('numbers passages that start alike, so anchors stay unique', () => {
    const ids = anchorPassages('e', '<p>The creature draws.</p><p>The creature draws again.</p>').passages.map(
      (p) => p.id,
    );
    expect(ids).toEqual(['e--the-creature-draws', 'e--the-creature-draws-again']);
    const same = anchorPassages('e', '<p>Same text.</p><p>Same text.</p>').passages.map((p) => p.id);
    expect(same).toEqual(['e--same-text', 'e--same-text-2']);
  });

  it('splits a list item holding a nested list into its own words and the nested items; notes are not passages', () => {
    const { passages } = anchorPassages(
      'e',
      '<ul><li>Combat ends if:<ul><li>no cards</li></ul></li><li><p>Loose item</p></li></ul><aside class="ed-note" role="note"><p>A note</p></aside>',
    );
    expect(passages.map((p) => p.text)).toEqual(['Combat ends if:', 'no cards', 'Loose item']);
  });
});

describe('passages of the real rulebooks', () => {
  const loaded = loadRulesets();
  it('cover every entry text, in order, with anchors unique in the ruleset', () => {
    for (const [, data] of loaded.data) {
      const seen = new Set(data.entries.map((e) => e.id));
      for (const entry of data.entries) {
        expect(entry.passages.map((p) => p.text).join('\n')).toBe(entry.text);
        for (const p of entry.passages) {
          expect(seen.has(p.id), p.id).toBe(false);
          seen.add(p.id);
        }
      }
    }
  });

  it('sends a judge to the sentence in 6.11.3 that says attackers may not withdraw from a frenzied combat', () => {
    const entry = loaded.data.get('rage-2018')?.entries.find((e) => e.number === '6.11.3');
    const passage = entry?.passages.find((p) => p.text.startsWith('Attackers may not withdraw'));
    expect(passage?.id).toMatch(/^6-11-3-[a-z0-9-]+--attackers-may-not-withdraw$/);
    expect(entry?.html).toContain(`id="${passage?.id}"`);
  });
});
