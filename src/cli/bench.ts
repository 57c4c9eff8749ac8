/**
 * `npm run bench`: performance figures, printed as a table and written as JSON to bench-results.json.
 * Part measured here: getting search ready per ruleset, prebuilt index (loadJSONAsync, main thread) against
 * building the index in a Web Worker, in Debian's Chromium at 1× and 4× CPU throttling.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildContentAssets } from '../build/assets.ts';
import { launchChromium } from './chromium.ts';
import { bundleSearchModules, measureIndexLoad, type IndexLoadTimings } from './bench/index-load.ts';
import { CONTENT_DIR } from './load-rulesets.ts';

const OUT = resolve(import.meta.dirname, '../../bench-results.json');

const { manifest, assets } = buildContentAssets(CONTENT_DIR, '/');
const bundle = await bundleSearchModules(resolve(import.meta.dirname, 'bench/browser-entry.ts'));
const browser = await launchChromium();
const results: (IndexLoadTimings & { cpuThrottling: number; indexBytes: number; dataBytes: number })[] = [];
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bench</title>');
  await page.addScriptTag({ content: bundle });
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const m of manifest) {
      const size = (url: string) => Buffer.byteLength(assets.find((a) => url.endsWith(a.fileName))?.source ?? '');
      results.push({ cpuThrottling: rate, ...(await measureIndexLoad(page, bundle, m, assets)), indexBytes: size(m.indexUrl), dataBytes: size(m.dataUrl) });
    }
  }
} finally {
  await browser.close();
}

const ms = (n: number) => n.toFixed(1).padStart(8);
console.log('Search ready (median of 5 runs, ms; longest main-thread task during it)');
console.log('CPU  ruleset           prebuilt  (task)   worker-build  (task)   index KB  data KB');
for (const r of results) {
  console.log(
    `${`${r.cpuThrottling}x`.padEnd(4)} ${r.ruleset.padEnd(16)} ${ms(r.prebuiltMs)} ${ms(r.prebuiltLongestTaskMs)} ${ms(r.workerMs)}     ${ms(r.workerLongestTaskMs)} ${(r.indexBytes / 1024).toFixed(0).padStart(9)} ${(r.dataBytes / 1024).toFixed(0).padStart(8)}`,
  );
}
console.log('(Chromium applies CPU throttling to the page, not to workers: worker figures are unthrottled.)');
writeFileSync(OUT, `${JSON.stringify({ date: new Date().toISOString(), indexLoad: results }, null, 2)}\n`);
console.log(`\nwritten: ${OUT}`);
