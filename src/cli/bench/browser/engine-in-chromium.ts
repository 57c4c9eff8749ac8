import type { Browser } from 'playwright-core';
import { buildContentAssets } from '../../../build/content/assets.ts';
import type { JudgeQuestion } from '../../../core/search/evaluate.ts';
import { CONTENT_DIR } from '../../load-rulesets.ts';
import type { BenchCorpus } from '../corpus.ts';
import type { EngineLatency } from '../engine-node.ts';
import { benchQueries } from '../questions.ts';
import { summarize } from '../stats.ts';
import { type IndexLoadTimings, measureIndexLoad, wholeDataJson } from './index-load.ts';
import { bundlePageBench, inPage, openBenchPage } from './page-bundle.ts';

/** CPU slowdown of a mid-range phone against this machine, as Lighthouse's mobile profile assumes. */
export const PHONE_CPU_THROTTLING = 4;

/** Getting one ruleset's search ready in Chromium at one CPU throttling, with the sizes of what it loads. */
export interface ChromiumIndexLoad extends IndexLoadTimings {
  cpuThrottling: number;
  indexBytes: number;
  dataBytes: number;
}

export interface ChromiumEngineResult {
  indexLoad: ChromiumIndexLoad[];
  /** The app's search() in the page at PHONE_CPU_THROTTLING. */
  latency: EngineLatency[];
}

/**
 * The app's search modules in a blank Chromium page: prebuilt index (loadJSONAsync, main thread) against
 * building it in a Web Worker, at 1× and 4× CPU; then search latency at 4×.
 */
export async function measureEngineInChromium(
  browser: Browser,
  corpus: BenchCorpus,
  questions: readonly JudgeQuestion[],
): Promise<ChromiumEngineResult> {
  const { manifest, assets } = buildContentAssets(CONTENT_DIR, '/');
  const source = (url: string) => assets.find((a) => url.endsWith(a.fileName))?.source ?? '';
  const bundle = await bundlePageBench();
  const { page, cdp } = await openBenchPage(browser, bundle);
  try {
    const indexLoad: ChromiumIndexLoad[] = [];
    for (const rate of [1, PHONE_CPU_THROTTLING]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const m of manifest) {
        const documents = corpus.rulesets.find((r) => r.id === m.meta.id)?.searchDocuments ?? [];
        const timings = await measureIndexLoad(page, bundle, m, assets, documents);
        indexLoad.push({
          ...timings,
          cpuThrottling: rate,
          indexBytes: Buffer.byteLength(source(m.indexUrl)),
          dataBytes: Buffer.byteLength(wholeDataJson(m, source)),
        });
      }
    }
    const rulesets = corpus.rulesets.map((r) => {
      const m = manifest.find((x) => x.meta.id === r.id);
      return { id: r.id, indexJson: source(m?.indexUrl ?? ''), searchJson: source(m?.searchUrl ?? '') };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_THROTTLING });
    const latency: EngineLatency[] = [];
    for (const scope of ['ruleset', 'all'] as const) {
      const sets = benchQueries(questions, scope === 'ruleset');
      for (const queries of ['questions', 'typing'] as const) {
        latency.push({
          queries,
          scope,
          latency: summarize(await inPage(page, 'measureSearchLatency', rulesets, sets[queries])),
        });
      }
    }
    return { indexLoad, latency };
  } finally {
    await page.close();
  }
}
