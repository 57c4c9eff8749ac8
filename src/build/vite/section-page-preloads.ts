import type { Plugin, Rollup } from 'vite';
import { reachable } from './reachable.ts';

/** The module every section page is drawn by (app.tsx loads it lazily: home never evaluates it). */
export const SECTION_PAGE_MODULE = '/src/ui/pages/section.tsx';

/**
 * Each prerendered section page (`<meta name="rk-page">`) names the section page's code and what it imports in
 * `<link rel="modulepreload">`: the browser fetches it alongside the app's script instead of after it, and the app
 * finds it requested already (Vite's preload helper skips links in the document), adding none while the page loads.
 * Runs after the prerender has written the pages.
 */
export function sectionPagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'rulekeeper-section-page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
      const section = chunks.find(holdsSectionPage);
      if (!section) this.error(`no chunk for ${SECTION_PAGE_MODULE}`);
      const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const links = staticGraph(section, bundle)
        .filter((file) => !loaded.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        .join('');
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html = String(file.source);
        if (html.includes('<meta name="rk-page"')) file.source = html.replace('</head>', `${links}</head>`);
      }
    },
  };
}

/** The chunk with the section page's module: its own, or the one section-page-chunk.ts groups it in. */
export const holdsSectionPage = (chunk: Rollup.OutputChunk): boolean =>
  chunk.moduleIds.some((id) => id.endsWith(SECTION_PAGE_MODULE));

/** A chunk and everything it imports statically, each once, the chunk first. */
export const staticGraph = (chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] =>
  reachable(chunk.fileName, (fileName) => {
    const file = bundle[fileName];
    return file?.type === 'chunk' ? file.imports : [];
  });
