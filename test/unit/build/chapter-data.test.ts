import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildContentAssets } from '../../../src/build/content/assets.ts';
import { loadRulesets } from '../content/load.ts';
import { type ChapterData, type TocData, joinChapters, splitByChapter } from '../../../src/core/content/chapters.ts';
import { type PageEntry, toPageData } from '../../../src/core/content/manifest.ts';

const loaded = loadRulesets();
const split = [...loaded.data.values()].map((data) => {
  const page = toPageData(data);
  return { id: data.meta.id, page, ...splitByChapter(page) };
});

const chapterOf = (byId: Map<string, PageEntry>, entry: PageEntry): PageEntry => {
  let at = entry;
  while (at.parent) at = byId.get(at.parent) ?? at;
  return at;
};

describe("a ruleset's data by chapter (what a section page loads)", () => {
  it('puts every entry, unchanged, in exactly one chapter: the one under its top-level ancestor, in reading order', () => {
    for (const { id, page, chapters } of split) {
      const byId = new Map(page.entries.map((e) => [e.id, e]));
      expect(
        chapters.flatMap((c) => c.entries),
        id,
      ).toEqual(page.entries.filter((e) => chapters.some((c) => c.entries.includes(e))));
      expect(chapters.flatMap((c) => c.entries).length, id).toBe(page.entries.length);
      for (const chapter of chapters) {
        const roots = new Set(chapter.entries.map((e) => chapterOf(byId, e).id));
        expect(roots.size, id).toBe(1);
        expect(chapter.entries[0]?.parent, id).toBeNull();
      }
    }
  });

  it('loses nothing: the extras and the chapters, joined, are the page data again', () => {
    for (const { id, page, chapters } of split) {
      const { entries: _entries, ...extras } = page;
      expect(joinChapters(extras, chapters), id).toEqual(page);
    }
  });

  it('labels every entry in the table of contents with its chapter, number, title and place, and no text', () => {
    for (const { id, page, toc, chapters } of split) {
      expect(
        toc.labels.map((l) => l.id),
        id,
      ).toEqual(page.entries.map((e) => e.id));
      for (const label of toc.labels) {
        const entry = page.entries.find((e) => e.id === label.id);
        expect(chapters[label.chapter]?.entries, `${id} ${label.id}`).toContain(entry);
        expect(label).toMatchObject({
          number: entry?.number,
          title: entry?.title,
          parent: entry?.parent,
          inline: entry?.inline,
        });
        expect(label).not.toHaveProperty('html');
        expect(label).not.toHaveProperty('passages');
      }
    }
  });

  it('carries every definition its text links to from another chapter, so the definition shows in place (Rage 2018 §6 links §1’s)', () => {
    let crossChapter = 0;
    for (const { id, chapters } of split) {
      for (const chapter of chapters) {
        const here = new Set([...chapter.entries, ...chapter.linked].map((e) => e.id));
        for (const entry of chapter.entries)
          for (const [, term] of entry.html.matchAll(/data-term="([^"]+)"/g)) {
            expect(here.has(term ?? ''), `${id} ${entry.id} → ${term}`).toBe(true);
            if (!chapter.entries.some((e) => e.id === term)) crossChapter++;
          }
        for (const def of chapter.linked) expect(chapter.entries, `${id} ${def.id}`).not.toContain(def);
      }
    }
    expect(crossChapter).toBeGreaterThan(50);
  });

  it('makes a Rage 2018 section page download under 40% of the rulebook (gzip), even for its largest chapter', () => {
    const rage = split.find((s) => s.id === 'rage-2018');
    if (!rage) throw new Error('rage-2018 missing');
    const gzip = (value: unknown) => gzipSync(JSON.stringify(value)).length;
    const largest = Math.max(...rage.chapters.map(gzip));
    expect(rage.chapters.length).toBeGreaterThan(5);
    expect(largest + gzip(rage.toc)).toBeLessThan(0.4 * gzip(rage.page));
  });

  it('is emitted as content-hashed files named in the manifest, one per chapter, links under the base path', () => {
    const content = fileURLToPath(new URL('../../../content', import.meta.url));
    const { manifest, assets } = buildContentAssets(content, '/rulekeeper/');
    for (const m of manifest) {
      const file = (url: string) => assets.find((a) => `/rulekeeper/${a.fileName}` === url)?.source ?? '';
      expect(m.tocUrl).toMatch(new RegExp(`^/rulekeeper/data/${m.meta.id}\\.toc\\.[0-9a-f]{10}\\.json$`));
      const toc = JSON.parse(file(m.tocUrl)) as TocData;
      expect(Math.max(...toc.labels.map((l) => l.chapter)) + 1).toBe(m.chapterUrls.length);
      for (const url of m.chapterUrls) {
        const chapter = JSON.parse(file(url)) as ChapterData;
        expect(chapter.entries.length).toBeGreaterThan(0);
        expect(file(url)).not.toMatch(/href=\\"\/(?!rulekeeper\/)/);
      }
    }
  });
});
