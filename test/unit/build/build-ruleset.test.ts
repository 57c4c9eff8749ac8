import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/content', import.meta.url));
const { data } = buildRuleset(fixtures, 'mini');
const entry = (id: string) => {
  const found = data.entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

describe('buildRuleset on the mini fixture', () => {
  it('reads metadata and synonyms', () => {
    expect(data.meta).toMatchObject({ id: 'mini', shortTitle: 'Mini', date: '2020-01', order: 1 });
    expect(data.synonyms).toContainEqual(['bsd', 'black spiral dancer']);
  });

  it('keeps printed numbers as printed and derives anchors from number and title', () => {
    expect(entry('1-2-3-phases')).toMatchObject({
      number: '1.2. 3',
      title: 'PHASES',
      kind: 'rule',
      depth: 2,
      parent: 'chapter-1-basics',
    });
    expect(entry('chapter-1-basics').children).toEqual(['1-1-timing', '1-2-3-phases']);
  });

  it('makes containers child entries shown in place', () => {
    expect(entry('closed-play')).toMatchObject({
      kind: 'definition',
      inline: true,
      parent: '1-1-timing',
      terms: ['Closed Play'],
    });
    expect(entry('1-1-timing').html).toContain('<rk-entry data-id="closed-play"></rk-entry>');
    expect(entry('1-1-timing').text).not.toContain('A period of the game');
    expect(entry('sidebar-older-timings').kind).toBe('sidebar');
  });

  it("keeps an entry's question index pinned to its passage, out of its text and page", () => {
    expect(entry('closed-play').questions).toEqual([
      { text: 'when can I only play certain cards', passage: 'closed-play--a-period-of-the' },
    ]);
    expect(entry('closed-play').text).not.toContain('certain cards');
    expect(entry('closed-play').html).not.toContain('certain cards');
  });

  it('gives summary definitions their home and links them to the full definition', () => {
    expect(entry('summary-closed-play')).toMatchObject({ home: 'closed-play', related: ['closed-play'] });
    expect(entry('closed-play').related).toEqual(['summary-closed-play']);
    expect(entry('summary-timing').home).toBe('1-1-timing');
    expect(data.definitions['closed play']).toEqual(['closed-play', 'summary-closed-play']);
  });

  it('links the first capitalised occurrence of a defined term, not other senses or ignored phrases', () => {
    const html = entry('1-1-timing').html;
    expect(html).toContain('<a href="/mini/unique" class="term" data-term="unique">Unique</a> card');
    expect(html).toContain('unique benefits are not');
    expect(html.match(/data-term="closed-play"/g)).toHaveLength(1);
    expect(html).toContain('Restricted Play is not the <a href="/mini/restricted"');
    expect(entry('closed-play').html).not.toContain('class="term"');
    expect(entry('1-2-3-phases').html).not.toContain('class="term"');
  });

  it('resolves cross-references to working links', () => {
    expect(data.xrefs).toContainEqual({ from: '2-1-bluffs', to: '1-1-timing', label: 'Timing' });
    expect(entry('2-1-bluffs').html).toContain('<a href="/mini/1-1-timing" data-ref="1-1-timing">Timing</a>');
  });

  it("collects editor's notes visibly but keeps them out of the rules text", () => {
    expect(data.notes).toEqual([
      { entry: '1-2-3-phases', text: 'The number is printed with a space, Unique as it is.' },
      { entry: 'sidebar-older-timings', text: 'a word may be missing here' },
    ]);
    expect(entry('sidebar-older-timings').html).toContain('<span class="ed-label">Editor\'s note:</span>');
    expect(entry('sidebar-older-timings').text).toBe('Older cards say "beginning of phase" and more.');
  });

  it('renders tables as real tables', () => {
    expect(entry('2-1-bluffs').html).toMatch(/<div class="table-wrap"><table>[\s\S]*<th>Class<\/th>/);
  });
});
