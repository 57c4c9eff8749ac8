import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { ContentAsset, RulesetManifest } from '../../build/assets.ts';
import type { IndexLoadSample } from './browser-entry.ts';

/** Median timings (ms) of the two ways to get a ruleset's search ready, at the page's CPU throttling. */
export interface IndexLoadTimings extends IndexLoadSample {
  ruleset: string;
}

/** The search modules as one script, for a blank page and for a worker. */
export async function bundleSearchModules(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'rkBenchBundle' } },
  });
  const result = (Array.isArray(output) ? output[0] : output) as { output: { type: string; code?: string }[] };
  const code = result.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('benchmark bundle is empty');
  return code;
}

/** Runs the in-page measurement `runs` times (page must have the bundle loaded) and keeps medians. */
export async function measureIndexLoad(page: Page, bundle: string, manifest: RulesetManifest, assets: ContentAsset[], runs = 5): Promise<IndexLoadTimings> {
  const source = (url: string) => assets.find((a) => url.endsWith(a.fileName))?.source ?? '';
  const args = [bundle, source(manifest.indexUrl), source(manifest.dataUrl)] as const;
  const samples: IndexLoadSample[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await page.evaluate(([b, index, data]) => (globalThis as unknown as { rkBench: { measure(b: string, i: string, d: string): Promise<IndexLoadSample> } }).rkBench.measure(b, index, data), args));
  }
  const median = (pick: (s: IndexLoadSample) => number) => [...samples.map(pick)].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
  return {
    ruleset: manifest.meta.id,
    prebuiltMs: median((s) => s.prebuiltMs),
    prebuiltLongestTaskMs: median((s) => s.prebuiltLongestTaskMs),
    workerMs: median((s) => s.workerMs),
    workerLongestTaskMs: median((s) => s.workerLongestTaskMs),
  };
}
