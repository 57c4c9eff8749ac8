import { renderToStringAsync } from 'preact-render-to-string';
import { builtContent } from '../core/content/built-content.ts';
import type { TocData } from '../core/content/chapters.ts';
import { entryPath } from '../core/content/routes.ts';
import { App } from './app.tsx';
import { BASE, appHref } from './base-path.ts';
import { MANIFEST, sectionTitle } from './data/rulesets.ts';
import { loadSectionView, sectionDataUrls } from './data/section-view.ts';

/**
 * A page as vite-prerender-plugin takes it (its `PrerenderResult`, whose types import Vite's and so Node's, which app
 * code goes without: test/unit/build/prerendered-pages.test.ts checks this fits).
 */
export interface PrerenderedPage {
  html: string;
  links?: Set<string>;
  head?: { title?: string; elements?: Set<{ type: string; props: Record<string, string> }> };
}

/** A section page's file, next to index.html: `rage-2018/6-11-frenzy.html`, served at `/rage-2018/6-11-frenzy`. */
const pageFile = (ruleset: string, anchor: string) => `${entryPath(ruleset, anchor)}.html`;

/**
 * Build time only, in Node (@preact/preset-vite's prerender, through main.tsx's `prerender`): home goes into
 * index.html, and every section page into a file of its own, so a phone paints the search field, or the rule a
 * shared link names, from the HTML alone before any script arrives. The app then renders over that markup, reusing
 * its elements. The browser never loads this chunk (not precached).
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const files = builtContent();
  if (!files) throw new Error('prerender: the content plugin shared no files (is rulesetContent in the build?)');
  asFirstVisit(files);
  if (url === '/') {
    atAddress(appHref('/'));
    return { html: await renderToStringAsync(<App />), links: new Set(sectionFiles(files)) };
  }
  const [, ruleset = '', anchor = ''] = url.replace(/\.html$/, '').split('/');
  const view = await loadSectionView(ruleset, anchor);
  const entry = view?.byId.get(anchor);
  if (!view || !entry) throw new Error(`prerender: no section ${url}`);
  const dataUrls = sectionDataUrls(ruleset, anchor);
  if (dataUrls.length === 0) throw new Error(`prerender: no chapter file holds ${url}`);
  const address = appHref(entryPath(ruleset, anchor));
  atAddress(address);
  return {
    html: await renderToStringAsync(<App />),
    head: {
      title: sectionTitle(entry, view.meta),
      elements: new Set([
        // Names the page this markup is, for index.html's inline script (src/build/vite/prerendered-pages.ts).
        { type: 'meta', props: { name: 'rk-page', content: address } },
        // The data the app reads before taking over the page, downloading alongside its script rather than after
        // it (the request matches the app's fetch: same-origin, CORS mode).
        ...dataUrls.map((href) => ({
          type: 'link',
          props: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
        })),
      ]),
    },
  };
}

/** Every section page (not an inline entry, which opens its section): its file's address, for the prerender. */
function sectionFiles(files: ReadonlyMap<string, string>): string[] {
  return MANIFEST.flatMap(({ meta, tocUrl }) => {
    const toc = JSON.parse(fileAt(files, tocUrl)) as TocData;
    return toc.labels.filter((l) => !l.inline).map((l) => pageFile(meta.id, l.id));
  });
}

function fileAt(files: ReadonlyMap<string, string>, url: string): string {
  const file = files.get(url.slice(BASE.length));
  if (file === undefined) throw new Error(`prerender: no built file for ${url}`);
  return file;
}

/** The address the router reads while rendering. */
function atAddress(pathname: string): void {
  Object.assign(globalThis.location, { origin: 'http://localhost', pathname, search: '', hash: '' });
  globalThis.location.href = `http://localhost${pathname}`;
}

/**
 * What components read while rendering, as a first visit has it: no history entry state, nothing stored; and the
 * rules data downloaded from the build's own files.
 */
function asFirstVisit(files: ReadonlyMap<string, string>): void {
  Object.assign(globalThis, {
    history: { state: null, length: 1 },
    localStorage: {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    },
    fetch: (url: string) => Promise.resolve(new Response(fileAt(files, url))),
  });
}
