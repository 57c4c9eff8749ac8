import { createHash } from 'node:crypto';
import { splitByChapter } from '../../core/content/chapters.ts';
import {
  type RulesetManifest,
  type SearchData,
  askedOf,
  storedSearchEntry,
  toPageData,
} from '../../core/content/manifest.ts';
import type { RulesetData } from '../../core/content/model.ts';
import { toSearchDocuments } from '../../core/search/documents.ts';
import { createSearchIndex, saveSearchIndex } from '../../core/search/index.ts';
import { buildAllRulesets } from './build-ruleset.ts';

/** A ruleset's search data: every entry's shown fields (fiction too, as a parent), its passages where searched. */
export function toSearchData(
  data: Pick<RulesetData, 'meta' | 'synonyms' | 'otherGames' | 'plainWords' | 'entries'>,
): SearchData {
  return {
    synonyms: data.synonyms,
    ...(data.otherGames?.length ? { otherGames: data.otherGames } : {}),
    ...(data.plainWords?.length ? { plainWords: data.plainWords } : {}),
    names: data.meta.names,
    ...(data.meta.siblings ? { siblings: data.meta.siblings } : {}),
    entries: data.entries.map(({ id, number, title, kind, parent, passages, home, questions }) =>
      storedSearchEntry({
        id,
        number,
        title,
        kind,
        parent,
        passages: kind === 'fiction' ? [] : passages,
        ...(home !== undefined ? { home } : {}),
        ...(questions?.length && kind !== 'fiction' ? { asked: askedOf({ passages, questions }) } : {}),
      }),
    ),
  };
}

/** A file the build emits. */
export interface ContentAsset {
  fileName: string;
  source: string;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Rendered rules link their sections by app path (`href="/rage-2018/6-9"`, render-markdown.ts, link-terms.ts);
 * an app served under a sub-path links them under it. Rules text never holds `href="` itself: it is escaped to
 * `href=&quot;`, so only the links the build wrote change.
 */
export function underBase(dataJson: string, base: string): string {
  return base === '/' ? dataJson : dataJson.replaceAll('href=\\"/', `href=\\"${base}`);
}

/** Builds every ruleset into content-hashed JSON files and the manifest that points at them. */
export function buildContentAssets(
  contentDir: string,
  base: string,
): { manifest: RulesetManifest[]; assets: ContentAsset[] } {
  const manifest: RulesetManifest[] = [];
  const assets: ContentAsset[] = [];
  for (const { data } of buildAllRulesets(contentDir)) {
    const id = data.meta.id;
    const { entries: _entries, ...extras } = toPageData(data);
    const extrasJson = underBase(JSON.stringify(extras), base);
    const { toc, chapters } = splitByChapter(toPageData(data));
    const tocJson = JSON.stringify(toc);
    const tocFile = `data/${id}.toc.${hash(tocJson)}.json`;
    const chapterFiles = chapters.map((chapter, i) => {
      const json = underBase(JSON.stringify(chapter), base);
      return { fileName: `data/${id}.ch${i + 1}.${hash(json)}.json`, source: json };
    });
    const indexJson = saveSearchIndex(createSearchIndex(toSearchDocuments(data.entries)));
    const extrasFile = `data/${id}.extras.${hash(extrasJson)}.json`;
    const indexFile = `data/${id}.index.${hash(indexJson)}.json`;
    const searchJson = JSON.stringify(toSearchData(data));
    const searchFile = `data/${id}.search.${hash(searchJson)}.json`;
    assets.push(
      { fileName: extrasFile, source: extrasJson },
      { fileName: indexFile, source: indexJson },
      { fileName: searchFile, source: searchJson },
      { fileName: tocFile, source: tocJson },
      ...chapterFiles,
    );
    manifest.push({
      meta: data.meta,
      extrasUrl: base + extrasFile,
      tocUrl: base + tocFile,
      chapterUrls: chapterFiles.map((f) => base + f.fileName),
      indexUrl: base + indexFile,
      searchUrl: base + searchFile,
      counts: {
        entries: data.entries.length,
        definitions: data.entries.filter((e) => e.kind === 'definition').length,
        notes: data.notes.length,
      },
    });
  }
  return { manifest, assets };
}
