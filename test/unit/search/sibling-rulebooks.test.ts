import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMeta } from '../../../src/build/content/read-meta.ts';
import { buildAllRulesets } from '../../../src/build/content/build-ruleset.ts';
import { search } from '../../../src/core/search/engine.ts';
import { loadRulesets } from '../content/load.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/content', import.meta.url));

describe('sibling rulebooks across all rulebooks (Rage 2018 and Rage: Across Las Vegas)', () => {
  const loaded = loadRulesets();
  const top3 = (text: string, ruleset: string | null = null) =>
    search(loaded.searchable, { text, ruleset, limit: 10 }).slice(0, 3);

  it('declares the two Rage rulebooks siblings in their metadata', () => {
    expect(loaded.data.get('rage-2018')?.meta.siblings).toEqual(['rage-las-vegas']);
    expect(loaded.data.get('rage-las-vegas')?.meta.siblings).toEqual(['rage-2018']);
  });

  it('shows the best of each sibling among the first three, labelled, rather than three of one', () => {
    // Rage 2018's healing rules fill the first three without the sibling rule; Las Vegas heals in its own section.
    const first = top3('how are wounds healed');
    expect(first.map((h) => h.ruleset)).toContain('rage-las-vegas');
    expect(first[0]).toMatchObject({ ruleset: 'rage-2018', id: '6-4-1-healing-damage', bestOf: true });
    const lasVegas = first.find((h) => h.ruleset === 'rage-las-vegas');
    expect(lasVegas?.bestOf).toBe(true);
    // Only the best of each is labelled.
    expect(first.filter((h) => h.bestOf)).toHaveLength(2);
  });

  it('leaves a one-rulebook search and a search naming a game as they were', () => {
    expect(top3('how are wounds healed', 'rage-2018').every((h) => h.ruleset === 'rage-2018' && !h.bestOf)).toBe(true);
    const named = top3('how are wounds healed rage 2018');
    expect(named.every((h) => h.ruleset === 'rage-2018' && !h.bestOf)).toBe(true);
  });

  it('never raises a sibling answer that states less of the question than the first', () => {
    for (const text of ['how are wounds healed', 'what if nobody attacks in a combat round', 'bluff with no target']) {
      const hits = search(loaded.searchable, { text, limit: 10 });
      const first = hits[0];
      for (const hit of hits.slice(1).filter((h) => h.bestOf))
        expect(hit.strength).toBeGreaterThanOrEqual(first?.strength ?? 0);
    }
  });
});

describe('the siblings metadata', () => {
  const base = {
    id: 'mini',
    title: 'Mini',
    shortTitle: 'Mini',
    game: 'Mini',
    edition: '1',
    date: '2020',
    credit: 'c',
    cite: '{short} {title}',
    order: 1,
    source: { file: 'mini.md', description: 'd' },
  };

  it('is a list of other rulesets’ ids', () => {
    expect(readMeta({ ...base, siblings: ['other-game'] }, 'mini').meta?.siblings).toEqual(['other-game']);
    expect(readMeta(base, 'mini').meta?.siblings).toBeUndefined();
    for (const siblings of ['other-game', ['mini'], ['Other Game'], [3]])
      expect(readMeta({ ...base, siblings }, 'mini').errors).toEqual([
        expect.stringContaining('metadata "siblings" must be a list of other rulesets'),
      ]);
  });

  it('refuses a sibling that is no ruleset of content/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'siblings-'));
    try {
      cpSync(join(fixtures, 'mini'), join(dir, 'mini'), { recursive: true });
      const meta = join(dir, 'mini', 'ruleset.md');
      writeFileSync(meta, readFileSync(meta, 'utf8').replace(/^---\n/, '---\nsiblings: ["no-such-game"]\n'));
      expect(() => buildAllRulesets(dir)).toThrow(/"siblings" names "no-such-game", which is no ruleset of content/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
