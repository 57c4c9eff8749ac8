import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContentAssets, toSearchData } from '../../../src/build/content/assets.ts';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';
import { toPageData } from '../../../src/core/content/manifest.ts';
import { searchText } from '../../../src/core/search/documents.ts';
import { shownEntry } from '../../../src/ui/search/result-view.ts';

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
        expect(shown?.passages).toEqual(entry.passages);
        expect(searchText(shown && shownEntry(shown))).toBe(searchText(entry));
        // The question index travels as (question, passage's place) and reads back as the build made it.
        expect(shown && shownEntry(shown).questions).toEqual(entry.questions ?? []);
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
});
