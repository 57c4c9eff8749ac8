import type { Page } from 'playwright-core';
import type { ContentAsset } from '../../../build/content/assets.ts';
import { type ChapterData, type RulesetExtras, joinChapters } from '../../../core/content/chapters.ts';
import type { RulesetManifest } from '../../../core/content/manifest.ts';
import type { SearchDocument } from '../../../core/search/options.ts';
import { median } from '../stats.ts';
import type { IndexLoadSample } from './index-load-page.ts';
import { inPage } from './page-bundle.ts';

/** Median timings (ms) of the two ways to get a ruleset's search ready, at the page's CPU throttling. */
export interface IndexLoadTimings extends IndexLoadSample {
  ruleset: string;
}

/** A ruleset's whole page data, as the app joins it from its extras and chapter files. */
export function wholeDataJson(manifest: RulesetManifest, source: (url: string) => string): string {
  const extras = JSON.parse(source(manifest.extrasUrl)) as RulesetExtras;
  return JSON.stringify(
    joinChapters(
      extras,
      manifest.chapterUrls.map((url) => JSON.parse(source(url)) as ChapterData),
    ),
  );
}

/** Runs the in-page measurement `runs` times (page must have the bundle loaded) and keeps medians. */
export async function measureIndexLoad(
  page: Page,
  bundle: string,
  manifest: RulesetManifest,
  assets: ContentAsset[],
  documents: readonly SearchDocument[],
  runs = 5,
): Promise<IndexLoadTimings> {
  const source = (url: string) => assets.find((a) => url.endsWith(a.fileName))?.source ?? '';
  const documentsJson = JSON.stringify(documents);
  const samples: IndexLoadSample[] = [];
  for (let i = 0; i < runs; i++)
    samples.push(await inPage(page, 'measureIndexLoad', bundle, source(manifest.indexUrl), documentsJson));
  const mid = (pick: (s: IndexLoadSample) => number) => median(samples.map(pick));
  return {
    ruleset: manifest.meta.id,
    prebuiltMs: mid((s) => s.prebuiltMs),
    prebuiltLongestTaskMs: mid((s) => s.prebuiltLongestTaskMs),
    workerMs: mid((s) => s.workerMs),
    workerLongestTaskMs: mid((s) => s.workerLongestTaskMs),
  };
}
