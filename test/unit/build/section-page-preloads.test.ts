import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { sectionPagePreloads } from '../../../src/build/vite/section-page-preloads.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, moduleIds: [], ...extra }) as Rollup.OutputChunk;
const page = (fileName: string, head: string) =>
  ({ type: 'asset', fileName, source: `<html><head>${head}</head><body></body></html>` }) as Rollup.OutputAsset;

/** Runs the plugin on a bundle shaped like the app's: an entry, the lazy section page and what it imports. */
function run(base: string): Rollup.OutputBundle {
  const files = [
    chunk('assets/main-1.js', ['assets/runtime-1.js'], { isEntry: true, moduleIds: ['/app/src/ui/main.tsx'] }),
    chunk('assets/runtime-1.js', []),
    chunk('assets/section-1.js', ['assets/entry-body-1.js', 'assets/runtime-1.js'], {
      // The section page's chunk (section-page-chunk.ts) holds the page with the modules only it imports.
      moduleIds: ['/app/src/ui/passage/passage-now.ts', '/app/src/ui/pages/section.tsx'],
    }),
    chunk('assets/entry-body-1.js', ['assets/tokenize-1.js']),
    chunk('assets/tokenize-1.js', []),
    page('index.html', '<title>Rulekeeper</title>'),
    page('rage-2018/6-11-frenzy.html', '<meta name="rk-page" content="/rage-2018/6-11-frenzy">'),
  ];
  const bundle = Object.fromEntries(files.map((f) => [f.fileName, f])) as Rollup.OutputBundle;
  const plugin = sectionPagePreloads() as Plugin & {
    configResolved: (config: { base: string }) => void;
    generateBundle: (this: { error: (m: string) => never }, options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  plugin.configResolved({ base });
  plugin.generateBundle.call(
    {
      error: (m) => {
        throw new Error(m);
      },
    },
    {},
    bundle,
  );
  return bundle;
}
const html = (bundle: Rollup.OutputBundle, file: string) => String((bundle[file] as Rollup.OutputAsset).source);

describe("a section page's code requested by its HTML", () => {
  it('names the section chunk and everything it imports, once each, leaving out what the entry loads already', () => {
    const links = [
      ...html(run('/'), 'rage-2018/6-11-frenzy.html').matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      ),
    ];
    expect(links.map((m) => m[1])).toEqual([
      '/assets/section-1.js',
      '/assets/entry-body-1.js',
      '/assets/tokenize-1.js',
    ]);
  });

  it('under the base path, and only in section pages (home never evaluates the section code)', () => {
    const bundle = run('/rulekeeper/');
    expect(html(bundle, 'rage-2018/6-11-frenzy.html')).toContain('href="/rulekeeper/assets/section-1.js"');
    expect(html(bundle, 'index.html')).not.toContain('modulepreload');
  });
});
