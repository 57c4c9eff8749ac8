import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { compileHints } from './src/build/vite/compile-hints.ts';
import { contentSecurityPolicy } from './src/build/vite/content-security-policy.ts';
import { inlineStylesheet } from './src/build/vite/inline-stylesheet.ts';
import {
  earlySearchFetchScript,
  earlyTapScript,
  firstVisitToldScript,
  otherPageScript,
} from './src/build/vite/prerendered-pages.ts';
import { sectionPageChunk } from './src/build/vite/section-page-chunk.ts';
import { SECTION_PAGE_MODULE, sectionPagePreloads } from './src/build/vite/section-page-preloads.ts';
import { servedUnder } from './src/build/vite/served-under.ts';
import { HASHED_URLS, staticHostFiles } from './src/build/vite/static-host-files.ts';
import { rulesetContent } from './src/build/vite/content-plugin.ts';
import { TEST_WORKERS } from './test/browser/workers.ts';
import JourneysFirst from './test/browser/journeys-first.ts';

/** The app's entry module (index.html's `<script prerender>`). */
const appEntry = fileURLToPath(new URL('./src/ui/main.tsx', import.meta.url));
const sectionChunk = sectionPageChunk(appEntry, fileURLToPath(new URL(`.${SECTION_PAGE_MODULE}`, import.meta.url)));
/** The rules content: `content/`, or another folder for tests (CONTENT_DIR, e.g. two versions of a test rulebook). */
const contentDir = process.env.CONTENT_DIR ?? fileURLToPath(new URL('./content', import.meta.url));
/** Kill switch: RETIRE_SW=1 builds a service worker that unregisters itself and clears its caches. */
const retireServiceWorker = process.env.RETIRE_SW === '1';
/** Shown in the app, so a judge (and a bug report) can tell which release is running. */
const appVersion =
  process.env.APP_VERSION ??
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
/**
 * Sync servers the app may connect to besides its own origin (space-separated, `wss://sync.example.org`, a port may
 * be `*`): they go into the CSP's connect-src and the join form, which refuses other servers with a clear message.
 */
const syncOrigins = (process.env.SYNC_ORIGINS ?? '').split(/\s+/).filter(Boolean);
/** Where the app is served: `/` (the default) or a sub-path such as `/rulekeeper/` for GitHub Pages (README, Deploy). */
const base = servedUnder(process.env.BASE);
/** Unit tests build content themselves, from fixtures or content/; the app plugins would only slow them down. */
const testing = process.env.VITEST !== undefined;
/** The rules as the app's data and search files (src/build/vite/content-plugin.ts). */
const content = rulesetContent({ contentDir });

/** Browser test files with wall-clock budgets (deliveries within 2 s, clocks within 1 s, main-thread long tasks). */
const TIMED_BROWSER_FILES = [
  'test/browser/calls-journey.test.ts',
  'test/browser/event-page.test.ts',
  'test/browser/event-reload.test.ts',
  'test/browser/event-status.test.ts',
  'test/browser/judge-calls.test.ts',
  'test/browser/main-thread-budget.test.ts',
  'test/browser/scale-phones.test.ts',
];

/** What both browser projects share: the build, preview server and Chromium of global setup, and their waits. */
const BROWSER_PROJECT = {
  environment: 'node' as const,
  globalSetup: ['test/browser/global-setup.ts'],
  // A page's first search waits for five indexes to download and load: on a busy 2-core CI machine that can take
  // over a second, vitest's default wait for expect.poll.
  expect: { poll: { timeout: 5_000 } },
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  base,
  plugins: [
    preact({
      // Home's markup goes into index.html and each section's into a page of its own (main.tsx's prerender).
      prerender: { enabled: !testing, renderTarget: '#app' },
    }),
    !testing && content,
    // The stylesheet inlined first, so the policy (added after) allows it by its hash.
    !testing && inlineStylesheet(),
    !testing &&
      contentSecurityPolicy(syncOrigins, [
        otherPageScript(base),
        earlyTapScript,
        firstVisitToldScript,
        () => earlySearchFetchScript(base, content.api.searchFileUrls()),
      ]),
    !testing && staticHostFiles(),
    !testing && sectionPagePreloads(),
    !testing && compileHints(),
    !testing &&
      VitePWA({
        registerType: 'prompt',
        selfDestroying: retireServiceWorker,
        // globPatterns below already precache every icon.
        includeManifestIcons: false,
        manifest: {
          name: 'Rulekeeper — rules lookup for judges',
          short_name: 'Rulekeeper',
          description: 'Offline rules lookup and ruling assistant for card-game judges.',
          lang: 'en',
          start_url: base,
          scope: base,
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#fbfaf7',
          theme_color: '#8a2b0f',
          icons: [
            { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
            { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
            { src: `${base}icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        // Our own worker (src/ui/pwa/sw.ts): Workbox's precache and routes, installed a few files at a time.
        strategies: 'injectManifest',
        srcDir: 'src/ui/pwa',
        filename: 'sw.ts',
        injectManifest: {
          // Rules data and search indexes are JSON: precache them with the shell so everything works offline. (The web
          // manifest is listed by the plugin itself.)
          globPatterns: ['**/*.{js,css,html,json,svg,png}'],
          dontCacheBustURLsMatching: HASHED_URLS,
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          // 404.html is index.html again, for hosts without rewrites; the worker answers navigations with index.html.
          // The prerender chunk runs at build only (src/ui/prerender.tsx). Prerendered section pages (<ruleset>/<id>.html)
          // speed a first visit's deep link; offline, the worker answers every address with index.html.
          globIgnores: ['404.html', 'assets/prerender-*.js', '*/*.html'],
        },
      }),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion), __SYNC_ORIGINS__: JSON.stringify(syncOrigins) },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // vite-prerender-plugin's chunking, which a chunking of ours replaces: the app's entry and Vite's preload
        // helper in one chunk; and the section page's code in one chunk (section-page-chunk.ts).
        manualChunks: (id, graph) =>
          id === appEntry || id.includes('vite/modulepreload-polyfill') ? 'index' : sectionChunk(id, graph),
      },
    },
  },
  // The search worker is a module worker (src/ui/search/search-client.ts): ES chunks like the app's.
  worker: { format: 'es' },
  test: {
    // The browser journeys (test/browser/journeys/) run first of the browser files.
    sequence: { sequencer: JourneysFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Beside the browser files (one pool of TEST_WORKERS): most unit files wait on servers and timers, and the
          // browser files' pages on the network; vitest's default on 2 cores is one file at a time.
          maxWorkers: TEST_WORKERS,
          // Builds content/ once a run for every file that reads it (test/unit/content/load.ts).
          globalSetup: ['test/unit/global-setup.ts'],
        },
      },
      {
        // Real Chromium (one for the run, global setup) against the built app (vite build + vite preview), in the same
        // pool as the unit files, which are queued first (test/browser/journeys-first.ts).
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED_BROWSER_FILES],
          ...BROWSER_PROJECT,
          maxWorkers: TEST_WORKERS,
        },
      },
      {
        // The browser files that time a delivery, a clock or the main thread against a budget: one at a time, last, on
        // a machine no other test file is using.
        extends: true,
        test: {
          name: 'browser-timed',
          include: TIMED_BROWSER_FILES,
          ...BROWSER_PROJECT,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
