import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContentAssets, toSearchData } from '../../../src/build/content/assets.ts';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';
import { readSearchEntry, toPageData } from '../../../src/core/content/manifest.ts';
import { RULESETS } from '../content/load.ts';
import { searchText } from '../../../src/core/search/documents.ts';
import { readEntry } from '../../../src/core/search/searchable.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/content', import.meta.url));
const { data } = buildRuleset(fixtures, 'mini');

describe('the search worker’s data file', () => {
  it('keeps every entry’s number, title, kind, parent, passages and searched text verbatim, without its HTML', () => {
    const search = toSearchData(data);
    expect(search.synonyms).toEqual(data.synonyms);
    expect(search.names).toEqual(data.meta.names);
    expect(search.entries.map((e) => e.id)).toEqual(data.entries.map((e) => e.id));
    for (const [i, entry] of data.entries.entries()) {
      const shown = search.entries[i];
      expect(shown).toMatchObject({ number: entry.number, title: entry.title, kind: entry.kind, parent: entry.parent });
      expect(shown).not.toHaveProperty('html');
      // Proximity ranking reads the same words in the worker as in the CLI.
      if (entry.kind !== 'fiction') {
        const read = shown && readSearchEntry(shown);
        expect(read?.passages).toEqual(entry.passages);
        expect(searchText(shown && readEntry(shown))).toBe(searchText(entry));
        // The question index travels as (question, passage's place) and reads back as the build made it.
        expect(shown && readEntry(shown).questions).toEqual(entry.questions ?? []);
      }
      expect(shown?.home).toBe(entry.home);
    }
  });

  it('carries the question index, which the pages’ data leaves out', () => {
    const asked = data.entries.filter((e) => e.questions?.length);
    expect(asked.length).toBeGreaterThan(0);
    const pages = toPageData(data);
    expect(pages.entries.some((e) => 'questions' in e)).toBe(false);
  });

  it('is emitted for each ruleset beside its data and index, and named in the manifest', () => {
    const { manifest, assets } = buildContentAssets(fixtures, '/');
    for (const m of manifest) {
      const file = assets.find((a) => `/${a.fileName}` === m.searchUrl);
      const pages = assets.filter((a) => m.chapterUrls.includes(`/${a.fileName}`));
      expect(file?.fileName).toMatch(new RegExp(`^data/${m.meta.id}\\.search\\.[0-9a-f]{10}\\.json$`));
      expect(pages.length).toBe(m.chapterUrls.length);
      expect(file && file.source.length < pages.reduce((n, p) => n + p.source.length, 0)).toBe(true);
    }
  });

  it("leaves out the passages' anchors, which the app makes again from their words as the build made them, in every rulebook", () => {
    let [passages, numbered] = [0, 0];
    for (const ruleset of RULESETS) {
      const search = toSearchData(ruleset);
      for (const [i, entry] of ruleset.entries.entries()) {
        const stored = search.entries[i];
        expect(stored?.passages.every((p) => typeof p === 'string')).toBe(true);
        if (entry.kind === 'fiction') continue;
        expect(stored && readSearchEntry(stored).passages).toEqual(entry.passages);
        passages += entry.passages.length;
        // "x--the-same-words-2" beside "x--the-same-words": the second of two passages that start alike.
        const ids = new Set(entry.passages.map((p) => p.id));
        numbered += entry.passages.filter((p) => ids.has(p.id.replace(/-2$/, '')) && p.id.endsWith('-2')).length;
      }
    }
    expect(passages).toBeGreaterThan(2000);
    // Among them, passages of one entry that start alike, numbered in the app as in the build.
    expect(numbered).toBeGreaterThan(0);
  });

  it("reads an older build's file, whose passages carry their anchors, as it was written (an update compares it)", () => {
    const entry = data.entries.find((e) => e.passages.length > 1 && e.kind !== 'fiction');
    expect(entry).toBeDefined();
    if (!entry) return;
    const older = { id: entry.id, number: entry.number, title: entry.title, kind: entry.kind, parent: entry.parent };
    const renamed = entry.passages.map((p, i) => ({ ...p, id: i === 0 ? 'an-anchor-of-old' : p.id }));
    expect(readSearchEntry({ ...older, passages: renamed }).passages).toEqual(renamed);
  });
});
